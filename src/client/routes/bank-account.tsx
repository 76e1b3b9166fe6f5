import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { BankAccountScreen } from "../features/wallet/bank-account-screen.tsx";

export const Route = createFileRoute("/bank-account")({
  beforeLoad: requireSignIn,
  component: BankAccountScreen,
});
