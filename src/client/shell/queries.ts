import { queryOptions } from "@tanstack/react-query";
import { api } from "../api/request.ts";

/** Query keys of the shell's own reads (factory pattern: one place builds every key). */
export const shellKeys = {
  unread: () => ["notification", "unreadCount"] as const,
};

export type UnreadCounts = { unreadCountNotifications: number; unreadCount: number };

/** GET /notification/unreadCount. Notifications code updates it live with `setQueryData(shellKeys.unread(), …)`. */
export const unreadCountQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: shellKeys.unread(),
    queryFn: () => api.get<UnreadCounts>("/notification/unreadCount", undefined, { toast: false }),
    enabled: signedIn,
    refetchInterval: 60_000,
    staleTime: 15_000,
  });
