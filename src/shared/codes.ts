/** Status codes of the envelope (rules/http-contract.md §2). One name per code across every layer. */
export const Code = {
  OK: 1,
  NEEDS_STORE_IDENTITY: 1000,
  ACCOUNT_RESTRICTED: 9999,
  VALIDATION: 10001,
  FORBIDDEN: 10003,
  NOT_FOUND: 10004,
  CONFLICT: 10009,
  BAD_CODE: 10010,
  TOKEN_EXPIRED: 10020,
  IDENTITY_INVALID: 10021,
  RATE_LIMITED: 10029,
  /** The server is too busy to take the request now (HTTP 503 with Retry-After): try again shortly. */
  SERVER_BUSY: 10503,
  TOKEN_INVALID: 20050,
  BID_TOO_LOW: 30001,
  AUCTION_NOT_OPEN: 30002,
  OWN_ITEM: 30003,
  ITEM_UNAVAILABLE: 30004,
  ALREADY_HIGH_BIDDER: 30005,
  NO_AUTO_BID_TO_CANCEL: 30006,
  BUY_NOW_GONE: 30007,
  BELOW_MIN_ONLINE_PAYMENT: 40001,
  WRONG_PICKUP_CODE: 40002,
  REFUND_TOO_LARGE: 40003,
  INSUFFICIENT_BALANCE: 40004,
  ILLEGAL_ORDER_STATE: 40005,
  PAYOUT_NEEDS_USER_DATA: 90081,
  MOBILE_NOT_VERIFIED: 100014,
  PROFILE_NAME_MISSING: 100017,
  EMAIL_NOT_VERIFIED: 100018,
  CITY_NOT_SET: 100021,
  USERNAME_NOT_SET: 100022,
  SESSION_REVOKED: 100024,
} as const;
export type Code = (typeof Code)[keyof typeof Code];

/** Codes that mean "your token is the problem": answered with HTTP 401. */
export const TOKEN_CODES: readonly number[] = [
  Code.TOKEN_EXPIRED,
  Code.IDENTITY_INVALID,
  Code.TOKEN_INVALID,
  Code.SESSION_REVOKED,
];

/**
 * Answers a write replayed from an offline queue waits out (kept queued, tried again on the next
 * trigger): token trouble passes once the session is refreshed, a rate limit once time passes.
 */
export const RETRY_LATER_CODES: readonly number[] = [...TOKEN_CODES, Code.RATE_LIMITED];

/** Codes of GET /item/checkIfUserCanUploadItem that show the server's message in a dialog (rules/product.md §8). */
export const UPLOAD_CHECK_DIALOG_CODES: readonly number[] = [
  Code.NEEDS_STORE_IDENTITY,
  Code.MOBILE_NOT_VERIFIED,
  Code.PROFILE_NAME_MISSING,
  Code.EMAIL_NOT_VERIFIED,
  Code.CITY_NOT_SET,
  Code.USERNAME_NOT_SET,
];

/**
 * rules/product.md §8: a message containing "Request unauthorized" is never shown as a toast (the
 * session handles those answers). The server writes it in the request's language, so its Chinese,
 * "请求未授权" (server/i18n/catalogue.ts), is the same message and is held back the same way.
 */
export const UNAUTHORIZED_MARKERS = ["Request unauthorized", "请求未授权"] as const;
export function isUnauthorizedMessage(message: string | null | undefined): boolean {
  return !!message && UNAUTHORIZED_MARKERS.some((m) => message.includes(m));
}
