import { $t as api, Cn as queryOptions } from "./index-BAN1tMZn.js";
import { t as infiniteQueryOptions } from "./infiniteQueryOptions-tGWn1F2G.js";
import { n as __exportAll } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/features/orders/orders-queries.ts
var orders_queries_exports = /* @__PURE__ */ __exportAll({
  ORDER_PAGE_SIZE: () => 10,
  orderDetailQuery: () => orderDetailQuery,
  orderKeys: () => orderKeys,
  orderListQuery: () => orderListQuery,
  paymentConfigQuery: () => paymentConfigQuery,
  paymentMethodsQuery: () => paymentMethodsQuery,
  pickupCodeQuery: () => pickupCodeQuery,
});
/** Query keys of orders and payments (one factory, STYLE.md). */
var orderKeys = {
  all: ["orders"],
  lists: () => [...orderKeys.all, "list"],
  list: (side, type, who) => [...orderKeys.lists(), side, type, who],
  detail: (orderNumber) => [...orderKeys.all, "detail", orderNumber],
  pickup: (orderNumber) => [...orderKeys.all, "pickup", orderNumber],
  cards: () => ["payment", "methods"],
  config: () => ["payment", "config"],
  verifyKey: () => ["payment", "pickupVerifyKey"],
};
/**
 * Lists of the buyer's or seller's orders. `who` (user id and store identity) keeps one person's
 * or one store's persisted cache from showing for another.
 */
var orderListQuery = (side, type, who) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(side, type, who),
    queryFn: ({ pageParam }) =>
      api.get(`/order/${side}`, {
        type,
        currentPage: pageParam,
        pageSize: 10,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasNextPage ? pages.length + 1 : void 0),
    staleTime: 1e4,
  });
var orderDetailQuery = (orderNumber) =>
  queryOptions({
    queryKey: orderKeys.detail(orderNumber),
    queryFn: () => api.get("/order/detail", { orderNumber }, { toast: false }),
    staleTime: 5e3,
  });
/**
 * The buyer's pickup code and its signed QR. The server answers the same code every time, so this
 * POST is safe to run as a query (and to persist, so the code shows offline at the counter).
 */
var pickupCodeQuery = (orderNumber, enabled = true) =>
  queryOptions({
    queryKey: orderKeys.pickup(orderNumber),
    queryFn: () => api.post("/order/generatePickupCode", { orderNumber }, { toast: false }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
var paymentMethodsQuery = () =>
  queryOptions({
    queryKey: orderKeys.cards(),
    queryFn: () => api.get("/payment/methods"),
    staleTime: 3e4,
  });
/** Which card provider the server runs: the sandbox's test cards are shown only with the sandbox. */
var paymentConfigQuery = () =>
  queryOptions({
    queryKey: orderKeys.config(),
    queryFn: () => api.get("/payment/config"),
    staleTime: 36e5,
  });

export {
  orderDetailQuery as t,
  orderKeys as n,
  orderListQuery as r,
  orders_queries_exports as i,
  paymentConfigQuery as a,
  paymentMethodsQuery as o,
  pickupCodeQuery as s,
};
