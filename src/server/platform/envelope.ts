import type { Context } from "hono";
import { Code, TOKEN_CODES } from "#shared/codes";
import type { AppEnv } from "./context.ts";
import type { ApiError } from "./errors.ts";

export type Envelope<T = unknown> = {
  status_code: number;
  message: string;
  res_data: T;
  server_time: number;
};

export function envelope<T>(c: Context<AppEnv>, code: number, message: string, data: T): Envelope<T> {
  return { status_code: code, message, res_data: data, server_time: c.get("deps").clock.now() };
}

/**
 * The envelope as a JSON response with its length set: compression skips small answers (a bid's,
 * say) only when it knows their size, and gzip on a few hundred bytes costs more than it saves.
 */
export function sendEnvelope<T>(
  c: Context<AppEnv>,
  code: number,
  message: string,
  data: T,
  status: 200 | 400 | 401 | 404 | 413 | 429 | 500 | 503 = 200,
): Response {
  const json = JSON.stringify(envelope(c, code, message, data));
  return c.body(json, status, {
    "Content-Type": "application/json",
    "Content-Length": String(Buffer.byteLength(json)),
  });
}

export function httpStatusFor(code: number): 200 | 400 | 401 | 429 {
  if (code === Code.VALIDATION) return 400;
  if (TOKEN_CODES.includes(code)) return 401;
  if (code === Code.RATE_LIMITED) return 429;
  return 200;
}

export function errorResponse(c: Context<AppEnv>, err: ApiError): Response {
  const status = (err.httpStatus ?? httpStatusFor(err.code)) as 200;
  for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
  return sendEnvelope(c, err.code, err.message, err.data, status);
}
