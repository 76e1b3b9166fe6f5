/**
 * The session at start-up (rules/product.md §4): tokens checked, the identity loaded, other tabs'
 * sign-outs followed. Sign-in, identity switch and sign-out are in session-actions.ts.
 */
import { TOKEN_REFRESH_DELAY_AT_START_MS } from "#shared/constants";
import { browser } from "../../api/browser.ts";
import { call, refusedAsNull } from "../../api/index.ts";
import {
  clearSessionIdentityToken,
  getIdentityToken,
  getToken,
  getUserInfo,
  LocalKey,
  saveUserInfo,
  storageKeyName,
} from "../../api/session-store.ts";
import { expireSession, refreshTokens, tokenState } from "../../api/tokens.ts";
import { appStore, type Identity, identityAtom } from "../../state.ts";

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Another tab removed the main token (signed out): drop our store identity and reload (rules/product.md §4). */
export function onStorageEvent(e: Pick<StorageEvent, "key" | "newValue" | "oldValue">): void {
  const tokenGone =
    (e.key === storageKeyName(LocalKey.token) && e.newValue === null && e.oldValue !== null) ||
    e.key === null;
  if (!tokenGone) return;
  clearSessionIdentityToken();
  browser.reload();
}

/**
 * GET /sys/identity (and /user/info). If the identity belongs to another user than the one this
 * tab stored, the session identity is stale: clear it and reload.
 */
export async function loadIdentity(): Promise<Identity | null> {
  if (!getToken()) {
    appStore.set(identityAtom, null);
    return null;
  }
  // Who this device had stored before asking: /user/info's answer overwrites it below, and a
  // comparison with that copy could never differ (rules/product.md §4).
  const stored = getUserInfo();
  const [identity, user] = await Promise.all([
    refusedAsNull(call("GET", "/sys/identity")),
    refusedAsNull(call("GET", "/user/info")),
  ]);
  if (user) saveUserInfo(user);
  if (!identity) return null;
  if (getIdentityToken() && stored?.id != null && stored.id !== identity.user.id) {
    clearSessionIdentityToken();
    browser.reload();
    return null;
  }
  appStore.set(identityAtom, identity);
  return identity;
}

/**
 * Start-up (rules/product.md §4): both tokens expired -> sign out (to /login unless there); main token
 * expired -> refresh, and load the identity 2000 ms later; else load it now.
 */
export async function startSession(): Promise<void> {
  globalThis.addEventListener?.("storage", onStorageEvent);
  const state = tokenState();
  if (state === "expired") return expireSession();
  if (state === "refresh") {
    void refreshTokens();
    await sleep(TOKEN_REFRESH_DELAY_AT_START_MS);
  }
  if (getToken()) await loadIdentity().catch(() => null);
}
