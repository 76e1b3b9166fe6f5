/** What other modules use of notifications, the one way in (scripts/check-walls.mjs). */
export {
  getUnreadCounts,
  type NotifyInput,
  notify,
  notifyMany,
  publishUnread,
  resolveOrderNotices,
  userChannel,
} from "./notifications.service.ts";
