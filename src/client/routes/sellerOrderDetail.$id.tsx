import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { SellerOrderDetailScreen } from "../features/orders/order-detail-screens.tsx";
import { prefetchLazily } from "../route-prefetch.ts";

function SellerOrderDetail() {
  const { id } = Route.useParams();
  return <SellerOrderDetailScreen orderNumber={id} />;
}

export const Route = createFileRoute("/sellerOrderDetail/$id")({
  beforeLoad: requireSignIn,
  loader: ({ context, params }) => {
    prefetchLazily(
      () => import("../features/orders/orders-queries.ts"),
      (m) => context.queryClient.prefetchQuery(m.orderDetailQuery(params.id)),
    );
  },
  component: SellerOrderDetail,
});
