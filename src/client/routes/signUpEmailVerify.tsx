import { createFileRoute } from "@tanstack/react-router";
import { VerifySearchSchema } from "../features/accounts/route-helpers.ts";
import { SignUpVerifyScreen } from "../features/accounts/sign-up-screens.tsx";

export const Route = createFileRoute("/signUpEmailVerify")({
  validateSearch: VerifySearchSchema,
  component: function SignUpEmailVerify() {
    return <SignUpVerifyScreen search={Route.useSearch()} channel="email" />;
  },
});
