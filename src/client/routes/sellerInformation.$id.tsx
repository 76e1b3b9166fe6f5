import { createFileRoute, notFound } from "@tanstack/react-router";
import { SellerInfoScreen } from "../features/catalog/seller-screens.tsx";
import { parseIdParam } from "../features/search/search-params.ts";
import { prefetchLazily } from "../route-prefetch.ts";

export const Route = createFileRoute("/sellerInformation/$id")({
  params: {
    parse: (p) => {
      const id = parseIdParam(p.id);
      if (id === undefined) throw notFound();
      return { id };
    },
    stringify: (p) => ({ id: String(p.id) }),
  },
  loader: ({ context, params }) =>
    prefetchLazily(
      () => import("../features/catalog/catalog-queries.ts"),
      (m) =>
        Promise.all([
          context.queryClient.prefetchQuery(m.sellerInfoQuery(params.id)),
          context.queryClient.prefetchInfiniteQuery(m.sellerItemsQuery(params.id)),
        ]),
    ),
  component: function SellerInformation() {
    return <SellerInfoScreen id={Route.useParams().id} />;
  },
});
