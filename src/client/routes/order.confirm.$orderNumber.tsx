import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { ConfirmPickupScreen } from "../features/orders/confirm-screen.tsx";
import { prefetchLazily } from "../route-prefetch.ts";

function ConfirmPickup() {
  const { orderNumber } = Route.useParams();
  return <ConfirmPickupScreen orderNumber={orderNumber} />;
}

export const Route = createFileRoute("/order/confirm/$orderNumber")({
  beforeLoad: requireSignIn,
  loader: ({ context, params }) => {
    prefetchLazily(
      () => import("../features/orders/orders-queries.ts"),
      (m) => context.queryClient.prefetchQuery(m.orderDetailQuery(params.orderNumber)),
    );
    prefetchLazily(
      () => import("../features/orders/pickup-verify.ts"),
      (m) => context.queryClient.prefetchQuery(m.pickupVerifyKeyQuery()),
    );
  },
  component: ConfirmPickup,
});
