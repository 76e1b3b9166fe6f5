import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { BalanceScreen } from "../features/wallet/wallet-screens.tsx";

export const Route = createFileRoute("/balance/")({
  beforeLoad: requireSignIn,
  component: BalanceScreen,
});
