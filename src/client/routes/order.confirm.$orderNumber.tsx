import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { ConfirmPickupScreen } from "../features/orders/confirm-screen.tsx";
import { prefetchOrder } from "../features/orders/order-route.ts";
import { prefetchLazily } from "../route-prefetch.ts";

function ConfirmPickup() {
  const { orderNumber } = Route.useParams();
  return <ConfirmPickupScreen orderNumber={orderNumber} />;
}

export const Route = createFileRoute("/order/confirm/$orderNumber")({
  beforeLoad: requireSignIn,
  loader: ({ context, params }) => {
    prefetchOrder(context.queryClient, params.orderNumber);
    prefetchLazily(
      () => import("../features/orders/pickup-verify.ts"),
      (m) => context.queryClient.prefetchQuery(m.pickupVerifyKeyQuery()),
    );
  },
  component: ConfirmPickup,
});
