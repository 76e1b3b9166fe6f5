/**
 * The kinds of the wallet's transactions as the API names them. Apart
 * from the contract's schemas, which need zod, so that the client's route files (in the first
 * bundle) can validate a `type` search param against the same list.
 */
export const WALLET_TRANSACTION_TYPES = [
  "payment",
  "release",
  "refund",
  "cash_sale",
  "fee_settlement",
  "payout",
  "payout_reversal",
  "dispute_hold",
  "dispute_release",
  "dispute_lost",
] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];
