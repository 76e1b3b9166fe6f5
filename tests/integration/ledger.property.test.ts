import { gt, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, payments, payouts } from "#server/db/schema/index";
import { findOrder } from "#server/modules/orders/orders.repo";
import {
  agreeRefund,
  confirmPickup,
  createOrder,
  declineRefund,
  expireOrder,
  generatePickupCode,
  payCash,
  payOrder,
  reportOrder,
  requestRefund,
  settleActionPayment,
} from "#server/modules/orders/orders.service";
import { addSandboxCard } from "#server/modules/orders/payment-methods.service";
import { sellerBalances } from "#server/modules/wallet/ledger.service";
import { payoutSettled, withdraw } from "#server/modules/wallet/wallet.service";
import type { AuthInfo } from "#server/platform/context";
import { ApiError } from "#server/platform/errors";
import { SandboxProvider } from "#server/platform/payments/sandbox";
import { Code } from "#shared/codes";
import { canTransition, type OrderAction, type OrderStatus, platformFeeCents } from "#shared/order-states";
import { createItem, createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { CARD_3DS, CARD_DECLINE, CARD_OK } from "./orders.fixtures.ts";

/**
 * ≥ 10,000 random operations straight against the services on one in-memory database. After each:
 * every new ledger transaction sums to zero, no balance is negative, and every seller's balances
 * equal what the orders' states say they should be.
 */
const OPS = Number(process.env.LEDGER_PROPERTY_OPS ?? 10_000);
const RUNS = 4;

/** Payouts stay pending until a "webhook" settles them, so failures and reversals happen too. */
class PendingPayoutSandbox extends SandboxProvider {
  override async payout(input: { payoutId: string }) {
    return { providerRef: `po_sbx_${input.payoutId}`, status: "pending" as const, arrivalTime: null };
  }
}

type Op =
  | { k: "create"; seller: number; buyer: number; amount: number }
  | { k: "pay"; o: number; card: 0 | 1 | 2; retry: boolean }
  | { k: "action"; o: number; ok: boolean }
  | { k: "cash"; o: number }
  | { k: "pickup"; o: number }
  | { k: "confirm"; o: number; right: boolean }
  | { k: "refund"; o: number; permille: number }
  | { k: "agree"; o: number }
  | { k: "decline"; o: number }
  | { k: "report"; o: number; seller: boolean }
  | { k: "expire"; o: number }
  | { k: "withdraw"; seller: number; permille: number }
  | { k: "settlePayout"; ok: boolean };

const idx = fc.nat({ max: 1_000_000 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant("create" as const),
      seller: fc.nat(3),
      buyer: fc.nat(3),
      amount: fc.oneof(fc.integer({ min: 1, max: 49 }), fc.integer({ min: 50, max: 200_000 })),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant("pay" as const),
      o: idx,
      card: fc.constantFrom(0 as const, 0 as const, 1 as const, 2 as const),
      retry: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant("action" as const), o: idx, ok: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant("cash" as const), o: idx }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant("pickup" as const), o: idx }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant("confirm" as const), o: idx, right: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant("refund" as const),
      o: idx,
      permille: fc.integer({ min: 1, max: 1100 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant("agree" as const), o: idx }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant("decline" as const), o: idx }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant("report" as const), o: idx, seller: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant("expire" as const), o: idx }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant("withdraw" as const),
      seller: fc.nat(3),
      permille: fc.integer({ min: 1, max: 1200 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant("settlePayout" as const), ok: fc.boolean() }) },
);

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  s.deps.payments = new PendingPayoutSandbox(s.deps.keys.secret, s.deps.clock);
});
afterAll(async () => {
  await s.close();
});

const auth = (userId: number): AuthInfo => ({ userId, sessionId: "prop", storeId: null });

describe("ledger property", () => {
  it(`keeps the books balanced over ${OPS} random operations`, { timeout: 1_800_000 }, async () => {
    const deps = s.deps;
    const db = deps.database.db;
    const bps = deps.env.PLATFORM_FEE_BPS;
    const sellers: TestUser[] = [];
    const buyers: TestUser[] = [];
    for (let i = 0; i < 4; i++) sellers.push(await createUser(s, { userDataConfirmed: true }));
    for (let i = 0; i < 4; i++) buyers.push(await createUser(s));
    // Sellers' payout accounts are ready; buyers hold one card of each kind.
    for (const sl of sellers)
      await db.execute(
        sql`INSERT INTO payment_accounts (user_id, provider, kind, provider_ref, ready, update_time) VALUES (${sl.id}, 'sandbox', 'connected', ${`acct_${sl.id}`}, true, 0)`,
      );
    const cards: string[][] = [];
    for (const b of buyers) {
      const row: string[] = [];
      for (const n of [CARD_OK, CARD_DECLINE, CARD_3DS])
        row.push(
          (
            await addSandboxCard(deps, auth(b.id), {
              cardNumber: n,
              expMonth: 12,
              expYear: new Date().getUTCFullYear() + 3,
              cvc: "123",
            })
          ).paymentMethodId,
        );
      cards.push(row);
    }
    const items: { id: number }[] = [];
    for (const sl of sellers) items.push(await createItem(s, { sellerId: sl.id }));

    const orderNumbers: string[] = [];
    let lastEntryId = 0;
    let executed = 0;
    const touched = new Set<string>();
    let payoutsTouched = false;
    const expectedCodes = new Set<number>([
      Code.ILLEGAL_ORDER_STATE,
      Code.BELOW_MIN_ONLINE_PAYMENT,
      Code.WRONG_PICKUP_CODE,
      Code.REFUND_TOO_LARGE,
      Code.INSUFFICIENT_BALANCE,
    ]);

    /** Business refusals are fine (the property is about the books); anything else fails. */
    const attempt = async (fn: () => Promise<unknown>): Promise<number> => {
      try {
        await fn();
        return 1;
      } catch (err) {
        if (err instanceof ApiError && expectedCodes.has(err.code)) return err.code;
        throw err;
      }
    };
    // Mostly the recent orders, so orders travel far through the state machine.
    /**
     * Four times in five an order where the action is legal (so orders travel far through the state
     * machine), else any recent order (so illegal moves are tried too).
     */
    const pick = (i: number, action?: OrderAction, party: "buyer" | "seller" | "system" = "buyer") => {
      let pool = orderNumbers;
      if (action && i % 5 !== 0) {
        const legal = orderNumbers.filter((on) => {
          const m = mirror.get(on);
          return (
            m &&
            canTransition(
              {
                status: m.status as OrderStatus,
                paymentMethod: m.method as "card" | "cash" | null,
                completeTime: m.done,
              },
              action,
              party,
            )
          );
        });
        if (legal.length) pool = legal;
      } else pool = orderNumbers.slice(-24);
      const on = pool[i % pool.length]!;
      touched.add(on);
      return on;
    };

    async function run(op: Op): Promise<void> {
      if (op.k !== "create" && op.k !== "withdraw" && op.k !== "settlePayout" && orderNumbers.length === 0)
        return;
      switch (op.k) {
        case "create": {
          if (op.seller === op.buyer && sellers[op.seller]!.id === buyers[op.buyer]!.id) return;
          const { orderNumber } = await db.transaction((tx) =>
            createOrder(deps, tx, {
              itemId: items[op.seller]!.id,
              buyerId: buyers[op.buyer]!.id,
              amountCents: op.amount,
              source: "fixed",
            }),
          );
          orderNumbers.push(orderNumber);
          touched.add(orderNumber);
          return;
        }
        case "pay": {
          const on = pick(op.o, "pay");
          const o = (await findOrder(db, on))!;
          const b = buyers.findIndex((x) => x.id === o.buyerId);
          const pm = cards[b]![op.card]!;
          const before = await countPaymentEntries(o.id);
          const r1 = await attempt(() =>
            payOrder(deps, auth(o.buyerId), { orderNumber: on, paymentMethodId: pm }),
          );
          if (o.amountCents < 50 && o.status === "awaiting_payment")
            expect(r1).toBe(Code.BELOW_MIN_ONLINE_PAYMENT);
          if (op.retry) {
            const paid = (await findOrder(db, on))!.status !== "awaiting_payment";
            const r2 = await attempt(() =>
              payOrder(deps, auth(o.buyerId), { orderNumber: on, paymentMethodId: pm }),
            );
            if (paid) expect(r2).toBe(Code.ILLEGAL_ORDER_STATE);
          }
          // However often it is retried, an order is charged at most once.
          const after = await countPaymentEntries(o.id);
          expect(after).toBeLessThanOrEqual(1);
          expect(after).toBeGreaterThanOrEqual(before);
          return;
        }
        case "action": {
          const [p] = await db
            .select({ id: payments.id })
            .from(payments)
            .where(sql`${payments.status} = 'requires_action'`)
            .orderBy(sql`random()`)
            .limit(1);
          if (p)
            touched.add(
              (await settleActionPayment(deps, p.id, op.ok ? { ok: true } : { ok: false, message: "failed" }))
                .orderNumber,
            );
          return;
        }
        case "cash": {
          const o = (await findOrder(db, pick(op.o, "payCash", "buyer")))!;
          await attempt(() => payCash(deps, auth(o.buyerId), o.orderNumber));
          return;
        }
        case "pickup": {
          const o = (await findOrder(db, pick(op.o, "generatePickupCode", "buyer")))!;
          await attempt(() => generatePickupCode(deps, auth(o.buyerId), o.orderNumber));
          return;
        }
        case "confirm": {
          const o = (await findOrder(db, pick(op.o, "confirm", "seller")))!;
          const code =
            op.right && o.pickupCode ? o.pickupCode : o.pickupCode === "000000" ? "000001" : "000000";
          const r = await attempt(() =>
            confirmPickup(deps, auth(o.sellerId), { orderNumber: o.orderNumber, pickupCode: code }),
          );
          if (o.status === "ready_for_pickup") expect(r).toBe(op.right ? 1 : Code.WRONG_PICKUP_CODE);
          return;
        }
        case "refund": {
          const o = (await findOrder(db, pick(op.o, "requestRefund", "buyer")))!;
          const amount = Math.max(1, Math.floor(((o.amountCents - o.refundedCents) * op.permille) / 1000));
          const r = await attempt(() =>
            requestRefund(deps, auth(o.buyerId), {
              orderNumber: o.orderNumber,
              amountCents: amount,
              reason: "r",
            }),
          );
          if (r === 1) expect(amount).toBeLessThanOrEqual(o.amountCents - o.refundedCents);
          return;
        }
        case "agree": {
          const o = (await findOrder(db, pick(op.o, "agreeRefund", "seller")))!;
          await attempt(() => agreeRefund(deps, auth(o.sellerId), o.orderNumber));
          return;
        }
        case "decline": {
          const o = (await findOrder(db, pick(op.o, "declineRefund", "seller")))!;
          await attempt(() => declineRefund(deps, auth(o.sellerId), o.orderNumber));
          return;
        }
        case "report": {
          const o = (await findOrder(db, pick(op.o)))!;
          await attempt(() =>
            reportOrder(deps, auth(op.seller ? o.sellerId : o.buyerId), {
              orderNumber: o.orderNumber,
              reason: "r",
            }),
          );
          return;
        }
        case "expire": {
          const o = (await findOrder(db, pick(op.o, "expire", "system")))!;
          const offset = s.clock.offsetMs;
          s.clock.offsetMs = o.payDeadlineTime - Date.now() + 1;
          await db.transaction((tx) => expireOrder(deps, tx, o.orderNumber));
          s.clock.offsetMs = Math.max(offset, s.clock.offsetMs);
          return;
        }
        case "withdraw": {
          const sl = sellers[op.seller]!;
          const b = await sellerBalances(db, sl.id);
          const amount = Math.max(1, Math.floor((b.availableCents * op.permille) / 1000));
          payoutsTouched = true;
          const r = await attempt(() => withdraw(deps, auth(sl.id), amount));
          expect(r).toBe(amount <= b.availableCents ? 1 : Code.INSUFFICIENT_BALANCE);
          return;
        }
        case "settlePayout": {
          const [p] = await db.select().from(payouts).where(sql`${payouts.status} = 'pending'`).limit(1);
          payoutsTouched = true;
          if (p)
            await payoutSettled(
              deps,
              p.providerRef!,
              op.ok ? { ok: true } : { ok: false, message: "bank said no" },
            );
          return;
        }
      }
    }

    async function countPaymentEntries(orderId: number): Promise<number> {
      const [r] = await db
        .execute(
          sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE order_id = ${orderId} AND kind = 'payment'`,
        )
        .then((x) => (x as unknown as { rows: { n: number }[] }).rows);
      return r!.n;
    }

    type OrderMirror = {
      status: string;
      sellerId: number;
      amount: number;
      refunded: number;
      method: string | null;
      paid: number | null;
      done: number | null;
    };
    const mirror = new Map<string, OrderMirror>();
    let payoutMirror: { userId: number; amount: number; status: string }[] = [];
    const running = new Map<string, number>();
    const key = (account: string, userId: number | null) => `${account}:${userId ?? ""}`;
    const bal = (account: string, userId: number | null) => running.get(key(account, userId)) ?? 0;

    async function refreshMirror(): Promise<void> {
      for (const on of touched) {
        const o = (await findOrder(db, on))!;
        mirror.set(on, {
          status: o.status,
          sellerId: o.sellerId,
          amount: o.amountCents,
          refunded: o.refundedCents,
          method: o.paymentMethod,
          paid: o.paidTime,
          done: o.completeTime,
        });
      }
      touched.clear();
      if (payoutsTouched) {
        payoutMirror = (
          await db
            .select({ userId: payouts.userId, amount: payouts.amountCents, status: payouts.status })
            .from(payouts)
        ).map((p) => ({ userId: p.userId, amount: p.amount, status: p.status }));
        payoutsTouched = false;
      }
    }

    async function checkInvariants(full: boolean): Promise<void> {
      await refreshMirror();
      // 1. Every transaction written since the last check balances; balances are these sums.
      const fresh = await db
        .select({
          txId: ledgerEntries.txId,
          id: ledgerEntries.id,
          account: ledgerEntries.account,
          userId: ledgerEntries.userId,
          amountCents: ledgerEntries.amountCents,
        })
        .from(ledgerEntries)
        .where(gt(ledgerEntries.id, lastEntryId));
      const sums = new Map<number, number>();
      for (const e of fresh) {
        expect(Number.isInteger(e.amountCents)).toBe(true);
        sums.set(e.txId, (sums.get(e.txId) ?? 0) + e.amountCents);
        running.set(key(e.account, e.userId), bal(e.account, e.userId) + e.amountCents);
        lastEntryId = Math.max(lastEntryId, e.id);
      }
      for (const [txId, sum] of sums) expect(sum, `ledger tx ${txId}`).toBe(0);

      // 2. No balance below zero, and each equals what the orders' states and the payouts say.
      const net = (a: number, r: number) => a - r - platformFeeCents(a - r, bps);
      let processor = 0;
      let feeRevenue = 0;
      const pending = new Map<number, number>();
      const availMinusDue = new Map<number, number>();
      const add = (m: Map<number, number>, k: number, v: number) => m.set(k, (m.get(k) ?? 0) + v);
      for (const o of mirror.values()) {
        if (o.method === "card" && o.paid !== null) {
          if (o.done === null) add(pending, o.sellerId, net(o.amount, o.refunded));
          else add(availMinusDue, o.sellerId, net(o.amount, o.refunded));
          processor += o.amount - o.refunded;
          feeRevenue += platformFeeCents(o.amount - o.refunded, bps);
        }
        if (o.method === "cash" && o.done !== null) {
          add(availMinusDue, o.sellerId, -platformFeeCents(o.amount, bps));
          feeRevenue += platformFeeCents(o.amount, bps);
        }
      }
      for (const p of payoutMirror)
        if (p.status !== "failed") {
          add(availMinusDue, p.userId, -p.amount);
          processor -= p.amount;
        }
      for (const sl of sellers) {
        const b = {
          pendingCents: 0 - bal("seller_pending", sl.id),
          availableCents: 0 - bal("seller_available", sl.id),
          feeDueCents: bal("seller_fee_due", sl.id),
        };
        expect(b.pendingCents).toBeGreaterThanOrEqual(0);
        expect(b.availableCents).toBeGreaterThanOrEqual(0);
        expect(b.feeDueCents).toBeGreaterThanOrEqual(0);
        // Owed cash fees are netted whenever there is money to net them from.
        expect(Math.min(b.availableCents, b.feeDueCents)).toBe(0);
        expect(b.pendingCents).toBe(pending.get(sl.id) ?? 0);
        expect(b.availableCents - b.feeDueCents).toBe(availMinusDue.get(sl.id) ?? 0);
        // The wallet's own read (what GET /wallet/balance answers) agrees with the entries.
        if (full) expect(await sellerBalances(db, sl.id)).toEqual(b);
      }
      expect(bal("processor", null)).toBe(processor);
      expect(0 - bal("fee_revenue", null)).toBe(feeRevenue);
      expect(processor).toBeGreaterThanOrEqual(0);
      expect(feeRevenue).toBeGreaterThanOrEqual(0);
      if (full) {
        // The mirrors are the database: all entries sum to zero, every account matches.
        const rows = (
          (await db.execute(
            sql`SELECT account, user_id, sum(amount_cents)::bigint AS s FROM ledger_entries GROUP BY account, user_id`,
          )) as unknown as { rows: { account: string; user_id: number | null; s: string }[] }
        ).rows;
        expect(rows.reduce((t, r) => t + Number(r.s), 0)).toBe(0);
        for (const r of rows) expect(Number(r.s)).toBe(bal(r.account, r.user_id));
        const [n] = (
          (await db.execute(sql`SELECT count(*)::int AS n FROM orders`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows;
        expect(n!.n).toBe(mirror.size);
      }
    }

    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: OPS / RUNS, maxLength: OPS / RUNS }), async (ops) => {
        for (const op of ops) {
          await run(op);
          executed++;
          await checkInvariants(executed % 500 === 0);
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(executed).toBeGreaterThanOrEqual(OPS);
    await checkInvariants(true);
    const [counts] = (
      (await db.execute(
        sql`SELECT count(*) FILTER (WHERE status = 'completed')::int AS completed, count(*) FILTER (WHERE refunded_cents > 0)::int AS refunded, count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled FROM orders`,
      )) as unknown as { rows: { completed: number; refunded: number; cancelled: number }[] }
    ).rows;
    console.log("ledger property reached", counts);
    // The random walk really reached the interesting states.
    expect(counts!.completed).toBeGreaterThan(0);
    expect(counts!.refunded).toBeGreaterThan(0);
    expect(counts!.cancelled).toBeGreaterThan(0);
  });
});
