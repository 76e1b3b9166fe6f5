import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from "react";
import { cx } from "./cx.ts";

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  /** The visible label: also the field's accessible name. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

/** A labelled input with hint and error text wired to aria-describedby / aria-invalid. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, className, id, ...rest },
  ref,
) {
  const auto = useId();
  const fieldId = id ?? auto;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errId = error ? `${fieldId}-err` : undefined;
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errId].filter(Boolean).join(" ") || undefined}
        className={cx(
          "focus-ring h-11 rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400",
          error ? "border-rose-500" : "border-slate-300",
        )}
        {...rest}
      />
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errId} className="text-xs font-medium text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
});
