import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext } from "@tanstack/react-router";
import { AppShell } from "../shell/app-shell.tsx";

/** What every route's loader gets from the router (router.tsx builds it). */
export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({ component: AppShell });
