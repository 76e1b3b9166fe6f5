import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { TeamScreen } from "../features/accounts/store-screens.tsx";

export const Route = createFileRoute("/team-management")({
  // Its title comes from the shell's title map (shell/titles.ts), in the page's language.
  beforeLoad: requireSignIn,
  component: TeamScreen,
});
