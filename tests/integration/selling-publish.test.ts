import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, users } from "#server/db/schema/index";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createItem, createStore, createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { createCategories, createFile, itemRow, setItem, storeHeaders } from "./selling.fixtures.ts";

const HOUR = 3600_000;
let s: TestServer;
let seller: TestUser;
let other: TestUser;
let leafId: number;
let parentId: number;

beforeAll(async () => {
  // Tokens outlive the clock jumps below.
  s = await startTestServer({
    AUCTION_MIN_SECONDS: "3600",
    PERSONAL_FREE_ITEM_LIMIT: "3",
    ACCESS_TOKEN_SECONDS: "86400",
  });
  seller = await createUser(s);
  other = await createUser(s);
  ({ leafId, parentId } = await createCategories(s));
});
afterAll(async () => {
  await s.close();
});
// A fresh seller per test keeps each one under the (small) free-item limit set above.
beforeEach(async () => {
  seller = await createUser(s);
});

type Hdrs = Record<string, string> | undefined;
const save = (user: TestUser, body: Record<string, unknown>, headers?: Hdrs) =>
  s.call("POST", "/api/item/save", { token: user.token, body, headers });
const publish = (user: TestUser, body: Record<string, unknown>, headers?: Hdrs) =>
  s.call("POST", "/api/item/publish", { token: user.token, body, headers });
const sellerView = (user: TestUser, itemNumber: string, headers?: Hdrs) =>
  s.call("GET", "/api/item/seller/itemDetail", { token: user.token, query: { itemNumber }, headers });

async function fixedFields(user: TestUser) {
  return {
    title: "Desk lamp",
    description: "Brass, works",
    categoryId: leafId,
    condition: "good",
    images: [await createFile(s, user.id)],
    saleType: "fixed",
    priceCents: 2500,
  };
}
async function auctionFields(
  user: TestUser,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const now = s.clock.now();
  return {
    ...(await fixedFields(user)),
    saleType: "auction",
    priceCents: null,
    startPriceCents: 1000,
    reservePriceCents: 3000,
    buyNowPriceCents: 9000,
    endTime: now + 2 * HOUR,
    ...extra,
  };
}
async function draft(user: TestUser, fields: Record<string, unknown>, headers?: Hdrs) {
  const r = await save(user, fields, headers);
  expect(r.body.status_code, JSON.stringify(r.body)).toBe(Code.OK);
  return r.body.res_data as { itemNumber: string; version: number };
}
async function live(user: TestUser, fields: Record<string, unknown>, headers?: Hdrs) {
  const d = await draft(user, fields, headers);
  const r = await publish(user, d, headers);
  expect(r.body.status_code, JSON.stringify(r.body)).toBe(Code.OK);
  return { itemNumber: d.itemNumber, version: d.version + 1 };
}
async function closeJob(itemNumber: string) {
  const rows = await s.deps.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.dedupeKey, `auction.close:${itemNumber}`));
  return rows;
}

describe("POST /item/publish", () => {
  it("lists every missing field with 10001 and publishes nothing", async () => {
    const { itemNumber, version } = await draft(seller, { title: "Only a title" });
    const r = await publish(seller, { itemNumber, version });
    expect(r.status).toBe(HTTP.BadRequest);
    expect(r.body.status_code).toBe(Code.VALIDATION);
    const paths = r.body.res_data.errors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(["categoryId", "condition", "description", "images", "priceCents"].sort());
    expect(r.body.message).toMatch(/description/);
    const row = await itemRow(s, itemNumber);
    expect(row.status).toBe("draft");
    expect(row.version).toBe(1);
  });

  it("an auction needs a starting price and an end time, not a fixed price", async () => {
    const { itemNumber, version } = await draft(seller, {
      ...(await fixedFields(seller)),
      saleType: "auction",
      priceCents: null,
    });
    const r = await publish(seller, { itemNumber, version });
    expect(r.body.status_code).toBe(Code.VALIDATION);
    const paths = r.body.res_data.errors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(["endTime", "startPriceCents"]);
  });

  it("a location needs a city and coordinates", async () => {
    const { itemNumber, version } = await draft(seller, {
      ...(await fixedFields(seller)),
      city: "Nowhere",
      lat: null,
      lng: null,
    });
    const r = await publish(seller, { itemNumber, version });
    expect(r.body.status_code).toBe(Code.VALIDATION);
    expect(r.body.res_data.errors.map((e: { path: string }) => e.path).sort()).toEqual(["lat", "lng"]);
  });

  it("a seller without a city is stopped by the upload check first (100021)", async () => {
    const noCity = await createUser(s, { city: null, cityLat: null, cityLng: null });
    const { itemNumber, version } = await draft(noCity, await fixedFields(noCity));
    expect((await publish(noCity, { itemNumber, version })).body.status_code).toBe(Code.CITY_NOT_SET);
  });

  it("publishes a fixed-price item: active, version + 1, the item answered", async () => {
    // Auction prices left over from switching the sale type are dropped at publish.
    const fields = {
      ...(await fixedFields(seller)),
      startPriceCents: 100,
      endTime: s.clock.now() + 9 * HOUR,
    };
    const { itemNumber, version } = await draft(seller, fields);
    const r = await publish(seller, { itemNumber, version });
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data).toMatchObject({
      itemNumber,
      status: "active",
      version: 2,
      title: "Desk lamp",
      priceCents: 2500,
      saleType: "fixed",
      city: "Springfield",
    });
    const row = await itemRow(s, itemNumber);
    expect(row.status).toBe("active");
    expect(row.publishedAt).toBe(row.updatedAt);
    expect(row.startPriceCents).toBeNull();
    expect(row.endTime).toBeNull();
    expect(row.version).toBe(2);
    expect(await closeJob(itemNumber)).toHaveLength(0);
  });

  it("a stale version is 10009 with both sides", async () => {
    const { itemNumber } = await draft(seller, await fixedFields(seller));
    await save(seller, { itemNumber, version: 1, title: "Renamed" });
    const r = await publish(seller, { itemNumber, version: 1 });
    expect(r.body.status_code).toBe(Code.CONFLICT);
    expect(r.body.res_data.current).toMatchObject({ version: 2, title: "Renamed", status: "draft" });
    expect(r.body.res_data.yours).toEqual({ itemNumber, version: 1 });
    expect((await itemRow(s, itemNumber)).status).toBe("draft");
  });

  it("a replayed publish answers the first result once; the same key on another body is 10009", async () => {
    const { itemNumber, version } = await draft(seller, await fixedFields(seller));
    const key = randomUUID();
    const a = await publish(seller, { itemNumber, version }, { "idempotency-key": key });
    const b = await publish(seller, { itemNumber, version }, { "idempotency-key": key });
    expect(a.body.status_code).toBe(Code.OK);
    expect(b.body.status_code).toBe(Code.OK);
    expect(b.body.res_data.version).toBe(2);
    expect((await itemRow(s, itemNumber)).version).toBe(2);
    const c = await publish(seller, { itemNumber, version: 2 }, { "idempotency-key": key });
    expect(c.body.status_code).toBe(Code.CONFLICT);
    // Without the key a second publish is refused: it is live already.
    expect((await publish(seller, { itemNumber, version: 2 })).body.status_code).toBe(Code.FORBIDDEN);
  });

  it("publishing another user's draft is 10004", async () => {
    const { itemNumber, version } = await draft(seller, await fixedFields(seller));
    expect((await publish(other, { itemNumber, version })).body.status_code).toBe(Code.NOT_FOUND);
    expect((await itemRow(s, itemNumber)).status).toBe("draft");
  });

  it("re-checks the category: one that gained children is no longer a leaf", async () => {
    const cats = await createCategories(s);
    const { itemNumber, version } = await draft(seller, {
      ...(await fixedFields(seller)),
      categoryId: cats.leafId,
    });
    const { categories } = await import("#server/db/schema/index");
    await s.deps.database.db
      .insert(categories)
      .values({ id: cats.leafId + 50_000, parentId: cats.leafId, name: "Sub" });
    const r = await publish(seller, { itemNumber, version });
    expect(r.body.status_code).toBe(Code.VALIDATION);
    expect(r.body.res_data.errors[0].path).toBe("categoryId");
  });

  it("enforces the upload checks in order at publish", async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ restricted: true, emailVerified: false }, Code.ACCOUNT_RESTRICTED],
      [{ firstName: null, lastName: null, nickName: null }, Code.PROFILE_NAME_MISSING],
      [{ userName: null }, Code.USERNAME_NOT_SET],
      [{ emailVerified: false, mobileVerified: false }, Code.EMAIL_NOT_VERIFIED],
      [{ mobileVerified: false }, Code.MOBILE_NOT_VERIFIED],
    ];
    for (const [{ restricted, ...fields }, code] of cases) {
      const u = await createUser(s, fields);
      const d = await draft(u, await fixedFields(u));
      // Restricted after the draft was saved (a restricted account cannot save one either).
      if (restricted)
        await s.deps.database.db.update(users).set({ restricted: true }).where(eq(users.id, u.id));
      const r = await publish(u, d);
      expect(r.body.status_code, JSON.stringify(fields)).toBe(code);
      expect((await itemRow(s, d.itemNumber)).status).toBe("draft");
    }
  });

  it("enforces the personal free-item limit at publish, lifted for store items", async () => {
    const u = await createUser(s);
    for (let i = 0; i < 3; i++) await createItem(s, { sellerId: u.id });
    const d = await draft(u, await fixedFields(u));
    const r = await publish(u, d);
    expect(r.body.status_code).toBe(Code.NEEDS_STORE_IDENTITY);
    expect((await itemRow(s, d.itemNumber)).status).toBe("draft");

    const storeId = await createStore(s, u.id, "Overflow");
    const asStore = await storeHeaders(s, u, storeId);
    const sd = await draft(u, await fixedFields(u), asStore);
    expect((await publish(u, sd, asStore)).body.status_code).toBe(Code.OK);
  });

  it("auction: refuses an end sooner than AUCTION_MIN_SECONDS from now or the start", async () => {
    const now = s.clock.now();
    const short = await draft(seller, await auctionFields(seller, { endTime: now + HOUR - 60_000 }));
    let r = await publish(seller, short);
    expect(r.body.status_code).toBe(Code.VALIDATION);
    expect(r.body.res_data.errors[0].path).toBe("endTime");
    expect(r.body.message).toMatch(/1 hour/);

    // Measured from a later start, not from now.
    const later = await draft(
      seller,
      await auctionFields(seller, { startTime: now + 5 * HOUR, endTime: now + 5.5 * HOUR }),
    );
    r = await publish(seller, later);
    expect(r.body.status_code).toBe(Code.VALIDATION);
    expect((await itemRow(s, later.itemNumber)).status).toBe("draft");

    const exact = await draft(seller, await auctionFields(seller, { endTime: now + HOUR + 5000 }));
    expect((await publish(seller, exact)).body.status_code).toBe(Code.OK);
  });

  it("auction: goes live at the start price and schedules its close once", async () => {
    const fields = await auctionFields(seller);
    const { itemNumber, version } = await draft(seller, fields);
    const r = await publish(seller, { itemNumber, version });
    expect(r.body.status_code).toBe(Code.OK);
    const now = s.clock.now();
    expect(r.body.res_data).toMatchObject({
      status: "active",
      saleType: "auction",
      version: 2,
      auction: {
        startPriceCents: 1000,
        currentPriceCents: 1000,
        bidCount: 0,
        status: "open",
        endTime: fields.endTime,
      },
    });
    const row = await itemRow(s, itemNumber);
    expect(row.currentPriceCents).toBe(1000);
    expect(row.startTime).toBeGreaterThanOrEqual(now - 5000);
    expect(row.startTime).toBeLessThanOrEqual(now);
    const js = await closeJob(itemNumber);
    expect(js).toHaveLength(1);
    expect(js[0]).toMatchObject({
      kind: "auction.close",
      runAt: fields.endTime,
      payload: { itemId: row.id },
    });
  });

  it("a future start makes a scheduled auction", async () => {
    const now = s.clock.now();
    const fields = await auctionFields(seller, { startTime: now + 2 * HOUR, endTime: now + 5 * HOUR });
    const { itemNumber } = await live(seller, fields);
    const v = (await sellerView(seller, itemNumber)).body.res_data;
    expect(v.listingState).toBe("scheduled");
    expect(v.auction.status).toBe("scheduled");
    expect(v.startTime).toBe(fields.startTime);
  });
});

describe("editing a live item", () => {
  it("an active fixed-price item's price and fields may change", async () => {
    const { itemNumber, version } = await live(seller, await fixedFields(seller));
    const r = await save(seller, { itemNumber, version, priceCents: 1999, title: "Desk lamp (reduced)" });
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data.version).toBe(version + 1);
    const row = await itemRow(s, itemNumber);
    expect(row).toMatchObject({ priceCents: 1999, title: "Desk lamp (reduced)", status: "active" });
  });

  it("a live item keeps its required fields", async () => {
    const { itemNumber, version } = await live(seller, await fixedFields(seller));
    for (const body of [{ title: "" }, { images: [] }, { priceCents: null }, { categoryId: parentId }]) {
      const r = await save(seller, { itemNumber, version, ...body });
      expect(r.body.status_code, JSON.stringify(body)).toBe(Code.VALIDATION);
    }
    expect((await itemRow(s, itemNumber)).version).toBe(version);
  });

  it("the sale type of a live item cannot change", async () => {
    const fixed = await live(seller, await fixedFields(seller));
    const r = await save(seller, {
      ...fixed,
      saleType: "auction",
      startPriceCents: 100,
      endTime: s.clock.now() + 5 * HOUR,
    });
    expect(r.body.status_code).toBe(Code.FORBIDDEN);
    const auction = await live(seller, await auctionFields(seller));
    expect((await save(seller, { ...auction, saleType: "fixed", priceCents: 500 })).body.status_code).toBe(
      Code.FORBIDDEN,
    );
    expect((await itemRow(s, auction.itemNumber)).saleType).toBe("auction");
  });

  it("before the first bid the start price may change and the current price follows", async () => {
    const a = await live(seller, await auctionFields(seller));
    const r = await save(seller, { ...a, startPriceCents: 1500 });
    expect(r.body.status_code).toBe(Code.OK);
    const row = await itemRow(s, a.itemNumber);
    expect(row.startPriceCents).toBe(1500);
    expect(row.currentPriceCents).toBe(1500);
  });

  describe("once bids exist", () => {
    async function withBids() {
      const a = await live(seller, await auctionFields(seller));
      await setItem(s, a.itemNumber, { bidCount: 2, currentPriceCents: 1200, leaderId: other.id });
      return a;
    }

    it("the start price cannot change", async () => {
      const a = await withBids();
      const r = await save(seller, { ...a, startPriceCents: 900 });
      expect(r.body.status_code).toBe(Code.FORBIDDEN);
      expect(r.body.message).toMatch(/starting price/i);
      expect((await itemRow(s, a.itemNumber)).startPriceCents).toBe(1000);
    });

    it("the reserve cannot be lowered, removed or added", async () => {
      const a = await withBids();
      for (const reservePriceCents of [2000, null]) {
        const r = await save(seller, { ...a, reservePriceCents });
        expect(r.body.status_code, String(reservePriceCents)).toBe(Code.FORBIDDEN);
      }
      expect((await itemRow(s, a.itemNumber)).reservePriceCents).toBe(3000);

      const b = await live(seller, await auctionFields(seller, { reservePriceCents: null }));
      await setItem(s, b.itemNumber, { bidCount: 1, currentPriceCents: 1000 });
      expect((await save(seller, { ...b, reservePriceCents: 5000 })).body.status_code).toBe(Code.FORBIDDEN);
      expect((await itemRow(s, b.itemNumber)).reservePriceCents).toBeNull();
    });

    it("the reserve may be raised while it is not met", async () => {
      const a = await withBids();
      const r = await save(seller, { ...a, reservePriceCents: 4000 });
      expect(r.body.status_code).toBe(Code.OK);
      expect((await itemRow(s, a.itemNumber)).reservePriceCents).toBe(4000);
    });

    it("the end cannot move earlier, but may move later (and the close moves with it)", async () => {
      const a = await withBids();
      const row = await itemRow(s, a.itemNumber);
      const earlier = await save(seller, { ...a, endTime: row.endTime! - 60_000 });
      expect(earlier.body.status_code).toBe(Code.FORBIDDEN);
      const later = row.endTime! + HOUR;
      const r = await save(seller, { ...a, endTime: later });
      expect(r.body.status_code).toBe(Code.OK);
      expect((await itemRow(s, a.itemNumber)).endTime).toBe(later);
      const js = await closeJob(a.itemNumber);
      expect(js).toHaveLength(1);
      expect(js[0]!.runAt).toBe(later);
    });

    it("other fields may still change", async () => {
      const a = await withBids();
      const r = await save(seller, { ...a, description: "Now with a bulb", softCloseSeconds: 120 });
      expect(r.body.status_code).toBe(Code.OK);
      expect(await itemRow(s, a.itemNumber)).toMatchObject({
        description: "Now with a bulb",
        softCloseSeconds: 120,
      });
    });

    it("the item cannot be withdrawn", async () => {
      const a = await withBids();
      const r = await s.call("POST", "/api/item/withdraw", {
        token: seller.token,
        body: { itemNumber: a.itemNumber },
      });
      expect(r.body.status_code).toBe(Code.FORBIDDEN);
      expect((await itemRow(s, a.itemNumber)).status).toBe("active");
    });
  });

  it("without bids the end may move earlier, within AUCTION_MIN_SECONDS", async () => {
    const a = await live(seller, await auctionFields(seller, { endTime: s.clock.now() + 5 * HOUR }));
    const tooSoon = await save(seller, { ...a, endTime: s.clock.now() + HOUR / 2 });
    expect(tooSoon.body.status_code).toBe(Code.VALIDATION);
    const ok = s.clock.now() + 2 * HOUR;
    expect((await save(seller, { ...a, endTime: ok })).body.status_code).toBe(Code.OK);
    expect((await closeJob(a.itemNumber))[0]!.runAt).toBe(ok);
  });

  it("a scheduled auction may move its start, not into the past nor too close to the end", async () => {
    const now = s.clock.now();
    const a = await live(
      seller,
      await auctionFields(seller, { startTime: now + HOUR, endTime: now + 5 * HOUR }),
    );
    expect((await save(seller, { ...a, startTime: now - 60_000 })).body.status_code).toBe(Code.VALIDATION);
    expect((await save(seller, { ...a, startTime: now + 4.5 * HOUR })).body.status_code).toBe(
      Code.VALIDATION,
    );
    const r = await save(seller, { ...a, startTime: now + 2 * HOUR });
    expect(r.body.status_code).toBe(Code.OK);
    expect((await itemRow(s, a.itemNumber)).startTime).toBe(now + 2 * HOUR);
    // Once started, the start is history.
    s.clock.offsetMs += 3 * HOUR;
    try {
      const late = await save(seller, { ...a, version: a.version + 1, startTime: s.clock.now() + HOUR });
      expect(late.body.status_code).toBe(Code.FORBIDDEN);
    } finally {
      s.clock.offsetMs -= 3 * HOUR;
    }
  });

  it("ended, sold and withdrawn items cannot be edited (10003)", async () => {
    for (const status of ["ended", "sold", "withdrawn"]) {
      const item = await createItem(s, { sellerId: seller.id, status });
      const r = await save(seller, { itemNumber: item.itemNumber, version: item.version, title: "Again" });
      expect(r.body.status_code, status).toBe(Code.FORBIDDEN);
      expect(r.body.message.length).toBeGreaterThan(10);
      expect((await itemRow(s, item.itemNumber)).title).toBe("Test item");
    }
  });
});

describe("withdraw, sell again, auction settings", () => {
  it("withdraws an active item without bids", async () => {
    const a = await live(seller, await auctionFields(seller));
    const r = await s.call("POST", "/api/item/withdraw", {
      token: seller.token,
      body: { itemNumber: a.itemNumber },
    });
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data).toMatchObject({ status: "withdrawn", version: a.version + 1 });
    expect(
      (
        await s.call("POST", "/api/item/withdraw", {
          token: seller.token,
          body: { itemNumber: a.itemNumber },
        })
      ).body.status_code,
    ).toBe(Code.FORBIDDEN);
    expect(
      (await s.call("POST", "/api/item/withdraw", { token: other.token, body: { itemNumber: a.itemNumber } }))
        .body.status_code,
    ).toBe(Code.NOT_FOUND);
  });

  it("the scheduled close ends an unsold auction, and leaves a withdrawn one alone", async () => {
    const kept = await live(seller, await auctionFields(seller, { endTime: s.clock.now() + 2 * HOUR }));
    const gone = await live(seller, await auctionFields(seller, { endTime: s.clock.now() + 2 * HOUR }));
    const w = await s.call("POST", "/api/item/withdraw", {
      token: seller.token,
      body: { itemNumber: gone.itemNumber },
    });
    expect(w.body.status_code).toBe(Code.OK);
    s.clock.offsetMs += 3 * HOUR;
    try {
      await s.deps.jobs.runDue();
      expect((await itemRow(s, kept.itemNumber)).status).toBe("ended");
      expect((await itemRow(s, gone.itemNumber)).status).toBe("withdrawn");
    } finally {
      s.clock.offsetMs -= 3 * HOUR;
    }
  });

  it("deletes a draft, and only a draft", async () => {
    const d = await draft(seller, { title: "Scrap" });
    expect(
      (
        await s.call("POST", "/api/item/deleteDraft", {
          token: other.token,
          body: { itemNumber: d.itemNumber },
        })
      ).body.status_code,
    ).toBe(Code.NOT_FOUND);
    const r = await s.call("POST", "/api/item/deleteDraft", {
      token: seller.token,
      body: { itemNumber: d.itemNumber },
    });
    expect(r.body.status_code).toBe(Code.OK);
    expect((await sellerView(seller, d.itemNumber)).body.status_code).toBe(Code.NOT_FOUND);
    const a = await live(seller, await fixedFields(seller));
    expect(
      (
        await s.call("POST", "/api/item/deleteDraft", {
          token: seller.token,
          body: { itemNumber: a.itemNumber },
        })
      ).body.status_code,
    ).toBe(Code.FORBIDDEN);
  });

  it("sells again: a new draft prefilled from an ended item", async () => {
    const ended = await createItem(s, {
      sellerId: seller.id,
      status: "ended",
      saleType: "auction",
      title: "Old clock",
      startPriceCents: 700,
      reservePriceCents: 2000,
      categoryId: leafId,
    });
    const r = await s.call("POST", "/api/item/sellAgain", {
      token: seller.token,
      body: { itemNumber: ended.itemNumber },
    });
    expect(r.body.status_code).toBe(Code.OK);
    const { itemNumber, version } = r.body.res_data;
    expect(version).toBe(1);
    expect(itemNumber).not.toBe(ended.itemNumber);
    const v = (await sellerView(seller, itemNumber)).body.res_data;
    expect(v).toMatchObject({
      status: "draft",
      title: "Old clock",
      saleType: "auction",
      startPriceCents: 700,
      reservePriceCents: 2000,
      categoryId: leafId,
      startTime: null,
      endTime: null,
      bidCount: 0,
      sourceItemNumber: ended.itemNumber,
    });
    const active = await createItem(s, { sellerId: seller.id });
    expect(
      (
        await s.call("POST", "/api/item/sellAgain", {
          token: seller.token,
          body: { itemNumber: active.itemNumber },
        })
      ).body.status_code,
    ).toBe(Code.FORBIDDEN);
    expect(
      (
        await s.call("POST", "/api/item/sellAgain", {
          token: other.token,
          body: { itemNumber: ended.itemNumber },
        })
      ).body.status_code,
    ).toBe(Code.NOT_FOUND);
  });

  it("reads and updates auction settings under the same rules", async () => {
    const a = await live(seller, await auctionFields(seller));
    const g = await s.call("GET", "/api/item/auctionSettings", {
      token: seller.token,
      query: { itemNumber: a.itemNumber },
    });
    expect(g.body.status_code).toBe(Code.OK);
    expect(g.body.res_data).toMatchObject({
      version: a.version,
      softCloseSeconds: 300,
      reservePriceCents: 3000,
      buyNowPriceCents: 9000,
    });
    const p = await s.call("POST", "/api/item/auctionSettings", {
      token: seller.token,
      body: { itemNumber: a.itemNumber, version: a.version, softCloseSeconds: 0, buyNowPriceCents: null },
    });
    expect(p.body.status_code).toBe(Code.OK);
    expect(p.body.res_data).toMatchObject({
      version: a.version + 1,
      softCloseSeconds: 0,
      buyNowPriceCents: null,
    });
    const bad = await s.call("POST", "/api/item/auctionSettings", {
      token: seller.token,
      body: { itemNumber: a.itemNumber, version: a.version + 1, reservePriceCents: 500 },
    });
    expect(bad.body.status_code).toBe(Code.VALIDATION);
    const stale = await s.call("POST", "/api/item/auctionSettings", {
      token: seller.token,
      body: { itemNumber: a.itemNumber, version: a.version, softCloseSeconds: 60 },
    });
    expect(stale.body.status_code).toBe(Code.CONFLICT);
    expect(
      (
        await s.call("GET", "/api/item/auctionSettings", {
          token: other.token,
          query: { itemNumber: a.itemNumber },
        })
      ).body.status_code,
    ).toBe(Code.NOT_FOUND);
  });
});

describe("my items", () => {
  it("lists by state, newest first, paged, for the current identity", async () => {
    const u = await createUser(s);
    const now = s.clock.now();
    const fixed = await live(u, await fixedFields(u));
    s.clock.offsetMs += 1000;
    const sched = await live(
      u,
      await auctionFields(u, { startTime: now + 2 * HOUR, endTime: now + 5 * HOUR }),
    );
    s.clock.offsetMs += 1000;
    const d1 = await draft(u, { title: "Draft one" });
    s.clock.offsetMs += 1000;
    const d2 = await draft(u, { title: "Draft two" });
    await createItem(s, { sellerId: u.id, status: "sold", createdAt: now - 10_000 });
    await createItem(s, { sellerId: u.id, status: "ended", createdAt: now - 20_000 });
    const storeId = await createStore(s, u.id, "Side shop");
    const asStore = await storeHeaders(s, u, storeId);
    const storeDraft = await draft(u, { title: "Store draft" }, asStore);

    const list = async (status: string, headers?: Hdrs, extra: Record<string, string> = {}) => {
      const r = await s.call("GET", "/api/item/myItems", {
        token: u.token,
        query: { status, ...extra },
        headers,
      });
      expect(r.body.status_code).toBe(Code.OK);
      return r.body.res_data as {
        list: { itemNumber: string; listingState: string }[];
        total: number;
        hasNextPage: boolean;
      };
    };
    expect((await list("active")).list.map((i) => i.itemNumber)).toEqual([fixed.itemNumber]);
    expect((await list("scheduled")).list.map((i) => i.itemNumber)).toEqual([sched.itemNumber]);
    expect((await list("draft")).list.map((i) => i.itemNumber)).toEqual([d2.itemNumber, d1.itemNumber]);
    expect((await list("sold")).total).toBe(1);
    expect((await list("ended")).total).toBe(1);
    const all = await list("all");
    expect(all.total).toBe(6);
    expect(all.list.slice(0, 4).map((i) => i.itemNumber)).toEqual([
      d2.itemNumber,
      d1.itemNumber,
      sched.itemNumber,
      fixed.itemNumber,
    ]);
    const page = await list("all", undefined, { pageSize: "4", currentPage: "2" });
    expect(page.list).toHaveLength(2);
    expect(page.hasNextPage).toBe(false);
    expect((await list("all", undefined, { pageSize: "4" })).hasNextPage).toBe(true);

    const storeAll = await list("all", asStore);
    expect(storeAll.list.map((i) => i.itemNumber)).toEqual([storeDraft.itemNumber]);

    const drafts = await s.call("GET", "/api/item/drafts", { token: u.token });
    expect(drafts.body.res_data.list.map((i: { itemNumber: string }) => i.itemNumber)).toEqual([
      d2.itemNumber,
      d1.itemNumber,
    ]);
    const bad = await s.call("GET", "/api/item/myItems", { token: u.token, query: { status: "lost" } });
    expect(bad.body.status_code).toBe(Code.VALIDATION);
  });
});
