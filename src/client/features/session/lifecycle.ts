import { msg } from "@lingui/core/macro";
import { TOKEN_CODES } from "#shared/codes";
import { IDENTITY_RELOAD_DELAY_MS, TOKEN_REFRESH_DELAY_AT_START_MS } from "#shared/constants";
import { browser } from "../../api/browser.ts";
import { http } from "../../api/request.ts";
import {
  clearSessionIdentityToken,
  clearTokens,
  clearUserData,
  getIdentityToken,
  getToken,
  getUserInfo,
  LocalKey,
  saveTokens,
  saveUserInfo,
  sessionScope,
  setIdentityToken,
  storageKeyName,
  type Tokens,
  type UserInfo,
} from "../../api/session-store.ts";
import { expireSession, refreshTokens, tokenState } from "../../api/tokens.ts";
import { i18n } from "../../i18n/i18n.ts";
import { clearApiCaches } from "../../pwa/api-caches.ts";
import { appStore, type Identity, identityAtom } from "../../state.ts";
import { showToast } from "../../ui/toast-store.ts";

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
  const [idEnv, userEnv] = await Promise.all([
    http.get<Identity>("/sys/identity", undefined, { toast: false }),
    http.get<UserInfo>("/user/info", undefined, { toast: false }),
  ]);
  if (userEnv.status_code === 1 && userEnv.res_data) saveUserInfo(userEnv.res_data);
  if (idEnv.status_code !== 1 || !idEnv.res_data) return null;
  const identity = idEnv.res_data;
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

/** Stores a sign-in answer (login, register, loginByCode) and loads who the user is. */
export async function signIn(tokens: Tokens): Promise<void> {
  saveTokens(tokens);
  setIdentityToken(null);
  await loadIdentity().catch(() => null);
}

/** Switches between Personal (`storeId` null) and a store; reloads the page 300 ms later. */
export async function chooseIdentity(storeId: number | null): Promise<boolean> {
  const identity = appStore.get(identityAtom);
  const body =
    storeId === null
      ? { userId: identity?.user.id ?? getUserInfo()?.id ?? "", companyId: "", storeId: "" }
      : { storeId };
  const env = await http.post<{ storeToken: string }>("/sys/chooseIdentity", body);
  if (env.status_code !== 1) return false;
  setIdentityToken(env.res_data?.storeToken || null);
  await loadIdentity().catch(() => null);
  setTimeout(() => browser.reload(), IDENTITY_RELOAD_DELAY_MS);
  return true;
}

/** Forgets everything about the signed-in user on this device (the worker's API caches too). */
export function clearSession(): void {
  clearUserData();
  clearTokens();
  appStore.set(identityAtom, null);
  void clearApiCaches();
}

const beforeSignOutHooks = new Set<() => Promise<unknown>>();
/** Work that must reach the server while still signed in (e.g. forgetting this device's push subscription). */
export function onBeforeSignOut(fn: () => Promise<unknown>): () => void {
  beforeSignOutHooks.add(fn);
  return () => beforeSignOutHooks.delete(fn);
}

/** POST logout; on success clear user info, tokens and the username pop-up flag, then go home. */
export async function signOut(): Promise<boolean> {
  // At most 3 s: signing out must not hang on a slow push service or server.
  await Promise.race([Promise.allSettled([...beforeSignOutHooks].map((f) => f())), sleep(3000)]);
  try {
    const env = await http.post("/hweb/login/v1/logout", {}, { toast: false });
    // A token code means the server already considers this session over: finish locally.
    if (env.status_code !== 1 && !TOKEN_CODES.includes(env.status_code)) {
      showToast(env.message || i18n._(msg`Could not sign out`), "error");
      return false;
    }
  } catch (err) {
    showToast(err instanceof Error ? err.message : i18n._(msg`Could not sign out`), "error");
    return false;
  }
  clearSession();
  // The seller portal's window goes back to its own sign-in; the app goes home.
  browser.go(sessionScope.prefix ? sessionScope.signInPath : "/");
  return true;
}
