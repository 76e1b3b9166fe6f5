import { createFileRoute } from "@tanstack/react-router";
import { ConfirmUserDataScreen } from "../features/accounts/profile-more-screens.tsx";
import { requireSignIn } from "../features/accounts/route-helpers.ts";

export const Route = createFileRoute("/confirmUserData")({
  beforeLoad: requireSignIn,
  component: ConfirmUserDataScreen,
});
