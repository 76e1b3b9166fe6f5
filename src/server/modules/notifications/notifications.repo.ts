import { and, count, desc, eq, sql } from "drizzle-orm";
import { type DbOrTx, insertJsonRows, queryRows } from "../../db/client.ts";
import { notifications, pushSubscriptions } from "../../db/schema/index.ts";
import { savedLocaleSql } from "../accounts/index.ts";

export type NotificationRow = typeof notifications.$inferSelect;

/** One statement for any number of notifications; rows come back in the order given. */
export async function insertNotifications(
  db: DbOrTx,
  values: Array<Omit<NotificationRow, "id">>,
): Promise<NotificationRow[]> {
  const ids = await insertJsonRows(db, notifications, values);
  return values.map((v, i) => ({ ...v, id: ids[i]! }));
}

export async function findNotification(db: DbOrTx, id: number): Promise<NotificationRow | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

/**
 * For each user, in one statement: their unread notifications and whether they have a push
 * subscription, and the language they saved (what a notice needs to know about its recipients).
 */
export async function recipientStates(
  db: DbOrTx,
  userIds: number[],
): Promise<Map<number, { unread: number; hasPush: boolean; locale: string | null }>> {
  if (!userIds.length) return new Map();
  const ids = sql.join(
    userIds.map((id) => sql`(${id}::int)`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number; unread: number; has_push: boolean; locale: string | null }>(
    db,
    sql`SELECT u.id,
      (SELECT count(*)::int FROM ${notifications} n WHERE n.user_id = u.id AND n.is_read = false) AS unread,
      EXISTS (SELECT 1 FROM ${pushSubscriptions} p WHERE p.user_id = u.id) AS has_push,
      ${savedLocaleSql(sql`u.id`)} AS locale
    FROM (VALUES ${ids}) AS u(id)`,
  );
  return new Map(
    rows.map((r) => [Number(r.id), { unread: Number(r.unread), hasPush: r.has_push, locale: r.locale }]),
  );
}

/** One page, newest first; `isRead` undefined means both. */
export async function pageNotifications(
  db: DbOrTx,
  userId: number,
  opts: { isRead?: boolean; limit: number; offset: number },
) {
  const where =
    opts.isRead === undefined
      ? eq(notifications.userId, userId)
      : and(eq(notifications.userId, userId), eq(notifications.isRead, opts.isRead));
  const [totalRow] = await db.select({ n: count() }).from(notifications).where(where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createDate), desc(notifications.id))
    .limit(opts.limit)
    .offset(opts.offset);
  return { total: Number(totalRow?.n ?? 0), rows };
}

export async function setRead(db: DbOrTx, userId: number, id: number, isRead: boolean): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function setAllRead(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks read a user's unread notices about one order; answers how many changed. */
export async function setOrderNoticesRead(db: DbOrTx, userId: number, orderNumber: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.orderNumber, orderNumber),
        eq(notifications.isRead, false),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
