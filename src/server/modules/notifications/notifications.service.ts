import type { Notification, NotificationPage, UnreadCounts } from "#shared/contract/notifications";
import { DEFAULT_LOCALE, isLocale, type Locale } from "#shared/locale";
import type { DbOrTx } from "../../db/client.ts";
import type { BusEvent } from "../../platform/bus.ts";
import type { AppDeps } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { noticeText } from "./notice-text.ts";
import {
  insertNotifications,
  type NotificationRow,
  pageNotifications,
  recipientStates,
  setAllRead,
  setOrderNoticesRead,
  setRead,
} from "./notifications.repo.ts";
import { normalizeTopic, PUSH_SEND_JOB, type PushJobPayload } from "./push.service.ts";

export type NotifyInput = {
  userId: number;
  title: string;
  content: string;
  /** rules/product.md §4: 5/13 buying, 6/14 orders, 8 item, 16 buyer order, 15 seller order. */
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

/**
 * A notice as the contract shows it, in `locale`: rows keep the English they were written in, and
 * are shown in the reader's language (i18n/catalogue.ts NOTICES, notice-text.ts), so a change of
 * language applies to old notices too.
 */
export function toNotification(row: NotificationRow, locale: Locale = DEFAULT_LOCALE): Notification {
  const { title, content } = noticeText(row, locale);
  return {
    id: row.id,
    title,
    content,
    pic: row.pic,
    isRead: row.isRead,
    createDate: row.createDate,
    jumpType: row.jumpType,
    jumpId: row.jumpId,
    orderNumber: row.orderNumber,
  };
}

/**
 * Record a notification for a user (in the caller's transaction), publish it and the unread count
 * on the user's stream and queue a Web Push. Every module that tells a user something calls this.
 * The stream events and the push leave only when the caller's transaction commits.
 */
export async function notify(deps: AppDeps, db: DbOrTx, input: NotifyInput): Promise<void> {
  await notifyMany(deps, db, [input]);
}

/**
 * `notify` for many at once in a fixed number of statements (insert, counts, subscriptions, events,
 * pushes), however many there are: an auction tells a crowd of bidders at once, inside its batch.
 * `alsoPublish`: the caller's own events, sent in the same statement as the notices' events.
 */
export async function notifyMany(
  deps: AppDeps,
  db: DbOrTx,
  inputs: NotifyInput[],
  alsoPublish: Array<Omit<BusEvent, "id">> = [],
): Promise<void> {
  if (!inputs.length) {
    await deps.bus.publishMany(db, alsoPublish);
    return;
  }
  const now = deps.clock.now();
  const rows = await insertNotifications(
    db,
    inputs.map((input) => ({
      userId: input.userId,
      title: input.title,
      content: input.content,
      pic: input.pic ?? null,
      isRead: false,
      createDate: now,
      jumpType: input.jumpType,
      jumpId: input.jumpId ?? null,
      orderNumber: input.orderNumber ?? null,
    })),
  );
  const userIds = [...new Set(inputs.map((i) => i.userId))];
  const [states, chats] = await Promise.all([recipientStates(db, userIds), chatUnread(deps, db, userIds)]);
  await deps.bus.publishMany(db, [
    ...alsoPublish,
    ...rows.map((row) => {
      const saved = states.get(row.userId)!.locale;
      return {
        channel: userChannel(row.userId),
        type: "notification",
        data: toNotification(row, isLocale(saved) ? saved : DEFAULT_LOCALE),
      };
    }),
    ...userIds.map((id) => ({
      channel: userChannel(id),
      type: "unread",
      data: unreadCountsOf(id, states, chats),
    })),
  ]);
  const pushes = inputs.flatMap((input, i) => {
    if (input.push?.send === false || !states.get(input.userId)!.hasPush) return [];
    const urgent = input.push?.urgency === "high";
    const payload: PushJobPayload = {
      notificationId: rows[i]!.id,
      urgency: urgent ? "high" : "normal",
      ttlSeconds: input.push?.ttlSeconds ?? (urgent ? 3600 : 7 * 86_400),
      topic: input.push?.topic ? normalizeTopic(input.push.topic) : null,
    };
    return [{ kind: PUSH_SEND_JOB, runAt: now, payload }];
  });
  await deps.jobs.scheduleMany(db, pushes);
}

/** Chat owns `unreadCount`: its counts per user, through the counter on deps (see AppDeps.chatUnread). */
function chatUnread(deps: AppDeps, db: DbOrTx, userIds: number[]): Promise<Map<number, number>> {
  return deps.chatUnread(db, userIds);
}

/** The `unread` event's counts for one user, from `recipientStates` and `chatUnread`. */
function unreadCountsOf(
  userId: number,
  states: Map<number, { unread: number }>,
  chats: Map<number, number>,
): UnreadCounts {
  return { unreadCountNotifications: states.get(userId)!.unread, unreadCount: chats.get(userId) ?? 0 };
}

export async function getUnreadCounts(deps: AppDeps, db: DbOrTx, userId: number): Promise<UnreadCounts> {
  const [states, chats] = await Promise.all([recipientStates(db, [userId]), chatUnread(deps, db, [userId])]);
  return unreadCountsOf(userId, states, chats);
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
  locale: Locale = DEFAULT_LOCALE,
): Promise<NotificationPage> {
  const offset = (q.currentPage - 1) * q.pageSize;
  const { total, rows } = await pageNotifications(deps.database.db, userId, {
    isRead: q.isRead,
    limit: q.pageSize,
    offset,
  });
  return {
    total,
    list: rows.map((row) => toNotification(row, locale)),
    hasNextPage: offset + rows.length < total,
  };
}

/** Mark one of the user's notifications read (or unread again); someone else's is 10004. */
export async function markRead(deps: AppDeps, userId: number, notificationId: number, read: boolean) {
  await deps.database.db.transaction(async (tx) => {
    if (!(await setRead(tx, userId, notificationId, read))) throw notFound("Notification not found");
    await publishUnread(deps, tx, userId);
  });
}

/**
 * A notice that asked someone to act on an order ("Pay to complete your order") is done once they
 * act: their unread notices about that order are marked read, and their badge is updated.
 */
export async function resolveOrderNotices(deps: AppDeps, db: DbOrTx, userId: number, orderNumber: string) {
  if ((await setOrderNoticesRead(db, userId, orderNumber)) > 0) await publishUnread(deps, db, userId);
}

export async function markAllRead(deps: AppDeps, userId: number): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    const changed = await setAllRead(tx, userId);
    await publishUnread(deps, tx, userId);
    return changed;
  });
}
