import { createFileRoute } from "@tanstack/react-router";
import { InfoVerifyScreen } from "../features/accounts/profile-more-screens.tsx";
import { InfoVerifySearchSchema, requireSignIn } from "../features/accounts/route-helpers.ts";

export const Route = createFileRoute("/infoVerify")({
  validateSearch: InfoVerifySearchSchema,
  beforeLoad: requireSignIn,
  component: function InfoVerify() {
    return <InfoVerifyScreen search={Route.useSearch()} />;
  },
});
