import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { AuthorizeScreen } from "../features/stores-admin/authorize-screen.tsx";
import { AuthorizeSearchSchema } from "../features/stores-admin/authorize-search.ts";

export const Route = createFileRoute("/authorize")({
  validateSearch: AuthorizeSearchSchema,
  beforeLoad: requireSignIn,
  staticData: { title: "Authorize app" },
  component: function Authorize() {
    return <AuthorizeScreen search={Route.useSearch()} />;
  },
});
