import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { DraftsScreen } from "../features/selling/drafts-screen.tsx";

export const Route = createFileRoute("/draft")({
  beforeLoad: requireSignIn,
  component: DraftsScreen,
});
