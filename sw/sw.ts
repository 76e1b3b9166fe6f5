/// <reference lib="webworker" />
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { INTL_TAG, isLocale, type Locale, pickLocale } from "#shared/locale";
import { localizeShell } from "#shared/shell-head";
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
// No directory index: otherwise the precache route answers "/" with the precached index.html
// before the navigation route below runs, online too (English, and not the server's fresh page).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "" });

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
      const shell = seen || url.pathname === "/" ? await appShell() : undefined;
      if (shell) return shell;
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
// when the user signs out (src/client/api/api-caches.ts).
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

/** The page records here the language the app speaks (src/client/pwa/seen-pages.ts). */
export const PAGE_LOCALE = "page-locale";

/**
 * The language of this device's pages when the server cannot say: the one the app spoke
 * last here (its switch, else the browser's), else the browser's languages.
 */
async function deviceLocale(): Promise<Locale> {
  try {
    const recorded = await (await caches.open(PAGE_LOCALE).then((c) => c.match("/locale")))?.text();
    if (isLocale(recorded)) return recorded;
  } catch {
    // Storage unavailable: the browser's languages decide.
  }
  const languages = self.navigator.languages?.length ? self.navigator.languages : [self.navigator.language];
  return pickLocale(languages);
}

/** A precached page rewritten: its length changes, and what it varies on no longer applies. */
function rewritten(original: Response, html: string): Response {
  const headers = new Headers(original.headers);
  headers.delete("Content-Length");
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status: original.status, statusText: original.statusText, headers });
}

/**
 * The precached app shell with its head (`<html lang>`, title, description, manifest) in the
 * device's language, as the server would have sent it: the app then starts in that language.
 */
async function appShell(): Promise<Response | undefined> {
  const shell = await matchPrecache("/index.html");
  const locale = await deviceLocale();
  if (!shell || locale === "en") return shell;
  return rewritten(shell, localizeShell(await shell.text(), locale, INTL_TAG[locale]));
}

/** "You are offline", in the device's language from its first byte (offline.js agrees with it). */
async function offlinePage(): Promise<Response> {
  const locale = await deviceLocale();
  const page = await matchPrecache("/offline.html");
  if (!page) {
    const text =
      locale === "zh"
        ? '<!doctype html><html lang="zh-CN"><title>网络已断开</title><p>网络已断开。此页面尚未保存到本设备。</p>'
        : "<!doctype html><title>Offline</title><p>You are offline. This page has not been saved on this device yet.</p>";
    return new Response(text, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  }
  if (locale === "en") return page;
  const html = (await page.text())
    .replace(/<html([^>]*?) lang="[^"]*"/, `<html$1 lang="${INTL_TAG[locale]}"`)
    .replace(/<title>[\s\S]*?<\/title>/, "<title>网络已断开 · Buy Now Or Miss Out</title>")
    .replace(/<main data-lang="en">/, '<main data-lang="en" hidden>')
    .replace(/<main data-lang="zh" lang="zh-CN" hidden>/, '<main data-lang="zh" lang="zh-CN">');
  return rewritten(page, html);
}

registerPushHandlers(self);
registerSyncHandlers(self);
