import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "#server/db/schema/index";
import { notify } from "#server/modules/notifications/notifications.service";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { startPushService, type TestPushService } from "./push-service.ts";

// Web Push connects where a subscription says: only https on public addresses, checked when
// subscribing and again when sending (on the addresses the connection uses), except the hosts in
// PUSH_ALLOWED_HOSTS (here 127.0.0.1, the test push service, set by the harness).
let s: TestServer;
let ps: TestPushService;
/** A listener on a loopback address that is not allowed: it counts every connection it gets. */
let trap: net.Server;
let trapPort = 0;
let trapped = 0;

beforeAll(async () => {
  [s, ps] = await Promise.all([startTestServer(), startPushService()]);
  s.deps.pushAgent = ps.agent;
  trap = net.createServer((sock) => {
    trapped++;
    sock.destroy();
  });
  await new Promise<void>((r) => trap.listen(0, "0.0.0.0", () => r()));
  trapPort = (trap.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await Promise.all([s?.close(), ps?.close(), new Promise((r) => trap?.close(r))]);
});

const keys = () => ps.createSubscription().json.keys;

describe("subscribing", () => {
  const refused = () => [
    `https://127.0.0.2:${trapPort}/push/x`,
    "https://169.254.169.254/latest/meta-data",
    "https://localhost:5432/x",
    "https://localhost.:5432/x",
    "https://[::1]/x",
    "https://[::ffff:127.0.0.2]/x",
    "https://10.0.0.5/x",
    "https://192.168.1.1/x",
    "https://0.0.0.0/x",
    "https://metadata/x",
    "http://93.184.216.34/x",
    "https://user:pw@93.184.216.34/x",
  ];

  it("refuses endpoints that are not https on a public address, with 10001 on the field", async () => {
    const u = await createUser(s);
    for (const endpoint of refused()) {
      const r = await s.call("POST", "/api/push/subscribe", {
        token: u.token,
        body: { endpoint, keys: keys() },
      });
      expect(r.status, endpoint).toBe(HTTP.BadRequest);
      expect(r.body.status_code).toBe(Code.VALIDATION);
      expect(r.body.res_data.errors[0].path).toBe("endpoint");
    }
    const rows = await s.deps.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, u.id));
    expect(rows).toHaveLength(0);
  });

  it("takes a public address, and an allowed host", async () => {
    const u = await createUser(s);
    const pub = await s.call("POST", "/api/push/subscribe", {
      token: u.token,
      body: { endpoint: "https://93.184.216.34/push/abc", keys: keys() },
    });
    expect(pub.body.status_code).toBe(Code.OK);
    const allowed = await s.call("POST", "/api/push/subscribe", {
      token: u.token,
      body: ps.createSubscription().json,
    });
    expect(allowed.body.status_code).toBe(Code.OK);
  });
});

describe("sending", () => {
  it("never connects to a private address a stored subscription names, and forgets the subscription", async () => {
    const u = await createUser(s);
    const now = Date.now();
    // Rows as an older server let them in: a loopback literal and a name that resolves to loopback.
    const endpoints = [`https://127.0.0.2:${trapPort}/push/a`, `https://localhost.:${trapPort}/push/b`];
    for (const endpoint of endpoints)
      await s.deps.database.db
        .insert(pushSubscriptions)
        .values({ userId: u.id, endpoint, ...keys(), expirationTime: null, createdAt: now });
    await s.deps.database.db.transaction((tx) =>
      notify(s.deps, tx, { userId: u.id, title: "Outbid", content: "x", jumpType: 8, jumpId: "ITEM1" }),
    );
    await s.deps.jobs.runDue();
    expect(trapped).toBe(0);
    for (const endpoint of endpoints) {
      const [row] = await s.deps.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint));
      expect(row, endpoint).toBeUndefined();
    }
  });

  it("still sends to an allowed host", async () => {
    const u = await createUser(s);
    const sub = ps.createSubscription();
    expect(
      (await s.call("POST", "/api/push/subscribe", { token: u.token, body: sub.json })).body.status_code,
    ).toBe(Code.OK);
    await s.deps.database.db.transaction((tx) =>
      notify(s.deps, tx, { userId: u.id, title: "Outbid", content: "x", jumpType: 8, jumpId: "ITEM1" }),
    );
    await s.deps.jobs.runDue();
    expect(ps.received.filter((r) => r.subscriptionId === sub.id).length).toBeGreaterThan(0);
  });
});
