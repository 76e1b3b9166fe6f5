import { infiniteQueryOptions, type QueryClient } from "@tanstack/react-query";
import { NOTIFICATION_PAGE_SIZE } from "#shared/constants";
import type { UnreadCounts } from "#shared/contract/notifications";
import { call } from "../../api/index.ts";
import { mutate } from "../../query-client.ts";
import { notificationKeys } from "./unread-count.ts";

export { notificationKeys, unreadCountQuery } from "./unread-count.ts";

/** GET /notification/list, 5 a page: unread only, or everything when `showRead`. */
export const notificationListQuery = (showRead: boolean) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(showRead),
    meta: { errorsInPlace: true },
    queryFn: ({ pageParam }) =>
      call("GET", "/notification/list", {
        query: {
          currentPage: pageParam,
          pageSize: NOTIFICATION_PAGE_SIZE,
          isRead: showRead ? undefined : false,
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.hasNextPage ? page + 1 : undefined),
    staleTime: 10_000,
  });

/** The unread counts in the cache after a change (never below zero). */
export function adjustUnread(qc: QueryClient, fn: (n: number) => number): void {
  qc.setQueryData<UnreadCounts>(notificationKeys.unread(), (c) =>
    c ? { ...c, unreadCountNotifications: Math.max(0, fn(c.unreadCountNotifications)) } : c,
  );
}

/** PUT /notification/read, as a mutation: a refusal is toasted. */
export function markNotificationRead(notificationId: number): Promise<unknown> {
  return mutate(() => call("PUT", "/notification/read", { body: { notificationId, read: true } }));
}

/** PUT /notification/readAll. */
export function markAllNotificationsRead(): Promise<unknown> {
  return call("PUT", "/notification/readAll", { body: {} });
}
