import { createFileRoute } from "@tanstack/react-router";
import { redirectIfSignedIn, SignUpSearchSchema } from "../features/accounts/route-helpers.ts";
import { SignUpScreen } from "../features/accounts/sign-up-screens.tsx";

export const Route = createFileRoute("/signUp")({
  validateSearch: SignUpSearchSchema,
  beforeLoad: redirectIfSignedIn,
  component: function SignUp() {
    return <SignUpScreen search={Route.useSearch()} />;
  },
});
