import { infiniteQueryOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { NOTIFICATION_PAGE_SIZE } from "#shared/constants";
import type { NotificationPage, UnreadCounts } from "#shared/contract/notifications";
import { api } from "../../api/request.ts";

/** Query keys of notifications (factory pattern: one place builds every key). */
export const notificationKeys = {
  all: () => ["notification"] as const,
  lists: () => ["notification", "list"] as const,
  list: (showRead: boolean) => ["notification", "list", { showRead }] as const,
  unread: () => ["notification", "unreadCount"] as const,
};

/**
 * GET /notification/unreadCount, shown by the shell's bell and the list's header. The live stream
 * keeps it current with `setQueryData(notificationKeys.unread(), …)`; the interval is a backstop.
 */
export const unreadCountQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: () => api.get<UnreadCounts>("/notification/unreadCount", undefined, { toast: false }),
    enabled: signedIn,
    refetchInterval: 60_000,
    staleTime: 15_000,
  });

/** GET /notification/list, 5 a page: unread only, or everything when `showRead`. */
export const notificationListQuery = (showRead: boolean) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(showRead),
    queryFn: ({ pageParam }) =>
      api.get<NotificationPage>(
        "/notification/list",
        {
          currentPage: pageParam,
          pageSize: NOTIFICATION_PAGE_SIZE,
          isRead: showRead ? undefined : false,
        },
        { toast: false },
      ),
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

/** PUT /notification/read. */
export function markNotificationRead(notificationId: number): Promise<unknown> {
  return api.put("/notification/read", { notificationId, read: true });
}

/** PUT /notification/readAll. */
export function markAllNotificationsRead(): Promise<unknown> {
  return api.put("/notification/readAll", {});
}
