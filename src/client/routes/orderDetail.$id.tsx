import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { BuyerOrderDetailScreen } from "../features/orders/order-detail-screens.tsx";
import { prefetchOrder } from "../features/orders/order-route.ts";

function OrderDetail() {
  const { id } = Route.useParams();
  return <BuyerOrderDetailScreen orderNumber={id} />;
}

export const Route = createFileRoute("/orderDetail/$id")({
  beforeLoad: requireSignIn,
  loader: ({ context, params }) => prefetchOrder(context.queryClient, params.id),
  component: OrderDetail,
});
