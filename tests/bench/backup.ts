/**
 * `npm run backup` of the demo deployment grown to 10,000 items (not a test): a server on a fresh
 * DATA_DIR (embedded database, pictures on disk) with the demo data, its items copied in SQL up to
 * the count, then the backup tool run as an operator runs it while the server keeps running.
 *   npx tsx tests/bench/backup.ts [items]
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { queryRows } from "#server/db/client";
import { parseEnv } from "#server/env";
import { startServer } from "#server/server";

const ITEMS = Number(process.argv[2] ?? 10_000);
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-backup-bench-"));
const env = parseEnv({ DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "warn", SEED_DEMO: "1" });
const server = await startServer(env, { manualJobs: true });
try {
  const db = server.deps.database.db;
  const cols = (
    await queryRows<{ column_name: string }>(
      db,
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'items' AND column_name NOT IN ('id', 'item_number', 'sin_code') AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    )
  ).map((c) => sql.identifier(c.column_name));
  const [{ n } = { n: "0" }] = await queryRows<{ n: string }>(db, sql`SELECT count(*) AS n FROM items`);
  const copies = Math.ceil((ITEMS - Number(n)) / Number(n));
  if (copies > 0)
    await db.execute(sql`
      INSERT INTO items (item_number, sin_code, ${sql.join(cols, sql`, `)})
      SELECT i.item_number || 'c' || g, upper(substr(md5(i.item_number || 'c' || g), 1, 12)), ${sql.join(
        cols.map((c) => sql`i.${c}`),
        sql`, `,
      )}
      FROM items i, generate_series(1, ${copies}) g`);
  const [{ n: total } = { n: "0" }] = await queryRows<{ n: string }>(
    db,
    sql`SELECT count(*) AS n FROM items`,
  );
  const file = path.join(dataDir, "..", `${path.basename(dataDir)}.tar`);
  const t0 = performance.now();
  // Not execFileSync: the server runs in this process and must answer the tool's request meanwhile.
  const run = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "src/server/tools/backup-cli.ts", "backup", file],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir } },
  );
  process.stdout.write(run.stdout);
  const s = (performance.now() - t0) / 1000;
  console.log(`backup of ${total} items: ${s.toFixed(1)} s, ${(fs.statSync(file).size / 1e6).toFixed(0)} MB`);
  fs.rmSync(file, { force: true });
} finally {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
