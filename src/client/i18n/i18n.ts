import { type I18n, i18n, setupI18n } from "@lingui/core";
import { DEFAULT_LOCALE, INTL_TAG, isLocale, type Locale } from "#shared/locale";
import { ENGLISH } from "./english.ts";

/** The catalogues of other languages: loaded only for a page that speaks one. */
const catalogs = () => import("./catalogs.ts");

/**
 * The app's translator. In the browser there is one (`i18n`, English until a page asks for
 * another language); a server render makes its own per request (`createI18n`), since requests in
 * different languages render at the same time.
 */
i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: ENGLISH });

export { i18n };

/** The name each language has in itself, for the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", zh: "中文" };

/**
 * The cookie the language switch sets, so the server renders pages in the device's choice
 * (it falls back to Accept-Language). Read by src/server/modules/pages/landing-pages.ts.
 */
export const LOCALE_COOKIE = "lang";

/**
 * `<html lang>` of each locale, the same on the server's pages and after a switch: `en`, and
 * `zh-CN` (Simplified Chinese as written in mainland China, as `Intl` gets it: INTL_TAG).
 */
const HTML_LANG: Record<Locale, string> = { en: "en", zh: INTL_TAG.zh };
export const htmlLang = (locale: Locale): string => HTML_LANG[locale];

/** The locale a `<html lang>` value names ("zh-CN" → zh, "en" → en), or null. */
export function localeFromHtmlLang(lang: string | null | undefined): Locale | null {
  if (!lang) return null;
  const base = lang.toLowerCase().split("-")[0];
  return isLocale(base) ? base : null;
}

/** A translator for one server render, with its language's catalogue loaded and active. */
export async function createI18n(locale: Locale): Promise<I18n> {
  // The server loads every module before it renders, so ENGLISH holds every English text; a
  // translation missing from a catalogue falls back to it rather than to a message id.
  const messages =
    locale === "en" ? ENGLISH : { ...ENGLISH, ...(await (await catalogs()).loadMessages(locale)) };
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** Makes `locale` the browser translator's language, loading its catalogues first if need be. */
export async function activateMessages(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  // English is registered by the modules themselves; only Chinese is fetched.
  if (locale === "en") return i18n.activate(locale);
  const { loadSeenCatalogs } = await catalogs();
  await loadSeenCatalogs(locale);
  i18n.activate(locale);
  // A chunk that loaded while these were fetched (it found the page still in English) gets its own now.
  void loadSeenCatalogs(locale).catch(() => undefined);
}

/**
 * The texts of the modules a lazily loaded chunk brought, in the page's language, before anything
 * of it renders: the build ends every such chunk with `await __i18nReady()` (build-plugin.ts), so
 * a screen opened in Chinese never shows its English first. Nothing to wait for in English; a
 * catalogue that cannot load (offline, never fetched) leaves those texts in English.
 */
function textsReady(): Promise<void> | undefined {
  const locale = i18n.locale;
  if (!isLocale(locale) || locale === "en") return undefined;
  return catalogs()
    .then((m) => m.loadSeenCatalogs(locale))
    .catch(() => undefined);
}
if (!import.meta.env.SSR)
  (globalThis as { __i18nReady?: () => Promise<void> | undefined }).__i18nReady = textsReady;

/** The `Set-Cookie`-style value the switch writes: a year, the whole site. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
