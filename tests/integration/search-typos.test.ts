import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HTTP } from "../http-status.ts";
import { createItem, createUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

let s: TestServer;

type Answer = {
  list: { title: string }[];
  total: number;
  suggestion?: string | null;
  correctedQuery?: string;
  exactMatch?: boolean;
};
const search = async (q: string): Promise<Answer> => {
  const r = await s.call("GET", "/api/search/items", { query: { q } });
  expect(r.status).toBe(HTTP.OK);
  return r.body.res_data as Answer;
};
const titles = (a: Answer) => a.list.map((i) => i.title);
type Suggestions = { queries: string[]; categories: { id: number; name: string }[] };
const suggestions = async (q: string, lang?: string): Promise<Suggestions> => {
  const r = await s.call("GET", "/api/search/suggestions", {
    query: { q },
    ...(lang ? { headers: { "Accept-Language": lang } } : {}),
  });
  expect(r.status).toBe(HTTP.OK);
  return r.body.res_data as Suggestions;
};

beforeAll(async () => {
  s = await startTestServer();
  const seller = await createUser(s);
  const base = { sellerId: seller.id };
  await createItem(s, { ...base, title: "Apple iPhone 12 128GB blue", categoryId: 101 });
  await createItem(s, { ...base, title: "Apple iPhone 13 mini", categoryId: 101 });
  await createItem(s, { ...base, title: "Running shoes size 42", categoryId: 303 });
  await createItem(s, { ...base, title: "Oak dresser with six drawers", categoryId: 201 });
  await createItem(s, { ...base, title: "Vintage Canon AE-1 film camera", categoryId: 103 });
  await createItem(s, { ...base, title: "Road bicycle 54cm aluminium frame", categoryId: 401 });
});
afterAll(async () => {
  await s?.close();
});

describe("search that forgives typos", () => {
  it("finds a word with two letters swapped, and says what it searched instead", async () => {
    const iphone = await search("iphnoe");
    expect(titles(iphone).sort()).toEqual(["Apple iPhone 12 128GB blue", "Apple iPhone 13 mini"]);
    expect(iphone.correctedQuery).toBe("iphone");
    expect(iphone.exactMatch).toBe(false);
    const shoes = await search("sheos");
    expect(titles(shoes)).toEqual(["Running shoes size 42"]);
    expect(shoes.correctedQuery).toBe("shoes");
  });

  it("corrects other one- and two-edit typos", async () => {
    expect((await search("bicylce")).correctedQuery).toBe("bicycle");
    expect((await search("camrea")).correctedQuery).toBe("camera");
    expect((await search("dreser")).correctedQuery).toBe("dresser");
    expect(titles(await search("appple iphnoe")).length).toBe(2);
  });

  it("says when the items shown are only similar, not exact matches", async () => {
    const sofa = await search("sofa");
    expect(titles(sofa)).toEqual(["Oak dresser with six drawers"]);
    expect(sofa.exactMatch).toBe(false);
    const dresser = await search("dresser");
    expect(dresser.exactMatch).toBe(true);
    expect(dresser.correctedQuery).toBeUndefined();
  });
});

describe("GET /search/suggestions", () => {
  it("completes the typed words from the titles, most frequent first", async () => {
    const r = await suggestions("iph");
    expect(r.queries[0]).toBe("iphone");
    expect(r.queries).toContain("iphone 12");
    expect((await suggestions("apple iph")).queries[0]).toBe("apple iphone");
    // No completion ends on a word like "with".
    expect((await suggestions("dres")).queries).toEqual(["dresser"]);
  });

  it("names categories in the request's language", async () => {
    expect((await suggestions("sho")).categories).toContainEqual({ id: 303, name: "Shoes" });
    expect((await suggestions("phone")).categories.map((c) => c.id)).toContain(101);
    expect((await suggestions("鞋", "zh-CN")).categories.map((c) => c.id)).toContain(303);
  });

  it("offers the corrected query when nothing completes the words", async () => {
    expect((await suggestions("iphnoe")).queries).toEqual(["iphone"]);
  });

  it("answers nothing for an empty query and refuses a long one", async () => {
    expect(await suggestions(" ")).toEqual({ queries: [], categories: [] });
    const r = await s.call("GET", "/api/search/suggestions", { query: { q: "x".repeat(201) } });
    expect(r.body.status_code).toBe(10001);
  });
});
