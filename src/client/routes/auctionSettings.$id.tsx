import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { AuctionSettingsScreen } from "../features/selling/auction-settings-screen.tsx";

export const Route = createFileRoute("/auctionSettings/$id")({
  beforeLoad: requireSignIn,
  component: function AuctionSettings() {
    return <AuctionSettingsScreen itemNumber={Route.useParams().id} />;
  },
});
