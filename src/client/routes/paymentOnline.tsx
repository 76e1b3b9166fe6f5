import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { PaymentOnlineScreen } from "../features/orders/payment-screens.tsx";
import { prefetchLazily } from "../route-prefetch.ts";

export const Route = createFileRoute("/paymentOnline")({
  // Its title comes from the shell's title map (shell/titles.ts), in the page's language.
  beforeLoad: requireSignIn,
  loader: ({ context }) => {
    prefetchLazily(
      () => import("../features/orders/orders-queries.ts"),
      (m) => context.queryClient.prefetchQuery(m.paymentMethodsQuery()),
    );
  },
  component: PaymentOnlineScreen,
});
