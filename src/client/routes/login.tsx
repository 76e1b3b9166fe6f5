import { createFileRoute } from "@tanstack/react-router";
import { AuthSearchSchema, redirectIfSignedIn } from "../features/accounts/route-helpers.ts";
import { LoginScreen } from "../features/accounts/sign-in-screens.tsx";

export const Route = createFileRoute("/login")({
  validateSearch: AuthSearchSchema,
  beforeLoad: redirectIfSignedIn,
  component: function Login() {
    return <LoginScreen search={Route.useSearch()} />;
  },
});
