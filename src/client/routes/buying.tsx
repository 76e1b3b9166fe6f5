import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { BuyingScreen } from "../features/orders/order-list-screens.tsx";
import { OrderListSearchSchema } from "../features/orders/route-search.ts";

function Buying() {
  const { type } = Route.useSearch();
  return <BuyingScreen type={type ?? "all"} />;
}

export const Route = createFileRoute("/buying")({
  // Its title comes from the shell's title map (shell/titles.ts), in the page's language.
  validateSearch: OrderListSearchSchema,
  beforeLoad: requireSignIn,
  component: Buying,
});
