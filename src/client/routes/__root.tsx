import { createRootRouteWithContext } from "@tanstack/react-router";
import type { RouterContext } from "../router.tsx";
import { AppShell } from "../shell/app-shell.tsx";

export const Route = createRootRouteWithContext<RouterContext>()({ component: AppShell });
