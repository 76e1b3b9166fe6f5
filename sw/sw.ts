/// <reference lib="webworker" />
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { API_CACHES, LEGACY_API_CACHES } from "#shared/sw-caches";
import { SW_MESSAGE } from "#shared/sw-messages";
import { apiPolicy, FRESH_NETWORK_TIMEOUT_S } from "./api-policy.ts";
import { registerPushHandlers } from "./push.ts";
import { registerSyncHandlers } from "./sync.ts";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Pages the worker never handles: the API, the real-time streams and uploaded media. */
export const BYPASS = [/^\/api\//, /^\/rt\//, /^\/media\//];
self.addEventListener("message", (event) => {
  // workbox-window's messageSkipWaiting(): the user pressed Reload on the update prompt.
  if (event.data?.type === SW_MESSAGE.skipWaiting) void self.skipWaiting();
});

clientsClaim();
cleanupOutdatedCaches();
// Earlier workers kept item detail (signed-in answers too) stale-while-revalidate in one shared cache.
self.addEventListener("activate", (event) => {
  event.waitUntil(Promise.all(LEGACY_API_CACHES.map((name) => caches.delete(name))));
});
precacheAndRoute(self.__WB_MANIFEST);

/** The client records every in-app URL it rendered here, so offline reloads know what was seen. */
export const SEEN_PAGES = "seen-pages";
const NAV_TIMEOUT_MS = 4000;

// Navigations: the network first (fresh HTML after a deploy). When the network is slow (over
// NAV_TIMEOUT_MS) or gone, pages seen before get the precached app shell (the app renders them from
// its persisted query cache). A page never seen waits for the network however slow it is, and gets
// the offline page only when the request really fails: a slow server is not "offline". HTML is
// never cached per URL: an old copy would point at script files a newer precache has removed.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      const url = new URL(request.url);
      const network = fetch(request);
      network.catch(() => undefined);
      const late = await Promise.race([
        network.then(
          (r) => ({ r }),
          () => null,
        ),
        sleep(NAV_TIMEOUT_MS).then(() => null),
      ]);
      if (late) return late.r;
      const seen = await caches.open(SEEN_PAGES).then((c) => c.match(url.pathname + url.search));
      const shell = await matchPrecache("/index.html");
      if (shell && (seen || url.pathname === "/")) return shell;
      try {
        return await network;
      } catch {
        return offlinePage();
      }
    },
    { denylist: BYPASS },
  ),
);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Images: cache-first, bounded.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    (url.pathname.startsWith("/media/") || request.destination === "image"),
  new CacheFirst({
    cacheName: "images",
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// API reads worth showing offline; which ones, and why, in api-policy.ts. Only GET is cached; writes
// and everything else under /api and /rt go straight to the network. The page deletes these caches
// when the user signs out (src/client/pwa/api-caches.ts).
registerRoute(
  ({ url, request }) => apiPolicy(url, request, self.location.origin) === "swr",
  new StaleWhileRevalidate({
    cacheName: API_CACHES.public,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * 24 * 3600 }),
    ],
  }),
);
// Prices, bid counts and end times: the network first; the stored copy only offline or after 3 s.
registerRoute(
  ({ url, request }) => apiPolicy(url, request, self.location.origin) === "fresh",
  new NetworkFirst({
    cacheName: API_CACHES.fresh,
    networkTimeoutSeconds: FRESH_NETWORK_TIMEOUT_S,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 }),
    ],
  }),
);

// Anything else that fails while offline: a page that says so for documents, an error otherwise.
setCatchHandler(async ({ request }) =>
  request.destination === "document" ? offlinePage() : Response.error(),
);

async function offlinePage(): Promise<Response> {
  return (
    (await matchPrecache("/offline.html")) ??
    new Response(
      "<!doctype html><title>Offline</title><p>You are offline. This page has not been saved on this device yet.</p>",
      {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      },
    )
  );
}

registerPushHandlers(self);
registerSyncHandlers(self);
