import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/client";
import { items, users } from "#server/db/schema/index";
import { hashPassword } from "#server/modules/accounts/passwords";
import type { AppDeps } from "#server/platform/context";
import { JobRunner } from "#server/platform/jobs";
import { createLogger } from "#server/platform/logger";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createAuction } from "./auctions.fixtures.ts";
import {
  createDatabase,
  NGINX,
  type Proxy as NginxProxy,
  type ServerProcess,
  startNginx,
  startProcess,
  stopProcess,
} from "./cluster.ts";
import type { TestServer } from "./harness.ts";
import { openStream } from "./notifications.fixtures.ts";
import { startPushService, type TestPushService } from "./push-service.ts";

// Three server processes with empty DATA_DIRs of their own on one PostgreSQL, behind nginx: nothing
// a process keeps to itself may matter. PostgreSQL only (PGlite is one process by nature); nginx
// comes from Debian's packages (.ci/run installs it).
const pgUrl = process.env.TEST_DATABASE_URL;
const nginxHere = fs.existsSync(NGINX);
const skipReason = !pgUrl
  ? "no TEST_DATABASE_URL (run `npm run test:pg` with a PostgreSQL server)"
  : !nginxHere
    ? `no nginx at ${NGINX} (apt-get install -y nginx, or set NGINX_PATH)`
    : null;
if (skipReason) console.warn(`multi-process suite skipped: ${skipReason}`);

const PASSWORD = "Cluster-Pass-1";
const CODE_LIMIT = 3;
type Envelope<T = any> = { status_code: number; message: string; res_data: T };

describe.skipIf(!!skipReason)("three server processes behind nginx on one PostgreSQL", () => {
  let drop: () => Promise<void>;
  let procs: ServerProcess[] = [];
  let proxy: NginxProxy;
  let push: TestPushService;
  let caDir: string;
  let control: Database;
  /** Enough of a TestServer for the fixtures that write rows straight to the database. */
  let direct: TestServer;

  beforeAll(async () => {
    const db = await createDatabase(pgUrl!);
    drop = db.drop;
    push = await startPushService();
    caDir = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-ca-"));
    fs.writeFileSync(path.join(caDir, "ca.pem"), push.ca);
    const env = {
      DATABASE_URL: db.url,
      JOBS_POLL_MS: "100",
      AUCTION_MIN_SECONDS: "0",
      NODE_EXTRA_CA_CERTS: path.join(caDir, "ca.pem"),
      // nginx is the one proxy in front: the client is the address it appends to X-Forwarded-For.
      TRUST_PROXY: "1",
      SEND_CODE_IP_LIMIT: String(CODE_LIMIT),
    };
    // All three at once, on an empty database: one migrates and creates the keys, the others wait and read.
    // Three cold starts at once on a shared 2-core machine can take minutes.
    const slow = { startMs: 180_000 };
    procs = await Promise.all([startProcess(env, slow), startProcess(env, slow), startProcess(env, slow)]);
    proxy = await startNginx(procs.map((p) => p.port));
    control = await openDatabase({ kind: "postgres", url: db.url });
    const clock = { now: () => Date.now() };
    const log = createLogger("silent");
    const deps = {
      database: control,
      clock,
      log,
      jobs: new JobRunner(control, clock, log, 1000),
    } as unknown as AppDeps;
    direct = { deps } as TestServer;
  }, 240_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(procs.map(stopProcess));
    await control?.close();
    await push?.close();
    if (caDir) fs.rmSync(caDir, { recursive: true, force: true });
    await drop?.();
  });

  const call = async <T = any>(
    base: string,
    method: string,
    p: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { platform: "hweb", ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${base}${p}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    let body: Envelope<T>;
    try {
      body = JSON.parse(text);
    } catch {
      body = { status_code: -res.status, message: text, res_data: null as T };
    }
    return { status: res.status, body, upstream: res.headers.get("x-upstream") };
  };

  let hash: Promise<string> | null = null;
  /** A verified person with a password, written to the database (sign-up is not what is tested here). */
  async function person(tag: string) {
    hash ??= hashPassword(PASSWORD);
    const email = `${tag}-${Math.random().toString(36).slice(2, 8)}@cluster.test`;
    const [u] = await control.db
      .insert(users)
      .values({
        email,
        passwordHash: await hash,
        userName: `${tag}${Math.random().toString(36).slice(2, 6)}`.slice(0, 20),
        firstName: "Cluster",
        lastName: tag,
        city: "Springfield",
        cityLat: 39.8,
        cityLng: -89.64,
        emailVerified: true,
        mobileVerified: true,
        createdAt: Date.now(),
      })
      .returning({ id: users.id });
    return { id: u!.id, email };
  }

  async function signIn(base: string, email: string): Promise<string> {
    const r = await call(base, "POST", "/api/hweb/login/v1/login", {
      body: { account: email, password: PASSWORD },
    });
    if (r.body.status_code !== Code.OK) throw new Error(`sign-in failed: ${JSON.stringify(r.body)}`);
    return r.body.res_data.token as string;
  }

  it("signs in through one process and acts through the others; nginx spreads requests over all three", async () => {
    const u = await person("roamer");
    const token = await signIn(procs[0]!.url, u.email);
    for (const p of procs.slice(1)) {
      const r = await call(p.url, "GET", "/api/user/info", { token });
      expect(r.body.status_code).toBe(Code.OK);
      expect(r.body.res_data.id).toBe(u.id);
    }
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const r = await call(proxy.url, "GET", "/api/user/info", { token });
      expect(r.body.status_code).toBe(Code.OK);
      seen.add(r.upstream!);
    }
    expect([...seen].sort()).toEqual(procs.map((p) => `127.0.0.1:${p.port}`).sort());
    // Signed out through one: refused by the others.
    const out = await call(procs[2]!.url, "POST", "/api/hweb/login/v1/logout", { token, body: {} });
    expect(out.body.status_code).toBe(Code.OK);
    for (const p of procs)
      await expect
        .poll(async () => (await call(p.url, "GET", "/api/user/info", { token })).body.status_code, {
          timeout: 3000,
        })
        .toBe(Code.SESSION_REVOKED);
  });

  /** A code request through nginx from a loopback address of the client's choosing (127.0.0.0/8 is all this machine). */
  function askCodeFrom(localAddress: string, forwardedFor?: string): Promise<number> {
    const body = JSON.stringify({
      account: `code-${Math.random().toString(36).slice(2, 10)}@cluster.test`,
      scene: "register",
    });
    const u = new URL(`${proxy.url}/api/hweb/login/v1/sendCode`);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: u.hostname,
          port: u.port,
          path: u.pathname,
          method: "POST",
          localAddress,
          agent: false,
          headers: {
            platform: "hweb",
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
          },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (c: string) => {
            text += c;
          });
          res.on("end", () => resolve((JSON.parse(text) as Envelope).status_code));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  it("tells clients apart by the address nginx saw: separate limits, and no escape by sending the header", async () => {
    // Spread over the three processes; the counts live in the shared database.
    for (let i = 0; i < CODE_LIMIT; i++) expect(await askCodeFrom("127.0.0.2")).toBe(Code.OK);
    expect(await askCodeFrom("127.0.0.2")).toBe(Code.RATE_LIMITED);
    // Another client has its own allowance.
    expect(await askCodeFrom("127.0.0.3")).toBe(Code.OK);
    // The first client claims to be someone else, or the second client: nginx appends its real address.
    expect(await askCodeFrom("127.0.0.2", "198.51.100.23")).toBe(Code.RATE_LIMITED);
    expect(await askCodeFrom("127.0.0.2", "127.0.0.3")).toBe(Code.RATE_LIMITED);
    expect(await askCodeFrom("127.0.0.2", "10.1.2.3, 127.0.0.4")).toBe(Code.RATE_LIMITED);
  });

  it("serves a picture uploaded through one process from the others", async () => {
    const u = await person("uploader");
    const token = await signIn(proxy.url, u.email);
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#c63" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "p.png");
    const up = (await fetch(`${procs[1]!.url}/api/file/upload`, {
      method: "POST",
      headers: { platform: "hweb", authorization: `Bearer ${token}` },
      body: form,
    }).then((r) => r.json())) as Envelope<{ url: string }>;
    expect(up.status_code).toBe(Code.OK);
    const bodies: Buffer[] = [];
    for (const base of [procs[0]!.url, procs[2]!.url, proxy.url, proxy.url, proxy.url]) {
      const res = await fetch(`${base}${up.res_data.url}`);
      expect(res.status).toBe(HTTP.OK);
      expect(res.headers.get("content-type")).toBe("image/webp");
      bodies.push(Buffer.from(await res.arrayBuffer()));
    }
    for (const b of bodies) expect(b.equals(bodies[0]!)).toBe(true);
    // Nothing went to any process's DATA_DIR.
    for (const p of procs) expect(fs.existsSync(path.join(p.dataDir, "uploads"))).toBe(false);
  });

  it("streams live events from every process, pushes with the shared VAPID key, closes the auction once", async () => {
    const keys = await Promise.all(
      procs.map(async (p) => (await call(p.url, "GET", "/api/push/vapidPublicKey")).body.res_data.publicKey),
    );
    expect(new Set(keys).size).toBe(1);

    const seller = await person("seller");
    const a = await person("alice");
    const b = await person("bob");
    const ta = await signIn(procs[0]!.url, a.email);
    const tb = await signIn(procs[1]!.url, b.email);
    const sub = push.createSubscription();
    expect(
      (await call(procs[2]!.url, "POST", "/api/push/subscribe", { token: ta, body: sub.json })).body
        .status_code,
    ).toBe(Code.OK);

    const item = await createAuction(direct, seller.id, { endTime: Date.now() + 6000, softCloseSeconds: 0 });
    const n = item.itemNumber;
    const streams = await Promise.all(
      [...procs.map((p) => p.url), proxy.url].map((base) => openStream(`${base}/rt/items/${n}/events`)),
    );
    // Alice's own stream on every process, each with a ticket the first process gave (one use, in any process).
    const tickets: string[] = [];
    for (const _ of procs)
      tickets.push(
        (await call(procs[0]!.url, "POST", "/rt/ticket", { token: ta })).body.res_data.ticket as string,
      );
    const mine = await Promise.all(
      procs.map((p, i) => openStream(`${p.url}/rt/me/events?ticket=${encodeURIComponent(tickets[i]!)}`)),
    );
    try {
      for (const st of streams) await st.waitFor("auction");
      for (const st of mine) await st.waitFor("unread");
      expect(
        (
          await call(procs[0]!.url, "POST", "/api/item/bid", {
            token: ta,
            body: { itemNumber: n, amountCents: 100 },
          })
        ).body.status_code,
      ).toBe(Code.OK);
      expect(
        (
          await call(procs[2]!.url, "POST", "/api/item/bid", {
            token: tb,
            body: { itemNumber: n, amountCents: 500 },
          })
        ).body.status_code,
      ).toBe(Code.OK);
      const last = (st: (typeof streams)[number]) =>
        st.events.filter((e) => e.event === "auction").at(-1)?.data;
      for (const st of streams) await expect.poll(() => last(st)?.bidCount, { timeout: 5000 }).toBe(2);
      for (const st of mine) await st.waitFor("notification");

      // Alice was outbid: whichever process ran the job signed the push with the shared key.
      await expect
        .poll(() => push.received.filter((r) => r.subscriptionId === sub.id).length, { timeout: 10_000 })
        .toBeGreaterThan(0);
      const got = push.received.find((r) => r.subscriptionId === sub.id)!;
      expect(got.error).toBeNull();
      expect(got.status).toBe(HTTP.Created);
      expect(got.vapid!.k).toBe(keys[0]);
      expect(JSON.stringify(got.payload)).toContain(n);

      // Three job runners race for the close: it happens once.
      for (const st of streams) await expect.poll(() => last(st)?.status, { timeout: 15_000 }).toBe("ended");
      const [row] = await control.db.select().from(items).where(eq(items.itemNumber, n));
      expect(row!.status).toBe("sold");
      expect(row!.leaderId).toBe(b.id);
      await new Promise((r) => setTimeout(r, 500));
      for (const st of streams)
        expect(st.events.filter((e) => e.event === "auction" && e.data.status === "ended")).toHaveLength(1);
      const list = await call(proxy.url, "GET", "/api/notification/list?pageSize=50", { token: tb });
      expect(list.body.res_data.list.filter((x: { jumpType: number }) => x.jumpType === 16)).toHaveLength(1);
    } finally {
      for (const st of [...streams, ...mine]) st.close();
    }
  }, 60_000);

  it("loses no acknowledged bid when a process is killed (kill -9) in the middle of a bid storm", async () => {
    const seller = await person("stormseller");
    const item = await createAuction(direct, seller.id, { startPriceCents: 100 });
    const n = item.itemNumber;
    const CLIENTS = 12;
    const ROUNDS = 30;
    const bidders = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => person(`storm${i}`)));
    const tokens = await Promise.all(bidders.map((u) => signIn(proxy.url, u.email)));

    type Outcome = { key: string; amount: number; code: number | null; attempts: number; at: number };
    const outcomes: Outcome[] = [];
    let answered = 0;
    let killedAt = 0;
    const victim = procs[1]!;

    /** One bid through the proxy, retried with the same Idempotency-Key until it has an answer. */
    async function bid(i: number, round: number): Promise<Outcome> {
      const key = `storm-${n}-${i}-${round}`;
      // Distinct amounts a whole increment apart, so each acknowledged bid is one entry of the list.
      const amount = 10_000 * (round * CLIENTS + i + 1);
      const deadline = Date.now() + 15_000;
      for (let attempt = 1; ; attempt++) {
        let code: number | null = null;
        try {
          const r = await call(proxy.url, "POST", "/api/item/bid", {
            token: tokens[i],
            body: { itemNumber: n, amountCents: amount },
            headers: { "idempotency-key": key },
          });
          // 502/504 (the process died under the request) or "still in progress": ask again.
          if (r.status < 500 && r.body.status_code !== Code.CONFLICT) code = r.body.status_code;
        } catch {}
        if (code !== null || Date.now() > deadline)
          return { key, amount, code: code ?? (await lastCode()), attempts: attempt, at: Date.now() };
        await new Promise((r) => setTimeout(r, 50 * Math.min(attempt, 10)));
      }
      async function lastCode() {
        const r = await call(proxy.url, "POST", "/api/item/bid", {
          token: tokens[i],
          body: { itemNumber: n, amountCents: amount },
          headers: { "idempotency-key": key },
        }).catch(() => null);
        return r?.body.status_code ?? null;
      }
    }

    const started = Date.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        for (let round = 0; round < ROUNDS; round++) {
          const o = await bid(i, round);
          outcomes.push(o);
          answered++;
          if (!killedAt && answered >= (CLIENTS * ROUNDS) / 3) {
            killedAt = Date.now();
            victim.child.kill("SIGKILL");
          }
        }
      }),
    );
    const elapsed = Date.now() - started;
    expect(killedAt).toBeGreaterThan(0);
    await victim.exited;

    // Every bid has its answer; none is stuck "in progress" because the process that claimed its
    // key died (the key, the bid and the answer commit together: platform/idempotency.ts).
    expect(outcomes).toHaveLength(CLIENTS * ROUNDS);
    const stuck = outcomes.filter((o) => o.code === null || o.code === Code.CONFLICT);
    expect(stuck).toEqual([]);
    const acked = outcomes.filter((o) => o.code === Code.OK);
    // Clients carried on through the survivors after the kill.
    expect(acked.filter((o) => o.at > killedAt).length).toBeGreaterThan(0);

    // Every acknowledged bid is in the bid list, and nothing was applied twice.
    const listed = new Set<number>();
    for (let page = 1; ; page++) {
      const r = await call(
        proxy.url,
        "GET",
        `/api/item/bids?itemNumber=${n}&pageSize=50&currentPage=${page}`,
      );
      expect(r.body.status_code).toBe(Code.OK);
      for (const e of r.body.res_data.list as { amountCents: number }[]) listed.add(e.amountCents);
      if (!r.body.res_data.hasNextPage) break;
    }
    const missing = acked.filter((o) => !listed.has(o.amount));
    expect(missing).toEqual([]);
    const [row] = await control.db.select().from(items).where(eq(items.itemNumber, n));
    expect(row!.bidCount).toBe(acked.length);
    expect(listed.size).toBe(acked.length);
    // A replay of an acknowledged key answers again without bidding again.
    const replay = await call(proxy.url, "POST", "/api/item/bid", {
      token: tokens[Number(acked[0]!.key.split("-").at(-2))],
      body: { itemNumber: n, amountCents: acked[0]!.amount },
      headers: { "idempotency-key": acked[0]!.key },
    });
    expect(replay.body.status_code).toBe(Code.OK);
    const [after] = await control.db.select().from(items).where(eq(items.itemNumber, n));
    expect(after!.bidCount).toBe(acked.length);
    console.info(
      `bid storm: ${outcomes.length} bids by ${CLIENTS} clients in ${elapsed} ms, ${acked.length} acknowledged, ` +
        `${outcomes.filter((o) => o.attempts > 1).length} retried, process killed after ${killedAt - started} ms`,
    );
  }, 60_000);
});
