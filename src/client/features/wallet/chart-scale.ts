import { dateFormats } from "#shared/date-formats";
import { DEFAULT_LOCALE, type Locale } from "#shared/locale";

/** The arithmetic of the revenue chart, kept apart from the SVG so it can be tested. */

/** A "nice" step (1, 2, 2.5 or 5 × 10^n cents) so about `count` steps cover `span`. */
export function niceStep(span: number, count = 4): number {
  if (!(span > 0)) return 100;
  const raw = span / count;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const f = raw / pow;
  const nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10;
  // Whole cents, and never finer than a dollar: axis labels stay readable.
  return Math.max(100, Math.round(nice * pow));
}

/** The y domain (always containing 0) and its tick values, from the data's values in cents. */
export function yScale(values: number[], count = 4): { lo: number; hi: number; ticks: number[] } {
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const step = niceStep(max - min, count);
  const lo = Math.floor(min / step) * step;
  let hi = Math.ceil(max / step) * step;
  if (hi === lo) hi = lo + step * count;
  const ticks: number[] = [];
  for (let t = lo; t <= hi + 1e-9; t += step) ticks.push(t);
  return { lo, hi, ticks };
}

/** Label every k-th day so labels are at least `minGapPx` apart. */
export function labelEvery(points: number, widthPx: number, minGapPx = 64): number {
  if (points <= 1 || widthPx <= 0) return 1;
  const per = widthPx / points;
  return Math.max(1, Math.ceil(minGapPx / per));
}

/** Axis money: $0, $25, $1.5k, $12k. */
export function shortDollars(cents: number): string {
  const d = cents / 100;
  const abs = Math.abs(d);
  const sign = d < 0 ? "−" : "";
  if (abs >= 1000) return `${sign}$${(abs / 1000).toFixed(abs >= 10_000 ? 0 : 1).replace(/\.0$/, "")}k`;
  return `${sign}$${Number.isInteger(abs) ? abs : abs.toFixed(2)}`;
}

/** "2026-11-03" -> "Nov 3" / "11月3日" (type1; a calendar day, read in UTC so it never shifts). */
export function dayLabel(date: string, withYear = false, locale: Locale = DEFAULT_LOCALE): string {
  const [y, m, d] = date.split("-").map(Number);
  const when = Date.UTC(y!, (m ?? 1) - 1, d ?? 1);
  return dateFormats.type1(locale, when, { style: withYear ? "medium" : "monthDay", timeZone: "UTC" });
}
