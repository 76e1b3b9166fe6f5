import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { BulkActionInput, PortalItemsQuery } from "#shared/contract/seller-portal";
import type { OrderListType } from "#shared/order-states";
import { call } from "../../api/index.ts";

/**
 * The portal's queries (one key factory). `who` (user and identity) keeps one person's or store's
 * persisted cache from showing for another; the portal and the app share one query cache store.
 */
export const portalKeys = {
  all: ["sellerPortal"] as const,
  items: (who: string, q: Partial<PortalItemsQuery>) => [...portalKeys.all, "items", who, q] as const,
  orders: (who: string, type: OrderListType, page: number) =>
    [...portalKeys.all, "orders", who, type, page] as const,
  balance: (who: string) => [...portalKeys.all, "balance", who] as const,
  transactions: (who: string, page: number) => [...portalKeys.all, "transactions", who, page] as const,
  payouts: (who: string) => [...portalKeys.all, "payouts", who] as const,
  performance: (who: string, days: number) => [...portalKeys.all, "performance", who, days] as const,
  team: (who: string) => [...portalKeys.all, "team", who] as const,
};

export const PORTAL_PAGE_SIZE = 20;

export const portalItemsQuery = (who: string, q: Partial<PortalItemsQuery>) =>
  queryOptions({
    queryKey: portalKeys.items(who, q),
    queryFn: () => call("GET", "/portal/items", { query: { ...q, pageSize: PORTAL_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

export const portalOrdersQuery = (who: string, type: OrderListType, page: number) =>
  queryOptions({
    queryKey: portalKeys.orders(who, type, page),
    queryFn: () =>
      call("GET", "/order/selling", {
        query: { type, currentPage: page, pageSize: PORTAL_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

export type Balance = { availableCents: number; pendingCents: number };
export const portalBalanceQuery = (who: string) =>
  queryOptions({
    queryKey: portalKeys.balance(who),
    queryFn: () => call("GET", "/wallet/balance"),
    staleTime: 5_000,
  });

export type Transaction = {
  id: number;
  type: string;
  amountCents: number;
  createTime: number;
  orderNumber: string | null;
  payoutId: string | null;
};
export const portalTransactionsQuery = (who: string, page: number) =>
  queryOptions({
    queryKey: portalKeys.transactions(who, page),
    queryFn: () => call("GET", "/wallet/transactions", { query: { currentPage: page, pageSize: 10 } }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

export type Payout = {
  payoutId: string;
  status: "pending" | "paid" | "failed";
  amountCents: number;
  createTime: number;
  arrivalTime: number | null;
};
export const portalPayoutsQuery = (who: string) =>
  queryOptions({
    queryKey: portalKeys.payouts(who),
    queryFn: () => call("GET", "/wallet/withdrawals", { query: { pageSize: 10 } }),
    staleTime: 10_000,
  });

export const portalPerformanceQuery = (who: string, days: number) =>
  queryOptions({
    queryKey: portalKeys.performance(who, days),
    meta: { errorsInPlace: true },
    queryFn: () =>
      call("GET", "/portal/performance", {
        query: { days, tzOffsetMinutes: -new Date().getTimezoneOffset() },
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const portalTeamQuery = (who: string) =>
  queryOptions({
    queryKey: portalKeys.team(who),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/team/users", { query: { pageSize: 50 } }),
    staleTime: 10_000,
  });

export const runBulk = (body: BulkActionInput) =>
  // JSON: a one-item list must stay a list (a form body would send it as a single value).
  call("POST", "/portal/items/bulk", {
    body,
    json: true,
    idempotencyKey: crypto.randomUUID(),
  });
