/** What other modules use of notifications, the one way in (scripts/check-walls.mjs). */

export { type NoticeValues, registerNoticeValues } from "./notice-text.ts";
export {
  getUnreadCounts,
  type NotifyInput,
  notify,
  notifyMany,
  publishUnread,
  resolveOrderNotices,
  userChannel,
} from "./notifications.service.ts";
