import { createFileRoute } from "@tanstack/react-router";
import { ChangePasswordScreen } from "../features/accounts/password-screens.tsx";
import { requireSignIn } from "../features/accounts/route-helpers.ts";

export const Route = createFileRoute("/changePassword")({
  beforeLoad: requireSignIn,
  component: ChangePasswordScreen,
});
