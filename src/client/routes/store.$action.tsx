import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn, StoreSearchSchema } from "../features/accounts/route-helpers.ts";
import { StoreEditScreen } from "../features/accounts/store-screens.tsx";

export const Route = createFileRoute("/store/$action")({
  validateSearch: StoreSearchSchema,
  beforeLoad: requireSignIn,
  component: function StoreAction() {
    return <StoreEditScreen action={Route.useParams().action} id={Route.useSearch().id || undefined} />;
  },
});
