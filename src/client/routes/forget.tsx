import { createFileRoute } from "@tanstack/react-router";
import { ForgetScreen } from "../features/accounts/password-screens.tsx";
import { AuthSearchSchema } from "../features/accounts/route-helpers.ts";

export const Route = createFileRoute("/forget")({
  validateSearch: AuthSearchSchema,
  component: function Forget() {
    return <ForgetScreen search={Route.useSearch()} />;
  },
});
