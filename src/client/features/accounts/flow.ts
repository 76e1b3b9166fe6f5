import { CODE_RESEND_SECONDS, type CodeScene } from "#shared/contract/accounts";
import { getUserInfo, LocalKey, readKey, writeKey } from "../../api/session-store.ts";
import { isInAppPath } from "../../api/tokens.ts";

/*
 * State that lives between the screens of one sign-up / sign-in flow. Every step inside a flow
 * navigates with `replace`, so "back" (and finishing the flow) returns to the page the person was
 * on before it started.
 */

/** The password typed on /signUp, kept in memory only until /signUpEmailVerify or /verify uses it. */
let pendingPassword: string | null = null;
export const setPendingPassword = (p: string | null) => {
  pendingPassword = p;
};
export const takePendingPassword = () => pendingPassword;

/** When a code was last sent for this account and scene (sessionStorage: survives a reload). */
const sentKey = (scene: CodeScene, account: string) => `codeSentAt:${scene}:${account.toLowerCase()}`;
export function markCodeSent(scene: CodeScene, account: string, at = Date.now()): void {
  writeKey(sentKey(scene, account), String(at), "session");
}
/** Seconds left before another code may be asked for (0 when allowed). */
export function resendSecondsLeft(scene: CodeScene, account: string, now = Date.now()): number {
  const at = Number(readKey(sentKey(scene, account), "session") ?? 0);
  if (!at) return 0;
  return Math.max(0, Math.ceil((at + CODE_RESEND_SECONDS * 1000 - now) / 1000));
}

/**
 * rules/product.md §3 "username pop-up flag": once shown after a sign-in it is not shown again until sign-out
 * (the session lifecycle clears the key on sign-out). Answers true when it should show now, and
 * marks it shown.
 */
export function takeUsernamePopUp(): boolean {
  const u = getUserInfo();
  if (!u || u.userName) return false;
  if (readKey(LocalKey.usernamePopUp)) return false;
  writeKey(LocalKey.usernamePopUp, "1");
  return true;
}

/** The chosen dial code on /countryCode, read back by /signUp and /infoVerify. */
const COUNTRY_KEY = "signUpCountry";
export type ChosenCountry = { code: string; name: string; dialCode: string };
export const DEFAULT_COUNTRY: ChosenCountry = { code: "US", name: "United States", dialCode: "+1" };
export function getChosenCountry(): ChosenCountry {
  try {
    const raw = readKey(COUNTRY_KEY, "session");
    return raw ? (JSON.parse(raw) as ChosenCountry) : DEFAULT_COUNTRY;
  } catch {
    return DEFAULT_COUNTRY;
  }
}
export const setChosenCountry = (c: ChosenCountry) => writeKey(COUNTRY_KEY, JSON.stringify(c), "session");

/** A redirect target is only ever an in-app path (never another origin). */
export function safeRedirect(r: string | undefined | null): string | null {
  return isInAppPath(r) ? r : null;
}

/** Joins a dial code and a national number into E.164. */
export function toE164(dialCode: string, national: string): string {
  return `${dialCode}${national.replace(/[^\d]/g, "").replace(/^0+/, "")}`;
}
