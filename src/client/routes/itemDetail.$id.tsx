import { createFileRoute } from "@tanstack/react-router";
import { ItemDetailScreen } from "../features/catalog/item-detail-screen.tsx";
import { prefetchLazily } from "../route-prefetch.ts";

export const Route = createFileRoute("/itemDetail/$id")({
  loader: ({ context, params }) => {
    prefetchLazily(
      () => import("../features/catalog/catalog-queries.ts"),
      (m) => context.queryClient.prefetchQuery(m.itemQuery(params.id)),
    );
  },
  component: function ItemDetail() {
    return <ItemDetailScreen itemNumber={Route.useParams().id} />;
  },
});
