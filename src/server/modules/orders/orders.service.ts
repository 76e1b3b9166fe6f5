import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { Code } from "#shared/codes";
import { MIN_ONLINE_PAYMENT_CENTS } from "#shared/constants";
import type { Order, PayResult } from "#shared/contract/orders";
import { JumpType } from "#shared/jump-types";
import { formatCents } from "#shared/money";
import {
  allowedActions,
  canTransition,
  ORDER_LIST_STATUSES,
  ORDER_PAYMENT_DEADLINE_MS,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderListType,
  type OrderParty,
  type OrderStatus,
  platformFeeCents,
} from "#shared/order-states";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { orders, payments, refunds } from "../../db/schema/index.ts";
import type { AppDeps, AuthInfo } from "../../platform/context.ts";
import { ApiError, notFound } from "../../platform/errors.ts";
import { fileUrl } from "../../platform/files.ts";
import { displayName, getStoreById, getUserById, isStoreTeamMember } from "../accounts/index.ts";
import { itemForOrder, pickupInfoOf } from "../catalog/index.ts";
import { provideOrders, raiseReport, recordStrike } from "../moderation/index.ts";
import { notify, resolveOrderNotices } from "../notifications/index.ts";
import {
  addPaymentAccount,
  findPaymentAccount,
  hasOpenDispute,
  openDispute,
  recordCardPayment,
  recordCashRefund,
  recordCashSale,
  recordRefund,
  releaseOrder,
} from "../wallet/index.ts";
import {
  findOrder,
  findPayment,
  findPaymentMethod,
  insertOrder,
  insertOrderEvent,
  type OrderRow,
  type PaymentRow,
  pageOrders,
  paymentMethodsById,
  paymentsOfOrder,
  statusBeforeReport,
  updateOrder,
} from "./orders.repo.ts";
import { newPickupCode, qrDataUrl, signPickupPayload, verifyPickupPayload } from "./pickup.ts";

export type CreateOrderInput = {
  itemId: number;
  buyerId: number;
  amountCents: number;
  /** How the sale happened. */
  source: "auction" | "buy_now" | "fixed" | "offer";
};

export const ORDER_EXPIRE_JOB = "order.expire";

const ORDER_NUMBER_ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** `B` + yymmdd + 8 random characters: sortable by day, unguessable, safe in URLs. */
function newOrderNumber(now: number): string {
  const d = new Date(now);
  const ymd = `${String(d.getUTCFullYear()).slice(2)}${String(d.getUTCMonth() + 1).padStart(2, "0")}${String(d.getUTCDate()).padStart(2, "0")}`;
  const bytes = randomBytes(8);
  let tail = "";
  for (const b of bytes) tail += ORDER_NUMBER_ALPHABET[b % ORDER_NUMBER_ALPHABET.length];
  return `B${ymd}${tail}`;
}

/** Create the order for a sold item (auction close, buy-now, fixed-price purchase) in the caller's transaction. */
export async function createOrder(
  deps: AppDeps,
  tx: Tx,
  input: CreateOrderInput,
): Promise<{ orderNumber: string }> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1)
    throw new Error(`createOrder: bad amount ${input.amountCents}`);
  const item = await itemForOrder(tx, input.itemId);
  if (!item) throw notFound("This item does not exist");
  if (item.sellerId === input.buyerId) throw new ApiError(Code.OWN_ITEM, "You cannot buy your own item");
  const now = deps.clock.now();
  const order = await insertOrder(tx, {
    orderNumber: newOrderNumber(now),
    itemId: item.id,
    itemNumber: item.itemNumber,
    itemTitle: item.title,
    itemCover: item.images[0] ?? null,
    buyerId: input.buyerId,
    sellerId: item.sellerId,
    storeId: item.storeId,
    amountCents: input.amountCents,
    source: input.source,
    status: "awaiting_payment",
    payDeadlineTime: now + ORDER_PAYMENT_DEADLINE_MS,
    createTime: now,
    updateTime: now,
  });
  await insertOrderEvent(tx, {
    orderId: order.id,
    action: "create",
    fromStatus: "awaiting_payment",
    toStatus: "awaiting_payment",
    party: "system",
    actorId: input.buyerId,
    note: input.source,
    createTime: now,
  });
  await deps.jobs.schedule(tx, {
    kind: ORDER_EXPIRE_JOB,
    runAt: order.payDeadlineTime,
    payload: { orderNumber: order.orderNumber },
    dedupeKey: `${ORDER_EXPIRE_JOB}:${order.orderNumber}`,
  });
  await notify(deps, tx, {
    userId: order.sellerId,
    title: "You made a sale",
    content: `"${order.itemTitle}" sold for ${formatCents(order.amountCents)}. Waiting for the buyer to pay.`,
    jumpType: JumpType.SELLER_ORDER,
    jumpId: order.orderNumber,
    orderNumber: order.orderNumber,
    pic: order.itemCover ? fileUrl(order.itemCover, 320) : null,
  });
  return { orderNumber: order.orderNumber };
}

// ---------------------------------------------------------------------------------------------
// Access

type Access = { order: OrderRow; role: "buyer" | "seller" };

/**
 * The ids of the orders sold under a store's name: those of `storeId`, or with `sellerId`, those a
 * member sold as any store (feedback tells a store's ratings from the member's own by them).
 */
export async function storeOrderIds(
  db: DbOrTx,
  by: { storeId: number } | { sellerId: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      "storeId" in by
        ? eq(orders.storeId, by.storeId)
        : and(eq(orders.sellerId, by.sellerId), isNotNull(orders.storeId)),
    );
  return rows.map((r) => r.id);
}

/** The number and item title of each order of `ids` (feedback shows them beside a rating). */
export async function orderTitles(
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, { orderNumber: string; itemTitle: string; storeId: number | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      itemTitle: orders.itemTitle,
      storeId: orders.storeId,
    })
    .from(orders)
    .where(inArray(orders.id, ids));
  return new Map(rows.map((o) => [o.id, o]));
}

/** The order if the caller is its buyer, its seller or on the seller's store team; else 10004. */
export async function orderForUser(
  tx: Tx | AppDeps["database"]["db"],
  orderNumber: string,
  userId: number,
  lock = false,
): Promise<Access> {
  const order = await findOrder(tx, orderNumber, lock);
  if (order) {
    if (order.buyerId === userId) return { order, role: "buyer" };
    if (order.sellerId === userId) return { order, role: "seller" };
    if (order.storeId !== null && (await isStoreTeamMember(tx, order.storeId, userId)))
      return { order, role: "seller" };
  }
  throw notFound("Order not found");
}

const ACTION_WORDS: Record<OrderAction, string> = {
  pay: "pay for",
  payCash: "choose cash for",
  expire: "cancel",
  generatePickupCode: "get a pickup code for",
  confirm: "confirm the pickup of",
  requestRefund: "ask for a refund of",
  agreeRefund: "agree to the refund of",
  declineRefund: "decline the refund of",
  report: "report",
};

function assertCan(order: OrderRow, action: OrderAction, party: OrderParty): void {
  if (canTransition(facts(order), action, party)) return;
  const rule = ORDER_TRANSITIONS[action];
  const who = rule.by.includes(party)
    ? `an order that is ${order.status.replace(/_/g, " ")}`
    : `this order as the ${party}`;
  throw new ApiError(Code.ILLEGAL_ORDER_STATE, `You cannot ${ACTION_WORDS[action]} ${who}.`, {
    status: order.status,
  });
}

function facts(o: OrderRow) {
  return {
    status: o.status as OrderStatus,
    paymentMethod: o.paymentMethod as "card" | "cash" | null,
    completeTime: o.completeTime,
  };
}

/**
 * Move an order along the state machine (the caller checked the rule with assertCan), log it and
 * tell the other party (both parties for the system's moves).
 */
async function transition(
  deps: AppDeps,
  tx: Tx,
  order: OrderRow,
  action: OrderAction,
  party: OrderParty,
  actorId: number | null,
  to: OrderStatus,
  patch: Partial<typeof orders.$inferInsert> = {},
  note: string | null = null,
): Promise<OrderRow> {
  const now = deps.clock.now();
  const updated = await updateOrder(tx, order.id, { ...patch, status: to, updateTime: now });
  await insertOrderEvent(tx, {
    orderId: order.id,
    action,
    fromStatus: order.status,
    toStatus: to,
    party,
    actorId,
    note,
    createTime: now,
  });
  const msg = NOTICES[action](updated);
  // Whoever acts has dealt with what their earlier notices about this order asked of them.
  if (party === "buyer") await resolveOrderNotices(deps, tx, updated.buyerId, updated.orderNumber);
  if (party === "seller") await resolveOrderNotices(deps, tx, updated.sellerId, updated.orderNumber);
  await tellParties(deps, tx, updated, msg, { buyer: party !== "buyer", seller: party !== "seller" });
  return updated;
}

/** Tells the parties named what happened to their order, and its live channel the new status. */
async function tellParties(
  deps: AppDeps,
  tx: Tx,
  updated: OrderRow,
  msg: { title: string; buyer: string; seller: string },
  tell: { buyer: boolean; seller: boolean },
): Promise<void> {
  const pic = updated.itemCover ? fileUrl(updated.itemCover, 320) : null;
  const parties = [
    { party: "buyer", userId: updated.buyerId, jumpType: JumpType.BUYER_ORDER },
    { party: "seller", userId: updated.sellerId, jumpType: JumpType.SELLER_ORDER },
  ] as const;
  for (const p of parties)
    if (tell[p.party])
      await notify(deps, tx, {
        userId: p.userId,
        title: msg.title,
        content: msg[p.party],
        jumpType: p.jumpType,
        jumpId: updated.orderNumber,
        orderNumber: updated.orderNumber,
        pic,
      });
  await deps.bus.publish(tx, `order:${updated.orderNumber}`, "order", {
    orderNumber: updated.orderNumber,
    status: updated.status,
  });
}

const NOTICES: Record<OrderAction, (o: OrderRow) => { title: string; buyer: string; seller: string }> = {
  pay: (o) => ({
    title: "Order paid",
    buyer: `Your payment of ${formatCents(o.amountCents)} for "${o.itemTitle}" went through.`,
    seller: `The buyer paid ${formatCents(o.amountCents)} for "${o.itemTitle}". Hand it over when they show their pickup code.`,
  }),
  payCash: (o) => ({
    title: "Cash in person",
    buyer: `You chose to pay cash for "${o.itemTitle}".`,
    seller: `The buyer will pay ${formatCents(o.amountCents)} in cash for "${o.itemTitle}" at pickup.`,
  }),
  expire: (o) => ({
    title: "Order cancelled",
    buyer: `"${o.itemTitle}" was not paid in time, so the order was cancelled.`,
    seller: `The buyer did not pay for "${o.itemTitle}" in time, so the order was cancelled.`,
  }),
  generatePickupCode: (o) => ({
    title: "Ready for pickup",
    buyer: `Your pickup code for "${o.itemTitle}" is ready.`,
    seller: `The buyer of "${o.itemTitle}" is ready to pick it up. Confirm with their pickup code.`,
  }),
  confirm: (o) => ({
    title: "Order completed",
    buyer: `The seller confirmed you picked up "${o.itemTitle}".`,
    seller: `"${o.itemTitle}" was handed over.`,
  }),
  requestRefund: (o) => ({
    title: "Refund requested",
    buyer: `You asked for a refund of ${formatCents(o.refundRequestCents ?? 0)}.`,
    seller: `The buyer of "${o.itemTitle}" asked for a refund of ${formatCents(o.refundRequestCents ?? 0)}.`,
  }),
  agreeRefund: (o) => ({
    title: "Refund agreed",
    buyer: `The seller refunded ${formatCents(o.refundRequestCents ?? 0)} for "${o.itemTitle}".`,
    seller: `You refunded ${formatCents(o.refundRequestCents ?? 0)} for "${o.itemTitle}".`,
  }),
  declineRefund: (o) => ({
    title: "Refund declined",
    buyer: `The seller declined your refund request for "${o.itemTitle}".`,
    seller: `You declined the refund request for "${o.itemTitle}".`,
  }),
  report: (o) => ({
    title: "Order reported",
    buyer: `The order for "${o.itemTitle}" was reported and is under review.`,
    seller: `The order for "${o.itemTitle}" was reported and is under review.`,
  }),
};

// ---------------------------------------------------------------------------------------------
// Views

export async function orderViews(deps: AppDeps, rows: OrderRow[], userId: number): Promise<Order[]> {
  const db = deps.database.db;
  const people = new Map<number, { id: number; name: string; pic: string | null }>();
  for (const id of new Set(rows.flatMap((o) => [o.buyerId, o.sellerId]))) {
    const u = await getUserById(db, id);
    people.set(id, { id, name: u ? displayName(u) : "Member", pic: u?.pic ?? null });
  }
  // A store's order speaks as the store (its name and logo), as its listing did; the person who
  // listed it stays in `id` (reports and blocks are about people).
  const storeFaces = new Map<number, { storeName: string; logo: string | null }>();
  for (const id of new Set(rows.map((o) => o.storeId).filter((x): x is number => x !== null))) {
    const st = await getStoreById(db, id);
    if (st) storeFaces.set(id, { storeName: st.storeName, logo: st.logo });
  }
  const sellerOf = (o: OrderRow) => {
    const person = people.get(o.sellerId)!;
    const store = o.storeId !== null ? storeFaces.get(o.storeId) : undefined;
    return store
      ? {
          ...person,
          name: store.storeName,
          pic: store.logo ?? person.pic,
          storeId: o.storeId,
          storeName: store.storeName,
        }
      : { ...person, storeId: o.storeId, storeName: null };
  };
  const pickup = await pickupInfoOf(
    db,
    rows.map((o) => o.itemId),
  );
  const cards = await paymentMethodsById(
    db,
    rows.map((o) => o.paymentMethodId).filter((x): x is string => !!x),
  );
  const out: Order[] = [];
  for (const o of rows) {
    const role = o.buyerId === userId ? "buyer" : "seller";
    const remaining = o.amountCents - o.refundedCents;
    const fee = platformFeeCents(remaining, deps.env.PLATFORM_FEE_BPS);
    const card = o.paymentMethod === "card" && o.paymentMethodId ? cards.get(o.paymentMethodId) : undefined;
    out.push({
      orderNumber: o.orderNumber,
      status: o.status as OrderStatus,
      amountCents: o.amountCents,
      refundedCents: o.refundedCents,
      refundRequestCents: o.refundRequestCents,
      refundReason: o.refundReason,
      refundableCents: o.paymentMethod === "card" ? remaining : 0,
      feeCents: fee,
      sellerNetCents: remaining - fee,
      source: o.source,
      item: {
        id: o.itemId,
        itemNumber: o.itemNumber,
        title: o.itemTitle,
        // The order keeps the cover's file id; clients get its URL (as in item summaries).
        cover: o.itemCover ? fileUrl(o.itemCover, 320) : null,
        city: pickup.get(o.itemId)?.city ?? null,
        pickupNote: pickup.get(o.itemId)?.pickupNote ?? null,
        lat: pickup.get(o.itemId)?.lat ?? null,
        lng: pickup.get(o.itemId)?.lng ?? null,
      },
      buyer: people.get(o.buyerId)!,
      seller: sellerOf(o),
      paymentMethod: o.paymentMethod as "card" | "cash" | null,
      card: card ? { brand: card.brand, last4: card.last4 } : null,
      cashOnly: o.amountCents < MIN_ONLINE_PAYMENT_CENTS,
      pickupCode: role === "buyer" ? o.pickupCode : null,
      reportReason: o.reportReason,
      role,
      actions: allowedActions(facts(o), role),
      payDeadlineTime: o.payDeadlineTime,
      paidTime: o.paidTime,
      completeTime: o.completeTime,
      cancelTime: o.cancelTime,
      createTime: o.createTime,
      updateTime: o.updateTime,
    });
  }
  return out;
}

async function view(deps: AppDeps, order: OrderRow, userId: number): Promise<Order> {
  const [v] = await orderViews(deps, [order], userId);
  return v!;
}

export async function getOrderDetail(deps: AppDeps, auth: AuthInfo, orderNumber: string): Promise<Order> {
  const { order } = await orderForUser(deps.database.db, orderNumber, auth.userId);
  return view(deps, order, auth.userId);
}

export async function listOrders(
  deps: AppDeps,
  auth: AuthInfo,
  side: "buying" | "selling",
  q: { type: OrderListType; currentPage: number; pageSize: number },
) {
  const owner =
    side === "buying"
      ? eq(orders.buyerId, auth.userId)
      : auth.storeId !== null
        ? eq(orders.storeId, auth.storeId)
        : // Personal sells only what it listed itself: a store's orders belong to the store identity.
          and(eq(orders.sellerId, auth.userId), isNull(orders.storeId));
  const where =
    q.type === "all"
      ? owner
      : and(owner, inArray(orders.status, [...ORDER_LIST_STATUSES[q.type]] as string[]));
  const { rows, total } = await pageOrders(deps.database.db, where, q.currentPage, q.pageSize);
  return {
    list: await orderViews(deps, rows, auth.userId),
    total,
    hasNextPage: q.currentPage * q.pageSize < total,
  };
}

// ---------------------------------------------------------------------------------------------
// Payments

async function withOrder<T>(
  deps: AppDeps,
  auth: AuthInfo,
  orderNumber: string,
  fn: (tx: Tx, a: Access) => Promise<T>,
): Promise<T> {
  return deps.database.db.transaction(async (tx) => {
    const a = await orderForUser(tx, orderNumber, auth.userId, true);
    return fn(tx, a);
  });
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url")}`;
}

/**
 * Charge the buyer's saved card. The order row is locked for the whole attempt, so two concurrent
 * calls serialise and the second sees the order paid (40005). The provider's idempotency key is the
 * attempt number: an attempt replayed after a crash reaches the same charge, never a second one.
 */
export async function payOrder(
  deps: AppDeps,
  auth: AuthInfo,
  input: { orderNumber: string; paymentMethodId: string },
): Promise<PayResult> {
  const provider = deps.payments;
  return withOrder(deps, auth, input.orderNumber, async (tx, { order, role }) => {
    assertCan(order, "pay", role);
    if (order.amountCents < MIN_ONLINE_PAYMENT_CENTS)
      throw new ApiError(
        Code.BELOW_MIN_ONLINE_PAYMENT,
        `Orders under ${formatCents(MIN_ONLINE_PAYMENT_CENTS)} are paid in cash in person.`,
      );
    const pm = await findPaymentMethod(tx, input.paymentMethodId, auth.userId);
    if (!pm) throw notFound("This card is not saved on your account");

    const earlier = await paymentsOfOrder(tx, order.id);
    const open = earlier.find((p) => p.status === "requires_action");
    if (open && open.paymentMethodId === pm.id && open.actionUrl)
      return { status: "requires_action", orderNumber: order.orderNumber, actionUrl: open.actionUrl };
    if (open) await tx.update(payments).set({ status: "canceled" }).where(eq(payments.id, open.id));

    const now = deps.clock.now();
    const paymentId = newId("pay");
    const idempotencyKey = `pay:${order.orderNumber}:${earlier.length + 1}`;
    await tx.insert(payments).values({
      id: paymentId,
      orderId: order.id,
      userId: auth.userId,
      provider: provider.name,
      paymentMethodId: pm.id,
      amountCents: order.amountCents,
      status: "processing",
      idempotencyKey,
      createTime: now,
      updateTime: now,
    });
    const customerRef = await customerRefOf(deps, tx, auth.userId);
    const result = await provider.charge({
      amountCents: order.amountCents,
      paymentMethodRef: pm.providerRef,
      customerRef,
      orderNumber: order.orderNumber,
      paymentId,
      returnUrl: `${deps.env.PUBLIC_URL}/api/payment/return?paymentId=${encodeURIComponent(paymentId)}`,
      idempotencyKey,
    });
    if (result.status === "succeeded") {
      await tx
        .update(payments)
        .set({ status: "succeeded", providerRef: result.providerRef, updateTime: now })
        .where(eq(payments.id, paymentId));
      await markPaid(deps, tx, order, pm.id, "buyer", auth.userId);
      if (result.disputeAfterMs !== undefined)
        await deps.jobs.schedule(tx, {
          kind: SANDBOX_DISPUTE_JOB,
          runAt: now + result.disputeAfterMs,
          payload: { orderNumber: order.orderNumber, providerRef: `dp_sbx_${result.providerRef}` },
          dedupeKey: `${SANDBOX_DISPUTE_JOB}:${order.orderNumber}`,
        });
      return { status: "paid", orderNumber: order.orderNumber };
    }
    if (result.status === "requires_action") {
      await tx
        .update(payments)
        .set({
          status: "requires_action",
          providerRef: result.providerRef,
          actionUrl: result.actionUrl,
          updateTime: now,
        })
        .where(eq(payments.id, paymentId));
      return { status: "requires_action", orderNumber: order.orderNumber, actionUrl: result.actionUrl };
    }
    await tx
      .update(payments)
      .set({ status: "declined", providerRef: result.providerRef, message: result.message, updateTime: now })
      .where(eq(payments.id, paymentId));
    return { status: "declined", orderNumber: order.orderNumber, message: result.message };
  });
}

async function markPaid(
  deps: AppDeps,
  tx: Tx,
  order: OrderRow,
  paymentMethodId: string,
  party: OrderParty,
  actorId: number | null,
): Promise<OrderRow> {
  // Paid after the bank's extra step (system): the buyer's "pay" notices are done all the same.
  if (party !== "buyer") await resolveOrderNotices(deps, tx, order.buyerId, order.orderNumber);
  const paid = await transition(deps, tx, order, "pay", party, actorId, "paid", {
    paymentMethod: "card",
    paymentMethodId,
    paidTime: deps.clock.now(),
  });
  await recordCardPayment(deps, tx, paid);
  return paid;
}

/**
 * The end of a payment's extra confirmation step (sandbox page, the processor's return URL or its
 * webhook). Idempotent: a payment that is no longer waiting is left as it is.
 */
export async function settleActionPayment(
  deps: AppDeps,
  paymentId: string,
  outcome: { ok: true } | { ok: false; message: string },
): Promise<{ orderNumber: string; status: "paid" | "declined" | "canceled" | "pending" }> {
  return deps.database.db.transaction(async (tx) => {
    const p0 = await findPayment(tx, paymentId);
    if (!p0) throw notFound("Payment not found");
    const order = await lockOrderById(tx, p0.orderId);
    const p = (await findPayment(tx, paymentId, true))!;
    const now = deps.clock.now();
    if (p.status === "succeeded") return { orderNumber: order.orderNumber, status: "paid" };
    if (p.status === "declined") return { orderNumber: order.orderNumber, status: "declined" };
    if (p.status !== "requires_action" && p.status !== "processing")
      return { orderNumber: order.orderNumber, status: "canceled" };
    if (!outcome.ok) {
      await tx
        .update(payments)
        .set({ status: "declined", message: outcome.message, updateTime: now })
        .where(eq(payments.id, p.id));
      return { orderNumber: order.orderNumber, status: "declined" };
    }
    if (!canTransition(facts(order), "pay", "system")) {
      // Paid after the order was cancelled (or paid another way): give the money back.
      await refundWholePayment(deps, tx, p);
      await tx.update(payments).set({ status: "canceled", updateTime: now }).where(eq(payments.id, p.id));
      return { orderNumber: order.orderNumber, status: "canceled" };
    }
    await tx.update(payments).set({ status: "succeeded", updateTime: now }).where(eq(payments.id, p.id));
    await markPaid(deps, tx, order, p.paymentMethodId, "system", null);
    return { orderNumber: order.orderNumber, status: "paid" };
  });
}

async function refundWholePayment(deps: AppDeps, tx: Tx, p: PaymentRow) {
  if (!p.providerRef) return;
  const r = await deps.payments.refund({
    chargeRef: p.providerRef,
    amountCents: p.amountCents,
    idempotencyKey: `void:${p.id}`,
  });
  await tx.insert(refunds).values({
    id: newId("re"),
    orderId: p.orderId,
    paymentId: p.id,
    amountCents: p.amountCents,
    provider: p.provider,
    providerRef: r.providerRef,
    status: r.status,
    createTime: deps.clock.now(),
  });
}

async function lockOrderById(tx: Tx, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
  return row!;
}

/** The Stripe side: settle a payment the processor told us about (return URL or webhook). */
export async function settleByProviderRef(
  deps: AppDeps,
  providerRef: string,
  outcome: { ok: true } | { ok: false; message: string },
) {
  const [p] = await deps.database.db.select().from(payments).where(eq(payments.providerRef, providerRef));
  if (!p) return null;
  return settleActionPayment(deps, p.id, outcome);
}

export async function payCash(deps: AppDeps, auth: AuthInfo, orderNumber: string): Promise<Order> {
  const updated = await withOrder(deps, auth, orderNumber, async (tx, { order, role }) => {
    assertCan(order, "payCash", role);
    await tx
      .update(payments)
      .set({ status: "canceled", updateTime: deps.clock.now() })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "requires_action")));
    return transition(deps, tx, order, "payCash", role, auth.userId, "cash_pending", {
      paymentMethod: "cash",
    });
  });
  return view(deps, updated, auth.userId);
}

// ---------------------------------------------------------------------------------------------
// Pickup

export async function generatePickupCode(deps: AppDeps, auth: AuthInfo, orderNumber: string) {
  const order = await withOrder(deps, auth, orderNumber, async (tx, { order, role }) => {
    // Asking again while ready for pickup shows the same code.
    if (order.status === "ready_for_pickup" && role === "buyer" && order.pickupCode) return order;
    assertCan(order, "generatePickupCode", role);
    return transition(deps, tx, order, "generatePickupCode", role, auth.userId, "ready_for_pickup", {
      pickupCode: order.pickupCode ?? newPickupCode(),
      pickupCodeTime: deps.clock.now(),
    });
  });
  const pickupCode = order.pickupCode!;
  const qrPayload = await signPickupPayload(deps, order.orderNumber, pickupCode);
  return { pickupCode, qrPayload, qr: await qrDataUrl(qrPayload) };
}

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The seller confirms the handoff with the buyer's 6 digits or the signed QR payload. */
export async function confirmPickup(
  deps: AppDeps,
  auth: AuthInfo,
  input: { orderNumber: string; pickupCode: string },
): Promise<Order> {
  let code = input.pickupCode.trim();
  if (!/^\d{6}$/.test(code)) {
    const claims = await verifyPickupPayload(deps, code);
    if (!claims || claims.orderNumber !== input.orderNumber)
      throw new ApiError(Code.WRONG_PICKUP_CODE, "This pickup code is not for this order.");
    code = claims.pickupCode;
  }
  const updated = await withOrder(deps, auth, input.orderNumber, async (tx, { order, role }) => {
    assertCan(order, "confirm", role);
    if (!order.pickupCode || !sameCode(order.pickupCode, code))
      throw new ApiError(Code.WRONG_PICKUP_CODE, "The pickup code is wrong.");
    const done = await transition(deps, tx, order, "confirm", role, auth.userId, "completed", {
      completeTime: deps.clock.now(),
    });
    if (done.paymentMethod === "card") await releaseOrder(deps, tx, done);
    else await recordCashSale(deps, tx, done);
    return done;
  });
  return view(deps, updated, auth.userId);
}

// ---------------------------------------------------------------------------------------------
// Refunds and reports

export async function requestRefund(
  deps: AppDeps,
  auth: AuthInfo,
  input: { orderNumber: string; amountCents: number; reason: string },
): Promise<Order> {
  const updated = await withOrder(deps, auth, input.orderNumber, async (tx, { order, role }) => {
    assertCan(order, "requestRefund", role);
    const refundable = order.amountCents - order.refundedCents;
    if (input.amountCents > refundable)
      throw new ApiError(
        Code.REFUND_TOO_LARGE,
        `You can ask for at most ${formatCents(refundable)} back on this order.`,
        { refundableCents: refundable },
      );
    return transition(deps, tx, order, "requestRefund", role, auth.userId, "refund_requested", {
      refundRequestCents: input.amountCents,
      refundReason: input.reason,
      refundRequestTime: deps.clock.now(),
    });
  });
  return view(deps, updated, auth.userId);
}

/** A refund we start on a payment the buyer's bank is disputing would pay the buyer twice: 40005. */
async function assertNotDisputed(tx: Tx, order: { id: number; status: string }): Promise<void> {
  if (await hasOpenDispute(tx, order.id))
    throw new ApiError(
      Code.ILLEGAL_ORDER_STATE,
      "The buyer's bank is deciding a dispute on this payment. Its decision returns the money or not; no refund can be made until then.",
      { status: order.status },
    );
}

/** The seller agrees: the requested amount goes back to the card, with the fee in proportion. */
export async function agreeRefund(deps: AppDeps, auth: AuthInfo, orderNumber: string): Promise<Order> {
  const updated = await withOrder(deps, auth, orderNumber, async (tx, { order, role }) => {
    assertCan(order, "agreeRefund", role);
    const amount = order.refundRequestCents ?? 0;
    const payment = (await paymentsOfOrder(tx, order.id)).find((p) => p.status === "succeeded");
    if (!payment?.providerRef || amount <= 0)
      throw new Error(`agreeRefund: no card payment on ${orderNumber}`);
    await assertNotDisputed(tx, order);
    // Ledger first: it refuses (40004) before any money moves at the processor.
    await recordRefund(deps, tx, { ...order, released: order.completeTime !== null }, amount);
    const attempt =
      Number(
        (await tx.select({ n: sql<string>`count(*)` }).from(refunds).where(eq(refunds.orderId, order.id)))[0]
          ?.n ?? 0,
      ) + 1;
    const r = await deps.payments.refund({
      chargeRef: payment.providerRef,
      amountCents: amount,
      idempotencyKey: `refund:${order.orderNumber}:${attempt}`,
    });
    await tx.insert(refunds).values({
      id: newId("re"),
      orderId: order.id,
      paymentId: payment.id,
      amountCents: amount,
      provider: payment.provider,
      providerRef: r.providerRef,
      status: r.status,
      createTime: deps.clock.now(),
    });
    const refundedCents = order.refundedCents + amount;
    const to: OrderStatus = refundedCents >= order.amountCents ? "refunded" : "partially_refunded";
    return transition(deps, tx, order, "agreeRefund", role, auth.userId, to, { refundedCents });
  });
  return view(deps, updated, auth.userId);
}

export async function declineRefund(deps: AppDeps, auth: AuthInfo, orderNumber: string): Promise<Order> {
  const updated = await withOrder(deps, auth, orderNumber, async (tx, { order, role }) => {
    assertCan(order, "declineRefund", role);
    return transition(deps, tx, order, "declineRefund", role, auth.userId, "refund_declined");
  });
  return view(deps, updated, auth.userId);
}

export async function reportOrder(
  deps: AppDeps,
  auth: AuthInfo,
  input: { orderNumber: string; reason: string },
): Promise<Order> {
  const updated = await withOrder(deps, auth, input.orderNumber, async (tx, { order, role }) => {
    assertCan(order, "report", role);
    const reported = await transition(
      deps,
      tx,
      order,
      "report",
      role,
      auth.userId,
      "reported",
      { reportReason: input.reason, reportedBy: role },
      input.reason,
    );
    // Into the operators' queue, with every other report (CONTRACT.md "Trust and safety").
    await raiseReport(deps, tx, {
      targetType: "order",
      targetId: order.orderNumber,
      reason: "order_report",
      details: input.reason,
      reporterId: auth.userId,
    });
    return reported;
  });
  return view(deps, updated, auth.userId);
}

/**
 * An operator settles a reported order from the console (CONTRACT.md "Trust and safety"), inside the
 * decision's transaction. `refund_buyer`: everything not yet refunded goes back — a card through the
 * ledger and the processor (taken from the seller even below zero, like a lost dispute), cash marked
 * refunded with the platform's fee returned once the sale was recorded. `release_seller`: the order
 * goes back to where it was before the report (a pending refund request counts as declined). Both
 * parties read the operator's note.
 */
export async function settleReportedOrder(
  deps: AppDeps,
  tx: Tx,
  orderNumber: string,
  how: "refund_buyer" | "release_seller",
  note: string,
): Promise<void> {
  const order = await findOrder(tx, orderNumber, true);
  if (!order) throw notFound("Order not found");
  if (order.status !== "reported")
    throw new ApiError(Code.ILLEGAL_ORDER_STATE, "This order is no longer under review.", {
      status: order.status,
    });
  const now = deps.clock.now();
  let to: OrderStatus;
  let patch: Partial<typeof orders.$inferInsert> = {};
  if (how === "refund_buyer") {
    const remaining = order.amountCents - order.refundedCents;
    const payment = (await paymentsOfOrder(tx, order.id)).find((p) => p.status === "succeeded");
    if (order.paymentMethod === "card" && payment?.providerRef && remaining > 0) {
      await assertNotDisputed(tx, order);
      await recordRefund(deps, tx, { ...order, released: order.completeTime !== null }, remaining, {
        mayOwe: true,
      });
      const r = await deps.payments.refund({
        chargeRef: payment.providerRef,
        amountCents: remaining,
        idempotencyKey: `operator-refund:${order.orderNumber}`,
      });
      await tx.insert(refunds).values({
        id: newId("re"),
        orderId: order.id,
        paymentId: payment.id,
        amountCents: remaining,
        provider: payment.provider,
        providerRef: r.providerRef,
        status: r.status,
        createTime: now,
      });
    } else if (order.paymentMethod === "cash" && order.completeTime !== null) {
      await recordCashRefund(deps, tx, order);
    }
    to = "refunded";
    patch = { refundedCents: order.amountCents };
  } else {
    const before = (await statusBeforeReport(tx, order.id)) as OrderStatus | null;
    to = before === "refund_requested" ? "refund_declined" : (before ?? "completed");
  }
  const updated = await updateOrder(tx, order.id, { ...patch, status: to, updateTime: now });
  await insertOrderEvent(tx, {
    orderId: order.id,
    action: how,
    fromStatus: order.status,
    toStatus: to,
    party: "system",
    actorId: null,
    note,
    createTime: now,
  });
  const title = updated.itemTitle;
  const amount = formatCents(order.amountCents - order.refundedCents);
  const words =
    how === "refund_buyer"
      ? {
          title: "Order refunded by the marketplace",
          buyer: `The marketplace reviewed the report on "${title}" and refunded you ${amount} in full. Reasons: ${note}`,
          seller: `The marketplace reviewed the report on "${title}" and refunded the buyer ${amount} in full. Reasons: ${note}`,
        }
      : {
          title: "Order released to the seller",
          buyer: `The marketplace reviewed the report on "${title}" and decided for the seller. Reasons: ${note}`,
          seller: `The marketplace reviewed the report on "${title}" and decided for you: the order goes on as before. Reasons: ${note}`,
        };
  await tellParties(deps, tx, updated, words, { buyer: true, seller: true });
}

// ---------------------------------------------------------------------------------------------
// Due work

/** Cancel an order still unpaid at its deadline (job `order.expire`). */
export async function expireOrder(deps: AppDeps, tx: Tx, orderNumber: string): Promise<boolean> {
  const order = await findOrder(tx, orderNumber, true);
  if (!order || !canTransition(facts(order), "expire", "system")) return false;
  const now = deps.clock.now();
  if (now < order.payDeadlineTime) {
    // The deadline moved (or the job ran early): come back then.
    await deps.jobs.schedule(tx, {
      kind: ORDER_EXPIRE_JOB,
      runAt: order.payDeadlineTime,
      payload: { orderNumber },
      dedupeKey: `${ORDER_EXPIRE_JOB}:${orderNumber}-later`,
    });
    return false;
  }
  await tx
    .update(payments)
    .set({ status: "canceled", updateTime: now })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, "requires_action")));
  await transition(deps, tx, order, "expire", "system", null, "cancelled", { cancelTime: now });
  // A winner who let the order lapse unpaid: a strike (the third restricts the account).
  await recordStrike(deps, tx, order.buyerId, order.orderNumber);
  return true;
}

/** The sandbox's dispute card: the processor reports a dispute a few seconds after the payment. */
export const SANDBOX_DISPUTE_JOB = "payment.sandboxDispute";

/** The processor reports a dispute on a paid order (sandbox job, or Stripe's webhook). */
export async function disputeOpened(
  deps: AppDeps,
  tx: Tx,
  orderNumber: string,
  providerRef: string,
  reason: string | null,
): Promise<void> {
  const order = await findOrder(tx, orderNumber, true);
  if (order?.paymentMethod !== "card" || order.paidTime === null) return;
  await openDispute(deps, tx, { providerRef, order, reason });
}

/** Stripe's dispute webhook names the payment: find its order and hold the seller's share. */
export async function disputeOpenedByPayment(
  deps: AppDeps,
  paymentRef: string,
  disputeRef: string,
  reason: string | null,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.providerRef, paymentRef));
    if (!p) return;
    const [o] = await tx.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, p.orderId));
    if (o) await disputeOpened(deps, tx, o.n, disputeRef, reason);
  });
}

/**
 * The processor says how much of a payment is refunded in total. A refund made outside the
 * marketplace (the processor's dashboard) is booked like the seller's own: the ledger first (below
 * zero as owed after the handoff), then the order. A replay, or a refund we made ourselves, finds
 * nothing missing and changes nothing.
 */
export async function refundedAtProcessor(
  deps: AppDeps,
  paymentRef: string,
  refundedCents: number,
  refundRef: string | null,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.providerRef, paymentRef));
    if (p?.status !== "succeeded") return;
    const order = await lockOrderById(tx, p.orderId);
    const known = Number(
      (
        await tx
          .select({ n: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
          .from(refunds)
          .where(and(eq(refunds.paymentId, p.id), inArray(refunds.status, ["succeeded", "pending"])))
      )[0]?.n ?? 0,
    );
    const missing = Math.min(refundedCents - known, order.amountCents - order.refundedCents);
    if (missing <= 0) return;
    await recordRefund(deps, tx, { ...order, released: order.completeTime !== null }, missing, {
      mayOwe: true,
    });
    const now = deps.clock.now();
    await tx.insert(refunds).values({
      id: newId("re"),
      orderId: order.id,
      paymentId: p.id,
      amountCents: missing,
      provider: p.provider,
      providerRef: refundRef,
      status: "succeeded",
      createTime: now,
    });
    const total = order.refundedCents + missing;
    const to: OrderStatus = total >= order.amountCents ? "refunded" : "partially_refunded";
    const updated = await updateOrder(tx, order.id, { refundedCents: total, status: to, updateTime: now });
    await insertOrderEvent(tx, {
      orderId: order.id,
      action: "processorRefund",
      fromStatus: order.status,
      toStatus: to,
      party: "system",
      actorId: null,
      note: refundRef,
      createTime: now,
    });
    await tellParties(
      deps,
      tx,
      updated,
      {
        title: "Refund made",
        buyer: `${formatCents(missing)} for "${updated.itemTitle}" was refunded to your card.`,
        seller: `The card processor refunded ${formatCents(missing)} of the sale of "${updated.itemTitle}" to the buyer.`,
      },
      { buyer: true, seller: true },
    );
  });
}

/** A refund's outcome at the processor (a pending refund settled). */
export async function refundUpdated(
  deps: AppDeps,
  refundRef: string,
  status: "succeeded" | "pending" | "failed",
): Promise<void> {
  if (status === "failed") deps.log.warn("refund failed at the processor", { refundRef });
  await deps.database.db.update(refunds).set({ status }).where(eq(refunds.providerRef, refundRef));
}

export function registerOrderJobs(deps: AppDeps): void {
  deps.jobs.register(SANDBOX_DISPUTE_JOB, async (tx, payload) => {
    if (typeof payload.orderNumber === "string" && typeof payload.providerRef === "string")
      await disputeOpened(deps, tx, payload.orderNumber, payload.providerRef, "fraudulent");
  });
  provideOrders(async (_deps, tx, orderNumber) => {
    const o = await findOrder(tx, orderNumber);
    return o
      ? {
          orderNumber: o.orderNumber,
          status: o.status,
          amountCents: o.amountCents,
          reportReason: o.reportReason,
          buyerId: o.buyerId,
          sellerId: o.sellerId,
          itemNumber: o.itemNumber,
          itemTitle: o.itemTitle,
        }
      : null;
  }, settleReportedOrder);
  deps.jobs.register(ORDER_EXPIRE_JOB, async (tx, payload) => {
    if (typeof payload.orderNumber === "string") await expireOrder(deps, tx, payload.orderNumber);
  });
}

// ---------------------------------------------------------------------------------------------
// Customers at the provider

/** The buyer's customer id at the provider (Stripe), created on first use; null for the sandbox. */
export async function customerRefOf(deps: AppDeps, tx: Tx, userId: number): Promise<string | null> {
  const provider = deps.payments;
  if (provider.name === "sandbox") return null;
  const row = await findPaymentAccount(tx, userId, provider.name, "customer");
  if (row) return row.providerRef;
  const u = await getUserById(tx, userId);
  const ref = await provider.createCustomer({ userId, email: u?.email ?? null });
  if (!ref) return null;
  await addPaymentAccount(tx, {
    userId,
    provider: provider.name,
    kind: "customer",
    providerRef: ref,
    updateTime: deps.clock.now(),
  });
  return ref;
}
