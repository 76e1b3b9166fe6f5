import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAuctionJobs } from "#server/modules/auctions/auctions.service";
import { bidderTag } from "#server/modules/catalog/auction-state";
import { JobRunner } from "#server/platform/jobs";
import { watcherCount } from "#server/platform/live-stream";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { bidder, createAuction, HOUR, itemRow } from "./auctions.fixtures.ts";
import { createItem, createStore, createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { openStream } from "./notifications.fixtures.ts";

let s: TestServer;
let seller: TestUser;
let teammate: TestUser;
let storeId: number;
let a: TestUser;
let b: TestUser;
let c: TestUser;

beforeAll(async () => {
  // Tests move the clock by hours: keep access tokens valid meanwhile.
  s = await startTestServer({ ACCESS_TOKEN_SECONDS: "864000" });
  seller = await createUser(s);
  teammate = await createUser(s);
  storeId = await createStore(s, seller.id, "Auction Store", [teammate.id]);
  a = await createUser(s, { userName: "alice7" });
  b = await createUser(s, { userName: "bobby2" });
  c = await createUser(s, { userName: "carol3" });
});
afterAll(async () => {
  await s?.close();
});

async function notifications(u: TestUser) {
  const r = await s.call("GET", "/api/notification/list", { token: u.token, query: { pageSize: 50 } });
  expect(r.body.status_code).toBe(Code.OK);
  return r.body.res_data.list as Array<{
    title: string;
    content: string;
    jumpType: number;
    jumpId: string;
    orderNumber: string | null;
  }>;
}

describe("bidding over HTTP", () => {
  it("bid and auto-bid answer the auction state with isHighBidder; the list is newest first and masked", async () => {
    const item = await createAuction(s, seller.id, { startPriceCents: 100 });
    const n = item.itemNumber;
    const r1 = await bidder(s, a).auto(n, 1000);
    expect(r1.body.status_code).toBe(Code.OK);
    expect(r1.body.res_data).toMatchObject({
      currentPriceCents: 100,
      minNextBidCents: 125,
      bidCount: 1,
      isHighBidder: true,
      reserveMet: true,
      status: "open",
      myMaxAmountCents: 1000,
    });
    const r2 = await bidder(s, b).bid(n, 495);
    expect(r2.body.res_data).toMatchObject({ currentPriceCents: 520, bidCount: 3, isHighBidder: false });
    const list = await s.call("GET", "/api/item/bids", { query: { itemNumber: n } });
    expect(list.body.res_data.total).toBe(3);
    expect(list.body.res_data.list.map((e: any) => [e.bidder, e.amountCents, e.auto])).toEqual([
      ["a***7", 520, true],
      ["b***2", 495, false],
      ["a***7", 100, true],
    ]);
    const page2 = await s.call("GET", "/api/item/bids", {
      query: { itemNumber: n, pageSize: 2, currentPage: 2 },
    });
    expect(page2.body.res_data).toMatchObject({ total: 3, hasNextPage: false });
    expect(page2.body.res_data.list).toHaveLength(1);
    const page1 = await s.call("GET", "/api/item/bids", { query: { itemNumber: n, pageSize: 2 } });
    expect(page1.body.res_data.hasNextPage).toBe(true);
    // The reserve amount never leaves the server.
    expect(JSON.stringify(r2.body)).not.toContain("reservePriceCents");
  });

  it("answers every error code of the rules", async () => {
    const item = await createAuction(s, seller.id, { startPriceCents: 100, buyNowPriceCents: 5000, storeId });
    const n = item.itemNumber;
    const code = async (p: Promise<{ body: { status_code: number; res_data: any } }>) => (await p).body;
    expect((await code(bidder(s, seller).bid(n, 100))).status_code).toBe(Code.OWN_ITEM);
    expect((await code(bidder(s, teammate).bid(n, 100))).status_code).toBe(Code.OWN_ITEM);
    expect((await code(bidder(s, teammate).buyNow(n))).status_code).toBe(Code.OWN_ITEM);
    expect((await code(bidder(s, a).bid(n, 99))).res_data).toEqual({ minNextBidCents: 100 });
    expect((await code(bidder(s, a).bid(n, 99))).status_code).toBe(Code.BID_TOO_LOW);
    expect((await code(bidder(s, a).auto(n, 500))).status_code).toBe(Code.OK);
    expect((await code(bidder(s, a).bid(n, 1000))).status_code).toBe(Code.ALREADY_HIGH_BIDDER);
    expect((await code(bidder(s, a).auto(n, 500))).status_code).toBe(Code.BID_TOO_LOW);
    expect((await code(bidder(s, a).cancel(n))).status_code).toBe(Code.NO_AUTO_BID_TO_CANCEL);
    expect((await code(bidder(s, b).cancel(n))).status_code).toBe(Code.NO_AUTO_BID_TO_CANCEL);
    expect((await code(bidder(s, b).buyNow(n))).status_code).toBe(Code.BUY_NOW_GONE);
    const low = await code(bidder(s, b).auto(n, 110));
    expect(low.status_code).toBe(Code.BID_TOO_LOW);
    expect(low.res_data.minNextBidCents).toBe(125);
    // Not started, ended, withdrawn.
    const later = await createAuction(s, seller.id, {
      startTime: s.clock.now() + HOUR,
      endTime: s.clock.now() + 2 * HOUR,
    });
    expect((await code(bidder(s, a).bid(later.itemNumber, 100))).status_code).toBe(Code.AUCTION_NOT_OPEN);
    const over = await createAuction(s, seller.id, {
      startTime: s.clock.now() - 2 * HOUR,
      endTime: s.clock.now() - 1,
    });
    expect((await code(bidder(s, a).auto(over.itemNumber, 100))).status_code).toBe(Code.AUCTION_NOT_OPEN);
    expect((await code(bidder(s, seller).bid(over.itemNumber, 100))).status_code).toBe(Code.OWN_ITEM);
    const gone = await createAuction(s, seller.id, { status: "withdrawn" });
    expect((await code(bidder(s, seller).bid(gone.itemNumber, 100))).status_code).toBe(Code.ITEM_UNAVAILABLE);
    expect((await code(bidder(s, a).buyNow(gone.itemNumber))).status_code).toBe(Code.ITEM_UNAVAILABLE);
    // Unknown item, bad input, no token.
    expect((await code(bidder(s, a).bid("NOPE123", 100))).status_code).toBe(Code.NOT_FOUND);
    const bad = await s.call("POST", "/api/item/bid", {
      token: a.token,
      body: { itemNumber: n, amountCents: "x" },
    });
    expect(bad.status).toBe(HTTP.BadRequest);
    expect(bad.body.status_code).toBe(Code.VALIDATION);
    const anon = await s.call("POST", "/api/item/bid", { body: { itemNumber: n, amountCents: 1000 } });
    expect(anon.status).toBe(HTTP.Unauthorized);
  });

  it("cancel works only while outbid; entries stay", async () => {
    const n = (await createAuction(s, seller.id, { startPriceCents: 100 })).itemNumber;
    await bidder(s, a).auto(n, 1000);
    const rb = await bidder(s, b).auto(n, 2000);
    expect(rb.body.res_data).toMatchObject({ currentPriceCents: 1050, isHighBidder: true });
    const r = await bidder(s, a).cancel(n);
    expect(r.body).toMatchObject({ status_code: Code.OK, res_data: {} });
    const again = await bidder(s, a).cancel(n);
    expect(again.body.status_code).toBe(Code.NO_AUTO_BID_TO_CANCEL);
    const row = await itemRow(s, n);
    expect(row.bidCount).toBe(2);
    expect(row.currentPriceCents).toBe(1050);
  });

  it("a replayed Idempotency-Key returns the first answer and places nothing", async () => {
    const n = (await createAuction(s, seller.id, { startPriceCents: 100 })).itemNumber;
    const key = randomUUID();
    const first = await bidder(s, a).bid(n, 300, { "Idempotency-Key": key });
    expect(first.body.res_data.bidCount).toBe(1);
    const second = await bidder(s, a).bid(n, 300, { "Idempotency-Key": key });
    expect(second.body.status_code).toBe(Code.OK);
    expect(second.body.res_data).toEqual(first.body.res_data);
    expect((await itemRow(s, n)).bidCount).toBe(1);
    // Without the key the leader is refused.
    expect((await bidder(s, a).bid(n, 300)).body.status_code).toBe(Code.ALREADY_HIGH_BIDDER);
  });

  it("the same fields as a form replay a JSON request's key; other fields are 10009", async () => {
    const n = (await createAuction(s, seller.id, { startPriceCents: 100 })).itemNumber;
    const key = randomUUID();
    const first = await bidder(s, a).bid(n, 300, { "Idempotency-Key": key });
    expect(first.body.status_code).toBe(Code.OK);
    const asForm = await s.call("POST", "/api/item/bid", {
      token: a.token,
      form: { itemNumber: n, amountCents: "300" },
      headers: { "Idempotency-Key": key },
    });
    expect(asForm.body.status_code).toBe(Code.OK);
    expect(asForm.body.res_data).toEqual(first.body.res_data);
    const other = await s.call("POST", "/api/item/bid", {
      token: a.token,
      form: { itemNumber: n, amountCents: "400" },
      headers: { "Idempotency-Key": key },
    });
    expect(other.body.status_code).toBe(Code.CONFLICT);
    expect((await itemRow(s, n)).bidCount).toBe(1);
  });

  it("notifies the previous leader when outbid", async () => {
    const item = await createAuction(s, seller.id, { startPriceCents: 100, title: "Outbid lamp" });
    await bidder(s, a).bid(item.itemNumber, 100);
    await bidder(s, b).bid(item.itemNumber, 200);
    const mine = (await notifications(a)).filter((x) => x.jumpId === item.itemNumber);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ jumpType: 8, jumpId: item.itemNumber });
    expect((await notifications(b)).filter((x) => x.jumpId === item.itemNumber)).toHaveLength(0);
  });
});

describe("ending soon", () => {
  it("tells the watchers and the bidders once, 15 minutes before the end, never the seller", async () => {
    const item = await createAuction(s, seller.id, {
      startPriceCents: 100,
      endTime: s.clock.now() + HOUR,
      title: "Ending soon clock",
    });
    const n = item.itemNumber;
    const watched = await s.call("POST", "/api/item/watch", {
      token: c.token,
      body: { itemNumber: n, watch: true },
    });
    expect(watched.body.status_code).toBe(Code.OK);
    expect((await bidder(s, a).bid(n, 250)).body.status_code).toBe(Code.OK);
    await s.call("POST", "/api/item/watch", { token: seller.token, body: { itemNumber: n, watch: true } });
    const endingSoon = async (u: TestUser) =>
      (await notifications(u)).filter((x) => x.jumpId === n && x.title === "Auction ending soon");

    // A minute before the notice is due: nothing yet.
    s.clock.offsetMs += HOUR - 16 * 60_000;
    await s.deps.jobs.runDue();
    expect(await endingSoon(a)).toHaveLength(0);

    s.clock.offsetMs += 60_000;
    await s.deps.jobs.runDue();
    await s.deps.jobs.runDue();
    for (const u of [a, c]) {
      const notices = await endingSoon(u);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ jumpType: 8, jumpId: n });
    }
    expect(await endingSoon(seller)).toHaveLength(0);
    expect(await endingSoon(b)).toHaveLength(0);
    expect((await endingSoon(c))[0]!.content).toBe(
      `"Ending soon clock" ends in about 15 minutes. The price is $2.50.`,
    );
  });
});

describe("soft close and closing", () => {
  it("extends the end time, reschedules the close, closes once at the new end with an order", async () => {
    const item = await createAuction(s, seller.id, {
      startPriceCents: 100,
      reservePriceCents: 500,
      endTime: s.clock.now() + 10 * 60_000,
      title: "Soft close clock",
    });
    const n = item.itemNumber;
    const end0 = item.endTime!;
    await bidder(s, a).auto(n, 2000);
    s.clock.offsetMs += 8 * 60_000; // 2 minutes left
    // The new end is five minutes after the bid, whenever between sending and answer it landed.
    const sent = s.clock.now();
    const r = await bidder(s, b).bid(n, 600);
    const answered = s.clock.now();
    const extended = r.body.res_data.endTime;
    expect(extended).toBeGreaterThan(end0);
    expect(extended).toBeGreaterThanOrEqual(sent + 300_000);
    expect(extended).toBeLessThanOrEqual(answered + 300_000);
    // At the old end nothing closes.
    s.clock.offsetMs += end0 - s.clock.now() + 1;
    await s.deps.jobs.runDue();
    expect((await itemRow(s, n)).closedAt).toBeNull();
    expect((await bidder(s, c).bid(n, 2100)).body.status_code).toBe(Code.OK); // still open; extends again
    const end2 = (await itemRow(s, n)).endTime!;
    s.clock.offsetMs += end2 - s.clock.now() + 1;
    await s.deps.jobs.runDue();
    await s.deps.jobs.runDue();
    const row = await itemRow(s, n);
    expect(row.status).toBe("sold");
    expect(row.closedAt).not.toBeNull();
    expect(row.leaderId).toBe(c.id);
    expect(row.currentPriceCents).toBe(2100);
    const won = (await notifications(c)).filter((x) => x.jumpType === 16);
    expect(won.length).toBe(1);
    expect(typeof won[0]!.orderNumber).toBe("string");
    expect(won[0]!.orderNumber!.length).toBeGreaterThan(0);
    expect(
      (await notifications(seller)).some((x) => x.jumpType === 15 && x.orderNumber === won[0]!.orderNumber),
    ).toBe(true);
    expect((await notifications(a)).some((x) => x.jumpId === n && x.title === "Auction ended")).toBe(true);
    expect((await bidder(s, a).bid(n, 5000)).body.status_code).toBe(Code.ITEM_UNAVAILABLE);
  });

  it("closes exactly once even with two runners at the same time; unsold below the reserve", async () => {
    const item = await createAuction(s, seller.id, { startPriceCents: 100, reservePriceCents: 10_000 });
    await bidder(s, a).bid(item.itemNumber, 500);
    const other = new JobRunner(s.deps.database, s.clock, s.deps.log, 1000);
    registerAuctionJobs({ ...s.deps, jobs: other });
    s.clock.offsetMs += HOUR + 1000;
    await Promise.all([s.deps.jobs.runDue(), other.runDue(), s.deps.jobs.runDue()]);
    await s.deps.jobs.runDue();
    const row = await itemRow(s, item.itemNumber);
    expect(row.status).toBe("ended");
    const unsold = (await notifications(seller)).filter((x) => x.jumpId === item.itemNumber);
    expect(unsold).toHaveLength(1);
    expect((await bidder(s, b).bid(item.itemNumber, 1000)).body.status_code).toBe(Code.AUCTION_NOT_OPEN);
  });
});

describe("buy now", () => {
  it("buys an auction out at the buy-now price and a fixed-price item at its price", async () => {
    const item = await createAuction(s, seller.id, {
      startPriceCents: 100,
      reservePriceCents: 1000,
      buyNowPriceCents: 3000,
    });
    await bidder(s, a).bid(item.itemNumber, 200); // below the reserve: still offered
    const r = await bidder(s, b).buyNow(item.itemNumber);
    expect(r.body.status_code).toBe(Code.OK);
    expect(typeof r.body.res_data.orderNumber).toBe("string");
    expect(r.body.res_data.orderNumber.length).toBeGreaterThan(0);
    const row = await itemRow(s, item.itemNumber);
    expect(row.status).toBe("sold");
    expect(row.currentPriceCents).toBe(3000);
    expect((await bidder(s, c).buyNow(item.itemNumber)).body.status_code).toBe(Code.ITEM_UNAVAILABLE);
    const fixed = await createItem(s, { sellerId: seller.id, priceCents: 1500 });
    const f = await bidder(s, c).buyNow(fixed.itemNumber);
    expect(f.body.status_code).toBe(Code.OK);
    expect(f.body.res_data.orderNumber.length).toBeGreaterThan(0);
    expect((await itemRow(s, fixed.itemNumber)).status).toBe("sold");
    expect((await bidder(s, a).buyNow(fixed.itemNumber)).body.status_code).toBe(Code.ITEM_UNAVAILABLE);
  });
});

describe("live events", () => {
  it("streams the state first, then every change; Last-Event-ID replays what was missed", async () => {
    const item = await createAuction(s, seller.id, { startPriceCents: 100 });
    const url = `${s.url}/rt/items/${item.itemNumber}/events`;
    const st = await openStream(url);
    expect(st.res.headers.get("content-type")).toContain("text/event-stream");
    const [first] = await st.waitFor("auction");
    expect(first!.data).toMatchObject({ itemNumber: item.itemNumber, currentPriceCents: 100, bidCount: 0 });
    await bidder(s, a).bid(item.itemNumber, 100);
    await bidder(s, b).bid(item.itemNumber, 200);
    const got = await st.waitFor("auction", 3);
    // The leader by their tag on this item (what /item/myBids tells them), never by user id.
    const tagB = bidderTag(s.deps, item.itemNumber, b.id);
    expect(got[2]!.data).toMatchObject({ currentPriceCents: 200, bidCount: 2, leaderTag: tagB });
    expect(got[1]!.data.leaderTag).toBe(bidderTag(s.deps, item.itemNumber, a.id));
    expect(tagB).not.toBe(bidderTag(s.deps, "OTHER", b.id));
    expect(JSON.stringify(got.map((e) => e.data))).not.toMatch(/"[A-Za-z]*[Ii]d":/);
    const mine = await s.call("GET", "/api/item/myBids", { token: b.token, query: { type: "all" } });
    expect(mine.body.res_data.list[0]).toMatchObject({
      item: { itemNumber: item.itemNumber },
      bidderTag: tagB,
    });
    const q = { itemNumber: item.itemNumber };
    const seen = await s.call("GET", "/api/item/detail", { token: b.token, query: q });
    expect(seen.body.res_data.myBidderTag).toBe(tagB);
    const anonymous = (await s.call("GET", "/api/item/detail", { query: q })).body.res_data;
    expect(anonymous.myBidderTag).toBeNull();
    // The leader's tag is public, as on the stream.
    expect(anonymous.leaderTag).toBe(tagB);
    const lastId = got[1]!.id!;
    st.close();
    await bidder(s, a).bid(item.itemNumber, 300);
    const again = await openStream(url, { "Last-Event-ID": lastId });
    const replayed = await again.waitFor("auction", 3);
    expect(replayed.map((e) => e.data.currentPriceCents)).toEqual([200, 300, 300]);
    expect(replayed[0]!.id).toBeDefined();
    again.close();
    // Closed streams leave the hub (the last one drops its bus subscription).
    for (let i = 0; i < 50 && watcherCount(s.deps, `item:${item.itemNumber}`) > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(watcherCount(s.deps, `item:${item.itemNumber}`)).toBe(0);
    expect(s.deps.bus.listenerCount(`item:${item.itemNumber}`)).toBe(0);
    const missing = await fetch(`${s.url}/rt/items/NOPE/events`);
    expect(missing.status).toBe(HTTP.NotFound);
  });
});

describe("my bids", () => {
  it("lists leading, outbid, won and lost", async () => {
    const u = await createUser(s);
    const v = await createUser(s);
    const one = await createAuction(s, seller.id, { startPriceCents: 100 });
    const two = await createAuction(s, seller.id, { startPriceCents: 100 });
    await bidder(s, u).bid(one.itemNumber, 100);
    await bidder(s, u).bid(two.itemNumber, 100);
    await bidder(s, v).bid(two.itemNumber, 200);
    const types = async (type: string) =>
      (await s.call("GET", "/api/item/myBids", { token: u.token, query: { type } })).body.res_data;
    expect((await types("leading")).list.map((x: any) => x.item.itemNumber)).toEqual([one.itemNumber]);
    expect((await types("outbid")).list.map((x: any) => x.item.itemNumber)).toEqual([two.itemNumber]);
    const all = await types("all");
    expect(all.total).toBe(2);
    expect(all.list[0]).toMatchObject({ state: expect.any(String), auction: { status: "open" } });
    s.clock.offsetMs += HOUR + 1000;
    await s.deps.jobs.runDue();
    expect((await types("won")).list.map((x: any) => x.item.itemNumber)).toEqual([one.itemNumber]);
    expect((await types("lost")).list.map((x: any) => x.item.itemNumber)).toEqual([two.itemNumber]);
    expect((await types("leading")).total).toBe(0);
  });
});
