import { REQUEST_TIMEOUT_MS } from "#shared/constants";
import { API_BASE } from "./config.ts";
import { getIdentityToken, getRefreshToken, getToken } from "./session-store.ts";

/**
 * The wire under `call` (call.ts): addresses, the contract's headers, bodies, the 60 s timeout and the
 * busy server's retries. Nothing here reads a status code; the token refresh uses it directly.
 */

/** The envelope of every JSON answer (rules/http-contract.md §1). */
export type Envelope<T = unknown> = {
  status_code: number;
  message: string;
  res_data: T;
  server_time?: number;
};

export type Method = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export type WireOptions = {
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
  /**
   * This very request, already under way (the boot script starts the home rows' before the app
   * loads): its response is read as if fetched here. When it failed (null), the call is made.
   */
  started?: Promise<Response | null>;
  /**
   * A file sent as multipart in field `file` (rules/http-contract.md §1), with `fields` beside it.
   * It goes over XHR, the one browser transport that reports upload progress (0..1).
   */
  upload?: { file: Blob; fields?: Record<string, string>; onProgress?: (fraction: number) => void };
  /**
   * A download (the wallet's CSV): a successful answer that is not JSON comes back as a File, named
   * as the server's Content-Disposition says.
   */
  blob?: boolean;
};

/** What came back: the HTTP status and the envelope (or null); for a download, the file. */
export type WireAnswer = { status: number; envelope: Envelope | null; blob?: File };

/** No answer at all (network down, the 60 s timeout, an upload cut off): status 0. */
export class NoAnswer extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NoAnswer";
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
  body: WireOptions["body"],
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
export async function wireFetch(method: Method, path: string, opts: WireOptions = {}): Promise<WireAnswer> {
  let early = opts.started ? await opts.started.catch(() => null) : null;
  for (let attempt = 1; ; attempt++) {
    const { retryAfterMs, ...r } = await (early
      ? read(early, opts)
      : opts.upload
        ? exchangeXhr(path, opts)
        : exchange(method, path, opts));
    early = null;
    if (r.status !== 503 || attempt >= BUSY_TRIES) return r;
    const backoff = 500 * 2 ** (attempt - 1);
    const wait = Math.min(BUSY_MAX_WAIT_MS, (retryAfterMs ?? backoff) + Math.random() * backoff * 0.5);
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

type Exchanged = WireAnswer & { retryAfterMs: number | null };

/** An HTTP response as the wire answers it: the envelope, or a download's file. */
async function read(res: Response, opts: WireOptions): Promise<Exchanged> {
  const after = retryAfterMs(res.headers.get("retry-after"));
  const json = (res.headers.get("content-type") ?? "").includes("json");
  if (opts.blob && res.ok && !json) {
    const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "download";
    const blob = await res.blob();
    return {
      status: res.status,
      envelope: null,
      blob: new File([blob], name, { type: blob.type }),
      retryAfterMs: after,
    };
  }
  let envelope: Envelope | null = null;
  if (json) envelope = (await res.json().catch(() => null)) as Envelope | null;
  return { status: res.status, envelope, retryAfterMs: after };
}

async function exchange(method: Method, path: string, opts: WireOptions): Promise<Exchanged> {
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
    return await read(res, opts);
  } catch (err) {
    if (timedOut) throw new NoAnswer("The request timed out");
    if (opts.signal?.aborted) throw err;
    throw new NoAnswer(err instanceof Error ? err.message : "Network error");
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener("abort", onAbort);
  }
}

/** An upload's exchange: the same headers, timeout and answer as `exchange`, with progress. */
function exchangeXhr(path: string, opts: WireOptions): Promise<Exchanged> {
  const { file, fields, onProgress } = opts.upload!;
  const form = new FormData();
  for (const [k, v] of Object.entries(fields ?? {})) form.append(k, v);
  form.append("file", file, (file as File).name ?? "upload");
  const headers = buildHeaders(
    path,
    opts.headers,
    opts.idempotencyKey,
    opts.identity === undefined ? getIdentityToken() : opts.identity,
  );
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", buildUrl(path, opts.query, opts.base));
    xhr.timeout = REQUEST_TIMEOUT_MS;
    for (const [k, v] of headers) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let envelope: Envelope | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        envelope = null;
      }
      const after = typeof xhr.getResponseHeader === "function" ? xhr.getResponseHeader("retry-after") : null;
      resolve({ status: xhr.status, envelope, retryAfterMs: retryAfterMs(after) });
    };
    xhr.onerror = () => reject(new NoAnswer("Network error"));
    xhr.ontimeout = () => reject(new NoAnswer("The upload timed out"));
    xhr.onabort = () => reject(new DOMException("Aborted", "AbortError"));
    opts.signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(form);
  });
}
