import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "#server/db/schema/index";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createItem, createStore, createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { createCategories, createFile, itemRow, storeHeaders } from "./selling.fixtures.ts";

let s: TestServer;
let seller: TestUser;
let other: TestUser;
let leafId: number;
let parentId: number;
let photo: string;

beforeAll(async () => {
  s = await startTestServer({ PERSONAL_FREE_ITEM_LIMIT: "2" });
  seller = await createUser(s);
  other = await createUser(s);
  ({ leafId, parentId } = await createCategories(s));
  photo = await createFile(s, seller.id);
});
afterAll(async () => {
  await s.close();
});

const save = (user: TestUser, body: Record<string, unknown>, headers?: Record<string, string>) =>
  s.call("POST", "/api/item/save", { token: user.token, body, headers });
const sellerView = (user: TestUser, itemNumber: string, headers?: Record<string, string>) =>
  s.call("GET", "/api/item/seller/itemDetail", { token: user.token, query: { itemNumber }, headers });

async function itemCount(sellerId: number) {
  return (await s.deps.database.db.select().from(items).where(eq(items.sellerId, sellerId))).length;
}

async function newDraft(user = seller, body: Record<string, unknown> = { title: "A lamp" }) {
  const r = await save(user, body);
  expect(r.body.status_code).toBe(Code.OK);
  return r.body.res_data as { itemNumber: string; version: number };
}

describe("GET /item/checkIfUserCanUploadItem", () => {
  const check = (user: TestUser, headers?: Record<string, string>) =>
    s.call("GET", "/api/item/checkIfUserCanUploadItem", { token: user.token, headers });

  it("needs a signed-in user", async () => {
    const r = await s.call("GET", "/api/item/checkIfUserCanUploadItem");
    expect(r.status).toBe(HTTP.Unauthorized);
  });

  it("answers 1 with {} for a complete profile", async () => {
    const u = await createUser(s);
    const r = await check(u);
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data).toEqual({});
  });

  it("answers each failing check with its code and a readable message", async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ restricted: true }, Code.ACCOUNT_RESTRICTED],
      [{ firstName: null, lastName: null, nickName: null }, Code.PROFILE_NAME_MISSING],
      [{ userName: null }, Code.USERNAME_NOT_SET],
      [{ emailVerified: false }, Code.EMAIL_NOT_VERIFIED],
      [{ mobileVerified: false }, Code.MOBILE_NOT_VERIFIED],
      [{ city: null }, Code.CITY_NOT_SET],
    ];
    for (const [fields, code] of cases) {
      const u = await createUser(s, fields);
      const r = await check(u);
      expect(r.status, JSON.stringify(fields)).toBe(HTTP.OK);
      expect(r.body.status_code, JSON.stringify(fields)).toBe(code);
      expect(r.body.message.length).toBeGreaterThan(10);
      expect(r.body.message).not.toMatch(/unauthorized/i);
    }
  });

  it("a nickname alone is a name", async () => {
    const u = await createUser(s, { firstName: null, lastName: null, nickName: "Nick" });
    expect((await check(u)).body.status_code).toBe(Code.OK);
  });

  it("checks in the contract's order: the first failing check answers", async () => {
    const all = {
      restricted: true,
      firstName: null,
      lastName: null,
      nickName: null,
      userName: null,
      emailVerified: false,
      mobileVerified: false,
      city: null,
    };
    const order: [string, number][] = [
      ["restricted", Code.ACCOUNT_RESTRICTED],
      ["name", Code.PROFILE_NAME_MISSING],
      ["userName", Code.USERNAME_NOT_SET],
      ["emailVerified", Code.EMAIL_NOT_VERIFIED],
      ["mobileVerified", Code.MOBILE_NOT_VERIFIED],
      ["city", Code.CITY_NOT_SET],
    ];
    // Fix the checks one by one: each time the next code in the order answers.
    const fixes: Record<string, Record<string, unknown>> = {
      restricted: { restricted: false },
      name: { firstName: "Ann", lastName: "Lee" },
      userName: { userName: "set" },
      emailVerified: { emailVerified: true },
      mobileVerified: { mobileVerified: true },
      city: { city: "Springfield" },
    };
    let fields: Record<string, unknown> = { ...all };
    // Usernames are unique: each user gets a fresh one once that check is fixed.
    const fresh = (f: Record<string, unknown>) =>
      f.userName === null ? f : { ...f, userName: `n${randomUUID().slice(0, 8)}` };
    for (const [name, code] of order) {
      const u = await createUser(s, fresh(fields));
      expect((await check(u)).body.status_code, name).toBe(code);
      fields = { ...fields, ...fixes[name] };
    }
    const u = await createUser(s, fresh(fields));
    expect((await check(u)).body.status_code).toBe(Code.OK);
  });

  it("answers 1000 once the personal free-item limit is reached, but not as a store", async () => {
    const u = await createUser(s);
    await createItem(s, { sellerId: u.id });
    expect((await check(u)).body.status_code).toBe(Code.OK);
    // Scheduled auctions count too; drafts, ended and store items do not.
    await createItem(s, {
      sellerId: u.id,
      saleType: "auction",
      startTime: s.clock.now() + 3600_000,
      endTime: s.clock.now() + 7200_000,
    });
    const r = await check(u);
    expect(r.body.status_code).toBe(Code.NEEDS_STORE_IDENTITY);
    expect(r.body.message).toMatch(/store/i);
    const storeId = await createStore(s, u.id, "Limit Store");
    expect((await check(u, await storeHeaders(s, u, storeId))).body.status_code).toBe(Code.OK);

    const v = await createUser(s);
    await createItem(s, { sellerId: v.id });
    await createItem(s, { sellerId: v.id, status: "draft" });
    await createItem(s, { sellerId: v.id, status: "ended" });
    await createItem(s, { sellerId: v.id, storeId });
    expect((await check(v)).body.status_code).toBe(Code.OK);
  });

  it("a restricted account is refused before the limit", async () => {
    const u = await createUser(s, { restricted: true });
    await createItem(s, { sellerId: u.id });
    await createItem(s, { sellerId: u.id });
    expect((await check(u)).body.status_code).toBe(Code.ACCOUNT_RESTRICTED);
  });
});

describe("POST /item/save: drafts", () => {
  it("creates a draft from any subset of fields, with the defaults", async () => {
    const r = await save(seller, { title: "  Blue bike  " });
    expect(r.status).toBe(HTTP.OK);
    expect(r.body.status_code).toBe(Code.OK);
    const { itemNumber, version } = r.body.res_data;
    expect(typeof itemNumber).toBe("string");
    expect(version).toBe(1);
    const v = await sellerView(seller, itemNumber);
    expect(v.body.status_code).toBe(Code.OK);
    const item = v.body.res_data;
    expect(item).toMatchObject({
      itemNumber,
      title: "Blue bike",
      description: "",
      status: "draft",
      version: 1,
      saleType: "fixed",
      softCloseSeconds: 300,
      // The location defaults to the seller's city.
      city: "Springfield",
      lat: 39.8,
      lng: -89.64,
      images: [],
      seller: { id: seller.id, storeId: null },
      storeId: null,
    });
    expect(typeof item.sinCode).toBe("string");
  });

  it("an empty body makes an empty draft", async () => {
    const r = await save(seller, {});
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data.version).toBe(1);
  });

  it("keeps every field of a full auction draft, the reserve shown to the seller", async () => {
    const now = s.clock.now();
    const body = {
      title: "Guitar",
      description: "Six strings",
      categoryId: leafId,
      condition: "like_new",
      images: [photo],
      saleType: "auction",
      startPriceCents: 1000,
      reservePriceCents: 5000,
      buyNowPriceCents: 9000,
      startTime: now + 60_000,
      endTime: now + 2 * 86_400_000,
      softCloseSeconds: 0,
      city: "Shelbyville",
      lat: 39.4,
      lng: -88.8,
    };
    const { itemNumber } = await newDraft(seller, body);
    const item = (await sellerView(seller, itemNumber)).body.res_data;
    const { images: _images, ...rest } = body;
    expect(item).toMatchObject(rest);
    expect(item.imageIds).toEqual([photo]);
    expect(item.images).toHaveLength(1);
    expect(item.images[0]).toContain(photo);
    expect(item.cover).toBe(item.images[0]);
  });

  it("accepts form-encoded bodies with numbers as strings and images[]", async () => {
    const photo2 = await createFile(s, seller.id);
    const r = await s.call("POST", "/api/item/save", {
      token: seller.token,
      form: { title: "Form item", priceCents: "1250", "images[]": photo2, lat: "40.5", lng: "-90.25" },
    });
    expect(r.body.status_code).toBe(Code.OK);
    const item = (await sellerView(seller, r.body.res_data.itemNumber)).body.res_data;
    expect(item).toMatchObject({
      title: "Form item",
      priceCents: 1250,
      lat: 40.5,
      lng: -90.25,
      imageIds: [photo2],
    });
  });

  it("accepts the image urls of the seller view back as the same photos", async () => {
    const second = await createFile(s, seller.id);
    const { itemNumber } = await newDraft(seller, { images: [photo, second] });
    const view = (await sellerView(seller, itemNumber)).body.res_data;
    const reordered = [view.images[1], view.images[0]];
    const r = await save(seller, { itemNumber, version: view.version, images: reordered });
    expect(r.body.status_code).toBe(Code.OK);
    expect((await itemRow(s, itemNumber)).images).toEqual([second, photo]);
  });

  it("a fixed price below 50 cents is allowed and means cash only", async () => {
    const cheap = await newDraft(seller, { title: "Pencil", priceCents: 49 });
    const v = (await sellerView(seller, cheap.itemNumber)).body.res_data;
    expect(v.priceCents).toBe(49);
    expect(v.cashOnly).toBe(true);
    expect(v.paymentMethods).toEqual(["cash"]);
    const fifty = await newDraft(seller, { title: "Pen", priceCents: 50 });
    expect((await sellerView(seller, fifty.itemNumber)).body.res_data.cashOnly).toBe(false);
  });
});

describe("POST /item/save: validation", () => {
  const otherPhoto = () => createFile(s, other.id);
  const bad: [string, () => Promise<Record<string, unknown>>, string][] = [
    ["title too long", async () => ({ title: "x".repeat(121) }), "title"],
    ["title not text", async () => ({ title: 12 }), "title"],
    ["description too long", async () => ({ description: "x".repeat(5001) }), "description"],
    ["unknown condition", async () => ({ condition: "mint" }), "condition"],
    ["unknown sale type", async () => ({ saleType: "barter" }), "saleType"],
    ["category not a number", async () => ({ categoryId: "shoes" }), "categoryId"],
    ["category does not exist", async () => ({ categoryId: 123_456 }), "categoryId"],
    ["category not a leaf", async () => ({ categoryId: parentId }), "categoryId"],
    ["images not a list of ids", async () => ({ images: [1, 2] }), "images.0"],
    ["image never uploaded", async () => ({ images: [photo, "nope"] }), "images.1"],
    ["image of another user", async () => ({ images: [await otherPhoto()] }), "images.0"],
    ["the same image twice", async () => ({ images: [photo, photo] }), "images"],
    ["too many images", async () => ({ images: Array.from({ length: 13 }, (_, i) => `f${i}`) }), "images"],
    ["negative price", async () => ({ priceCents: -5 }), "priceCents"],
    ["zero price", async () => ({ priceCents: 0 }), "priceCents"],
    ["fractional cents", async () => ({ priceCents: 12.5 }), "priceCents"],
    ["price as dollars text", async () => ({ priceCents: "12.50$" }), "priceCents"],
    ["huge price", async () => ({ priceCents: 2_000_000_000 }), "priceCents"],
    ["latitude out of range", async () => ({ lat: 91 }), "lat"],
    ["longitude out of range", async () => ({ lng: -181 }), "lng"],
    ["latitude not a number", async () => ({ lat: "north" }), "lat"],
    ["negative start price", async () => ({ startPriceCents: -1 }), "startPriceCents"],
    [
      "reserve equal to the start price",
      async () => ({ saleType: "auction", startPriceCents: 1000, reservePriceCents: 1000 }),
      "reservePriceCents",
    ],
    [
      "reserve below the start price",
      async () => ({ saleType: "auction", startPriceCents: 1000, reservePriceCents: 500 }),
      "reservePriceCents",
    ],
    [
      "buy-now not above the start price",
      async () => ({ saleType: "auction", startPriceCents: 1000, buyNowPriceCents: 1000 }),
      "buyNowPriceCents",
    ],
    [
      "buy-now not above the reserve",
      async () => ({
        saleType: "auction",
        startPriceCents: 1000,
        reservePriceCents: 3000,
        buyNowPriceCents: 2500,
      }),
      "buyNowPriceCents",
    ],
    [
      "end before start",
      async () => ({
        saleType: "auction",
        startTime: s.clock.now() + 7200_000,
        endTime: s.clock.now() + 3600_000,
      }),
      "endTime",
    ],
    ["time not a number", async () => ({ endTime: "tomorrow" }), "endTime"],
    ["negative soft close", async () => ({ softCloseSeconds: -1 }), "softCloseSeconds"],
    ["soft close too long", async () => ({ softCloseSeconds: 99_999 }), "softCloseSeconds"],
    ["soft close fractional", async () => ({ softCloseSeconds: 1.5 }), "softCloseSeconds"],
    ["itemNumber without version", async () => ({ itemNumber: "X1", title: "t" }), "version"],
  ];

  for (const [name, body, path] of bad) {
    it(`refuses ${name} with 10001 at ${path}, creating nothing`, async () => {
      const before = await itemCount(seller.id);
      const r = await save(seller, await body());
      expect(r.status).toBe(HTTP.BadRequest);
      expect(r.body.status_code).toBe(Code.VALIDATION);
      expect(r.body.message.length).toBeGreaterThan(0);
      expect(r.body.res_data.errors.map((e: { path: string }) => e.path)).toContain(path);
      expect(await itemCount(seller.id)).toBe(before);
    });
  }

  it("a bad edit changes nothing and keeps the version", async () => {
    const { itemNumber, version } = await newDraft(seller, {
      title: "Keep me",
      saleType: "auction",
      startPriceCents: 1000,
    });
    const before = await itemRow(s, itemNumber);
    for (const body of [
      { title: "Changed", reservePriceCents: 900 },
      { title: "Changed", categoryId: parentId },
      { title: "Changed", images: ["missing-file"] },
      { title: "Changed", condition: "broken" },
      { title: "Changed", startPriceCents: 6000, buyNowPriceCents: 5000 },
    ]) {
      const r = await save(seller, { itemNumber, version, ...body });
      expect(r.body.status_code, JSON.stringify(body)).toBe(Code.VALIDATION);
    }
    const after = await itemRow(s, itemNumber);
    expect(after).toEqual(before);
  });

  it("checks relations against the saved fields too", async () => {
    const { itemNumber, version } = await newDraft(seller, {
      saleType: "auction",
      startPriceCents: 1000,
      reservePriceCents: 2000,
    });
    // Raising the start above the saved reserve is caught although the reserve was not sent.
    const r = await save(seller, { itemNumber, version, startPriceCents: 2500 });
    expect(r.body.status_code).toBe(Code.VALIDATION);
    expect(r.body.res_data.errors[0].path).toBe("startPriceCents");
  });
});

describe("POST /item/save: versions and conflicts", () => {
  it("each save raises the version by exactly 1", async () => {
    const { itemNumber } = await newDraft();
    for (let v = 1; v <= 3; v++) {
      const r = await save(seller, { itemNumber, version: v, title: `Lamp ${v}` });
      expect(r.body.status_code).toBe(Code.OK);
      expect(r.body.res_data).toEqual({ itemNumber, version: v + 1 });
    }
    const item = (await sellerView(seller, itemNumber)).body.res_data;
    expect(item.version).toBe(4);
    expect(item.title).toBe("Lamp 3");
  });

  it("null clears an optional field of a draft", async () => {
    const { itemNumber, version } = await newDraft(seller, { priceCents: 500, condition: "good" });
    const r = await save(seller, { itemNumber, version, priceCents: null, condition: null });
    expect(r.body.status_code).toBe(Code.OK);
    const item = (await sellerView(seller, itemNumber)).body.res_data;
    expect(item.priceCents).toBeNull();
    expect(item.condition).toBeNull();
  });

  it("a stale version answers 10009 with the server's version and the one sent", async () => {
    const { itemNumber } = await newDraft(seller, { title: "Original", priceCents: 700 });
    expect((await save(seller, { itemNumber, version: 1, title: "From the phone" })).body.status_code).toBe(
      Code.OK,
    );
    const stale = { itemNumber, version: 1, title: "From the laptop", priceCents: 800 };
    const r = await save(seller, stale);
    expect(r.status).toBe(HTTP.OK);
    expect(r.body.status_code).toBe(Code.CONFLICT);
    expect(r.body.res_data.current).toMatchObject({
      itemNumber,
      version: 2,
      title: "From the phone",
      priceCents: 700,
    });
    expect(r.body.res_data.yours).toMatchObject(stale);
    const row = await itemRow(s, itemNumber);
    expect(row.version).toBe(2);
    expect(row.title).toBe("From the phone");
  });

  it("concurrent saves of one version: exactly one lands", async () => {
    const { itemNumber } = await newDraft();
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) => save(seller, { itemNumber, version: 1, title: `Racer ${i}` })),
    );
    const codes = results.map((r) => r.body.status_code).sort();
    expect(codes).toEqual([Code.OK, Code.CONFLICT, Code.CONFLICT, Code.CONFLICT]);
    const winner = results.find((r) => r.body.status_code === Code.OK)!;
    expect(winner.body.res_data.version).toBe(2);
    expect((await itemRow(s, itemNumber)).version).toBe(2);
  });

  it("needs a signed-in user", async () => {
    const r = await s.call("POST", "/api/item/save", { body: { title: "x" } });
    expect(r.status).toBe(HTTP.Unauthorized);
  });

  it("a version from the future is stale too", async () => {
    const { itemNumber } = await newDraft();
    const r = await save(seller, { itemNumber, version: 5, title: "x" });
    expect(r.body.status_code).toBe(Code.CONFLICT);
  });

  it("an unknown item is 10004", async () => {
    const r = await save(seller, { itemNumber: "NOPE", version: 1, title: "x" });
    expect(r.body.status_code).toBe(Code.NOT_FOUND);
  });

  it("another user's item is 10004 to edit and to read, and stays unchanged", async () => {
    const { itemNumber } = await newDraft(seller, { title: "Mine" });
    const r = await save(other, { itemNumber, version: 1, title: "Stolen" });
    expect(r.body.status_code).toBe(Code.NOT_FOUND);
    expect((await sellerView(other, itemNumber)).body.status_code).toBe(Code.NOT_FOUND);
    const live = await createItem(s, { sellerId: seller.id });
    expect((await sellerView(other, live.itemNumber)).body.status_code).toBe(Code.NOT_FOUND);
    expect((await itemRow(s, itemNumber)).title).toBe("Mine");
  });
});

describe("POST /item/save: Idempotency-Key", () => {
  it("a replayed save returns the first answer and raises the version once", async () => {
    const { itemNumber } = await newDraft();
    const key = randomUUID();
    const body = { itemNumber, version: 1, title: "Offline edit" };
    const first = await save(seller, body, { "idempotency-key": key });
    const again = await save(seller, body, { "idempotency-key": key });
    expect(first.body.status_code).toBe(Code.OK);
    expect(first.body.res_data).toEqual({ itemNumber, version: 2 });
    expect(again.body.status_code).toBe(Code.OK);
    expect(again.body.res_data).toEqual({ itemNumber, version: 2 });
    expect((await itemRow(s, itemNumber)).version).toBe(2);
  });

  it("a replayed draft creation makes one draft", async () => {
    const before = await itemCount(seller.id);
    const key = randomUUID();
    const a = await save(seller, { title: "Once" }, { "idempotency-key": key });
    const b = await save(seller, { title: "Once" }, { "idempotency-key": key });
    expect(b.body.res_data.itemNumber).toBe(a.body.res_data.itemNumber);
    expect(await itemCount(seller.id)).toBe(before + 1);
  });

  it("a replay after a later edit still answers the first result and changes nothing", async () => {
    const { itemNumber } = await newDraft();
    const key = randomUUID();
    const body = { itemNumber, version: 1, title: "First" };
    await save(seller, body, { "idempotency-key": key });
    await save(seller, { itemNumber, version: 2, title: "Second" });
    const replay = await save(seller, body, { "idempotency-key": key });
    expect(replay.body.res_data).toEqual({ itemNumber, version: 2 });
    const row = await itemRow(s, itemNumber);
    expect(row.version).toBe(3);
    expect(row.title).toBe("Second");
  });

  it("the same key with another body answers 10009 and changes nothing", async () => {
    const { itemNumber } = await newDraft();
    const key = randomUUID();
    await save(seller, { itemNumber, version: 1, title: "A" }, { "idempotency-key": key });
    const r = await save(seller, { itemNumber, version: 2, title: "B" }, { "idempotency-key": key });
    expect(r.body.status_code).toBe(Code.CONFLICT);
    const row = await itemRow(s, itemNumber);
    expect(row.version).toBe(2);
    expect(row.title).toBe("A");
  });
});

describe("store identity", () => {
  it("an item saved as a store is the store's; any team member may edit it as the store", async () => {
    const owner = await createUser(s);
    const member = await createUser(s);
    const outsider = await createUser(s);
    const storeId = await createStore(s, owner.id, "Corner Shop", [member.id]);
    const otherStore = await createStore(s, outsider.id, "Other Shop");
    const asOwner = await storeHeaders(s, owner, storeId);
    const r = await save(owner, { title: "Store lamp" }, asOwner);
    expect(r.body.status_code).toBe(Code.OK);
    const { itemNumber } = r.body.res_data;
    const row = await itemRow(s, itemNumber);
    expect(row.storeId).toBe(storeId);
    expect(row.sellerId).toBe(owner.id);

    const asMember = await storeHeaders(s, member, storeId);
    const edit = await save(member, { itemNumber, version: 1, title: "Store lamp, brass" }, asMember);
    expect(edit.body.status_code).toBe(Code.OK);
    expect(edit.body.res_data.version).toBe(2);
    const v = await sellerView(member, itemNumber, asMember);
    expect(v.body.res_data).toMatchObject({
      title: "Store lamp, brass",
      storeId,
      seller: { storeId, name: "Corner Shop" },
    });

    // Someone outside the team, even acting as their own store, cannot see or edit it.
    const asOutsider = await storeHeaders(s, outsider, otherStore);
    expect((await save(outsider, { itemNumber, version: 2, title: "x" }, asOutsider)).body.status_code).toBe(
      Code.NOT_FOUND,
    );
    expect((await save(outsider, { itemNumber, version: 2, title: "x" })).body.status_code).toBe(
      Code.NOT_FOUND,
    );
    expect((await sellerView(outsider, itemNumber, asOutsider)).body.status_code).toBe(Code.NOT_FOUND);
    expect((await itemRow(s, itemNumber)).title).toBe("Store lamp, brass");
  });

  it("a member may use photos the item already has and their own uploads", async () => {
    const owner = await createUser(s);
    const member = await createUser(s);
    const storeId = await createStore(s, owner.id, "Photo Shop", [member.id]);
    const ownerPhoto = await createFile(s, owner.id);
    const memberPhoto = await createFile(s, member.id);
    const asOwner = await storeHeaders(s, owner, storeId);
    const { itemNumber } = (await save(owner, { images: [ownerPhoto] }, asOwner)).body.res_data;
    const asMember = await storeHeaders(s, member, storeId);
    const r = await save(member, { itemNumber, version: 1, images: [memberPhoto, ownerPhoto] }, asMember);
    expect(r.body.status_code).toBe(Code.OK);
    expect((await itemRow(s, itemNumber)).images).toEqual([memberPhoto, ownerPhoto]);
  });
});

describe("OpenAPI", () => {
  it("documents the selling endpoints", async () => {
    const r = await s.call("GET", "/api/openapi.json");
    expect(r.status).toBe(HTTP.OK);
    const paths = Object.keys((r.body as unknown as { paths: Record<string, unknown> }).paths);
    for (const p of [
      "/api/item/checkIfUserCanUploadItem",
      "/api/item/save",
      "/api/item/publish",
      "/api/item/seller/itemDetail",
      "/api/item/myItems",
      "/api/item/drafts",
      "/api/item/withdraw",
      "/api/item/sellAgain",
      "/api/item/auctionSettings",
    ])
      expect(paths).toContain(p);
  });
});
