import { type ButtonHTMLAttributes, forwardRef } from "react";
import { cx } from "./cx.ts";

/** `dangerGhost`: a quiet button that ends or removes something (Remove, Sign out), red words. */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "dangerGhost";
export type ButtonSize = "sm" | "md" | "lg";
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  busy?: boolean;
};

const variants: Record<ButtonVariant, string> = {
  primary: "bg-orange-500 text-white hover:bg-orange-600 active:bg-orange-700 shadow-sm",
  secondary: "bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  danger: "bg-rose-600 text-white hover:bg-rose-700",
  dangerGhost: "text-rose-700 hover:bg-rose-50",
};
const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
};

/** How a button looks, for anything that should look like one (a link to the next step, say). */
export function buttonLook(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return cx(
    "focus-ring inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors",
    variants[variant],
    sizes[size],
  );
}

/** The app's button. `busy` disables it and shows a spinner while an action runs. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", size = "md", busy, className, disabled, children, type = "button", ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cx(buttonLook(variant, size), "disabled:cursor-not-allowed disabled:opacity-60", className)}
      {...rest}
    >
      {busy && (
        <span className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent" />
      )}
      {children}
    </button>
  );
});
