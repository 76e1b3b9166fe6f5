import { createFileRoute } from "@tanstack/react-router";
import { AuthSearchSchema } from "../features/accounts/route-helpers.ts";
import { SignInScreen } from "../features/accounts/sign-in-screens.tsx";

export const Route = createFileRoute("/signIn")({
  validateSearch: AuthSearchSchema,
  component: function SignIn() {
    return <SignInScreen search={Route.useSearch()} />;
  },
});
