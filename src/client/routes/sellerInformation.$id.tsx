import { createFileRoute, notFound } from "@tanstack/react-router";
import { SellerInfoScreen } from "../features/catalog/seller-screens.tsx";
import { parseIdParam } from "../features/search/search-params.ts";
import { prefetchLazily } from "../route-prefetch.ts";
import { field, isInt, searchSchema } from "../route-search.ts";

/** `storeId`: the face of one of the seller's stores (a store's listing links here). */
const SellerSearchSchema = searchSchema({ storeId: field.number((n) => isInt(n) && n > 0) });

export const Route = createFileRoute("/sellerInformation/$id")({
  params: {
    parse: (p) => {
      const id = parseIdParam(p.id);
      if (id === undefined) throw notFound();
      return { id };
    },
    stringify: (p) => ({ id: String(p.id) }),
  },
  validateSearch: SellerSearchSchema,
  loaderDeps: ({ search }) => ({ storeId: search.storeId }),
  loader: ({ context, params, deps }) =>
    prefetchLazily(
      () => import("../features/catalog/catalog-queries.ts"),
      (m) =>
        Promise.all([
          context.queryClient.prefetchQuery(m.sellerInfoQuery(params.id, deps.storeId)),
          context.queryClient.prefetchInfiniteQuery(m.sellerItemsQuery(params.id, deps.storeId)),
        ]),
    ),
  component: function SellerInformation() {
    return <SellerInfoScreen id={Route.useParams().id} storeId={Route.useSearch().storeId} />;
  },
});
