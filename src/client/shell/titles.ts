import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { DEFAULT_LOCALE, isLocale } from "#shared/locale";
import { SITE_TEXT } from "#shared/site-text";
import { i18n as appI18n } from "../i18n/i18n.ts";

/**
 * Route titles of rules/product.md §2, by path, so a screen gets its title even before its route file sets
 * `staticData.title`. Matching ignores case and a trailing slash. Translated by the `i18n` given
 * (a server render's own), else the app's.
 */
const TITLES: Array<[RegExp, MessageDescriptor | ((hasStores: boolean) => MessageDescriptor)]> = [
  [/^\/itemsearch$/, msg`Search`],
  [/^\/classification$/, msg`Categories`],
  [/^\/(citylocation|citysearch)$/, msg`Select City`],
  [/^\/buying$/, msg`Purchases`],
  [/^\/personaldata$/, msg`Profile`],
  [/^\/paymentresult$/, msg`Complete Purchase`],
  [/^\/paymentonline$/, msg`Payment Method`],
  [/^\/team-management$/, msg`Users`],
  [/^\/stores$/, (hasStores) => (hasStores ? msg`My Stores` : msg`Add Store`)],
  [/^\/qr-code-search$/, msg`Scan`],
];

/** The site's own title, for a page without one of its own (the brand, and in Chinese its name beside it). */
export function siteTitle(i18n: I18n = appI18n): string {
  return SITE_TEXT[isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE].title;
}

export function titleForPath(pathname: string, hasStores = false, i18n: I18n = appI18n): string | undefined {
  const p = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  for (const [re, t] of TITLES) if (re.test(p)) return i18n._(typeof t === "function" ? t(hasStores) : t);
  return undefined;
}

export function documentTitle(opts: {
  override?: string;
  routeTitle?: string;
  pathname: string;
  hasStores?: boolean;
  i18n?: I18n;
}) {
  return (
    opts.override ||
    opts.routeTitle ||
    titleForPath(opts.pathname, opts.hasStores, opts.i18n) ||
    siteTitle(opts.i18n)
  );
}
