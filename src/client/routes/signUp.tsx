import { createFileRoute } from "@tanstack/react-router";
import { SignUpSearchSchema } from "../features/accounts/route-helpers.ts";
import { SignUpScreen } from "../features/accounts/sign-up-screens.tsx";

export const Route = createFileRoute("/signUp")({
  validateSearch: SignUpSearchSchema,
  component: function SignUp() {
    return <SignUpScreen search={Route.useSearch()} />;
  },
});
