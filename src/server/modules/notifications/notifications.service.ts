import type { Notification, NotificationPage, UnreadCounts } from "#shared/contract/notifications";
import type { DbOrTx } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import {
  countUnread,
  insertNotification,
  type NotificationRow,
  pageNotifications,
  setAllRead,
  setRead,
} from "./notifications.repo.ts";
import { hasPushSubscription, normalizeTopic, PUSH_SEND_JOB, type PushJobPayload } from "./push.service.ts";

export type NotifyInput = {
  userId: number;
  title: string;
  content: string;
  /** spec §4: 5/13 buying, 6/14 orders, 8 item, 16 buyer order, 15 seller order. */
  jumpType: number;
  jumpId?: string | null;
  orderNumber?: string | null;
  pic?: string | null;
  /** Push options: outbid and ending-soon are urgent and carry a Topic per auction. */
  push?: {
    urgency?: "high" | "normal";
    /** e.g. `outbid-<itemNumber>`; made URL-safe and at most 32 characters. Also the tray tag. */
    topic?: string;
    /** How long the push service may hold it (default 1 h when urgent, else 7 days). */
    ttlSeconds?: number;
    /** false: record and stream it, but send no Web Push. */
    send?: boolean;
  };
};

/** The user's stream channel on the event bus (`GET /rt/me/events`). */
export const userChannel = (userId: number) => `user:${userId}`;

/** Chat owns `unreadCount`; until a chat module registers this service it is 0. */
export type ChatUnreadCounter = (db: DbOrTx, userId: number) => Promise<number>;
export const CHAT_UNREAD_SERVICE = "chatUnreadCount";

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    pic: row.pic,
    isRead: row.isRead,
    createDate: row.createDate,
    jumpType: row.jumpType,
    jumpId: row.jumpId,
    orderNumber: row.orderNumber,
  };
}

/**
 * Record a notification for a user (in the caller's transaction), publish the unread count on the
 * user's stream and queue a Web Push. Every module that tells a user something calls this.
 * The stream events and the push leave only when the caller's transaction commits.
 */
export async function notify(deps: AppDeps, db: DbOrTx, input: NotifyInput): Promise<void> {
  const row = await insertNotification(db, {
    userId: input.userId,
    title: input.title,
    content: input.content,
    pic: input.pic ?? null,
    isRead: false,
    createDate: deps.clock.now(),
    jumpType: input.jumpType,
    jumpId: input.jumpId ?? null,
    orderNumber: input.orderNumber ?? null,
  });
  await deps.bus.publish(db, userChannel(input.userId), "notification", toNotification(row));
  await publishUnread(deps, db, input.userId);
  if (input.push?.send === false || !(await hasPushSubscription(db, input.userId))) return;
  const urgent = input.push?.urgency === "high";
  const payload: PushJobPayload = {
    notificationId: row.id,
    urgency: urgent ? "high" : "normal",
    ttlSeconds: input.push?.ttlSeconds ?? (urgent ? 3600 : 7 * 86_400),
    topic: input.push?.topic ? normalizeTopic(input.push.topic) : null,
  };
  await deps.jobs.schedule(db, { kind: PUSH_SEND_JOB, runAt: deps.clock.now(), payload });
}

export async function getUnreadCounts(deps: AppDeps, db: DbOrTx, userId: number): Promise<UnreadCounts> {
  const chat = deps.services[CHAT_UNREAD_SERVICE] as ChatUnreadCounter | undefined;
  const [unreadCountNotifications, unreadCount] = await Promise.all([
    countUnread(db, userId),
    chat ? chat(db, userId) : Promise.resolve(0),
  ]);
  return { unreadCountNotifications, unreadCount };
}

/** Tell the user's open apps their unread counts (also for chat, when its count changes). */
export async function publishUnread(deps: AppDeps, db: DbOrTx, userId: number): Promise<UnreadCounts> {
  const counts = await getUnreadCounts(deps, db, userId);
  await deps.bus.publish(db, userChannel(userId), "unread", counts);
  return counts;
}

export async function listNotifications(
  deps: AppDeps,
  userId: number,
  q: { currentPage: number; pageSize: number; isRead?: boolean },
): Promise<NotificationPage> {
  const offset = (q.currentPage - 1) * q.pageSize;
  const { total, rows } = await pageNotifications(deps.database.db, userId, {
    isRead: q.isRead,
    limit: q.pageSize,
    offset,
  });
  return { total, list: rows.map(toNotification), hasNextPage: offset + rows.length < total };
}

/** Mark one of the user's notifications read (or unread again); someone else's is 10004. */
export async function markRead(deps: AppDeps, userId: number, notificationId: number, read: boolean) {
  await deps.database.db.transaction(async (tx) => {
    if (!(await setRead(tx, userId, notificationId, read))) throw notFound("Notification not found");
    await publishUnread(deps, tx, userId);
  });
}

export async function markAllRead(deps: AppDeps, userId: number): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    const changed = await setAllRead(tx, userId);
    await publishUnread(deps, tx, userId);
    return changed;
  });
}
