import { createFileRoute } from "@tanstack/react-router";
import { AuthSearchSchema } from "../features/accounts/route-helpers.ts";
import { LoginScreen } from "../features/accounts/sign-in-screens.tsx";

export const Route = createFileRoute("/login")({
  validateSearch: AuthSearchSchema,
  component: function Login() {
    return <LoginScreen search={Route.useSearch()} />;
  },
});
