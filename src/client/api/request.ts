import { Code, isUnauthorizedMessage } from "#shared/codes";
import { TOKEN_RECHECK_AFTER_CALL_MS } from "#shared/constants";
import { browser } from "./browser.ts";
import { type Envelope, HttpError, type HttpOptions, httpFetch, isRefreshPath, type Method } from "./http.ts";
import { clearSessionIdentityToken, getToken, removeMainToken } from "./session-store.ts";
import { showToast } from "./toast-store.ts";
import { checkToken, expireSession, tokenRefused } from "./tokens.ts";

export { type Envelope, HttpError } from "./http.ts";

export type RequestOptions = HttpOptions & {
  /** Show a non-1 answer's message as a toast (default true). Opt out to handle a code yourself. */
  toast?: boolean;
  /** Public calls skip the token freshness check (sign-in, catalogue reads). */
  public?: boolean;
  /** Internal: this is the one retry after a refresh caused by 10020. */
  retried?: boolean;
};

/** A non-1 envelope turned into an exception (by `unwrap`/`api.*`), for React Query and forms. */
export class ApiCodeError<T = unknown> extends Error {
  constructor(readonly envelope: Envelope<T>) {
    super(envelope.message || `Error ${envelope.status_code}`);
    this.name = "ApiCodeError";
  }
  get code(): number {
    return this.envelope.status_code;
  }
}

const PUBLIC_PREFIXES = ["/hweb/login/", "/health"];
function isPublic(path: string, opts: RequestOptions): boolean {
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

/** What a non-1 status code does besides the toast (rules/product.md §8). */
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
 * The request helper of rules/product.md §7–§8. Resolves with the envelope for every business answer (HTTP 200)
 * and for HTTP 400/401 (swallowed); rejects with HttpError for other HTTP failures, network errors
 * and the 60 s timeout. Non-1 messages become toasts unless they say "Request unauthorized" (in either language).
 */
export async function request<T = unknown>(
  method: Method,
  path: string,
  opts: RequestOptions = {},
): Promise<Envelope<T>> {
  const pub = isPublic(path, opts);
  if (!pub) await checkToken();
  const sent = getToken();
  const { status, envelope } = await httpFetch(method, path, opts);
  if (!pub) scheduleRecheck();
  return settle<T>(path, status, envelope, sent, opts, () =>
    request<T>(method, path, { ...opts, retried: true }),
  );
}

/**
 * What every answer goes through, whatever carried it (`request`'s fetch, `upload`'s XHR): the HTTP
 * rules, the refused token, the toast and the codes of rules/product.md §8. `sent` is the access
 * token the call carried; `replay` makes the call again (with the tokens stored by then).
 */
export async function settle<T>(
  path: string,
  status: number,
  envelope: Envelope | null,
  sent: string | null,
  opts: RequestOptions,
  replay: () => Promise<Envelope<T>>,
): Promise<Envelope<T>> {
  const swallowed = status === 400 || status === 401;
  if ((status < 200 || status >= 300) && !swallowed) {
    throw new HttpError(envelope?.message || `HTTP ${status}`, status, envelope);
  }
  if (!envelope || typeof envelope.status_code !== "number") {
    if (swallowed)
      envelope = {
        status_code: status === 401 ? Code.TOKEN_INVALID : Code.VALIDATION,
        message: "",
        res_data: null,
      };
    else throw new HttpError("The server answered something that is not an envelope", status);
  }
  const code = envelope.status_code;
  if ((code === Code.TOKEN_EXPIRED || code === Code.TOKEN_INVALID) && !isRefreshPath(path) && sent) {
    // The server refused the access token this call carried (expired early, revoked, signed with a
    // key it no longer has): a new one from the refresh token and the call once more, or, when
    // none can be had, the session ends and the user is led to sign in.
    // A token refused again right after its refresh cannot be mended by another refresh.
    if (opts.retried) expireSession();
    else if (await tokenRefused(sent)) return replay();
  }
  if (code !== Code.OK) {
    const msg = envelope.message ?? "";
    if (opts.toast !== false && msg && !isUnauthorizedMessage(msg)) showToast(msg, "error");
    if (!((code === Code.TOKEN_EXPIRED || code === Code.TOKEN_INVALID) && sent)) handleCode(path, code);
  }
  return envelope as Envelope<T>;
}

/** res_data of a success, else throws ApiCodeError (the toast, if any, was already shown). */
export async function unwrap<T>(p: Promise<Envelope<T>>): Promise<T> {
  const env = await p;
  if (env.status_code !== Code.OK) throw new ApiCodeError(env);
  return env.res_data;
}

/** A fresh Idempotency-Key for a write. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

type Opts = RequestOptions;
/** Envelope-returning shortcuts. */
export const http = {
  get: <T>(path: string, query?: HttpOptions["query"], o?: Opts) => request<T>("GET", path, { ...o, query }),
  post: <T>(path: string, body?: HttpOptions["body"], o?: Opts) => request<T>("POST", path, { ...o, body }),
  put: <T>(path: string, body?: HttpOptions["body"], o?: Opts) => request<T>("PUT", path, { ...o, body }),
  delete: <T>(path: string, query?: HttpOptions["query"], o?: Opts) =>
    request<T>("DELETE", path, { ...o, query }),
};

/** res_data-returning shortcuts that throw ApiCodeError on a non-1 code: use these in queryFns. */
export const api = {
  get: <T>(path: string, query?: HttpOptions["query"], o?: Opts) => unwrap(http.get<T>(path, query, o)),
  post: <T>(path: string, body?: HttpOptions["body"], o?: Opts) => unwrap(http.post<T>(path, body, o)),
  put: <T>(path: string, body?: HttpOptions["body"], o?: Opts) => unwrap(http.put<T>(path, body, o)),
  delete: <T>(path: string, query?: HttpOptions["query"], o?: Opts) => unwrap(http.delete<T>(path, query, o)),
};

/** For tests: forget the pending 2 s re-check. */
export function _resetRequestState(): void {
  if (recheckTimer) clearTimeout(recheckTimer);
  recheckTimer = null;
}
