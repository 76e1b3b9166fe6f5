import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { createUser, type TestUser } from "./fixtures.ts";
import type { TestServer } from "./harness.ts";
import {
  code,
  ledgerSum,
  makeOrder,
  ok,
  payByCard,
  readySeller,
  reportOrder,
  retoken,
  startWithOperator,
} from "./orders.fixtures.ts";

const DISPUTE_CARD = "4000000000000259";

let s: TestServer;
let op: TestUser;
beforeAll(async () => {
  ({ s, op } = await startWithOperator());
});
afterAll(async () => {
  await s.close();
});

/** A card order paid with the dispute card, and its dispute opened a few seconds later. */
async function disputedOrder(amountCents = 10_000) {
  const seller = await readySeller(s);
  const buyer = await createUser(s);
  const orderNumber = await makeOrder(s, seller, buyer, amountCents);
  await payByCard(s, buyer, orderNumber, DISPUTE_CARD);
  const before = (await ok(s, "GET", "/api/admin/disputes", op)).list;
  expect(before.some((d: any) => d.orderNumber === orderNumber)).toBe(false);
  s.clock.offsetMs += 6000;
  await s.deps.jobs.runDue();
  await retoken(s, seller, buyer, op);
  const dispute = (await ok(s, "GET", "/api/admin/disputes", op)).list.find(
    (d: any) => d.orderNumber === orderNumber,
  );
  expect(dispute).toMatchObject({
    status: "open",
    amountCents,
    seller: { id: seller.id },
    buyer: { id: buyer.id },
  });
  return { seller, buyer, orderNumber, dispute };
}

describe("card disputes", () => {
  it("the dispute card opens a dispute after paying; the seller's share is held until it is won", async () => {
    const { seller, dispute } = await disputedOrder();
    const bal = await ok(s, "GET", "/api/wallet/balance", seller);
    expect(bal).toMatchObject({ pendingCents: 9500, heldCents: 9500, owedCents: 0 });
    expect(await ledgerSum(s)).toBe(0);
    expect(
      (
        await ok(s, "POST", "/api/admin/disputes/sandboxClose", op, {
          disputeId: dispute.disputeId,
          won: true,
        })
      ).closed,
    ).toBe(true);
    expect(await ok(s, "GET", "/api/wallet/balance", seller)).toMatchObject({
      pendingCents: 9500,
      heldCents: 0,
      owedCents: 0,
    });
    // Closed once only; and no longer among the open ones.
    expect(
      (
        await ok(s, "POST", "/api/admin/disputes/sandboxClose", op, {
          disputeId: dispute.disputeId,
          won: false,
        })
      ).closed,
    ).toBe(false);
    const open = (await ok(s, "GET", "/api/admin/disputes", op)).list;
    expect(open.some((d: any) => d.disputeId === dispute.disputeId)).toBe(false);
    expect(await ledgerSum(s)).toBe(0);
  });

  it("a lost dispute debits the seller in double entry, below zero as owed; the ledger still sums to zero", async () => {
    const { seller, dispute } = await disputedOrder(4000);
    await ok(s, "POST", "/api/admin/disputes/sandboxClose", op, { disputeId: dispute.disputeId, won: false });
    const bal = await ok(s, "GET", "/api/wallet/balance", seller);
    // The sale's 3800 is still pending (not handed over) and 3800 was taken from what is available.
    expect(bal).toMatchObject({ pendingCents: 3800, availableCents: -3800, heldCents: 0, owedCents: 3800 });
    const txs = (await ok(s, "GET", "/api/wallet/transactions", seller)).list;
    expect(txs[0]).toMatchObject({ type: "dispute_lost" });
    expect(await ledgerSum(s)).toBe(0);
    const closed = (await ok(s, "GET", "/api/admin/disputes", op, { status: "closed" })).list;
    expect(closed.find((d: any) => d.disputeId === dispute.disputeId)).toMatchObject({ status: "lost" });
  });

  it("no refund is started on a disputed payment, by the seller or an operator, until the dispute closes (the buyer is never paid twice)", async () => {
    const { seller, buyer, orderNumber, dispute } = await disputedOrder();
    const balance = () => ok(s, "GET", "/api/wallet/balance", seller);
    const before = await balance();
    await ok(s, "POST", "/api/order/refund/request", buyer, {
      orderNumber,
      amountCents: 2000,
      reason: "Scratched",
    });
    expect(await code(s, "POST", "/api/order/refund/agree", seller, { orderNumber })).toBe(
      Code.ILLEGAL_ORDER_STATE,
    );
    const entry = await reportOrder(s, op, buyer, orderNumber);
    const settle = () =>
      code(s, "POST", "/api/admin/reports/resolve", op, {
        reportId: entry.reportId,
        action: "refund_buyer",
        note: "Refunded in full.",
      });
    expect(await settle()).toBe(Code.ILLEGAL_ORDER_STATE);
    // Nothing moved: the same balance, the order still under review, the ledger at zero.
    expect(await balance()).toEqual(before);
    expect((await ok(s, "GET", "/api/order/detail", buyer, { orderNumber })).status).toBe("reported");
    expect(await ledgerSum(s)).toBe(0);
    // Won by the seller: now the operator may refund.
    await ok(s, "POST", "/api/admin/disputes/sandboxClose", op, { disputeId: dispute.disputeId, won: true });
    expect(await settle()).toBe(Code.OK);
    expect((await ok(s, "GET", "/api/order/detail", buyer, { orderNumber })).status).toBe("refunded");
    expect(await ledgerSum(s)).toBe(0);
  });

  it("only operators see disputes (10003)", async () => {
    expect(await code(s, "GET", "/api/admin/disputes", await createUser(s))).toBe(Code.FORBIDDEN);
  });
});
