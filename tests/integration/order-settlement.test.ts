import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, ledgerTransactions, orders, refunds } from "#server/db/schema/index";
import { Code } from "#shared/codes";
import { createUser, type TestUser } from "./fixtures.ts";
import type { TestServer } from "./harness.ts";
import {
  code,
  completeSale,
  ledgerSum,
  makeOrder,
  ok,
  payByCard,
  readySeller,
  reportOrder,
  startWithOperator,
} from "./orders.fixtures.ts";

/*
 * Operators settle a reported order from the console (CONTRACT.md "Trust and safety"): a full refund
 * to the buyer through the ledger, or the order released to the seller; both parties read the note.
 */

let s: TestServer;
let op: TestUser;
beforeAll(async () => {
  ({ s, op } = await startWithOperator());
});
afterAll(async () => {
  await s.close();
});

/** What the platform kept in fees on one order (fee_revenue is a credit account: minus the sum). */
async function feeKept(orderNumber: string): Promise<number> {
  const [row] = await s.deps.database.db
    .select({ n: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.txId))
    .where(and(eq(ledgerTransactions.orderNumber, orderNumber), eq(ledgerEntries.account, "fee_revenue")));
  return 0 - Number(row!.n);
}

const report = (u: TestUser, orderNumber: string, reason?: string) =>
  reportOrder(s, op, u, orderNumber, reason);

const resolve = (reportId: number, action: string, note: string) =>
  ok<{ decisionId: number }>(s, "POST", "/api/admin/reports/resolve", op, { reportId, action, note });

async function lastNotice(u: TestUser) {
  return (await ok(s, "GET", "/api/notification/list", u, { pageSize: "5" })).list[0] as {
    title: string;
    content: string;
    jumpId: string | null;
  };
}

const orderOf = (u: TestUser, orderNumber: string) => ok(s, "GET", "/api/order/detail", u, { orderNumber });

describe("settling a reported order", () => {
  it("a reported order's entry lists refund_buyer and release_seller", async () => {
    const seller = await readySeller(s);
    const buyer = await createUser(s);
    const orderNumber = await makeOrder(s, seller, buyer, 2000);
    await payByCard(s, buyer, orderNumber);
    const entry = await report(buyer, orderNumber);
    expect(entry.actions).toEqual(["dismiss", "refund_buyer", "release_seller"]);
    // An action for another kind of target does not fit (10001), and nothing changes.
    expect(
      await code(s, "POST", "/api/admin/reports/resolve", op, {
        reportId: entry.reportId,
        action: "remove_item",
        note: "x",
      }),
    ).toBe(Code.VALIDATION);
    expect((await orderOf(buyer, orderNumber)).status).toBe("reported");
  });

  it("refund_buyer on a paid card order: refunded in full at the processor and in the ledger, both told, audited", async () => {
    const seller = await readySeller(s);
    const buyer = await createUser(s);
    const orderNumber = await makeOrder(s, seller, buyer, 10_000);
    await payByCard(s, buyer, orderNumber);
    expect(await ok(s, "GET", "/api/wallet/balance", seller)).toMatchObject({ pendingCents: 9500 });
    const entry = await report(buyer, orderNumber);
    const note = "The seller never answered the buyer.";
    const { decisionId } = await resolve(entry.reportId, "refund_buyer", note);

    expect(await orderOf(buyer, orderNumber)).toMatchObject({ status: "refunded", refundedCents: 10_000 });
    expect(await ok(s, "GET", "/api/wallet/balance", seller)).toMatchObject({
      pendingCents: 0,
      availableCents: 0,
    });
    expect(await feeKept(orderNumber)).toBe(0);
    expect(await ledgerSum(s)).toBe(0);
    const [o] = await s.deps.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const moneyBack = await s.deps.database.db.select().from(refunds).where(eq(refunds.orderId, o!.id));
    expect(moneyBack).toMatchObject([{ amountCents: 10_000, status: "succeeded" }]);

    for (const u of [buyer, seller]) {
      const n = await lastNotice(u);
      expect(n.title).toBe("Order refunded by the marketplace");
      expect(n.content).toContain(note);
      expect(n.jumpId).toBe(orderNumber);
    }
    const audit = (await ok(s, "GET", "/api/admin/audit", op, { pageSize: "50" })).list as any[];
    expect(audit.find((e) => e.decisionId === decisionId)).toMatchObject({
      action: "refund_buyer",
      targetType: "order",
      targetId: orderNumber,
      note,
      operator: op.email,
    });
    // Once only: the report is resolved (10009) and no second refund is made.
    expect(
      await code(s, "POST", "/api/admin/reports/resolve", op, {
        reportId: entry.reportId,
        action: "refund_buyer",
        note,
      }),
    ).toBe(Code.CONFLICT);
    expect(await s.deps.database.db.select().from(refunds).where(eq(refunds.orderId, o!.id))).toHaveLength(1);
  });

  it("refund_buyer after the handoff and a withdrawal takes the seller's share below zero, shown as owed", async () => {
    const seller = await readySeller(s);
    const orderNumber = await completeSale(s, seller, 4000);
    expect(await ok(s, "GET", "/api/wallet/balance", seller)).toMatchObject({ availableCents: 3800 });
    await ok(s, "POST", "/api/wallet/withdraw", seller, { amountCents: 3800 });
    const entry = await report(seller, orderNumber, "The buyer says it broke");
    await resolve(entry.reportId, "refund_buyer", "Sold as working, arrived broken.");
    expect((await orderOf(seller, orderNumber)).status).toBe("refunded");
    expect(await ok(s, "GET", "/api/wallet/balance", seller)).toMatchObject({
      availableCents: -3800,
      owedCents: 3800,
    });
    expect(await feeKept(orderNumber)).toBe(0);
    expect(await ledgerSum(s)).toBe(0);
  });

  it("release_seller on a completed card order puts it back to completed; the seller keeps the money", async () => {
    const seller = await readySeller(s);
    const orderNumber = await completeSale(s, seller, 6000);
    const entry = await report(seller, orderNumber, "The buyer threatens me");
    const note = "The handoff was confirmed with the pickup code.";
    await resolve(entry.reportId, "release_seller", note);
    expect((await orderOf(seller, orderNumber)).status).toBe("completed");
    expect(await ok(s, "GET", "/api/wallet/balance", seller)).toMatchObject({ availableCents: 5700 });
    const n = await lastNotice(seller);
    expect(n).toMatchObject({ title: "Order released to the seller", jumpId: orderNumber });
    expect(n.content).toContain(note);
    expect(await ledgerSum(s)).toBe(0);
  });

  it("release_seller while a refund was asked for: the request counts as declined", async () => {
    const seller = await readySeller(s);
    const buyer = await createUser(s);
    const orderNumber = await makeOrder(s, seller, buyer, 3000);
    await payByCard(s, buyer, orderNumber);
    await ok(
      s,
      "POST",
      "/api/order/refund/request",
      buyer,
      { orderNumber, amountCents: 3000, reason: "Changed my mind" },
      { "Idempotency-Key": randomUUID() },
    );
    const entry = await report(buyer, orderNumber);
    await resolve(entry.reportId, "release_seller", "A change of mind is not a reason to refund.");
    expect((await orderOf(buyer, orderNumber)).status).toBe("refund_declined");
    const n = await lastNotice(buyer);
    expect(n.title).toBe("Order released to the seller");
    expect(n.content).toContain("A change of mind is not a reason to refund.");
    expect(await ok(s, "GET", "/api/wallet/balance", seller)).toMatchObject({ pendingCents: 2850 });
  });

  it("refund_buyer on a cash sale already handed over: marked refunded and the platform's fee returned", async () => {
    const seller = await readySeller(s);
    const orderNumber = await completeSale(s, seller, 2000, true);
    expect(await feeKept(orderNumber)).toBe(100);
    const entry = await report(seller, orderNumber, "Buyer wants the cash back");
    await resolve(entry.reportId, "refund_buyer", "The item was faulty.");
    expect(await orderOf(seller, orderNumber)).toMatchObject({ status: "refunded", refundedCents: 2000 });
    expect(await feeKept(orderNumber)).toBe(0);
    expect(await ok(s, "GET", "/api/wallet/balance", seller)).toMatchObject({ availableCents: 0 });
    expect(await ledgerSum(s)).toBe(0);
  });
});
