import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { BlockedUsersScreen } from "../features/moderation/blocked-users-screen.tsx";

export const Route = createFileRoute("/blockedUsers")({
  beforeLoad: requireSignIn,
  component: BlockedUsersScreen,
});
