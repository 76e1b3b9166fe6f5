import { createFileRoute } from "@tanstack/react-router";
import { AuthSearchSchema, redirectIfSignedIn } from "../features/accounts/route-helpers.ts";
import { SignInVerifyScreen } from "../features/accounts/sign-in-screens.tsx";

export const Route = createFileRoute("/signInVerify")({
  validateSearch: AuthSearchSchema,
  beforeLoad: redirectIfSignedIn,
  component: function SignInVerify() {
    return <SignInVerifyScreen search={Route.useSearch()} />;
  },
});
