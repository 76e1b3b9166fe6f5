import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { SellingScreen } from "../features/orders/order-list-screens.tsx";
import { OrderListSearchSchema } from "../features/orders/route-search.ts";

function Orders() {
  const { type } = Route.useSearch();
  return <SellingScreen type={type ?? "all"} />;
}

export const Route = createFileRoute("/orders")({
  validateSearch: OrderListSearchSchema,
  beforeLoad: requireSignIn,
  component: Orders,
});
