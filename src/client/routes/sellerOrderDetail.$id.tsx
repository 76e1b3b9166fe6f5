import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { SellerOrderDetailScreen } from "../features/orders/order-detail-screens.tsx";
import { prefetchOrder } from "../features/orders/order-route.ts";

function SellerOrderDetail() {
  const { id } = Route.useParams();
  return <SellerOrderDetailScreen orderNumber={id} />;
}

export const Route = createFileRoute("/sellerOrderDetail/$id")({
  beforeLoad: requireSignIn,
  loader: ({ context, params }) => prefetchOrder(context.queryClient, params.id),
  component: SellerOrderDetail,
});
