import { and, count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(db: DbOrTx, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

export async function findNotification(db: DbOrTx, id: number): Promise<NotificationRow | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return Number(row?.n ?? 0);
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
