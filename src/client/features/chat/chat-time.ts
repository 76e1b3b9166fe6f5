import { dateFormats } from "#shared/date-formats";
import type { Locale } from "#shared/locale";

/** A conversation's last message: today the time (type3, "8:05 PM"), earlier the day (type1, "Nov 24"). */
export function formatChatTime(at: number, now: number, locale: Locale): string {
  // The same calendar day in this device's zone: compare the ISO days (type8), not the instants.
  const day = (t: number) => dateFormats.type8(locale, t, { precision: "day" });
  return day(at) === day(now)
    ? dateFormats.type3(locale, at)
    : dateFormats.type1(locale, at, { style: "monthDay" });
}

/** A message bubble's time: type3, "8:05 PM". */
export const formatMessageTime = (at: number, locale: Locale) => dateFormats.type3(locale, at);
