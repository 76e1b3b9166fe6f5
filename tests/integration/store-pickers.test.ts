import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "#server/db/schema/index";
import { Code } from "#shared/codes";
import { startTestServer, type TestServer } from "./harness.ts";
import { asStore, type StoreActor, storeWithTeam } from "./stores-admin.fixtures.ts";

let s: TestServer;
let owner: StoreActor;
const N = 1000;
const numbers: string[] = [];

beforeAll(async () => {
  s = await startTestServer();
  ({ owner } = await storeWithTeam(s, "Big Shop"));
  const now = s.deps.clock.now();
  const rows = Array.from({ length: N }, (_, i) => {
    const n = String(i + 1).padStart(4, "0");
    numbers.push(`BIG${n}`);
    return {
      itemNumber: `BIG${n}`,
      sinCode: `SIN${n}`,
      title: i % 2 ? `Oak chair ${n}` : `Brass lamp ${n}`,
      description: "",
      images: [],
      saleType: "fixed",
      priceCents: 1000 + i,
      city: "Springfield",
      lat: 39.8,
      lng: -89.64,
      status: "active",
      sellerId: owner.id,
      storeId: owner.storeId,
      // The first is the oldest: lists are newest first.
      createdAt: now - (N - i) * 1000,
      updatedAt: now,
      publishedAt: now,
    };
  });
  for (let i = 0; i < N; i += 250) await s.deps.database.db.insert(items).values(rows.slice(i, i + 250));
});
afterAll(async () => {
  await s?.close();
});

describe("item pickers of a store with 1,000 live items", () => {
  it("page through every one of them, 50 at a time", async () => {
    const seen = new Set<string>();
    let page = 1;
    for (;;) {
      const r = await s.call("GET", "/api/print/items", {
        ...asStore(owner),
        query: { currentPage: String(page), pageSize: "50" },
      });
      expect(r.body.res_data.total).toBe(N);
      for (const it of r.body.res_data.list) seen.add(it.itemNumber);
      if (!r.body.res_data.hasNextPage) break;
      page++;
    }
    expect(page).toBe(20);
    expect(seen.size).toBe(N);
  });

  it("search by title words in any order, or by the printed code", async () => {
    const lamps = await s.call("GET", "/api/print/items", {
      ...asStore(owner),
      query: { q: "lamp", pageSize: "50" },
    });
    expect(lamps.body.res_data.total).toBe(N / 2);
    const one = await s.call("GET", "/api/print/items", { ...asStore(owner), query: { q: "0999 brass" } });
    expect(one.body.res_data.list.map((i: { itemNumber: string }) => i.itemNumber)).toEqual(["BIG0999"]);
    const code = await s.call("GET", "/api/print/items", { ...asStore(owner), query: { q: "sin0002" } });
    expect(code.body.res_data.list.map((i: { title: string }) => i.title)).toEqual(["Oak chair 0002"]);
    const none = await s.call("GET", "/api/print/items", { ...asStore(owner), query: { q: "100%_" } });
    expect(none.body.res_data.total).toBe(0);
  });

  it("a TV of chosen items shows the store's oldest listing too, not only the newest hundred", async () => {
    const saved = await s.call("POST", "/api/tv/devices/save", {
      ...asStore(owner),
      body: {
        name: "Back wall",
        layout: "grid",
        itemFilter: "chosen",
        itemNumbers: [numbers[0], numbers[999]],
      },
    });
    expect(saved.body.status_code).toBe(Code.OK);
    const shown = await s.call("GET", "/api/tv/display", {
      query: { device: saved.body.res_data.pairingCode },
    });
    expect(shown.body.res_data.items.map((i: { itemNumber: string }) => i.itemNumber)).toEqual([
      numbers[0],
      numbers[999],
    ]);
  });
});
