import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { createItem, createUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

/* Category suggestions come from the titles of listings already in each category. */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  const seller = await createUser(s);
  // 101 Cell Phones, 103 Cameras, 201 Furniture (CATEGORY_TREE ids).
  for (const [categoryId, title] of [
    [101, "Apple iPhone 13 128GB Midnight"],
    [101, "iPhone 12 mini, unlocked"],
    [103, "Canon AE-1 film camera with 50mm lens"],
    [103, "Nikon D750 DSLR camera body"],
    [201, "Solid oak dining table"],
  ] as const)
    await createItem(s, { sellerId: seller.id, categoryId, title });
});
afterAll(async () => {
  await s.close();
});

const suggest = async (title: string) =>
  (await s.call("GET", "/api/category/suggest", { query: { title } })).body;

describe("GET /category/suggest", () => {
  it("ranks the category whose listings share the title's words first", async () => {
    const phone = await suggest("iphone 14 pro");
    expect(phone.status_code).toBe(Code.OK);
    expect(phone.res_data.list[0]).toMatchObject({ id: 101 });
    expect(phone.res_data.list[0].path.length).toBeGreaterThan(1);
    const cam = await suggest("old film camera");
    expect(cam.res_data.list[0]).toMatchObject({ id: 103 });
    const table = await suggest("oak table");
    expect(table.res_data.list[0]).toMatchObject({ id: 201 });
  });

  it("suggests nothing for words the catalogue has never seen, and refuses a too-short title", async () => {
    expect((await suggest("zxqv wibble")).res_data.list).toEqual([]);
    const bad = await suggest("a");
    expect(bad.status_code).toBe(Code.VALIDATION);
  });
});
