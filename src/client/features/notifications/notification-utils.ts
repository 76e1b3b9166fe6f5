import { INFINITE_SCROLL_THRESHOLD_PX } from "#shared/constants";

/** rules/product.md §9: load the next page once the scroll position is within 5 px of the bottom. */
export function nearBottom(
  el: { scrollHeight: number; scrollTop: number; clientHeight: number },
  threshold = INFINITE_SCROLL_THRESHOLD_PX,
): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= threshold;
}

const rtf = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const dateFmt = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", year: "numeric" });

/** "just now", "5 minutes ago", "yesterday", … and a date after a week. */
export function formatWhen(at: number, now: number): string {
  const s = Math.round((now - at) / 1000);
  if (s < 45) return "just now";
  const m = Math.round(s / 60);
  if (m < 60) return rtf.format(-m, "minute");
  const h = Math.round(m / 60);
  if (h < 24) return rtf.format(-h, "hour");
  const d = Math.round(h / 24);
  if (d < 7) return rtf.format(-d, "day");
  return dateFmt.format(at);
}

/** The confirmation text of Mark all as read (rules/product.md §4 shows the count). */
export function markAllMessage(count: number): string {
  if (count <= 0) return "You have no unread notifications.";
  return count === 1 ? "Mark 1 notification as read?" : `Mark all ${count} notifications as read?`;
}
