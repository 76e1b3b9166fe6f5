import { verify } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformApps } from "#server/db/schema/index";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createItem, createUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { asStore, storeWithTeam } from "./stores-admin.fixtures.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe("store identity", () => {
  it("every store tool needs a store identity (10003) and a signed-in user (401)", async () => {
    const u = await createUser(s);
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/api/tv/devices"],
      ["GET", "/api/tv/device?id=1"],
      ["POST", "/api/tv/devices/save", { name: "TV", layout: "grid" }],
      ["POST", "/api/tv/devices/delete", { id: 1 }],
      ["GET", "/api/platform/apps"],
      [
        "POST",
        "/api/platform/apps/save",
        { name: "A", redirectUris: ["https://a.test/cb"], scopes: ["items:read"] },
      ],
      ["POST", "/api/platform/apps/rotateSecret", { id: 1 }],
      ["POST", "/api/platform/apps/delete", { id: 1 }],
      ["GET", "/api/store/configurations"],
      ["POST", "/api/store/configurations", { defaultSoftCloseSeconds: 60, acceptCash: true }],
    ];
    for (const [method, path, body] of calls) {
      const personal = await s.call(method, path, { token: u.token, body });
      expect(personal.body.status_code, `${method} ${path}`).toBe(Code.FORBIDDEN);
      const guest = await s.call(method, path, { body });
      expect(guest.status, `${method} ${path}`).toBe(HTTP.Unauthorized);
    }
  });
});

describe("TV devices", () => {
  it("adds, lists, edits and deletes a device; the display shows the store's active items", async () => {
    const { owner, storeId } = await storeWithTeam(s, "TV Shop");
    const a = await createItem(s, { sellerId: owner.id, storeId, title: "Lamp" });
    s.clock.offsetMs += 1000;
    const b = await createItem(s, { sellerId: owner.id, storeId, title: "Chair" });
    await createItem(s, { sellerId: owner.id, storeId: null, title: "Personal thing" });
    await createItem(s, { sellerId: owner.id, storeId, title: "Sold one", status: "sold" });

    const saved = await s.call("POST", "/api/tv/devices/save", {
      ...asStore(owner),
      body: { name: "Front window", layout: "slideshow", rotationSeconds: 8 },
    });
    expect(saved.body.status_code).toBe(Code.OK);
    const dev = saved.body.res_data;
    expect(dev).toMatchObject({
      name: "Front window",
      layout: "slideshow",
      itemFilter: "all",
      rotationSeconds: 8,
    });
    expect(dev.pairingCode).toMatch(/^[A-Z2-9]{10}$/);

    const list = await s.call("GET", "/api/tv/devices", asStore(owner));
    expect(list.body.res_data).toMatchObject({ total: 1, hasNextPage: false });
    expect(list.body.res_data.list[0].id).toBe(dev.id);

    const shown = await s.call("GET", "/api/tv/display", { query: { device: dev.pairingCode } });
    expect(shown.body.status_code).toBe(Code.OK);
    expect(shown.body.res_data).toMatchObject({
      storeName: "TV Shop",
      layout: "slideshow",
      rotationSeconds: 8,
    });
    expect(shown.body.res_data.items.map((i: any) => i.title)).toEqual(["Chair", "Lamp"]);
    expect(shown.body.res_data.items[0]).toMatchObject({ sinCode: b.sinCode, priceCents: 1000 });

    // Chosen items only, in the chosen order; edits keep the pairing code.
    const edited = await s.call("POST", "/api/tv/devices/save", {
      ...asStore(owner),
      body: {
        id: dev.id,
        name: "Counter",
        layout: "grid",
        itemFilter: "chosen",
        itemNumbers: [a.itemNumber],
        rotationSeconds: 5,
      },
    });
    expect(edited.body.res_data).toMatchObject({
      name: "Counter",
      itemNumbers: [a.itemNumber],
      pairingCode: dev.pairingCode,
    });
    const one = await s.call("GET", "/api/tv/device", { ...asStore(owner), query: { id: dev.id } });
    expect(one.body.res_data.layout).toBe("grid");
    const shown2 = await s.call("GET", "/api/tv/display", {
      query: { device: dev.pairingCode.toLowerCase() },
    });
    expect(shown2.body.res_data.items.map((i: any) => i.itemNumber)).toEqual([a.itemNumber]);

    // Form bodies send the list as itemNumbers[].
    const form = await s.call("POST", "/api/tv/devices/save", {
      ...asStore(owner),
      form: {
        id: String(dev.id),
        name: "Counter",
        layout: "grid",
        itemFilter: "chosen",
        "itemNumbers[]": b.itemNumber,
      },
    });
    expect(form.body.res_data.itemNumbers).toEqual([b.itemNumber]);

    const del = await s.call("POST", "/api/tv/devices/delete", { ...asStore(owner), body: { id: dev.id } });
    expect(del.body.status_code).toBe(Code.OK);
    expect(
      (await s.call("GET", "/api/tv/display", { query: { device: dev.pairingCode } })).body.status_code,
    ).toBe(Code.NOT_FOUND);
    const again = await s.call("POST", "/api/tv/devices/delete", { ...asStore(owner), body: { id: dev.id } });
    expect(again.body.status_code).toBe(Code.NOT_FOUND);
  });

  it("rejects bad input", async () => {
    const { owner } = await storeWithTeam(s);
    const bad = [
      { name: "", layout: "grid" },
      { name: "x".repeat(61), layout: "grid" },
      { name: "TV", layout: "carousel" },
      { name: "TV", layout: "grid", rotationSeconds: 2 },
      { name: "TV", layout: "grid", rotationSeconds: 601 },
      { name: "TV", layout: "grid", itemFilter: "chosen", itemNumbers: [] },
    ];
    for (const body of bad) {
      const r = await s.call("POST", "/api/tv/devices/save", { ...asStore(owner), body });
      expect(r.status, JSON.stringify(body)).toBe(HTTP.BadRequest);
      expect(r.body.status_code).toBe(Code.VALIDATION);
    }
    const short = await s.call("GET", "/api/tv/display", { query: { device: "AB" } });
    expect(short.body.status_code).toBe(Code.VALIDATION);
  });

  it("keeps other stores out (10004), including their items", async () => {
    const one = await storeWithTeam(s, "One");
    const two = await storeWithTeam(s, "Two");
    const dev = (
      await s.call("POST", "/api/tv/devices/save", {
        ...asStore(one.owner),
        body: { name: "TV", layout: "grid" },
      })
    ).body.res_data;
    const theirItem = await createItem(s, { sellerId: two.owner.id, storeId: two.storeId });

    expect(
      (await s.call("GET", "/api/tv/device", { ...asStore(two.owner), query: { id: dev.id } })).body
        .status_code,
    ).toBe(Code.NOT_FOUND);
    const edit = await s.call("POST", "/api/tv/devices/save", {
      ...asStore(two.owner),
      body: { id: dev.id, name: "Mine now", layout: "grid" },
    });
    expect(edit.body.status_code).toBe(Code.NOT_FOUND);
    const del = await s.call("POST", "/api/tv/devices/delete", {
      ...asStore(two.owner),
      body: { id: dev.id },
    });
    expect(del.body.status_code).toBe(Code.NOT_FOUND);
    expect((await s.call("GET", "/api/tv/devices", asStore(two.owner))).body.res_data.total).toBe(0);

    const foreign = await s.call("POST", "/api/tv/devices/save", {
      ...asStore(one.owner),
      body: { name: "TV", layout: "grid", itemFilter: "chosen", itemNumbers: [theirItem.itemNumber] },
    });
    expect(foreign.body.status_code).toBe(Code.NOT_FOUND);
    // Staff of the store may manage its TVs.
    const staff = await s.call("GET", "/api/tv/devices", asStore(one.staff));
    expect(staff.body.res_data.total).toBe(1);
  });
});

describe("GET /api/print/items", () => {
  it("lists the active items of the identity with the QR path", async () => {
    const { owner, ownerPersonal, storeId } = await storeWithTeam(s);
    const storeItem = await createItem(s, { sellerId: owner.id, storeId, title: "Store mug" });
    const mine = await createItem(s, { sellerId: owner.id, title: "My mug" });
    await createItem(s, { sellerId: owner.id, storeId, status: "draft", title: "Draft mug" });
    const storeSheet = await s.call("GET", "/api/print/items", asStore(owner));
    expect(storeSheet.body.status_code).toBe(Code.OK);
    expect(storeSheet.body.res_data.list).toEqual([
      {
        itemNumber: storeItem.itemNumber,
        sinCode: storeItem.sinCode,
        title: "Store mug",
        cover: null,
        priceCents: 1000,
        saleType: "fixed",
        path: `/itemDetail/sinCode/${storeItem.sinCode}`,
      },
    ]);
    const personal = await s.call("GET", "/api/print/items", { token: ownerPersonal.token });
    expect(personal.body.res_data.list.map((i: any) => i.itemNumber)).toEqual([mine.itemNumber]);
    expect((await s.call("GET", "/api/print/items")).status).toBe(HTTP.Unauthorized);
    const bad = await s.call("GET", "/api/print/items", {
      token: ownerPersonal.token,
      query: { currentPage: 0 },
    });
    expect(bad.body.status_code).toBe(Code.VALIDATION);
  });
});

describe("open platform apps", () => {
  const app = {
    name: "Inventory sync",
    redirectUris: ["https://sync.example/cb"],
    scopes: ["items:read", "orders:read"],
  };

  it("creates an app with its secret shown once and stored hashed; rotates; edits; deletes", async () => {
    const { owner } = await storeWithTeam(s);
    const r = await s.call("POST", "/api/platform/apps/save", { ...asStore(owner), body: app });
    expect(r.body.status_code).toBe(Code.OK);
    const created = r.body.res_data;
    expect(created).toMatchObject({ name: "Inventory sync", scopes: ["items:read", "orders:read"] });
    expect(created.clientId).toMatch(/^bnapp_[0-9a-f]{24}$/);
    expect(created.clientSecret).toMatch(/^bnsk_[\w-]{43}$/);
    const [row] = await s.deps.database.db.select().from(platformApps).where(eq(platformApps.id, created.id));
    expect(row!.clientSecretHash).not.toContain(created.clientSecret);
    expect(row!.clientSecretHash).toMatch(/^\$argon2id\$/);
    expect(await verify(row!.clientSecretHash, created.clientSecret)).toBe(true);

    const list = await s.call("GET", "/api/platform/apps", asStore(owner));
    expect(list.body.res_data.total).toBe(1);
    expect(list.body.res_data.list[0]).not.toHaveProperty("clientSecret");
    expect(JSON.stringify(list.body)).not.toContain(created.clientSecret);

    const rotated = await s.call("POST", "/api/platform/apps/rotateSecret", {
      ...asStore(owner),
      body: { id: created.id },
    });
    expect(rotated.body.res_data.clientSecret).toMatch(/^bnsk_/);
    expect(rotated.body.res_data.clientSecret).not.toBe(created.clientSecret);
    expect(rotated.body.res_data.clientId).toBe(created.clientId);
    const [after] = await s.deps.database.db
      .select()
      .from(platformApps)
      .where(eq(platformApps.id, created.id));
    expect(await verify(after!.clientSecretHash, created.clientSecret)).toBe(false);
    expect(await verify(after!.clientSecretHash, rotated.body.res_data.clientSecret)).toBe(true);

    const edited = await s.call("POST", "/api/platform/apps/save", {
      ...asStore(owner),
      body: {
        id: created.id,
        name: "Sync v2",
        redirectUris: ["https://sync.example/v2"],
        scopes: ["store:read"],
      },
    });
    expect(edited.body.res_data).toMatchObject({
      name: "Sync v2",
      clientSecret: null,
      scopes: ["store:read"],
    });

    expect(
      (await s.call("POST", "/api/platform/apps/delete", { ...asStore(owner), body: { id: created.id } }))
        .body.status_code,
    ).toBe(Code.OK);
    expect((await s.call("GET", "/api/platform/apps", asStore(owner))).body.res_data.total).toBe(0);
  });

  it("accepts https redirect URIs and known scopes only", async () => {
    const { owner } = await storeWithTeam(s);
    const bad = [
      { ...app, redirectUris: ["http://sync.example/cb"] },
      { ...app, redirectUris: ["javascript:alert(1)"] },
      { ...app, redirectUris: ["https://sync.example/cb#frag"] },
      { ...app, redirectUris: [] },
      { ...app, scopes: ["admin:everything"] },
      { ...app, scopes: [] },
      { ...app, name: " " },
    ];
    for (const body of bad) {
      const r = await s.call("POST", "/api/platform/apps/save", { ...asStore(owner), body });
      expect(r.status, JSON.stringify(body)).toBe(HTTP.BadRequest);
      expect(r.body.status_code).toBe(Code.VALIDATION);
    }
    // One URI per line from a textarea, scopes as a form list.
    const form = await s.call("POST", "/api/platform/apps/save", {
      ...asStore(owner),
      form: {
        name: "Form app",
        redirectUris: "https://a.example/cb\nhttps://b.example/cb",
        "scopes[]": "items:read",
      },
    });
    expect(form.body.res_data.redirectUris).toEqual(["https://a.example/cb", "https://b.example/cb"]);
  });

  it("keeps other stores out (10004) and staff from managing apps (10003)", async () => {
    const one = await storeWithTeam(s);
    const two = await storeWithTeam(s);
    const created = (await s.call("POST", "/api/platform/apps/save", { ...asStore(one.owner), body: app }))
      .body.res_data;
    for (const [path, body] of [
      ["/api/platform/apps/rotateSecret", { id: created.id }],
      ["/api/platform/apps/delete", { id: created.id }],
      ["/api/platform/apps/save", { ...app, id: created.id }],
    ] as const) {
      expect((await s.call("POST", path, { ...asStore(two.owner), body })).body.status_code, path).toBe(
        Code.NOT_FOUND,
      );
      expect((await s.call("POST", path, { ...asStore(one.staff), body })).body.status_code, path).toBe(
        Code.FORBIDDEN,
      );
    }
    expect((await s.call("GET", "/api/platform/apps", asStore(two.owner))).body.res_data.total).toBe(0);
    expect((await s.call("GET", "/api/platform/apps", asStore(one.staff))).body.res_data.total).toBe(Code.OK);
  });
});

describe("store configurations", () => {
  it("answers the defaults, saves, and keeps each store's own", async () => {
    const one = await storeWithTeam(s);
    const two = await storeWithTeam(s);
    const d = await s.call("GET", "/api/store/configurations", asStore(one.owner));
    expect(d.body.res_data).toEqual({
      defaultSoftCloseSeconds: 300,
      pickupInstructions: "",
      acceptCash: true,
      notifyNewOrder: true,
      notifyChatMessage: true,
      notifyAuctionEnded: true,
      updateTime: null,
    });
    const saved = await s.call("POST", "/api/store/configurations", {
      ...asStore(one.owner),
      form: {
        defaultSoftCloseSeconds: "120",
        pickupInstructions: "  Ring the bell at the back door.  ",
        acceptCash: "false",
        notifyChatMessage: "false",
      },
    });
    expect(saved.body.status_code).toBe(Code.OK);
    expect(saved.body.res_data).toMatchObject({
      defaultSoftCloseSeconds: 120,
      pickupInstructions: "Ring the bell at the back door.",
      acceptCash: false,
      notifyNewOrder: true,
      notifyChatMessage: false,
    });
    expect(typeof saved.body.res_data.updateTime).toBe("number");
    expect(
      (await s.call("GET", "/api/store/configurations", asStore(one.staff))).body.res_data
        .defaultSoftCloseSeconds,
    ).toBe(120);
    expect(
      (await s.call("GET", "/api/store/configurations", asStore(two.owner))).body.res_data
        .defaultSoftCloseSeconds,
    ).toBe(300);
    const staff = await s.call("POST", "/api/store/configurations", {
      ...asStore(one.staff),
      body: { defaultSoftCloseSeconds: 0, acceptCash: true },
    });
    expect(staff.body.status_code).toBe(Code.FORBIDDEN);
  });

  it("rejects bad input", async () => {
    const { owner } = await storeWithTeam(s);
    for (const body of [
      { defaultSoftCloseSeconds: -1, acceptCash: true },
      { defaultSoftCloseSeconds: 3601, acceptCash: true },
      { defaultSoftCloseSeconds: 60 },
      { defaultSoftCloseSeconds: 60, acceptCash: "maybe" },
      { defaultSoftCloseSeconds: 60, acceptCash: true, pickupInstructions: "x".repeat(1001) },
    ]) {
      const r = await s.call("POST", "/api/store/configurations", { ...asStore(owner), body });
      expect(r.status, JSON.stringify(body)).toBe(HTTP.BadRequest);
      expect(r.body.status_code).toBe(Code.VALIDATION);
    }
  });
});

describe("OpenAPI", () => {
  it("documents every store-tool and chat endpoint", async () => {
    const doc = (await s.call("GET", "/api/openapi.json")).body as unknown as {
      paths: Record<string, unknown>;
    };
    for (const p of [
      "/api/tv/devices",
      "/api/tv/devices/save",
      "/api/tv/devices/delete",
      "/api/tv/display",
      "/api/print/items",
      "/api/platform/apps",
      "/api/platform/apps/save",
      "/api/platform/apps/rotateSecret",
      "/api/platform/apps/delete",
      "/api/store/configurations",
      "/api/chat/session",
      "/api/chat/sessions",
      "/api/chat/messages",
      "/api/chat/send",
    ])
      expect(doc.paths[p], p).toBeDefined();
  });
});
