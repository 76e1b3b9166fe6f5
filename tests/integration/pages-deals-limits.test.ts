import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createItem, createStore, createUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { storeIdentity } from "./stores-admin.fixtures.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ PERSONAL_FREE_ITEM_LIMIT: "3" });
});
afterAll(() => s.close());

describe("static pages", () => {
  it("serves guide, help, policy, rules and terms in the envelope; other ids are 10004", async () => {
    for (const id of ["guide", "help", "policy", "rules", "terms"]) {
      const r = await s.call("GET", "/api/page/detail", { query: { id } });
      expect(r.body.status_code, id).toBe(Code.OK);
      expect(r.body.res_data.id).toBe(id);
      expect(r.body.res_data.title.length).toBeGreaterThan(2);
      expect(r.body.res_data.sections.length).toBeGreaterThan(0);
      expect(r.headers.get("cache-control")).toContain("public");
    }
    expect((await s.call("GET", "/api/page/detail", { query: { id: "Terms" } })).body.res_data.id).toBe(
      "terms",
    );
    expect((await s.call("GET", "/api/page/detail", { query: { id: "secret" } })).body.status_code).toBe(
      Code.NOT_FOUND,
    );
    const missing = await s.call("GET", "/api/page/detail");
    expect(missing.body.status_code).toBe(Code.VALIDATION);
    expect(missing.body.res_data.errors[0].path).toBe("id");
  });

  it("speaks Chinese when asked in Chinese: the same sections, in Chinese words", async () => {
    const han = /\p{Script=Han}/u;
    for (const id of ["guide", "help", "policy", "rules", "terms"]) {
      const en = (await s.call("GET", "/api/page/detail", { query: { id } })).body.res_data;
      const r = await s.call("GET", "/api/page/detail", {
        query: { id },
        headers: { "Accept-Language": "zh-CN" },
      });
      const zh = r.body.res_data;
      expect(r.headers.get("vary")).toMatch(/Accept-Language/i);
      expect(zh.id).toBe(id);
      expect(zh.updatedAt).toBe(en.updatedAt);
      expect(zh.title, id).toMatch(han);
      expect(zh.sections.length, id).toBe(en.sections.length);
      zh.sections.forEach((sec: { heading: string; paragraphs: string[] }, i: number) => {
        expect(sec.heading, `${id} ${i}`).toMatch(han);
        expect(sec.paragraphs.length, `${id} ${i}`).toBe(en.sections[i].paragraphs.length);
        for (const p of sec.paragraphs) expect(p).toMatch(han);
      });
    }
    const help = await s.call("GET", "/api/page/detail", {
      query: { id: "help" },
      headers: { "Accept-Language": "zh" },
    });
    expect(help.body.res_data.title).toBe("帮助");
  });
});

describe("deals", () => {
  it("lists live items under the cap, cheapest first, as the home row does", async () => {
    const seller = await createUser(s);
    await createItem(s, { sellerId: seller.id, title: "Cheap mug", priceCents: 500 });
    await createItem(s, { sellerId: seller.id, title: "Cheaper spoon", priceCents: 150 });
    await createItem(s, { sellerId: seller.id, title: "Pricey lamp", priceCents: 9900 });
    await createItem(s, { sellerId: seller.id, title: "Gone cup", priceCents: 100, status: "sold" });
    const r = await s.call("GET", "/api/home/deals");
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data.list.map((i: any) => i.title)).toEqual(["Cheaper spoon", "Cheap mug"]);
    const wider = await s.call("GET", "/api/home/deals", { query: { maxPriceCents: 10000, pageSize: 2 } });
    expect(wider.body.res_data.total).toBe(3);
    expect(wider.body.res_data.hasNextPage).toBe(true);
    const home = await s.call("GET", "/api/home/template");
    const row = home.body.res_data.sections.find((x: any) => x.key === "deals");
    expect(row.list.map((i: any) => i.itemNumber)).toEqual(
      r.body.res_data.list.map((i: any) => i.itemNumber),
    );
    expect((await s.call("GET", "/api/home/deals", { query: { maxPriceCents: 0 } })).body.status_code).toBe(
      Code.VALIDATION,
    );
  });
});

describe("free item limit", () => {
  it("answers the limit, the live personal listings and what is left; a store is not limited", async () => {
    const u = await createUser(s);
    const limit = async (opts: { token: string; headers?: Record<string, string> }) =>
      (await s.call("GET", "/api/item/freeItemLimit", opts)).body;
    expect((await limit({ token: u.token })).res_data).toEqual({
      limit: 3,
      used: 0,
      remaining: 3,
      applies: true,
    });
    await createItem(s, { sellerId: u.id });
    await createItem(s, { sellerId: u.id });
    await createItem(s, { sellerId: u.id, status: "draft" });
    expect((await limit({ token: u.token })).res_data).toEqual({
      limit: 3,
      used: 2,
      remaining: 1,
      applies: true,
    });
    await createItem(s, { sellerId: u.id });
    expect((await limit({ token: u.token })).res_data.remaining).toBe(0);
    // At the limit the upload check says so (1000), as the Sell flow expects.
    expect(
      (await s.call("GET", "/api/item/checkIfUserCanUploadItem", { token: u.token })).body.status_code,
    ).toBe(Code.NEEDS_STORE_IDENTITY);
    const storeId = await createStore(s, u.id, "Limitless");
    const asStore = await storeIdentity(s, u, storeId);
    expect((await limit({ token: u.token, headers: asStore.headers })).res_data.applies).toBe(false);
    expect((await s.call("GET", "/api/item/freeItemLimit")).status).toBe(HTTP.Unauthorized);
  });
});
