import { createFileRoute } from "@tanstack/react-router";
import { VerifySearchSchema } from "../features/accounts/route-helpers.ts";
import { SignUpVerifyScreen } from "../features/accounts/sign-up-screens.tsx";

export const Route = createFileRoute("/verify")({
  validateSearch: VerifySearchSchema,
  component: function Verify() {
    const search = Route.useSearch();
    return <SignUpVerifyScreen search={search} channel={search.account?.includes("@") ? "email" : "phone"} />;
  },
});
