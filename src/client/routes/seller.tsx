import { createFileRoute } from "@tanstack/react-router";
import { PortalLayout } from "../features/seller-portal/portal-layout.tsx";

// The seller portal: its own window, session and lazily loaded screens. Its route files hold no
// search schemas or titles (the screens do), so the app's first visit carries only the paths.
export const Route = createFileRoute("/seller")({ component: PortalLayout });
