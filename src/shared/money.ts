/** Money is integer cents everywhere; these helpers are the only place dollars and cents meet. */
import { formatCount } from "./count.ts";

/** "12.50" | "12.5" | "12" → 1250; anything else → null. Never goes through floats. */
export function parseDollars(input: string): number | null {
  const m = /^\s*\$?(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(input);
  if (!m) return null;
  const whole = Number(m[1]);
  const frac = m[2] ? Number(m[2].padEnd(2, "0")) : 0;
  return whole * 100 + frac;
}

/** 1250 → "12.50" (for inputs). */
export function centsToDollarString(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * 1250 → "$12.50", 123456789 → "$1,234,567.89", -50 → "-$0.50" (for display), as en-US currency
 * formatting writes them. By hand: building an Intl.NumberFormat loads locale data, which costs a
 * phone tens of milliseconds while the first screen renders.
 */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${formatCount(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, "0")}`;
}
