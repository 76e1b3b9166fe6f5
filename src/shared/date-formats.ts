import { type CountdownOptions, type DateInput, ms, type5 } from "./date-countdown.ts";
import { INTL_TAG, type Locale } from "./locale.ts";

export type { CountdownOptions, DateInput };

/**
 * The eight named date formats of spec §9 ("date formats type1 to type8"): every date a screen, an
 * e-mail or a push shows goes through this table, so English and Chinese stay in step.
 *
 * | name  | what                | en                      | zh                     |
 * | ----- | ------------------- | ----------------------- | ---------------------- |
 * | type1 | date                | Nov 25, 2026            | 2026年11月25日          |
 * | type2 | date and time       | Nov 25, 2026, 8:05 PM   | 2026年11月25日 20:05    |
 * | type3 | time                | 8:05 PM                 | 20:05                  |
 * | type4 | relative time       | 5 minutes ago           | 5分钟前                 |
 * | type5 | countdown           | 2d 4h                   | 2天4小时                |
 * | type6 | month and year      | November 2026           | 2026年11月              |
 * | type7 | weekday and date    | Wed, Nov 25             | 11月25日周三            |
 * | type8 | ISO 8601            | 2026-11-25T20:05:03.000Z (the same in every language) |
 *
 * The small `style` options keep the variants screens showed before the table existed (a bid's
 * time to the second, a chart's day without the year), so English text did not change.
 *
 * Time zone: without `timeZone` a format uses the runtime's own zone, as the screens always did:
 * the server renders in its zone and the browser's text wins at hydration (the elements that show
 * a zoned time carry `suppressHydrationWarning`). Pass "UTC" for calendar values stored as UTC.
 *
 * Formats that depend on the clock (type4, type5) take `now`: they never read the clock themselves,
 * so the caller's ticker (useNow, the server clock) decides when they move.
 */

export interface ZoneOptions {
  /** An IANA zone ("UTC", "Asia/Shanghai"); the runtime's zone when absent. */
  timeZone?: string;
}

/** type1 styles: "medium" Nov 25, 2026 · "monthDay" Nov 25 · "numeric" 11/25/2026. */
export type DateStyle = "medium" | "monthDay" | "numeric";
/** type2 styles: "medium" Nov 25, 2026, 8:05 PM · "monthDay" Nov 25, 8:05 PM · "numeric" 11/25/2026, 8:05:03 PM. */
export type DateTimeStyle = "medium" | "monthDay" | "numeric";

export interface DateOptions extends ZoneOptions {
  style?: DateStyle;
}
export interface DateTimeOptions extends ZoneOptions {
  style?: DateTimeStyle;
  /** With style "monthDay", adds the seconds ("Nov 25, 8:05:03 PM"): a bid history orders bids within a minute. */
  seconds?: boolean;
}
export interface RelativeOptions extends ZoneOptions {
  /** The clock to measure from (epoch ms). */
  now: number;
}
export interface IsoOptions extends ZoneOptions {
  /**
   * "instant" 2026-11-25T20:05:03.000Z (always UTC: for machines, `<time dateTime>`, JSON-LD);
   * "minute" 2026-11-25T20:05 and "day" 2026-11-25 are wall-clock values in `timeZone` (the
   * runtime's zone when absent), the format of `datetime-local` and `date` inputs.
   */
  precision?: "instant" | "minute" | "day";
}

// Each variant is the exact Intl option set a screen used before the table existed, so English
// output is byte-identical (a component set and a dateStyle can differ between CLDR versions).
const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  medium: { dateStyle: "medium" },
  monthDay: { month: "short", day: "numeric" },
  // What toLocaleDateString() shows with no options.
  numeric: { year: "numeric", month: "numeric", day: "numeric" },
};
const DATE_TIME_OPTIONS: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  medium: { dateStyle: "medium", timeStyle: "short" },
  monthDay: { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
  // What toLocaleString() shows with no options (seconds included).
  numeric: {
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  },
};
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
const MONTH_YEAR_OPTIONS: Intl.DateTimeFormatOptions = { month: "long", year: "numeric" };
const WEEKDAY_DATE_OPTIONS: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric" };
// Numeric parts for the ISO wall-clock forms; h23 so midnight is 00, never 24.
const ISO_PARTS_OPTIONS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

// Building an Intl formatter loads locale data and is slow next to formatting (a list of 50 rows
// would build 50), so each one is built once per locale, variant and zone and kept.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(
  tag: string,
  key: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const id = `${tag}|${key}|${timeZone ?? ""}`;
  let f = dateTimeFormats.get(id);
  if (!f) {
    // Chinese writes the 24-hour clock with two-digit hours ("00:07", as timeStyle does), where a
    // numeric hour would give "0:07"; English keeps its "8:05 PM".
    const hour = tag === INTL_TAG.zh && options.hour === "numeric" ? { hour: "2-digit" as const } : {};
    f = new Intl.DateTimeFormat(tag, { ...options, ...hour, ...(timeZone ? { timeZone } : {}) });
    dateTimeFormats.set(id, f);
  }
  return f;
}

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();
function relativeFormat(locale: Locale): Intl.RelativeTimeFormat {
  let f = relativeFormats.get(locale);
  if (!f) {
    // numeric "auto": "yesterday" / "昨天" rather than "1 day ago".
    f = new Intl.RelativeTimeFormat(INTL_TAG[locale], { numeric: "auto" });
    relativeFormats.set(locale, f);
  }
  return f;
}

/**
 * The calendar fields of an instant, read without Intl: on a phone the first Intl.DateTimeFormat
 * loads ICU's locale data, a 40–50 ms task (four times that on a throttled phone) that a landing page
 * would run for one date. The runtime's zone (no `timeZone`) or UTC are read off Date; another zone
 * (and an instant Date cannot show, or a year outside 1000–9999) answers null and goes through Intl.
 * The texts built from these fields are Intl's own for en-US and zh-CN: date-formats.test.ts
 * compares them over thousands of instants.
 */
type Fields = { y: number; mo: number; d: number; h: number; mi: number; s: number; wd: number };
function fields(t: number, timeZone: string | undefined): Fields | null {
  if (timeZone !== undefined && timeZone !== "UTC") return null;
  const x = new Date(t);
  const f =
    timeZone === "UTC"
      ? {
          y: x.getUTCFullYear(),
          mo: x.getUTCMonth(),
          d: x.getUTCDate(),
          h: x.getUTCHours(),
          mi: x.getUTCMinutes(),
          s: x.getUTCSeconds(),
          wd: x.getUTCDay(),
        }
      : {
          y: x.getFullYear(),
          mo: x.getMonth(),
          d: x.getDate(),
          h: x.getHours(),
          mi: x.getMinutes(),
          s: x.getSeconds(),
          wd: x.getDay(),
        };
  return f.y >= 1000 && f.y <= 9999 ? f : null;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS_EN = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const WEEKDAYS_ZH = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"];
const two = (n: number) => String(n).padStart(2, "0");

/** "8:05 PM" / "20:05", with ":03" seconds when asked. */
function clock(locale: Locale, f: Fields, seconds: boolean): string {
  const sec = seconds ? `:${two(f.s)}` : "";
  if (locale === "zh") return `${two(f.h)}:${two(f.mi)}${sec}`;
  return `${f.h % 12 || 12}:${two(f.mi)}${sec} ${f.h < 12 ? "AM" : "PM"}`;
}

function date(locale: Locale, f: Fields, style: DateStyle): string {
  if (locale === "zh") {
    if (style === "numeric") return `${f.y}/${f.mo + 1}/${f.d}`;
    const monthDay = `${f.mo + 1}月${f.d}日`;
    return style === "monthDay" ? monthDay : `${f.y}年${monthDay}`;
  }
  if (style === "numeric") return `${f.mo + 1}/${f.d}/${f.y}`;
  const mon = MONTHS[f.mo]!.slice(0, 3);
  return style === "monthDay" ? `${mon} ${f.d}` : `${mon} ${f.d}, ${f.y}`;
}

/** type1, the date: "Nov 25, 2026" / "2026年11月25日". */
function type1(locale: Locale, time: DateInput, opts: DateOptions = {}): string {
  const style = opts.style ?? "medium";
  const f = fields(ms(time), opts.timeZone);
  if (f) return date(locale, f, style);
  return dateTimeFormat(INTL_TAG[locale], `d.${style}`, DATE_OPTIONS[style], opts.timeZone).format(ms(time));
}

/** type2, date and time: "Nov 25, 2026, 8:05 PM" / "2026年11月25日 20:05". */
function type2(locale: Locale, time: DateInput, opts: DateTimeOptions = {}): string {
  const style = opts.style ?? "medium";
  const seconds = opts.seconds === true && style === "monthDay";
  const f = fields(ms(time), opts.timeZone);
  if (f) {
    const at = clock(locale, f, seconds || style === "numeric");
    return `${date(locale, f, style)}${locale === "zh" ? " " : ", "}${at}`;
  }
  const options = seconds
    ? { ...DATE_TIME_OPTIONS.monthDay, second: "2-digit" as const }
    : DATE_TIME_OPTIONS[style];
  const key = `dt.${style}${seconds ? ".s" : ""}`;
  return dateTimeFormat(INTL_TAG[locale], key, options, opts.timeZone).format(ms(time));
}

/** type3, the time of day: "8:05 PM" / "20:05". */
function type3(locale: Locale, time: DateInput, opts: ZoneOptions = {}): string {
  const f = fields(ms(time), opts.timeZone);
  if (f) return clock(locale, f, false);
  return dateTimeFormat(INTL_TAG[locale], "t", TIME_OPTIONS, opts.timeZone).format(ms(time));
}

const JUST_NOW: Record<Locale, string> = { en: "just now", zh: "刚刚" };

/**
 * type4, how long ago: "just now" / "刚刚" under 45 s, then "5 minutes ago", "3 hours ago",
 * "yesterday", "3 days ago" (…"5分钟前", "昨天"), and the date (type1) from a week on.
 */
function type4(locale: Locale, time: DateInput, opts: RelativeOptions): string {
  const at = ms(time);
  const s = Math.round((opts.now - at) / 1000);
  // A time slightly ahead of this device's clock (a server a little ahead) is "just now" too.
  if (s < 45) return JUST_NOW[locale];
  const rtf = relativeFormat(locale);
  const m = Math.round(s / 60);
  if (m < 60) return rtf.format(-m, "minute");
  const h = Math.round(m / 60);
  if (h < 24) return rtf.format(-h, "hour");
  const d = Math.round(h / 24);
  if (d < 7) return rtf.format(-d, "day");
  return type1(locale, at, { timeZone: opts.timeZone });
}

/** type6, month and year: "November 2026" / "2026年11月". */
function type6(locale: Locale, time: DateInput, opts: ZoneOptions = {}): string {
  const f = fields(ms(time), opts.timeZone);
  if (f) return locale === "zh" ? `${f.y}年${f.mo + 1}月` : `${MONTHS[f.mo]} ${f.y}`;
  return dateTimeFormat(INTL_TAG[locale], "my", MONTH_YEAR_OPTIONS, opts.timeZone).format(ms(time));
}

/** type7, weekday and date: "Wed, Nov 25" / "11月25日周三". */
function type7(locale: Locale, time: DateInput, opts: ZoneOptions = {}): string {
  const f = fields(ms(time), opts.timeZone);
  if (f)
    return locale === "zh"
      ? `${date(locale, f, "monthDay")}${WEEKDAYS_ZH[f.wd]}`
      : `${WEEKDAYS_EN[f.wd]}, ${date(locale, f, "monthDay")}`;
  return dateTimeFormat(INTL_TAG[locale], "wd", WEEKDAY_DATE_OPTIONS, opts.timeZone).format(ms(time));
}

/** type8, ISO 8601, the same in every language (the locale is taken for a uniform signature). */
function type8(_locale: Locale, time: DateInput, opts: IsoOptions = {}): string {
  const precision = opts.precision ?? "instant";
  if (precision === "instant") return new Date(ms(time)).toISOString();
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of dateTimeFormat("en-US", "iso", ISO_PARTS_OPTIONS, opts.timeZone).formatToParts(ms(time)))
    parts[p.type] = p.value;
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return precision === "day" ? day : `${day}T${parts.hour}:${parts.minute}`;
}

/** The table of spec §9's named formats: `dateFormats.type2(locale, time)`. */
export const dateFormats = { type1, type2, type3, type4, type5, type6, type7, type8 } as const;

export type DateFormatName = keyof typeof dateFormats;
