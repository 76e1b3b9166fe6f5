import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items, notifications } from "#server/db/schema/index";
import { matchNewListing } from "#server/modules/search/saved-searches.service";
import type { RunningServer } from "#server/server";
import { Code } from "#shared/codes";
import { JumpType } from "#shared/jump-types";
import { HTTP } from "../http-status.ts";
import { createUser, type TestUser } from "./fixtures.ts";
import { startSecondServer, startTestServer, type TestServer } from "./harness.ts";
import { startPushService, type TestPushService } from "./push-service.ts";
import { itemRow, publishListing } from "./selling.fixtures.ts";

const HOUR = 3600_000;
let s: TestServer;
let ps: TestPushService;

beforeAll(async () => {
  [s, ps] = await Promise.all([startTestServer({ ACCESS_TOKEN_SECONDS: "864000" }), startPushService()]);
  s.deps.pushAgent = ps.agent;
});
afterAll(async () => {
  await Promise.all([s?.close(), ps?.close()]);
});

/** Post a fixed-price listing through the real save + publish calls (which queue the match). */
const publish = (seller: TestUser, fields: Record<string, unknown> = {}) =>
  publishListing(s, seller, {
    title: "Canon EOS camera",
    description: "Two batteries",
    categoryId: 103,
    priceCents: 25_000,
    ...fields,
  });

const alertsOf = (u: TestUser) =>
  s.deps.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, u.id), eq(notifications.jumpType, JumpType.SAVED_SEARCH)));

async function saveSearch(u: TestUser, body: Record<string, unknown>) {
  const r = await s.call("POST", "/api/savedSearch/save", { token: u.token, body });
  expect(r.body.status_code, JSON.stringify(r.body)).toBe(Code.OK);
  return r.body.res_data as { id: number; path: string; name: string; alerts: boolean };
}

describe("saved searches", () => {
  it("saves, lists (one row per query), toggles and deletes; another user's is 10004", async () => {
    const u = await createUser(s);
    const other = await createUser(s);
    const a = await saveSearch(u, { q: " camera ", cid: 103, maxPriceCents: 50_000, condition: "" });
    expect(a).toMatchObject({
      alerts: true,
      path: "/itemSearch?q=camera&cid=103&maxPriceCents=50000&radiusKm=any",
      name: "“camera” · Cameras & Photo · up to $500.00",
      query: { q: "camera", cid: 103, maxPriceCents: 50_000 },
    });
    const again = await saveSearch(u, { maxPriceCents: "50000", cid: "103", q: "camera" });
    expect(again.id).toBe(a.id);
    await saveSearch(u, { q: "bike" });
    const list = await s.call("GET", "/api/savedSearch/list", { token: u.token });
    expect(list.body.res_data.total).toBe(2);
    expect(list.body.res_data.list[0].query).toEqual({ q: "bike" });

    const off = await s.call("POST", "/api/savedSearch/alerts", {
      token: u.token,
      body: { id: a.id, alerts: false },
    });
    expect(off.body.res_data.alerts).toBe(false);
    const theirs = await s.call("POST", "/api/savedSearch/alerts", {
      token: other.token,
      body: { id: a.id, alerts: true },
    });
    expect(theirs.body.status_code).toBe(Code.NOT_FOUND);
    expect(
      (await s.call("POST", "/api/savedSearch/delete", { token: other.token, body: { id: a.id } })).body
        .status_code,
    ).toBe(Code.NOT_FOUND);
    expect(
      (await s.call("POST", "/api/savedSearch/delete", { token: u.token, body: { id: a.id } })).body
        .status_code,
    ).toBe(Code.OK);
    expect((await s.call("GET", "/api/savedSearch/list", { token: u.token })).body.res_data.total).toBe(
      Code.OK,
    );
    expect((await s.call("GET", "/api/savedSearch/list")).status).toBe(HTTP.Unauthorized);
    const bad = await s.call("POST", "/api/savedSearch/save", { token: u.token, body: { cid: "x" } });
    expect(bad.body.status_code).toBe(Code.VALIDATION);
    expect(bad.body.res_data.errors[0].path).toBe("cid");
    // In the OpenAPI document with the search answer's new fields.
    const doc = (await s.call("GET", "/api/openapi.json")).body as any;
    for (const p of ["save", "list", "alerts", "delete"])
      expect(doc.paths).toHaveProperty(`/api/savedSearch/${p}`);
    expect(JSON.stringify(doc.paths["/api/search/items"])).toContain("suggestion");
  });

  it("alerts once per new match (row + Web Push opening the search), at most once an hour, never twice", async () => {
    const buyer = await createUser(s);
    const seller = await createUser(s);
    const sub = ps.createSubscription();
    await s.call("POST", "/api/push/subscribe", { token: buyer.token, body: sub.json });
    const saved = await saveSearch(buyer, { q: "camera", maxPriceCents: 50_000 });

    // Not a match: over the price.
    await publish(seller, { priceCents: 90_000 });
    await s.deps.jobs.runDue();
    expect(await alertsOf(buyer)).toHaveLength(0);

    const itemNumber = await publish(seller);
    await s.deps.jobs.runDue();
    const rows = await alertsOf(buyer);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.content).toContain("Canon EOS camera");
    expect(rows[0]!.jumpId).toBe("q=camera&maxPriceCents=50000&radiusKm=any");
    const pushed = ps.received.filter((p) => p.subscriptionId === sub.id);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.payload.url).toBe(saved.path);
    expect(pushed[0]!.payload.notificationId).toBe(rows[0]!.id);

    // The same listing matched again (a replayed job) sends nothing more.
    const item = await itemRow(s, itemNumber);
    s.clock.offsetMs += 2 * HOUR;
    expect(await s.deps.database.db.transaction((tx) => matchNewListing(s.deps, tx, item.id))).toBe(0);

    // Within the hour after an alert, a second match is held back; after it, one goes out.
    await publish(seller, { title: "Nikon camera" });
    await s.deps.jobs.runDue();
    expect(await alertsOf(buyer)).toHaveLength(2);
    await publish(seller, { title: "Pentax camera" });
    await s.deps.jobs.runDue();
    expect(await alertsOf(buyer)).toHaveLength(2);
    s.clock.offsetMs += HOUR + 1000;
    await publish(seller, { title: "Olympus camera" });
    await s.deps.jobs.runDue();
    expect((await alertsOf(buyer)).map((n) => n.content.split(" for ")[0])).toContain("Olympus camera");
    expect(await alertsOf(buyer)).toHaveLength(3);
  });

  it("labels each saved search in the request's language; the query's own words stay as typed", async () => {
    const u = await createUser(s);
    const zh = { "accept-language": "zh-CN,zh;q=0.9,en;q=0.8" };
    const en = { "accept-language": "en-US,en;q=0.9" };
    const full = {
      q: "camera 相机",
      cid: 103,
      condition: "like_new",
      type: "auction",
      minPriceCents: 1000,
      lat: 39.8,
      lng: -89.64,
      radiusKm: 25,
    };
    const saved = await s.call("POST", "/api/savedSearch/save", { token: u.token, body: full, headers: zh });
    expect(saved.body.res_data.name).toBe(
      "“camera 相机” · 相机和摄影器材 · 几乎全新 · 最低 $10.00 · 拍卖 · 25 公里以内",
    );
    // Saved with a radius, it opens with that radius (one saved without opens from anywhere, above).
    expect(saved.body.res_data.path).toMatch(/[?&]radiusKm=25$/);
    await s.call("POST", "/api/savedSearch/save", {
      token: u.token,
      body: { type: "fixed", maxPriceCents: 50_000 },
    });
    await s.call("POST", "/api/savedSearch/save", { token: u.token, body: {} });
    const names = async (headers: Record<string, string>) => {
      const r = await s.call("GET", "/api/savedSearch/list", { token: u.token, headers });
      expect(r.body.status_code, JSON.stringify(r.body)).toBe(Code.OK);
      return (r.body.res_data.list as { name: string }[]).map((x) => x.name);
    };
    const zhNames = await names(zh);
    expect(zhNames).toEqual([
      "全部宝贝",
      "最高 $500.00 · 一口价",
      "“camera 相机” · 相机和摄影器材 · 几乎全新 · 最低 $10.00 · 拍卖 · 25 公里以内",
    ]);
    // No English word of the UI: only the query, as typed, has Latin letters.
    for (const n of zhNames) expect(n.replace("“camera 相机”", "")).not.toMatch(/[A-Za-z]/);
    expect(await names(en)).toEqual([
      "Everything",
      "up to $500.00 · Fixed price",
      "“camera 相机” · Cameras & Photo · Like new · from $10.00 · Auction · within 25 km",
    ]);
    // Without a language named: the user's saved one (here none, so English), as for messages.
    expect((await names({}))[0]).toBe("Everything");
    await s.call("POST", "/api/user/updateProfile", { token: u.token, body: { locale: "zh" } });
    expect((await names({}))[0]).toBe("全部宝贝");
    // Turning alerts off answers the saved search in the request's language too.
    const off = await s.call("POST", "/api/savedSearch/alerts", {
      token: u.token,
      body: { id: saved.body.res_data.id, alerts: false },
      headers: en,
    });
    expect(off.body.res_data.name).toBe(
      "“camera 相机” · Cameras & Photo · Like new · from $10.00 · Auction · within 25 km",
    );
  });

  it("shows a new-match notice's label in the reader's language (list, push), old notices too", async () => {
    const buyer = await createUser(s, { locale: "zh" });
    const seller = await createUser(s);
    const sub = ps.createSubscription();
    await s.call("POST", "/api/push/subscribe", { token: buyer.token, body: sub.json });
    await saveSearch(buyer, {
      q: "camera",
      cid: 103,
      condition: "good",
      type: "fixed",
      maxPriceCents: 50_000,
    });
    await publish(seller);
    await s.deps.jobs.runDue();
    const [row] = await alertsOf(buyer);
    // Stored in English, as every notice.
    expect(row!.content).toBe(
      "Canon EOS camera for $250.00 matches “camera” · Cameras & Photo · Good · up to $500.00 · Fixed price.",
    );
    const list = async (headers: Record<string, string> = {}) => {
      const r = await s.call("GET", "/api/notification/list", {
        token: buyer.token,
        query: { currentPage: 1, pageSize: 10 },
        headers,
      });
      expect(r.body.status_code, JSON.stringify(r.body)).toBe(Code.OK);
      return r.body.res_data.list[0] as { title: string; content: string };
    };
    const zhText =
      "Canon EOS camera（$250.00）符合你保存的搜索：“camera” · 相机和摄影器材 · 成色良好 · 最高 $500.00 · 一口价。";
    // The buyer's saved language, and a request in Chinese.
    expect(await list()).toEqual(expect.objectContaining({ title: "你保存的搜索有新匹配", content: zhText }));
    expect((await list({ "accept-language": "zh-CN" })).content).toBe(zhText);
    expect((await list({ "accept-language": "en-US" })).content).toBe(row!.content);
    // The push went out in the buyer's language.
    const pushed = ps.received.filter((p) => p.subscriptionId === sub.id);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.payload).toMatchObject({ title: "你保存的搜索有新匹配", body: zhText });

    // A notice written before labels were localized (the same English row) reads in Chinese too.
    await s.deps.database.db.insert(notifications).values({
      userId: buyer.id,
      title: "New match for your saved search",
      content: "Brass lamp matches “lamp” · Home & Garden · Auction.",
      isRead: false,
      createDate: s.deps.clock.now() + 1000,
      jumpType: JumpType.SAVED_SEARCH,
      jumpId: "q=lamp&cid=2&type=auction",
    });
    expect((await list()).content).toBe("Brass lamp 符合你保存的搜索：“lamp” · 家居园艺 · 拍卖。");
  });

  it("finds a match through the category and synonyms, not only the title", async () => {
    const buyer = await createUser(s);
    const seller = await createUser(s);
    await saveSearch(buyer, { q: "camera" });
    await publish(seller, { title: "Sony a6400 body", description: "Barely used" });
    await s.deps.jobs.runDue();
    expect(await alertsOf(buyer)).toHaveLength(1);
  });

  it("sends nothing for a listing withdrawn before matching, to its seller, or with alerts off", async () => {
    const buyer = await createUser(s);
    const seller = await createUser(s);
    const quiet = await createUser(s);
    await saveSearch(buyer, { q: "tripod" });
    await saveSearch(seller, { q: "tripod" });
    const off = await saveSearch(quiet, { q: "tripod" });
    await s.call("POST", "/api/savedSearch/alerts", {
      token: quiet.token,
      body: { id: off.id, alerts: false },
    });

    const n = await publish(seller, { title: "Carbon tripod" });
    const withdrawn = await s.call("POST", "/api/item/withdraw", {
      token: seller.token,
      body: { itemNumber: n },
    });
    expect(withdrawn.body.status_code).toBe(Code.OK);
    await s.deps.jobs.runDue();
    expect(await alertsOf(buyer)).toHaveLength(0);

    await publish(seller, { title: "Aluminium tripod" });
    await s.deps.jobs.runDue();
    expect(await alertsOf(buyer)).toHaveLength(1);
    expect(await alertsOf(seller)).toHaveLength(0);
    expect(await alertsOf(quiet)).toHaveLength(0);
  });
});

// Two server processes' worth of servers (each with its own pool and job runner) on one
// PostgreSQL database; PGlite is one process by nature, so this needs PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "saved-search alerts with two servers on one PostgreSQL",
  () => {
    let s2: RunningServer;
    beforeAll(async () => {
      s2 = await startSecondServer(s);
    });
    afterAll(async () => {
      await s2?.close();
    });

    it("sends one alert, never the same twice, whichever process runs the matching", async () => {
      const buyer = await createUser(s);
      const seller = await createUser(s);
      await saveSearch(buyer, { q: "gimbal" });
      for (const t of ["Gimbal stabiliser", "Phone gimbal", "Camera gimbal"])
        await publish(seller, { title: t });
      await Promise.all([
        s.deps.jobs.runDue(),
        s2.deps.jobs.runDue(),
        s.deps.jobs.runDue(),
        s2.deps.jobs.runDue(),
      ]);
      expect(await alertsOf(buyer)).toHaveLength(1);
      // Replaying every match on both processes at once changes nothing.
      const ids = await Promise.all(
        ["Gimbal stabiliser", "Phone gimbal", "Camera gimbal"].map(async (t) => {
          const [row] = await s.deps.database.db.select().from(items).where(eq(items.title, t));
          return row!.id;
        }),
      );
      s.clock.offsetMs += 2 * HOUR;
      await Promise.all(
        ids.flatMap((id) => [
          s.deps.database.db.transaction((tx) => matchNewListing(s.deps, tx, id)),
          s2.deps.database.db.transaction((tx) => matchNewListing(s2.deps, tx, id)),
        ]),
      );
      // The listing already alerted is not sent again; of the two held back, which are new to this
      // saved search, exactly one goes out (the hour's allowance), whichever process got there first.
      const rows = await alertsOf(buyer);
      expect(rows).toHaveLength(2);
      expect(new Set(rows.map((r) => r.content)).size).toBe(2);
    });
  },
);
