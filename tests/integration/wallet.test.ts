import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { code, completeSale, makeOrder, ok, payByCard, readySeller } from "./orders.fixtures.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const sell = (seller: TestUser, amountCents: number, cash = false) =>
  completeSale(s, seller, amountCents, cash);

const balance = (u: TestUser) => ok(s, "GET", "/api/wallet/balance", u);

describe("withdraw guard", () => {
  it("90081 until the user data is confirmed", async () => {
    const u = await createUser(s);
    expect(
      await code(s, "GET", "/api/wallet/connectedAccount", u, {
        refreshUrl: "/withdraw",
        returnUrl: "/withdraw",
      }),
    ).toBe(Code.PAYOUT_NEEDS_USER_DATA);
    expect(await code(s, "POST", "/api/wallet/withdraw", u, { amountCents: 1 })).toBe(
      Code.PAYOUT_NEEDS_USER_DATA,
    );
  });

  it("a new seller is sent to onboarding, which returns to returnUrl; then the link is empty", async () => {
    const u = await createUser(s, { userDataConfirmed: true });
    const q = {
      refreshUrl: "/manageMyWallet",
      returnUrl: `${s.deps.env.PUBLIC_URL}/withdraw?from=onboarding`,
    };
    const first = await ok(s, "GET", "/api/wallet/connectedAccount", u, q);
    expect(first.redirectLink).toMatch(/^\/api\/payment\/sandbox\/onboard\?token=/);
    expect(await code(s, "POST", "/api/wallet/withdraw", u, { amountCents: 1 })).toBe(Code.FORBIDDEN);
    const res = await fetch(s.url + first.redirectLink, { redirect: "manual" });
    expect(res.status).toBe(HTTP.Found);
    // Back to this site's own path, never an address of the link's choosing.
    expect(res.headers.get("location")).toBe("/withdraw?from=onboarding");
    expect((await ok(s, "GET", "/api/wallet/connectedAccount", u, q)).redirectLink).toBe("");
    const forged = await fetch(`${s.url}${first.redirectLink}x`, { redirect: "manual" });
    expect(forged.status).toBe(HTTP.NotFound);
    expect(
      await code(s, "GET", "/api/wallet/connectedAccount", u, {
        refreshUrl: "javascript:alert(1)",
        returnUrl: "/x",
      }),
    ).toBe(Code.VALIDATION);
    // No open redirect: another site, scheme-relative and backslash tricks are refused.
    for (const returnUrl of [
      "https://evil.example/w",
      "//evil.example/w",
      "/\\evil.example/w",
      "http://localhost:1/w",
    ])
      expect(
        await code(s, "GET", "/api/wallet/connectedAccount", u, { refreshUrl: "/x", returnUrl }),
        returnUrl,
      ).toBe(Code.VALIDATION);
  });
});

describe("withdraw guard at whatever address the site is opened", () => {
  const claimsOf = (link: string) => {
    const token = new URL(link, "http://x").searchParams.get("token")!;
    return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { ret: string };
  };

  it("builds the return address on the request's origin, not PUBLIC_URL, and comes back there", async () => {
    const origin = new URL(s.url).origin;
    // The harness's PUBLIC_URL is another origin than the one the tests call.
    expect(new URL(s.deps.env.PUBLIC_URL).origin).not.toBe(origin);
    const u = await createUser(s, { userDataConfirmed: true });
    const q = { refreshUrl: "/withdraw", returnUrl: "/withdraw" };
    const first = await ok(s, "GET", "/api/wallet/connectedAccount", u, q);
    expect(claimsOf(first.redirectLink).ret).toBe(`${origin}/withdraw`);
    // Behind a TLS proxy the scheme is the one the browser used.
    const viaProxy = await ok(s, "GET", "/api/wallet/connectedAccount", u, q, {
      "x-forwarded-proto": "https",
    });
    expect(claimsOf(viaProxy.redirectLink).ret).toBe(`https://${new URL(s.url).host}/withdraw`);
    // An absolute address on the request's origin is this site too.
    const abs = await ok(s, "GET", "/api/wallet/connectedAccount", u, {
      refreshUrl: `${origin}/withdraw`,
      returnUrl: `${origin}/withdraw?from=onboarding`,
    });
    const res = await fetch(s.url + abs.redirectLink, { redirect: "manual" });
    expect(res.status).toBe(HTTP.Found);
    // A path: the browser stays on the origin it has open, where the seller is signed in.
    expect(res.headers.get("location")).toBe("/withdraw?from=onboarding");
  });
});

describe("balances and withdrawals", () => {
  it("pending net of the fee at payment, available at handoff; withdraw up to available (40004 above)", async () => {
    const seller = await readySeller(s);
    const buyer = await createUser(s);
    const orderNumber = await makeOrder(s, seller, buyer, 2000);
    await payByCard(s, buyer, orderNumber);
    expect(await balance(seller)).toMatchObject({ pendingCents: 1900, availableCents: 0 });
    expect(await code(s, "POST", "/api/wallet/withdraw", seller, { amountCents: 1 })).toBe(
      Code.INSUFFICIENT_BALANCE,
    );
    const pk = await ok(s, "POST", "/api/order/generatePickupCode", buyer, { orderNumber });
    await ok(s, "POST", "/api/order/confirm", seller, { orderNumber, pickupCode: pk.pickupCode });
    expect(await balance(seller)).toMatchObject({ pendingCents: 0, availableCents: 1900 });
    expect(await code(s, "POST", "/api/wallet/withdraw", seller, { amountCents: 1901 })).toBe(
      Code.INSUFFICIENT_BALANCE,
    );
    const p = await ok(s, "POST", "/api/wallet/withdraw", seller, { amountCents: 1500 });
    expect(p.payoutId).toMatch(/^po_/);
    expect(p.status).toBe("paid");
    expect(await ok(s, "GET", "/api/wallet/withdrawal", seller, { payoutId: p.payoutId })).toMatchObject({
      amountCents: 1500,
      status: "paid",
    });
    expect(await code(s, "GET", "/api/wallet/withdrawal", buyer, { payoutId: p.payoutId })).toBe(
      Code.NOT_FOUND,
    );
    expect(await balance(seller)).toMatchObject({ availableCents: 400 });
    const tx = await ok(s, "GET", "/api/wallet/transactions", seller);
    expect(tx.list.map((t: { type: string }) => t.type)).toEqual(["payout", "release", "payment"]);
    expect(tx.list[0]).toMatchObject({ amountCents: -1500, payoutId: p.payoutId });
    expect(tx.list[2]).toMatchObject({ amountCents: 1900, orderNumber });
    const payments = await ok(s, "GET", "/api/wallet/transactions", seller, { type: "payment" });
    expect(payments.total).toBe(1);
    expect((await ok(s, "GET", "/api/wallet/withdrawals", seller)).total).toBe(1);
  });

  it("two withdrawals can never spend the same cents", async () => {
    const seller = await readySeller(s);
    await sell(seller, 1000);
    const rs = await Promise.all(
      [1, 2, 3].map(() =>
        s.call("POST", "/api/wallet/withdraw", { token: seller.token, body: { amountCents: 600 } }),
      ),
    );
    expect(rs.filter((r) => r.body.status_code === Code.OK)).toHaveLength(1);
    expect(rs.filter((r) => r.body.status_code === Code.INSUFFICIENT_BALANCE)).toHaveLength(2);
    expect(await balance(seller)).toMatchObject({ availableCents: 350 });
  });

  it("cash sales net their fee from the balance; the part not covered waits as fee due", async () => {
    const seller = await readySeller(s);
    await sell(seller, 1000, true);
    expect(await balance(seller)).toMatchObject({ availableCents: 0, pendingCents: 0, feeDueCents: 50 });
    await sell(seller, 2000);
    expect(await balance(seller)).toMatchObject({ availableCents: 1850, feeDueCents: 0 });
    await sell(seller, 40, true);
    expect(await balance(seller)).toMatchObject({ availableCents: 1848, feeDueCents: 0 });
    const cash = await ok(s, "GET", "/api/wallet/transactions", seller, { type: "cash_sale" });
    expect(cash.list.map((t: { amountCents: number }) => t.amountCents)).toEqual([38, 950]);
  });

  it("refunds return the fee in proportion, from pending or from available", async () => {
    const seller = await readySeller(s);
    const buyer = await createUser(s);
    const orderNumber = await makeOrder(s, seller, buyer, 1000);
    await payByCard(s, buyer, orderNumber);
    await ok(s, "POST", "/api/order/refund/request", buyer, {
      orderNumber,
      amountCents: 400,
      reason: "scratched",
    });
    await ok(s, "POST", "/api/order/refund/agree", seller, { orderNumber });
    // 600 left, fee 30: the seller keeps 570.
    expect(await balance(seller)).toMatchObject({ pendingCents: 570 });
    const pk = await ok(s, "POST", "/api/order/generatePickupCode", buyer, { orderNumber });
    await ok(s, "POST", "/api/order/confirm", seller, { orderNumber, pickupCode: pk.pickupCode });
    expect(await balance(seller)).toMatchObject({ pendingCents: 0, availableCents: 570 });
    await ok(s, "POST", "/api/wallet/withdraw", seller, { amountCents: 500 });
    await ok(s, "POST", "/api/order/refund/request", buyer, {
      orderNumber,
      amountCents: 600,
      reason: "broke",
    });
    // The seller's share (570) is not covered by the 70 left: 40004, nothing moves.
    expect(await code(s, "POST", "/api/order/refund/agree", seller, { orderNumber })).toBe(
      Code.INSUFFICIENT_BALANCE,
    );
    expect((await ok(s, "GET", "/api/order/detail", seller, { orderNumber })).status).toBe(
      "refund_requested",
    );
    expect(await balance(seller)).toMatchObject({ availableCents: 70 });
  });

  it("revenue: net sales per day for the chart", async () => {
    const seller = await readySeller(s);
    await sell(seller, 1000);
    await sell(seller, 500, true);
    const r = await ok(s, "GET", "/api/wallet/revenue", seller);
    expect(r.series).toHaveLength(30);
    expect(r.series.at(-1)).toMatchObject({ amountCents: 950 + 475, orderCount: 2 });
    expect(r.totalCents).toBe(1425);
    const now = s.clock.now();
    const week = await ok(s, "GET", "/api/wallet/revenue", seller, {
      startTime: now - 6 * 86_400_000,
      endTime: now,
    });
    expect(week.series).toHaveLength(7);
    expect(await code(s, "GET", "/api/wallet/revenue", seller, { startTime: now, endTime: now - 1 })).toBe(
      Code.VALIDATION,
    );
    // A time past year 9999 is not a date: refused as input, not a 500 (found by the fuzzer).
    expect(await code(s, "GET", "/api/wallet/revenue", seller, { endTime: Number.MAX_SAFE_INTEGER })).toBe(
      Code.VALIDATION,
    );
  });
});

describe("bank account", () => {
  it("keeps only the holder, the last 4 digits and a masked routing number", async () => {
    const u = await createUser(s);
    const other = await createUser(s);
    expect(await ok(s, "GET", "/api/wallet/bankAccount", u)).toEqual({});
    expect(
      await code(s, "POST", "/api/wallet/bankAccount", u, {
        holderName: "Ann Lee",
        routingNumber: "123456789",
        accountNumber: "000123456789",
      }),
    ).toBe(Code.VALIDATION);
    const saved = await ok(s, "POST", "/api/wallet/bankAccount", u, {
      holderName: "Ann Lee",
      routingNumber: "110000000",
      accountNumber: "000123456789",
    });
    expect(saved).toEqual({ holderName: "Ann Lee", last4: "6789", routingMasked: "*****0000" });
    expect(await ok(s, "GET", "/api/wallet/bankAccount", u)).toEqual(saved);
    expect(JSON.stringify(await ok(s, "GET", "/api/wallet/bankAccount", u))).not.toContain("000123456789");
    expect(await ok(s, "GET", "/api/wallet/bankAccount", other)).toEqual({});
  });
});
