import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { TransactionsSearchSchema } from "../features/wallet/route-search.ts";
import { TransactionsScreen } from "../features/wallet/wallet-screens.tsx";

function Transactions() {
  const { type, page } = Route.useSearch();
  return <TransactionsScreen type={type} page={page ?? 1} />;
}

export const Route = createFileRoute("/balance/transactions")({
  validateSearch: TransactionsSearchSchema,
  beforeLoad: requireSignIn,
  component: Transactions,
});
