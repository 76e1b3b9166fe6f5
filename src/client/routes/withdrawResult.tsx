import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { WithdrawResultSearchSchema } from "../features/wallet/route-search.ts";
import { WithdrawResultScreen } from "../features/wallet/withdraw-screens.tsx";

function WithdrawResult() {
  const { payoutId } = Route.useSearch();
  return <WithdrawResultScreen payoutId={payoutId ?? ""} />;
}

export const Route = createFileRoute("/withdrawResult")({
  validateSearch: WithdrawResultSearchSchema,
  beforeLoad: requireSignIn,
  component: WithdrawResult,
});
