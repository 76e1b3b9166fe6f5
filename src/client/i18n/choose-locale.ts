import { isLocale, type Locale, pickLocale } from "#shared/locale";
import { SITE_TEXT } from "#shared/site-text";
import { LocalKey, readKey, writeKey } from "../api/session-store.ts";
import { queryClient } from "../query-client.ts";
import { appStore, sessionAtom } from "../state.ts";
import { activateMessages, htmlLang, localeCookie, localeFromHtmlLang } from "./i18n.ts";
import { localeAtom } from "./locale.ts";

/** The language this device chose with the switch, or null. */
export function storedLocale(): Locale | null {
  const v = readKey(LocalKey.locale);
  return isLocale(v) ? v : null;
}

/**
 * The language to start in. A server-rendered page says which language it was drawn in (`<html
 * lang>`): hydration must use the same one. Otherwise the device's choice, else the browser's
 * languages.
 */
export function startingLocale(): Locale {
  const root = document.documentElement;
  if (root.hasAttribute("data-ssr")) return localeFromHtmlLang(root.lang) ?? "en";
  return (
    storedLocale() ?? pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language])
  );
}

/** Loads `locale`'s catalogue, then switches the app to it in place (text, dates, `<html lang>`). */
export async function applyLocale(locale: Locale): Promise<void> {
  await activateMessages(locale);
  appStore.set(localeAtom, locale);
  document.documentElement.lang = htmlLang(locale);
  // The web manifest in the same language (its name and shortcuts are what an install shows).
  document.querySelector('link[rel="manifest"]')?.setAttribute("href", SITE_TEXT[locale].manifest);
}

/**
 * Answers the server wrote in the language before (category names, home rows, notification rows,
 * messages) are fetched again in the new one: the screens on show now, the rest when next used.
 */
export function refetchServerWords(): void {
  void queryClient.invalidateQueries();
}

/**
 * After a server-rendered page is live: the server drew it in the cookie's or Accept-Language's
 * language; a device whose stored choice differs (its cookie was cleared) switches now, and the
 * cookie is written again so the next page comes in the right language.
 */
export function applyStoredLocale(): void {
  const stored = storedLocale();
  if (!stored) return;
  // biome-ignore lint/suspicious/noDocumentCookie: as in chooseLocale
  document.cookie = localeCookie(stored);
  if (stored !== appStore.get(localeAtom)) void applyLocale(stored);
}

/**
 * A user who signs in on a device that never chose a language gets the account's (set on another
 * device, or by the switch while signed in). The device's own choice, once made, wins.
 */
export function followAccountLocale(): () => void {
  return appStore.sub(sessionAtom, () => {
    const account = appStore.get(sessionAtom).userInfo?.locale;
    if (!isLocale(account) || storedLocale() || account === appStore.get(localeAtom)) return;
    void applyLocale(account).then(() => {
      refetchServerWords();
      writeKey(LocalKey.locale, account);
      // biome-ignore lint/suspicious/noDocumentCookie: as in chooseLocale
      document.cookie = localeCookie(account);
    });
  });
}
