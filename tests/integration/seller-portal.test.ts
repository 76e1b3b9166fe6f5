import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createItem, createStore, createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { makeOrder, payByCard } from "./orders.fixtures.ts";
import { createCategories, createFile, setItem } from "./selling.fixtures.ts";
import { asStore, type StoreActor, storeIdentity } from "./stores-admin.fixtures.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

type Who = { token: string; headers?: Record<string, string> };
const me = (u: TestUser | StoreActor): Who => ("headers" in u ? asStore(u) : { token: u.token });

async function items(who: Who, query: Record<string, string | number> = {}) {
  const r = await s.call("GET", "/api/portal/items", { ...who, query });
  expect(r.body.status_code, JSON.stringify(r.body)).toBe(Code.OK);
  return r.body.res_data as { list: any[]; total: number; hasNextPage: boolean };
}

async function bulk(who: Who, body: Record<string, unknown>) {
  const r = await s.call("POST", "/api/portal/items/bulk", {
    ...who,
    body,
    headers: { ...who.headers, "Idempotency-Key": randomUUID() },
  });
  return r.body;
}

describe("seller portal: listings", () => {
  it("lists every state of the identity's listings with search, filters, sort and paging", async () => {
    const u = await createUser(s);
    const now = s.clock.now();
    await createItem(s, { sellerId: u.id, title: "Red bicycle", priceCents: 5000 });
    await createItem(s, { sellerId: u.id, title: "Blue kettle", priceCents: 1500 });
    await createItem(s, { sellerId: u.id, title: "Green lamp", status: "draft", priceCents: 700 });
    await createItem(s, { sellerId: u.id, title: "Old chair", status: "sold", closedAt: now });
    await createItem(s, { sellerId: u.id, title: "Sofa", status: "withdrawn", closedAt: now });
    await createItem(s, {
      sellerId: u.id,
      title: "Future clock",
      saleType: "auction",
      startTime: now + 86_400_000,
      endTime: now + 3 * 86_400_000,
    });
    // Someone else's listing never shows.
    const other = await createUser(s);
    await createItem(s, { sellerId: other.id, title: "Red scooter" });

    expect((await items(me(u))).total).toBe(6);
    expect((await items(me(u), { q: "red" })).list.map((i) => i.title)).toEqual(["Red bicycle"]);
    expect((await items(me(u), { status: "scheduled" })).list.map((i) => i.title)).toEqual(["Future clock"]);
    expect((await items(me(u), { status: "draft" })).list.map((i) => i.title)).toEqual(["Green lamp"]);
    expect((await items(me(u), { status: "sold" })).total).toBe(1);
    expect((await items(me(u), { saleType: "auction" })).total).toBe(1);
    const cheap = await items(me(u), { status: "active", sort: "price_asc" });
    expect(cheap.list.map((i) => i.title)).toEqual(["Blue kettle", "Red bicycle"]);
    const page = await items(me(u), { sort: "title", pageSize: 2, currentPage: 2 });
    expect(page.list.map((i) => i.title)).toEqual(["Green lamp", "Old chair"]);
    expect(page.hasNextPage).toBe(true);
    const bad = await s.call("GET", "/api/portal/items", { token: u.token, query: { sort: "cheapest" } });
    expect(bad.body.status_code).toBe(Code.VALIDATION);
    expect(bad.body.res_data.errors[0].path).toBe("sort");
  });

  it("bulk-withdraws, relists, reprices and labels, saying per item what happened", async () => {
    const u = await createUser(s);
    // Publishable listings (a leaf category and a photo), so a relist can go live.
    const { leafId } = await createCategories(s);
    const photo = await createFile(s, u.id);
    const three = await Promise.all(
      [1, 2, 3].map((n) =>
        createItem(s, { sellerId: u.id, title: `Lot ${n}`, categoryId: leafId, images: [photo] }),
      ),
    );
    const bid = await createItem(s, {
      sellerId: u.id,
      saleType: "auction",
      bidCount: 1,
      currentPriceCents: 300,
    });
    const foreign = await createItem(s, { sellerId: (await createUser(s)).id });

    const w = await bulk(me(u), {
      action: "withdraw",
      itemNumbers: [...three.map((i) => i.itemNumber), bid.itemNumber, foreign.itemNumber],
    });
    expect(w.status_code).toBe(Code.OK);
    expect(w.res_data.okCount).toBe(3);
    expect(w.res_data.results.map((r: any) => r.statusCode)).toEqual([
      Code.OK,
      Code.OK,
      Code.OK,
      Code.FORBIDDEN,
      Code.NOT_FOUND,
    ]);
    expect(w.res_data.results[3].message).toMatch(/bids/);
    expect((await items(me(u), { status: "withdrawn" })).total).toBe(3);

    const relist = await bulk(me(u), {
      action: "relist",
      itemNumbers: [three[0]!.itemNumber, bid.itemNumber],
    });
    const [again, live] = relist.res_data.results;
    expect(again.statusCode).toBe(Code.OK);
    expect(again.newItemNumber).not.toBe(three[0]!.itemNumber);
    expect(again.item.status).toBe("active");
    expect(live.statusCode).toBe(Code.FORBIDDEN);

    const fixed = await createItem(s, {
      sellerId: u.id,
      priceCents: 1000,
      categoryId: leafId,
      images: [photo],
    });
    const price = await bulk(me(u), {
      action: "setPrice",
      itemNumbers: [fixed.itemNumber, bid.itemNumber],
      priceCents: 1250,
    });
    expect(price.res_data.results.map((r: any) => r.statusCode)).toEqual([Code.OK, Code.FORBIDDEN]);
    const after = await s.call("GET", "/api/item/seller/itemDetail", {
      token: u.token,
      query: { itemNumber: fixed.itemNumber },
    });
    expect(after.body.res_data.priceCents).toBe(1250);
    expect(after.body.res_data.version).toBe(fixed.version + 1);

    const missing = await bulk(me(u), { action: "setPrice", itemNumbers: [fixed.itemNumber] });
    expect(missing.status_code).toBe(Code.VALIDATION);
    expect(missing.res_data.errors[0].path).toBe("priceCents");

    const labels = await bulk(me(u), {
      action: "qrLabels",
      itemNumbers: [fixed.itemNumber, foreign.itemNumber],
    });
    expect(labels.res_data.results[0].label.url).toContain(`/itemDetail/sinCode/${fixed.sinCode}`);
    expect(labels.res_data.results[1].statusCode).toBe(Code.NOT_FOUND);
  });

  it("keeps a store's listings to its team: another store's are 10004", async () => {
    const owner = await createUser(s);
    const staff = await createUser(s);
    const storeId = await createStore(s, owner.id, "Shop A", [staff.id]);
    const rival = await createUser(s);
    const rivalStore = await createStore(s, rival.id, "Shop B");
    const ours = await createItem(s, { sellerId: owner.id, storeId, title: "Store thing" });
    const theirs = await createItem(s, { sellerId: rival.id, storeId: rivalStore, title: "Rival thing" });
    const asStaff = await storeIdentity(s, staff, storeId);

    const list = await items(me(asStaff));
    expect(list.list.map((i) => i.title)).toEqual(["Store thing"]);
    // Personal identity: the store's listings are not in the personal table.
    expect((await items(me(owner))).total).toBe(0);
    const r = await bulk(me(asStaff), {
      action: "withdraw",
      itemNumbers: [theirs.itemNumber, ours.itemNumber],
    });
    expect(r.res_data.results.map((x: any) => x.statusCode)).toEqual([Code.NOT_FOUND, Code.OK]);
    // Another store's token on our store: the identity is refused outright.
    const rivalActor = await storeIdentity(s, rival, rivalStore);
    const cross = await s.call("GET", "/api/portal/items", {
      token: staff.token,
      headers: rivalActor.headers,
    });
    expect(cross.body.status_code).toBe(Code.IDENTITY_INVALID);
  });
});

describe("seller portal: performance", () => {
  it("matches the ledger; sell-through and days to sell come from the finished listings", async () => {
    const seller = await createUser(s, { userDataConfirmed: true });
    const buyer = await createUser(s);
    const orderNumber = await makeOrder(s, seller, buyer, 4000);
    await payByCard(s, buyer, orderNumber);
    const now = s.clock.now();
    const sold = await createItem(s, { sellerId: seller.id, publishedAt: now - 4 * 86_400_000 });
    await setItem(s, sold.itemNumber, { status: "sold", closedAt: now - 86_400_000 });
    await createItem(s, { sellerId: seller.id, status: "ended", closedAt: now - 86_400_000 });

    const perf = await s.call("GET", "/api/portal/performance", { token: seller.token, query: { days: 7 } });
    expect(perf.body.status_code, JSON.stringify(perf.body)).toBe(Code.OK);
    const p = perf.body.res_data;
    const ledger = await s.call("GET", "/api/wallet/revenue", {
      token: seller.token,
      query: { startTime: p.startTime, endTime: p.endTime },
    });
    expect(p.revenueCents).toBe(ledger.body.res_data.totalCents);
    expect(p.revenueCents).toBeGreaterThan(0);
    expect(p.salesCount).toBe(1);
    expect(p.series).toHaveLength(7);
    expect(p.series.reduce((n: number, d: any) => n + d.amountCents, 0)).toBe(p.revenueCents);
    expect(p.soldCount).toBe(1);
    expect(p.finishedCount).toBe(2);
    expect(p.sellThroughBps).toBe(5000);
    expect(p.avgDaysToSell).toBe(3);

    const bad = await s.call("GET", "/api/portal/performance", { token: seller.token, query: { days: 14 } });
    expect(bad.body.status_code).toBe(Code.VALIDATION);
  });

  it("a store's figures are for its owner and admins, not staff", async () => {
    const owner = await createUser(s);
    const staff = await createUser(s);
    const storeId = await createStore(s, owner.id, "Shop C", [staff.id]);
    const asOwner = await storeIdentity(s, owner, storeId);
    const asStaff = await storeIdentity(s, staff, storeId);
    const o = await s.call("GET", "/api/portal/performance", { ...asStore(asOwner), query: { days: 30 } });
    expect(o.body.status_code).toBe(Code.OK);
    const st = await s.call("GET", "/api/portal/performance", { ...asStore(asStaff), query: { days: 30 } });
    expect(st.body.status_code).toBe(Code.FORBIDDEN);
    // Signed out: no figures at all.
    expect((await s.call("GET", "/api/portal/performance")).status).toBe(HTTP.Unauthorized);
  });
});
