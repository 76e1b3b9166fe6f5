/*
 * The keys and the unread count of notifications: what the shell's bell needs from the first script.
 * The rest of the queries (notifications-queries.ts) load with the screens that use them.
 */
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../api/index.ts";

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
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/notification/unreadCount"),
    enabled: signedIn,
    refetchInterval: 60_000,
    staleTime: 15_000,
  });
