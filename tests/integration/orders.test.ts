import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import {
  canTransition,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type OrderAction,
  type OrderStatus,
} from "#shared/order-states";
import { createStore, createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { CARD_OK, code, makeOrder, ok, payByCard, retoken, saveCard } from "./orders.fixtures.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

type Built = {
  orderNumber: string;
  seller: TestUser;
  buyer: TestUser;
  card: string;
  pickupCode: string | null;
};

/** An order driven over HTTP to `state` (card unless `cash`). */
async function orderIn(
  state: OrderStatus,
  opts: { cash?: boolean; amountCents?: number } = {},
): Promise<Built> {
  const seller = await createUser(s);
  const buyer = await createUser(s);
  const orderNumber = await makeOrder(s, seller, buyer, opts.amountCents ?? 1000);
  const card = await saveCard(s, buyer, CARD_OK);
  const b: Built = { orderNumber, seller, buyer, card, pickupCode: null };
  if (state === "awaiting_payment") return b;
  if (state === "cancelled") {
    s.clock.offsetMs += 73 * 3600_000;
    await s.deps.jobs.runDue();
    await retoken(s, seller, buyer);
    return b;
  }
  if (opts.cash || state === "cash_pending")
    await ok(s, "POST", "/api/order/payCash", buyer, { orderNumber });
  else
    expect(
      (await ok(s, "POST", "/api/order/pay", buyer, { orderNumber, paymentMethodId: card })).status,
    ).toBe("paid");
  if (state === "paid" || state === "cash_pending") return b;
  if (state === "reported") {
    await ok(s, "POST", "/api/order/report", buyer, { orderNumber, reason: "Item not as described" });
    return b;
  }
  if (["refund_requested", "refunded", "partially_refunded", "refund_declined"].includes(state)) {
    const amountCents = state === "refunded" ? 1000 : 300;
    await ok(s, "POST", "/api/order/refund/request", buyer, {
      orderNumber,
      amountCents,
      reason: "Changed my mind",
    });
    if (state === "refunded" || state === "partially_refunded")
      await ok(s, "POST", "/api/order/refund/agree", seller, { orderNumber });
    if (state === "refund_declined")
      await ok(s, "POST", "/api/order/refund/decline", seller, { orderNumber });
    return b;
  }
  const pk = await ok(s, "POST", "/api/order/generatePickupCode", buyer, { orderNumber });
  b.pickupCode = pk.pickupCode;
  if (state === "ready_for_pickup") return b;
  await ok(s, "POST", "/api/order/confirm", seller, { orderNumber, pickupCode: pk.pickupCode });
  return b;
}

function call(action: OrderAction, b: Built, who: TestUser) {
  const orderNumber = b.orderNumber;
  switch (action) {
    case "pay":
      return code(s, "POST", "/api/order/pay", who, { orderNumber, paymentMethodId: b.card });
    case "payCash":
      return code(s, "POST", "/api/order/payCash", who, { orderNumber });
    case "generatePickupCode":
      return code(s, "POST", "/api/order/generatePickupCode", who, { orderNumber });
    case "confirm":
      return code(s, "POST", "/api/order/confirm", who, {
        orderNumber,
        pickupCode: b.pickupCode ?? "123456",
      });
    case "requestRefund":
      return code(s, "POST", "/api/order/refund/request", who, { orderNumber, amountCents: 1, reason: "x" });
    case "agreeRefund":
      return code(s, "POST", "/api/order/refund/agree", who, { orderNumber });
    case "declineRefund":
      return code(s, "POST", "/api/order/refund/decline", who, { orderNumber });
    case "report":
      return code(s, "POST", "/api/order/report", who, { orderNumber, reason: "x" });
    case "expire":
      throw new Error("expire has no endpoint");
  }
}

const status = async (b: Built) =>
  (await ok(s, "GET", "/api/order/detail", b.buyer, { orderNumber: b.orderNumber })).status;

describe("order state machine over HTTP", () => {
  it("refuses every illegal transition with 40005 and leaves the order as it was", async () => {
    let checked = 0;
    for (const state of ORDER_STATUSES) {
      const b = await orderIn(state);
      expect(await status(b)).toBe(state);
      const facts = {
        status: state,
        paymentMethod: state === "awaiting_payment" || state === "cancelled" ? null : ("card" as const),
        completeTime: state === "completed" ? 1 : null,
      };
      for (const action of ORDER_ACTIONS) {
        if (action === "expire") continue;
        for (const party of ["buyer", "seller"] as const) {
          if (canTransition(facts, action, party)) continue;
          // Asking for the pickup code again while ready for pickup shows the same code.
          if (state === "ready_for_pickup" && action === "generatePickupCode" && party === "buyer") continue;
          const c = await call(action, b, party === "buyer" ? b.buyer : b.seller);
          expect(c, `${action} by ${party} in ${state}`).toBe(Code.ILLEGAL_ORDER_STATE);
          checked++;
        }
      }
      expect(await status(b)).toBe(state);
    }
    expect(checked).toBeGreaterThan(100);
  });

  const legal: [OrderStatus, OrderAction, "buyer" | "seller", OrderStatus, { cash?: boolean }?][] = [
    ["awaiting_payment", "pay", "buyer", "paid"],
    ["awaiting_payment", "payCash", "buyer", "cash_pending"],
    ["paid", "generatePickupCode", "buyer", "ready_for_pickup"],
    ["cash_pending", "generatePickupCode", "buyer", "ready_for_pickup"],
    ["partially_refunded", "generatePickupCode", "buyer", "ready_for_pickup"],
    ["refund_declined", "generatePickupCode", "buyer", "ready_for_pickup"],
    ["ready_for_pickup", "confirm", "seller", "completed"],
    ["ready_for_pickup", "confirm", "seller", "completed", { cash: true }],
    ["paid", "requestRefund", "buyer", "refund_requested"],
    ["ready_for_pickup", "requestRefund", "buyer", "refund_requested"],
    ["completed", "requestRefund", "buyer", "refund_requested"],
    ["partially_refunded", "requestRefund", "buyer", "refund_requested"],
    ["refund_requested", "agreeRefund", "seller", "partially_refunded"],
    ["refund_requested", "declineRefund", "seller", "refund_declined"],
    ["paid", "report", "buyer", "reported"],
    ["cash_pending", "report", "seller", "reported"],
    ["ready_for_pickup", "report", "seller", "reported"],
    ["completed", "report", "buyer", "reported"],
    ["refund_requested", "report", "buyer", "reported"],
    ["refund_declined", "report", "buyer", "reported"],
    ["partially_refunded", "report", "seller", "reported"],
  ];
  for (const [from, action, party, to, opts] of legal) {
    it(`${from} --${action} by ${party}--> ${to}${opts?.cash ? " (cash)" : ""}`, async () => {
      const b = await orderIn(from, opts);
      const c = await call(action, b, party === "buyer" ? b.buyer : b.seller);
      expect(c).toBe(Code.OK);
      expect(await status(b)).toBe(to);
    });
  }

  it("a full refund ends refunded; a cash order cannot be refunded online", async () => {
    const b = await orderIn("refunded");
    expect(await status(b)).toBe("refunded");
    const c = await orderIn("ready_for_pickup", { cash: true });
    expect(await call("requestRefund", c, c.buyer)).toBe(Code.ILLEGAL_ORDER_STATE);
  });

  it("cancels an unpaid order past its deadline (job order.expire), not before", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const orderNumber = await makeOrder(s, seller, buyer, 800);
    s.clock.offsetMs += 71 * 3600_000;
    await s.deps.jobs.runDue();
    await retoken(s, seller, buyer);
    expect((await ok(s, "GET", "/api/order/detail", buyer, { orderNumber })).status).toBe("awaiting_payment");
    s.clock.offsetMs += 2 * 3600_000;
    await s.deps.jobs.runDue();
    await retoken(s, seller, buyer);
    const o = await ok(s, "GET", "/api/order/detail", buyer, { orderNumber });
    expect(o.status).toBe("cancelled");
    expect(o.cancelTime).toBeGreaterThan(0);
    expect(await code(s, "POST", "/api/order/payCash", buyer, { orderNumber })).toBe(
      Code.ILLEGAL_ORDER_STATE,
    );
  });

  it("a paid order is not cancelled by its deadline", async () => {
    const b = await orderIn("paid");
    s.clock.offsetMs += 80 * 3600_000;
    await s.deps.jobs.runDue();
    await retoken(s, b.buyer, b.seller);
    expect(await status(b)).toBe("paid");
  });
});

describe("notifications", () => {
  it("every transition tells the other party: the buyer by jumpType 16, the seller by 15", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const orderNumber = await makeOrder(s, seller, buyer, 1000);
    const mine = async (u: TestUser) =>
      (await ok(s, "GET", "/api/notification/list", u, { currentPage: 1, pageSize: 50 })).list.filter(
        (n: { orderNumber: string | null }) => n.orderNumber === orderNumber,
      );
    const before = { seller: (await mine(seller)).length, buyer: (await mine(buyer)).length };
    await payByCard(s, buyer, orderNumber); // buyer acts: seller told
    const pk = await ok(s, "POST", "/api/order/generatePickupCode", buyer, { orderNumber }); // seller told
    await ok(s, "POST", "/api/order/confirm", seller, { orderNumber, pickupCode: pk.pickupCode }); // buyer told
    await ok(s, "POST", "/api/order/refund/request", buyer, { orderNumber, amountCents: 100, reason: "x" }); // seller told
    await ok(s, "POST", "/api/order/refund/decline", seller, { orderNumber }); // buyer told
    const toSeller = await mine(seller);
    const toBuyer = await mine(buyer);
    expect(toSeller.length - before.seller).toBe(3);
    expect(toBuyer.length - before.buyer).toBe(2);
    for (const n of toSeller) expect(n).toMatchObject({ jumpType: 15, orderNumber });
    for (const n of toBuyer) expect(n).toMatchObject({ jumpType: 16, orderNumber });
  });
});

describe("codes", () => {
  it("40001: under $0.50 cards are refused, cash works", async () => {
    const b = await orderIn("awaiting_payment", { amountCents: 49 });
    expect(await call("pay", b, b.buyer)).toBe(Code.BELOW_MIN_ONLINE_PAYMENT);
    expect((await ok(s, "GET", "/api/order/detail", b.buyer, { orderNumber: b.orderNumber })).cashOnly).toBe(
      true,
    );
    expect(await call("payCash", b, b.buyer)).toBe(Code.OK);
    const fifty = await orderIn("awaiting_payment", { amountCents: 50 });
    expect(await call("pay", fifty, fifty.buyer)).toBe(Code.OK);
  });

  it("40002: a wrong pickup code, a forged or another order's QR", async () => {
    const b = await orderIn("ready_for_pickup");
    const wrong = b.pickupCode === "000000" ? "000001" : "000000";
    expect(
      await code(s, "POST", "/api/order/confirm", b.seller, {
        orderNumber: b.orderNumber,
        pickupCode: wrong,
      }),
    ).toBe(Code.WRONG_PICKUP_CODE);
    const other = await orderIn("paid");
    const pk = await ok(s, "POST", "/api/order/generatePickupCode", other.buyer, {
      orderNumber: other.orderNumber,
    });
    expect(
      await code(s, "POST", "/api/order/confirm", b.seller, {
        orderNumber: b.orderNumber,
        pickupCode: pk.qrPayload,
      }),
    ).toBe(Code.WRONG_PICKUP_CODE);
    const forged = `${pk.qrPayload.slice(0, -4)}AAAA`;
    expect(
      await code(s, "POST", "/api/order/confirm", other.seller, {
        orderNumber: other.orderNumber,
        pickupCode: forged,
      }),
    ).toBe(Code.WRONG_PICKUP_CODE);
    expect(await status(b)).toBe("ready_for_pickup");
  });

  it("confirms with the signed QR payload, verifiable with the published key", async () => {
    const b = await orderIn("paid");
    const pk = await ok(s, "POST", "/api/order/generatePickupCode", b.buyer, { orderNumber: b.orderNumber });
    const again = await ok(s, "POST", "/api/order/generatePickupCode", b.buyer, {
      orderNumber: b.orderNumber,
    });
    expect(again.pickupCode).toBe(pk.pickupCode);
    const key = await ok(s, "GET", "/api/order/pickupVerifyKey", b.buyer);
    const { importJWK, compactVerify } = await import("jose");
    const verified = await compactVerify(pk.qrPayload, await importJWK(key.jwk, "ES256"));
    expect(JSON.parse(new TextDecoder().decode(verified.payload))).toMatchObject({
      orderNumber: b.orderNumber,
      pickupCode: pk.pickupCode,
    });
    const o = await ok(s, "POST", "/api/order/confirm", b.seller, {
      orderNumber: b.orderNumber,
      pickupCode: pk.qrPayload,
    });
    expect(o.status).toBe("completed");
  });

  it("40003: a refund above what is refundable", async () => {
    const b = await orderIn("paid");
    expect(
      await code(s, "POST", "/api/order/refund/request", b.buyer, {
        orderNumber: b.orderNumber,
        amountCents: 1001,
        reason: "x",
      }),
    ).toBe(Code.REFUND_TOO_LARGE);
    await ok(s, "POST", "/api/order/refund/request", b.buyer, {
      orderNumber: b.orderNumber,
      amountCents: 400,
      reason: "x",
    });
    await ok(s, "POST", "/api/order/refund/agree", b.seller, { orderNumber: b.orderNumber });
    expect(
      await code(s, "POST", "/api/order/refund/request", b.buyer, {
        orderNumber: b.orderNumber,
        amountCents: 601,
        reason: "x",
      }),
    ).toBe(Code.REFUND_TOO_LARGE);
    const o = await ok(s, "POST", "/api/order/refund/request", b.buyer, {
      orderNumber: b.orderNumber,
      amountCents: 600,
      reason: "x",
    });
    expect(o.status).toBe("refund_requested");
    const done = await ok(s, "POST", "/api/order/refund/agree", b.seller, { orderNumber: b.orderNumber });
    expect(done.status).toBe("refunded");
    expect(done.refundedCents).toBe(1000);
  });
});

describe("who sees what", () => {
  it("a third user gets 10004 on every order call", async () => {
    const b = await orderIn("ready_for_pickup");
    const stranger = await createUser(s);
    const on = b.orderNumber;
    expect(await code(s, "GET", "/api/order/detail", stranger, { orderNumber: on })).toBe(Code.NOT_FOUND);
    for (const action of ORDER_ACTIONS) {
      if (action === "expire") continue;
      expect(await call(action, b, stranger), action).toBe(Code.NOT_FOUND);
    }
    expect(await code(s, "POST", "/api/order/refund/decline", stranger, { orderNumber: on })).toBe(
      Code.NOT_FOUND,
    );
    const buying = await ok(s, "GET", "/api/order/buying", stranger);
    const selling = await ok(s, "GET", "/api/order/selling", stranger);
    expect(buying.total + selling.total).toBe(0);
    expect(await code(s, "GET", "/api/order/detail", stranger, { orderNumber: "BNOSUCHORDER" })).toBe(
      Code.NOT_FOUND,
    );
    expect(await status(b)).toBe("ready_for_pickup");
  });

  it("shows the pickup code only to the buyer; the seller's store team sees and handles the order", async () => {
    const seller = await createUser(s);
    const teammate = await createUser(s);
    const buyer = await createUser(s);
    const storeId = await createStore(s, seller.id, "Team Store", [teammate.id]);
    const orderNumber = await makeOrder(s, seller, buyer, 2000, { storeId });
    await payByCard(s, buyer, orderNumber);
    const pk = await ok(s, "POST", "/api/order/generatePickupCode", buyer, { orderNumber });
    const asBuyer = await ok(s, "GET", "/api/order/detail", buyer, { orderNumber });
    expect(asBuyer.pickupCode).toBe(pk.pickupCode);
    expect(asBuyer.role).toBe("buyer");
    expect(asBuyer.card).toMatchObject({ brand: "visa", last4: "4242" });
    // Where to collect it: the listing's city and point (createItem's Springfield), for the map.
    expect(asBuyer.item).toMatchObject({ city: "Springfield", lat: 39.8, lng: -89.64 });
    const asSeller = await ok(s, "GET", "/api/order/detail", seller, { orderNumber });
    expect(asSeller.pickupCode).toBeNull();
    expect(asSeller.role).toBe("seller");
    expect(asSeller.actions).toContain("confirm");
    const asTeam = await ok(s, "GET", "/api/order/detail", teammate, { orderNumber });
    expect(asTeam.pickupCode).toBeNull();
    expect(await code(s, "POST", "/api/order/generatePickupCode", teammate, { orderNumber })).toBe(
      Code.ILLEGAL_ORDER_STATE,
    );
    const done = await ok(s, "POST", "/api/order/confirm", teammate, {
      orderNumber,
      pickupCode: pk.pickupCode,
    });
    expect(done.status).toBe("completed");
  });

  it("lists purchases and sales newest first, by tab", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const a = await makeOrder(s, seller, buyer, 500);
    s.clock.offsetMs += 1000;
    const bNum = await makeOrder(s, seller, buyer, 600);
    s.clock.offsetMs += 1000;
    const c = await makeOrder(s, seller, buyer, 700);
    await payByCard(s, buyer, bNum);
    await ok(s, "POST", "/api/order/payCash", buyer, { orderNumber: c });
    const all = await ok(s, "GET", "/api/order/buying", buyer, { type: "all" });
    expect(all.list.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([c, bNum, a]);
    expect(all.total).toBe(3);
    const unpaid = await ok(s, "GET", "/api/order/buying", buyer, { type: "unpaid" });
    expect(unpaid.list.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([a]);
    const pickup = await ok(s, "GET", "/api/order/selling", seller, { type: "pickup" });
    expect(pickup.list.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([c, bNum]);
    const page = await ok(s, "GET", "/api/order/selling", seller, { currentPage: 1, pageSize: 2 });
    expect(page.hasNextPage).toBe(true);
    expect(page.list).toHaveLength(2);
    expect(await code(s, "GET", "/api/order/buying", buyer, { type: "nope" })).toBe(Code.VALIDATION);
    expect((await ok(s, "GET", "/api/order/selling", buyer)).total).toBe(0);
  });

  it("idempotent order calls replay their first answer", async () => {
    const b = await orderIn("awaiting_payment");
    const key = randomUUID();
    const r1 = await s.call("POST", "/api/order/payCash", {
      token: b.buyer.token,
      body: { orderNumber: b.orderNumber },
      headers: { "Idempotency-Key": key },
    });
    const r2 = await s.call("POST", "/api/order/payCash", {
      token: b.buyer.token,
      body: { orderNumber: b.orderNumber },
      headers: { "Idempotency-Key": key },
    });
    expect(r1.body.status_code).toBe(Code.OK);
    expect(r2.body.status_code).toBe(Code.OK);
    expect(r2.headers.get("idempotent-replayed")).toBe("true");
  });
});
