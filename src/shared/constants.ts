/** Business constants of rules/product.md §9. */
export const CITY_SEARCH_MAX_ROWS = 100;
export const CITY_SEARCH_LANG = "en";
export const SEARCH_HISTORY_MAX = 10;
export const REQUEST_TIMEOUT_MS = 60_000;
export const LOCATION_TIMEOUT_MS = 5_000;
export const NOTIFICATION_PAGE_SIZE = 5;
export const INFINITE_SCROLL_THRESHOLD_PX = 5;
export const BADGE_CAP = 99;
export const IDENTITY_RELOAD_DELAY_MS = 300;
export const TOKEN_REFRESH_DELAY_AT_START_MS = 2_000;
export const TOKEN_RECHECK_AFTER_CALL_MS = 2_000;
export const APP_OPEN_FALLBACK_TIMEOUT_MS = 3_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const GET_APP_BANNER_HEIGHT_PX = 50;
export const TOAST_DURATION_MS = 3_000;
export const MENU_CLOSE_DELAY_MS = 250;
/** Minimum online payment: $0.5. Below it an order is paid in cash in person. */
export const MIN_ONLINE_PAYMENT_CENTS = 50;
export const DEFAULT_TITLE = "Buy Now Or Miss Out";
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 50;
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;

/** Account-menu popup height by window height (rules/product.md §2). */
export function menuPopupHeight(windowHeight: number): number {
  if (windowHeight > 800) return 700;
  if (windowHeight >= 600) return 500;
  return 300;
}

/** Badge text: the count, or "99+" above 99. */
export function badgeText(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}
