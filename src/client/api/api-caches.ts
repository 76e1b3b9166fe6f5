import { API_CACHES, LEGACY_API_CACHES } from "#shared/sw-caches";

/**
 * Deletes the service worker's runtime API caches (sw/sw.ts) so nothing fetched during this session
 * is answered to the next person using the device. Called on sign-out and when the session expires.
 * Straight from the page: Cache Storage is shared with the worker, and this works whether or not a
 * worker controls the page yet. Never throws.
 */
export async function clearApiCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  const names = [...Object.values(API_CACHES), ...LEGACY_API_CACHES];
  await Promise.all(names.map((n) => caches.delete(n).catch(() => false)));
}
