import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import { hydrateFromPage } from "./query-client.ts";
import { routeTree } from "./routeTree.gen.ts";
import { lazyPart } from "./ui/lazy-part.tsx";

// Shown only when something goes wrong: loaded then.
const DefaultCatchBoundary = lazyPart(() =>
  import("./shell/catch-boundary.tsx").then((m) => ({ default: m.DefaultCatchBoundary })),
);
const NotFound = lazyPart(() => import("./ui/not-found.tsx").then((m) => ({ default: m.NotFound })));

/**
 * The app's router over a query client: one in the browser, one per request on the server
 * (entry-server.tsx). The server's query cache travels in the page and fills the browser's before
 * it hydrates (the SSR query integration); the app provides the client itself (persisted).
 */
export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: "intent",
    // Loaders read React Query; let it decide freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: DefaultCatchBoundary,
    defaultNotFoundComponent: NotFound,
  });
  if (import.meta.env.SSR) setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
  else router.options.hydrate = (dehydrated) => hydrateQueries(queryClient, dehydrated);
  return router;
}

type DehydratedQueries = {
  query?: { initial?: DehydratedState["queries"]; stream: ReadableStream<DehydratedState["queries"]> };
};

/**
 * The browser's half of the SSR query integration, without the rest of that package: the queries
 * the server sent with the page go into the cache before hydration, and any it streams later as
 * they arrive.
 */
function hydrateQueries(queryClient: QueryClient, dehydrated: unknown): void {
  const query = (dehydrated as DehydratedQueries | undefined)?.query;
  if (!query) return;
  if (query.initial) hydrateFromPage(queryClient, query.initial);
  void (async () => {
    const reader = query.stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      hydrateFromPage(queryClient, value);
    }
  })().catch(() => undefined);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The document title of the route (else the shell's title map, else "Buy Now Or Miss Out"). */
    title?: string;
  }
}
