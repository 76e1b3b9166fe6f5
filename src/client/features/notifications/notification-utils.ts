import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { INFINITE_SCROLL_THRESHOLD_PX } from "#shared/constants";
import { dateFormats } from "#shared/date-formats";
import { DEFAULT_LOCALE, type Locale } from "#shared/locale";

/** rules/product.md §9: load the next page once the scroll position is within 5 px of the bottom. */
export function nearBottom(
  el: { scrollHeight: number; scrollTop: number; clientHeight: number },
  threshold = INFINITE_SCROLL_THRESHOLD_PX,
): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= threshold;
}

/** "just now", "5 minutes ago", "yesterday", … and a date after a week (type4). */
export function formatWhen(at: number, now: number, locale: Locale = DEFAULT_LOCALE): string {
  return dateFormats.type4(locale, at, { now });
}

/** The confirmation text of Mark all as read (rules/product.md §4 shows the count). */
export function markAllMessage(count: number, i18n: I18n): string {
  if (count <= 0) return i18n._(msg`You have no unread notifications.`);
  return i18n._(
    msg`${plural(count, { one: "Mark # notification as read?", other: "Mark all # notifications as read?" })}`,
  );
}
