/*
 * What the language switch does: loaded with the switch (the wide header, the drawer, the profile),
 * not with the first script.
 */
import type { Locale } from "#shared/locale";
import { call } from "../api/call.ts";
import { LocalKey, writeKey } from "../api/session-store.ts";
import { appStore, signedInAtom } from "../state.ts";
import { applyLocale, refetchServerWords } from "./choose-locale.ts";
import { localeCookie } from "./i18n.ts";
import { localeAtom } from "./locale.ts";

/**
 * The language switch: applies the choice, keeps it on the device (Web Storage, and a cookie so the
 * server renders the next page in it) and, signed in, on the account (e-mails and pushes use it).
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  const before = appStore.get(localeAtom);
  await applyLocale(locale);
  if (before !== locale) refetchServerWords();
  writeKey(LocalKey.locale, locale);
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed value; the Cookie Store API is not in every browser the app supports
  document.cookie = localeCookie(locale);
  if (appStore.get(signedInAtom)) void saveAccountLocale(locale);
}

/**
 * The account's language (`locale` of POST /user/updateProfile): the one call that tells the
 * server. A server that does not know the field yet ignores it.
 */
export function saveAccountLocale(locale: Locale) {
  return call("POST", "/user/updateProfile", { body: { locale } }).catch(() => undefined);
}
