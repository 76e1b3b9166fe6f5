import type { ReactNode } from "react";
import { cx } from "./cx.ts";

/**
 * A set of radio or checkbox choices under their legend, one below the other, with the set's error
 * (a choice is required, say) under them.
 */
export function ChoiceGroup({
  legend,
  error,
  className,
  children,
}: {
  legend: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={cx("flex min-w-0 flex-col gap-2", className)}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {children}
      {error && <p className="text-xs font-medium text-rose-600">{error}</p>}
    </fieldset>
  );
}
