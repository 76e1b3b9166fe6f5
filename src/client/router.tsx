import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import { routeTree } from "./routeTree.gen.ts";
import { DefaultCatchBoundary } from "./shell/catch-boundary.tsx";
import { NotFound } from "./shell/not-found.tsx";

export type RouterContext = { queryClient: QueryClient };

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
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
  return router;
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
