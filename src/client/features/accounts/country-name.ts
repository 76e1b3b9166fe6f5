/**
 * A country's name in the page's language, from the browser's own region names (CLDR, through
 * Intl.DisplayNames) rather than a list of our own; the server's English name when the browser
 * has no name for the code.
 */
const namers = new Map<string, Intl.DisplayNames | null>();

function namer(locale: string): Intl.DisplayNames | null {
  let n = namers.get(locale);
  if (n === undefined) {
    try {
      n = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    } catch {
      n = null;
    }
    namers.set(locale, n);
  }
  return n;
}

export function localCountryName(country: { code: string; name: string }, locale: string): string {
  try {
    return namer(locale)?.of(country.code.toUpperCase()) || country.name;
  } catch {
    // A code Intl does not take (not two letters): the name as the server gave it.
    return country.name;
  }
}
