import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createItem, createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

let s: TestServer;
let seller: TestUser;
const HOUR = 3600_000;

// Cities used for distance: Springfield IL, Chicago (~300 km), St. Louis (~135 km), Seattle (far).
const SPRINGFIELD = { city: "Springfield", lat: 39.8017, lng: -89.6437 };
const CHICAGO = { city: "Chicago", lat: 41.85, lng: -87.65 };
const ST_LOUIS = { city: "St. Louis", lat: 38.627, lng: -90.1994 };
const SEATTLE = { city: "Seattle", lat: 47.6062, lng: -122.3321 };

const search = async (query: Record<string, string | number | undefined>) => {
  const r = await s.call("GET", "/api/search/items", { query });
  return r;
};
const titles = (r: { body: { res_data: { list: { title: string }[] } } }) =>
  r.body.res_data.list.map((i) => i.title);

beforeAll(async () => {
  s = await startTestServer();
  seller = await createUser(s);
  const now = s.deps.clock.now();
  const base = { sellerId: seller.id };
  // Category 101 (phones) sits under 1 (electronics); 401 (bicycles) under 4.
  await createItem(s, {
    ...base,
    title: "Vintage Canon AE-1 film camera",
    description: "Works well, with a 50mm lens",
    categoryId: 103,
    condition: "good",
    priceCents: 15000,
    publishedAt: now - 5 * HOUR,
    ...SPRINGFIELD,
  });
  await createItem(s, {
    ...base,
    title: "Leather strap",
    description: "Fits any camera, barely used",
    categoryId: 103,
    condition: "like_new",
    priceCents: 1500,
    publishedAt: now - 4 * HOUR,
    ...CHICAGO,
  });
  await createItem(s, {
    ...base,
    title: "Apple iPhone 12 128GB blue",
    description: "Unlocked phone with charger",
    categoryId: 101,
    condition: "like_new",
    saleType: "auction",
    startPriceCents: 20000,
    currentPriceCents: 20000,
    endTime: now + 2 * HOUR,
    publishedAt: now - 3 * HOUR,
    ...ST_LOUIS,
  });
  await createItem(s, {
    ...base,
    title: "Road bicycle 54cm aluminium frame",
    description: "Shimano gears",
    categoryId: 401,
    condition: "fair",
    saleType: "auction",
    startPriceCents: 5000,
    currentPriceCents: 9000,
    bidCount: 3,
    endTime: now + 1 * HOUR,
    publishedAt: now - 2 * HOUR,
    ...SEATTLE,
  });
  await createItem(s, {
    ...base,
    title: "Samsung phone for parts",
    description: "Cracked screen, does not boot",
    categoryId: 101,
    condition: "for_parts",
    priceCents: 45,
    publishedAt: now - 1 * HOUR,
    ...SPRINGFIELD,
  });
  // Never in results: a draft, a sold item, an auction whose end passed.
  await createItem(s, { ...base, title: "Draft camera", status: "draft", publishedAt: null });
  await createItem(s, { ...base, title: "Sold camera", status: "sold" });
  await createItem(s, {
    ...base,
    title: "Expired camera auction",
    saleType: "auction",
    startTime: now - 10 * HOUR,
    endTime: now - HOUR,
  });
});
afterAll(async () => {
  await s?.close();
});

describe("GET /search/items", () => {
  it("browses active items newest first with a total and the summary fields", async () => {
    const r = await search({});
    expect(r.status).toBe(HTTP.OK);
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data.total).toBe(5);
    expect(r.body.res_data.hasNextPage).toBe(false);
    expect(titles(r)[0]).toBe("Samsung phone for parts");
    const item = r.body.res_data.list.find((i: { title: string }) => i.title.startsWith("Road bicycle"));
    expect(item).toMatchObject({
      saleType: "auction",
      priceCents: 9000,
      city: "Seattle",
      lat: SEATTLE.lat,
      lng: SEATTLE.lng,
      bidCount: 3,
      status: "active",
    });
    expect(typeof item.itemNumber).toBe("string");
    expect(typeof item.sinCode).toBe("string");
    expect(typeof item.endTime).toBe("number");
    expect(item).toHaveProperty("cover");
  });

  it("ranks a title match above a description match", async () => {
    const r = await search({ q: "camera" });
    expect(titles(r)).toEqual(["Vintage Canon AE-1 film camera", "Leather strap"]);
    expect(r.body.res_data.total).toBe(2);
  });

  it("finds titles despite typos", async () => {
    expect(titles(await search({ q: "camra" }))).toContain("Vintage Canon AE-1 film camera");
    expect(titles(await search({ q: "bicycel" }))).toEqual(["Road bicycle 54cm aluminium frame"]);
    expect(titles(await search({ q: "iphon" }))).toEqual(["Apple iPhone 12 128GB blue"]);
    expect(titles(await search({ q: "sansung" }))).toEqual(["Samsung phone for parts"]);
  });

  it("matches word prefixes and several words", async () => {
    expect(titles(await search({ q: "cano" }))).toEqual(["Vintage Canon AE-1 film camera"]);
    expect(titles(await search({ q: "phone samsung" }))).toEqual(["Samsung phone for parts"]);
    expect((await search({ q: "xylophone" })).body.res_data.total).toBe(0);
  });

  it("filters by category including its children", async () => {
    const top = await search({ cid: 1 });
    expect(top.body.res_data.total).toBe(4);
    const leaf = await search({ cid: 101 });
    expect(titles(leaf).sort()).toEqual(["Apple iPhone 12 128GB blue", "Samsung phone for parts"]);
    expect((await search({ cid: 4 })).body.res_data.total).toBe(1);
    expect((await search({ cid: 999 })).body.res_data.total).toBe(0);
  });

  it("filters by condition and sale type", async () => {
    expect(titles(await search({ condition: "for_parts" }))).toEqual(["Samsung phone for parts"]);
    const auctions = await search({ type: "auction" });
    expect(titles(auctions).sort()).toEqual([
      "Apple iPhone 12 128GB blue",
      "Road bicycle 54cm aluminium frame",
    ]);
    expect((await search({ type: "fixed" })).body.res_data.total).toBe(3);
  });

  it("filters by price inclusively on the current price", async () => {
    const r = await search({ minPriceCents: 9000, maxPriceCents: 15000 });
    expect(titles(r).sort()).toEqual(["Road bicycle 54cm aluminium frame", "Vintage Canon AE-1 film camera"]);
    // 5000 is the bicycle's start price, but its current price is 9000.
    expect(titles(await search({ maxPriceCents: 5000 })).sort()).toEqual([
      "Leather strap",
      "Samsung phone for parts",
    ]);
    expect(titles(await search({ minPriceCents: 20000 }))).toEqual(["Apple iPhone 12 128GB blue"]);
  });

  it("keeps price bounds and a distance exact for words found by text and by category", async () => {
    // "camera" finds the film camera (title, 15000) and the strap (category and description, 1500);
    // the bounds are inclusive at the exact cent on both, whichever index reads them.
    const camera = (query: Record<string, number>) =>
      search({ q: "camera", ...query }).then((r) => titles(r).sort());
    expect(await camera({ minPriceCents: 1500, maxPriceCents: 15000 })).toEqual([
      "Leather strap",
      "Vintage Canon AE-1 film camera",
    ]);
    expect(await camera({ minPriceCents: 1501 })).toEqual(["Vintage Canon AE-1 film camera"]);
    expect(await camera({ maxPriceCents: 14999 })).toEqual(["Leather strap"]);
    expect(await camera({ minPriceCents: 1500, maxPriceCents: 1500 })).toEqual(["Leather strap"]);
    expect(await camera({ minPriceCents: 15001 })).toEqual([]);
    // "unlocked" finds the iPhone (20000) through the text only.
    const unlocked = (query: Record<string, number>) => search({ q: "unlocked", ...query }).then(titles);
    expect(await unlocked({ minPriceCents: 20000, maxPriceCents: 20000 })).toEqual([
      "Apple iPhone 12 128GB blue",
    ]);
    expect(await unlocked({ minPriceCents: 20001 })).toEqual([]);
    // "bike" finds the road bicycle (9000 now, in Seattle) only through its category.
    const bike = (query: Record<string, number>) => search({ q: "bike", ...query }).then(titles);
    const road = ["Road bicycle 54cm aluminium frame"];
    expect(await bike({ minPriceCents: 9000, maxPriceCents: 9000 })).toEqual(road);
    expect(await bike({ minPriceCents: 9001 })).toEqual([]);
    expect(await bike({ maxPriceCents: 8999 })).toEqual([]);
    expect(await bike({ lat: SEATTLE.lat, lng: SEATTLE.lng, radiusKm: 10 })).toEqual(road);
    expect(await bike({ lat: SPRINGFIELD.lat, lng: SPRINGFIELD.lng, radiusKm: 300 })).toEqual([]);
    // "phone" names Cell Phones: the iPhone (St. Louis) by category and the Samsung (Springfield) by
    // its title; a circle around Springfield keeps only the Samsung, a wider one both.
    const phone = (radiusKm: number) =>
      search({ q: "phone", lat: SPRINGFIELD.lat, lng: SPRINGFIELD.lng, radiusKm }).then((r) =>
        titles(r).sort(),
      );
    expect(await phone(50)).toEqual(["Samsung phone for parts"]);
    expect(await phone(200)).toEqual(["Apple iPhone 12 128GB blue", "Samsung phone for parts"]);
    expect(
      titles(
        await search({
          q: "phone",
          minPriceCents: 20000,
          lat: ST_LOUIS.lat,
          lng: ST_LOUIS.lng,
          radiusKm: 10,
        }),
      ),
    ).toEqual(["Apple iPhone 12 128GB blue"]);
  });

  it("filters by distance and sorts nearest first", async () => {
    const near = await search({ lat: SPRINGFIELD.lat, lng: SPRINGFIELD.lng, radiusKm: 150, sort: "nearest" });
    expect(titles(near)).toHaveLength(3);
    expect(near.body.res_data.list[2].title).toBe("Apple iPhone 12 128GB blue");
    expect(near.body.res_data.list[2].distanceKm).toBeGreaterThan(120);
    expect(near.body.res_data.list[2].distanceKm).toBeLessThan(150);
    const wide = await search({ lat: SPRINGFIELD.lat, lng: SPRINGFIELD.lng, radiusKm: 400 });
    expect(wide.body.res_data.total).toBe(4);
    const all = await search({ lat: SEATTLE.lat, lng: SEATTLE.lng, sort: "nearest" });
    expect(titles(all)[0]).toBe("Road bicycle 54cm aluminium frame");
    expect(all.body.res_data.total).toBe(5);
  });

  it("sorts by price, ending time and newest", async () => {
    expect(titles(await search({ sort: "price_asc" }))).toEqual([
      "Samsung phone for parts",
      "Leather strap",
      "Road bicycle 54cm aluminium frame",
      "Vintage Canon AE-1 film camera",
      "Apple iPhone 12 128GB blue",
    ]);
    expect(titles(await search({ sort: "price_desc" }))[0]).toBe("Apple iPhone 12 128GB blue");
    expect(titles(await search({ sort: "ending" })).slice(0, 2)).toEqual([
      "Road bicycle 54cm aluminium frame",
      "Apple iPhone 12 128GB blue",
    ]);
    expect(titles(await search({ sort: "newest", q: "phone" }))).toEqual([
      "Samsung phone for parts",
      "Apple iPhone 12 128GB blue",
    ]);
  });

  it("combines words with sale type, sorts, distance and paging", async () => {
    const ending = await search({ q: "phone", type: "auction", sort: "ending" });
    expect(titles(ending)).toEqual(["Apple iPhone 12 128GB blue"]);
    expect(ending.body.res_data).toMatchObject({ total: 1, hasNextPage: false });
    // The auction whose end passed stays out, through the words and through the typo fallback.
    expect((await search({ q: "camera", type: "auction" })).body.res_data.total).toBe(0);
    expect((await search({ q: "camra", type: "auction" })).body.res_data.total).toBe(0);
    expect(titles(await search({ q: "camera", type: "fixed", sort: "price_desc" }))).toEqual([
      "Vintage Canon AE-1 film camera",
      "Leather strap",
    ]);
    const near = await search({ q: "phone", lat: ST_LOUIS.lat, lng: ST_LOUIS.lng, sort: "nearest" });
    expect(titles(near)).toEqual(["Apple iPhone 12 128GB blue", "Samsung phone for parts"]);
    expect(near.body.res_data.list[0].distanceKm).toBe(0);
    expect(near.body.res_data.list[1].distanceKm).toBeGreaterThan(100);
    const p1 = await search({ q: "phone", pageSize: 1, sort: "price_asc" });
    expect(p1.body.res_data).toMatchObject({ total: 2, hasNextPage: true });
    expect(titles(p1)).toEqual(["Samsung phone for parts"]);
    const p2 = await search({ q: "phone", pageSize: 1, currentPage: 2, sort: "price_asc" });
    expect(p2.body.res_data).toMatchObject({ total: 2, hasNextPage: false });
    expect(titles(p2)).toEqual(["Apple iPhone 12 128GB blue"]);
    const past = await search({
      lat: SEATTLE.lat,
      lng: SEATTLE.lng,
      sort: "nearest",
      pageSize: 2,
      currentPage: 9,
    });
    expect(past.body.res_data).toMatchObject({ total: 5, hasNextPage: false, list: [] });
  });

  it("pages with total and hasNextPage", async () => {
    const p1 = await search({ pageSize: 2, currentPage: 1, sort: "price_asc" });
    expect(p1.body.res_data).toMatchObject({ total: 5, hasNextPage: true });
    expect(p1.body.res_data.list).toHaveLength(2);
    const p3 = await search({ pageSize: 2, currentPage: 3, sort: "price_asc" });
    expect(p3.body.res_data).toMatchObject({ total: 5, hasNextPage: false });
    expect(titles(p3)).toEqual(["Apple iPhone 12 128GB blue"]);
    const p9 = await search({ pageSize: 2, currentPage: 9, q: "phone" });
    expect(p9.body.res_data).toMatchObject({ total: 2, hasNextPage: false, list: [] });
  });

  it("refuses bad parameters with 10001", async () => {
    for (const query of [
      { sort: "cheapest" },
      { type: "barter" },
      { condition: "broken" },
      { pageSize: 51 },
      { currentPage: 0 },
      { minPriceCents: -1 },
      { minPriceCents: 500, maxPriceCents: 100 },
      { lat: 100, lng: 0 },
      { lat: 10 },
      { radiusKm: 10 },
    ]) {
      const r = await search(query);
      expect(r.status, JSON.stringify(query)).toBe(HTTP.BadRequest);
      expect(r.body.status_code).toBe(Code.VALIDATION);
      expect(r.body.res_data.errors.length).toBeGreaterThan(0);
    }
  });
});
