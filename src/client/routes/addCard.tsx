import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { AddCardScreen } from "../features/orders/payment-screens.tsx";
import { AddCardSearchSchema } from "../features/orders/route-search.ts";

function AddCard() {
  const { orderNumber } = Route.useSearch();
  return <AddCardScreen orderNumber={orderNumber || undefined} />;
}

export const Route = createFileRoute("/addCard")({
  validateSearch: AddCardSearchSchema,
  beforeLoad: requireSignIn,
  component: AddCard,
});
