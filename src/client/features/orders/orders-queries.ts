import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { OrderListType } from "#shared/order-states";
import { call, nextPage } from "../../api/index.ts";

/** Query keys of orders and payments (one factory, STYLE.md). */
export const orderKeys = {
  all: ["orders"] as const,
  lists: () => [...orderKeys.all, "list"] as const,
  list: (side: "buying" | "selling", type: OrderListType, who: string) =>
    [...orderKeys.lists(), side, type, who] as const,
  detail: (orderNumber: string) => [...orderKeys.all, "detail", orderNumber] as const,
  pickup: (orderNumber: string) => [...orderKeys.all, "pickup", orderNumber] as const,
  cards: () => ["payment", "methods"] as const,
  config: () => ["payment", "config"] as const,
  verifyKey: () => ["payment", "pickupVerifyKey"] as const,
};

export const ORDER_PAGE_SIZE = 10;

/**
 * Lists of the buyer's or seller's orders. `who` (user id and store identity) keeps one person's
 * or one store's persisted cache from showing for another.
 */
export const orderListQuery = (side: "buying" | "selling", type: OrderListType, who: string) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(side, type, who),
    queryFn: ({ pageParam }) =>
      call("GET", `/order/${side}`, {
        query: { type, currentPage: pageParam, pageSize: ORDER_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 10_000,
  });

export const orderDetailQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderNumber),
    // Not-found and not-yours (10004) are shown on the page, not as a toast.
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/order/detail", { query: { orderNumber } }),
    staleTime: 5_000,
  });

export type PickupCode = { pickupCode: string; qr: string; qrPayload: string };

/**
 * The buyer's pickup code and its signed QR. The server answers the same code every time, so this
 * POST is safe to run as a query (and to persist, so the code shows offline at the counter).
 */
export const pickupCodeQuery = (orderNumber: string, enabled = true) =>
  queryOptions({
    queryKey: orderKeys.pickup(orderNumber),
    meta: { errorsInPlace: true },
    queryFn: () => call("POST", "/order/generatePickupCode", { body: { orderNumber } }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });

export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: orderKeys.cards(),
    queryFn: () => call("GET", "/payment/methods"),
    staleTime: 30_000,
  });

/** Which card provider the server runs: the sandbox's test cards are shown only with the sandbox. */
export const paymentConfigQuery = () =>
  queryOptions({
    queryKey: orderKeys.config(),
    queryFn: () => call("GET", "/payment/config"),
    staleTime: 60 * 60_000,
  });
