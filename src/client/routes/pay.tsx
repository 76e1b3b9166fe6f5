import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { PayScreen } from "../features/orders/payment-screens.tsx";
import { PaySearchSchema } from "../features/orders/route-search.ts";

function Pay() {
  const { orderNumber, paymentMethodId } = Route.useSearch();
  return <PayScreen orderNumber={orderNumber ?? ""} paymentMethodId={paymentMethodId ?? ""} />;
}

export const Route = createFileRoute("/pay")({
  validateSearch: PaySearchSchema,
  beforeLoad: requireSignIn,
  component: Pay,
});
