/**
 * What a person does with their session: sign in, switch identity, sign out. Apart from the
 * start-up half (lifecycle.ts) so a guest's first visit does not load it: only the screens and
 * dialogs that offer these actions import it.
 */
import { msg } from "@lingui/core/macro";
import { TOKEN_CODES } from "#shared/codes";
import { IDENTITY_RELOAD_DELAY_MS } from "#shared/constants";
import { clearApiCaches } from "../../api/api-caches.ts";
import { browser } from "../../api/browser.ts";
import { ApiError, call, settled } from "../../api/index.ts";
import {
  clearTokens,
  clearUserData,
  getUserInfo,
  saveTokens,
  sessionScope,
  setIdentityToken,
  type Tokens,
} from "../../api/session-store.ts";
import { showToast } from "../../api/toast-store.ts";
import { i18n } from "../../i18n/i18n.ts";
import { mutate } from "../../query-client.ts";
import { appStore, identityAtom } from "../../state.ts";
import { loadIdentity } from "./lifecycle.ts";

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

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
  // A mutation: a refusal is toasted (the policy); no answer at all rejects, as ever.
  const chosen = await settled(mutate(() => call("POST", "/sys/chooseIdentity", { body })));
  if (!chosen.ok) {
    if (chosen.error.refused) return false;
    throw chosen.error;
  }
  setIdentityToken(chosen.data?.storeToken || null);
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
    await call("POST", "/hweb/login/v1/logout", { body: {} });
  } catch (err) {
    // A token code means the server already considers this session over: finish locally.
    if (!(err instanceof ApiError && err.refused && TOKEN_CODES.includes(err.code))) {
      showToast(err instanceof Error ? err.message : i18n._(msg`Could not sign out`), "error");
      return false;
    }
  }
  clearSession();
  // The seller portal's window goes back to its own sign-in; the app goes home.
  browser.go(sessionScope.prefix ? sessionScope.signInPath : "/");
  return true;
}
