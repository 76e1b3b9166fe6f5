import { and, desc, eq, gte, inArray, ne, notInArray, or, type SQL, sql } from "drizzle-orm";
import { Code } from "#shared/codes";
import type { Page } from "#shared/contract/common";
import {
  FEEDBACK_EDIT_MS,
  FEEDBACK_POSITIVE_MIN,
  type Feedback,
  type LeaveFeedbackInput,
  type MemberProfile,
  type OrderFeedback,
  type ReplyFeedbackInput,
} from "#shared/contract/feedback";
import type { DbOrTx } from "../../db/client.ts";
import { feedback } from "../../db/schema/index.ts";
import type { AppDeps, AuthInfo } from "../../platform/context.ts";
import { ApiError, conflict, notFound } from "../../platform/errors.ts";
import { displayName, getStoreById, getUserById, isStoreTeamMember } from "../accounts/index.ts";
import { typicalResponseMs } from "../chat/index.ts";
import { orderForUser, orderTitles, storeOrderIds } from "../orders/index.ts";

type FeedbackRow = typeof feedback.$inferSelect;
const YEAR_MS = 365 * 24 * 3600_000;
const LATEST = 5;

/** An order can be rated once its item was handed over (the seller confirmed the pickup code). */
const completed = (o: { completeTime: number | null }) => o.completeTime !== null;

async function views(db: DbOrTx, rows: FeedbackRow[]): Promise<Feedback[]> {
  const names = new Map<number, string>();
  for (const id of new Set(rows.map((r) => r.authorId))) {
    const u = await getUserById(db, id);
    names.set(id, u ? displayName(u) : "Member");
  }
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const byId = await orderTitles(db, orderIds);
  // The seller's side of a store's order speaks as the store, as the order does.
  const storeNames = new Map<number, string>();
  for (const id of new Set([...byId.values()].map((o) => o.storeId).filter((x): x is number => x !== null))) {
    const st = await getStoreById(db, id);
    if (st) storeNames.set(id, st.storeName);
  }
  const authorName = (r: FeedbackRow) => {
    const storeId = r.authorRole === "seller" ? (byId.get(r.orderId)?.storeId ?? null) : null;
    return (storeId !== null ? storeNames.get(storeId) : undefined) ?? names.get(r.authorId) ?? "Member";
  };
  return rows.map((r) => ({
    id: r.id,
    orderNumber: byId.get(r.orderId)?.orderNumber ?? "",
    authorRole: r.authorRole === "seller" ? "seller" : "buyer",
    author: { id: r.authorId, name: authorName(r) },
    ratedId: r.ratedId,
    rating: r.rating,
    comment: r.comment,
    reply: r.reply,
    replyTime: r.replyTime,
    itemTitle: byId.get(r.orderId)?.itemTitle ?? "",
    createTime: r.createTime,
    updateTime: r.updateTime,
    editableUntil: r.createTime + FEEDBACK_EDIT_MS,
  }));
}

async function orderRatings(db: DbOrTx, orderId: number) {
  const rows = await db.select().from(feedback).where(eq(feedback.orderId, orderId));
  return {
    buyer: rows.find((r) => r.authorRole === "buyer") ?? null,
    seller: rows.find((r) => r.authorRole === "seller") ?? null,
  };
}

/** GET /feedback/order: both ratings of an order, for one of its two parties (others 10004). */
export async function getOrderFeedback(
  deps: AppDeps,
  auth: AuthInfo,
  orderNumber: string,
): Promise<OrderFeedback> {
  const db = deps.database.db;
  const { order, role } = await orderForUser(db, orderNumber, auth.userId);
  const r = await orderRatings(db, order.id);
  const mineRow = role === "buyer" ? r.buyer : r.seller;
  const theirsRow = role === "buyer" ? r.seller : r.buyer;
  const [mine, theirs] = await Promise.all([
    mineRow ? views(db, [mineRow]).then((v) => v[0]!) : null,
    theirsRow ? views(db, [theirsRow]).then((v) => v[0]!) : null,
  ]);
  const now = deps.clock.now();
  return {
    orderNumber: order.orderNumber,
    role,
    canLeave: completed(order) && mineRow === null,
    canEdit: mineRow !== null && now < mineRow.createTime + FEEDBACK_EDIT_MS,
    mine,
    theirs,
    canReply: theirsRow !== null && theirsRow.reply === null,
  };
}

/**
 * POST /feedback/leave: the caller's rating of the other party. The first call creates it; later
 * calls change it while it is less than 7 days old (then it is fixed: 40005). Only after the
 * pickup (40005 before), only by the order's two parties (10004).
 */
export async function leaveFeedback(
  deps: AppDeps,
  auth: AuthInfo,
  input: LeaveFeedbackInput,
): Promise<OrderFeedback> {
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    // The order row's lock serialises the two sides and a double tap on one side.
    const { order, role } = await orderForUser(tx, input.orderNumber, auth.userId, true);
    if (!completed(order))
      throw new ApiError(Code.ILLEGAL_ORDER_STATE, "You can rate the other side once the item is picked up");
    const now = deps.clock.now();
    const ratedId = role === "buyer" ? order.sellerId : order.buyerId;
    const [existing] = await tx
      .select()
      .from(feedback)
      .where(and(eq(feedback.orderId, order.id), eq(feedback.authorRole, role)));
    if (!existing) {
      await tx.insert(feedback).values({
        orderId: order.id,
        authorRole: role,
        authorId: auth.userId,
        ratedId,
        rating: input.rating,
        comment: input.comment || null,
        createTime: now,
        updateTime: now,
      });
      return;
    }
    if (now >= existing.createTime + FEEDBACK_EDIT_MS)
      throw new ApiError(
        Code.ILLEGAL_ORDER_STATE,
        "Feedback can be changed for 7 days; this one is now fixed",
      );
    await tx
      .update(feedback)
      .set({ rating: input.rating, comment: input.comment || null, updateTime: now })
      .where(eq(feedback.id, existing.id));
  });
  return getOrderFeedback(deps, auth, input.orderNumber);
}

/** POST /feedback/reply: the rated person answers a rating of them, once (again: 10009). */
export async function replyToFeedback(
  deps: AppDeps,
  auth: AuthInfo,
  input: ReplyFeedbackInput,
): Promise<Feedback> {
  const db = deps.database.db;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(feedback).where(eq(feedback.id, input.feedbackId)).for("update");
    // Someone else's feedback answers as not found: its existence is not the caller's business.
    if (!row || row.ratedId !== auth.userId) throw notFound("Feedback not found");
    if (row.reply !== null) throw conflict("You have already answered this feedback");
    const now = deps.clock.now();
    await tx.update(feedback).set({ reply: input.reply, replyTime: now }).where(eq(feedback.id, row.id));
    return row.id;
  });
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
  const [v] = await views(db, [row!]);
  return v!;
}

/**
 * Whose ratings a page shows. A store's are its buyers' ratings of its orders, whichever member
 * sold them; a member's own are what they received outside any store (a store's order rated by
 * its buyer is the store's). A store is reached through a member of its team, as its page is.
 */
async function ratingsOf(db: DbOrTx, userId: number, storeId: number | undefined): Promise<SQL> {
  if (storeId !== undefined) {
    if (!(await getStoreById(db, storeId)) || !(await isStoreTeamMember(db, storeId, userId)))
      throw notFound("Member not found");
    const ids = await storeOrderIds(db, { storeId });
    return ids.length === 0
      ? sql`false`
      : and(eq(feedback.authorRole, "buyer"), inArray(feedback.orderId, ids))!;
  }
  const asStores = await storeOrderIds(db, { sellerId: userId });
  const own = eq(feedback.ratedId, userId);
  return asStores.length === 0
    ? own
    : and(own, or(ne(feedback.authorRole, "buyer"), notInArray(feedback.orderId, asStores)))!;
}

/** GET /feedback/list: ratings a member (or, with `storeId`, their store) received, newest first (public). */
export async function listFeedback(
  deps: AppDeps,
  q: { userId: number; storeId?: number | undefined; currentPage: number; pageSize: number },
): Promise<Page<Feedback>> {
  const db = deps.database.db;
  const where = await ratingsOf(db, q.userId, q.storeId);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(feedback)
    .where(where)) as [{ total: number }];
  const rows = await db
    .select()
    .from(feedback)
    .where(where)
    .orderBy(desc(feedback.createTime), desc(feedback.id))
    .limit(q.pageSize)
    .offset((q.currentPage - 1) * q.pageSize);
  return { list: await views(db, rows), total, hasNextPage: q.currentPage * q.pageSize < total };
}

/**
 * GET /feedback/profile: a member's reputation (public): average and count of all ratings, the
 * share of 4–5 stars over the last 12 months, the latest comments, verified contact details, the
 * month they joined and how fast they usually answer chats. With `storeId`, the store's: its
 * buyers' ratings, its name and the month it opened (badges and answers stay the member's).
 */
export async function memberProfile(deps: AppDeps, userId: number, storeId?: number): Promise<MemberProfile> {
  const db = deps.database.db;
  const user = await getUserById(db, userId);
  if (!user) throw notFound("Member not found");
  const where = await ratingsOf(db, userId, storeId);
  const store = storeId === undefined ? null : await getStoreById(db, storeId);
  const since = deps.clock.now() - YEAR_MS;
  const [all] = await db
    .select({ avg: sql<string | null>`avg(${feedback.rating})`, n: sql<number>`count(*)::int` })
    .from(feedback)
    .where(where);
  const [year] = await db
    .select({
      n: sql<number>`count(*)::int`,
      positive: sql<number>`count(*) FILTER (WHERE ${feedback.rating} >= ${FEEDBACK_POSITIVE_MIN})::int`,
    })
    .from(feedback)
    .where(and(where, gte(feedback.createTime, since)));
  const latest = await db
    .select()
    .from(feedback)
    .where(where)
    .orderBy(desc(feedback.createTime), desc(feedback.id))
    .limit(LATEST);
  const responseMs = await typicalResponseMs(deps, userId);
  const n12 = Number(year?.n ?? 0);
  return {
    userId,
    name: store ? store.storeName : displayName(user),
    average: all?.avg === null || all?.avg === undefined ? null : Math.round(Number(all.avg) * 10) / 10,
    count: Number(all?.n ?? 0),
    count12m: n12,
    positivePercent12m: n12 === 0 ? null : Math.round((Number(year!.positive) * 100) / n12),
    latest: await views(db, latest),
    emailVerified: user.emailVerified,
    mobileVerified: user.mobileVerified,
    memberSince: store ? store.createdAt : user.createdAt,
    responseMinutes: responseMs === null ? null : Math.max(1, Math.round(responseMs / 60_000)),
  };
}

/** The latest feedback a member received, for the operators' console (moderation asks through its hook). */
export async function recentFeedbackOf(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({ rating: feedback.rating, comment: feedback.comment, createTime: feedback.createTime })
    .from(feedback)
    .where(eq(feedback.ratedId, userId))
    .orderBy(desc(feedback.createTime))
    .limit(limit);
}
