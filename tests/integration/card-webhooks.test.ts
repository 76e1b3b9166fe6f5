import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardDisputes, ledgerEntries, orders, payments, refunds } from "#server/db/schema/index";
import { SandboxProvider, StripeProvider, type WebhookEvent } from "#server/platform/payments/index";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { ledgerSum, makeOrder, ok, payByCard, readySeller } from "./orders.fixtures.ts";

/*
 * The real card adapter's dispute and refund webhooks (rules/http-contract.md §3.9): Stripe's own
 * signature check (constructEventAsync with the webhook secret) in front of the ledger. Payments are
 * made with the sandbox; its webhooks are read by the Stripe adapter, so the events are signed the
 * way Stripe signs them (no network).
 */

const SECRET = "whsec_card_webhooks_test";

/** The sandbox for charging and refunding, Stripe's adapter for reading webhooks. */
class SandboxWithStripeWebhooks extends SandboxProvider {
  private stripe = new StripeProvider({ secretKey: "sk_test_unused", webhookSecret: SECRET });
  override parseWebhook(raw: string, signature: string | undefined): Promise<WebhookEvent> {
    return this.stripe.parseWebhook(raw, signature);
  }
}

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  s.deps.payments = new SandboxWithStripeWebhooks(s.deps.keys.secret, s.deps.clock);
});
afterAll(async () => {
  await s.close();
});

async function ledgerRows(): Promise<number> {
  const [row] = await s.deps.database.db.select({ n: sql<string>`count(*)` }).from(ledgerEntries);
  return Number(row!.n);
}

function event(type: string, object: Record<string, unknown>, id = `evt_${randomUUID().slice(0, 8)}`) {
  return JSON.stringify({ id, object: "event", api_version: "2024-06-20", type, data: { object } });
}

async function deliver(payload: string, secret = SECRET) {
  const res = await fetch(`${s.url}/api/payment/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as { status_code: number; res_data: any } };
}

async function paidOrder(amountCents: number) {
  const seller = await readySeller(s);
  const buyer = await createUser(s);
  const orderNumber = await makeOrder(s, seller, buyer, amountCents);
  await payByCard(s, buyer, orderNumber);
  const [o] = await s.deps.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  const [p] = await s.deps.database.db.select().from(payments).where(eq(payments.orderId, o!.id));
  expect(p!.providerRef).toBeTruthy();
  return { seller, buyer, orderNumber, orderId: o!.id, paymentRef: p!.providerRef! };
}

const balance = (u: TestUser) => ok(s, "GET", "/api/wallet/balance", u);
const dispute = (id: string, paymentRef: string, status = "needs_response") => ({
  id,
  object: "dispute",
  amount: 0,
  charge: "ch_unused",
  payment_intent: paymentRef,
  reason: "fraudulent",
  status,
});

describe("Stripe's dispute webhooks", () => {
  it("a dispute opened holds the seller's share; closed lost debits it in double entry; replays change nothing", async () => {
    const { seller, orderNumber, paymentRef } = await paidOrder(10_000);
    const dp = `dp_${randomUUID().slice(0, 8)}`;
    const opened = event("charge.dispute.created", dispute(dp, paymentRef));
    expect((await deliver(opened)).body).toMatchObject({
      status_code: Code.OK,
      res_data: { received: true },
    });
    expect(await balance(seller)).toMatchObject({ pendingCents: 9500, heldCents: 9500 });
    const [row] = await s.deps.database.db
      .select()
      .from(cardDisputes)
      .where(eq(cardDisputes.providerRef, dp));
    expect(row).toMatchObject({ orderNumber, status: "open", reason: "fraudulent" });

    // The same event again: still one dispute, one hold.
    expect((await deliver(opened)).body.status_code).toBe(Code.OK);
    expect(
      await s.deps.database.db.select().from(cardDisputes).where(eq(cardDisputes.providerRef, dp)),
    ).toHaveLength(1);
    expect(await balance(seller)).toMatchObject({ heldCents: 9500 });

    const lost = event("charge.dispute.closed", dispute(dp, paymentRef, "lost"));
    expect((await deliver(lost)).body.status_code).toBe(Code.OK);
    expect(await balance(seller)).toMatchObject({
      pendingCents: 9500,
      availableCents: -9500,
      heldCents: 0,
      owedCents: 9500,
    });
    expect(await ledgerSum(s)).toBe(0);
    const rows = await ledgerRows();
    // Replayed, and a contradicting late event: nothing moves twice.
    expect((await deliver(lost)).body.status_code).toBe(Code.OK);
    expect(
      (await deliver(event("charge.dispute.closed", dispute(dp, paymentRef, "won")))).body.status_code,
    ).toBe(Code.OK);
    expect(await ledgerRows()).toBe(rows);
    expect(await balance(seller)).toMatchObject({ availableCents: -9500, owedCents: 9500 });
    const txs = (await ok(s, "GET", "/api/wallet/transactions", seller)).list;
    expect(txs[0]).toMatchObject({ type: "dispute_lost" });
  });

  it("closed won releases the hold and moves no money", async () => {
    const { seller, paymentRef } = await paidOrder(4000);
    const dp = `dp_${randomUUID().slice(0, 8)}`;
    await deliver(event("charge.dispute.created", dispute(dp, paymentRef)));
    expect(await balance(seller)).toMatchObject({ heldCents: 3800 });
    const rows = await ledgerRows();
    expect(
      (await deliver(event("charge.dispute.closed", dispute(dp, paymentRef, "won")))).body.status_code,
    ).toBe(Code.OK);
    expect(await balance(seller)).toMatchObject({ pendingCents: 3800, heldCents: 0, availableCents: 0 });
    expect(await ledgerRows()).toBe(rows);
    expect(await ledgerSum(s)).toBe(0);
  });

  it("a wrong signature is refused (400, 10001) and changes nothing", async () => {
    const { seller, paymentRef } = await paidOrder(3000);
    const dp = `dp_${randomUUID().slice(0, 8)}`;
    const payload = event("charge.dispute.created", dispute(dp, paymentRef));
    const r = await deliver(payload, "whsec_someone_else");
    expect(r.status).toBe(HTTP.BadRequest);
    expect(r.body.status_code).toBe(Code.VALIDATION);
    // A body changed after signing fails too.
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const tampered = await fetch(`${s.url}/api/payment/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body: payload.replace("fraudulent", "duplicate"),
    });
    expect(tampered.status).toBe(HTTP.BadRequest);
    expect(
      await s.deps.database.db.select().from(cardDisputes).where(eq(cardDisputes.providerRef, dp)),
    ).toHaveLength(0);
    expect(await balance(seller)).toMatchObject({ heldCents: 0, pendingCents: 2850 });
  });
});

describe("Stripe's refund webhooks", () => {
  it("a refund made at the processor's dashboard is booked once: ledger, order and both parties", async () => {
    const { seller, buyer, orderNumber, orderId, paymentRef } = await paidOrder(10_000);
    const charge = (amountRefunded: number, refundId: string) => ({
      id: "ch_dash",
      object: "charge",
      payment_intent: paymentRef,
      amount: 10_000,
      amount_refunded: amountRefunded,
      refunded: amountRefunded === 10_000,
      refunds: { object: "list", data: [{ id: refundId, object: "refund", status: "succeeded" }] },
    });
    const first = event("charge.refunded", charge(4000, "re_dash_1"));
    expect((await deliver(first)).body.status_code).toBe(Code.OK);
    expect(await ok(s, "GET", "/api/order/detail", buyer, { orderNumber })).toMatchObject({
      status: "partially_refunded",
      refundedCents: 4000,
    });
    // 4000 back to the card; the fee on what remains (6000) is 300, so the seller keeps 5700.
    expect(await balance(seller)).toMatchObject({ pendingCents: 5700 });
    expect(await ledgerSum(s)).toBe(0);
    const notice = (await ok(s, "GET", "/api/notification/list", buyer, { pageSize: "5" })).list[0];
    expect(notice).toMatchObject({ title: "Refund made", jumpId: orderNumber });

    // Replayed: nothing more. Then the rest refunded: the order is refunded in full.
    expect((await deliver(first)).body.status_code).toBe(Code.OK);
    expect(await s.deps.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(
      1,
    );
    expect((await deliver(event("charge.refunded", charge(10_000, "re_dash_2")))).body.status_code).toBe(
      Code.OK,
    );
    expect(await ok(s, "GET", "/api/order/detail", buyer, { orderNumber })).toMatchObject({
      status: "refunded",
      refundedCents: 10_000,
    });
    expect(await balance(seller)).toMatchObject({ pendingCents: 0 });
    expect(await ledgerSum(s)).toBe(0);
  });

  it("a refund the seller agreed to is not booked again when the processor reports it; its outcome is recorded", async () => {
    const { seller, buyer, orderNumber, orderId, paymentRef } = await paidOrder(2000);
    const idem = () => ({ "Idempotency-Key": randomUUID() });
    await ok(
      s,
      "POST",
      "/api/order/refund/request",
      buyer,
      { orderNumber, amountCents: 500, reason: "Scratched" },
      idem(),
    );
    await ok(s, "POST", "/api/order/refund/agree", seller, { orderNumber }, idem());
    const [mine] = await s.deps.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(mine).toMatchObject({ amountCents: 500 });
    const rows = await ledgerRows();
    const r = await deliver(
      event("charge.refunded", {
        id: "ch_app",
        object: "charge",
        payment_intent: paymentRef,
        amount: 2000,
        amount_refunded: 500,
        refunds: { object: "list", data: [{ id: mine!.providerRef, object: "refund", status: "pending" }] },
      }),
    );
    expect(r.body.status_code).toBe(Code.OK);
    expect(await ledgerRows()).toBe(rows);
    expect(await ok(s, "GET", "/api/order/detail", buyer, { orderNumber })).toMatchObject({
      refundedCents: 500,
    });
    expect(
      (
        await deliver(
          event("charge.refund.updated", { id: mine!.providerRef, object: "refund", status: "failed" }),
        )
      ).body.status_code,
    ).toBe(Code.OK);
    const [after] = await s.deps.database.db.select().from(refunds).where(eq(refunds.id, mine!.id));
    expect(after!.status).toBe("failed");
  });
});
