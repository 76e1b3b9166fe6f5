import type { ReactNode } from "react";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { describedBy, FieldFrame, fieldBorder } from "../../ui/text-field.tsx";

/** A store tool form's last row: the way out without saving (`children`, if any), then the submit button. */
export function FormActions({
  label,
  busy,
  children,
}: {
  label: ReactNode;
  busy: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex justify-end gap-3">
      {children}
      <Button type="submit" busy={busy}>
        {label}
      </Button>
    </div>
  );
}

/** A labelled multi-line field with its hint, or its error, under it. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  ...rest
}: {
  id: string;
  label: ReactNode;
  hint: string;
  error: string | undefined;
  value: string;
  onChange: (v: string) => void;
  rows: number;
  placeholder: string;
  maxLength?: number;
}) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        className={cx("focus-ring rounded-lg border px-3 py-2 text-base text-slate-900", fieldBorder(error))}
        {...rest}
      />
    </FieldFrame>
  );
}

/** The small upper-case name over a value on a card (a client ID, a pairing code). */
export function Caption({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p className={cx("text-xs font-medium uppercase tracking-wide text-slate-500", className)}>{children}</p>
  );
}
