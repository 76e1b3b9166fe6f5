/**
 * Cache Storage names of the service worker's runtime API caches (sw/sw.ts). Shared with the page,
 * which deletes them when the user signs out (src/client/api/api-caches.ts).
 */
export const API_CACHES = {
  /** Stale-while-revalidate: public answers that change slowly (home sections, categories). */
  public: "api-public",
  /** Network first: public answers that must be fresh (search results, anonymous item detail). */
  fresh: "api-fresh",
} as const;

/** Runtime API caches of earlier workers; the worker deletes them when it activates. */
export const LEGACY_API_CACHES = ["public-api"] as const;
