/**
 * The daily prune on a big event log (not a test): 1,000,000 events older than the window plus
 * 10,000 recent ones on a fresh PostgreSQL database, pruned by the retention job's own code while
 * a writer keeps adding events (the hot path: every bid writes one). Prints the longest batch
 * (each batch is one autocommit statement, so it is also the longest any row lock is held) and
 * the writer's slowest insert during the prune.
 *   npx tsx tests/bench/retention.ts [postgres://postgres@127.0.0.1:5432/postgres] [rows]
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, queryRows } from "#server/db/client";
import { parseEnv } from "#server/env";
import { createLogger } from "#server/platform/logger";
import { platformPruners, runRetention } from "#server/platform/retention";

const adminUrl = process.argv[2] ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ROWS = Number(process.argv[3] ?? 1_000_000);
const HOUR = 3_600_000;
const name = `bnomo_bench_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const env = parseEnv({
  DATABASE_URL: url.toString(),
  LOG_LEVEL: "silent",
  RETENTION_BATCH: process.env.RETENTION_BATCH,
});
const database = await openDatabase({ kind: "postgres", url: env.DATABASE_URL! });
try {
  const now = Date.now();
  const old = now - 7 * 24 * HOUR;
  let t0 = performance.now();
  await database.root.execute(sql`
    INSERT INTO events (channel, type, data, created_at)
    SELECT 'item:' || (g % 5000), 'bid', jsonb_build_object('amount', g, 'bidder', g % 997), ${old}::bigint + g
    FROM generate_series(1, ${ROWS}) g`);
  await database.root.execute(sql`
    INSERT INTO events (channel, type, data, created_at)
    SELECT 'item:' || (g % 5000), 'bid', jsonb_build_object('amount', g), ${now - HOUR}::bigint + g
    FROM generate_series(1, 10000) g`);
  await database.root.execute(sql`VACUUM ANALYZE events`);
  console.log(`filled ${ROWS + 10000} events in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // The hot path meanwhile: one event insert after another, timed.
  let writing = true;
  let slowestInsert = 0;
  let inserts = 0;
  const writer = (async () => {
    while (writing) {
      const w0 = performance.now();
      await database.root.execute(
        sql`INSERT INTO events (channel, type, data, created_at) VALUES ('item:1', 'bid', '{}', ${Date.now()})`,
      );
      slowestInsert = Math.max(slowestInsert, performance.now() - w0);
      inserts++;
    }
  })();
  t0 = performance.now();
  const report = await runRetention(
    { env, database, clock: { now: () => Date.now() }, log: createLogger("silent") },
    platformPruners({ env }).filter((p) => p.name === "events"),
  );
  const total = performance.now() - t0;
  writing = false;
  await writer;
  const [left] = await queryRows<{ n: string }>(database.root, sql`SELECT count(*) AS n FROM events`);
  const ev = report.events!;
  console.log(
    `pruned ${ev.deleted} events in ${ev.batches} batches of ${env.RETENTION_BATCH}, ${(total / 1000).toFixed(1)} s; ` +
      `longest batch (longest lock held) ${ev.longestMs.toFixed(1)} ms; ${left!.n} events left`,
  );
  console.log(`writer during the prune: ${inserts} inserts, slowest ${slowestInsert.toFixed(1)} ms`);
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
