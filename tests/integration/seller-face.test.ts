import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeMembers, stores } from "#server/db/schema/index";
import { Code } from "#shared/codes";
import { createItem, createStore, createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { makeOrder, ok, payByCard, readySeller } from "./orders.fixtures.ts";
import { asStore, type StoreActor, storeIdentity } from "./stores-admin.fixtures.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const LOGO = "https://example.test/corner-shop.png";

/** An owner (payouts ready) with a store, a staff member, and each acting as the store. */
async function shop(name = "Corner Shop") {
  const owner = await readySeller(s);
  const staff = await createUser(s);
  const storeId = await createStore(s, owner.id, name, [staff.id]);
  await s.deps.database.db.update(stores).set({ logo: LOGO }).where(eq(stores.id, storeId));
  return {
    storeId,
    owner,
    staff,
    ownerAsStore: await storeIdentity(s, owner, storeId),
    staffAsStore: await storeIdentity(s, staff, storeId),
  };
}

/** GET as a store identity. */
async function getAs<T = any>(a: StoreActor, path: string, query: Record<string, string> = {}) {
  const r = await s.call("GET", path, { ...asStore(a), query });
  return r.body as { status_code: number; res_data: T };
}

/** Card-paid and handed over: the money is in the seller's available balance. */
async function paidAndHandedOver(seller: TestUser, buyer: TestUser, orderNumber: string) {
  await payByCard(s, buyer, orderNumber);
  const pk = await ok(s, "POST", "/api/order/generatePickupCode", buyer, { orderNumber });
  await ok(s, "POST", "/api/order/confirm", seller, { orderNumber, pickupCode: pk.pickupCode });
}

describe("a store's orders speak as the store", () => {
  it("names the store (name, logo, storeName) to the buyer and the seller; a personal sale names the person", async () => {
    const t = await shop();
    const buyer = await createUser(s);
    const storeOrder = await makeOrder(s, t.staff, buyer, 2500, { storeId: t.storeId });
    const personalOrder = await makeOrder(s, t.owner, buyer, 1500);

    const asBuyer = await ok(s, "GET", "/api/order/detail", buyer, { orderNumber: storeOrder });
    expect(asBuyer.seller).toMatchObject({
      id: t.staff.id,
      name: "Corner Shop",
      pic: LOGO,
      storeId: t.storeId,
      storeName: "Corner Shop",
    });
    const bought = await ok(s, "GET", "/api/order/buying", buyer);
    const names = Object.fromEntries(bought.list.map((o: any) => [o.orderNumber, o.seller.name]));
    expect(names[storeOrder]).toBe("Corner Shop");
    expect(names[personalOrder]).not.toBe("Corner Shop");
    const personal = bought.list.find((o: any) => o.orderNumber === personalOrder);
    expect(personal.seller).toMatchObject({ id: t.owner.id, storeId: null, storeName: null });

    const asTeam = await getAs(t.ownerAsStore, "/api/order/detail", { orderNumber: storeOrder });
    expect(asTeam.res_data.seller.name).toBe("Corner Shop");
  });

  it("lists sales by identity: Personal its own, the store (any team member) the store's", async () => {
    const t = await shop("Split Shop");
    const buyer = await createUser(s);
    const byOwner = await makeOrder(s, t.owner, buyer, 2000, { storeId: t.storeId });
    const byStaff = await makeOrder(s, t.staff, buyer, 2100, { storeId: t.storeId });
    const personal = await makeOrder(s, t.owner, buyer, 900);

    const numbers = (l: { list: { orderNumber: string }[] }) => l.list.map((o) => o.orderNumber).sort();
    const ownPersonal = await ok(s, "GET", "/api/order/selling", t.owner);
    expect(numbers(ownPersonal)).toEqual([personal]);
    const staffPersonal = await ok(s, "GET", "/api/order/selling", t.staff);
    expect(staffPersonal.total).toBe(0);
    for (const actor of [t.ownerAsStore, t.staffAsStore]) {
      const r = await getAs(actor, "/api/order/selling");
      expect(r.status_code).toBe(Code.OK);
      expect(numbers(r.res_data)).toEqual([byOwner, byStaff].sort());
    }
    // The identity does not change who may open an order: the team still handles the store's.
    const detail = await ok(s, "GET", "/api/order/detail", t.staff, { orderNumber: byOwner });
    expect(detail.role).toBe("seller");
    const stranger = await createUser(s);
    const refused = await s.call("GET", "/api/order/detail", {
      token: stranger.token,
      query: { orderNumber: byOwner },
    });
    expect(refused.body.status_code).toBe(Code.NOT_FOUND);
  });
});

describe("chat and feedback speak as the store", () => {
  it("shows the buyer the store in the conversation; the seller still sees the buyer", async () => {
    const t = await shop("Chatty Shop");
    const buyer = await createUser(s);
    const item = await createItem(s, { sellerId: t.staff.id, storeId: t.storeId });
    const personalItem = await createItem(s, { sellerId: t.owner.id });
    const session = await ok(s, "POST", "/api/chat/session", buyer, { itemNumber: item.itemNumber });
    expect(session.other).toMatchObject({
      id: t.staff.id,
      name: "Chatty Shop",
      pic: LOGO,
      storeId: t.storeId,
    });
    const mine = await ok(s, "POST", "/api/chat/session", buyer, { itemNumber: personalItem.itemNumber });
    expect(mine.other).toMatchObject({ id: t.owner.id, storeId: null });
    expect(mine.other.name).not.toBe("Chatty Shop");
    const sellerSide = await ok(s, "GET", "/api/chat/sessions", t.staff);
    expect(sellerSide.list[0].other).toMatchObject({ id: buyer.id, storeId: null });
  });

  it("names the store as the author of the seller's rating of a store order", async () => {
    const t = await shop("Rated Shop");
    const buyer = await createUser(s);
    const orderNumber = await makeOrder(s, t.staff, buyer, 3000, { storeId: t.storeId });
    await paidAndHandedOver(t.staff, buyer, orderNumber);
    await ok(s, "POST", "/api/feedback/leave", t.staff, { orderNumber, rating: 5 });
    const fb = await ok(s, "GET", "/api/feedback/order", buyer, { orderNumber });
    expect(fb.theirs).toMatchObject({ authorRole: "seller", author: { id: t.staff.id, name: "Rated Shop" } });
  });
});

describe("money follows the identity", () => {
  it("keeps the store's sales in the store's purse and the person's in their own; only the owner opens the store's", async () => {
    const t = await shop("Purse Shop");
    const buyer = await createUser(s);
    const storeSale = await makeOrder(s, t.staff, buyer, 10_000, { storeId: t.storeId });
    const ownSale = await makeOrder(s, t.owner, buyer, 4_000);
    await paidAndHandedOver(t.staff, buyer, storeSale);
    await paidAndHandedOver(t.owner, buyer, ownSale);

    // 5 % platform fee: 10,000 → 9,500 for the store, 4,000 → 3,800 for the owner.
    const personal = await ok(s, "GET", "/api/wallet/balance", t.owner);
    expect(personal).toMatchObject({ availableCents: 3_800, pendingCents: 0 });
    const staffPersonal = await ok(s, "GET", "/api/wallet/balance", t.staff);
    expect(staffPersonal.availableCents).toBe(0);
    const store = await getAs(t.ownerAsStore, "/api/wallet/balance");
    expect(store.res_data).toMatchObject({ availableCents: 9_500, pendingCents: 0 });

    const personalTx = await ok(s, "GET", "/api/wallet/transactions", t.owner);
    expect(new Set(personalTx.list.map((x: any) => x.orderNumber))).toEqual(new Set([ownSale]));
    const storeTx = await getAs(t.ownerAsStore, "/api/wallet/transactions");
    expect(new Set(storeTx.res_data.list.map((x: any) => x.orderNumber))).toEqual(new Set([storeSale]));

    // Team roles: the wallet is the owner's to manage (staff acting as the store is refused).
    expect((await getAs(t.staffAsStore, "/api/wallet/balance")).status_code).toBe(Code.FORBIDDEN);
    const staffWithdraw = await s.call("POST", "/api/wallet/withdraw", {
      ...asStore(t.staffAsStore),
      body: { amountCents: 100 },
      headers: { ...t.staffAsStore.headers, "Idempotency-Key": randomUUID() },
    });
    expect(staffWithdraw.body.status_code).toBe(Code.FORBIDDEN);

    // An admin sees the store's sales figures (as in the seller portal) but not its money.
    const admin = await createUser(s);
    await s.deps.database.db
      .insert(storeMembers)
      .values({ storeId: t.storeId, userId: admin.id, role: "admin", createdAt: s.deps.clock.now() });
    const adminAsStore = await storeIdentity(s, admin, t.storeId);
    const figures = await getAs(adminAsStore, "/api/wallet/revenue");
    expect(figures.status_code).toBe(Code.OK);
    expect(figures.res_data.totalCents).toBe(9_500);
    expect((await getAs(adminAsStore, "/api/wallet/balance")).status_code).toBe(Code.FORBIDDEN);
    expect((await getAs(t.staffAsStore, "/api/wallet/revenue")).status_code).toBe(Code.FORBIDDEN);

    // Withdrawing as the store spends the store's purse only, up to what it holds.
    const tooMuch = await s.call("POST", "/api/wallet/withdraw", {
      ...asStore(t.ownerAsStore),
      body: { amountCents: 9_501 },
      headers: { ...t.ownerAsStore.headers, "Idempotency-Key": randomUUID() },
    });
    expect(tooMuch.body.status_code).toBe(Code.INSUFFICIENT_BALANCE);
    const out = await s.call("POST", "/api/wallet/withdraw", {
      ...asStore(t.ownerAsStore),
      body: { amountCents: 9_000 },
      headers: { ...t.ownerAsStore.headers, "Idempotency-Key": randomUUID() },
    });
    expect(out.body.status_code).toBe(Code.OK);
    expect((await getAs(t.ownerAsStore, "/api/wallet/balance")).res_data.availableCents).toBe(500);
    expect((await ok(s, "GET", "/api/wallet/balance", t.owner)).availableCents).toBe(3_800);
  });
});

describe("the store's page", () => {
  it("answers the store's face and items (any member's) with storeId, and 10004 through a non-member", async () => {
    const t = await shop("Page Shop");
    const a = await createItem(s, { sellerId: t.staff.id, storeId: t.storeId });
    const b = await createItem(s, { sellerId: t.owner.id, storeId: t.storeId });
    const own = await createItem(s, { sellerId: t.owner.id });
    const info = await s.call("GET", "/api/seller/info", {
      query: { id: String(t.owner.id), storeId: String(t.storeId) },
    });
    expect(info.body.res_data).toMatchObject({
      id: t.owner.id,
      name: "Page Shop",
      pic: LOGO,
      storeId: t.storeId,
      activeItemCount: 2,
    });
    const person = await s.call("GET", "/api/seller/info", { query: { id: String(t.owner.id) } });
    expect(person.body.res_data).toMatchObject({ id: t.owner.id, storeId: null });
    expect(person.body.res_data.name).not.toBe("Page Shop");

    const listed = await s.call("GET", "/api/seller/items", {
      query: { sid: String(t.staff.id), storeId: String(t.storeId) },
    });
    expect(listed.body.res_data.list.map((i: any) => i.itemNumber).sort()).toEqual(
      [a.itemNumber, b.itemNumber].sort(),
    );
    expect(listed.body.res_data.list.map((i: any) => i.itemNumber)).not.toContain(own.itemNumber);

    // The person's page: only what they listed themself, counted alike; the store's are the store's.
    const mine = await s.call("GET", "/api/seller/items", { query: { sid: String(t.owner.id) } });
    expect(mine.body.res_data.list.map((i: any) => i.itemNumber)).toEqual([own.itemNumber]);
    expect(person.body.res_data.activeItemCount).toBe(1);

    const outsider = await createUser(s);
    for (const [path, query] of [
      ["/api/seller/info", { id: String(outsider.id), storeId: String(t.storeId) }],
      ["/api/seller/items", { sid: String(outsider.id), storeId: String(t.storeId) }],
      ["/api/feedback/profile", { userId: String(outsider.id), storeId: String(t.storeId) }],
      ["/api/feedback/list", { userId: String(outsider.id), storeId: String(t.storeId) }],
    ] as const) {
      const r = await s.call("GET", path, { query });
      expect(r.body.status_code, path).toBe(Code.NOT_FOUND);
    }
  });
});

describe("the store's ratings", () => {
  it("rates the store on its page with its buyers' ratings, and the member with their own only", async () => {
    const t = await shop("Starred Shop");
    const buyer = await createUser(s);
    // A store sale rated 2 stars by its buyer, and a personal sale of the same member rated 5.
    const storeOrder = await makeOrder(s, t.staff, buyer, 3000, { storeId: t.storeId });
    await paidAndHandedOver(t.staff, buyer, storeOrder);
    await ok(s, "POST", "/api/feedback/leave", buyer, {
      orderNumber: storeOrder,
      rating: 2,
      comment: "Late",
    });
    const ownOrder = await makeOrder(s, t.staff, buyer, 3000);
    await paidAndHandedOver(t.staff, buyer, ownOrder);
    await ok(s, "POST", "/api/feedback/leave", buyer, { orderNumber: ownOrder, rating: 5, comment: "Great" });

    const store = await s.call("GET", "/api/feedback/profile", {
      query: { userId: String(t.staff.id), storeId: String(t.storeId) },
    });
    expect(store.body.res_data).toMatchObject({ name: "Starred Shop", average: 2, count: 1 });
    expect(store.body.res_data.latest.map((f: any) => f.comment)).toEqual(["Late"]);
    // Any member's door leads to the same store ratings.
    const viaOwner = await s.call("GET", "/api/feedback/profile", {
      query: { userId: String(t.owner.id), storeId: String(t.storeId) },
    });
    expect(viaOwner.body.res_data).toMatchObject({ average: 2, count: 1 });
    const storeList = await s.call("GET", "/api/feedback/list", {
      query: { userId: String(t.owner.id), storeId: String(t.storeId) },
    });
    expect(storeList.body.res_data.total).toBe(1);

    const member = await s.call("GET", "/api/feedback/profile", { query: { userId: String(t.staff.id) } });
    expect(member.body.res_data).toMatchObject({ average: 5, count: 1 });
    expect(member.body.res_data.latest.map((f: any) => f.comment)).toEqual(["Great"]);
    const memberList = await s.call("GET", "/api/feedback/list", { query: { userId: String(t.staff.id) } });
    expect(memberList.body.res_data.list.map((f: any) => f.comment)).toEqual(["Great"]);
  });
});
