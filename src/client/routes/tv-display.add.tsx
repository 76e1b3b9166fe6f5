import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { TvFormScreen } from "../features/stores-admin/tv-screens.tsx";

export const Route = createFileRoute("/tv-display/add")({
  beforeLoad: requireSignIn,
  component: () => <TvFormScreen />,
});
