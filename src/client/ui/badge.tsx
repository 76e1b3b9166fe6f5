import type { ReactNode } from "react";
import { cx } from "./cx.ts";

export type BadgeTone = "neutral" | "dark" | "success" | "warning" | "danger" | "brand";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-700",
  dark: "bg-slate-900 text-white",
  success: "bg-emerald-50 text-emerald-700",
  warning: "bg-amber-100 text-amber-900",
  danger: "bg-rose-50 text-rose-700",
  brand: "bg-orange-100 text-orange-800",
};

/** A pill's shape and type, for a pill whose colours come from its own table (an order's status). */
export const badgeLook = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

/**
 * A small rounded pill that says a state ("Verified", "Invited", "Owner"). `className` places it
 * (a margin); the tone says what kind of state it is.
 */
export function Badge({
  tone = "neutral",
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return <span className={cx(badgeLook, tones[tone], className)}>{children}</span>;
}
