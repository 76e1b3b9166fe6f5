import { WALLET_TRANSACTION_TYPES } from "#shared/wallet-kinds";
import { field, isInt, searchSchema } from "../../route-search.ts";

/* Search params of the wallet routes; a bad value falls back instead of failing the page. */

export const TransactionsSearchSchema = searchSchema({
  type: field.oneOf(WALLET_TRANSACTION_TYPES),
  page: field.number((n) => isInt(n) && n >= 1),
});
export const RevenueSearchSchema = searchSchema({ days: field.oneOf([7, 30, 90, 365] as const) });
export const WithdrawResultSearchSchema = searchSchema({ payoutId: field.text() });
