import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { prefetchOrder } from "../features/orders/order-route.ts";
import { AgreeRefundScreen } from "../features/orders/refund-screens.tsx";

function Screen() {
  const { id } = Route.useParams();
  return <AgreeRefundScreen orderNumber={id} />;
}

export const Route = createFileRoute("/agreeRefund/$id")({
  beforeLoad: requireSignIn,
  loader: ({ context, params }) => prefetchOrder(context.queryClient, params.id),
  component: Screen,
});
