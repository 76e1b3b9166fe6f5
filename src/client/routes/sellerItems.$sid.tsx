import { createFileRoute, notFound } from "@tanstack/react-router";
import { SellerItemsScreen } from "../features/catalog/seller-screens.tsx";
import { parseIdParam } from "../features/search/search-params.ts";
import { prefetchLazily } from "../route-prefetch.ts";
import { field, isInt, searchSchema } from "../route-search.ts";

/** `storeId`: the face of one of the seller's stores (a store's listing links here). */
const SellerSearchSchema = searchSchema({ storeId: field.number((n) => isInt(n) && n > 0) });

export const Route = createFileRoute("/sellerItems/$sid")({
  params: {
    parse: (p) => {
      const sid = parseIdParam(p.sid);
      if (sid === undefined) throw notFound();
      return { sid };
    },
    stringify: (p) => ({ sid: String(p.sid) }),
  },
  validateSearch: SellerSearchSchema,
  loaderDeps: ({ search }) => ({ storeId: search.storeId }),
  loader: ({ context, params, deps }) =>
    prefetchLazily(
      () => import("../features/catalog/catalog-queries.ts"),
      (m) =>
        Promise.all([
          context.queryClient.prefetchQuery(m.sellerInfoQuery(params.sid, deps.storeId)),
          context.queryClient.prefetchInfiniteQuery(m.sellerItemsQuery(params.sid, deps.storeId)),
        ]),
    ),
  component: function SellerItems() {
    return <SellerItemsScreen sid={Route.useParams().sid} storeId={Route.useSearch().storeId} />;
  },
});
