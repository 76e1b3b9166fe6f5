import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { BuyerOrderDetailScreen } from "../features/orders/order-detail-screens.tsx";
import { prefetchLazily } from "../route-prefetch.ts";

function OrderDetail() {
  const { id } = Route.useParams();
  return <BuyerOrderDetailScreen orderNumber={id} />;
}

export const Route = createFileRoute("/orderDetail/$id")({
  beforeLoad: requireSignIn,
  loader: ({ context, params }) => {
    prefetchLazily(
      () => import("../features/orders/orders-queries.ts"),
      (m) => context.queryClient.prefetchQuery(m.orderDetailQuery(params.id)),
    );
  },
  component: OrderDetail,
});
