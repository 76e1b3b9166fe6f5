import { createFileRoute } from "@tanstack/react-router";
import { SetUsernameScreen } from "../features/accounts/profile-more-screens.tsx";
import { requireSignIn, SetUsernameSearchSchema } from "../features/accounts/route-helpers.ts";

export const Route = createFileRoute("/setUsername")({
  validateSearch: SetUsernameSearchSchema,
  beforeLoad: requireSignIn,
  component: function SetUsername() {
    return <SetUsernameScreen search={Route.useSearch()} />;
  },
});
