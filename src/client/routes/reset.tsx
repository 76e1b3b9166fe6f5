import { createFileRoute } from "@tanstack/react-router";
import { ResetScreen } from "../features/accounts/password-screens.tsx";
import { AuthSearchSchema } from "../features/accounts/route-helpers.ts";

export const Route = createFileRoute("/reset")({
  validateSearch: AuthSearchSchema,
  component: function Reset() {
    return <ResetScreen search={Route.useSearch()} />;
  },
});
