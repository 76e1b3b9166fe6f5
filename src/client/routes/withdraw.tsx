import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { WithdrawScreen } from "../features/wallet/withdraw-screens.tsx";

/** Guarded: the screen asks for the connected payment account before it shows (rules/product.md §7–§8). */
export const Route = createFileRoute("/withdraw")({
  beforeLoad: requireSignIn,
  component: WithdrawScreen,
});
