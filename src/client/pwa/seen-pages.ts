/** Mirrors sw/sw.ts SEEN_PAGES: the worker serves the app shell offline only for URLs listed here. */
const SEEN_PAGES = "seen-pages";

export function recordSeenPage(href: string): void {
  if (!("caches" in window)) return;
  void caches
    .open(SEEN_PAGES)
    .then((c) => c.put(href, new Response("1")))
    .catch(() => undefined);
}
