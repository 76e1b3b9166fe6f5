import { createFileRoute, notFound } from "@tanstack/react-router";
import { Code } from "#shared/codes";
import type { ItemDetail as Item } from "#shared/contract/catalog";
import { ApiError } from "../api/index.ts";
import { BidPanel, preloadBidPanel } from "../features/auctions/bid-panel.tsx";
import { ItemDetailScreen, ItemGone } from "../features/catalog/item-detail-screen.tsx";
import { prefetchLazily } from "../route-prefetch.ts";

export const Route = createFileRoute("/itemDetail/$id")({
  loader: async ({ context, params }) => {
    await prefetchLazily(
      () => import("../features/catalog/catalog-queries.ts"),
      // An auction's panel is a chunk of its own: it starts as soon as the item says it is one.
      (m) =>
        context.queryClient
          .prefetchQuery(m.itemQuery(params.id))
          .then(() =>
            preloadBidPanel(context.queryClient.getQueryData<Item>(m.itemQuery(params.id).queryKey)),
          ),
    );
    // On the server, an item nobody may see (withdrawn, a draft, no such code) is a 404 page that
    // says what happened, with where to look next (what GET /item/gone tells of a withdrawn one).
    if (import.meta.env.SSR) {
      const error = context.queryClient.getQueryState(["catalog", "item", params.id])?.error;
      if (error instanceof ApiError && error.code === Code.NOT_FOUND) {
        const { goneItemQuery } = await import("../features/catalog/item-gone.tsx");
        await context.queryClient.prefetchQuery(goneItemQuery(params.id));
        throw notFound();
      }
    }
  },
  notFoundComponent: function ItemNotFound() {
    return <ItemGone itemNumber={Route.useParams().id} />;
  },
  component: function ItemDetail() {
    return <ItemDetailScreen itemNumber={Route.useParams().id} BuyingPanel={BidPanel} />;
  },
});
