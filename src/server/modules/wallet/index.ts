/** What other modules use of wallet, the one way in (scripts/check-walls.mjs). */

export { closeDispute, hasOpenDispute, listDisputes, openDispute } from "./disputes.service.ts";
export {
  recordCardPayment,
  recordCashRefund,
  recordCashSale,
  recordRefund,
  releaseOrder,
} from "./ledger.service.ts";
export { addPaymentAccount, findPaymentAccount } from "./payment-accounts.ts";
export {
  completeSandboxOnboarding,
  connectedAccountUpdated,
  payoutSettled,
  revenue,
} from "./wallet.service.ts";
