import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HTTP } from "../http-status.ts";
import { startTestServer, type TestServer } from "./harness.ts";

let s: TestServer;
// How long seeding takes is a bench figure (tests/bench/startup.ts), not a test's.
beforeAll(async () => {
  s = await startTestServer({ SEED_DEMO: "1" });
});
afterAll(async () => {
  await s?.close();
});

describe("demo data", () => {
  it("loads at least 200 active items across categories, conditions and sale types", async () => {
    const all = await s.call("GET", "/api/search/items", { query: { pageSize: 50 } });
    expect(all.body.res_data.total).toBeGreaterThanOrEqual(200);
    for (const condition of ["new", "like_new", "good", "fair", "for_parts"]) {
      const r = await s.call("GET", "/api/search/items", { query: { condition } });
      expect(r.body.res_data.total, condition).toBeGreaterThan(10);
    }
    const auctions = await s.call("GET", "/api/search/items", { query: { type: "auction", sort: "ending" } });
    expect(auctions.body.res_data.total).toBeGreaterThan(50);
    const first = auctions.body.res_data.list[0];
    const now = s.deps.clock.now();
    expect(first.endTime - now).toBeLessThan(15 * 60_000);
    const last = await s.call("GET", "/api/search/items", {
      query: { type: "auction", sort: "ending", currentPage: 4 },
    });
    const ends = last.body.res_data.list.map((i: { endTime: number }) => i.endTime);
    expect(Math.max(...ends) - now).toBeGreaterThan(2 * 24 * 3600_000);
    const cheap = await s.call("GET", "/api/search/items", { query: { maxPriceCents: 49, type: "fixed" } });
    expect(cheap.body.res_data.total).toBeGreaterThan(0);
    const tree = await s.call("GET", "/api/category/list");
    for (const top of tree.body.res_data) {
      const r = await s.call("GET", "/api/search/items", { query: { cid: top.id, pageSize: 1 } });
      expect(r.body.res_data.total, top.name).toBeGreaterThan(0);
    }
  });

  it("gives every item a real picture and Demo Store items a store seller", async () => {
    const page = await s.call("GET", "/api/search/items", { query: { pageSize: 50 } });
    const withStore: string[] = [];
    for (const summary of page.body.res_data.list.slice(0, 12)) {
      expect(summary.cover).toMatch(/^\/media\/[0-9a-z]{20}\/320\.webp$/);
      const d = await s.call("GET", "/api/item/detail", { query: { itemNumber: summary.itemNumber } });
      // 2–5 product photos per listing, like a seller's shots from different sides.
      expect(d.body.res_data.images.length).toBeGreaterThanOrEqual(2);
      expect(d.body.res_data.images.length).toBeLessThanOrEqual(5);
      if (d.body.res_data.seller.storeId) withStore.push(d.body.res_data.seller.name);
    }
    expect(withStore).toContain("Demo Store");
    const img = await fetch(s.url + page.body.res_data.list[0].cover);
    expect(img.status).toBe(HTTP.OK);
    expect(img.headers.get("content-type")).toBe("image/webp");
    const bytes = new Uint8Array(await img.arrayBuffer());
    expect(Buffer.from(bytes.slice(8, 12)).toString("ascii")).toBe("WEBP");
  });

  it("schedules a close job per active auction and loads nothing twice", async () => {
    const { queryRows } = await import("#server/db/client");
    const { sql } = await import("drizzle-orm");
    const [jobs] = await queryRows<{ n: number }>(
      s.deps.database.db,
      sql`select count(*)::int as n from jobs where kind = 'auction.close' and done_at is null`,
    );
    const [auctions] = await queryRows<{ n: number }>(
      s.deps.database.db,
      sql`select count(*)::int as n from items where sale_type = 'auction' and status = 'active'`,
    );
    expect(jobs!.n).toBe(auctions!.n);
    const { seedDemo } = await import("#server/demo/index");
    await seedDemo(s.deps);
    const [after] = await queryRows<{ n: number }>(
      s.deps.database.db,
      sql`select count(*)::int as n from items`,
    );
    expect(after!.n).toBe(auctions!.n + (await countFixedAndDrafts()));
  });
});

async function countFixedAndDrafts() {
  const { queryRows } = await import("#server/db/client");
  const { sql } = await import("drizzle-orm");
  const [r] = await queryRows<{ n: number }>(
    s.deps.database.db,
    sql`select count(*)::int as n from items where not (sale_type = 'auction' and status = 'active')`,
  );
  return r!.n;
}
