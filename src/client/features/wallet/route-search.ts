import { field, isInt, searchSchema } from "../../route-search.ts";
import type { TransactionType } from "./wallet-queries.ts";

/*
 * Search params of the wallet routes; a bad value falls back instead of failing the page.
 * Route files sit in the first bundle, so this module imports wallet-queries for types only:
 * the list is repeated here, and the check below fails the typecheck if the two drift apart.
 */
const TRANSACTION_TYPES = [
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
] as const satisfies readonly TransactionType[];
const everyType: Exclude<TransactionType, (typeof TRANSACTION_TYPES)[number]> extends never ? true : false =
  true;
void everyType;

export const TransactionsSearchSchema = searchSchema({
  type: field.oneOf(TRANSACTION_TYPES),
  page: field.number((n) => isInt(n) && n >= 1),
});
export const RevenueSearchSchema = searchSchema({ days: field.oneOf([7, 30, 90, 365] as const) });
export const WithdrawResultSearchSchema = searchSchema({ payoutId: field.text() });
