/**
 * Search CPU per query of two (or more) copies of the code, in one process against one kept
 * PostgreSQL database, the mixed set of search.ts run by each in turn, round after round. On a
 * shared machine the load moves from minute to minute; side by side, every copy meets the same
 * load, so their ratio means something where separate runs' figures do not (not a test).
 *
 *   git archive <commit> | tar -x -C /tmp/before && ln -s "$PWD/node_modules" /tmp/before/node_modules
 *   BENCH_DB=bench_search_100k BENCH_TREES=before=/tmp/before,after=. npx tsx tests/bench/search-cpu.ts
 *
 * BENCH_DB is a database search.ts filled and kept (BENCH_DB there). BENCH_ROUNDS (20) rounds;
 * BENCH_SET=all (default), words (queries with words), plain (words, not the typos) or typos.
 * Prints, per copy, CPU per query: this process's while that copy ran, and that copy's own
 * PostgreSQL backends (told apart by application_name, read from /proc, so PostgreSQL on this
 * machine); then each copy against the first: the ratio of the totals and the median of the
 * rounds' ratios.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { BenchQuery } from "./search-queries.ts";
import { queries } from "./search-queries.ts";

const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DB = process.env.BENCH_DB ?? "";
if (!/^[a-z_][a-z0-9_]*$/.test(DB)) throw new Error("BENCH_DB: the name of a database search.ts filled");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const TREES = (process.env.BENCH_TREES ?? "").split(",").map((t) => t.split("=") as [string, string]);
if (TREES.length < 2 || TREES.some(([n, dir]) => !n || !dir))
  throw new Error("BENCH_TREES: name=folder,name=folder (two copies of the code at least)");
const TYPOS = new Set(["camra", "bicycel", "sansung galaxy", "leica"]);
const SETS: Record<string, (q: BenchQuery) => boolean> = {
  all: () => true,
  words: (q) => Boolean(q.q),
  plain: (q) => Boolean(q.q) && !TYPOS.has(q.q!),
  typos: (q) => TYPOS.has(q.q ?? ""),
};
const setName = process.env.BENCH_SET ?? "all";
const set = queries().filter(SETS[setName] ?? SETS.all!);

// A connection closed when idle and opened again mid-run would be counted wrongly (its start-up
// and first statements' catalogue reads, or none of its work): no idle timeout here.
const BasePool = pg.Pool;
(pg as unknown as { Pool: typeof pg.Pool }).Pool = class extends BasePool {
  constructor(options?: pg.PoolConfig) {
    super({ ...options, idleTimeoutMillis: 0 });
  }
};

type Side = {
  name: string;
  run: (q: BenchQuery) => Promise<unknown>;
  close: () => Promise<void>;
  cpu: number;
  db: number;
  rounds: number[];
};

const sides: Side[] = [];
for (const [name, dir] of TREES) {
  const root = path.resolve(dir);
  const client = await import(path.join(root, "src/server/db/client.ts"));
  const search = await import(path.join(root, "src/server/modules/search/search.service.ts"));
  const u = new URL(PG_URL);
  u.pathname = `/${DB}`;
  u.searchParams.set("application_name", `search_cpu_${name}`);
  const database = await client.openDatabase({ kind: "postgres", url: u.toString() });
  // The clock the database was filled at (item B0 was published "now"), as search.ts answers.
  const [kept] = await client.queryRows(
    database.db,
    sql`SELECT published_at AS now FROM items WHERE item_number = 'B0'`,
  );
  if (!kept) throw new Error(`${DB} holds no items of search.ts`);
  const now = Number(kept.now);
  const deps = { database, clock: { now: () => now } };
  const run = (q: BenchQuery) =>
    search.searchItems(deps, { currentPage: 1, pageSize: 20, capCounts: true, ...q });
  // Warm up; every connection this copy uses opens now, under its own application_name.
  for (let r = 0; r < 3; r++) for (const q of set) await run(q);
  sides.push({ name, run, close: () => database.close(), cpu: 0, db: 0, rounds: [] });
}

const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
/** CPU time (ms) so far of a copy's backends, by pid. */
async function backends(name: string): Promise<Map<number, number>> {
  const r = await admin.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = $2",
    [DB, `search_cpu_${name}`],
  );
  const out = new Map<number, number>();
  for (const { pid } of r.rows) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out.set(pid, (Number(f[11]) + Number(f[12])) * 10);
    } catch {
      // Ended in between: no figure for it.
    }
  }
  return out;
}

let opened = 0;
for (let r = 0; r < ROUNDS; r++) {
  // Each round starts with the next copy: none always runs first.
  for (let i = 0; i < sides.length; i++) {
    const side = sides[(i + r) % sides.length]!;
    const before = await backends(side.name);
    const cpu = process.cpuUsage();
    for (const q of set) await side.run(q);
    const used = process.cpuUsage(cpu);
    let db = 0;
    for (const [pid, t] of await backends(side.name)) {
      if (before.has(pid)) db += t - before.get(pid)!;
      else opened++;
    }
    const server = (used.user + used.system) / 1000;
    side.cpu += server;
    side.db += db;
    side.rounds.push((server + db) / set.length);
  }
}
await admin.end();
for (const side of sides) await side.close();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const n = ROUNDS * set.length;
const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
console.log(`${setName} (${set.length} queries) x ${ROUNDS} rounds, ${DB}, load average ${load}`);
for (const s of sides)
  console.log(
    `  ${s.name.padEnd(10)} CPU per query ${(s.cpu / n).toFixed(2)} ms server process + ${(s.db / n).toFixed(2)} ms PostgreSQL = ${((s.cpu + s.db) / n).toFixed(2)} ms`,
  );
const [first, ...rest] = sides;
for (const s of rest)
  console.log(
    `  ${s.name} / ${first!.name}: ${((s.cpu + s.db) / (first!.cpu + first!.db)).toFixed(3)} (totals), ${median(s.rounds.map((x, i) => x / first!.rounds[i]!)).toFixed(3)} (median of the rounds)`,
  );
if (opened) console.log(`  ${opened} connections opened mid-run: their CPU is not counted`);
