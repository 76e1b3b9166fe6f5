import { createFileRoute } from "@tanstack/react-router";
import { BidListScreen } from "../features/auctions/bid-list-screen.tsx";
import { prefetchLazily } from "../route-prefetch.ts";

export const Route = createFileRoute("/bidList/$id")({
  loader: ({ context, params }) => {
    prefetchLazily(
      () => import("../features/catalog/catalog-queries.ts"),
      (m) => context.queryClient.prefetchQuery(m.itemQuery(params.id)),
    );
    prefetchLazily(
      () => import("../features/auctions/auction-queries.ts"),
      (m) => context.queryClient.prefetchInfiniteQuery(m.bidsQuery(params.id)),
    );
  },
  component: function BidList() {
    return <BidListScreen itemNumber={Route.useParams().id} />;
  },
});
