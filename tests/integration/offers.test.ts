import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { JumpType } from "#shared/jump-types";
import { HTTP } from "../http-status.ts";
import { createItem, createStore, createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { ok, payByCard, retoken } from "./orders.fixtures.ts";
import { createCategories, createFile } from "./selling.fixtures.ts";

/*
 * Offers on fixed-price items (CONTRACT.md "Offers"), over HTTP on a fresh database: every
 * transition and refusal, the seller's thresholds, expiry on the controllable clock, two acceptances
 * at once, and the order's amount and fee in the ledger. PGlite by default, PostgreSQL with
 * TEST_DATABASE_URL.
 */

const HOUR = 3_600_000;

let s: TestServer;
/** What a live listing needs besides its price (a save of a live item checks them all). */
let complete: { categoryId: number; images: string[] };
beforeAll(async () => {
  s = await startTestServer();
  const owner = await createUser(s);
  complete = { categoryId: (await createCategories(s)).leafId, images: [await createFile(s, owner.id)] };
});
const advance = (ms: number) => {
  s.clock.offsetMs += ms;
};
afterAll(async () => {
  await s.close();
});

type Offer = {
  offerId: string;
  itemNumber: string;
  amountCents: number;
  counterCents: number | null;
  status: string;
  buyer: { id: number; name: string };
  createTime: number;
  expiresAt: number;
  orderNumber: string | null;
  agreedCents: number | null;
  decidedBy: string | null;
  role: string;
  actions: string[];
  item: { title: string; priceCents: number | null; status: string };
};

const key = () => ({ "Idempotency-Key": randomUUID() });

function make(
  user: TestUser,
  itemNumber: string,
  amountCents: unknown,
  headers: Record<string, string> = key(),
) {
  return s.call("POST", "/api/offer/make", { token: user.token, body: { itemNumber, amountCents }, headers });
}
function respond(
  user: TestUser,
  offerId: string,
  action: string,
  amountCents?: number,
  headers: Record<string, string> = key(),
) {
  return s.call("POST", "/api/offer/respond", {
    token: user.token,
    body: { offerId, action, ...(amountCents !== undefined ? { amountCents } : {}) },
    headers,
  });
}
async function made(user: TestUser, itemNumber: string, amountCents: number): Promise<Offer> {
  const r = await make(user, itemNumber, amountCents);
  expect(r.body.status_code, JSON.stringify(r.body)).toBe(Code.OK);
  return r.body.res_data;
}
async function answered(
  user: TestUser,
  offerId: string,
  action: string,
  amountCents?: number,
): Promise<Offer> {
  const r = await respond(user, offerId, action, amountCents);
  expect(r.body.status_code, JSON.stringify(r.body)).toBe(Code.OK);
  return r.body.res_data;
}
async function list(user: TestUser, query: Record<string, string>) {
  return ok<{ list: Offer[]; total: number; hasNextPage: boolean }>(s, "GET", "/api/offer/list", user, query);
}
async function noticesOf(user: TestUser) {
  const page = await ok<{ list: any[] }>(s, "GET", "/api/notification/list", user, { pageSize: "50" });
  return page.list as Array<{
    title: string;
    content: string;
    jumpType: number;
    jumpId: string;
    orderNumber: string | null;
  }>;
}
async function offerItem(seller: TestUser, fields: Record<string, unknown> = {}) {
  return createItem(s, {
    sellerId: seller.id,
    priceCents: 10_000,
    acceptsOffers: true,
    title: "Oak desk",
    ...complete,
    ...fields,
  });
}
async function itemStatus(itemNumber: string): Promise<string> {
  const r = await s.call("GET", "/api/item/detail", { query: { itemNumber } });
  return r.body.res_data.status;
}
async function ordersOfItem(itemId: number) {
  const r = (await s.deps.database.db.execute(
    sql`SELECT order_number, amount_cents, status, buyer_id, source FROM orders WHERE item_id = ${itemId}`,
  )) as unknown as {
    rows: Array<{
      order_number: string;
      amount_cents: number;
      status: string;
      buyer_id: number;
      source: string;
    }>;
  };
  return r.rows;
}

describe("the item's offer settings", () => {
  it("saves acceptsOffers and the thresholds on a draft, publishes them, and shows them to the seller only", async () => {
    const seller = await createUser(s);
    const draft = await ok(s, "POST", "/api/item/save", seller, {
      title: "Walnut shelf",
      saleType: "fixed",
      priceCents: 8000,
      acceptsOffers: true,
      autoAcceptCents: 7000,
      autoDeclineCents: 4000,
    });
    let view = await ok(s, "GET", "/api/item/seller/itemDetail", seller, { itemNumber: draft.itemNumber });
    expect(view).toMatchObject({
      acceptsOffers: true,
      autoAcceptCents: 7000,
      autoDeclineCents: 4000,
      openOffers: 0,
    });

    // Form encoding: the same fields as strings; "" clears a threshold.
    const form = await s.call("POST", "/api/item/save", {
      token: seller.token,
      form: {
        itemNumber: draft.itemNumber,
        version: String(draft.version),
        acceptsOffers: "true",
        autoDeclineCents: "",
      },
    });
    expect(form.body.status_code, JSON.stringify(form.body)).toBe(Code.OK);
    view = await ok(s, "GET", "/api/item/seller/itemDetail", seller, { itemNumber: draft.itemNumber });
    expect(view).toMatchObject({ acceptsOffers: true, autoAcceptCents: 7000, autoDeclineCents: null });

    const item = await offerItem(seller, { autoAcceptCents: 9000, autoDeclineCents: 5000 });
    const buyer = await createUser(s);
    await made(buyer, item.itemNumber, 6000);
    view = await ok(s, "GET", "/api/item/seller/itemDetail", seller, { itemNumber: item.itemNumber });
    expect(view.openOffers).toBe(1);
    const mine = await ok(s, "GET", "/api/item/myItems", seller, { status: "active" });
    expect(mine.list.find((i: any) => i.itemNumber === item.itemNumber)).toMatchObject({
      acceptsOffers: true,
      autoAcceptCents: 9000,
      openOffers: 1,
    });

    // The public item says offers are taken and for how long, never the amounts.
    const pub = await s.call("GET", "/api/item/detail", {
      query: { itemNumber: item.itemNumber },
      token: buyer.token,
    });
    expect(pub.body.res_data).toMatchObject({ acceptsOffers: true, offerHours: 48 });
    const text = JSON.stringify(pub.body);
    expect(text).not.toContain("autoAccept");
    expect(text).not.toContain("autoDecline");
    // No number field holds the auto-accept amount either.
    expect(JSON.stringify(pub.body.res_data)).not.toMatch(/[:[,]9000[,}\]]/);
    const search = await s.call("GET", "/api/search/items", { query: { q: "Oak desk" } });
    expect(JSON.stringify(search.body)).not.toContain("autoAccept");
  });

  it("refuses offers on an auction and thresholds at or above the price, with the field (10001)", async () => {
    const seller = await createUser(s);
    const auction = await ok(s, "POST", "/api/item/save", seller, {
      saleType: "auction",
      startPriceCents: 100,
    });
    const r1 = await s.call("POST", "/api/item/save", {
      token: seller.token,
      body: { itemNumber: auction.itemNumber, version: auction.version, acceptsOffers: true },
    });
    expect(r1.status).toBe(HTTP.BadRequest);
    expect(r1.body.res_data.errors[0].path).toBe("acceptsOffers");

    const fixed = await createItem(s, { sellerId: seller.id, priceCents: 5000, ...complete });
    const r2 = await s.call("POST", "/api/item/save", {
      token: seller.token,
      body: {
        itemNumber: fixed.itemNumber,
        version: fixed.version,
        acceptsOffers: true,
        autoAcceptCents: 5000,
      },
    });
    expect(r2.body.status_code).toBe(Code.VALIDATION);
    expect(r2.body.res_data.errors.map((e: any) => e.path)).toEqual(["autoAcceptCents"]);
    const r3 = await s.call("POST", "/api/item/save", {
      token: seller.token,
      body: {
        itemNumber: fixed.itemNumber,
        version: fixed.version,
        autoAcceptCents: 3000,
        autoDeclineCents: 3500,
      },
    });
    expect(r3.body.res_data.errors.map((e: any) => e.path)).toEqual(["autoDeclineCents"]);
    const row = await ok(s, "GET", "/api/item/seller/itemDetail", seller, { itemNumber: fixed.itemNumber });
    expect(row).toMatchObject({ version: fixed.version, acceptsOffers: false, autoAcceptCents: null });
  });

  it("the seller portal's bulk action turns offers on and off through the save path", async () => {
    const seller = await createUser(s);
    const a = await createItem(s, { sellerId: seller.id, priceCents: 4000, ...complete });
    const b = await createItem(s, { sellerId: seller.id, priceCents: 1000, ...complete });
    const auction = await createItem(s, { sellerId: seller.id, saleType: "auction" });
    const r = await s.call("POST", "/api/portal/items/bulk", {
      token: seller.token,
      body: {
        action: "setOffers",
        itemNumbers: [a.itemNumber, b.itemNumber, auction.itemNumber],
        acceptsOffers: true,
        autoDeclineCents: 2000,
      },
      headers: key(),
    });
    expect(r.body.status_code, JSON.stringify(r.body)).toBe(Code.OK);
    const codes = r.body.res_data.results.map((x: any) => x.statusCode);
    // b's price is under the auto-decline amount; an auction takes no offers.
    expect(codes).toEqual([Code.OK, Code.VALIDATION, Code.FORBIDDEN]);
    const view = await ok(s, "GET", "/api/item/seller/itemDetail", seller, { itemNumber: a.itemNumber });
    expect(view).toMatchObject({ acceptsOffers: true, autoDeclineCents: 2000, version: a.version + 1 });
  });
});

describe("POST /offer/make: refusals", () => {
  it("answers each refusal with the contract's code and changes nothing", async () => {
    const seller = await createUser(s);
    const teammate = await createUser(s);
    const storeId = await createStore(s, seller.id, "Desk Store", [teammate.id]);
    const buyer = await createUser(s);
    const item = await offerItem(seller);
    const storeItem = await offerItem(seller, { storeId });
    const noOffers = await createItem(s, { sellerId: seller.id, priceCents: 10_000 });
    const auction = await createItem(s, { sellerId: seller.id, saleType: "auction", acceptsOffers: true });
    const sold = await offerItem(seller, { status: "sold" });
    const withdrawn = await offerItem(seller, { status: "withdrawn" });
    const draft = await offerItem(seller, { status: "draft" });

    expect((await make(seller, item.itemNumber, 5000)).body.status_code).toBe(Code.OWN_ITEM);
    expect((await make(teammate, storeItem.itemNumber, 5000)).body.status_code).toBe(Code.OWN_ITEM);
    expect((await make(buyer, sold.itemNumber, 5000)).body.status_code).toBe(Code.ITEM_UNAVAILABLE);
    expect((await make(buyer, withdrawn.itemNumber, 5000)).body.status_code).toBe(Code.ITEM_UNAVAILABLE);
    expect((await make(buyer, draft.itemNumber, 5000)).body.status_code).toBe(Code.NOT_FOUND);
    expect((await make(buyer, "NOSUCHITEM", 5000)).body.status_code).toBe(Code.NOT_FOUND);

    let r = await make(buyer, noOffers.itemNumber, 5000);
    expect(r.body.status_code).toBe(Code.VALIDATION);
    expect(r.body.res_data.errors[0].path).toBe("itemNumber");
    r = await make(buyer, auction.itemNumber, 50);
    expect(r.body.status_code).toBe(Code.VALIDATION);
    // At the price (or above) is Buy now.
    for (const amount of [10_000, 12_000]) {
      r = await make(buyer, item.itemNumber, amount);
      expect(r.status).toBe(HTTP.BadRequest);
      expect(r.body.status_code).toBe(Code.VALIDATION);
      expect(r.body.res_data.errors[0].path).toBe("amountCents");
      expect(r.body.message).toMatch(/Buy now/);
    }
    // Malformed amounts and no sign-in.
    for (const amount of [0, -5, 12.5, "ten", null]) {
      r = await make(buyer, item.itemNumber, amount);
      expect(r.status, String(amount)).toBe(HTTP.BadRequest);
      expect(r.body.res_data.errors[0].path).toBe("amountCents");
    }
    const anon = await s.call("POST", "/api/offer/make", {
      body: { itemNumber: item.itemNumber, amountCents: 5000 },
    });
    expect(anon.status).toBe(HTTP.Unauthorized);

    const none = await list(seller, { role: "seller" });
    expect(none.total).toBe(0);
  });

  it("keeps one open offer per buyer and item (10009 with the open one), a new one once it closed", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const item = await offerItem(seller);
    const first = await made(buyer, item.itemNumber, 6000);
    expect(first).toMatchObject({
      status: "pending",
      amountCents: 6000,
      counterCents: null,
      orderNumber: null,
    });
    expect(first.buyer.id).toBe(buyer.id);
    expect(first.actions).toEqual(["withdraw"]);
    expect(first.expiresAt).toBe(first.createTime + 48 * HOUR);
    const again = await make(buyer, item.itemNumber, 6500);
    expect(again.body.status_code).toBe(Code.CONFLICT);
    expect(again.body.res_data.offerId).toBe(first.offerId);
    await answered(buyer, first.offerId, "withdraw");
    const second = await made(buyer, item.itemNumber, 6500);
    expect(second.offerId).not.toBe(first.offerId);
  });

  it("replays an Idempotency-Key: the same offer, once", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const item = await offerItem(seller);
    const headers = key();
    const a = await make(buyer, item.itemNumber, 7000, headers);
    const b = await make(buyer, item.itemNumber, 7000, headers);
    expect(b.body.status_code).toBe(Code.OK);
    expect(b.body.res_data).toEqual(a.body.res_data);
    expect((await list(buyer, { role: "buyer", itemNumber: item.itemNumber })).total).toBe(1);
    const c = await make(buyer, item.itemNumber, 7100, headers);
    expect(c.body.status_code).toBe(Code.CONFLICT);
  });
});

describe("the seller's thresholds", () => {
  it("declines below auto-decline at once, politely; takes an offer at the amount itself", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const item = await offerItem(seller, { autoDeclineCents: 5000, autoAcceptCents: 9000 });
    const r = await make(buyer, item.itemNumber, 4999);
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data).toMatchObject({ status: "declined", decidedBy: "auto", actions: [] });
    expect(r.body.message).toMatch(/Thank you for your offer/);
    // In the buyer's language too.
    const zh = await make(buyer, item.itemNumber, 100, { ...key(), "Accept-Language": "zh-CN" });
    expect(zh.body.res_data.status).toBe("declined");
    expect(zh.body.message).not.toMatch(/Thank you/);
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    // The seller is not bothered with it.
    expect((await noticesOf(seller)).filter((n) => n.jumpType === JumpType.OFFER_SELLER)).toEqual([]);
    const at = await made(buyer, item.itemNumber, 5000);
    expect(at.status).toBe("pending");
  });

  it("accepts at or above auto-accept at once: the order at the offer, the item sold", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const item = await offerItem(seller, { autoAcceptCents: 9000 });
    const offer = await made(buyer, item.itemNumber, 9000);
    expect(offer).toMatchObject({ status: "accepted", decidedBy: "auto", agreedCents: 9000 });
    expect(offer.orderNumber).toBeTruthy();
    const order = await ok(s, "GET", "/api/order/detail", buyer, { orderNumber: offer.orderNumber! });
    expect(order).toMatchObject({ status: "awaiting_payment", amountCents: 9000, source: "offer" });
    expect(await itemStatus(item.itemNumber)).toBe("sold");
    const buyerNotice = (await noticesOf(buyer)).find((n) => n.jumpType === JumpType.OFFER_BUYER);
    expect(buyerNotice).toMatchObject({
      title: "Offer accepted",
      jumpId: item.itemNumber,
      orderNumber: offer.orderNumber,
    });
    expect((await noticesOf(seller)).some((n) => n.orderNumber === offer.orderNumber)).toBe(true);
  });
});

describe("POST /offer/respond: transitions", () => {
  it("seller declines: the buyer is told, may offer again", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const item = await offerItem(seller);
    const offer = await made(buyer, item.itemNumber, 6000);
    const sellerNew = (await noticesOf(seller)).find((n) => n.jumpType === JumpType.OFFER_SELLER);
    expect(sellerNew).toMatchObject({ title: "New offer", jumpId: item.itemNumber, orderNumber: null });
    expect(sellerNew!.content).toContain("$60.00");

    const [seen] = (await list(seller, { role: "seller", itemNumber: item.itemNumber })).list;
    expect(seen).toMatchObject({
      offerId: offer.offerId,
      role: "seller",
      actions: ["accept", "decline", "counter"],
    });
    const declined = await answered(seller, offer.offerId, "decline");
    expect(declined).toMatchObject({ status: "declined", decidedBy: "seller", actions: [] });
    const told = (await noticesOf(buyer)).find((n) => n.title === "Offer declined");
    expect(told).toMatchObject({ jumpType: JumpType.OFFER_BUYER, jumpId: item.itemNumber });
    expect((await respond(seller, offer.offerId, "accept")).body.status_code).toBe(Code.ILLEGAL_ORDER_STATE);
    expect((await made(buyer, item.itemNumber, 7000)).status).toBe("pending");
  });

  it("seller counters, buyer accepts the counter: the order at the counter, others declined with a notice", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const other = await createUser(s);
    const item = await offerItem(seller);
    const offer = await made(buyer, item.itemNumber, 6000);
    const rival = await made(other, item.itemNumber, 6500);

    advance(HOUR);
    await retoken(s, seller, buyer, other);
    // A counter must lie between the offer and the price.
    for (const bad of [6000, 5000, 10_000]) {
      const r = await respond(seller, offer.offerId, "counter", bad);
      expect(r.body.status_code).toBe(Code.VALIDATION);
      expect(r.body.res_data.errors[0].path).toBe("amountCents");
    }
    const noAmount = await respond(seller, offer.offerId, "counter");
    expect(noAmount.status).toBe(HTTP.BadRequest);
    const countered = await answered(seller, offer.offerId, "counter", 8000);
    expect(countered).toMatchObject({
      status: "countered",
      counterCents: 8000,
      amountCents: 6000,
      actions: [],
    });
    // The counter has its own OFFER_HOURS.
    expect(countered.expiresAt).toBeGreaterThan(offer.expiresAt + HOUR - 5000);
    expect(countered.expiresAt).toBeLessThanOrEqual(s.clock.now() + 48 * HOUR);
    expect((await noticesOf(buyer)).find((n) => n.title === "Counter-offer")).toMatchObject({
      jumpType: JumpType.OFFER_BUYER,
      jumpId: item.itemNumber,
    });
    const asBuyer = (await list(buyer, { role: "buyer", itemNumber: item.itemNumber })).list[0]!;
    expect(asBuyer.actions).toEqual(["accept", "decline"]);

    const accepted = await answered(buyer, offer.offerId, "accept");
    expect(accepted).toMatchObject({
      status: "accepted",
      decidedBy: "buyer",
      agreedCents: 8000,
      actions: [],
    });
    expect(accepted.item.status).toBe("sold");
    const orders = await ordersOfItem(item.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      order_number: accepted.orderNumber,
      amount_cents: 8000,
      buyer_id: buyer.id,
    });

    const lost = await ok<Offer>(s, "GET", "/api/offer/detail", other, { offerId: rival.offerId });
    expect(lost).toMatchObject({ status: "declined", decidedBy: "system" });
    expect((await noticesOf(other)).find((n) => n.content.includes("sold to another buyer"))).toBeTruthy();
    expect(await itemStatus(item.itemNumber)).toBe("sold");
    const sellerView = await ok(s, "GET", "/api/item/seller/itemDetail", seller, {
      itemNumber: item.itemNumber,
    });
    expect(sellerView.openOffers).toBe(0);
  });

  it("buyer declines a counter; the seller is told", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const item = await offerItem(seller);
    const offer = await made(buyer, item.itemNumber, 6000);
    await answered(seller, offer.offerId, "counter", 9000);
    const declined = await answered(buyer, offer.offerId, "decline");
    expect(declined).toMatchObject({ status: "declined", decidedBy: "buyer", counterCents: 9000 });
    expect((await noticesOf(seller)).find((n) => n.title === "Counter-offer declined")).toMatchObject({
      jumpType: JumpType.OFFER_SELLER,
    });
    expect(await itemStatus(item.itemNumber)).toBe("active");
  });

  it("buyer withdraws a pending offer; wrong party 10004, wrong state 40005", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const stranger = await createUser(s);
    const item = await offerItem(seller);
    const offer = await made(buyer, item.itemNumber, 6000);

    // Wrong party: someone else entirely, the buyer countering, the seller withdrawing.
    for (const action of ["accept", "decline", "withdraw", "counter"])
      expect((await respond(stranger, offer.offerId, action, 7000)).body.status_code).toBe(Code.NOT_FOUND);
    expect((await respond(buyer, offer.offerId, "counter", 7000)).body.status_code).toBe(Code.NOT_FOUND);
    expect((await respond(seller, offer.offerId, "withdraw")).body.status_code).toBe(Code.NOT_FOUND);
    expect((await respond(buyer, "NOSUCHOFFER", "withdraw")).body.status_code).toBe(Code.NOT_FOUND);
    expect(
      (await s.call("GET", "/api/offer/detail", { token: stranger.token, query: { offerId: offer.offerId } }))
        .body.status_code,
    ).toBe(Code.NOT_FOUND);
    // Wrong state: the buyer cannot accept their own pending offer.
    expect((await respond(buyer, offer.offerId, "accept")).body.status_code).toBe(Code.ILLEGAL_ORDER_STATE);
    expect((await respond(buyer, offer.offerId, "bogus")).status).toBe(HTTP.BadRequest);

    const withdrawn = await answered(buyer, offer.offerId, "withdraw");
    expect(withdrawn).toMatchObject({ status: "withdrawn", decidedBy: "buyer" });
    expect((await noticesOf(seller)).find((n) => n.title === "Offer withdrawn")).toBeTruthy();
    for (const [who, action] of [
      [buyer, "withdraw"],
      [seller, "accept"],
      [seller, "counter"],
    ] as const)
      expect((await respond(who, offer.offerId, action, 7000)).body.status_code).toBe(
        Code.ILLEGAL_ORDER_STATE,
      );

    // A countered offer can no longer be withdrawn (the buyer declines it), nor answered again by the seller.
    const next = await made(buyer, item.itemNumber, 6000);
    await answered(seller, next.offerId, "counter", 7000);
    expect((await respond(buyer, next.offerId, "withdraw")).body.status_code).toBe(Code.ILLEGAL_ORDER_STATE);
    expect((await respond(seller, next.offerId, "accept")).body.status_code).toBe(Code.ILLEGAL_ORDER_STATE);
    expect((await respond(seller, next.offerId, "counter", 8000)).body.status_code).toBe(
      Code.ILLEGAL_ORDER_STATE,
    );
  });

  it("a store's team answers offers on the store's items", async () => {
    const owner = await createUser(s);
    const staff = await createUser(s);
    const storeId = await createStore(s, owner.id, "Team Desk", [staff.id]);
    const buyer = await createUser(s);
    const item = await offerItem(owner, { storeId });
    const offer = await made(buyer, item.itemNumber, 6000);
    expect(offer.buyer.name).toBeTruthy();
    const countered = await answered(staff, offer.offerId, "counter", 7000);
    expect(countered.role).toBe("seller");
  });
});

describe("expiry after OFFER_HOURS (the job runner)", () => {
  it("expires a pending offer and tells both; answering afterwards is 40005", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const item = await offerItem(seller);
    const offer = await made(buyer, item.itemNumber, 6000);
    advance(48 * HOUR - 60_000);
    await s.deps.jobs.runDue();
    await retoken(s, seller, buyer);
    expect((await ok<Offer>(s, "GET", "/api/offer/detail", buyer, { offerId: offer.offerId })).status).toBe(
      "pending",
    );

    advance(60_000);
    // Past its time before the job ran: already closed to answers.
    expect((await respond(seller, offer.offerId, "accept")).body.status_code).toBe(Code.ILLEGAL_ORDER_STATE);
    expect(
      (await ok<Offer>(s, "GET", "/api/offer/detail", buyer, { offerId: offer.offerId })).actions,
    ).toEqual([]);
    await s.deps.jobs.runDue();
    await retoken(s, seller, buyer);
    const after = await ok<Offer>(s, "GET", "/api/offer/detail", seller, { offerId: offer.offerId });
    expect(after).toMatchObject({ status: "expired", decidedBy: "system", actions: [] });
    expect((await noticesOf(buyer)).find((n) => n.title === "Offer expired")).toMatchObject({
      jumpType: JumpType.OFFER_BUYER,
    });
    expect((await noticesOf(seller)).find((n) => n.title === "Offer expired")).toMatchObject({
      jumpType: JumpType.OFFER_SELLER,
    });
    expect((await respond(seller, offer.offerId, "decline")).body.status_code).toBe(Code.ILLEGAL_ORDER_STATE);
    // The buyer may offer again.
    expect((await made(buyer, item.itemNumber, 6100)).status).toBe("pending");
  });

  it("a counter restarts the clock: it expires OFFER_HOURS after the counter", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const item = await offerItem(seller);
    const offer = await made(buyer, item.itemNumber, 6000);
    advance(40 * HOUR);
    await retoken(s, seller, buyer);
    await answered(seller, offer.offerId, "counter", 8000);
    advance(10 * HOUR);
    await s.deps.jobs.runDue();
    await retoken(s, seller, buyer);
    expect((await ok<Offer>(s, "GET", "/api/offer/detail", buyer, { offerId: offer.offerId })).status).toBe(
      "countered",
    );
    advance(38 * HOUR);
    await s.deps.jobs.runDue();
    await retoken(s, seller, buyer);
    expect((await ok<Offer>(s, "GET", "/api/offer/detail", buyer, { offerId: offer.offerId })).status).toBe(
      "expired",
    );
    const n = (await noticesOf(buyer)).find((x) => x.title === "Offer expired");
    expect(n!.content).toContain("counter-offer of $80.00");
    expect((await respond(buyer, offer.offerId, "accept")).body.status_code).toBe(Code.ILLEGAL_ORDER_STATE);
    expect(await itemStatus(item.itemNumber)).toBe("active");
  });

  it("an offer past its time that the job has not reached yet does not block a new one", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const item = await offerItem(seller);
    const old = await made(buyer, item.itemNumber, 6000);
    advance(49 * HOUR);
    await retoken(s, seller, buyer);
    const fresh = await made(buyer, item.itemNumber, 6200);
    expect(fresh.offerId).not.toBe(old.offerId);
    const closed = await ok<Offer>(s, "GET", "/api/offer/detail", buyer, { offerId: old.offerId });
    expect(closed).toMatchObject({ status: "expired", decidedBy: "system" });
    // The job, arriving later, finds nothing left to do: one notice each, not two.
    await s.deps.jobs.runDue();
    await retoken(s, seller, buyer);
    expect((await noticesOf(seller)).filter((n) => n.title === "Offer expired")).toHaveLength(1);
  });
});

describe("agreement", () => {
  it("two acceptances at the same moment make exactly one order", async () => {
    const seller = await createUser(s);
    const b1 = await createUser(s);
    const b2 = await createUser(s);
    const item = await offerItem(seller);
    const o1 = await made(b1, item.itemNumber, 6000);
    const o2 = await made(b2, item.itemNumber, 7000);
    const [r1, r2, r3] = await Promise.all([
      respond(seller, o1.offerId, "accept"),
      respond(seller, o2.offerId, "accept"),
      respond(seller, o1.offerId, "accept"),
    ]);
    const codes = [r1, r2, r3].map((r) => r.body.status_code);
    expect(codes.filter((c) => c === Code.OK)).toHaveLength(1);
    expect(codes.filter((c) => c !== Code.OK).every((c) => c === Code.ILLEGAL_ORDER_STATE)).toBe(true);
    const orders = await ordersOfItem(item.id);
    expect(orders).toHaveLength(1);
    const winner = [r1, r2, r3].find((r) => r.body.status_code === Code.OK)!.body.res_data as Offer;
    expect(orders[0]!.amount_cents).toBe(winner.amountCents);
  });

  it("an acceptance and a Buy now at the same moment make exactly one order", async () => {
    const seller = await createUser(s);
    const offerer = await createUser(s);
    const outright = await createUser(s);
    const item = await offerItem(seller);
    const o = await made(offerer, item.itemNumber, 6000);
    const [accept, buy] = await Promise.all([
      respond(seller, o.offerId, "accept"),
      s.call("POST", "/api/item/buyNow", {
        token: outright.token,
        body: { itemNumber: item.itemNumber },
        headers: key(),
      }),
    ]);
    expect([accept.body.status_code, buy.body.status_code].filter((c) => c === Code.OK)).toHaveLength(1);
    expect(await ordersOfItem(item.id)).toHaveLength(1);
    const after = await ok<Offer>(s, "GET", "/api/offer/detail", offerer, { offerId: o.offerId });
    expect(["accepted", "declined"]).toContain(after.status);
  });

  it("Buy now and withdrawing the item decline the open offers, with a notice", async () => {
    const seller = await createUser(s);
    const offerer = await createUser(s);
    const outright = await createUser(s);
    const item = await offerItem(seller);
    const o = await made(offerer, item.itemNumber, 6000);
    await ok(s, "POST", "/api/item/buyNow", outright, { itemNumber: item.itemNumber }, key());
    expect((await ok<Offer>(s, "GET", "/api/offer/detail", offerer, { offerId: o.offerId })).status).toBe(
      "declined",
    );
    expect((await noticesOf(offerer)).some((n) => n.content.includes("sold to another buyer"))).toBe(true);

    const other = await offerItem(seller, { title: "Pine bench" });
    const o2 = await made(offerer, other.itemNumber, 6000);
    await ok(s, "POST", "/api/item/withdraw", seller, { itemNumber: other.itemNumber });
    expect((await ok<Offer>(s, "GET", "/api/offer/detail", offerer, { offerId: o2.offerId })).status).toBe(
      "declined",
    );

    // Turning offers off on a live item declines the open ones too.
    const third = await offerItem(seller, { title: "Teak chair" });
    const o3 = await made(offerer, third.itemNumber, 6000);
    await ok(s, "POST", "/api/item/save", seller, {
      itemNumber: third.itemNumber,
      version: third.version,
      acceptsOffers: false,
    });
    expect((await ok<Offer>(s, "GET", "/api/offer/detail", offerer, { offerId: o3.offerId })).status).toBe(
      "declined",
    );
    expect((await noticesOf(offerer)).some((n) => n.content.includes("no longer takes offers"))).toBe(true);
  });

  it("the accepted offer's order is paid like Buy now: the agreed amount and the fee in the ledger", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const item = await offerItem(seller);
    const offer = await made(buyer, item.itemNumber, 7300);
    const accepted = await answered(seller, offer.offerId, "accept");
    expect(accepted).toMatchObject({ status: "accepted", decidedBy: "seller", agreedCents: 7300 });
    const orderNumber = accepted.orderNumber!;
    const buyerNotice = (await noticesOf(buyer)).find((n) => n.title === "Offer accepted");
    expect(buyerNotice).toMatchObject({ jumpType: JumpType.OFFER_BUYER, orderNumber });

    const pay = await payByCard(s, buyer, orderNumber);
    expect(pay.status).toBe("paid");
    const order = await ok(s, "GET", "/api/order/detail", seller, { orderNumber });
    const fee = Math.round((7300 * 500) / 10_000);
    expect(order).toMatchObject({
      amountCents: 7300,
      status: "paid",
      feeCents: fee,
      sellerNetCents: 7300 - fee,
    });
    const r = (await s.deps.database.db.execute(
      sql`SELECT e.account, e.amount_cents FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.tx_id
          WHERE t.order_number = ${orderNumber} AND t.kind = 'payment' ORDER BY e.account`,
    )) as unknown as { rows: Array<{ account: string; amount_cents: number }> };
    const byAccount = Object.fromEntries(r.rows.map((x) => [x.account, x.amount_cents]));
    expect(byAccount).toEqual({ fee_revenue: -fee, processor: 7300, seller_pending: -(7300 - fee) });
    const balance = await ok(s, "GET", "/api/wallet/balance", seller);
    expect(balance.pendingCents).toBe(7300 - fee);
  });

  it("an agreement under $0.50 is cash in person only, as with Buy now", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const item = await offerItem(seller, { priceCents: 80 });
    const offer = await made(buyer, item.itemNumber, 40);
    const accepted = await answered(seller, offer.offerId, "accept");
    const order = await ok(s, "GET", "/api/order/detail", buyer, { orderNumber: accepted.orderNumber! });
    expect(order).toMatchObject({ amountCents: 40, cashOnly: true });
    const cash = await ok(s, "POST", "/api/order/payCash", buyer, { orderNumber: accepted.orderNumber! });
    expect(cash.status).toBe("cash_pending");
  });
});

describe("GET /offer/list", () => {
  it("lists a buyer's and a seller's offers newest first, by item, open or closed, with paging", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const a = await offerItem(seller, { title: "Lamp A" });
    const b = await offerItem(seller, { title: "Lamp B" });
    const oa = await made(buyer, a.itemNumber, 5000);
    advance(1000);
    const ob = await made(buyer, b.itemNumber, 5500);
    await answered(buyer, oa.offerId, "withdraw");

    const mine = await list(buyer, { role: "buyer" });
    expect(mine.list.map((o) => o.offerId)).toEqual([ob.offerId, oa.offerId]);
    expect(mine.list[0]).toMatchObject({
      role: "buyer",
      item: { title: "Lamp B", priceCents: 10_000, status: "active" },
    });
    expect((await list(buyer, { role: "buyer", status: "open" })).list.map((o) => o.offerId)).toEqual([
      ob.offerId,
    ]);
    expect((await list(buyer, { role: "buyer", status: "closed" })).list.map((o) => o.offerId)).toEqual([
      oa.offerId,
    ]);
    const paged = await list(buyer, { role: "buyer", pageSize: "1" });
    expect(paged).toMatchObject({ total: 2, hasNextPage: true });

    const theirs = await list(seller, { role: "seller", itemNumber: b.itemNumber });
    expect(theirs.list.map((o) => o.offerId)).toEqual([ob.offerId]);
    // The buyer sees nothing as a seller; the seller nothing as a buyer.
    expect((await list(buyer, { role: "seller" })).total).toBe(0);
    expect((await list(seller, { role: "buyer" })).total).toBe(0);
    const bad = await s.call("GET", "/api/offer/list", { token: buyer.token, query: { role: "nobody" } });
    expect(bad.status).toBe(HTTP.BadRequest);
  });
});
