import { and, count, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Page, PagingQuery } from "#shared/contract/common";
import { JumpType } from "#shared/jump-types";
import { formatCents } from "#shared/money";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { cardDisputes } from "../../db/schema/index.ts";
import type { AppDeps } from "../../platform/context.ts";
import { displayName, getUserById } from "../accounts/index.ts";
import { notify } from "../notifications/index.ts";
import { lockWallet, type Purse, postLedger, purseOfOrder, sellerNetCents } from "./ledger.service.ts";

export type DisputeRow = typeof cardDisputes.$inferSelect;

/**
 * The processor opened a dispute on a paid order: the seller's share of it is held (GET
 * /wallet/balance `heldCents`; a withdrawal cannot spend it). Idempotent per processor id.
 */
export async function openDispute(
  deps: AppDeps,
  tx: Tx,
  input: {
    providerRef: string;
    order: {
      id: number;
      orderNumber: string;
      sellerId: number;
      storeId: number | null;
      buyerId: number;
      amountCents: number;
      refundedCents: number;
    };
    reason: string | null;
  },
): Promise<void> {
  const o = input.order;
  const amount = o.amountCents - o.refundedCents;
  const rows = await tx
    .insert(cardDisputes)
    .values({
      providerRef: input.providerRef,
      orderId: o.id,
      orderNumber: o.orderNumber,
      sellerId: o.sellerId,
      storeId: o.storeId,
      buyerId: o.buyerId,
      amountCents: amount,
      netCents: sellerNetCents(deps, o.amountCents, o.refundedCents),
      status: "open",
      reason: input.reason,
      createTime: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: cardDisputes.id });
  if (!rows.length) return;
  await notify(deps, tx, {
    userId: o.sellerId,
    title: "Card payment disputed",
    content: `The buyer's bank disputes ${formatCents(amount)} paid for order ${o.orderNumber}. Your share is held until the dispute is decided.`,
    jumpType: JumpType.SELLER_ORDER,
    jumpId: o.orderNumber,
    orderNumber: o.orderNumber,
  });
}

/**
 * The processor closed a dispute. Won: the hold ends. Lost: the card holder gets the money back
 * from the processor, the fee is returned and the seller's share is debited from what they can
 * withdraw, below zero if need be (shown as owed): processor −A, fee_revenue +F, seller_available +N.
 */
export async function closeDispute(deps: AppDeps, providerRef: string, won: boolean): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    const [d] = await tx
      .select()
      .from(cardDisputes)
      .where(eq(cardDisputes.providerRef, providerRef))
      .for("update");
    if (d?.status !== "open") return false;
    const purse = purseOfOrder(d);
    await lockWallet(tx, purse);
    await tx
      .update(cardDisputes)
      .set({ status: won ? "won" : "lost", closeTime: deps.clock.now() })
      .where(eq(cardDisputes.id, d.id));
    if (!won)
      await postLedger(deps, tx, {
        kind: "dispute_lost",
        userId: d.sellerId,
        storeId: d.storeId,
        orderId: d.orderId,
        orderNumber: d.orderNumber,
        displayCents: -d.netCents,
        entries: [
          { account: "processor", userId: null, amountCents: -d.amountCents },
          { account: "fee_revenue", userId: null, amountCents: d.amountCents - d.netCents },
          { account: "seller_available", userId: d.sellerId, storeId: d.storeId, amountCents: d.netCents },
        ],
      });
    await notify(deps, tx, {
      userId: d.sellerId,
      title: won ? "Dispute won" : "Dispute lost",
      content: won
        ? `The dispute on order ${d.orderNumber} was decided for you: the held money is yours again.`
        : `The dispute on order ${d.orderNumber} was decided for the buyer: ${formatCents(d.netCents)} was taken from your balance.`,
      jumpType: JumpType.SELLER_ORDER,
      jumpId: d.orderNumber,
      orderNumber: d.orderNumber,
    });
    return true;
  });
}

/**
 * Whether the buyer's bank is deciding a dispute on this order's payment: then a refund we start
 * would pay the buyer twice (the processor returns the disputed money itself when the dispute is
 * lost), so none is started until the dispute closes.
 */
export async function hasOpenDispute(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cardDisputes.id })
    .from(cardDisputes)
    .where(and(eq(cardDisputes.orderId, orderId), eq(cardDisputes.status, "open")))
    .limit(1);
  return row !== undefined;
}

/** The purse's share of its open disputes: held, not withdrawable. */
export async function heldCents(db: DbOrTx, purse: Purse): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${cardDisputes.netCents}), 0)` })
    .from(cardDisputes)
    .where(
      and(
        purse.storeId !== null
          ? eq(cardDisputes.storeId, purse.storeId)
          : and(eq(cardDisputes.sellerId, purse.userId), isNull(cardDisputes.storeId)),
        eq(cardDisputes.status, "open"),
      ),
    );
  return Number(row?.n ?? 0);
}

/** GET /admin/disputes (operators): every dispute, the open ones by default, newest first. */
export async function listDisputes(
  deps: AppDeps,
  q: PagingQuery & { status: "open" | "closed" | "all" },
): Promise<Page<unknown>> {
  const db = deps.database.db;
  const where =
    q.status === "open"
      ? eq(cardDisputes.status, "open")
      : q.status === "closed"
        ? ne(cardDisputes.status, "open")
        : undefined;
  const [{ n }] = (await db.select({ n: count() }).from(cardDisputes).where(where)) as [{ n: number }];
  const rows = await db
    .select()
    .from(cardDisputes)
    .where(where)
    .orderBy(desc(cardDisputes.createTime), desc(cardDisputes.id))
    .limit(q.pageSize)
    .offset((q.currentPage - 1) * q.pageSize);
  const list = [];
  for (const d of rows) {
    const [s, b] = [await getUserById(db, d.sellerId), await getUserById(db, d.buyerId)];
    list.push({
      disputeId: d.providerRef,
      orderNumber: d.orderNumber,
      amountCents: d.amountCents,
      status: d.status,
      reason: d.reason,
      seller: { id: d.sellerId, name: s ? displayName(s) : "Member", pic: s?.pic ?? null },
      buyer: { id: d.buyerId, name: b ? displayName(b) : "Member", pic: b?.pic ?? null },
      createTime: d.createTime,
      closeTime: d.closeTime,
    });
  }
  return { list, total: Number(n), hasNextPage: q.currentPage * q.pageSize < Number(n) };
}
