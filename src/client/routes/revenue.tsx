import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { RevenueScreen } from "../features/wallet/revenue-screen.tsx";
import { RevenueSearchSchema } from "../features/wallet/route-search.ts";

function Revenue() {
  const { days } = Route.useSearch();
  return <RevenueScreen days={days ?? 30} />;
}

export const Route = createFileRoute("/revenue")({
  validateSearch: RevenueSearchSchema,
  beforeLoad: requireSignIn,
  component: Revenue,
});
