import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { RouterProvider } from "@tanstack/react-router";
import { Provider as JotaiProvider } from "jotai";
import { StrictMode } from "react";
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

const persister = createIdbPersister();
void startSession();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <JotaiProvider store={appStore}>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={{
          persister,
          maxAge: CACHE_MAX_AGE,
          buster: __BUILD_ID__,
          dehydrateOptions: { shouldDehydrateQuery: (q) => q.state.status === "success" },
        }}
        onSuccess={() => void queryClient.resumePausedMutations()}
      >
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </JotaiProvider>
  </StrictMode>,
);

// After the first render settles; the timeout keeps a busy page from starving the registration.
const idle = (fn: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 1);
window.addEventListener("load", () => idle(() => void registerServiceWorker()));
