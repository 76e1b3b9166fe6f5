import { Code } from "#shared/codes";
import { say } from "../i18n/messages.ts";

/** A business or input failure; the error handler turns it into the contract's envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = {},
    /** Defaults by code: 400 for 10001, 401 for token codes, 429 for 10029, else 200. */
    readonly httpStatus?: number,
    /** Headers the answer carries (`Retry-After`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export type FieldError = { path: string; message: string };

export function validationError(errors: FieldError[], message?: string): ApiError {
  const first = errors[0];
  return new ApiError(
    Code.VALIDATION,
    message ??
      (first
        ? first.path
          ? say("{path}: {message}", { path: first.path, message: first.message })
          : first.message
        : "Invalid input"),
    { errors },
    400,
  );
}

/** One field is wrong. */
export function fieldError(path: string, message: string): ApiError {
  return validationError([{ path, message }]);
}

export const notFound = (what = "Not found") => new ApiError(Code.NOT_FOUND, what);
export const forbidden = (why = "You are not allowed to do that") => new ApiError(Code.FORBIDDEN, why);
export const conflict = (why: string, data: unknown = {}) => new ApiError(Code.CONFLICT, why, data);

/** SQLSTATEs that mean the database cannot serve now, not that the request is wrong. */
const UNAVAILABLE_STATES = new Set([
  "57P01", // admin_shutdown (a terminated backend, a fast shutdown)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down)
  "53300", // too_many_connections
  "57014", // query_canceled (the statement timeout)
  "25P03", // idle_in_transaction_session_timeout
]);
const UNAVAILABLE_ERRNO = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Client was closed|terminating connection/i;

/**
 * Whether `err` (or what it wraps: drizzle puts the driver's error in `cause`) says the database is
 * gone, restarting, cut off or too slow: the request is answered 503 with Retry-After, not 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown; message?: unknown } | undefined, i = 0;
    e && i < 5;
    i++
  ) {
    const code = typeof e.code === "string" ? e.code : "";
    if (UNAVAILABLE_STATES.has(code) || code.startsWith("08") || UNAVAILABLE_ERRNO.has(code)) return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
