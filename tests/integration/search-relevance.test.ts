import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "#server/db/schema/index";
import { CATEGORY_TREE } from "#server/modules/catalog/categories";
import { createItem, createUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

// Relevance on data this file writes (the demo catalogue may change): the case where
// "camera" found a baby monitor and an RC helicopter but missed the cameras filed in Cameras & Photo.
let s: TestServer;
const HOUR = 3600_000;
const SPRINGFIELD = { city: "Springfield", lat: 39.8017, lng: -89.6437 };
const CHICAGO = { city: "Chicago", lat: 41.85, lng: -87.65 };

type Fixture = {
  title: string;
  description?: string;
  categoryId: number | null;
  condition?: string;
  saleType?: string;
};
const FIXTURES: Fixture[] = [
  { title: "Sony α6400 body", description: "24 MP, two batteries", categoryId: 103, condition: "like_new" },
  {
    title: "Nikon D750 DSLR",
    description: "Full frame, 40k shutter count",
    categoryId: 103,
    condition: "good",
  },
  { title: "Instax Mini 11", description: "Instant prints, pink", categoryId: 103, condition: "new" },
  { title: "Baby monitor with camera", description: "Night vision", categoryId: 903, condition: "good" },
  {
    title: "RC helicopter",
    description: "Carries a small HD camera",
    categoryId: 605,
    condition: "fair",
    saleType: "auction",
  },
  { title: "Camp stove", description: "Two burners", categoryId: 403, condition: "good" },
  { title: "Trek Marlin 5", description: "Hardtail, size M", categoryId: 401, condition: "good" },
  { title: "Old couch", description: "Free to a good home", categoryId: null, condition: "fair" },
  { title: "Dell notebook 15in", description: "8 GB RAM", categoryId: null, condition: "good" },
  { title: "Pixel 7 128GB", description: "Unlocked", categoryId: 101, condition: "like_new" },
  { title: "Rolex Submariner", description: "Box and papers", categoryId: 305, condition: "good" },
];
/** The items a person expects for "camera", by title. */
const CAMERA = [
  "Sony α6400 body",
  "Nikon D750 DSLR",
  "Instax Mini 11",
  "Baby monitor with camera",
  "RC helicopter",
];

const search = async (query: Record<string, string | number | undefined>) =>
  (await s.call("GET", "/api/search/items", { query })).body.res_data;
const titles = (r: { list: { title: string }[] }) => r.list.map((i) => i.title);

beforeAll(async () => {
  s = await startTestServer();
  const seller = await createUser(s);
  const now = s.deps.clock.now();
  for (const [i, f] of FIXTURES.entries()) {
    const auction = f.saleType === "auction";
    await createItem(s, {
      sellerId: seller.id,
      title: f.title,
      description: f.description ?? "",
      categoryId: f.categoryId,
      condition: f.condition ?? "good",
      saleType: auction ? "auction" : "fixed",
      ...(auction
        ? { startPriceCents: 2000, currentPriceCents: 2000, endTime: now + 5 * HOUR }
        : { priceCents: 1000 * (i + 1) }),
      publishedAt: now - (i + 10) * HOUR,
      ...SPRINGFIELD,
    });
  }
});
afterAll(async () => {
  await s?.close();
});

describe("search relevance", () => {
  it("finds category items for a category word, title matches first, then category, then description", async () => {
    const r = await search({ q: "camera" });
    expect(titles(r).sort()).toEqual([...CAMERA].sort());
    expect(r.total).toBe(5);
    // The word in the title, then filed in Cameras & Photo (or a synonym in the title: DSLR), then
    // only the description; inside a step, the fresher first (the fixtures' order).
    expect(titles(r)[0]).toBe("Baby monitor with camera");
    expect(titles(r).slice(1, 4)).toEqual(["Sony α6400 body", "Nikon D750 DSLR", "Instax Mini 11"]);
    expect(titles(r)[4]).toBe("RC helicopter");
    // The word in the title of an item filed in the category beats both.
    const seller = await createUser(s);
    const pentax = await createItem(s, {
      sellerId: seller.id,
      title: "Pentax film camera",
      categoryId: 103,
      publishedAt: 0,
    });
    const again = await search({ q: "camera" });
    expect(titles(again).slice(0, 2)).toEqual(["Pentax film camera", "Baby monitor with camera"]);
    expect(again.total).toBe(6);
    // Withdrawn, it leaves every result (and the later tests' exact sets).
    await s.deps.database.db.update(items).set({ status: "withdrawn" }).where(eq(items.id, pentax.id));
    expect((await search({ q: "camera" })).total).toBe(5);
    expect(titles(await search({ q: "cameras" })).sort()).toEqual([...CAMERA].sort());
  });

  it("every category's own name finds its items, a parent's name finds its children's", async () => {
    for (const f of FIXTURES) {
      if (f.categoryId === null) continue;
      const top = CATEGORY_TREE.find((t) => t.children.some(([id]) => id === f.categoryId))!;
      const leaf = top.children.find(([id]) => id === f.categoryId)![1];
      expect(titles(await search({ q: leaf, pageSize: 50 })), leaf).toContain(f.title);
      expect(titles(await search({ q: top.name, pageSize: 50 })), top.name).toContain(f.title);
    }
    expect(titles(await search({ q: "electronics" })).sort()).toEqual(
      ["Instax Mini 11", "Nikon D750 DSLR", "Pixel 7 128GB", "Sony α6400 body"].sort(),
    );
    expect(titles(await search({ q: "watch" }))).toEqual(["Rolex Submariner"]);
    // Two words: each may match the title or the category.
    expect(titles(await search({ q: "sony camera" }))).toEqual(["Sony α6400 body"]);
  });

  it("matches the synonym table: a word finds items that say its synonym", async () => {
    // A category's name widens to its synonyms: items filed nowhere are found by what they say.
    // (The baby monitor is filed in Nursery Furniture.)
    expect(titles(await search({ q: "furniture" })).sort()).toEqual([
      "Baby monitor with camera",
      "Old couch",
    ]);
    expect(titles(await search({ q: "computer" }))).toEqual(["Dell notebook 15in"]);
    expect(titles(await search({ q: "bike" }))).toEqual(["Trek Marlin 5"]);
    expect(titles(await search({ q: "smartphone" }))).toEqual(["Pixel 7 128GB"]);
    // A synonym finds its category's items, not its siblings' matches.
    expect(titles(await search({ q: "mirrorless" })).sort()).toEqual(
      ["Instax Mini 11", "Nikon D750 DSLR", "Sony α6400 body"].sort(),
    );
  });

  it("breaks ties on fresh, then near", async () => {
    const seller = await createUser(s);
    const now = s.deps.clock.now();
    await createItem(s, {
      sellerId: seller.id,
      title: "Zither old",
      publishedAt: now - 48 * HOUR,
      ...SPRINGFIELD,
    });
    await createItem(s, {
      sellerId: seller.id,
      title: "Zither new",
      publishedAt: now - HOUR,
      ...SPRINGFIELD,
    });
    expect(titles(await search({ q: "zither" }))).toEqual(["Zither new", "Zither old"]);
    await createItem(s, {
      sellerId: seller.id,
      title: "Ocarina far",
      publishedAt: now - HOUR,
      ...SPRINGFIELD,
    });
    await createItem(s, { sellerId: seller.id, title: "Ocarina near", publishedAt: now - HOUR, ...CHICAGO });
    expect(titles(await search({ q: "ocarina", lat: CHICAGO.lat, lng: CHICAGO.lng }))).toEqual([
      "Ocarina near",
      "Ocarina far",
    ]);
    expect(titles(await search({ q: "ocarina", lat: SPRINGFIELD.lat, lng: SPRINGFIELD.lng }))).toEqual([
      "Ocarina far",
      "Ocarina near",
    ]);
  });

  it("keeps typo tolerance and suggests a correction from the catalogue's words", async () => {
    // No item has "camra": the list shows the correction's items, and says so.
    const typo = await search({ q: "camra" });
    expect(typo.suggestion).toBe("camera");
    expect(typo.correctedQuery).toBe("camera");
    expect(titles(typo)).toContain("Sony α6400 body");
    // Without a better spelling in the catalogue, titles spelled like the query still come back.
    expect(titles(await search({ q: "submarinr" }))).toEqual(["Rolex Submariner"]);
    expect((await search({ q: "helicoptr" })).suggestion).toBe("helicopter");
    expect((await search({ q: "sony camra" })).suggestion).toBe("sony camera");
    // Enough matches, or no better spelling: no suggestion.
    expect((await search({ q: "camera" })).suggestion ?? null).toBeNull();
    expect((await search({ q: "rolex" })).suggestion ?? null).toBeNull();
    expect((await search({ q: "qqqzzz" })).suggestion ?? null).toBeNull();
  });

  it("counts facets against the exact sets, each without its own filter", async () => {
    const cameraFixtures = FIXTURES.filter((f) => CAMERA.includes(f.title));
    const count = <T>(xs: T[], key: (x: T) => string) => {
      const m: Record<string, number> = {};
      for (const x of xs) m[key(x)] = (m[key(x)] ?? 0) + 1;
      return m;
    };
    const parentOf = (id: number) => CATEGORY_TREE.find((t) => t.children.some(([c]) => c === id))!.id;
    const expectCategories = (fs: Fixture[]) => {
      const m = new Map<number, number>();
      for (const f of fs) {
        m.set(f.categoryId!, (m.get(f.categoryId!) ?? 0) + 1);
        m.set(parentOf(f.categoryId!), (m.get(parentOf(f.categoryId!)) ?? 0) + 1);
      }
      return Object.fromEntries(m);
    };
    const catsOf = (r: { facets: { categories: { id: number; count: number }[] } }) =>
      Object.fromEntries(r.facets.categories.map((c) => [c.id, c.count]));

    const all = await search({ q: "camera", facets: "true" });
    expect(catsOf(all)).toEqual(expectCategories(cameraFixtures));
    expect(all.facets.condition).toEqual(count(cameraFixtures, (f) => f.condition ?? "good"));
    expect(all.facets.type).toEqual(count(cameraFixtures, (f) => f.saleType ?? "fixed"));
    expect(all.facets.categories[0]).toMatchObject({ id: 1, name: "Electronics", count: 3 });

    // With a condition filter: categories and types count good items only; conditions ignore it.
    const good = await search({ q: "camera", condition: "good", cid: 103, facets: "true" });
    const goodSet = cameraFixtures.filter((f) => (f.condition ?? "good") === "good");
    expect(catsOf(good)).toEqual(expectCategories(goodSet));
    expect(good.facets.condition).toEqual(
      count(
        cameraFixtures.filter((f) => f.categoryId === 103),
        (f) => f.condition!,
      ),
    );
    expect(good.facets.type).toEqual(
      count(
        goodSet.filter((f) => f.categoryId === 103),
        (f) => f.saleType ?? "fixed",
      ),
    );
    expect(titles(good)).toEqual(["Nikon D750 DSLR"]);
    // Without facets=true the answer carries none.
    expect((await search({ q: "camera" })).facets).toBeUndefined();
  });
});
