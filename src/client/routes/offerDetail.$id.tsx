import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { OfferDetailScreen } from "../features/offers/offers-list.tsx";
import { prefetchLazily } from "../route-prefetch.ts";

function OfferDetail() {
  const { id } = Route.useParams();
  return <OfferDetailScreen offerId={id} />;
}

// Where an offer's notification (in the app and by push) leads, for its buyer and its seller.
export const Route = createFileRoute("/offerDetail/$id")({
  beforeLoad: requireSignIn,
  loader: ({ context, params }) => {
    prefetchLazily(
      () => import("../features/offers/offers-queries.ts"),
      (m) => context.queryClient.prefetchQuery(m.offerDetailQuery(params.id)),
    );
  },
  component: OfferDetail,
});
