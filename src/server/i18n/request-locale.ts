import type { Context } from "hono";
import { DEFAULT_LOCALE, isLocale, type Locale, parseAcceptLanguage, pickLocale } from "#shared/locale";
import type { AppEnv } from "../platform/context.ts";

/*
 * Which language a request's answer speaks:
 * 1. an `Accept-Language` that names a language the app speaks (the app sends the one its user
 *    chose, so this is also how a signed-out visitor's choice reaches the server);
 * 2. else, for a signed-in request, the language saved on the user (`users.locale`);
 * 3. else English.
 * The header is read once per request, up front; the saved language is read only when an answer
 * carries a message a person reads (an error), so a signed-in success costs no extra query.
 */

/** The language an Accept-Language header names, or null when it names none the app speaks. */
export function localeFromHeader(header: string | null | undefined): Locale | null {
  const spoken = parseAcceptLanguage(header).filter((tag) => isLocale(tag.toLowerCase().split(/[-_]/)[0]));
  return spoken.length ? pickLocale(spoken) : null;
}

/** Sets the request's language from its header (the first middleware calls it). */
export function startLocale(c: Context<AppEnv>): void {
  const fromHeader = localeFromHeader(c.req.header("accept-language"));
  c.set("locale", fromHeader ?? DEFAULT_LOCALE);
  c.set("localeFromHeader", fromHeader !== null);
}

/** The request's language with the user's saved one taken into account (see the order above). */
export async function settleLocale(c: Context<AppEnv>): Promise<Locale> {
  const auth = c.get("auth");
  if (c.get("localeFromHeader") || !auth) return c.get("locale") ?? DEFAULT_LOCALE;
  try {
    // Asked of the accounts module, which owns users (handed in: platform code calls this).
    const deps = c.get("deps");
    const saved = await deps.accounts.savedLocaleOf(deps.database.db, auth.userId);
    if (isLocale(saved)) c.set("locale", saved);
  } catch {
    // A failed read leaves the answer in the header's language; the error being answered matters more.
  }
  return c.get("locale") ?? DEFAULT_LOCALE;
}
