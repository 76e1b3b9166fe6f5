import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { queryClient } from "./query-client.ts";
import { routeTree } from "./routeTree.gen.ts";
import { DefaultCatchBoundary } from "./shell/catch-boundary.tsx";
import { NotFound } from "./shell/not-found.tsx";

export type RouterContext = { queryClient: QueryClient };

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  // Loaders read React Query; let it decide freshness.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultErrorComponent: DefaultCatchBoundary,
  defaultNotFoundComponent: NotFound,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** The document title of the route (else the shell's title map, else "Buy Now Or Miss Out"). */
    title?: string;
  }
}
