import { createFileRoute, notFound } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { DecisionScreen } from "../features/moderation/decision-screen.tsx";
import { parseIdParam } from "../features/search/search-params.ts";

/** /decision/{decisionId}: where a decision's notification leads (jumpType DECISION). */
export const Route = createFileRoute("/decision/$id")({
  params: {
    parse: (p) => {
      const id = parseIdParam(p.id);
      if (id === undefined) throw notFound();
      return { id };
    },
    stringify: (p) => ({ id: String(p.id) }),
  },
  beforeLoad: requireSignIn,
  component: function Decision() {
    return <DecisionScreen decisionId={Route.useParams().id} />;
  },
});
