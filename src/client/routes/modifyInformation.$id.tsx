import { createFileRoute } from "@tanstack/react-router";
import { ModifyInformationScreen } from "../features/accounts/profile-screens.tsx";
import { requireSignIn } from "../features/accounts/route-helpers.ts";

export const Route = createFileRoute("/modifyInformation/$id")({
  beforeLoad: requireSignIn,
  component: function ModifyInformation() {
    return <ModifyInformationScreen field={Route.useParams().id} />;
  },
});
