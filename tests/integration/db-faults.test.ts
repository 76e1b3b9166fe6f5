import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bids } from "#server/db/schema/index";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createAuction } from "./auctions.fixtures.ts";
import { type ServerProcess, startProcess, stopProcess } from "./cluster.ts";
import { createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { openStream } from "./notifications.fixtures.ts";
import {
  canRunPrivateCluster,
  type Partition,
  type PrivateCluster,
  startPrivateCluster,
  startRelay,
} from "./pg-private.ts";

// Real database faults on a PostgreSQL cluster of the test's own (never the shared server): a
// server process `a` reaches it through a relay the test can cut; an in-process server `b` (and
// the fixtures) reach it directly. `a` must never die, answer 503 with Retry-After while the
// database is away, and its live streams must miss nothing once it is back.
const skip = !canRunPrivateCluster();
if (skip) console.warn("database fault suite skipped: no initdb on PATH");

type Answer = { status: number; code: number; retryAfter: string | null; ms: number };

describe.skipIf(skip)("database faults on a private PostgreSQL cluster", () => {
  let cluster: PrivateCluster;
  let relay: Partition;
  let b: TestServer;
  let a: ServerProcess;
  let bDir: string;
  let seller: TestUser;
  let bidders: TestUser[];

  beforeAll(async () => {
    cluster = await startPrivateCluster();
    await cluster.admin("CREATE DATABASE app");
    relay = await startRelay(cluster.port);
    bDir = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-faults-"));
    b = await startTestServer(
      { AUCTION_MIN_SECONDS: "0" },
      { dataDir: bDir, databaseUrl: cluster.url("app") },
    );
    a = await startProcess({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${relay.port}/app?application_name=bnomo_a`,
      DB_CONNECT_TIMEOUT_MS: "1000",
      DB_STATEMENT_TIMEOUT_MS: "1500",
      AUCTION_MIN_SECONDS: "0",
      JOBS_POLL_MS: "500",
    });
    for (const out of [a.child.stdout!, a.child.stderr!])
      out.on("data", (c: Buffer) => (aLog += c.toString()));
    seller = await createUser(b);
    bidders = [];
    for (let i = 0; i < 6; i++) bidders.push(await createUser(b));
  }, 180_000);

  afterAll(async () => {
    if (a) await stopProcess(a);
    await b?.close();
    await relay?.close();
    cluster?.destroy();
    if (bDir) fs.rmSync(bDir, { recursive: true, force: true });
  });

  async function bidOnA(u: TestUser, itemNumber: string, amountCents: number): Promise<Answer> {
    const t0 = performance.now();
    const res = await fetch(`${a.url}/api/item/bid`, {
      method: "POST",
      headers: { platform: "hweb", authorization: `Bearer ${u.token}`, "content-type": "application/json" },
      body: JSON.stringify({ itemNumber, amountCents }),
    });
    const text = await res.text();
    let code = -1;
    try {
      code = JSON.parse(text).status_code;
    } catch {
      // not an envelope: counted as such below
    }
    return {
      status: res.status,
      code,
      retryAfter: res.headers.get("retry-after"),
      ms: performance.now() - t0,
    };
  }

  /** Every answer is an envelope: the rules' own (200), or 503 with Retry-After; never a 500. */
  function expectWeather(answers: Answer[]) {
    for (const r of answers) {
      if (r.status === HTTP.ServiceUnavailable) {
        expect(r.code).toBe(Code.SERVER_BUSY);
        expect(Number(r.retryAfter)).toBeGreaterThan(0);
      } else {
        expect(r.status, JSON.stringify(r)).toBe(HTTP.OK);
        expect(r.code).toBeGreaterThan(0);
      }
    }
  }

  const alive = () => a.child.exitCode === null && a.child.signalCode === null;
  /** How many of `a`'s log lines so far match. */
  let aLog = "";
  const logged = (pattern: RegExp) => aLog.split("\n").filter((l) => pattern.test(l)).length;

  it("stays up through terminated backends during a bid storm, and every acknowledged bid is kept", async () => {
    const item = await createAuction(b, seller.id, {
      endTime: Date.now() + 30 * 60_000,
      softCloseSeconds: 0,
    });
    let next = 200;
    const acked: Array<{ bidderId: number; amountCents: number }> = [];
    const answers: Answer[] = [];
    let storming = true;
    const storm = bidders.map(async (u) => {
      while (storming) {
        next += 100;
        const amountCents = next;
        const r = await bidOnA(u, item.itemNumber, amountCents);
        answers.push(r);
        if (r.code === Code.OK) acked.push({ bidderId: u.id, amountCents });
      }
    });
    let terminated = 0;
    // Wait for traffic, then end every backend of `a` five times, 300 ms apart.
    await expect.poll(() => acked.length, { timeout: 20_000 }).toBeGreaterThan(5);
    for (let round = 0; round < 5; round++) {
      const rows = await cluster.admin<{ ok: boolean }>(
        "SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE application_name = 'bnomo_a'",
      );
      terminated += rows.filter((r) => r.ok).length;
      await new Promise((r) => setTimeout(r, 300));
    }
    const before = acked.length;
    // Bids are taken again once the pool has replaced its connections.
    await expect.poll(() => acked.length, { timeout: 20_000 }).toBeGreaterThan(before + 5);
    storming = false;
    await Promise.all(storm);

    expect(alive()).toBe(true);
    expect(terminated).toBeGreaterThan(5);
    expectWeather(answers);
    const rows = await b.deps.database.db
      .select({ bidderId: bids.bidderId, amountCents: bids.amountCents })
      .from(bids)
      .where(eq(bids.itemId, item.id));
    const kept = new Set(rows.map((r) => `${r.bidderId}:${r.amountCents}`));
    for (const x of acked) expect(kept.has(`${x.bidderId}:${x.amountCents}`), JSON.stringify(x)).toBe(true);
    console.info(
      `terminate storm: ${answers.length} bids, ${acked.length} acknowledged, ${
        answers.filter((r) => r.status === HTTP.ServiceUnavailable).length
      } answered 503, ${terminated} backends terminated`,
    );
  }, 120_000);

  for (const mode of ["fast", "immediate"] as const) {
    it(`${mode} restart: the process stays up, answers again, and its stream hears what came after`, async () => {
      const item = await createAuction(b, seller.id, {
        endTime: Date.now() + 30 * 60_000,
        softCloseSeconds: 0,
      });
      const stream = await openStream(`${a.url}/rt/items/${item.itemNumber}/events`);
      try {
        await stream.waitFor("auction");
        await cluster.restart(mode);
        expect(alive()).toBe(true);
        // A bid placed by the other process once the database is back reaches a's stream.
        let placed = false;
        await expect
          .poll(
            async () => {
              if (!placed) {
                const r = await b.call("POST", "/api/item/bid", {
                  token: bidders[0]!.token,
                  body: { itemNumber: item.itemNumber, amountCents: 500 },
                });
                placed = r.body.status_code === Code.OK;
              }
              return placed;
            },
            { timeout: 30_000, interval: 250 },
          )
          .toBe(true);
        await expect
          .poll(() => stream.events.filter((e) => e.event === "auction").at(-1)?.data.bidCount, {
            timeout: 30_000,
          })
          .toBe(1);
        // And a itself takes bids again.
        await expect
          .poll(async () => (await bidOnA(bidders[1]!, item.itemNumber, 900)).code, {
            timeout: 30_000,
            interval: 250,
          })
          .toBe(Code.OK);
        expect(alive()).toBe(true);
      } finally {
        stream.close();
      }
    }, 120_000);
  }

  // The partition lasts until `a`'s listener has found the silent network by itself (its heartbeat),
  // so that healing goes through the reconnect and the catch-up from the event log, not through
  // bytes the network held.
  it("a partition: requests answer 503 quickly instead of hanging, and the stream catches up afterwards", async () => {
    const item = await createAuction(b, seller.id, {
      endTime: Date.now() + 30 * 60_000,
      softCloseSeconds: 0,
    });
    const stream = await openStream(`${a.url}/rt/items/${item.itemNumber}/events`);
    try {
      await stream.waitFor("auction");
      const lostBefore = logged(/database listener/);
      relay.partitioned = true;
      // Published while a cannot hear the database.
      const placed = await b.call("POST", "/api/item/bid", {
        token: bidders[2]!.token,
        body: { itemNumber: item.itemNumber, amountCents: 700 },
      });
      expect(placed.body.status_code).toBe(Code.OK);
      const cut = await Promise.all(
        bidders.slice(3).map((u, i) => bidOnA(u, item.itemNumber, 2000 + i * 500)),
      );
      for (const r of cut) {
        expect(r.status).toBe(HTTP.ServiceUnavailable);
        expect(r.code).toBe(Code.SERVER_BUSY);
        expect(Number(r.retryAfter)).toBeGreaterThan(0);
        // Bounded by the statement timeout (1.5 s) and the client's margin, not by the partition.
        expect(r.ms).toBeLessThan(8000);
      }
      expect(alive()).toBe(true);
      await expect
        .poll(() => logged(/database listener/), { timeout: 30_000, interval: 100 })
        .toBeGreaterThan(lostBefore);
      const caughtUpBefore = logged(/bus listening again/);
      relay.partitioned = false;
      await expect
        .poll(() => logged(/bus listening again/), { timeout: 30_000, interval: 100 })
        .toBeGreaterThan(caughtUpBefore);
      await expect
        .poll(() => stream.events.filter((e) => e.event === "auction").at(-1)?.data.bidCount, {
          timeout: 40_000,
        })
        .toBe(1);
      await expect
        .poll(async () => (await bidOnA(bidders[3]!, item.itemNumber, 5000)).code, {
          timeout: 30_000,
          interval: 250,
        })
        .toBe(Code.OK);
      console.info(`partition: answers in ${cut.map((r) => Math.round(r.ms)).join(", ")} ms`);
    } finally {
      relay.partitioned = false;
      stream.close();
    }
  }, 120_000);
});
