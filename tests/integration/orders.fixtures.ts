import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { ledgerEntries } from "#server/db/schema/index";
import { createOrder } from "#server/modules/orders/orders.service";
import { signAccessToken } from "#server/platform/tokens";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createItem, createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

export const CARD_OK = "4242424242424242";
export const CARD_DECLINE = "4000000000000002";
export const CARD_3DS = "4000002500003155";

/** An item of `seller` sold to `buyer` for `amountCents`: the order as the selling modules create it. */
export async function makeOrder(
  s: TestServer,
  seller: TestUser,
  buyer: TestUser,
  amountCents = 1000,
  item: { storeId?: number | null } = {},
): Promise<string> {
  const it = await createItem(s, { sellerId: seller.id, priceCents: amountCents, ...item });
  const { orderNumber } = await s.deps.database.db.transaction((tx) =>
    createOrder(s.deps, tx, { itemId: it.id, buyerId: buyer.id, amountCents, source: "fixed" }),
  );
  return orderNumber;
}

/** Call and expect success; returns res_data. */
export async function ok<T = any>(
  s: TestServer,
  method: string,
  path: string,
  user: TestUser,
  body?: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<T> {
  const r =
    method === "GET"
      ? await s.call(method, path, { token: user.token, query: body as Record<string, string>, headers })
      : await s.call(method, path, { token: user.token, body: body ?? {}, headers });
  expect(r.body.status_code, `${method} ${path}: ${JSON.stringify(r.body)}`).toBe(Code.OK);
  return r.body.res_data as T;
}

export async function code(
  s: TestServer,
  method: string,
  path: string,
  user: TestUser,
  body?: Record<string, unknown>,
): Promise<number> {
  const r =
    method === "GET"
      ? await s.call(method, path, { token: user.token, query: body as Record<string, string> })
      : await s.call(method, path, { token: user.token, body: body ?? {} });
  return r.body.status_code;
}

export async function saveCard(s: TestServer, user: TestUser, cardNumber = CARD_OK): Promise<string> {
  const r = await ok<{ paymentMethodId: string }>(s, "POST", "/api/payment/sandbox/card", user, {
    cardNumber,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: "123",
  });
  return r.paymentMethodId;
}

export async function payByCard(s: TestServer, buyer: TestUser, orderNumber: string, card = CARD_OK) {
  const paymentMethodId = await saveCard(s, buyer, card);
  return ok(
    s,
    "POST",
    "/api/order/pay",
    buyer,
    { orderNumber, paymentMethodId },
    { "Idempotency-Key": randomUUID() },
  );
}

/** A seller whose details are confirmed and whose payout account is ready. */
export async function readySeller(s: TestServer): Promise<TestUser> {
  const seller = await createUser(s, { userDataConfirmed: true });
  const r = await ok<{ redirectLink: string }>(s, "GET", "/api/wallet/connectedAccount", seller, {
    refreshUrl: "/withdraw",
    returnUrl: "/withdraw",
  });
  const res = await fetch(s.url + r.redirectLink, { redirect: "manual" });
  expect(res.status).toBe(HTTP.Found);
  return seller;
}

/** After moving the clock, give users fresh access tokens (their sessions are still live). */
export async function retoken(s: TestServer, ...users: TestUser[]): Promise<void> {
  for (const u of users) {
    const { token } = await signAccessToken(
      s.deps.keys.token,
      s.deps.clock,
      { userId: u.id, sessionId: u.sessionId },
      s.deps.env.ACCESS_TOKEN_SECONDS,
    );
    u.token = token;
  }
}

/** A sale from paid to completed (pickup confirmed): by card (default) or cash. */
export async function completeSale(
  s: TestServer,
  seller: TestUser,
  amountCents: number,
  cash = false,
): Promise<string> {
  const buyer = await createUser(s);
  const orderNumber = await makeOrder(s, seller, buyer, amountCents);
  if (cash) await ok(s, "POST", "/api/order/payCash", buyer, { orderNumber });
  else await payByCard(s, buyer, orderNumber);
  const pk = await ok(s, "POST", "/api/order/generatePickupCode", buyer, { orderNumber });
  await ok(s, "POST", "/api/order/confirm", seller, { orderNumber, pickupCode: pk.pickupCode });
  return orderNumber;
}

/** The books' grand total: zero whenever every transaction balances. */
export async function ledgerSum(s: TestServer): Promise<number> {
  const [row] = await s.deps.database.db
    .select({ n: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries);
  return Number(row!.n);
}

/** A server with one operator account (OPERATOR_EMAILS), for the console's money decisions. */
export async function startWithOperator(): Promise<{ s: TestServer; op: TestUser }> {
  const email = `ops-${randomUUID().slice(0, 8)}@ops.test`;
  const s = await startTestServer({ OPERATOR_EMAILS: email });
  return { s, op: await createUser(s, { email }) };
}

/** `u` reports the order; answers its entry in the operators' open queue (`op` reads it). */
export async function reportOrder(
  s: TestServer,
  op: TestUser,
  u: TestUser,
  orderNumber: string,
  reason = "Item not as described",
) {
  await ok(s, "POST", "/api/order/report", u, { orderNumber, reason });
  const queue = (await ok(s, "GET", "/api/admin/reports", op, { pageSize: "50" })).list as any[];
  const entry = queue.find((e) => e.targetType === "order" && e.targetId === orderNumber);
  expect(entry).toBeTruthy();
  return entry;
}
