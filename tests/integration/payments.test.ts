import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StripeProvider } from "#server/platform/payments/stripe";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { CARD_3DS, CARD_DECLINE, CARD_OK, code, makeOrder, ok, saveCard } from "./orders.fixtures.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const year = new Date().getUTCFullYear();

async function paymentLedgerCount(orderNumber: string): Promise<number> {
  const r = (await s.deps.database.db.execute(
    sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE order_number = ${orderNumber} AND kind = 'payment'`,
  )) as unknown as { rows: { n: number }[] };
  return r.rows[0]!.n;
}

describe("saved cards", () => {
  it("validates the number (Luhn) and the expiry with 10001", async () => {
    const u = await createUser(s);
    const bad = (body: Record<string, unknown>) =>
      s.call("POST", "/api/payment/sandbox/card", { token: u.token, body });
    let r = await bad({ cardNumber: "4242424242424241", expMonth: 12, expYear: year + 1, cvc: "123" });
    expect(r.status).toBe(HTTP.BadRequest);
    expect(r.body.status_code).toBe(Code.VALIDATION);
    expect(r.body.res_data.errors[0].path).toBe("cardNumber");
    r = await bad({ cardNumber: CARD_OK, expMonth: 1, expYear: year - 1, cvc: "123" });
    expect(r.body.status_code).toBe(Code.VALIDATION);
    r = await bad({ cardNumber: CARD_OK, expMonth: 13, expYear: year + 1, cvc: "123" });
    expect(r.body.status_code).toBe(Code.VALIDATION);
    r = await bad({ cardNumber: CARD_OK, expMonth: 12, expYear: year + 1, cvc: "1x" });
    expect(r.body.status_code).toBe(Code.VALIDATION);
    // Spaces are fine, form encoding too.
    const form = await s.call("POST", "/api/payment/sandbox/card", {
      token: u.token,
      form: {
        cardNumber: "4242 4242 4242 4242",
        expMonth: "12",
        expYear: String((year + 1) % 100),
        cvc: "123",
      },
    });
    expect(form.body.status_code).toBe(Code.OK);
    expect(form.body.res_data).toMatchObject({ brand: "visa", last4: "4242" });
  });

  it("lists and deletes only my own cards", async () => {
    const u = await createUser(s);
    const other = await createUser(s);
    const a = await saveCard(s, u, CARD_OK);
    const b = await saveCard(s, u, "5555555555554444");
    const list = await ok(s, "GET", "/api/payment/methods", u);
    expect(list.map((c: { paymentMethodId: string }) => c.paymentMethodId).sort()).toEqual([a, b].sort());
    expect(list.find((c: { paymentMethodId: string }) => c.paymentMethodId === b).brand).toBe("mastercard");
    expect(JSON.stringify(list)).not.toContain("4242424242424242");
    expect(await code(s, "POST", "/api/payment/methods/delete", other, { paymentMethodId: a })).toBe(
      Code.NOT_FOUND,
    );
    await ok(s, "POST", "/api/payment/methods/delete", u, { paymentMethodId: a });
    expect((await ok(s, "GET", "/api/payment/methods", u)).length).toBe(1);
    expect((await ok(s, "GET", "/api/payment/methods", other)).length).toBe(0);
  });
});

describe("paying an order", () => {
  it("a declined card leaves the order unpaid, another card then pays it", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const orderNumber = await makeOrder(s, seller, buyer, 1500);
    const declined = await ok(s, "POST", "/api/order/pay", buyer, {
      orderNumber,
      paymentMethodId: await saveCard(s, buyer, CARD_DECLINE),
    });
    expect(declined.status).toBe("declined");
    expect(declined.message).toMatch(/declined/i);
    expect((await ok(s, "GET", "/api/order/detail", buyer, { orderNumber })).status).toBe("awaiting_payment");
    expect(await paymentLedgerCount(orderNumber)).toBe(0);
    const paid = await ok(s, "POST", "/api/order/pay", buyer, {
      orderNumber,
      paymentMethodId: await saveCard(s, buyer, CARD_OK),
    });
    expect(paid.status).toBe("paid");
    expect(await paymentLedgerCount(orderNumber)).toBe(1);
  });

  it("someone else's card is 10004; the seller cannot pay (40005)", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const other = await createUser(s);
    const orderNumber = await makeOrder(s, seller, buyer, 1500);
    const othersCard = await saveCard(s, other);
    expect(await code(s, "POST", "/api/order/pay", buyer, { orderNumber, paymentMethodId: othersCard })).toBe(
      Code.NOT_FOUND,
    );
    expect(
      await code(s, "POST", "/api/order/pay", seller, { orderNumber, paymentMethodId: othersCard }),
    ).toBe(Code.ILLEGAL_ORDER_STATE);
  });

  it("a retried payment never charges twice", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const orderNumber = await makeOrder(s, seller, buyer, 2500);
    const paymentMethodId = await saveCard(s, buyer);
    const key = randomUUID();
    const send = (k: string) =>
      s.call("POST", "/api/order/pay", {
        token: buyer.token,
        body: { orderNumber, paymentMethodId },
        headers: { "Idempotency-Key": k },
      });
    // Same key: the first answer again, nothing moves.
    const [r1, r2] = await Promise.all([send(key), send(key)]);
    expect(r1.body.res_data.status).toBe("paid");
    expect(r2.body).toMatchObject({ status_code: Code.OK, res_data: { status: "paid" } });
    const r3 = await send(key);
    expect(r3.headers.get("idempotent-replayed")).toBe("true");
    // A new key (a second click): refused, the order is already paid.
    expect((await send(randomUUID())).body.status_code).toBe(Code.ILLEGAL_ORDER_STATE);
    // Concurrent first tries with different keys: one charge.
    const o2 = await makeOrder(s, seller, buyer, 700);
    const race = await Promise.all(
      [1, 2, 3].map(() =>
        s.call("POST", "/api/order/pay", {
          token: buyer.token,
          body: { orderNumber: o2, paymentMethodId },
          headers: { "Idempotency-Key": randomUUID() },
        }),
      ),
    );
    expect(race.filter((r) => r.body.status_code === Code.OK)).toHaveLength(1);
    expect(race.filter((r) => r.body.status_code === Code.ILLEGAL_ORDER_STATE)).toHaveLength(2);
    expect(await paymentLedgerCount(orderNumber)).toBe(1);
    expect(await paymentLedgerCount(o2)).toBe(1);
    const bal = await ok(s, "GET", "/api/wallet/balance", seller);
    expect(bal.pendingCents).toBe(2500 - 125 + (700 - 35));
  });

  it("requires_action: the sandbox page completes the payment and returns to /paymentResult", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const orderNumber = await makeOrder(s, seller, buyer, 1200);
    const pm = await saveCard(s, buyer, CARD_3DS);
    const r = await ok(s, "POST", "/api/order/pay", buyer, { orderNumber, paymentMethodId: pm });
    expect(r.status).toBe("requires_action");
    expect(r.actionUrl).toMatch(/^\/api\/payment\/sandbox\/authenticate\?/);
    // Paying again while waiting shows the same step, no second charge.
    const again = await ok(s, "POST", "/api/order/pay", buyer, { orderNumber, paymentMethodId: pm });
    expect(again.actionUrl).toBe(r.actionUrl);
    const pageRes = await fetch(s.url + r.actionUrl);
    const html = await pageRes.text();
    expect(html).toContain("Complete authentication");
    const token = new URL(s.url + r.actionUrl).searchParams.get("token")!;
    const done = await fetch(`${s.url}/api/payment/sandbox/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token, outcome: "complete" }),
      redirect: "manual",
    });
    expect(done.status).toBe(HTTP.SeeOther);
    expect(done.headers.get("location")).toBe(`/paymentResult?orderNumber=${orderNumber}&status=paid`);
    expect((await ok(s, "GET", "/api/order/detail", buyer, { orderNumber })).status).toBe("paid");
    // Submitting the page twice changes nothing.
    await fetch(`${s.url}/api/payment/sandbox/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token, outcome: "complete" }),
      redirect: "manual",
    });
    expect(await paymentLedgerCount(orderNumber)).toBe(1);
  });

  it("requires_action: failing the step declines it and the order stays unpaid", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const orderNumber = await makeOrder(s, seller, buyer, 1200);
    const r = await ok(s, "POST", "/api/order/pay", buyer, {
      orderNumber,
      paymentMethodId: await saveCard(s, buyer, CARD_3DS),
    });
    const token = new URL(s.url + r.actionUrl).searchParams.get("token")!;
    const done = await fetch(`${s.url}/api/payment/sandbox/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token, outcome: "fail" }),
      redirect: "manual",
    });
    expect(done.headers.get("location")).toContain("status=declined");
    expect((await ok(s, "GET", "/api/order/detail", buyer, { orderNumber })).status).toBe("awaiting_payment");
    const forged = await fetch(`${s.url}/api/payment/sandbox/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: `${token}x`, outcome: "complete" }),
      redirect: "manual",
    });
    expect(forged.status).not.toBe(HTTP.SeeOther);
    expect(await paymentLedgerCount(orderNumber)).toBe(0);
  });
});

describe("Stripe adapter", () => {
  it("accepts only webhooks signed with the webhook secret", async () => {
    const secret = "whsec_test_secret";
    const provider = new StripeProvider({ secretKey: "sk_test_x", webhookSecret: secret });
    const payload = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_123", object: "payment_intent" } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(await provider.parseWebhook(payload, header)).toEqual({
      type: "payment.succeeded",
      providerRef: "pi_123",
    });
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    await expect(provider.parseWebhook(payload, wrong)).rejects.toThrow();
    await expect(provider.parseWebhook(payload, undefined)).rejects.toThrow();
  });

  it("speaks to the processor's API: PaymentIntents, refunds, account links, payouts", async () => {
    const { createServer } = await import("node:http");
    const seen: { path: string; body: string; idem: string | undefined; account: string | undefined }[] = [];
    const replies: Record<string, unknown> = {
      "/v1/payment_intents": {
        id: "pi_1",
        object: "payment_intent",
        status: "requires_action",
        next_action: { type: "redirect_to_url", redirect_to_url: { url: "https://hooks.example/3ds" } },
      },
      "/v1/refunds": { id: "re_1", object: "refund", status: "succeeded" },
      "/v1/account_links": { object: "account_link", url: "https://connect.example/onboard" },
      "/v1/transfers": { id: "tr_1", object: "transfer" },
      "/v1/payouts": { id: "po_1", object: "payout", status: "in_transit", arrival_date: 1_900_000_000 },
    };
    const fake = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        seen.push({
          path: req.url!,
          body,
          idem: req.headers["idempotency-key"] as string | undefined,
          account: req.headers["stripe-account"] as string | undefined,
        });
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(replies[req.url!] ?? { error: { message: "unknown" } }));
      });
    });
    await new Promise<void>((r) => fake.listen(0, "127.0.0.1", () => r()));
    const port = (fake.address() as { port: number }).port;
    try {
      const p = new StripeProvider({
        secretKey: "sk_test_x",
        webhookSecret: undefined,
        apiBase: `http://127.0.0.1:${port}`,
      });
      const charge = await p.charge({
        amountCents: 1234,
        paymentMethodRef: "pm_x",
        customerRef: "cus_x",
        orderNumber: "B1",
        paymentId: "pay_1",
        returnUrl: "http://localhost/api/payment/return?paymentId=pay_1",
        idempotencyKey: "pay:B1:1",
      });
      expect(charge).toEqual({
        status: "requires_action",
        providerRef: "pi_1",
        actionUrl: "https://hooks.example/3ds",
      });
      expect(seen[0]).toMatchObject({ path: "/v1/payment_intents", idem: "pay:B1:1" });
      expect(new URLSearchParams(seen[0]!.body).get("amount")).toBe("1234");
      expect(await p.refund({ chargeRef: "pi_1", amountCents: 200, idempotencyKey: "refund:B1:1" })).toEqual({
        providerRef: "re_1",
        status: "succeeded",
      });
      expect(new URLSearchParams(seen[1]!.body).get("amount")).toBe("200");
      expect(
        await p.accountLink({
          accountRef: "acct_1",
          refreshUrl: "http://a/r",
          returnUrl: "http://a/w",
          userId: 1,
        }),
      ).toBe("https://connect.example/onboard");
      const po = await p.payout({
        accountRef: "acct_1",
        amountCents: 500,
        idempotencyKey: "payout:po_x",
        payoutId: "po_x",
      });
      expect(po).toMatchObject({ providerRef: "po_1", status: "pending", arrivalTime: 1_900_000_000_000 });
      expect(seen.at(-1)).toMatchObject({
        path: "/v1/payouts",
        account: "acct_1",
        idem: "payout:po_x:payout",
      });
    } finally {
      fake.close();
    }
  });

  it("the webhook endpoint refuses an unsigned call", async () => {
    const r = await s.call("POST", "/api/payment/webhook", { body: { type: "payment_intent.succeeded" } });
    expect(r.status).toBe(HTTP.BadRequest);
    expect(r.body.status_code).toBe(Code.VALIDATION);
  });
});
