import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { jobs, pushSubscriptions, serverKeys } from "#server/db/schema/index";
import { type NotifyInput, notify } from "#server/modules/notifications/notifications.service";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { startPushService, type TestPushService } from "./push-service.ts";

let s: TestServer;
let ps: TestPushService;
beforeAll(async () => {
  [s, ps] = await Promise.all([startTestServer(), startPushService()]);
  // The server trusts the test push service's self-signed certificate through an injected agent.
  s.deps.pushAgent = ps.agent;
});
afterAll(async () => {
  await Promise.all([s?.close(), ps?.close()]);
});

async function subscribedUser() {
  const u = await createUser(s);
  const sub = ps.createSubscription();
  const r = await s.call("POST", "/api/push/subscribe", { token: u.token, body: sub.json });
  expect(r.body.status_code).toBe(Code.OK);
  return { u, sub };
}

async function notifyAndRun(u: TestUser, input: Partial<NotifyInput> = {}) {
  await s.deps.database.db.transaction((tx) =>
    notify(s.deps, tx, {
      userId: u.id,
      title: "Hello",
      content: "World",
      jumpType: 8,
      jumpId: "ITEM1",
      ...input,
    }),
  );
  await s.deps.jobs.runDue();
}

const pushesTo = (subscriptionId: string) => ps.received.filter((r) => r.subscriptionId === subscriptionId);
const subRow = async (endpoint: string) =>
  (
    await s.deps.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))
  )[0];

describe("GET /api/push/vapidPublicKey", () => {
  it("answers a P-256 public key, generated once into the database (shared by every process)", async () => {
    const r = await s.call("GET", "/api/push/vapidPublicKey");
    expect(r.body.status_code).toBe(Code.OK);
    const key = Buffer.from(r.body.res_data.publicKey, "base64url");
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
    const [row] = await s.deps.database.db.select().from(serverKeys).where(eq(serverKeys.purpose, "vapid"));
    expect(JSON.parse(row!.material).publicKey).toBe(r.body.res_data.publicKey);
    expect(fs.existsSync(path.join(s.deps.env.DATA_DIR, "keys"))).toBe(false);
    const again = await s.call("GET", "/api/push/vapidPublicKey");
    expect(again.body.res_data.publicKey).toBe(r.body.res_data.publicKey);
  });

  it("uses VAPID keys and subject from the environment when given", async () => {
    const keys = webpush.generateVAPIDKeys();
    const s2 = await startTestServer({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: "mailto:ops@market.example",
    });
    try {
      s2.deps.pushAgent = ps.agent;
      const r = await s2.call("GET", "/api/push/vapidPublicKey");
      expect(r.body.res_data.publicKey).toBe(keys.publicKey);
      expect(fs.existsSync(path.join(s2.deps.env.DATA_DIR, "keys", "vapid.json"))).toBe(false);
      const u = await createUser(s2);
      const sub = ps.createSubscription();
      await s2.call("POST", "/api/push/subscribe", { token: u.token, body: sub.json });
      await notify(s2.deps, s2.deps.database.db, { userId: u.id, title: "T", content: "C", jumpType: 8 });
      await s2.deps.jobs.runDue();
      const [got] = pushesTo(sub.id);
      expect(got?.error).toBeNull();
      expect(got!.vapid!.k).toBe(keys.publicKey);
      expect(got!.vapid!.claims.sub).toBe("mailto:ops@market.example");
    } finally {
      await s2.close();
    }
  });
});

describe("POST /api/push/subscribe and unsubscribe", () => {
  it("needs a signed-in user", async () => {
    const sub = ps.createSubscription();
    expect((await s.call("POST", "/api/push/subscribe", { body: sub.json })).status).toBe(HTTP.Unauthorized);
    expect((await s.call("POST", "/api/push/unsubscribe", { body: { endpoint: "x" } })).status).toBe(
      HTTP.Unauthorized,
    );
  });

  it("rejects non-https endpoints and malformed keys with 400 / 10001", async () => {
    const u = await createUser(s);
    const good = ps.createSubscription().json;
    const bad = [
      { ...good, endpoint: good.endpoint.replace("https:", "http:") },
      { ...good, endpoint: "not a url" },
      { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(10).toString("base64url") } },
      {
        ...good,
        keys: {
          ...good.keys,
          p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]).toString("base64url"),
        },
      },
      { ...good, keys: { ...good.keys, auth: "***" } },
      { ...good, keys: undefined },
      { endpoint: good.endpoint },
    ];
    for (const body of bad) {
      const r = await s.call("POST", "/api/push/subscribe", { token: u.token, body });
      expect(r.status, JSON.stringify(body)).toBe(HTTP.BadRequest);
      expect(r.body.status_code).toBe(Code.VALIDATION);
    }
    const rows = await s.deps.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, u.id));
    expect(rows).toHaveLength(0);
  });

  it("upserts by endpoint and re-binds an endpoint to the user who subscribed last", async () => {
    const a = await createUser(s);
    const b = await createUser(s);
    const sub = ps.createSubscription();
    await s.call("POST", "/api/push/subscribe", { token: a.token, body: sub.json });
    await s.call("POST", "/api/push/subscribe", { token: a.token, body: sub.json });
    expect((await subRow(sub.json.endpoint))!.userId).toBe(a.id);
    const rebound = await s.call("POST", "/api/push/subscribe", { token: b.token, body: sub.json });
    expect(rebound.body.status_code).toBe(Code.OK);
    const rows = await s.deps.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, sub.json.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(b.id);

    // A's notifications no longer reach that browser.
    await notifyAndRun(a);
    expect(pushesTo(sub.id)).toHaveLength(0);
    await notifyAndRun(b);
    expect(pushesTo(sub.id)).toHaveLength(1);
  });

  it("accepts form-encoded subscriptions with flat keys", async () => {
    const u = await createUser(s);
    const sub = ps.createSubscription();
    const r = await s.call("POST", "/api/push/subscribe", {
      token: u.token,
      form: { endpoint: sub.json.endpoint, p256dh: sub.json.keys.p256dh, auth: sub.json.keys.auth },
    });
    expect(r.body.status_code).toBe(Code.OK);
    expect((await subRow(sub.json.endpoint))!.p256dh).toBe(sub.json.keys.p256dh);
  });

  it("unsubscribes the caller's endpoint; another user's is 10004; unknown is fine", async () => {
    const { u, sub } = await subscribedUser();
    const other = await createUser(s);
    const theirs = await s.call("POST", "/api/push/unsubscribe", {
      token: other.token,
      body: { endpoint: sub.json.endpoint },
    });
    expect(theirs.body.status_code).toBe(Code.NOT_FOUND);
    expect(await subRow(sub.json.endpoint)).toBeTruthy();

    const mine = await s.call("POST", "/api/push/unsubscribe", {
      token: u.token,
      body: { endpoint: sub.json.endpoint },
    });
    expect(mine.body).toMatchObject({ status_code: Code.OK, res_data: {} });
    expect(await subRow(sub.json.endpoint)).toBeUndefined();
    const again = await s.call("POST", "/api/push/unsubscribe", {
      token: u.token,
      body: { endpoint: sub.json.endpoint },
    });
    expect(again.body.status_code).toBe(Code.OK);

    await notifyAndRun(u);
    expect(pushesTo(sub.id)).toHaveLength(0);
    const bad = await s.call("POST", "/api/push/unsubscribe", { token: u.token, body: {} });
    expect(bad.status).toBe(HTTP.BadRequest);
  });
});

describe("Web Push delivery", () => {
  it("sends an encrypted payload with TTL and a valid VAPID header after commit", async () => {
    const { u, sub } = await subscribedUser();
    await s.deps.database.db.transaction((tx) =>
      notify(s.deps, tx, {
        userId: u.id,
        title: "Order paid",
        content: "Your order ON123 is paid",
        jumpType: 16,
        jumpId: "ON123",
        orderNumber: "ON123",
      }),
    );
    await s.deps.jobs.runDue();
    const got = pushesTo(sub.id);
    expect(got).toHaveLength(1);
    const p = got[0]!;
    expect(p.error).toBeNull();
    expect(p.status).toBe(HTTP.Created);
    expect(Object.keys(p.payload).sort()).toEqual(["body", "notificationId", "tag", "title", "url"]);
    expect(p.payload).toMatchObject({
      title: "Order paid",
      body: "Your order ON123 is paid",
      url: "/orderDetail/ON123",
    });
    const list = await s.call("GET", "/api/notification/list", { token: u.token });
    expect(p.payload.notificationId).toBe(list.body.res_data.list[0].id);
    expect(p.payload.tag).toBe(`notification-${p.payload.notificationId}`);
    // A normal push may wait a week at the push service (notifyMany's default when not urgent).
    expect(p.ttl).toBe(7 * 86_400);
    expect(p.urgency).toBe("normal");
    expect(p.topic).toBeNull();
    expect(p.headers["content-encoding"]).toBe("aes128gcm");

    const key = (await s.call("GET", "/api/push/vapidPublicKey")).body.res_data.publicKey;
    expect(p.vapid!.k).toBe(key);
    expect(p.vapid!.claims.aud).toBe(ps.origin);
    expect(p.vapid!.claims.sub).toBe("mailto:push@localhost");
    expect(p.vapid!.claims.exp! * 1000).toBeGreaterThan(Date.now());
    expect((await subRow(sub.json.endpoint))!.lastSuccessAt).toBeGreaterThan(0);
  });

  it("opens the seller order and the item for their jump types", async () => {
    const { u, sub } = await subscribedUser();
    await notifyAndRun(u, { jumpType: 15, jumpId: "ON9", orderNumber: "ON9" });
    await notifyAndRun(u, { jumpType: 8, jumpId: "ITEM42", orderNumber: null });
    await notifyAndRun(u, { jumpType: 5, jumpId: "2" });
    expect(pushesTo(sub.id).map((p) => p.payload.url)).toEqual([
      "/sellerOrderDetail/ON9",
      "/itemDetail/ITEM42",
      "/buying?type=2",
    ]);
  });

  it("marks outbid pushes urgent with a per-auction Topic that is also the tag", async () => {
    const { u, sub } = await subscribedUser();
    await notifyAndRun(u, { title: "Outbid", push: { urgency: "high", topic: "outbid-ITEM7" } });
    const [p] = pushesTo(sub.id);
    expect(p!.urgency).toBe("high");
    expect(p!.topic).toBe("outbid-ITEM7");
    expect(p!.payload.tag).toBe("outbid-ITEM7");
    // An urgent one is stale after an hour (the default when urgent).
    expect(p!.ttl).toBe(3600);

    // Topics must be ≤ 32 URL-safe characters: longer ones are hashed, stably.
    const long = "ending-soon/some item number that is far too long";
    await notifyAndRun(u, { push: { urgency: "high", topic: long } });
    await notifyAndRun(u, { push: { urgency: "high", topic: long } });
    const [, a, b] = pushesTo(sub.id);
    expect(a!.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(b!.topic).toBe(a!.topic);
  });

  it("keeps the payload within 3,993 bytes", async () => {
    const { u, sub } = await subscribedUser();
    await notifyAndRun(u, { title: "Big", content: "é".repeat(5000) });
    const [p] = pushesTo(sub.id);
    expect(p!.error).toBeNull();
    expect(Buffer.byteLength(p!.plaintext!)).toBeLessThanOrEqual(3993);
    expect(p!.payload.title).toBe("Big");
    expect(p!.payload.body.startsWith("éé")).toBe(true);
    expect(p!.payload.body.endsWith("…")).toBe(true);
  });

  it("sends to every subscription of the user", async () => {
    const { u, sub } = await subscribedUser();
    const second = ps.createSubscription();
    await s.call("POST", "/api/push/subscribe", { token: u.token, body: second.json });
    await notifyAndRun(u, { title: "Both" });
    expect(pushesTo(sub.id).map((p) => p.payload.title)).toEqual(["Both"]);
    expect(pushesTo(second.id).map((p) => p.payload.title)).toEqual(["Both"]);
  });

  it("sends nothing for a notification already read in the app", async () => {
    const { u, sub } = await subscribedUser();
    await notify(s.deps, s.deps.database.db, { userId: u.id, title: "Seen", content: "c", jumpType: 8 });
    await s.call("PUT", "/api/notification/readAll", { token: u.token });
    await s.deps.jobs.runDue();
    expect(pushesTo(sub.id)).toHaveLength(0);
  });

  for (const status of [HTTP.NotFound, HTTP.Gone]) {
    it(`deletes a subscription that answers ${status} at once`, async () => {
      const { u, sub } = await subscribedUser();
      ps.respondWith(sub.id, status);
      await notifyAndRun(u);
      expect(pushesTo(sub.id).map((p) => p.status)).toEqual([status]);
      expect(await subRow(sub.json.endpoint)).toBeUndefined();
      const pending = await s.deps.database.db.select().from(jobs).where(eq(jobs.kind, "push.deliver"));
      expect(pending.every((j) => j.doneAt !== null)).toBe(true);
      // Later notifications go nowhere.
      await notifyAndRun(u);
      expect(pushesTo(sub.id)).toHaveLength(1);
    });
  }

  for (const status of [HTTP.TooManyRequests, HTTP.ServiceUnavailable]) {
    it(`retries a push answered ${status} later through the job runner`, async () => {
      const { u, sub } = await subscribedUser();
      ps.respondWith(sub.id, status);
      await notifyAndRun(u, { title: `Retry ${status}` });
      expect(pushesTo(sub.id).map((p) => p.status)).toEqual([status]);
      expect(await subRow(sub.json.endpoint)).toBeTruthy();
      const [job] = (
        await s.deps.database.db.select().from(jobs).where(eq(jobs.kind, "push.deliver"))
      ).filter((j) => j.doneAt === null);
      expect(job!.attempts).toBe(1);
      expect(job!.runAt).toBeGreaterThan(s.clock.now());

      // Not before its backoff...
      await s.deps.jobs.runDue();
      expect(pushesTo(sub.id)).toHaveLength(1);
      // ...then delivered.
      s.clock.offsetMs += job!.runAt - s.clock.now() + 1;
      await s.deps.jobs.runDue();
      const got = pushesTo(sub.id);
      expect(got.map((p) => p.status)).toEqual([status, HTTP.Created]);
      expect(got[1]!.payload.title).toBe(`Retry ${status}`);
      expect((await subRow(sub.json.endpoint))!.lastSuccessAt).toBeGreaterThan(0);
    });
  }

  it("drops a subscription past its expirationTime without sending", async () => {
    const u = await createUser(s);
    const sub = ps.createSubscription();
    await s.call("POST", "/api/push/subscribe", {
      token: u.token,
      body: { ...sub.json, expirationTime: s.clock.now() + 60_000 },
    });
    s.clock.offsetMs += 61_000;
    await notifyAndRun(u);
    expect(pushesTo(sub.id)).toHaveLength(0);
    expect(await subRow(sub.json.endpoint)).toBeUndefined();
  });

  it("drops a subscription after five rejections in a row", async () => {
    const { u, sub } = await subscribedUser();
    ps.respondWith(sub.id, 403, 403, 403, 403);
    for (let i = 0; i < 4; i++) await notifyAndRun(u);
    expect((await subRow(sub.json.endpoint))!.failures).toBe(4);
    ps.respondWith(sub.id, 403);
    await notifyAndRun(u);
    expect(pushesTo(sub.id).map((p) => p.status)).toEqual(Array(5).fill(HTTP.Forbidden));
    expect(await subRow(sub.json.endpoint)).toBeUndefined();
  });

  it("logs and keeps the subscription on other rejections", async () => {
    const { u, sub } = await subscribedUser();
    ps.respondWith(sub.id, 400);
    await notifyAndRun(u);
    expect(pushesTo(sub.id).map((p) => p.status)).toEqual([HTTP.BadRequest]);
    const row = await subRow(sub.json.endpoint);
    expect(row!.failures).toBe(1);
    const open = (await s.deps.database.db.select().from(jobs).where(eq(jobs.kind, "push.deliver"))).filter(
      (j) => j.doneAt === null,
    );
    expect(open).toHaveLength(0);
  });
});

describe("trust of the push service", () => {
  // What `npm start` does in acceptance tests: no injected agent, the CA comes from NODE_EXTRA_CA_CERTS.
  const sendFromChild = (extraEnv: Record<string, string>) => {
    const sub = ps.createSubscription();
    const keys = { ...webpush.generateVAPIDKeys(), subject: "mailto:ops@example.com" };
    const mod = pathToFileURL(path.resolve("src/server/platform/push.ts")).href;
    const hostsMod = pathToFileURL(path.resolve("src/server/platform/push-target.ts")).href;
    const code = `const { createWebPushService } = await import(${JSON.stringify(mod)});
      const { pushHostPolicy } = await import(${JSON.stringify(hostsMod)});
      await createWebPushService({ keys: ${JSON.stringify(keys)}, hosts: pushHostPolicy("127.0.0.1") })
        .send(${JSON.stringify(sub.json)}, JSON.stringify({ title: "from child" }), { ttlSeconds: 60 });`;
    return new Promise<{ ok: boolean; stderr: string; subId: string }>((resolve) => {
      execFile(
        process.execPath,
        ["--import", "tsx", "--input-type=module", "-e", code],
        { env: { ...process.env, ...extraEnv }, timeout: 30_000 },
        (err, _stdout, stderr) => resolve({ ok: !err, stderr, subId: sub.id }),
      );
    });
  };

  it("honours NODE_EXTRA_CA_CERTS, and refuses the self-signed service without it", async () => {
    const caFile = path.join(os.tmpdir(), `push-ca-${randomUUID()}.pem`);
    fs.writeFileSync(caFile, ps.ca);
    try {
      const trusted = await sendFromChild({ NODE_EXTRA_CA_CERTS: caFile });
      expect(trusted.ok, trusted.stderr).toBe(true);
      expect(pushesTo(trusted.subId).map((p) => p.payload?.title)).toEqual(["from child"]);
      const untrusted = await sendFromChild({});
      expect(untrusted.ok).toBe(false);
      expect(untrusted.stderr).toMatch(/self[- ]signed|certificate/i);
      expect(pushesTo(untrusted.subId)).toHaveLength(0);
    } finally {
      fs.rmSync(caFile, { force: true });
    }
  });
});
