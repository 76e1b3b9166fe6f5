import { createFileRoute, notFound } from "@tanstack/react-router";
import { SellerItemsScreen } from "../features/catalog/seller-screens.tsx";
import { parseIdParam } from "../features/search/search-params.ts";
import { prefetchLazily } from "../route-prefetch.ts";

export const Route = createFileRoute("/sellerItems/$sid")({
  params: {
    parse: (p) => {
      const sid = parseIdParam(p.sid);
      if (sid === undefined) throw notFound();
      return { sid };
    },
    stringify: (p) => ({ sid: String(p.sid) }),
  },
  loader: ({ context, params }) =>
    prefetchLazily(
      () => import("../features/catalog/catalog-queries.ts"),
      (m) =>
        Promise.all([
          context.queryClient.prefetchQuery(m.sellerInfoQuery(params.sid)),
          context.queryClient.prefetchInfiniteQuery(m.sellerItemsQuery(params.sid)),
        ]),
    ),
  component: function SellerItems() {
    return <SellerItemsScreen sid={Route.useParams().sid} />;
  },
});
