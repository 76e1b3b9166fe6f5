import { REQUEST_TIMEOUT_MS } from "#shared/constants";
import { API_BASE } from "./config.ts";
import { getIdentityToken, getRefreshToken, getToken } from "./session-store.ts";

/** The envelope of every JSON answer (rules/http-contract.md §1). */
export type Envelope<T = unknown> = {
  status_code: number;
  message: string;
  res_data: T;
  server_time?: number;
};

/** The field errors a 10001 answer carries (`res_data.errors`), or none. */
export function fieldErrorList(env: Envelope): { path: string; message: string }[] {
  return (env.res_data as { errors?: { path: string; message: string }[] } | null)?.errors ?? [];
}

export type Method = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export type HttpOptions = {
  query?: Query;
  /** Form-encoded by default; `json: true` sends JSON; a FormData body goes as multipart. */
  body?: Record<string, unknown> | FormData;
  json?: boolean;
  headers?: Record<string, string>;
  /** Sent as `Idempotency-Key` (bids, payments, replayed offline edits). */
  idempotencyKey?: string;
  /**
   * Who the request acts as: absent, the identity chosen now; `null`, the personal account; a
   * token, that store. A replayed offline edit passes the identity it was made under, so
   * switching to a store meanwhile cannot make a personal edit land as the store's.
   */
  identity?: string | null;
  signal?: AbortSignal;
  /** Alternate base address (e.g. the real-time service). */
  base?: string;
};

/** A failed HTTP exchange that the helper rejects (network, timeout, 404, 413, 429, 5xx). */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly envelope: Envelope | null = null,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export function buildUrl(path: string, query?: Query, base = API_BASE): string {
  let url = /^https?:\/\//.test(path) ? path : `${base}${path.startsWith("/") ? "" : "/"}${path}`;
  if (query) {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) qs.append(k, String(v));
    const s = qs.toString();
    if (s) url += (url.includes("?") ? "&" : "?") + s;
  }
  return url;
}

/** The contract's request headers: platform, language, bearer token, store identity, refresh token. */
export function buildHeaders(
  path: string,
  extra?: Record<string, string>,
  idempotencyKey?: string,
  identityToken: string | null = getIdentityToken(),
): Headers {
  const h = new Headers({ platform: "hweb", Accept: "application/json" });
  // The app's language (the switch can choose one the browser does not ask for), which <html lang>
  // always follows: the server writes its messages in it.
  const lang = typeof document !== "undefined" ? document.documentElement.lang : "";
  if (lang) h.set("Accept-Language", lang);
  const token = getToken();
  if (token) h.set("Authorization", `Bearer ${token}`);
  if (identityToken) h.set("X-Identity-Token", identityToken);
  if (isRefreshPath(path)) {
    const rt = getRefreshToken();
    if (rt) h.set("X-Refresh-Token", rt);
  }
  if (idempotencyKey) h.set("Idempotency-Key", idempotencyKey);
  for (const [k, v] of Object.entries(extra ?? {})) h.set(k, v);
  return h;
}

export function isRefreshPath(path: string): boolean {
  return /(^|\/)refreshToken(\?|$)/.test(path);
}

function formValue(v: unknown): string {
  if (typeof v === "object" && v !== null) return JSON.stringify(v);
  return String(v);
}

/** POST/PUT bodies: form-encoded unless FormData or JSON is asked. */
export function encodeBody(
  body: HttpOptions["body"],
  json: boolean | undefined,
  headers: Headers,
): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof FormData !== "undefined" && body instanceof FormData) return body;
  if (json) {
    headers.set("Content-Type", "application/json");
    return JSON.stringify(body);
  }
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const x of v) form.append(k, formValue(x));
    else form.append(k, formValue(v));
  }
  headers.set("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8");
  return form.toString();
}

/**
 * How a request leaves: the browser's `fetch`; on the server, the app's own handler in-process
 * (entry-server.tsx), so rendering a page costs no network hop.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setTransport(fn: typeof fetch): void {
  transport = fn;
}

/** Tries of a request the server turned away as busy (503), the first included. */
export const BUSY_TRIES = 4;
/** The longest pause between two tries, whatever Retry-After says. */
const BUSY_MAX_WAIT_MS = 10_000;

/**
 * One HTTP exchange with the 60 s timeout; answers the status and the parsed envelope (or null).
 * A 503 (the server's line is full) is tried again after Retry-After, or a growing pause with some
 * jitter, up to `BUSY_TRIES` times: a crowd is spread out instead of failing at once.
 */
export async function httpFetch(
  method: Method,
  path: string,
  opts: HttpOptions = {},
): Promise<{ status: number; envelope: Envelope | null }> {
  for (let attempt = 1; ; attempt++) {
    const r = await exchange(method, path, opts);
    if (r.status !== 503 || attempt >= BUSY_TRIES) return r;
    const backoff = 500 * 2 ** (attempt - 1);
    const wait = Math.min(BUSY_MAX_WAIT_MS, (r.retryAfterMs ?? backoff) + Math.random() * backoff * 0.5);
    await pause(wait, opts.signal);
  }
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Retry-After in seconds or as a date, in milliseconds from now. */
function retryAfterMs(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

async function exchange(
  method: Method,
  path: string,
  opts: HttpOptions,
): Promise<{ status: number; envelope: Envelope | null; retryAfterMs: number | null }> {
  const headers = buildHeaders(
    path,
    opts.headers,
    opts.idempotencyKey,
    opts.identity === undefined ? getIdentityToken() : opts.identity,
  );
  const body =
    method === "GET" || method === "DELETE" ? undefined : encodeBody(opts.body, opts.json, headers);
  const ctrl = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    ctrl.abort();
  }, REQUEST_TIMEOUT_MS);
  const onAbort = () => ctrl.abort();
  opts.signal?.addEventListener("abort", onAbort);
  try {
    const res = await transport(buildUrl(path, opts.query, opts.base), {
      method,
      headers,
      body,
      signal: ctrl.signal,
      credentials: "same-origin",
    });
    let envelope: Envelope | null = null;
    if ((res.headers.get("content-type") ?? "").includes("json")) {
      envelope = (await res.json().catch(() => null)) as Envelope | null;
    }
    return { status: res.status, envelope, retryAfterMs: retryAfterMs(res.headers.get("retry-after")) };
  } catch (err) {
    if (timedOut) throw new HttpError("The request timed out", 0);
    if (opts.signal?.aborted) throw err;
    throw new HttpError(err instanceof Error ? err.message : "Network error", 0);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener("abort", onAbort);
  }
}
