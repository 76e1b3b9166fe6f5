import { createFileRoute } from "@tanstack/react-router";
import { AuthSearchSchema, redirectIfSignedIn } from "../features/accounts/route-helpers.ts";
import { SignInScreen } from "../features/accounts/sign-in-screens.tsx";

export const Route = createFileRoute("/signIn")({
  validateSearch: AuthSearchSchema,
  beforeLoad: redirectIfSignedIn,
  component: function SignIn() {
    return <SignInScreen search={Route.useSearch()} />;
  },
});
