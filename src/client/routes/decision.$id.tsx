import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { DecisionScreen } from "../features/moderation/decision-screen.tsx";
import { positiveIdParams } from "../features/search/search-params.ts";

/** /decision/{decisionId}: where a decision's notification leads (jumpType DECISION). */
export const Route = createFileRoute("/decision/$id")({
  params: positiveIdParams("id"),
  beforeLoad: requireSignIn,
  component: function Decision() {
    return <DecisionScreen decisionId={Route.useParams().id} />;
  },
});
