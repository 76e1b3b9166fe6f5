import { queryOptions } from "@tanstack/react-query";
import { call } from "../../api/index.ts";

/** Query keys of feedback (one factory, STYLE.md). */
export const feedbackKeys = {
  all: ["feedback"] as const,
  order: (orderNumber: string) => [...feedbackKeys.all, "order", orderNumber] as const,
  profile: (userId: number, storeId: number | null = null) =>
    [...feedbackKeys.all, "profile", userId, storeId] as const,
};

export const orderFeedbackQuery = (orderNumber: string, enabled = true) =>
  queryOptions({
    queryKey: feedbackKeys.order(orderNumber),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/feedback/order", { query: { orderNumber } }),
    staleTime: 10_000,
    enabled,
  });

/** A member's reputation; with `storeId`, their store's (its buyers' ratings), as its page shows. */
export const memberProfileQuery = (userId: number, storeId: number | null = null) =>
  queryOptions({
    queryKey: feedbackKeys.profile(userId, storeId),
    meta: { errorsInPlace: true },
    queryFn: () =>
      call("GET", "/feedback/profile", {
        query: storeId === null ? { userId } : { userId, storeId },
      }),
    staleTime: 60_000,
  });
