import { createFileRoute } from "@tanstack/react-router";
import type { MyBidsTab } from "../features/auctions/my-bids-screen.tsx";
import { MyBidsScreen } from "../features/auctions/my-bids-screen.tsx";
import { field, searchSchema } from "../route-search.ts";

// Route options stay in the first bundle (only loaders and components are split off): the tabs are listed here
// rather than imported from the screen, and the check keeps them in step with the screen's type.
const TABS = ["leading", "outbid", "won", "lost"] as const satisfies readonly MyBidsTab[];
const everyTab: Exclude<MyBidsTab, (typeof TABS)[number]> extends never ? true : false = true;
void everyTab;
const BidsSearchSchema = searchSchema({ type: field.oneOfOr(TABS, "leading") });

export const Route = createFileRoute("/bids")({
  validateSearch: BidsSearchSchema,
  component: function Bids() {
    return <MyBidsScreen tab={Route.useSearch().type} />;
  },
});
