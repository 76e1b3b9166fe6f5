import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { TeamScreen } from "../features/accounts/store-screens.tsx";

export const Route = createFileRoute("/team-management")({
  staticData: { title: "Users" },
  beforeLoad: requireSignIn,
  component: TeamScreen,
});
