import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { PaymentResultScreen } from "../features/orders/payment-screens.tsx";
import { PaymentResultSearchSchema } from "../features/orders/route-search.ts";

function PaymentResult() {
  const { orderNumber, status } = Route.useSearch();
  return <PaymentResultScreen orderNumber={orderNumber ?? ""} status={status ?? ""} />;
}

export const Route = createFileRoute("/paymentResult")({
  // Its title comes from the shell's title map (shell/titles.ts), in the page's language.
  validateSearch: PaymentResultSearchSchema,
  beforeLoad: requireSignIn,
  component: PaymentResult,
});
