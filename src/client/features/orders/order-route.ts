import type { QueryClient } from "@tanstack/react-query";
import { prefetchLazily } from "../../route-prefetch.ts";

/**
 * The loader of every screen about one order (its detail for the buyer and for the seller,
 * payment, refund request, agreeing to a refund, a report, confirming the pickup): each starts
 * from the order's detail. It starts the request and returns, on the server too (the loaders it
 * replaced did not wait for it either).
 */
export function prefetchOrder(queryClient: QueryClient, orderNumber: string): void {
  void prefetchLazily(
    () => import("./orders-queries.ts"),
    (m) => queryClient.prefetchQuery(m.orderDetailQuery(orderNumber)),
  );
}
