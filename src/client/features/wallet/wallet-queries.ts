import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call } from "../../api/index.ts";

/** The wallet's answers, as the contract defines them (src/shared/contract/wallet.ts). */
export type {
  Balance,
  BankAccount,
  Payout,
  Revenue,
  WalletTransaction,
  WalletTransactionType as TransactionType,
} from "#shared/contract/wallet";
export { WALLET_TRANSACTION_TYPES as TRANSACTION_TYPES } from "#shared/contract/wallet";

import type { BankAccount, WalletTransactionType as TransactionType } from "#shared/contract/wallet";

/** Keys of the wallet (one factory). `who` keeps one account's persisted cache from another's. */
export const walletKeys = {
  all: ["wallet"] as const,
  balance: (who: string) => [...walletKeys.all, "balance", who] as const,
  transactions: (who: string, type: string, page: number, size: number) =>
    [...walletKeys.all, "transactions", who, type, page, size] as const,
  revenue: (who: string, days: number) => [...walletKeys.all, "revenue", who, days] as const,
  bank: (who: string) => [...walletKeys.all, "bank", who] as const,
  payouts: (who: string) => [...walletKeys.all, "payouts", who] as const,
  payout: (payoutId: string) => [...walletKeys.all, "payout", payoutId] as const,
};

export const balanceQuery = (who: string) =>
  queryOptions({
    queryKey: walletKeys.balance(who),
    queryFn: () => call("GET", "/wallet/balance"),
    staleTime: 5_000,
  });

export const transactionsQuery = (
  who: string,
  type: TransactionType | undefined,
  page: number,
  pageSize = 20,
) =>
  queryOptions({
    queryKey: walletKeys.transactions(who, type ?? "all", page, pageSize),
    queryFn: () =>
      call("GET", "/wallet/transactions", {
        query: { type, currentPage: page, pageSize },
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

const DAY = 86_400_000;
/** The last `days` days, ending now, in the device's time zone (the chart's days are local days). */
export const revenueQuery = (who: string, days: number) =>
  queryOptions({
    queryKey: walletKeys.revenue(who, days),
    queryFn: () => {
      const endTime = Date.now();
      return call("GET", "/wallet/revenue", {
        query: {
          startTime: endTime - (days - 1) * DAY,
          endTime,
          tzOffsetMinutes: -new Date().getTimezoneOffset(),
        },
      });
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** `{}` from the server means no account yet: null here. */
export const bankAccountQuery = (who: string) =>
  queryOptions({
    queryKey: walletKeys.bank(who),
    queryFn: async () => {
      const b = await call("GET", "/wallet/bankAccount");
      return "last4" in b && b.last4 ? (b as BankAccount) : null;
    },
    staleTime: 60_000,
  });

export const payoutsQuery = (who: string) =>
  queryOptions({
    queryKey: walletKeys.payouts(who),
    queryFn: () => call("GET", "/wallet/withdrawals", { query: { currentPage: 1, pageSize: 5 } }),
    staleTime: 10_000,
  });

export const payoutQuery = (payoutId: string) =>
  queryOptions({
    queryKey: walletKeys.payout(payoutId),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/wallet/withdrawal", { query: { payoutId } }),
    enabled: Boolean(payoutId),
  });

/**
 * Saves the transactions as CSV (GET /wallet/transactions/export). The file needs the bearer
 * token (refreshed first when stale, as for any call), so it is fetched and handed to the browser
 * as a download rather than linked.
 */
export async function downloadTransactionsCsv(type: TransactionType | undefined): Promise<void> {
  const file = await call("GET", "/wallet/transactions/export", {
    query: { type },
    headers: { Accept: "text/csv" },
    blob: true,
  });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(file);
  a.download = file.name === "download" ? "transactions.csv" : file.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 60_000);
}
