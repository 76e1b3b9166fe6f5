import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { prefetchOrder } from "../features/orders/order-route.ts";
import { PaymentScreen } from "../features/orders/payment-screens.tsx";

function Payment() {
  const { id } = Route.useParams();
  return <PaymentScreen orderNumber={id} />;
}

export const Route = createFileRoute("/payment/$id")({
  beforeLoad: requireSignIn,
  loader: ({ context, params }) => prefetchOrder(context.queryClient, params.id),
  component: Payment,
});
