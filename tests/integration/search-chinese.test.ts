import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { createItem, createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { publishListing } from "./selling.fixtures.ts";

// Chinese (and Japanese) titles and queries: each CJK character is a word of the text
// index, and a query's run of them matches where the text has those characters side by side.
let s: TestServer;
let seller: TestUser;
const HOUR = 3600_000;

type Answer = {
  status_code: number;
  res_data: { list: { title: string }[]; total: number; suggestion?: string | null };
};
const search = async (query: Record<string, string | number>) => {
  const r = await s.call("GET", "/api/search/items", { query });
  expect(r.body.status_code, JSON.stringify(r.body)).toBe(Code.OK);
  return (r.body as Answer).res_data;
};
const titles = async (q: string, extra: Record<string, string | number> = {}) =>
  (await search({ q, ...extra })).list.map((i) => i.title);

/** Lists an item the way a seller does: save, then publish. */
const publish = (fields: Record<string, unknown>) => publishListing(s, seller, fields);

beforeAll(async () => {
  s = await startTestServer({ ACCESS_TOKEN_SECONDS: "864000" });
  seller = await createUser(s);
  const now = s.deps.clock.now();
  const base = { sellerId: seller.id };
  await publish({
    title: "二手佳能相机 EOS 200D",
    description: "九成新，带一个镜头和两块电池",
    categoryId: 103,
    priceCents: 180_000,
  });
  await publish({ title: "儿童自行车 16寸", description: "骑了一年，轮胎很新", categoryId: 401 });
  await createItem(s, {
    ...base,
    title: "山地车 21速",
    description: "变速自行车，车况良好",
    categoryId: 401,
    publishedAt: now - 2 * HOUR,
  });
  await createItem(s, {
    ...base,
    title: "二手iPhone 13 128GB 蓝色",
    description: "国行，电池健康 89%",
    categoryId: 101,
    priceCents: 260_000,
    publishedAt: now - 3 * HOUR,
  });
  await createItem(s, {
    ...base,
    title: "iPhone 12 手机壳",
    description: "全新未拆封",
    categoryId: 101,
    publishedAt: now - 4 * HOUR,
  });
  await createItem(s, {
    ...base,
    title: "相机包",
    description: "可装一机两镜",
    categoryId: 103,
    priceCents: 5_000,
    publishedAt: now - 5 * HOUR,
  });
  await createItem(s, { ...base, title: "电动车 48V", description: "送充电器", categoryId: 801 });
  await createItem(s, {
    ...base,
    title: "ミラーレスカメラ",
    description: "中古、美品",
    categoryId: 103,
    publishedAt: now - 6 * HOUR,
  });
  await createItem(s, {
    ...base,
    title: "Vintage Canon AE-1 film camera",
    description: "Works well, with a 50mm lens",
    categoryId: 103,
    publishedAt: now - 7 * HOUR,
  });
  await createItem(s, {
    ...base,
    title: "Apple iPhone 11 64GB",
    description: "Unlocked phone with charger",
    categoryId: 101,
    publishedAt: now - 8 * HOUR,
  });
});

afterAll(async () => {
  await s?.close();
});

describe("GET /search/items in Chinese", () => {
  it("finds a word inside a title written without spaces (相机 in 二手佳能相机)", async () => {
    const found = await titles("相机");
    expect(found.slice(0, 2).sort()).toEqual(["二手佳能相机 EOS 200D", "相机包"].sort());
  });

  it("names a category by its Chinese name: titles first, then the category's other items", async () => {
    // 相机 is in 相机和摄影器材 (Cameras & Photo): its items in any language follow the titles.
    const found = await titles("相机");
    expect(found).toHaveLength(4);
    expect(found.slice(2).sort()).toEqual(["Vintage Canon AE-1 film camera", "ミラーレスカメラ"].sort());
    // 手机 is 手机 (Cell Phones & Smartphones); "iPhone 12 手机壳" says it in its title.
    const phones = await titles("手机");
    expect(phones[0]).toBe("iPhone 12 手机壳");
    expect(phones.slice(1).sort()).toEqual(["Apple iPhone 11 64GB", "二手iPhone 13 128GB 蓝色"].sort());
    // Two characters that straddle the parts of a name (电脑和平板: 和平) name nothing.
    expect(await titles("和平")).toEqual([]);
  });

  it("ranks a title match above a description match (自行车)", async () => {
    expect(await titles("自行车")).toEqual(["儿童自行车 16寸", "山地车 21速"]);
  });

  it("matches the characters side by side and in order, not each anywhere", async () => {
    // 行 and 自 are both in 自行车, but not as 行自; 车机 appears nowhere.
    expect(await titles("行自")).toEqual([]);
    expect(await titles("车机")).toEqual([]);
  });

  it("takes a mixed query with or without a space (二手 iPhone, 二手iPhone)", async () => {
    expect(await titles("二手 iPhone")).toEqual(["二手iPhone 13 128GB 蓝色"]);
    expect(await titles("二手iPhone")).toEqual(["二手iPhone 13 128GB 蓝色"]);
    expect(await titles("二手")).toEqual(["二手佳能相机 EOS 200D", "二手iPhone 13 128GB 蓝色"]);
  });

  it("finds an English word inside a Chinese title (iphone)", async () => {
    const found = await titles("iphone");
    expect(found).toEqual(expect.arrayContaining(["二手iPhone 13 128GB 蓝色", "iPhone 12 手机壳"]));
    expect(found).toContain("Apple iPhone 11 64GB");
  });

  it("answers one-character queries (车) with every item that has the character", async () => {
    expect((await titles("车")).sort()).toEqual(["儿童自行车 16寸", "山地车 21速", "电动车 48V"].sort());
  });

  it("combines Chinese words with filters and a price sort", async () => {
    expect(await titles("相机包", { maxPriceCents: 10_000 })).toEqual(["相机包"]);
    expect(await titles("相机包", { minPriceCents: 5_001 })).toEqual([]);
    expect(await titles("相机", { minPriceCents: 100_000 })).toEqual(["二手佳能相机 EOS 200D"]);
    expect(await titles("车", { cid: 4, sort: "price_asc" })).toEqual(
      expect.arrayContaining(["儿童自行车 16寸", "山地车 21速"]),
    );
    expect(await titles("车", { cid: 4 })).toHaveLength(2);
  });

  it("finds Japanese kana the same way (カメラ)", async () => {
    expect(await titles("カメラ")).toEqual(["ミラーレスカメラ"]);
  });

  it("answers a Chinese query nothing has with nothing and no suggestion", async () => {
    const r = await search({ q: "摩托车头盔" });
    expect(r.list).toEqual([]);
    expect(r.total).toBe(0);
    expect(r.suggestion ?? null).toBeNull();
  });

  it("names the facets' categories in the request's language, whatever the words' language", async () => {
    const facetNames = async (q: string, headers: Record<string, string>) => {
      const r = await s.call("GET", "/api/search/items", { query: { q, facets: "true" }, headers });
      expect(r.body.status_code, JSON.stringify(r.body)).toBe(Code.OK);
      return Object.fromEntries(
        (r.body.res_data.facets.categories as { id: number; name: string }[]).map((c) => [c.id, c.name]),
      );
    };
    const zh = { "accept-language": "zh-CN,zh;q=0.9,en;q=0.8" };
    const en = { "accept-language": "en-US,en;q=0.9" };
    for (const q of ["相机", "camera"]) {
      expect(await facetNames(q, zh)).toMatchObject({ 1: "数码电子", 103: "相机和摄影器材" });
      expect(await facetNames(q, en)).toMatchObject({ 1: "Electronics", 103: "Cameras & Photo" });
    }
    // Without a language named, English (the signed-out default).
    expect(await facetNames("自行车", {})).toMatchObject({ 4: "Sporting Goods", 401: "Bicycles" });
    expect(await facetNames("自行车", zh)).toMatchObject({ 4: "运动户外", 401: "自行车" });
  });

  it("labels a saved Chinese search in the request's language, its words as typed", async () => {
    const me = await createUser(s);
    const saved = await s.call("POST", "/api/savedSearch/save", {
      token: me.token,
      body: { q: "二手  相机", cid: 103, condition: "new", type: "auction", maxPriceCents: 200_000 },
    });
    expect(saved.body.status_code, JSON.stringify(saved.body)).toBe(Code.OK);
    const name = async (headers: Record<string, string>) =>
      (await s.call("GET", "/api/savedSearch/list", { token: me.token, headers })).body.res_data.list[0].name;
    expect(await name({ "accept-language": "zh-CN,zh;q=0.9" })).toBe(
      "“二手 相机” · 相机和摄影器材 · 全新 · 最高 $2,000.00 · 拍卖",
    );
    expect(await name({ "accept-language": "en" })).toBe(
      "“二手 相机” · Cameras & Photo · New · up to $2,000.00 · Auction",
    );
  });

  it("leaves English search as it was: camera finds the film camera first, then its category", async () => {
    const found = await titles("camera");
    expect(found[0]).toBe("Vintage Canon AE-1 film camera");
    // The Chinese listings filed in Cameras & Photo come after it, through the category.
    expect(found).toEqual(expect.arrayContaining(["二手佳能相机 EOS 200D", "ミラーレスカメラ"]));
    expect(await titles("canon")).toEqual(["Vintage Canon AE-1 film camera"]);
  });
});
