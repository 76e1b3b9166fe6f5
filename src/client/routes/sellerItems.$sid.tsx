import { createFileRoute } from "@tanstack/react-router";
import { prefetchSellerPage, SellerSearchSchema } from "../features/catalog/seller-route.ts";
import { SellerItemsScreen } from "../features/catalog/seller-screens.tsx";
import { positiveIdParams } from "../features/search/search-params.ts";

export const Route = createFileRoute("/sellerItems/$sid")({
  params: positiveIdParams("sid"),
  validateSearch: SellerSearchSchema,
  loaderDeps: ({ search }) => ({ storeId: search.storeId }),
  loader: ({ context, params, deps }) => prefetchSellerPage(context.queryClient, params.sid, deps.storeId),
  component: function SellerItems() {
    return <SellerItemsScreen sid={Route.useParams().sid} storeId={Route.useSearch().storeId} />;
  },
});
