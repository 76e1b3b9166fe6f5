import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { TvFormScreen } from "../features/stores-admin/tv-screens.tsx";

export const Route = createFileRoute("/tv-display/$id/edit")({
  beforeLoad: requireSignIn,
  component: function EditTv() {
    const id = Number(Route.useParams().id);
    return <TvFormScreen id={Number.isInteger(id) && id > 0 ? id : -1} />;
  },
});
