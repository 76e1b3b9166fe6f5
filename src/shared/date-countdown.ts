import type { Locale } from "./locale.ts";

/**
 * type5 of the date formats table (`date-formats.ts`), in a module of its own: the item cards of
 * the first screen count down, and a first visit should not load the other seven formats with it.
 * Screens call it through the table (`dateFormats.type5`); the cards import it from here.
 */

export type DateInput = number | Date;

export const ms = (time: DateInput) => (typeof time === "number" ? time : time.getTime());

export interface CountdownOptions {
  /** The clock to count from (epoch ms). */
  now: number;
  /** "units" 2d 4h / 4h 12m / 12m 5s / 45s; "clock" 2d 05:14:33 / 05:14:33 (visibly ticks). */
  style?: "units" | "clock";
}

// Countdown units, short enough for a card: "2d 4h" in English, "2天4小时" in Chinese (no spaces).
const UNITS: Record<Locale, { d: string; h: string; m: string; s: string; sep: string }> = {
  en: { d: "d", h: "h", m: "m", s: "s", sep: " " },
  zh: { d: "天", h: "小时", m: "分", s: "秒", sep: "" },
};

/**
 * type5, time left until `time`: "2d 4h", "3h 12m", "12m 5s", "45s" (two units at most), or with
 * style "clock" "2d 05:14:33", "05:14:33"; null once `time` has passed.
 */
export function type5(locale: Locale, time: DateInput, opts: CountdownOptions): string | null {
  const left = ms(time) - opts.now;
  if (left <= 0) return null;
  const s = Math.floor(left / 1000);
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const u = UNITS[locale];
  if (opts.style === "clock") {
    const pad = (n: number) => String(n).padStart(2, "0");
    const hms = `${pad(h)}:${pad(m)}:${pad(s % 60)}`;
    return d > 0 ? `${d}${u.d} ${hms}` : hms;
  }
  if (d > 0) return `${d}${u.d}${u.sep}${h}${u.h}`;
  if (h > 0) return `${h}${u.h}${u.sep}${m}${u.m}`;
  if (m > 0) return `${m}${u.m}${u.sep}${s % 60}${u.s}`;
  return `${s}${u.s}`;
}
