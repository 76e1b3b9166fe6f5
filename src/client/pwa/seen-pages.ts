import type { Locale } from "#shared/locale";

/** Mirrors sw/sw.ts SEEN_PAGES: the worker serves the app shell offline only for URLs listed here. */
const SEEN_PAGES = "seen-pages";

export function recordSeenPage(href: string): void {
  if (!("caches" in window)) return;
  void caches
    .open(SEEN_PAGES)
    .then((c) => c.put(href, new Response("1")))
    .catch(() => undefined);
}

/** Mirrors sw/sw.ts PAGE_LOCALE: the worker's offline shell and offline page speak this language. */
const PAGE_LOCALE = "page-locale";

/** The language the app speaks now on this device (its switch, else the browser's), for the worker. */
export function recordPageLocale(locale: Locale): void {
  if (!("caches" in window)) return;
  void caches
    .open(PAGE_LOCALE)
    .then((c) => c.put("/locale", new Response(locale)))
    .catch(() => undefined);
}
