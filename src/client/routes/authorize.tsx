import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { AuthorizeScreen } from "../features/stores-admin/authorize-screen.tsx";
import { AuthorizeSearchSchema } from "../features/stores-admin/authorize-search.ts";
import { useDocumentTitle } from "../ui/page.tsx";

export const Route = createFileRoute("/authorize")({
  validateSearch: AuthorizeSearchSchema,
  beforeLoad: requireSignIn,
  component: function Authorize() {
    const { t } = useLingui();
    useDocumentTitle(t`Authorize app`);
    return <AuthorizeScreen search={Route.useSearch()} />;
  },
});
