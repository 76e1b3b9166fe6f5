import { and, asc, count, desc, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { chatMessages, chatSessions } from "../../db/schema/index.ts";

export type ChatSessionRow = typeof chatSessions.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** Open the (item, buyer) conversation, or find the one that exists (a race inserts once). */
export async function upsertSession(
  db: DbOrTx,
  v: { itemId: number; buyerId: number; sellerId: number; now: number },
): Promise<ChatSessionRow> {
  await db
    .insert(chatSessions)
    .values({
      itemId: v.itemId,
      buyerId: v.buyerId,
      sellerId: v.sellerId,
      createdAt: v.now,
      lastMessageAt: v.now,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.itemId, v.itemId), eq(chatSessions.buyerId, v.buyerId)));
  return row!;
}

export async function findSession(db: DbOrTx, id: number, lock = false): Promise<ChatSessionRow | null> {
  const q = db.select().from(chatSessions).where(eq(chatSessions.id, id));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

const mine = (userId: number) => or(eq(chatSessions.buyerId, userId), eq(chatSessions.sellerId, userId));

export async function pageSessions(db: DbOrTx, userId: number, limit: number, offset: number) {
  const [total] = await db.select({ n: count() }).from(chatSessions).where(mine(userId));
  const rows = await db
    .select()
    .from(chatSessions)
    .where(mine(userId))
    .orderBy(desc(chatSessions.lastMessageAt), desc(chatSessions.id))
    .limit(limit)
    .offset(offset);
  return { total: Number(total?.n ?? 0), rows };
}

/** The newest message of each session. */
export async function lastMessages(db: DbOrTx, sessionIds: number[]): Promise<Map<number, ChatMessageRow>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await queryRows<{
    id: number;
    session_id: number;
    sender_id: number;
    content: string;
    created_at: string | number;
  }>(
    db,
    sql`SELECT DISTINCT ON (session_id) id, session_id, sender_id, content, created_at
        FROM ${chatMessages} WHERE ${inArray(chatMessages.sessionId, sessionIds)}
        ORDER BY session_id, id DESC`,
  );
  return new Map(
    rows.map((r) => [
      r.session_id,
      {
        id: r.id,
        sessionId: r.session_id,
        senderId: r.sender_id,
        content: r.content,
        createdAt: Number(r.created_at),
      },
    ]),
  );
}

/** Unread messages per session for `userId`: the other party's messages above the user's read mark. */
export async function unreadBySession(
  db: DbOrTx,
  userId: number,
  sessionIds: number[],
): Promise<Map<number, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ sessionId: chatMessages.sessionId, n: count() })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(and(inArray(chatMessages.sessionId, sessionIds), unreadFor(userId)))
    .groupBy(chatMessages.sessionId);
  return new Map(rows.map((r) => [r.sessionId, Number(r.n)]));
}

function unreadFor(userId: number) {
  return sql`${chatMessages.senderId} <> ${userId} AND (
    (${chatSessions.buyerId} = ${userId} AND ${chatMessages.id} > ${chatSessions.buyerReadId}) OR
    (${chatSessions.sellerId} = ${userId} AND ${chatMessages.id} > ${chatSessions.sellerReadId}))`;
}

/**
 * Every unread chat message of each user (the `unreadCount` of GET /notification/unreadCount), in
 * one statement for any number of users: a notice to many bidders at once asks for all of them.
 * A message is unread on the buyer's side above `buyer_read_id`, on the seller's above `seller_read_id`.
 */
export async function countUnreadTotals(db: DbOrTx, userIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>(userIds.map((id) => [id, 0]));
  if (!userIds.length) return out;
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ user_id: number; n: number }>(
    db,
    sql`SELECT s.buyer_id AS user_id, count(*)::int AS n
      FROM ${chatMessages} m JOIN ${chatSessions} s ON s.id = m.session_id
      WHERE s.buyer_id IN (${ids}) AND m.sender_id <> s.buyer_id AND m.id > s.buyer_read_id
      GROUP BY s.buyer_id
      UNION ALL
      SELECT s.seller_id, count(*)::int
      FROM ${chatMessages} m JOIN ${chatSessions} s ON s.id = m.session_id
      WHERE s.seller_id IN (${ids}) AND m.sender_id <> s.seller_id AND m.id > s.seller_read_id
      GROUP BY s.seller_id`,
  );
  for (const r of rows) out.set(Number(r.user_id), (out.get(Number(r.user_id)) ?? 0) + Number(r.n));
  return out;
}

export async function pageMessages(db: DbOrTx, sessionId: number, limit: number, offset: number) {
  const where = eq(chatMessages.sessionId, sessionId);
  const [total] = await db.select({ n: count() }).from(chatMessages).where(where);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(where)
    .orderBy(desc(chatMessages.id))
    .limit(limit)
    .offset(offset);
  return { total: Number(total?.n ?? 0), rows };
}

export async function newestMessageId(db: DbOrTx, sessionId: number): Promise<number> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return row?.id ?? 0;
}

/** Move the reader's mark forward (never back). True when it moved. */
export async function markReadUpTo(
  db: DbOrTx,
  session: ChatSessionRow,
  role: "buyer" | "seller",
  messageId: number,
): Promise<boolean> {
  const col = role === "buyer" ? chatSessions.buyerReadId : chatSessions.sellerReadId;
  const moved = await db
    .update(chatSessions)
    .set(role === "buyer" ? { buyerReadId: messageId } : { sellerReadId: messageId })
    .where(and(eq(chatSessions.id, session.id), sql`${col} < ${messageId}`))
    .returning({ id: chatSessions.id });
  return moved.length > 0;
}

export async function insertMessage(
  db: DbOrTx,
  v: { sessionId: number; senderId: number; content: string; now: number },
): Promise<ChatMessageRow> {
  const [row] = await db
    .insert(chatMessages)
    .values({ sessionId: v.sessionId, senderId: v.senderId, content: v.content, createdAt: v.now })
    .returning();
  return row!;
}

export async function touchSession(db: DbOrTx, sessionId: number, now: number): Promise<void> {
  await db.update(chatSessions).set({ lastMessageAt: now }).where(eq(chatSessions.id, sessionId));
}

/**
 * How long this person typically takes to answer: the median time between another's message and
 * this person's next message in the same chat (replies to the last of a run of messages only).
 * Null when they have never answered anyone.
 */
export async function medianResponseMs(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await queryRows<{ ms: string | number | null }>(
    db,
    sql`WITH m AS (
          SELECT m.sender_id, m.created_at,
                 lag(m.sender_id) OVER (PARTITION BY m.session_id ORDER BY m.id) AS prev_sender,
                 lag(m.created_at) OVER (PARTITION BY m.session_id ORDER BY m.id) AS prev_at
          FROM ${chatMessages} m JOIN ${chatSessions} s ON s.id = m.session_id
          WHERE s.buyer_id = ${userId} OR s.seller_id = ${userId}
        )
        SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY created_at - prev_at) AS ms
        FROM m WHERE sender_id = ${userId} AND prev_sender IS NOT NULL AND prev_sender <> ${userId}`,
  );
  return row?.ms === null || row?.ms === undefined ? null : Number(row.ms);
}

/** One message with its conversation (for a report of it). */
export async function messageWithSession(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ m: chatMessages, s: chatSessions })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(eq(chatMessages.id, id));
  return row ?? null;
}

/** Up to `around` messages on each side of `id` in its conversation, oldest first. */
export async function messagesAround(db: DbOrTx, sessionId: number, id: number, around: number) {
  const before = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), lte(chatMessages.id, id)))
    .orderBy(desc(chatMessages.id))
    .limit(around + 1);
  const after = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), gt(chatMessages.id, id)))
    .orderBy(asc(chatMessages.id))
    .limit(around);
  return [...before.reverse(), ...after];
}
