import { createFileRoute } from "@tanstack/react-router";
import { prefetchSellerPage, SellerSearchSchema } from "../features/catalog/seller-route.ts";
import { SellerInfoScreen } from "../features/catalog/seller-screens.tsx";
import { positiveIdParams } from "../features/search/search-params.ts";

export const Route = createFileRoute("/sellerInformation/$id")({
  params: positiveIdParams("id"),
  validateSearch: SellerSearchSchema,
  loaderDeps: ({ search }) => ({ storeId: search.storeId }),
  loader: ({ context, params, deps }) => prefetchSellerPage(context.queryClient, params.id, deps.storeId),
  component: function SellerInformation() {
    return <SellerInfoScreen id={Route.useParams().id} storeId={Route.useSearch().storeId} />;
  },
});
