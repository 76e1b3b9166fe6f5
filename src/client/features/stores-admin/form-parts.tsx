import type { ReactNode } from "react";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";

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

/** The small upper-case name over a value on a card (a client ID, a pairing code). */
export function Caption({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p className={cx("text-xs font-medium uppercase tracking-wide text-slate-500", className)}>{children}</p>
  );
}
