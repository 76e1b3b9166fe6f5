import { createFileRoute } from "@tanstack/react-router";
import { redirectIfSignedIn, VerifySearchSchema } from "../features/accounts/route-helpers.ts";
import { SignUpVerifyScreen } from "../features/accounts/sign-up-screens.tsx";

export const Route = createFileRoute("/signUpEmailVerify")({
  validateSearch: VerifySearchSchema,
  beforeLoad: redirectIfSignedIn,
  component: function SignUpEmailVerify() {
    return <SignUpVerifyScreen search={Route.useSearch()} channel="email" />;
  },
});
