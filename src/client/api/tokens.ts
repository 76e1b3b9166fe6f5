import { clearApiCaches } from "./api-caches.ts";
import { browser } from "./browser.ts";
import {
  clearTokens,
  clearUserData,
  getExpirationTime,
  getRefreshExpirationTime,
  getRefreshToken,
  getToken,
  SELLER_PORTAL_PATH,
  saveTokens,
  sessionScope,
  type Tokens,
} from "./session-store.ts";
import { wireFetch } from "./wire.ts";

/** Pages where an expired session does not bounce the user to /login (rules/product.md §4). */
const NO_LOGIN_REDIRECT = ["/login", "/forget", `${SELLER_PORTAL_PATH}/signin`, `${SELLER_PORTAL_PATH}/open`];

let inFlight: Promise<boolean> | null = null;

/**
 * Both tokens expired (or the server refused them): forget the user and go to sign in, which brings
 * the user back to where they were afterwards (an in-app path, as the sign-in screens only follow).
 */
export function expireSession(): void {
  clearUserData();
  clearTokens();
  void clearApiCaches();
  const path = browser.pathname();
  const here = path.toLowerCase();
  if (NO_LOGIN_REDIRECT.some((p) => here === p || here.startsWith(`${p}/`))) return;
  const back = `${path}${browser.search()}`;
  browser.go(
    back === "/" || !isInAppPath(back)
      ? sessionScope.signInPath
      : `${sessionScope.signInPath}?redirect=${encodeURIComponent(back)}`,
  );
}

/** A path of this site: one slash, not `//host` nor `/\host` (which browsers read as another origin). */
export function isInAppPath(p: string | null | undefined): p is string {
  return !!p && p.startsWith("/") && !/^\/[/\\]/.test(p) && !/\s/.test(p);
}

/**
 * The server refused the access token `refused` (10020 or 20050 with a token sent): refresh it
 * once (with the other callers of the moment), or end the session when it cannot be refreshed
 * (no refresh token, expired, or refused). Answers true when a new access token is stored. A
 * refresh that failed on the network keeps the tokens: the next call tries again.
 */
export async function tokenRefused(refused: string): Promise<boolean> {
  const now = getToken();
  if (!now) return false;
  if (now !== refused) return true; // refreshed meanwhile
  if (!getRefreshToken() || browser.now() >= getRefreshExpirationTime()) {
    expireSession();
    return false;
  }
  await refreshTokens();
  const after = getToken();
  return after !== null && after !== refused;
}

/** Web Locks name: one refresh at a time across all of this origin's tabs. */
export const REFRESH_LOCK = `bnomo-token-refresh${sessionScope.prefix}`;

/**
 * Runs GET /refreshToken once even when many calls ask at the same time (single flight), and,
 * where the Web Locks API exists, once across tabs: the server revokes the whole session when a
 * spent refresh token is used again, so two tabs refreshing with the same token would sign the user
 * out everywhere. Inside the lock the stored tokens are read again: if another tab refreshed while
 * this one waited (new refresh token or a later expiration), its tokens are used and no request is
 * made. Without `navigator.locks` (old browsers) it is single flight within the tab only.
 * Answers true when fresh tokens are stored.
 */
export function refreshTokens(): Promise<boolean> {
  if (inFlight) return inFlight;
  const seen = { refreshToken: getRefreshToken(), expirationTime: getExpirationTime() };
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  inFlight = (async () => {
    try {
      if (!locks) return await refreshNow();
      return await locks.request(REFRESH_LOCK, () => refreshUnlessDone(seen));
    } catch {
      // The lock could not be taken (e.g. an opaque origin): refresh as a single tab would.
      return await refreshNow();
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** Under the lock: another tab may have refreshed (or ended the session) while we waited. */
async function refreshUnlessDone(seen: {
  refreshToken: string | null;
  expirationTime: number;
}): Promise<boolean> {
  const refreshToken = getRefreshToken();
  // Signed out or expired by another tab meanwhile: nothing to refresh.
  if (!getToken() || !refreshToken) return false;
  if (refreshToken !== seen.refreshToken || getExpirationTime() > seen.expirationTime) return true;
  return refreshNow();
}

async function refreshNow(): Promise<boolean> {
  try {
    const { envelope } = await wireFetch("GET", "/refreshToken");
    if (envelope?.status_code === 1 && envelope.res_data) {
      saveTokens(envelope.res_data as Tokens);
      return true;
    }
    // A spent or revoked refresh token: the session is over.
    expireSession();
    return false;
  } catch {
    // Offline or the server is down: keep the tokens and try again on the next check.
    return false;
  }
}

export type TokenState = "none" | "fresh" | "refresh" | "expired";

/** Where the stored tokens stand right now (rules/product.md §4). */
export function tokenState(now = browser.now()): TokenState {
  if (!getToken() || !getRefreshToken()) return getToken() ? "fresh" : "none";
  if (now < getExpirationTime()) return "fresh";
  return now < getRefreshExpirationTime() ? "refresh" : "expired";
}

/**
 * The token check run before non-public calls, 2 s after them, and on 10020/20050:
 * refresh when the main token expired and the refresh token has not; both expired -> sign out.
 * `force` refreshes even when the local clock thinks the token is still good (the server said 10020).
 */
export async function checkToken(opts: { force?: boolean } = {}): Promise<void> {
  const state = tokenState();
  if (state === "none") return;
  if (state === "expired") return expireSession();
  if (state === "refresh" || (opts.force && getRefreshToken())) {
    if (opts.force && browser.now() >= getRefreshExpirationTime()) return expireSession();
    await refreshTokens();
  }
}
