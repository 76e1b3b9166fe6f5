import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { PaymentScreen } from "../features/orders/payment-screens.tsx";
import { prefetchLazily } from "../route-prefetch.ts";

function Payment() {
  const { id } = Route.useParams();
  return <PaymentScreen orderNumber={id} />;
}

export const Route = createFileRoute("/payment/$id")({
  beforeLoad: requireSignIn,
  loader: ({ context, params }) => {
    prefetchLazily(
      () => import("../features/orders/orders-queries.ts"),
      (m) => context.queryClient.prefetchQuery(m.orderDetailQuery(params.id)),
    );
  },
  component: Payment,
});
