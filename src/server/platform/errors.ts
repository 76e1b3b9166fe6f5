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
