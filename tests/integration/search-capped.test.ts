import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNT_CAP } from "#server/modules/search/search.service";
import { createItem, createUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

// Past COUNT_CAP matches a search says "at least" (totalCapped, facets.capped) instead of counting
// every row; below it the counts stay exact (the other search files hold those to exact sets).
let s: TestServer;
let sellerId: number;
const MANY = COUNT_CAP + 200;
const LAT = 39.8;
const LNG = -89.64;
/** Each widget ~44 m further north than the one before. */
const STEP = 0.0004;

const search = async (query: Record<string, string | number | undefined>) =>
  (await s.call("GET", "/api/search/items", { query })).body.res_data;

beforeAll(async () => {
  s = await startTestServer();
  const seller = await createUser(s);
  sellerId = seller.id;
  const now = s.deps.clock.now();
  // Widget g: newer as g grows, further away as g grows, half in phones (101), half in laptops (102).
  await s.deps.database.db.execute(sql`
    INSERT INTO items (item_number, sin_code, seller_id, title, description, category_id, condition, images,
      sale_type, price_cents, city, lat, lng, status, created_at, updated_at, published_at)
    SELECT 'W' || g, 'WS' || g, ${seller.id}::int, 'Blue widget ' || g, 'A widget', 101 + g % 2,
      CASE WHEN g % 4 = 0 THEN 'new' ELSE 'good' END, '[]'::jsonb, 'fixed', 1000 + g, 'Springfield',
      ${LAT}::float8 + g * ${STEP}::float8, ${LNG}::float8, 'active',
      ${now}::bigint - 86400000 + g, ${now}::bigint, ${now}::bigint - 86400000 + g
    FROM generate_series(1, ${MANY}::int) AS g`);
  for (const title of ["Brass gizmo", "Steel gizmo", "Copper gizmo"])
    await createItem(s, { sellerId: seller.id, title, categoryId: 103, condition: "like_new" });
});
afterAll(async () => {
  await s?.close();
});

describe("GET /search/items past the count cap", () => {
  it("answers a capped total with totalCapped, and keeps paging in an indexed order", async () => {
    const first = await search({});
    expect(first).toMatchObject({ total: COUNT_CAP, totalCapped: true, hasNextPage: true });
    expect(first.list).toHaveLength(20);
    // Newest first is read off its index: pages go on past the cap, to the real end.
    const last = Math.ceil((MANY + 3) / 50);
    const end = await search({ pageSize: 50, currentPage: last });
    expect(end.list).toHaveLength((MANY + 3) % 50 || 50);
    expect(end).toMatchObject({ totalCapped: true, hasNextPage: false });
  });

  it("caps a word match's total and facets, with the flags saying so", async () => {
    const r = await search({ q: "widget", facets: "true" });
    expect(r).toMatchObject({ total: COUNT_CAP, totalCapped: true, hasNextPage: true });
    expect(r.facets.capped).toBe(true);
    // Counted over the first COUNT_CAP + 1 matches found: each count is a floor, none above the truth.
    const byId = Object.fromEntries(
      r.facets.categories.map((c: { id: number; count: number }) => [c.id, c.count]),
    );
    expect(byId[101] + byId[102]).toBe(COUNT_CAP + 1);
    expect(byId[101]).toBeLessThanOrEqual(MANY / 2);
    expect(r.facets.condition.new + r.facets.condition.good).toBe(COUNT_CAP + 1);
    // Ranked among the capped matches: every item on the page is a widget, ranked title first.
    expect(r.list.every((i: { title: string }) => i.title.startsWith("Blue widget"))).toBe(true);
  });

  it("keeps small sets exact, with both flags false", async () => {
    const r = await search({ q: "gizmo", facets: "true" });
    expect(r).toMatchObject({ total: 3, totalCapped: false, hasNextPage: false });
    expect(r.facets).toMatchObject({ capped: false, condition: { like_new: 3 }, type: { fixed: 3 } });
    expect(r.facets.categories.find((c: { id: number }) => c.id === 103)?.count).toBe(3);
    // A filter that narrows a capped set below the cap is exact again.
    const few = await search({ q: "widget", maxPriceCents: 1010 });
    expect(few).toMatchObject({ total: 10, totalCapped: false });
  });

  it("leaves the other lists built on search exact: a seller's items count them all", async () => {
    const r = (await s.call("GET", "/api/seller/items", { query: { sid: sellerId } })).body.res_data;
    expect(r.total).toBe(MANY + 3);
    expect(r).not.toHaveProperty("totalCapped");
  });

  it("sorts nearest exactly within a radius holding more than the cap", async () => {
    const r = await search({ lat: LAT, lng: LNG, radiusKm: 60, sort: "nearest", pageSize: 20 });
    expect(r).toMatchObject({ total: COUNT_CAP, totalCapped: true, hasNextPage: true });
    // The gizmos sit on the point itself; then the widgets, nearest (first) north of it onwards.
    const near = r.list.map((i: { title: string }) => i.title).filter((t: string) => t.startsWith("Blue"));
    expect(near.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, k) => `Blue widget ${k + 1}`));
    const p2 = await search({
      lat: LAT,
      lng: LNG,
      radiusKm: 60,
      sort: "nearest",
      pageSize: 20,
      currentPage: 2,
    });
    const d1 = r.list.map((i: { distanceKm: number }) => i.distanceKm);
    const d2 = p2.list.map((i: { distanceKm: number }) => i.distanceKm);
    expect([...d1, ...d2]).toEqual([...d1, ...d2].sort((a, b) => a - b));
  });
});
