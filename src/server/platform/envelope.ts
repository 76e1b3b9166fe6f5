import type { Context } from "hono";
import { Code, TOKEN_CODES } from "#shared/codes";
import { DEFAULT_LOCALE, type Locale } from "#shared/locale";
import { translate } from "../i18n/messages.ts";
import { settleLocale } from "../i18n/request-locale.ts";
import type { AppEnv } from "./context.ts";
import type { ApiError } from "./errors.ts";

export type Envelope<T = unknown> = {
  status_code: number;
  message: string;
  res_data: T;
  server_time: number;
};

/**
 * The envelope in the request's language: the one place messages are translated (the code writes
 * them in English; see i18n/catalogue.ts). `success` is the contract's word, not a sentence.
 */
export function envelope<T>(c: Context<AppEnv>, code: number, message: string, data: T): Envelope<T> {
  return localizeEnvelope(rawEnvelope(c, code, message, data), c.get("locale") ?? DEFAULT_LOCALE);
}

/** The envelope as the code wrote it, in English: what an idempotent answer is stored as. */
export function rawEnvelope<T>(c: Context<AppEnv>, code: number, message: string, data: T): Envelope<T> {
  return { status_code: code, message, res_data: data, server_time: c.get("deps").clock.now() };
}

/** `message` and each `res_data.errors[].message` (10001's field messages) in `locale`. */
export function localizeEnvelope<T>(env: Envelope<T>, locale: Locale): Envelope<T> {
  if (locale === DEFAULT_LOCALE || env.status_code === Code.OK) return env;
  const data = env.res_data as { errors?: unknown } | null;
  const errors = data && typeof data === "object" && Array.isArray(data.errors) ? data.errors : null;
  return {
    ...env,
    message: translate(env.message, locale),
    res_data: errors
      ? ({
          ...data,
          errors: errors.map((e: { message?: unknown }) =>
            e && typeof e.message === "string" ? { ...e, message: translate(e.message, locale) } : e,
          ),
        } as T)
      : env.res_data,
  };
}

/**
 * res_data serialized once for many answers (an answer shared by every caller, such as the home
 * rows): `sendEnvelope` splices it into the envelope instead of serializing it again each time.
 */
export class SerializedData {
  constructor(readonly json: string) {}
}

/**
 * The envelope as a JSON response with its length set: compression skips small answers (a bid's,
 * say) only when it knows their size, and gzip on a few hundred bytes costs more than it saves.
 */
export function sendEnvelope<T>(
  c: Context<AppEnv>,
  code: number,
  message: string,
  data: T | SerializedData,
  status: 200 | 400 | 401 | 404 | 413 | 429 | 500 | 503 = 200,
): Response {
  let json: string;
  if (data instanceof SerializedData) {
    // The same bytes JSON.stringify writes for the envelope, with res_data spliced in as is.
    const env = envelope(c, code, message, null);
    json = `{"status_code":${env.status_code},"message":${JSON.stringify(env.message)},"res_data":${data.json},"server_time":${env.server_time}}`;
  } else json = JSON.stringify(envelope(c, code, message, data));
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

/** A thrown ApiError as its envelope, in the language the user saved when the header names none. */
export async function errorResponse(c: Context<AppEnv>, err: ApiError): Promise<Response> {
  await settleLocale(c);
  const status = (err.httpStatus ?? httpStatusFor(err.code)) as 200;
  for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
  return sendEnvelope(c, err.code, err.message, err.data, status);
}
