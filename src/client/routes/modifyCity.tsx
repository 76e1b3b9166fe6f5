import { createFileRoute } from "@tanstack/react-router";
import { ModifyCityScreen } from "../features/accounts/profile-more-screens.tsx";
import { requireSignIn } from "../features/accounts/route-helpers.ts";

export const Route = createFileRoute("/modifyCity")({
  beforeLoad: requireSignIn,
  component: ModifyCityScreen,
});
