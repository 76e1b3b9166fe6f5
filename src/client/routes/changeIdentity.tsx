import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { ChangeIdentityScreen } from "../features/accounts/store-screens.tsx";

export const Route = createFileRoute("/changeIdentity")({
  beforeLoad: requireSignIn,
  component: ChangeIdentityScreen,
});
