import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from "react";
import { cx } from "./cx.ts";

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  /** The visible label: also the field's accessible name. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

/**
 * A form control with its label above and, under it, its error or else its hint. The control has
 * the id `id` and names the text under it in aria-describedby (`describedBy`).
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-err`} className="text-xs font-medium text-rose-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The aria-describedby of a FieldFrame's control: the text shown under it, if any. */
export const describedBy = (id: string, hint: ReactNode, error: ReactNode): string | undefined =>
  error ? `${id}-err` : hint ? `${id}-hint` : undefined;

/** The border of a text control: red while it has an error. */
export const fieldBorder = (error: ReactNode) => (error ? "border-rose-500" : "border-slate-300");

/**
 * A dollar amount as typed (`12.50`) behind a `$`, for a FieldFrame with the id `id`: the
 * listing's prices and an offer's amount are the same control.
 */
export function DollarInput({
  id,
  value,
  onChange,
  hint,
  error,
  autoFocus,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  autoFocus?: boolean | undefined;
}) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
      >
        $
      </span>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        autoFocus={autoFocus}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onChange(e.target.value)}
        className={cx(
          "focus-ring h-11 w-full rounded-lg border bg-white pl-7 pr-3 text-base text-slate-900 placeholder:text-slate-400",
          fieldBorder(error),
        )}
      />
    </div>
  );
}

/** A labelled input with hint and error text wired to aria-describedby / aria-invalid. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, className, id, ...rest },
  ref,
) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} className={className}>
      <input
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={cx(
          "focus-ring h-11 rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400",
          fieldBorder(error),
        )}
        {...rest}
      />
    </FieldFrame>
  );
});

/** A labelled multi-line text field (`rows` high, at most `maxLength` characters). */
export function TextArea({
  label,
  value,
  onChange,
  error,
  hint,
  rows,
  maxLength,
  placeholder,
}: {
  label: ReactNode;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  hint?: string;
  rows: number;
  maxLength?: number;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cx(
          "focus-ring rounded-lg border bg-white px-3 py-2 text-base text-slate-900",
          fieldBorder(error),
        )}
      />
    </FieldFrame>
  );
}
