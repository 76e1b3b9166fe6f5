import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { Code } from "#shared/codes";
import { platformFeeCents } from "#shared/order-states";
import { type DbOrTx, queryRows, type Tx } from "../../db/client.ts";
import { ledgerEntries, ledgerTransactions } from "../../db/schema/index.ts";
import type { AppDeps } from "../../platform/context.ts";
import { ApiError } from "../../platform/errors.ts";

/**
 * The double-entry ledger. Every money movement is one ledger transaction whose entries sum to zero
 * (debit +, credit −). Balances are sums of entries, never stored. Accounts:
 *
 * | account            | owner    | normal | meaning                                                   |
 * |--------------------|----------|--------|-----------------------------------------------------------|
 * | processor          | platform | debit  | money held at the card processor (platform clearing)      |
 * | fee_revenue        | platform | credit | platform fees earned                                      |
 * | seller_pending     | seller   | credit | sales paid by card, not yet handed over (net of the fee)  |
 * | seller_available   | seller   | credit | money the seller can withdraw                             |
 * | seller_fee_due     | seller   | debit  | fees of cash sales not yet netted from available          |
 *
 * Movements:
 * - payment (card accepted): processor +A, seller_pending −(A−F), fee_revenue −F
 * - release (handoff confirmed): seller_pending +N, seller_available −N
 * - refund R (fee returned in proportion): processor −R, fee_revenue +f, seller_pending|available +(R−f)
 * - cash_sale (cash handed over in person): seller_fee_due +F, fee_revenue −F; then fee_settlement
 * - fee_settlement: seller_available +s, seller_fee_due −s (s = what available can cover)
 * - payout W: seller_available +W, processor −W; payout_reversal undoes a failed one
 */
export type LedgerAccount =
  | "processor"
  | "fee_revenue"
  | "seller_pending"
  | "seller_available"
  | "seller_fee_due";

export type LedgerKind =
  | "payment"
  | "release"
  | "refund"
  | "cash_sale"
  | "fee_settlement"
  | "payout"
  | "payout_reversal"
  | "dispute_lost";

/**
 * Whose money: a store's orders pay into the store's purse, whichever team member sold, and only
 * its owner withdraws from it; everything else is the user's own (`storeId` null). The identity a
 * request acts as picks the purse (Personal: the user's own; a store: the store's).
 */
export type Purse = { userId: number; storeId: number | null };

/** The purse an order's money belongs to. */
export const purseOfOrder = (o: { sellerId: number; storeId: number | null }): Purse => ({
  userId: o.sellerId,
  storeId: o.storeId,
});

export type EntryInput = {
  account: LedgerAccount;
  userId: number | null;
  amountCents: number;
  storeId?: number | null;
};

/** An entry on one of the purse's seller_* accounts. */
const on = (p: Purse, account: LedgerAccount, amountCents: number): EntryInput => ({
  account,
  userId: p.userId,
  storeId: p.storeId,
  amountCents,
});

export type PostInput = {
  kind: LedgerKind;
  userId: number;
  storeId?: number | null;
  orderId?: number | null;
  orderNumber?: string | null;
  payoutId?: string | null;
  displayCents: number;
  entries: EntryInput[];
};

/** Write one balanced transaction; refuses an unbalanced or non-integer one (a bug, not a user error). */
export async function postLedger(deps: AppDeps, tx: DbOrTx, input: PostInput): Promise<number | null> {
  const entries = input.entries.filter((e) => e.amountCents !== 0);
  if (entries.some((e) => !Number.isSafeInteger(e.amountCents)))
    throw new Error(`ledger: non-integer amount in ${input.kind}`);
  const sum = entries.reduce((s, e) => s + e.amountCents, 0);
  if (sum !== 0) throw new Error(`ledger: ${input.kind} does not balance (${sum})`);
  if (entries.length === 0) return null;
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: input.kind,
      userId: input.userId,
      storeId: input.storeId ?? null,
      orderId: input.orderId ?? null,
      orderNumber: input.orderNumber ?? null,
      payoutId: input.payoutId ?? null,
      displayCents: input.displayCents,
      createTime: deps.clock.now(),
    })
    .returning({ id: ledgerTransactions.id });
  await tx
    .insert(ledgerEntries)
    .values(entries.map((e) => ({ txId: row!.id, ...e, storeId: e.storeId ?? null })));
  return row!.id;
}

export type SellerBalances = { pendingCents: number; availableCents: number; feeDueCents: number };

/** The purse's balances, summed from the entries (credit-normal accounts are negated). */
export async function sellerBalances(db: DbOrTx, purse: Purse | number): Promise<SellerBalances> {
  const p = typeof purse === "number" ? { userId: purse, storeId: null } : purse;
  const rows = await db
    .select({
      account: ledgerEntries.account,
      sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
    })
    .from(ledgerEntries)
    .where(
      and(
        p.storeId !== null
          ? eq(ledgerEntries.storeId, p.storeId)
          : and(eq(ledgerEntries.userId, p.userId), isNull(ledgerEntries.storeId)),
        inArray(ledgerEntries.account, ["seller_pending", "seller_available", "seller_fee_due"]),
      ),
    )
    .groupBy(ledgerEntries.account);
  const by = Object.fromEntries(rows.map((r) => [r.account, Number(r.sum)]));
  return {
    pendingCents: 0 - (by.seller_pending ?? 0),
    availableCents: 0 - (by.seller_available ?? 0),
    feeDueCents: by.seller_fee_due ?? 0,
  };
}

/** Serialises every balance-checked movement of one purse (withdrawals, refunds after handoff). */
export async function lockWallet(tx: Tx, purse: Purse): Promise<void> {
  if (purse.storeId !== null) await tx.execute(sql`SELECT pg_advisory_xact_lock(7002, ${purse.storeId})`);
  else await tx.execute(sql`SELECT pg_advisory_xact_lock(7001, ${purse.userId})`);
}

type OrderMoney = {
  id: number;
  orderNumber: string;
  sellerId: number;
  storeId: number | null;
  amountCents: number;
  refundedCents: number;
};

/** Where an order's posting is filed: the seller's purse, and the order it lists under. */
const filedUnderOrder = (o: OrderMoney) => ({
  userId: o.sellerId,
  storeId: o.storeId,
  orderId: o.id,
  orderNumber: o.orderNumber,
});

/** What the seller keeps of what is left of an order after refunds. */
export function sellerNetCents(deps: AppDeps, amountCents: number, refundedCents: number): number {
  const remaining = amountCents - refundedCents;
  return remaining - platformFeeCents(remaining, deps.env.PLATFORM_FEE_BPS);
}

/** A card payment succeeded: the money sits at the processor, the fee is taken, the rest is pending. */
export async function recordCardPayment(deps: AppDeps, tx: Tx, o: OrderMoney): Promise<void> {
  const fee = platformFeeCents(o.amountCents, deps.env.PLATFORM_FEE_BPS);
  const net = o.amountCents - fee;
  await postLedger(deps, tx, {
    kind: "payment",
    ...filedUnderOrder(o),
    displayCents: net,
    entries: [
      { account: "processor", userId: null, amountCents: o.amountCents },
      on(purseOfOrder(o), "seller_pending", -net),
      { account: "fee_revenue", userId: null, amountCents: -fee },
    ],
  });
}

/** The handoff was confirmed: what is left of a card order moves from pending to available. */
export async function releaseOrder(deps: AppDeps, tx: Tx, o: OrderMoney): Promise<void> {
  const net = sellerNetCents(deps, o.amountCents, o.refundedCents);
  await postLedger(deps, tx, {
    kind: "release",
    ...filedUnderOrder(o),
    displayCents: net,
    entries: [on(purseOfOrder(o), "seller_pending", net), on(purseOfOrder(o), "seller_available", -net)],
  });
  await settleFeeDue(deps, tx, purseOfOrder(o));
}

/**
 * Refund R of a card order. The fee is returned in proportion (so the fee kept always equals the fee
 * on what remains); the seller's share comes from pending, or from available once handed over, where
 * it must be covered (40004).
 */
export async function recordRefund(
  deps: AppDeps,
  tx: Tx,
  o: OrderMoney & { released: boolean },
  refundCents: number,
  /** An operator's full refund of a reported order: taken even below zero (shown as owed). */
  opts: { mayOwe?: boolean } = {},
): Promise<void> {
  const bps = deps.env.PLATFORM_FEE_BPS;
  const before = o.amountCents - o.refundedCents;
  const after = before - refundCents;
  if (refundCents <= 0 || after < 0) throw new Error("ledger: refund out of range");
  const feeBack = platformFeeCents(before, bps) - platformFeeCents(after, bps);
  const sellerPart = refundCents - feeBack;
  const account: LedgerAccount = o.released ? "seller_available" : "seller_pending";
  if (o.released && opts.mayOwe) await lockWallet(tx, purseOfOrder(o));
  else if (o.released) {
    await lockWallet(tx, purseOfOrder(o));
    const b = await sellerBalances(tx, purseOfOrder(o));
    if (b.availableCents < sellerPart)
      throw new ApiError(
        Code.INSUFFICIENT_BALANCE,
        "The seller's available balance does not cover this refund right now.",
      );
  }
  await postLedger(deps, tx, {
    kind: "refund",
    ...filedUnderOrder(o),
    displayCents: -sellerPart,
    entries: [
      { account: "processor", userId: null, amountCents: -refundCents },
      { account: "fee_revenue", userId: null, amountCents: feeBack },
      on(purseOfOrder(o), account, sellerPart),
    ],
  });
}

/** A cash sale was handed over: the seller holds the cash, so the platform's fee is owed and netted. */
export async function recordCashSale(deps: AppDeps, tx: Tx, o: OrderMoney): Promise<void> {
  const fee = platformFeeCents(o.amountCents, deps.env.PLATFORM_FEE_BPS);
  await postLedger(deps, tx, {
    kind: "cash_sale",
    ...filedUnderOrder(o),
    displayCents: o.amountCents - fee,
    entries: [
      on(purseOfOrder(o), "seller_fee_due", fee),
      { account: "fee_revenue", userId: null, amountCents: -fee },
    ],
  });
  await settleFeeDue(deps, tx, purseOfOrder(o));
}

/**
 * A cash sale an operator refunded in full after the handoff: the cash goes back in person, so the
 * platform returns its fee to the seller's available balance (fee_revenue +F, seller_available −F),
 * which then nets any fee still owed.
 */
export async function recordCashRefund(deps: AppDeps, tx: Tx, o: OrderMoney): Promise<void> {
  const fee = platformFeeCents(o.amountCents, deps.env.PLATFORM_FEE_BPS);
  await postLedger(deps, tx, {
    kind: "refund",
    ...filedUnderOrder(o),
    displayCents: fee,
    entries: [
      { account: "fee_revenue", userId: null, amountCents: fee },
      on(purseOfOrder(o), "seller_available", -fee),
    ],
  });
  await settleFeeDue(deps, tx, purseOfOrder(o));
}

/** Net owed cash-sale fees against the available balance, as far as it goes (never below zero). */
export async function settleFeeDue(deps: AppDeps, tx: Tx, purse: Purse): Promise<void> {
  await lockWallet(tx, purse);
  const b = await sellerBalances(tx, purse);
  const s = Math.min(b.feeDueCents, b.availableCents);
  if (s <= 0) return;
  await postLedger(deps, tx, {
    kind: "fee_settlement",
    userId: purse.userId,
    storeId: purse.storeId,
    displayCents: -s,
    entries: [on(purse, "seller_available", s), on(purse, "seller_fee_due", -s)],
  });
}

type PayoutMove = { id: string; userId: number; storeId: number | null; amountCents: number };

/**
 * A payout's money between the seller's available balance and the processor: out when the
 * withdrawal is made, back when it is reversed. One posting mirrored, so the two cannot drift.
 */
async function postPayoutMove(
  deps: AppDeps,
  tx: Tx,
  kind: "payout" | "payout_reversal",
  p: PayoutMove,
): Promise<void> {
  const out = kind === "payout" ? p.amountCents : -p.amountCents;
  await postLedger(deps, tx, {
    kind,
    userId: p.userId,
    storeId: p.storeId,
    payoutId: p.id,
    displayCents: -out,
    entries: [on(p, "seller_available", out), { account: "processor", userId: null, amountCents: -out }],
  });
}

/** A withdrawal leaves the available balance (the caller checked it under lockWallet). */
export async function recordPayout(deps: AppDeps, tx: Tx, p: PayoutMove): Promise<void> {
  await postPayoutMove(deps, tx, "payout", p);
}

/** A payout the processor could not deliver: the money returns to available. */
export async function reversePayout(deps: AppDeps, tx: Tx, p: PayoutMove): Promise<void> {
  await postPayoutMove(deps, tx, "payout_reversal", p);
  await settleFeeDue(deps, tx, p);
}

/** One of the seller's ledger transactions as the books show it (see `transactionRows`). */
export type LedgerRow = {
  id: number;
  kind: LedgerKind;
  displayCents: number;
  createTime: number;
  orderNumber: string | null;
  payoutId: string | null;
  /** Money that changed hands: the processor's side of a card payment or refund, or the cash of a cash sale. */
  grossCents: number | null;
  feeCents: number | null;
  availableChange: number;
  pendingChange: number;
  feeDueChange: number;
  availableAfter: number;
  pendingAfter: number;
  feeDueAfter: number;
};

type RawLedgerRow = Record<
  | "id"
  | "kind"
  | "display_cents"
  | "create_time"
  | "order_number"
  | "payout_id"
  | "d_available"
  | "d_pending"
  | "d_fee_due"
  | "processor"
  | "fee"
  | "available_after"
  | "pending_after"
  | "fee_due_after",
  string | number | null
>;

/**
 * The seller's transactions, newest first, each with what it did to every balance and the running
 * balances after it, all summed from the entries (the same sums as `sellerBalances`, so the newest
 * row's balances are the balances). The running sums cover every transaction before the filters
 * apply, so a filtered or paged list still shows true balances. `limit` null: all of them.
 */
export async function transactionRows(
  db: DbOrTx,
  purse: Purse,
  f: { kind?: string | undefined; startTime?: number | undefined; endTime?: number | undefined },
  limit: number | null,
  offset = 0,
): Promise<{ rows: LedgerRow[]; total: number }> {
  const conds = [sql`TRUE`];
  if (f.kind) conds.push(sql`kind = ${f.kind}`);
  if (f.startTime !== undefined) conds.push(sql`create_time >= ${f.startTime}`);
  if (f.endTime !== undefined) conds.push(sql`create_time <= ${f.endTime}`);
  const where = sql.join(conds, sql` AND `);
  const raw = await queryRows<RawLedgerRow & { total: string | number }>(
    db,
    sql`WITH t AS (
      SELECT lt.id, lt.kind, lt.display_cents, lt.create_time, lt.order_number, lt.payout_id,
        coalesce(sum(-e.amount_cents) FILTER (WHERE e.account = 'seller_available'), 0) AS d_available,
        coalesce(sum(-e.amount_cents) FILTER (WHERE e.account = 'seller_pending'), 0) AS d_pending,
        coalesce(sum(e.amount_cents) FILTER (WHERE e.account = 'seller_fee_due'), 0) AS d_fee_due,
        sum(e.amount_cents) FILTER (WHERE e.account = 'processor') AS processor,
        sum(-e.amount_cents) FILTER (WHERE e.account = 'fee_revenue') AS fee
      FROM ${ledgerTransactions} lt JOIN ${ledgerEntries} e ON e.tx_id = lt.id
      WHERE ${
        purse.storeId !== null
          ? sql`lt.store_id = ${purse.storeId}`
          : sql`lt.user_id = ${purse.userId} AND lt.store_id IS NULL`
      }
      GROUP BY lt.id
    ), r AS (
      SELECT t.*,
        sum(d_available) OVER w AS available_after,
        sum(d_pending) OVER w AS pending_after,
        sum(d_fee_due) OVER w AS fee_due_after
      FROM t WINDOW w AS (ORDER BY id ROWS UNBOUNDED PRECEDING)
    )
    SELECT r.*, count(*) OVER () AS total FROM r WHERE ${where}
    ORDER BY id DESC
    ${limit === null ? sql`` : sql`LIMIT ${limit} OFFSET ${offset}`}`,
  );
  const n = (v: string | number | null) => (v === null ? null : Number(v));
  const rows = raw.map((r): LedgerRow => {
    const kind = r.kind as LedgerKind;
    const display = Number(r.display_cents);
    const fee = n(r.fee);
    return {
      id: Number(r.id),
      kind,
      displayCents: display,
      createTime: Number(r.create_time),
      orderNumber: r.order_number as string | null,
      payoutId: r.payout_id as string | null,
      // A cash sale moves no money through us: the cash handed over is the net plus the fee.
      grossCents:
        kind === "cash_sale"
          ? display + (fee ?? 0)
          : kind === "payment" || kind === "refund"
            ? n(r.processor)
            : null,
      feeCents: kind === "payment" || kind === "cash_sale" || kind === "refund" ? (fee ?? 0) : null,
      availableChange: Number(r.d_available),
      pendingChange: Number(r.d_pending),
      feeDueChange: Number(r.d_fee_due),
      availableAfter: Number(r.available_after),
      pendingAfter: Number(r.pending_after),
      feeDueAfter: Number(r.fee_due_after),
    };
  });
  // A page past the end has no row to carry the count.
  const total = raw.length
    ? Number(raw[0]!.total)
    : offset > 0
      ? (await transactionRows(db, purse, f, 1, 0)).total
      : 0;
  return { rows, total };
}
