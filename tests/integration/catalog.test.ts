import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createItem, createStore, createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

let s: TestServer;
let seller: TestUser;
let buyer: TestUser;
let teamMate: TestUser;
let storeId: number;
let fixed: Awaited<ReturnType<typeof createItem>>;
let auction: Awaited<ReturnType<typeof createItem>>;
let draft: Awaited<ReturnType<typeof createItem>>;
let withdrawn: Awaited<ReturnType<typeof createItem>>;
let sold: Awaited<ReturnType<typeof createItem>>;

beforeAll(async () => {
  s = await startTestServer();
  seller = await createUser(s, {
    userName: "greatseller",
    city: "Chicago",
    cityLat: 41.8781,
    cityLng: -87.6298,
  });
  buyer = await createUser(s);
  teamMate = await createUser(s);
  storeId = await createStore(s, seller.id, "Corner Shop", [teamMate.id]);
  const now = s.deps.clock.now();
  fixed = await createItem(s, {
    sellerId: seller.id,
    title: "Walnut dresser",
    description: "Six drawers",
    categoryId: 201,
    priceCents: 12_500,
    images: [],
  });
  auction = await createItem(s, {
    sellerId: seller.id,
    storeId,
    title: "Signed lithograph",
    categoryId: 503,
    saleType: "auction",
    startPriceCents: 5_000,
    currentPriceCents: 5_000,
    reservePriceCents: 90_000,
    buyNowPriceCents: 150_000,
    startTime: now - 1000,
    endTime: now + 3 * 3600_000,
  });
  draft = await createItem(s, {
    sellerId: seller.id,
    title: "Secret draft",
    status: "draft",
    publishedAt: null,
  });
  withdrawn = await createItem(s, {
    sellerId: seller.id,
    storeId,
    title: "Pulled listing",
    status: "withdrawn",
  });
  sold = await createItem(s, { sellerId: seller.id, title: "Sold lamp", status: "sold" });
});
afterAll(async () => {
  await s?.close();
});

describe("GET /category/list", () => {
  it("answers a tree of at least 8 top categories with leaf children", async () => {
    const r = await s.call("GET", "/api/category/list");
    expect(r.body.status_code).toBe(Code.OK);
    const tree = r.body.res_data as {
      id: number;
      name: string;
      children: { id: number; name: string; children: unknown[] }[];
    }[];
    expect(tree.length).toBeGreaterThanOrEqual(8);
    for (const top of tree) {
      expect(typeof top.id).toBe("number");
      expect(top.name.length).toBeGreaterThan(0);
      expect(top.children.length).toBeGreaterThan(1);
      for (const leaf of top.children) expect(leaf.children).toEqual([]);
    }
    expect(tree.map((t) => t.name)).toContain("Electronics");
  });
});

describe("GET /item/detail", () => {
  it("answers the contract's item for a fixed-price listing", async () => {
    const r = await s.call("GET", "/api/item/detail", { query: { itemNumber: fixed.itemNumber } });
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data).toMatchObject({
      itemNumber: fixed.itemNumber,
      sinCode: fixed.sinCode,
      title: "Walnut dresser",
      description: "Six drawers",
      images: [],
      categoryId: 201,
      categoryName: "Furniture",
      condition: "good",
      saleType: "fixed",
      priceCents: 12_500,
      status: "active",
      seller: { id: seller.id, name: "greatseller", storeId: null },
      city: "Springfield",
      lat: 39.8,
      lng: -89.64,
      version: 1,
      auction: null,
      watching: false,
    });
  });

  it("answers an auction's public state without the reserve amount", async () => {
    const r = await s.call("GET", "/api/item/detail", { query: { itemNumber: auction.itemNumber } });
    const item = r.body.res_data;
    expect(item.saleType).toBe("auction");
    expect(item.seller).toMatchObject({ id: seller.id, name: "Corner Shop", storeId });
    expect(item.auction).toMatchObject({
      startPriceCents: 5_000,
      reserveMet: false,
      buyNowPriceCents: 150_000,
      currentPriceCents: 5_000,
      minNextBidCents: 5_000,
      bidCount: 0,
      endTime: auction.endTime,
      status: "open",
    });
    expect(JSON.stringify(r.body)).not.toContain("90000");
    expect(JSON.stringify(r.body)).not.toMatch(/reserve(Price)?Cents/);
  });

  it("hides drafts and withdrawn items from everyone but their seller (10004)", async () => {
    for (const row of [draft, withdrawn]) {
      const guest = await s.call("GET", "/api/item/detail", { query: { itemNumber: row.itemNumber } });
      expect(guest.body.status_code).toBe(Code.NOT_FOUND);
      const other = await s.call("GET", "/api/item/detail", {
        query: { itemNumber: row.itemNumber },
        token: buyer.token,
      });
      expect(other.body.status_code).toBe(Code.NOT_FOUND);
      const own = await s.call("GET", "/api/item/detail", {
        query: { itemNumber: row.itemNumber },
        token: seller.token,
      });
      expect(own.body.status_code).toBe(Code.OK);
      expect(own.body.res_data.isOwner).toBe(true);
    }
    // The store's team sees the store's withdrawn item, not the seller's personal draft.
    const mate = await s.call("GET", "/api/item/detail", {
      query: { itemNumber: withdrawn.itemNumber },
      token: teamMate.token,
    });
    expect(mate.body.status_code).toBe(Code.OK);
    const mateDraft = await s.call("GET", "/api/item/detail", {
      query: { itemNumber: draft.itemNumber },
      token: teamMate.token,
    });
    expect(mateDraft.body.status_code).toBe(Code.NOT_FOUND);
    // Sold items stay visible.
    const soldView = await s.call("GET", "/api/item/detail", { query: { itemNumber: sold.itemNumber } });
    expect(soldView.body.res_data.status).toBe("sold");
  });

  it("answers 10004 for an unknown item and 10001 without itemNumber", async () => {
    const r = await s.call("GET", "/api/item/detail", { query: { itemNumber: "NOPE000000" } });
    expect(r.status).toBe(HTTP.OK);
    expect(r.body.status_code).toBe(Code.NOT_FOUND);
    const bad = await s.call("GET", "/api/item/detail");
    expect(bad.status).toBe(HTTP.BadRequest);
    expect(bad.body.status_code).toBe(Code.VALIDATION);
  });

  it("treats a bad token as a guest on this public call", async () => {
    const r = await s.call("GET", "/api/item/detail", {
      query: { itemNumber: fixed.itemNumber },
      token: "garbage",
    });
    expect(r.body.status_code).toBe(Code.OK);
  });
});

describe("GET /item/itemNumberBySinCode", () => {
  it("finds the item number from its code, in any letter case", async () => {
    const r = await s.call("GET", "/api/item/itemNumberBySinCode", {
      query: { sinCode: fixed.sinCode.toLowerCase() },
    });
    expect(r.body).toMatchObject({ status_code: Code.OK, res_data: { itemNumber: fixed.itemNumber } });
  });
  it("answers 10004 for unknown codes and drafts, 10001 for none", async () => {
    expect(
      (await s.call("GET", "/api/item/itemNumberBySinCode", { query: { sinCode: "ZZZZZZZZ" } })).body
        .status_code,
    ).toBe(Code.NOT_FOUND);
    expect(
      (await s.call("GET", "/api/item/itemNumberBySinCode", { query: { sinCode: draft.sinCode } })).body
        .status_code,
    ).toBe(Code.NOT_FOUND);
    const none = await s.call("GET", "/api/item/itemNumberBySinCode");
    expect(none.status).toBe(HTTP.BadRequest);
  });
});

describe("watching", () => {
  it("toggles a watch, keeps the count, and lists watched items", async () => {
    const on = await s.call("POST", "/api/item/watch", {
      token: buyer.token,
      body: { itemNumber: fixed.itemNumber, watch: true },
    });
    expect(on.body).toMatchObject({ status_code: Code.OK, res_data: { watching: true, watchCount: 1 } });
    // Watching twice changes nothing.
    const again = await s.call("POST", "/api/item/watch", {
      token: buyer.token,
      form: { itemNumber: fixed.itemNumber, watch: "true" },
    });
    expect(again.body.res_data).toEqual({ watching: true, watchCount: 1 });
    await s.call("POST", "/api/item/watch", {
      token: seller.token,
      body: { itemNumber: fixed.itemNumber, watch: true },
    });
    await s.call("POST", "/api/item/watch", {
      token: buyer.token,
      body: { itemNumber: auction.itemNumber, watch: true },
    });

    const detail = await s.call("GET", "/api/item/detail", {
      query: { itemNumber: fixed.itemNumber },
      token: buyer.token,
    });
    expect(detail.body.res_data).toMatchObject({ watching: true, watchCount: 2 });
    const guest = await s.call("GET", "/api/item/detail", { query: { itemNumber: fixed.itemNumber } });
    expect(guest.body.res_data.watching).toBe(false);

    const list = await s.call("GET", "/api/item/watching", { token: buyer.token });
    expect(list.body.res_data.total).toBe(2);
    expect(list.body.res_data.list.map((i: { itemNumber: string }) => i.itemNumber)).toEqual([
      auction.itemNumber,
      fixed.itemNumber,
    ]);
    const paged = await s.call("GET", "/api/item/watching", { token: buyer.token, query: { pageSize: 1 } });
    expect(paged.body.res_data).toMatchObject({ total: 2, hasNextPage: true });

    const off = await s.call("POST", "/api/item/watch", {
      token: buyer.token,
      body: { itemNumber: fixed.itemNumber, watch: false },
    });
    expect(off.body.res_data).toEqual({ watching: false, watchCount: 1 });
    const offAgain = await s.call("POST", "/api/item/watch", {
      token: buyer.token,
      form: { itemNumber: fixed.itemNumber, watch: "false" },
    });
    expect(offAgain.body.res_data).toEqual({ watching: false, watchCount: 1 });
    const after = await s.call("GET", "/api/item/watching", { token: buyer.token });
    expect(after.body.res_data.total).toBe(1);
  });

  it("refuses without a token, for drafts, and with bad input", async () => {
    const anon = await s.call("POST", "/api/item/watch", {
      body: { itemNumber: fixed.itemNumber, watch: true },
    });
    expect(anon.status).toBe(HTTP.Unauthorized);
    const hidden = await s.call("POST", "/api/item/watch", {
      token: buyer.token,
      body: { itemNumber: draft.itemNumber, watch: true },
    });
    expect(hidden.body.status_code).toBe(Code.NOT_FOUND);
    const bad = await s.call("POST", "/api/item/watch", {
      token: buyer.token,
      body: { itemNumber: fixed.itemNumber, watch: "maybe" },
    });
    expect(bad.status).toBe(HTTP.BadRequest);
    expect(bad.body.status_code).toBe(Code.VALIDATION);
    expect((await s.call("GET", "/api/item/watching")).status).toBe(HTTP.Unauthorized);
  });
});

describe("GET /item/recentlyViewed", () => {
  it("remembers what a signed-in viewer opened, newest first, without duplicates", async () => {
    const viewer = await createUser(s);
    for (const it of [fixed, auction, fixed]) {
      await s.call("GET", "/api/item/detail", { query: { itemNumber: it.itemNumber }, token: viewer.token });
      s.clock.offsetMs += 1000;
    }
    const r = await s.call("GET", "/api/item/recentlyViewed", { token: viewer.token });
    expect(r.body.res_data.total).toBe(2);
    expect(r.body.res_data.list.map((i: { itemNumber: string }) => i.itemNumber)).toEqual([
      fixed.itemNumber,
      auction.itemNumber,
    ]);
    expect((await s.call("GET", "/api/item/recentlyViewed")).status).toBe(HTTP.Unauthorized);
  });
});

describe("seller pages and home", () => {
  it("answers a seller's profile and active items", async () => {
    const info = await s.call("GET", "/api/seller/info", { query: { id: seller.id } });
    expect(info.body.res_data).toMatchObject({
      id: seller.id,
      name: "greatseller",
      city: "Chicago",
      lat: 41.8781,
      lng: -87.6298,
      // The person's own listings: the store's auction is counted on the store's page.
      activeItemCount: 1,
      soldItemCount: 1,
      stores: [{ id: storeId, storeName: "Corner Shop" }],
    });
    const items = await s.call("GET", "/api/seller/items", { query: { sid: seller.id } });
    expect(items.body.res_data.list.map((i: { itemNumber: string }) => i.itemNumber)).toEqual([
      fixed.itemNumber,
    ]);
    const storeOnly = await s.call("GET", "/api/seller/items", { query: { sid: seller.id, storeId } });
    expect(storeOnly.body.res_data.list.map((i: { itemNumber: string }) => i.itemNumber)).toEqual([
      auction.itemNumber,
    ]);
    expect((await s.call("GET", "/api/seller/info", { query: { id: 999999 } })).body.status_code).toBe(
      Code.NOT_FOUND,
    );
    expect((await s.call("GET", "/api/seller/items", { query: { sid: "x" } })).status).toBe(HTTP.BadRequest);
  });

  it("answers home sections with a title, a query and at most 12 items", async () => {
    const r = await s.call("GET", "/api/home/template");
    const sections = r.body.res_data.sections as {
      key: string;
      title: string;
      query: Record<string, string>;
      list: unknown[];
    }[];
    const ending = sections.find((x) => x.title === "Ending soon");
    expect(ending?.query).toEqual({ type: "auction", sort: "ending" });
    expect(ending?.list).toHaveLength(1);
    for (const sec of sections) expect(sec.list.length).toBeLessThanOrEqual(12);
    expect(sections.some((x) => x.title === "Home & Garden")).toBe(true);
    const filter = await s.call("GET", "/api/home/filter");
    expect(filter.body.res_data.conditions.map((c: { value: string }) => c.value)).toEqual([
      "new",
      "like_new",
      "good",
      "fair",
      "for_parts",
    ]);
    expect((await s.call("GET", "/api/home/popup")).body.res_data).toEqual({ popup: null });
    // The radius steps the lists offer, in km.
    expect(filter.body.res_data.radiusKm).toEqual([10, 25, 50, 100, 250, 500]);
  });

  it("keeps every home row within a radius of the user's place when asked, and says so in its query", async () => {
    const far = await createItem(s, {
      sellerId: seller.id,
      title: "Seattle kayak",
      city: "Seattle",
      lat: 47.6062,
      lng: -122.3321,
    });
    type Row = { key: string; query: Record<string, unknown>; list: { itemNumber: string }[] };
    const rows = async (query?: Record<string, string | number>) => {
      const r = await s.call("GET", "/api/home/template", query ? { query } : {});
      expect(r.body.status_code, JSON.stringify(r.body)).toBe(Code.OK);
      return r.body.res_data.sections as Row[];
    };
    const numbers = (rs: Row[]) => rs.flatMap((r) => r.list.map((i) => i.itemNumber));
    // Within 50 km of Springfield: every row keeps to it, "Near you" included, and says so.
    const near = await rows({ lat: 39.8, lng: -89.64, radiusKm: 50 });
    expect(numbers(near)).not.toContain(far.itemNumber);
    expect(numbers(near)).toContain(fixed.itemNumber);
    expect(near.map((r) => r.key)).toContain("nearby");
    for (const r of near) expect(r.query).toMatchObject({ lat: 39.8, lng: -89.64, radiusKm: 50 });
    // A point alone adds "Near you" (50 mi) to everyone's rows, which reach Seattle.
    const point = await rows({ lat: 39.8, lng: -89.64 });
    expect(numbers(point)).toContain(far.itemNumber);
    expect(point.find((r) => r.key === "nearby")?.query).toMatchObject({ radiusKm: 80.47, sort: "nearest" });
    // A radius needs the point to measure from.
    const bad = await s.call("GET", "/api/home/template", { query: { radiusKm: 50 } });
    expect(bad.body.status_code).toBe(Code.VALIDATION);
    expect(JSON.stringify(bad.body)).toContain("radiusKm");
  });

  it("labels /home/filter's choices in the request's language", async () => {
    type Filter = Record<"conditions" | "saleTypes" | "sorts" | "priceRanges", { label: string }[]>;
    const labels = async (headers: Record<string, string>) => {
      const f = (await s.call("GET", "/api/home/filter", { headers })).body.res_data as Filter;
      return [...f.conditions, ...f.saleTypes, ...f.sorts, ...f.priceRanges].map((o) => o.label);
    };
    const zh = await labels({ "accept-language": "zh-CN,zh;q=0.9" });
    expect(zh.length).toBeGreaterThan(15);
    for (const label of zh) expect(label).toMatch(/\p{Script=Han}/u);
    expect(zh).toEqual(expect.arrayContaining(["几乎全新", "一口价", "价格从低到高", "20 美元以下"]));
    const en = await labels({ "accept-language": "en" });
    for (const label of en) expect(label).not.toMatch(/\p{Script=Han}/u);
    expect(en).toEqual(
      expect.arrayContaining(["Like new", "Buy it now", "Price: lowest first", "Under $20"]),
    );
  });
});

describe("OpenAPI", () => {
  it("documents the catalog, search, geo and upload endpoints", async () => {
    const r = await s.call("GET", "/api/openapi.json");
    expect(r.status).toBe(HTTP.OK);
    const paths = Object.keys((r.body as unknown as { paths: Record<string, unknown> }).paths);
    for (const p of [
      "/api/category/list",
      "/api/item/detail",
      "/api/item/itemNumberBySinCode",
      "/api/item/watch",
      "/api/item/watching",
      "/api/item/recentlyViewed",
      "/api/search/items",
      "/api/geo/citySearch",
      "/api/geo/reverse",
      "/api/file/upload",
      "/api/home/template",
      "/api/seller/info",
      "/api/seller/items",
    ]) {
      expect(paths).toContain(p);
    }
  });
});
