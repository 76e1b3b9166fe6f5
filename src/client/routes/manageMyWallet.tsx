import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { ManageMyWalletScreen } from "../features/wallet/wallet-screens.tsx";

export const Route = createFileRoute("/manageMyWallet")({
  beforeLoad: requireSignIn,
  component: ManageMyWalletScreen,
});
