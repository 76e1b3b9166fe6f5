import { createFileRoute } from "@tanstack/react-router";
import { TaxIdScreen } from "../features/accounts/profile-more-screens.tsx";
import { requireSignIn } from "../features/accounts/route-helpers.ts";

export const Route = createFileRoute("/taxId")({
  beforeLoad: requireSignIn,
  component: TaxIdScreen,
});
