import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "#server/server";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createAuction, HOUR, users } from "./auctions.fixtures.ts";
import { createItem, createUser } from "./fixtures.ts";
import { startSecondServer, startTestServer, type TestServer } from "./harness.ts";
import { openStream, type SseEvent } from "./notifications.fixtures.ts";
import { createCategories, createFile } from "./selling.fixtures.ts";
import { asStore, type StoreActor, storeWithTeam } from "./stores-admin.fixtures.ts";

/** A TV device of the store (all items unless `itemNumbers` are given); returns its pairing code. */
async function addTv(
  s: TestServer,
  owner: StoreActor,
  itemNumbers?: string[],
): Promise<{ id: number; code: string }> {
  const r = await s.call("POST", "/api/tv/devices/save", {
    ...asStore(owner),
    body: {
      name: "Window",
      layout: "grid",
      itemFilter: itemNumbers ? "chosen" : "all",
      itemNumbers: itemNumbers ?? [],
      rotationSeconds: 5,
    },
  });
  expect(r.body.status_code).toBe(Code.OK);
  return { id: r.body.res_data.id, code: r.body.res_data.pairingCode };
}

const itemEvents = (events: SseEvent[], itemNumber: string) =>
  events.filter((e) => e.event === "item" && e.data.item.itemNumber === itemNumber);

describe("the TV stream /rt/tv/{code}/events", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ ACCESS_TOKEN_SECONDS: "864000" });
  });
  afterAll(async () => {
    await s?.close();
  });

  it("answers 404 for a code no device has", async () => {
    const r = await fetch(`${s.url}/rt/tv/NOSUCHCODE/events`);
    expect(r.status).toBe(HTTP.NotFound);
    expect((await r.json()).status_code).toBe(Code.NOT_FOUND);
  });

  it("starts with the display, then carries bids, sales and new prices of the store's items only", async () => {
    const { owner, storeId } = await storeWithTeam(s, "Live Shop");
    const auction = await createAuction(s, owner.id, { storeId, title: "Clock", startPriceCents: 500 });
    const fixed = await createItem(s, { sellerId: owner.id, storeId, title: "Vase", priceCents: 2000 });
    const elsewhere = await createAuction(s, owner.id, { storeId: null, title: "Personal" });
    const tv = await addTv(s, owner);
    const st = await openStream(`${s.url}/rt/tv/${tv.code}/events`);
    expect(st.res.headers.get("content-type")).toContain("text/event-stream");
    const [display] = await st.waitFor("display");
    expect(display!.data.storeName).toBe("Live Shop");
    expect(display!.data.items.map((i: any) => i.itemNumber).sort()).toEqual(
      [auction.itemNumber, fixed.itemNumber].sort(),
    );

    const [a, b] = await users(s, 2);
    const bid = (u: typeof a, itemNumber: string, amountCents: number) =>
      s.call("POST", "/api/item/bid", { token: u!.token, body: { itemNumber, amountCents } });
    expect((await bid(a, elsewhere.itemNumber, 100)).body.status_code).toBe(Code.OK);
    expect((await bid(a, auction.itemNumber, 500)).body.status_code).toBe(Code.OK);
    expect((await bid(b, auction.itemNumber, 700)).body.status_code).toBe(Code.OK);
    await st.waitFor("item", 2);
    const bids = itemEvents(st.events, auction.itemNumber);
    expect(bids.map((e) => [e.data.item.priceCents, e.data.item.bidCount, e.data.live])).toEqual([
      [500, 1, true],
      [700, 2, true],
    ]);
    // Event ids rise, so a TV can resume after the last one it saw.
    expect(Number(bids[1]!.id)).toBeGreaterThan(Number(bids[0]!.id));

    // A fixed-price sale takes the item off the screen.
    const bought = await s.call("POST", "/api/item/buyNow", {
      token: b!.token,
      body: { itemNumber: fixed.itemNumber },
    });
    expect(bought.body.status_code).toBe(Code.OK);
    await st.waitFor("item", 3);
    expect(itemEvents(st.events, fixed.itemNumber).at(-1)!.data.live).toBe(false);

    // The auction closing (the job at its end) takes it off too.
    s.clock.offsetMs += HOUR + 1000;
    await s.deps.jobs.runDue();
    await st.waitFor("item", 4);
    expect(itemEvents(st.events, auction.itemNumber).at(-1)!.data).toMatchObject({ live: false });
    expect(st.events.some((e) => e.event === "item" && e.data.item.itemNumber === elsewhere.itemNumber)).toBe(
      false,
    );
    st.close();
  });

  it("catches up from Last-Event-ID: what happened while away comes before the fresh display", async () => {
    const { owner, storeId } = await storeWithTeam(s, "Catch-up Shop");
    const auction = await createAuction(s, owner.id, { storeId, startPriceCents: 100 });
    const tv = await addTv(s, owner);
    const [a, b] = await users(s, 2);
    const st = await openStream(`${s.url}/rt/tv/${tv.code}/events`);
    await st.waitFor("display");
    await s.call("POST", "/api/item/bid", {
      token: a!.token,
      body: { itemNumber: auction.itemNumber, amountCents: 100 },
    });
    const [seen] = await st.waitFor("item");
    st.close();

    // Offline: a bid lands meanwhile.
    await s.call("POST", "/api/item/bid", {
      token: b!.token,
      body: { itemNumber: auction.itemNumber, amountCents: 300 },
    });
    const again = await openStream(`${s.url}/rt/tv/${tv.code}/events`, { "Last-Event-ID": seen!.id! });
    await again.waitFor("display");
    const kinds = again.events.map((e) => e.event);
    expect(kinds.indexOf("item")).toBeLessThan(kinds.indexOf("display"));
    const missed = again.events.find((e) => e.event === "item")!;
    expect(missed.data.item).toMatchObject({ itemNumber: auction.itemNumber, priceCents: 300, bidCount: 2 });
    expect(Number(missed.id)).toBeGreaterThan(Number(seen!.id));
    const display = again.events.find((e) => e.event === "display")!;
    expect(display.data.items[0]).toMatchObject({ priceCents: 300, bidCount: 2 });
    again.close();
  });

  it("a device of chosen items hears only those, and hears its own edits", async () => {
    const { owner, storeId } = await storeWithTeam(s, "Chosen Shop");
    const shown = await createAuction(s, owner.id, { storeId, startPriceCents: 100 });
    const hidden = await createAuction(s, owner.id, { storeId, startPriceCents: 100 });
    const tv = await addTv(s, owner, [shown.itemNumber]);
    const other = await addTv(s, owner);
    const st = await openStream(`${s.url}/rt/tv/${tv.code}/events`);
    const [display] = await st.waitFor("display");
    expect(display!.data.items.map((i: any) => i.itemNumber)).toEqual([shown.itemNumber]);
    const [a] = await users(s, 1);
    await s.call("POST", "/api/item/bid", {
      token: a!.token,
      body: { itemNumber: hidden.itemNumber, amountCents: 100 },
    });
    await s.call("POST", "/api/item/bid", {
      token: a!.token,
      body: { itemNumber: shown.itemNumber, amountCents: 100 },
    });
    await st.waitFor("item");
    // Another device's edit is not this TV's business; its own is.
    await s.call("POST", "/api/tv/devices/save", {
      ...asStore(owner),
      body: { id: other.id, name: "Other", layout: "slideshow", rotationSeconds: 9 },
    });
    await s.call("POST", "/api/tv/devices/save", {
      ...asStore(owner),
      body: {
        id: tv.id,
        name: "Window",
        layout: "slideshow",
        itemFilter: "chosen",
        itemNumbers: [shown.itemNumber, hidden.itemNumber],
        rotationSeconds: 9,
      },
    });
    const [dev] = await st.waitFor("device");
    expect(dev!.data).toEqual({ id: tv.id, removed: false });
    expect(st.events.filter((e) => e.event === "item").map((e) => e.data.item.itemNumber)).toEqual([
      shown.itemNumber,
    ]);
    expect(st.events.filter((e) => e.event === "device")).toHaveLength(1);
    st.close();
  });

  it("a new listing published by the store joins its TVs", async () => {
    const { owner } = await storeWithTeam(s, "Publishing Shop");
    const tv = await addTv(s, owner);
    const st = await openStream(`${s.url}/rt/tv/${tv.code}/events`);
    await st.waitFor("display");
    const { leafId } = await createCategories(s);
    const photo = await createFile(s, owner.id);
    const draft = await s.call("POST", "/api/item/save", {
      ...asStore(owner),
      body: {
        categoryId: leafId,
        images: [photo],
        title: "Fresh listing",
        description: "Just in",
        condition: "good",
        saleType: "fixed",
        priceCents: 1234,
        city: "Springfield",
        lat: 39.8,
        lng: -89.64,
      },
    });
    expect(draft.body.status_code).toBe(Code.OK);
    const published = await s.call("POST", "/api/item/publish", {
      ...asStore(owner),
      body: { itemNumber: draft.body.res_data.itemNumber, version: draft.body.res_data.version },
    });
    expect(published.body.status_code).toBe(Code.OK);
    const [e] = await st.waitFor("item");
    expect(e!.data).toMatchObject({ live: true, item: { title: "Fresh listing", priceCents: 1234 } });
    st.close();
  });
});

// Two server processes' worth of servers on one PostgreSQL: the TV's stream is served by one, the
// bid is taken by the other. PGlite is one process by nature, so this needs PostgreSQL.
const pg = !!process.env.TEST_DATABASE_URL;
describe.skipIf(!pg)(
  pg
    ? "the TV stream across two server processes on PostgreSQL"
    : "the TV stream across two server processes (skipped: no PostgreSQL; set TEST_DATABASE_URL or run npm run test:pg)",
  () => {
    let s1: TestServer;
    let s2: RunningServer;
    beforeAll(async () => {
      s1 = await startTestServer({ ACCESS_TOKEN_SECONDS: "864000" });
      s2 = await startSecondServer(s1, { ACCESS_TOKEN_SECONDS: "864000" });
    });
    afterAll(async () => {
      await s2?.close();
      await s1?.close();
    });

    it("a bid taken by one process reaches a TV streaming from the other, with the same event ids", async () => {
      const { owner, storeId } = await storeWithTeam(s1, "Two Process Shop");
      const auction = await createAuction(s1, owner.id, { storeId, startPriceCents: 100 });
      const tv = await addTv(s1, owner);
      const on1 = await openStream(`${s1.url}/rt/tv/${tv.code}/events`);
      const on2 = await openStream(`${s2.url}/rt/tv/${tv.code}/events`);
      await on1.waitFor("display");
      await on2.waitFor("display");
      const bidders = [await createUser(s1), await createUser(s1)];
      for (let i = 0; i < 4; i++) {
        const r = await fetch(`${s1.url}/api/item/bid`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${bidders[i % 2]!.token}`,
            platform: "hweb",
          },
          body: JSON.stringify({ itemNumber: auction.itemNumber, amountCents: 100 + i * 100 }),
        }).then((x) => x.json() as Promise<{ status_code: number }>);
        expect(r.status_code).toBe(Code.OK);
      }
      const e2 = await on2.waitFor("item", 4);
      const e1 = await on1.waitFor("item", 4);
      expect(e2.map((e) => e.data.item.priceCents)).toEqual([100, 200, 300, 400]);
      expect(e2.map((e) => e.id)).toEqual(e1.map((e) => e.id));

      // Catch-up from the other process's log.
      const resumed = await openStream(`${s2.url}/rt/tv/${tv.code}/events`, { "Last-Event-ID": e2[1]!.id! });
      await resumed.waitFor("display");
      expect(resumed.events.filter((e) => e.event === "item").map((e) => e.id)).toEqual([
        e2[2]!.id,
        e2[3]!.id,
      ]);
      for (const st of [on1, on2, resumed]) st.close();
    });
  },
);
