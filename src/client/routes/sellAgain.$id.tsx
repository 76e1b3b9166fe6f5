import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { SellAgainScreen } from "../features/selling/sell-again-screen.tsx";

export const Route = createFileRoute("/sellAgain/$id")({
  beforeLoad: requireSignIn,
  component: function SellAgain() {
    return <SellAgainScreen itemNumber={Route.useParams().id} />;
  },
});
