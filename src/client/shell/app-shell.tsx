import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Outlet, Scripts, useRouter, useRouterState } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { CHUNK_LOAD_TIMEOUT_MS } from "#shared/constants";
import { getToasts, showToast, subscribeToasts } from "../api/toast-store.ts";
import { useLocale } from "../i18n/locale.ts";
import { startOfflineSync } from "../offline/sync.ts";
import { recordPageLocale, recordSeenPage } from "../pwa/seen-pages.ts";
import {
  appStore,
  drawerOpenAtom,
  hydratingAtom,
  readSession,
  sessionAtom,
  signOutDialogAtom,
  updateWaitingAtom,
  useSessionLive,
} from "../state.ts";
import { lazyPart } from "../ui/lazy-part.tsx";
import { _setTitleApplier, currentTitleOverride } from "../ui/page.tsx";
import { setupBackScroll } from "../ui/scroll-restore.ts";
import { contentHydrated, useShellHydrated } from "../ui/use-hydrated.ts";
import { whenIdle } from "../ui/when-idle.ts";
import { BackBar } from "./back-bar.tsx";
import { reloadOnceForChunk } from "./chunk-reload.ts";
import { Footer } from "./footer.tsx";
import { GetAppBanner } from "./get-app-banner.tsx";
import { HeaderPhone } from "./header-phone.tsx";
import { PostingReturnBar } from "./posting-return-bar.tsx";
import { OfflineIndicator } from "./status-bars.tsx";
import { documentTitle } from "./titles.ts";
import { useIsPhone } from "./use-media-query.ts";
import { useShellUser } from "./use-shell-user.ts";
import { shellVisibility } from "./visibility.ts";

// Not needed for a phone's first paint: loaded on demand (the wide header right away on wide screens).
const HeaderWide = lazyPart(
  () => import("./header-wide.tsx").then((m) => ({ default: m.HeaderWide })),
  <HeaderWidePlaceholder />,
);
const Drawer = lazyPart(() => import("./drawer.tsx").then((m) => ({ default: m.Drawer })), null, {
  overlay: true,
});
// The toasts' markup loads with the first toast: a first visit that shows none needs none of it.
const Toaster = lazyPart(() => import("../ui/toaster.tsx").then((m) => ({ default: m.Toaster })), null, {
  quiet: true,
});
const anyToast = () => getToasts().length > 0;
const noToast = () => false;
// The outbox status region, its conflict dialog and the Sell click's check dialog (when the outbox
// replays is offline/sync.ts, started below for every visitor).
const SellingOverlay = lazyPart(() => import("../features/selling/selling-overlay.tsx"), null, {
  quiet: true,
});
const SignOutDialog = lazyPart(
  () => import("./sign-out-dialog.tsx").then((m) => ({ default: m.SignOutDialog })),
  null,
  { overlay: true },
);
// Loaded only once a new version waits.
const UpdatePrompt = lazyPart(() => import("./update-prompt.tsx"), null, { quiet: true });
// Signed in only: live unread counts, push subscription, notification clicks from the worker.
const NotificationsBackground = lazyPart(
  () => import("../features/notifications/notifications-background.tsx"),
  null,
  { quiet: true },
);

/**
 * True once the page is live and the browser has a quiet moment: the app-wide helpers that the
 * first screen does not show (the outbox's sync and status, the update prompt) load then, not
 * while the page hydrates.
 */
function useIdle(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (ready ? whenIdle(() => setIdle(true), 3000) : undefined), [ready]);
  return idle;
}

/** True from the first time `flag` is true (keeps a lazily loaded dialog mounted afterwards). */
function useOnceTrue(flag: boolean): boolean {
  const seen = useRef(false);
  if (flag) seen.current = true;
  return seen.current;
}

/** The wide header's size while its chunk loads (no layout shift). */
function HeaderWidePlaceholder() {
  return (
    <div aria-hidden="true">
      <div className="h-9 bg-slate-900" />
      <div className="h-16 border-b border-slate-200 bg-white" />
    </div>
  );
}

/**
 * The root layout: header, main, footer and the app-wide overlays.
 *
 * Server-rendered pages do not know the screen: until hydration is over both headers are in the
 * markup and CSS shows the one that fits (the wide one as its same-size placeholder), and the
 * overlays, which only a browser needs, wait.
 */
export function AppShell() {
  const hydrated = useShellHydrated();
  // Live: hydrated, and the stored session let in (signed-in parts show what they will do).
  const sessionLive = useSessionLive();
  const live = hydrated && sessionLive;
  const isPhone = useIsPhone();
  const phone: boolean | undefined = hydrated ? isPhone : undefined;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const user = useShellUser();
  const getAppClosed = useAtomValue(sessionAtom).getAppClosed;
  const vis = shellVisibility(pathname, phone ?? true);
  useSessionAfterHydration(hydrated);
  const drawerUsed = useOnceTrue(useAtomValue(drawerOpenAtom));
  const idle = useIdle(hydrated);
  const signOutUsed = useOnceTrue(useAtomValue(signOutDialogAtom));
  const toasting = useOnceTrue(useSyncExternalStore(subscribeToasts, anyToast, noToast));
  const updateWaiting = useAtomValue(updateWaitingAtom);
  const { t } = useLingui();
  useRouteTitle(user.hasStores);
  useScrollRules();
  useChunkTimeout();
  const locale = useLocale();
  // The worker serves the offline shell and offline page in the language the app speaks here.
  useEffect(() => recordPageLocale(locale), [locale]);
  // The offline queue's triggers, for every visitor, signed in or not, for the page's life.
  useEffect(() => (hydrated ? startOfflineSync() : undefined), [hydrated]);

  return (
    // Until hydration is over the server's buttons do nothing yet: say so (assistive technology and
    // automation wait for them to be enabled rather than lose a press).
    <div className="flex min-h-dvh flex-col bg-slate-50" aria-disabled={live ? undefined : true}>
      <a
        href="#main"
        className="sr-only z-[80] rounded bg-white px-3 py-2 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t`Skip to content`}
      </a>
      {/* First in the document, so a toast is the first status a reader (or a test) finds. */}
      {toasting && <Toaster />}
      {vis.getAppBanner && !getAppClosed && (
        <div className={phone === undefined ? "md:hidden" : undefined}>
          <GetAppBanner />
        </div>
      )}
      {vis.header && (
        <header className="sticky top-0 z-40">
          {phone === undefined ? (
            <>
              <div className="md:hidden">
                <HeaderPhone user={user} />
              </div>
              <div className="hidden md:block">
                <HeaderWidePlaceholder />
              </div>
            </>
          ) : phone ? (
            <HeaderPhone user={user} />
          ) : (
            <HeaderWide user={user} />
          )}
          <OfflineIndicator />
        </header>
      )}
      {!vis.header && <OfflineIndicator />}
      {/* Outside main: a screen's own Back (a form step) keeps its name there. */}
      {vis.header && pathname !== "/" && <BackBar />}
      {hydrated && <PostingReturnBar pathname={pathname} />}
      {/* min-h-dvh keeps the footer below the fold while content loads (no layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <Outlet />
      </main>
      {vis.footer && <Footer />}
      {/* The router's state for hydration, written by the server; those scripts remove themselves
          before the browser hydrates, so the browser's bundle needs none of this. */}
      {import.meta.env.SSR && <Scripts />}
      {hydrated && (
        <>
          {phone && drawerUsed && <Drawer user={user} />}
          {signOutUsed && <SignOutDialog />}
          {/* Guests have no outbox and never meet the Sell check's dialog. */}
          {idle && user.signedIn && <SellingOverlay />}
          {user.signedIn && <NotificationsBackground />}
          {idle && updateWaiting && <UpdatePrompt />}
        </>
      )}
    </div>
  );
}

/**
 * A server-rendered page hydrates as the signed-out view the server drew (main.tsx holds the
 * session back); once hydration is over the stored session comes in, and what the server could
 * not know (watch state, your bid, the bell) is fetched again as this user.
 */
function useSessionAfterHydration(hydrated: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!hydrated || !appStore.get(hydratingAtom)) return;
    // The shell hydrates first; the page inside it (its own Suspense boundary) may hydrate in a
    // later task. Wait until the browser is idle, so the session and the stored cache reach no
    // part that is still hydrating.
    const done = () => {
      appStore.set(hydratingAtom, false);
      const session = readSession();
      appStore.set(sessionAtom, session);
      if (session.token) void queryClient.invalidateQueries();
    };
    // The page's own content hydrates after the shell (the router gives it a boundary of its own):
    // wait for the landing screen to say it is live (or 3 s), then an idle moment, at most 1 s: on a
    // busy phone a longer wait only delays what the user's own session shows (their watch state,
    // their bid, the seller's own actions on their item).
    let cancelled = false;
    void Promise.race([contentHydrated, new Promise((r) => setTimeout(r, 3000))]).then(() =>
      whenIdle(() => {
        if (!cancelled) done();
      }, 1000),
    );
    return () => {
      cancelled = true;
    };
  }, [hydrated, queryClient]);
}

/** document.title: a page's `useDocumentTitle`, else the route's staticData.title, else the title map, else the tagline. */
function useRouteTitle(hasStores: boolean) {
  const matches = useRouterState({ select: (s) => s.matches });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const notFound = matches.some(
    (m) => (m as { globalNotFound?: boolean }).globalNotFound || m.status === "notFound",
  );
  const { i18n } = useLingui();
  const locale = useLocale();
  let routeTitle: string | undefined;
  for (const m of matches) {
    const t = (m.staticData as { title?: string } | undefined)?.title;
    if (t) routeTitle = t;
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: a language switch names the page again (i18n is the same object)
  useEffect(() => {
    const apply = () => {
      document.title = documentTitle({
        override: currentTitleOverride(),
        routeTitle,
        pathname: notFound ? "/" : pathname,
        hasStores,
        i18n,
      });
    };
    _setTitleApplier(apply);
    apply();
  }, [routeTitle, pathname, hasStores, notFound, i18n, locale]);
}

/**
 * Back restores scroll (the router does it), except when coming back from /cityLocation.
 * Also records each rendered URL for the worker's offline fallback.
 */
function useScrollRules() {
  const router = useRouter();
  useEffect(() => setupBackScroll(router), [router]);
  useEffect(() => {
    // A hydrated page was rendered by the server: no "rendered" event comes for it.
    const here = router.state.location;
    recordSeenPage(here.pathname + here.searchStr);
    return router.subscribe("onRendered", (e) => {
      recordSeenPage(e.toLocation.pathname + e.toLocation.searchStr);
      if (e.fromLocation && /^\/citylocation\/?$/i.test(e.fromLocation.pathname)) {
        requestAnimationFrame(() => window.scrollTo(0, 0));
      }
    });
  }, [router]);
}

/** A navigation whose lazy chunk has not arrived after 120 s reloads; a failed preload reloads once. */
function useChunkTimeout() {
  const pending = useRouterState({ select: (s) => s.status === "pending" });
  const { t } = useLingui();
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      showToast(t`This page is taking too long to load. Reloading…`, "error");
      if (navigator.onLine) location.reload();
    }, CHUNK_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [pending, t]);
  useEffect(() => {
    const onPreloadError = (e: Event) => {
      if (navigator.onLine && reloadOnceForChunk()) e.preventDefault();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, []);
}
