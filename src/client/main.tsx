import { useIsRestoring } from "@tanstack/react-query";
import {
  type PersistQueryClientOptions,
  PersistQueryClientProvider,
  persistQueryClientSave,
} from "@tanstack/react-query-persist-client";
import { RouterProvider } from "@tanstack/react-router";
import { Provider as JotaiProvider } from "jotai";
import { StrictMode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { browser } from "./api/browser.ts";
import { startSession } from "./features/session/lifecycle.ts";
import { createIdbPersister } from "./offline/query-persister.ts";
import { registerServiceWorker } from "./pwa/register-sw.ts";
import { CACHE_MAX_AGE, queryClient } from "./query-client.ts";
import { router } from "./router.tsx";
import { appStore } from "./state.ts";
import "./styles.css";

// In-app redirects from the request helper and the session lifecycle go through the router.
browser.go = (path) => void router.navigate({ href: path });

const persistOptions: Omit<PersistQueryClientOptions, "queryClient"> = {
  persister: createIdbPersister(),
  maxAge: CACHE_MAX_AGE,
  buster: __BUILD_ID__,
  // Every query holding data, a failed refetch's included (the persister stores its data as the
  // last success): an offline reload must still find what was seen.
  dehydrateOptions: { shouldDehydrateQuery: (q) => q.state.data !== undefined },
};
void startSession();

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

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <JotaiProvider store={appStore}>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={persistOptions}
        onSuccess={() => void queryClient.resumePausedMutations()}
      >
        <SaveAfterRestore />
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </JotaiProvider>
  </StrictMode>,
);

// After the first render settles; the timeout keeps a busy page from starving the registration.
const idle = (fn: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 1);
window.addEventListener("load", () => idle(() => void registerServiceWorker()));
