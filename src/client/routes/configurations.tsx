import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { ConfigurationsScreen } from "../features/stores-admin/configurations-screen.tsx";

export const Route = createFileRoute("/configurations")({
  beforeLoad: requireSignIn,
  component: ConfigurationsScreen,
});
