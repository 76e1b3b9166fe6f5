import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client";
import { Code } from "#shared/codes";
import { bidder, createAuction, users } from "./auctions.fixtures.ts";
import { createUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { makeOrder, payByCard } from "./orders.fixtures.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const onPostgres = !!process.env.TEST_DATABASE_URL;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

/** `npm run backup|restore -- FILE` as an operator runs it, against the deployment `env` names. */
function tool(command: "backup" | "restore", file: string, env: Record<string, string>) {
  return run(process.execPath, ["--import", "tsx", "src/server/tools/backup-cli.ts", command, file], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
  });
}

/** An empty deployment: a fresh DATA_DIR and, on PostgreSQL, a new empty database. */
async function emptyDeployment(): Promise<{
  dataDir: string;
  databaseUrl?: string;
  env: Record<string, string>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-restore-"));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (!onPostgres) return { dataDir, env: { DATA_DIR: dataDir } };
  const name = `bnomo_r_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const a = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  });
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.pathname = `/${name}`;
  return { dataDir, databaseUrl: u.toString(), env: { DATA_DIR: dataDir, DATABASE_URL: u.toString() } };
}

type Ack = { bidderId: number; amountCents: number };

describe(`backup and restore (${onPostgres ? "PostgreSQL" : "embedded database"})`, () => {
  it("a backup taken during a bid storm restores every bid acknowledged before it and a balanced ledger", async () => {
    // The source: on PGlite a data folder on disk (the backup asks the running server for it).
    const srcDir = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-src-"));
    cleanups.push(async () => fs.rmSync(srcDir, { recursive: true, force: true }));
    const s: TestServer = onPostgres
      ? await startTestServer()
      : await startTestServer({}, { dataDir: srcDir });
    let open = true;
    cleanups.push(async () => {
      if (open) await s.close();
    });
    const srcEnv: Record<string, string> = { DATA_DIR: s.deps.env.DATA_DIR, STORAGE: s.deps.env.STORAGE };
    if (s.deps.env.DATABASE_URL) srcEnv.DATABASE_URL = s.deps.env.DATABASE_URL;

    const seller = await createUser(s);
    const items = [await createAuction(s, seller.id), await createAuction(s, seller.id)];
    const crowd = await users(s, 6);
    const picture = Buffer.from(`picture ${randomUUID()}`);
    await s.deps.storage.put("backup-test/original.webp", picture, "image/webp");
    const paid: string[] = [];
    for (let i = 0; i < 2; i++) {
      const buyer = await createUser(s);
      const orderNumber = await makeOrder(s, seller, buyer, 1500 + i);
      await payByCard(s, buyer, orderNumber);
      paid.push(orderNumber);
    }

    // The storm: every bidder bids higher and higher on both items until told to stop.
    const acks: Ack[] = [];
    let storming = true;
    // Steps far above any minimum raise: each bid is accepted unless another got there first.
    let next = 10_000;
    const storm = crowd.map(async (u) => {
      const b = bidder(s, u);
      while (storming) {
        for (const it of items) {
          next += 10_000;
          const amountCents = next;
          // A request cut off (the dump holds the embedded database a few seconds; a kept-alive
          // socket may be closed under it) is not acknowledged: the client would retry it.
          const r = await b.bid(it.itemNumber, amountCents).catch(() => null);
          if (r?.body.status_code === Code.OK) acks.push({ bidderId: u.id, amountCents });
        }
      }
    });
    const payments = (async () => {
      while (storming) {
        const buyer = await createUser(s);
        const orderNumber = await makeOrder(s, seller, buyer, 900);
        await payByCard(s, buyer, orderNumber).catch(() => null);
      }
    })();
    const until = async (n: number) => {
      for (const t0 = Date.now(); acks.length < n; await new Promise((r) => setTimeout(r, 20)))
        if (Date.now() - t0 > 120_000) throw new Error(`only ${acks.length} bids acknowledged`);
    };
    await until(20);
    const file = path.join(srcDir, "..", `bnomo-backup-${randomUUID()}.tar`);
    cleanups.push(async () => fs.rmSync(file, { force: true }));
    // Every bid acknowledged before the tool starts (a filter on the time instead lost one whose
    // millisecond was the start's own).
    const before = [...acks];
    const out = await tool("backup", file, srcEnv);
    // Let the storm go on past the backup, then stop it.
    const count = acks.length;
    await until(count + 10);
    storming = false;
    await Promise.all([...storm, payments]);
    expect(out.stdout).toMatch(/Backed up the (pglite|postgres) database/);
    expect(before.length).toBeGreaterThanOrEqual(20);
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    const sourceTx = await queryRows<{ id: string; sum: string }>(
      s.deps.database.db,
      sql`SELECT tx_id AS id, sum(amount_cents) AS sum FROM ledger_entries GROUP BY tx_id`,
    );
    await s.close();
    open = false;

    // Into an empty deployment, then a second time: refused (it is not empty any more).
    const target = await emptyDeployment();
    const restored = await tool("restore", file, { ...target.env, STORAGE: srcEnv.STORAGE! });
    expect(restored.stdout).toMatch(/Restored the/);
    const again = await tool("restore", file, { ...target.env, STORAGE: srcEnv.STORAGE! }).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(again?.code).toBe(1);
    expect(again?.stderr).toMatch(/restore needs an empty deployment/);

    const r = await startTestServer(
      { STORAGE: srcEnv.STORAGE! },
      { dataDir: target.dataDir, databaseUrl: target.databaseUrl },
    );
    try {
      const db = r.deps.database.db;
      const restoredBids = await queryRows<{ bidder_id: number; amount_cents: number }>(
        db,
        sql`SELECT bidder_id, amount_cents FROM bids WHERE NOT auto`,
      );
      const have = new Set(restoredBids.map((b) => `${b.bidder_id}:${b.amount_cents}`));
      for (const a of before)
        expect(have.has(`${a.bidderId}:${a.amountCents}`), `bid ${a.amountCents}`).toBe(true);
      // Nothing restored that the source never acknowledged.
      const acked = new Set(acks.map((a) => `${a.bidderId}:${a.amountCents}`));
      for (const b of restoredBids) expect(acked.has(`${b.bidder_id}:${b.amount_cents}`)).toBe(true);

      // The ledger: every transaction whole (balanced, and as in the source), the paid orders there.
      const tx = await queryRows<{ id: string; sum: string }>(
        db,
        sql`SELECT tx_id AS id, sum(amount_cents) AS sum FROM ledger_entries GROUP BY tx_id`,
      );
      const sourceSums = new Map(sourceTx.map((t) => [String(t.id), Number(t.sum)]));
      expect(tx.length).toBeGreaterThanOrEqual(paid.length);
      for (const t of tx) {
        expect(Number(t.sum)).toBe(0);
        expect(sourceSums.get(String(t.id))).toBe(0);
      }
      const [total] = await queryRows<{ n: string }>(
        db,
        sql`SELECT count(*) AS n FROM ledger_transactions WHERE order_number IN (${sql.join(
          paid.map((p) => sql`${p}`),
          sql`, `,
        )})`,
      );
      expect(Number(total!.n)).toBeGreaterThanOrEqual(paid.length);
      const obj = await r.deps.storage.get("backup-test/original.webp");
      expect(obj?.data.equals(picture)).toBe(true);
    } finally {
      await r.close();
    }
  }, 900_000);
});
