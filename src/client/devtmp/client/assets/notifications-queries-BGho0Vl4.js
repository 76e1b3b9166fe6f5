import { $t as api, nt as shellKeys } from "./index-BAN1tMZn.js";
import { t as infiniteQueryOptions } from "./infiniteQueryOptions-tGWn1F2G.js";
import { n as __exportAll } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/features/notifications/notifications-queries.ts
var notifications_queries_exports = /* @__PURE__ */ __exportAll({
  adjustUnread: () => adjustUnread,
  markAllNotificationsRead: () => markAllNotificationsRead,
  markNotificationRead: () => markNotificationRead,
  notificationKeys: () => notificationKeys,
  notificationListQuery: () => notificationListQuery,
});
/** Query keys of notifications (the unread count's key belongs to the shell, which shows it). */
var notificationKeys = {
  all: () => ["notification"],
  lists: () => ["notification", "list"],
  list: (showRead) => ["notification", "list", { showRead }],
  unread: shellKeys.unread,
};
/** GET /notification/list, 5 a page: unread only, or everything when `showRead`. */
var notificationListQuery = (showRead) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(showRead),
    queryFn: ({ pageParam }) =>
      api.get(
        "/notification/list",
        {
          currentPage: pageParam,
          pageSize: 5,
          isRead: showRead ? void 0 : false,
        },
        { toast: false },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.hasNextPage ? page + 1 : void 0),
    staleTime: 1e4,
  });
/** The unread counts in the cache after a change (never below zero). */
function adjustUnread(qc, fn) {
  qc.setQueryData(notificationKeys.unread(), (c) =>
    c
      ? {
          ...c,
          unreadCountNotifications: Math.max(0, fn(c.unreadCountNotifications)),
        }
      : c,
  );
}
/** PUT /notification/read. */
function markNotificationRead(notificationId) {
  return api.put("/notification/read", {
    notificationId,
    read: true,
  });
}
/** PUT /notification/readAll. */
function markAllNotificationsRead() {
  return api.put("/notification/readAll", {});
}

export {
  adjustUnread as t,
  markAllNotificationsRead as n,
  markNotificationRead as r,
  notificationKeys as i,
  notificationListQuery as a,
  notifications_queries_exports as o,
};
