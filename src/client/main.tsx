import { I18nProvider } from "@lingui/react";
import { useIsRestoring } from "@tanstack/react-query";
import {
  type PersistQueryClientOptions,
  PersistQueryClientProvider,
  persistQueryClientSave,
} from "@tanstack/react-query-persist-client";
import { RouterProvider } from "@tanstack/react-router";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { Provider as JotaiProvider } from "jotai";
import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { browser } from "./api/browser.ts";
import { startSession } from "./features/session/lifecycle.ts";
import { applyLocale, applyStoredLocale, followAccountLocale, startingLocale } from "./i18n/choose-locale.ts";
import { i18n } from "./i18n/i18n.ts";
import { registerCommandKinds } from "./offline/command-kinds.ts";
import { createIdbPersister } from "./offline/query-persister.ts";
import { CACHE_MAX_AGE, holdsPageData, queryClient } from "./query-client.ts";
import { createAppRouter } from "./router.tsx";
import { commandKinds } from "./shell/command-kinds.ts";
import { appStore, hydratingAtom, onlineAtom, PUBLIC_SESSION, sessionAtom } from "./state.ts";
import { nextTask, whenIdle } from "./ui/when-idle.ts";
import "./styles.css";

// Before anything can flush the offline queue: who sends each kind of command.
registerCommandKinds(commandKinds);

// Starting is three tasks, not one: evaluating the bundle, building the router (every route's
// paths, ~100 of them), then hydrating. In one task it blocked a 4x-slowed phone for ~300 ms.
await nextTask();
const router = createAppRouter(queryClient);
// In-app redirects from the one call (api/call.ts) and the session lifecycle go through the router.
browser.go = (path) => void router.navigate({ href: path });

const serverRendered = "$_TSR" in window;

/**
 * On a server-rendered page the device's stored cache comes in only once hydration is over: a
 * query the server did not have (a seller's reputation, saved searches…) must render as the server
 * drew it, not from what this device kept from an earlier visit.
 */
const idbPersister = createIdbPersister();
const afterHydration = new Promise<void>((resolve) => {
  if (!serverRendered) return resolve();
  const stop = appStore.sub(hydratingAtom, () => {
    if (appStore.get(hydratingAtom)) return;
    stop();
    resolve();
  });
});
const persistOptions: Omit<PersistQueryClientOptions, "queryClient"> = {
  persister: {
    ...idbPersister,
    restoreClient: () => afterHydration.then(() => idbPersister.restoreClient()),
  },
  maxAge: CACHE_MAX_AGE,
  buster: __BUILD_ID__,
  // Every query holding data, a failed refetch's included (the persister stores its data as the
  // last success): an offline reload must still find what was seen.
  // Only queries: writes made offline live in their own durable queues (the item outbox, pickup
  // confirmations), never as paused mutations, which would need their functions registered again
  // after a reload to resume.
  dehydrateOptions: {
    shouldDehydrateQuery: (q) => q.state.data !== undefined,
    shouldDehydrateMutation: () => false,
  },
};
void startSession();

const pageStart = Date.now();
/**
 * What the cache restores is a first draw, not an answer: each restored query is marked stale, so
 * it shows at once and is fetched again when a screen uses it (offline, the fetch waits and the
 * stored copy stays). Without this a long `staleTime` would trust the stored copy after a reload,
 * and the stored copy can miss a write the last page made just before it went away.
 */
function onRestored() {
  // A server-rendered page's queries hold what the server drew for nobody. Signed in, every one is
  // fetched again as this user, also one a live event touched meanwhile (that made it look fresh).
  // A guest keeps what the page carried until its staleTime says otherwise: no second fetch.
  const asUser = serverRendered && appStore.get(sessionAtom).token !== null;
  for (const query of queryClient.getQueryCache().getAll())
    if (asUser || (query.state.dataUpdatedAt < pageStart && !holdsPageData(query))) query.invalidate();
}

/**
 * Route loaders fetch while the cache is being restored, before the provider subscribes to
 * changes, so data that lands meanwhile would wait for the next change to be saved. This saves
 * once when restoring ends, in the same commit as the provider's subscription (a child's effect
 * runs just before its parent's), so nothing falls in between.
 */
function SaveAfterRestore() {
  const restoring = useIsRestoring();
  useEffect(() => {
    if (!restoring) void persistQueryClientSave({ queryClient, ...persistOptions });
  }, [restoring]);
  return null;
}

/**
 * A page the server rendered carries the router's state (`$_TSR`): hydrate it, as the signed-out
 * view the server drew (the shell lets the session in afterwards). A page the worker served from
 * its cache, or one the server leaves to the browser, is the placeholder shell: render into it.
 */
const container = document.getElementById("root")!;
const app = (routerView: ReactNode) => (
  <StrictMode>
    <JotaiProvider store={appStore}>
      <I18nProvider i18n={i18n}>
        <PersistQueryClientProvider
          client={queryClient}
          persistOptions={persistOptions}
          onSuccess={onRestored}
        >
          <SaveAfterRestore />
          {routerView}
        </PersistQueryClientProvider>
      </I18nProvider>
    </JotaiProvider>
  </StrictMode>
);
/**
 * The page's language first: a server-rendered page hydrates in the language it was drawn in (its
 * `<html lang>`), so its catalogue is loaded before hydrating (an English page needs none); the
 * device's stored choice comes in with the stored session, once hydration is over.
 */
const locale = startingLocale();
const start = () => {
  if (serverRendered) {
    appStore.set(hydratingAtom, true);
    appStore.set(sessionAtom, PUBLIC_SESSION);
    // The server drew the page online; the offline bar follows the network once the page is live.
    appStore.set(onlineAtom, true);
    const stop = appStore.sub(hydratingAtom, () => {
      if (appStore.get(hydratingAtom)) return;
      stop();
      applyStoredLocale();
    });
    // As a transition, like the first render below: React hydrates in slices that yield to the
    // browser (a plain hydrateRoot is one task for the whole page).
    startTransition(() => {
      hydrateRoot(container, app(<RouterClient router={router} />));
    });
  } else {
    // The first render as a transition: React renders it in slices and yields to the browser between
    // them, instead of one long task that blocks input while the whole tree mounts. The placeholder
    // shell in index.html stays on screen until the app commits.
    const root = createRoot(container);
    startTransition(() => root.render(app(<RouterProvider router={router} />)));
  }
};
// A catalogue that cannot load (offline, never fetched before) leaves the page in English.
await nextTask();
void applyLocale(locale).then(start, start);
followAccountLocale();

// boot.ts starts this code after the first paint, so the page may have finished loading already.
// Its module loads then too: the first screen does not need it.
const register = (): void =>
  void import("./pwa/register-sw.ts")
    .then((m) => m.registerServiceWorker())
    // Offline before the worker was ever installed: its module cannot load yet; try once back online.
    .catch(() => window.addEventListener("online", register, { once: true }));
// After the first render settles; the timeout keeps a busy page from starving the registration.
if (document.readyState === "complete") whenIdle(register, 2000);
else window.addEventListener("load", () => whenIdle(register, 2000));
