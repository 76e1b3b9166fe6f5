import type { z } from "zod";
import { Code, isUnauthorizedMessage } from "#shared/codes";
import { TOKEN_RECHECK_AFTER_CALL_MS } from "#shared/constants";
import type { Routes } from "#shared/contract/routes";
import { browser } from "./browser.ts";
import { clearSessionIdentityToken, getToken, removeMainToken } from "./session-store.ts";
import { checkToken, expireSession, tokenRefused } from "./tokens.ts";
import {
  type Envelope,
  isRefreshPath,
  type Method,
  NoAnswer,
  type WireAnswer,
  type WireOptions,
  wireFetch,
} from "./wire.ts";

export type { Envelope, Method } from "./wire.ts";

export type CallOptions = WireOptions & {
  /** Public calls skip the token freshness check (sign-in, catalogue reads). */
  public?: boolean;
  /** The server's clock as it answered (`server_time`), for screens that count down. */
  onServerTime?: (serverTime: number) => void;
};

/** The paths of the contract's operations (src/shared/contract/routes.ts) for a method. */
export type RoutePath<M extends Method> = {
  [K in keyof Routes]: K extends `${M} ${infer P}` ? P : never;
}[keyof Routes];

/** The schemas of one operation of the contract. */
export type RouteOf<M extends Method, P extends string> = Routes[`${M} ${P}` & keyof Routes];

/**
 * A known operation's options: its query and body as its schemas take them (their input types; a
 * body may also go as FormData); no query where it has no query schema, an empty body at most
 * where it has no body schema.
 */
export type RouteOptions<R> = Omit<CallOptions, "query" | "body"> &
  (R extends { query: infer Q extends z.ZodType } ? { query?: z.input<Q> } : { query?: undefined }) &
  (R extends { body: infer B extends z.ZodType }
    ? { body?: z.input<B> | FormData }
    : { body?: Record<string, never> });

/** A known operation's body, as its schema takes it (for a function that sends one of several). */
export type RouteBody<M extends Method, P extends string> =
  RouteOf<M, P> extends { body: infer B extends z.ZodType } ? z.input<B> : never;

/** A known operation's `res_data`, as its response schema gives it. */
export type RouteAnswer<R> = R extends { response: infer S extends z.ZodType } ? z.output<S> : unknown;

/** A path the contract's table does not have (the real-time service's, the photo upload). */
type OffTable<M extends Method, P extends string> = `${M} ${P}` extends keyof Routes ? never : unknown;

/**
 * Every way a call can fail, as one error: the server refused (`code`, and for a 10001 the
 * `field`s), an HTTP failure (`status`: 404, 413, 429, 5xx), or no answer at all (`status` 0).
 * Whether it becomes a toast is decided once, where queries and mutations fail (query-client.ts).
 */
export class ApiError extends Error {
  /** The envelope's `status_code`, or 0 when no envelope came back. */
  readonly code: number;
  /** The HTTP status; 0 when nothing answered (network down, the 60 s timeout). */
  readonly status: number;
  /** The field of the first field error of a 10001, else null. */
  readonly field: string | null;
  /** Each field error's message by its path (the first per field). */
  readonly fields: Readonly<Record<string, string>>;
  /** The refusal's `res_data` (a 10009's current version, the field errors' list). */
  readonly data: unknown;

  constructor(message: string, status: number, envelope: Envelope | null = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = envelope?.status_code ?? 0;
    this.data = envelope?.res_data ?? null;
    const fields: Record<string, string> = {};
    const list = (this.data as { errors?: { path: string; message: string }[] } | null)?.errors;
    for (const e of Array.isArray(list) ? list : []) fields[e.path] ??= e.message;
    this.fields = fields;
    this.field = Object.keys(fields)[0] ?? null;
  }

  /** Nothing answered: the device is offline or the server out of reach. */
  get offline(): boolean {
    return this.status === 0;
  }

  /** A business answer: the server heard the call and said no (HTTP 200, 400 or 401 with a code). */
  get refused(): boolean {
    return this.code !== 0 && (this.status === 200 || this.status === 400 || this.status === 401);
  }
}

const PUBLIC_PREFIXES = ["/hweb/login/", "/health"];
function isPublic(path: string, opts: CallOptions): boolean {
  return opts.public === true || isRefreshPath(path) || PUBLIC_PREFIXES.some((p) => path.startsWith(p));
}

let recheckTimer: ReturnType<typeof setTimeout> | null = null;
/** One pending re-check however many calls finish within the 2 s (rules/product.md §7). */
function scheduleRecheck(): void {
  if (recheckTimer) return;
  recheckTimer = setTimeout(() => {
    recheckTimer = null;
    void checkToken();
  }, TOKEN_RECHECK_AFTER_CALL_MS);
}

/** What a non-1 status code does besides failing the call (rules/product.md §8). */
function handleCode(path: string, code: number): void {
  switch (code) {
    case Code.IDENTITY_INVALID:
      clearSessionIdentityToken();
      browser.reload();
      break;
    case Code.SESSION_REVOKED:
      removeMainToken();
      // The whole session is over (its refresh token too): nothing signed in may stay on screen.
      expireSession();
      break;
    case Code.TOKEN_INVALID:
    case Code.TOKEN_EXPIRED:
      // Outside the refused-token handling in `settle` (refresh call, no token sent): a token check.
      if (!isRefreshPath(path)) void checkToken();
      break;
  }
}

/**
 * The client's one way to the server (rules/product.md §7–§8): JSON calls, uploads (`upload`, with
 * progress) and downloads (`blob`: the file) alike. Checks the token first (unless public), refreshes a
 * refused token and calls once more, runs each status code's effect, and answers `res_data` of a
 * success (the file of a download). Anything else rejects with an `ApiError`; it never toasts.
 */
export function call(method: Method, path: string, opts: CallOptions & { blob: true }): Promise<File>;
/** An operation of the contract: its query and body are checked, its answer is typed. */
export function call<M extends Method, P extends RoutePath<M>>(
  method: M,
  path: P,
  opts?: RouteOptions<RouteOf<M, P>>,
): Promise<RouteAnswer<RouteOf<M, P>>>;
/** Any other path (not an operation of the table): the answer's type is the caller's. */
export function call<T = unknown, M extends Method = Method, P extends string = string>(
  method: M,
  path: P & OffTable<M, P>,
  opts?: CallOptions,
): Promise<T>;
export async function call(method: Method, path: string, opts: object = {}): Promise<unknown> {
  return send(method, path, opts as CallOptions, false);
}

async function send<T>(method: Method, path: string, opts: CallOptions, retried: boolean): Promise<T | File> {
  const pub = isPublic(path, opts);
  if (!pub) await checkToken();
  const sent = getToken();
  let answer: WireAnswer;
  try {
    answer = await wireFetch(method, path, opts);
  } catch (err) {
    if (err instanceof NoAnswer) throw new ApiError(err.message, 0);
    throw err;
  }
  if (!pub) scheduleRecheck();
  if (answer.blob) {
    opts.upload?.onProgress?.(1);
    return answer.blob;
  }
  const env = settle(answer);
  if (env.server_time !== undefined) opts.onServerTime?.(env.server_time);
  const code = env.status_code;
  if ((code === Code.TOKEN_EXPIRED || code === Code.TOKEN_INVALID) && !isRefreshPath(path) && sent) {
    // The server refused the access token this call carried (expired early, revoked, signed with a
    // key it no longer has): a new one from the refresh token and the call once more, or, when
    // none can be had, the session ends and the user is led to sign in.
    // A token refused again right after its refresh cannot be mended by another refresh.
    if (retried) expireSession();
    else if (await tokenRefused(sent)) return send<T>(method, path, opts, true);
  } else if (code !== Code.OK) handleCode(path, code);
  if (code !== Code.OK) throw new ApiError(env.message || `Error ${code}`, answer.status, env);
  opts.upload?.onProgress?.(1);
  return env.res_data as T;
}

/**
 * The HTTP rules: 2xx, 400 and 401 carry a business answer (a 400/401 without one is read as
 * 10001/10020); any other status is an HTTP failure, as is a 2xx that is not an envelope.
 */
function settle({ status, envelope }: WireAnswer): Envelope {
  const swallowed = status === 400 || status === 401;
  if ((status < 200 || status >= 300) && !swallowed) {
    throw new ApiError(envelope?.message || `HTTP ${status}`, status, envelope);
  }
  if (envelope && typeof envelope.status_code === "number") return envelope;
  if (!swallowed) throw new ApiError("The server answered something that is not an envelope", status);
  return { status_code: status === 401 ? Code.TOKEN_INVALID : Code.VALIDATION, message: "", res_data: null };
}

export const OFFLINE_MESSAGE = "Could not reach the server. Check your connection and try again.";

/**
 * The words a failed write is shown with (rules/product.md §8): the server's message, except
 * "Request unauthorized" (in either language: the session's handling takes over, so ""); without an
 * envelope (no answer, an HTTP failure), that the server could not be reached.
 */
export function failureMessage(err: ApiError): string {
  if (!err.code) return OFFLINE_MESSAGE;
  return isUnauthorizedMessage(err.message) ? "" : err.message;
}

/**
 * A form's outcome, read off the error once: the code, the words to show, each field's message,
 * and whether no envelope came back at all (`offline`).
 */
export type Settled<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      error: ApiError;
      code: number;
      message: string;
      fieldErrors: Readonly<Record<string, string>>;
      offline: boolean;
    };

/** Waits for a call (or a mutation running one) and answers its outcome; other errors still throw. */
export async function settled<T>(p: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await p };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const message = failureMessage(err);
    return { ok: false, error: err, code: err.code, message, fieldErrors: err.fields, offline: !err.code };
  }
}

/** A refusal as null (the caller reads "no" without its reason); any other failure still rejects. */
export function refusedAsNull<T>(p: Promise<T>): Promise<T | null> {
  return p.catch((err: unknown) => {
    if (err instanceof ApiError && err.refused) return null;
    throw err;
  });
}

/** A fresh Idempotency-Key for a write. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/** For tests: forget the pending 2 s re-check. */
export function _resetCallState(): void {
  if (recheckTimer) clearTimeout(recheckTimer);
  recheckTimer = null;
}
