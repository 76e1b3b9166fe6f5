import { queryOptions } from "@tanstack/react-query";
import type { MemberProfile, OrderFeedback } from "#shared/contract/feedback";
import { api } from "../../api/request.ts";

/** Query keys of feedback (one factory, STYLE.md). */
export const feedbackKeys = {
  all: ["feedback"] as const,
  order: (orderNumber: string) => [...feedbackKeys.all, "order", orderNumber] as const,
  profile: (userId: number) => [...feedbackKeys.all, "profile", userId] as const,
};

export const orderFeedbackQuery = (orderNumber: string, enabled = true) =>
  queryOptions({
    queryKey: feedbackKeys.order(orderNumber),
    queryFn: () => api.get<OrderFeedback>("/feedback/order", { orderNumber }, { toast: false }),
    staleTime: 10_000,
    enabled,
  });

export const memberProfileQuery = (userId: number) =>
  queryOptions({
    queryKey: feedbackKeys.profile(userId),
    queryFn: () => api.get<MemberProfile>("/feedback/profile", { userId }, { toast: false }),
    staleTime: 60_000,
  });
