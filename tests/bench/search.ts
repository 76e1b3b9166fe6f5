/**
 * Search latency on generated items, PGlite and PostgreSQL, and a relevance table. Prints
 * p50/p95/p99 per engine and, for 30 hand-written queries, recall@20 and the mean reciprocal rank
 * (not a test).
 *
 *   npx tsx tests/bench/search.ts                      # 100,000 items, both engines (PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432)
 *   BENCH_ITEMS=1000000 BENCH_ENGINES=postgres npx tsx tests/bench/search.ts
 *   BENCH_ITEMS=20000 npx tsx tests/bench/search.ts    # smaller
 *   BENCH_ENGINES=relevance npx tsx tests/bench/search.ts   # only the relevance table
 *   BENCH_EXPLAIN=40 BENCH_ENGINES=postgres npx tsx tests/bench/search.ts  # plans of statements over 40 ms in the server's log
 *   BENCH_DB=bench_1m BENCH_ITEMS=1000000 BENCH_ENGINES=postgres npx tsx tests/bench/search.ts
 *       # PostgreSQL only: fill the database bench_1m once and keep it; later runs with the same
 *       # name reuse its items (and their clock) instead of generating them again. Drop it after.
 *
 * Then GET /search/suggestions' service over typed prefixes (p50/p95/p99, CPU each; target p95
 * ≤ 30 ms at 100,000 items), and the typo queries one by one.
 * Also prints CPU per query: this process, and the PostgreSQL backends of the bench database
 * (read from /proc, so PostgreSQL on this machine).
 *
 * Targets: p95 ≤ 30 ms on PostgreSQL at 100,000 and ≤ 60 ms at 1,000,000; ≤ 100 ms on
 * PGlite at 100,000; recall@20 ≥ 0.9.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase, queryRows } from "#server/db/client";
import { items, users } from "#server/db/schema/index";
import { DEMO_CITIES, DEMO_TITLES } from "#server/demo/catalog-data";
import { seededRandom } from "#server/demo/index";
import { ensureCategories } from "#server/modules/catalog/categories";
import { newItemNumber, newSinCode } from "#server/modules/catalog/ids";
import { searchItems } from "#server/modules/search/search.service";
import { searchSuggestions } from "#server/modules/search/suggestions.service";
import type { AppDeps } from "#server/platform/context";
import { queries } from "./search-queries.ts";
import { REL_PRODUCTS, REL_QUERIES } from "./search-relevance-data.ts";

const N = Number(process.env.BENCH_ITEMS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const ENGINES = (process.env.BENCH_ENGINES ?? "pglite,postgres,relevance").split(",");
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** A PostgreSQL database to keep between runs (created and filled when missing). */
const KEEP_DB = process.env.BENCH_DB;
const CONDITIONS = ["new", "like_new", "good", "fair", "for_parts"] as const;
const ADJECTIVES = [
  "Vintage",
  "Classic",
  "Modern",
  "Compact",
  "Deluxe",
  "Rare",
  "Portable",
  "Handmade",
  "Pro",
  "Mini",
];
const COLOURS = ["black", "white", "red", "blue", "green", "silver", "walnut", "gold"];
const EXTRA = [
  "with box",
  "great condition",
  "lightly used",
  "bundle",
  "original",
  "tested",
  "spare parts",
  "collector",
];

/**
 * N listings written by the database itself (INSERT ... SELECT over generate_series, in batches):
 * a million rows take minutes instead of an hour of round trips. random() after setseed() makes the
 * catalogue the same on every run and engine.
 */
async function fill(database: Database, now: number) {
  const db = database.db;
  await ensureCategories(db);
  const [u] = await db
    .insert(users)
    .values({ email: `bench-${randomUUID()}@test.local`, createdAt: now })
    .returning({ id: users.id });
  const pairs = Object.entries(DEMO_TITLES).flatMap(([id, titles]) =>
    titles.map((t) => [Number(id), t] as const),
  );
  const arr = (xs: readonly (string | number)[]) =>
    `ARRAY[${xs.map((x) => (typeof x === "number" ? String(x) : `'${x.replace(/'/g, "''")}'`)).join(",")}]`;
  const leafIds = arr(pairs.map((p) => p[0]));
  const bases = arr(pairs.map((p) => p[1]));
  const adjectives = arr(ADJECTIVES);
  const colours = arr(COLOURS);
  const extra = arr(EXTRA);
  const cities = arr(DEMO_CITIES.map((c) => c.city));
  const lats = arr(DEMO_CITIES.map((c) => c.lat));
  const lngs = arr(DEMO_CITIES.map((c) => c.lng));
  const conditions = arr([...CONDITIONS]);
  const pick = (a: string, len: number) => `(${a})[1 + floor(random() * ${len})::int]`;
  await db.execute(sql.raw("SELECT setseed(0.42)"));
  const BATCH = 50_000;
  for (let at = 0; at < N; at += BATCH) {
    const to = Math.min(N, at + BATCH);
    await db.execute(
      sql.raw(`
      INSERT INTO items (item_number, sin_code, seller_id, title, description, category_id, condition, images,
        sale_type, price_cents, start_price_cents, current_price_cents, start_time, end_time, city, lat, lng,
        status, created_at, updated_at, published_at)
      SELECT 'B' || g, 'S' || g, ${u!.id},
        ${pick(adjectives, ADJECTIVES.length)} || ' ' || (${bases})[p] || ' ' || ${pick(colours, COLOURS.length)},
        (${bases})[p] || ', ' || ${pick(extra, EXTRA.length)} || '. ' || ${pick(extra, EXTRA.length)} || ' and ' || ${pick(colours, COLOURS.length)} || ' finish. Pickup in ' || (${cities})[c] || '.',
        (${leafIds})[p], ${pick(conditions, 5)}, '[]'::jsonb,
        CASE WHEN auction THEN 'auction' ELSE 'fixed' END,
        CASE WHEN auction THEN NULL ELSE price END,
        CASE WHEN auction THEN price END, CASE WHEN auction THEN price END,
        CASE WHEN auction THEN ${now - 3_600_000}::bigint END,
        CASE WHEN auction THEN ${now + 60_000}::bigint + floor(random() * ${7 * 24 * 60})::bigint * 60000 END,
        (${cities})[c], (${lats})[c] + (random() - 0.5) * 0.6, (${lngs})[c] + (random() - 0.5) * 0.6,
        CASE WHEN st < 0.9 THEN 'active' ELSE (ARRAY['sold','ended','draft'])[1 + floor(random() * 3)::int] END,
        ${now}::bigint - g * 1000, ${now}::bigint - g * 1000, ${now}::bigint - g * 1000
      FROM (
        SELECT g, 1 + floor(random() * ${pairs.length})::int AS p, 1 + floor(random() * ${DEMO_CITIES.length})::int AS c,
          random() < 0.4 AS auction, 50 + floor(random() * 200000)::int AS price, random() AS st
        FROM generate_series(${at}, ${to - 1}) AS g
      ) r`),
    );
    process.stdout.write(`\r  inserted ${to}/${N}`);
  }
  process.stdout.write("\n");
  // A live database is vacuumed and analysed by autovacuum; do the same once here.
  await db.execute(sql`VACUUM ANALYZE`);
}

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICK_MS = 10;

/**
 * CPU time (user + system, ms) so far of the PostgreSQL backends serving database `name`, by pid:
 * the server runs on this machine, and each pooled connection is one backend process.
 */
async function backendCpu(name: string): Promise<Map<number, number>> {
  const a = new pg.Client({ connectionString: PG_URL });
  await a.connect();
  try {
    const r = await a.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [name],
    );
    const out = new Map<number, number>();
    for (const { pid } of r.rows) {
      try {
        // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        out.set(pid, (Number(f[11]) + Number(f[12])) * TICK_MS);
      } catch {
        // The backend ended in between, or PostgreSQL runs elsewhere: no figure for it.
      }
    }
    return out;
  } finally {
    await a.end();
  }
}

/** CPU ms the backends used between two readings (a backend new in the second counts whole). */
function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, t] of after) ms += t - (before.get(pid) ?? 0);
  return ms;
}

function pct(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function bench(kind: "pglite" | "postgres") {
  let dropDb: (() => Promise<void>) | null = null;
  let database: Database;
  let name = "memory";
  if (kind === "postgres") {
    if (KEEP_DB !== undefined && !/^[a-z_][a-z0-9_]*$/.test(KEEP_DB))
      throw new Error("BENCH_DB: a plain name");
    name = KEEP_DB ?? `bnomo_bench_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    // BENCH_EXPLAIN=ms: the server logs the plan of every statement slower than that (auto_explain).
    if (process.env.BENCH_EXPLAIN) {
      const a = new pg.Client({ connectionString: PG_URL });
      await a.connect();
      await a.query(`ALTER DATABASE ${name} SET session_preload_libraries = 'auto_explain'`);
      await a.query(
        `ALTER DATABASE ${name} SET auto_explain.log_min_duration = ${Number(process.env.BENCH_EXPLAIN)}`,
      );
      await a.query(`ALTER DATABASE ${name} SET auto_explain.log_analyze = on`);
      await a.end();
    }
    const u = new URL(PG_URL);
    u.pathname = `/${name}`;
    // Filling inserts 50,000 rows a statement with their text and trigram indexes: on a loaded
    // machine one takes longer than the server's default statement timeout (15 s).
    database = await openDatabase({
      kind: "postgres",
      url: u.toString(),
      timeouts: { statementMs: 600_000 },
    });
    dropDb = async () => {
      if (KEEP_DB) return;
      const a = new pg.Client({ connectionString: PG_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  } else {
    database = await openDatabase({ kind: "pglite", dataDir: null });
  }
  try {
    // A kept database answers with the clock it was filled at: item B0 was published "now".
    const [kept] = await queryRows<{ now: string; n: string }>(
      database.db,
      sql`SELECT (SELECT published_at FROM items WHERE item_number = 'B0') AS now, (SELECT count(*) FROM items WHERE item_number LIKE 'B%') AS n`,
    );
    let now = Date.now();
    if (kept?.now && Number(kept.n) === N) {
      now = Number(kept.now);
      console.log(`${kind}: reusing ${N} items of ${name}`);
    } else {
      if (Number(kept?.n ?? 0) > 0) throw new Error(`${name} holds ${kept?.n} bench items, not ${N}`);
      console.log(`${kind}: generating ${N} items`);
      const t0 = performance.now();
      await fill(database, now);
      console.log(`  filled in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    const deps = { database, clock: { now: () => now } } as unknown as AppDeps;
    const set = queries();
    // As GET /search/items calls it: counts stop at COUNT_CAP.
    for (const q of set) await searchItems(deps, { currentPage: 1, pageSize: 20, capCounts: true, ...q }); // warm up
    const times: number[] = [];
    const perQuery = new Map<number, number[]>();
    // CPU per query: this process (the server's code, and PGlite itself when it is the engine) and,
    // on PostgreSQL, its backends for this database, both from the processes' own CPU time.
    const pgBefore = kind === "postgres" ? await backendCpu(name) : null;
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < RUNS; i++) {
      const qi = i % set.length;
      const t = performance.now();
      await searchItems(deps, { currentPage: 1, pageSize: 20, capCounts: true, ...set[qi] });
      const ms = performance.now() - t;
      times.push(ms);
      perQuery.set(qi, [...(perQuery.get(qi) ?? []), ms]);
    }
    const cpu = process.cpuUsage(cpuBefore);
    const serverCpu = (cpu.user + cpu.system) / 1000 / RUNS;
    const dbCpu = pgBefore ? cpuBetween(pgBefore, await backendCpu(name)) / RUNS : null;
    times.sort((a, b) => a - b);
    console.log(
      `  ${kind}: ${RUNS} queries  p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms  p99 ${pct(times, 99).toFixed(1)} ms`,
    );
    console.log(
      `  ${kind}: CPU per query ${serverCpu.toFixed(2)} ms ${kind === "postgres" ? "server process" : "server process with PGlite"}${dbCpu === null ? "" : ` + ${dbCpu.toFixed(2)} ms PostgreSQL = ${(serverCpu + dbCpu).toFixed(2)} ms`}`,
    );
    // Every query shape, slowest first: its median and its worst of the runs (each shape runs
    // RUNS / shapes times), so a regression in one shape shows even when the overall figures hide it.
    const shapes = [...perQuery.entries()]
      .map(([qi, ts]) => {
        ts.sort((a, b) => a - b);
        return { q: JSON.stringify(set[qi]), median: pct(ts, 50), max: ts[ts.length - 1]! };
      })
      .sort((a, b) => b.median - a.median);
    for (const s of shapes)
      console.log(
        `    ${s.median.toFixed(1).padStart(6)} ms median ${s.max.toFixed(1).padStart(6)} ms max  ${s.q}`,
      );
    // Suggestions while typing: the prefixes a person types on the way to a query, and typos.
    const typed = [
      "ca",
      "cam",
      "came",
      "camera b",
      "ip",
      "iph",
      "iphone 1",
      "sh",
      "sho",
      "lego st",
      "vin",
      "iphnoe",
      "sheos",
      "bicylce",
      "so",
      "sof",
      "wat",
      "dr",
      "dre",
      "guit",
    ];
    for (const t of typed) await searchSuggestions(deps, t, "en"); // warm up
    const suggestTimes: number[] = [];
    const sPgBefore = kind === "postgres" ? await backendCpu(name) : null;
    const sCpuBefore = process.cpuUsage();
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await searchSuggestions(deps, typed[i % typed.length]!, "en");
      suggestTimes.push(performance.now() - t);
    }
    const sCpu = process.cpuUsage(sCpuBefore);
    const sServer = (sCpu.user + sCpu.system) / 1000 / RUNS;
    const sDb = sPgBefore ? cpuBetween(sPgBefore, await backendCpu(name)) / RUNS : 0;
    suggestTimes.sort((a, b) => a - b);
    console.log(
      `  ${kind}: ${RUNS} suggestions  p50 ${pct(suggestTimes, 50).toFixed(1)} ms  p95 ${pct(suggestTimes, 95).toFixed(1)} ms  p99 ${pct(suggestTimes, 99).toFixed(1)} ms  CPU ${(sServer + sDb).toFixed(2)} ms each (${sServer.toFixed(2)} + ${sDb.toFixed(2)})`,
    );
    // The typos of the brief, one by one (not in the mixed set above, to compare with earlier runs).
    for (const q of ["iphnoe", "sheos", "bicylce", "sofa"]) {
      const ts: number[] = [];
      let answer = await searchItems(deps, { currentPage: 1, pageSize: 20, capCounts: true, q });
      for (let i = 0; i < 10; i++) {
        const t = performance.now();
        answer = await searchItems(deps, { currentPage: 1, pageSize: 20, capCounts: true, q });
        ts.push(performance.now() - t);
      }
      ts.sort((a, b) => a - b);
      console.log(
        `    ${pct(ts, 50).toFixed(1).padStart(6)} ms median  ${JSON.stringify(q)} -> ${answer.total} items, corrected ${answer.correctedQuery ?? "-"}, exact ${answer.exactMatch}`,
      );
    }
    return {
      kind,
      p50: pct(times, 50),
      p95: pct(times, 95),
      p99: pct(times, 99),
      cpu: serverCpu + (dbCpu ?? 0),
    };
  } finally {
    await database.close();
    await dropDb?.();
  }
}

/**
 * The relevance table on a catalogue of its own: each product of REL_PRODUCTS listed many times
 * with adjectives and colours, mixed ages and places, among the bench's general listings.
 */
async function relevanceTable() {
  const database = await openDatabase({ kind: "pglite", dataDir: null });
  try {
    const now = Date.now();
    const db = database.db;
    await ensureCategories(db);
    const [u] = await db
      .insert(users)
      .values({ email: `rel-${randomUUID()}@test.local`, createdAt: now })
      .returning({ id: users.id });
    const rnd = seededRandom(17);
    const rows = [];
    const made: { id: number; title: string; categoryId: number }[] = [];
    const products = Object.entries(REL_PRODUCTS).flatMap(([cid, titles]) =>
      titles.map((t) => ({ t, cid: Number(cid) })),
    );
    for (let k = 0; k < 3000; k++) {
      const p = products[rnd.int(products.length)]!;
      const city = DEMO_CITIES[rnd.int(DEMO_CITIES.length)]!;
      const title =
        rnd.next() < 0.5
          ? `${ADJECTIVES[rnd.int(ADJECTIVES.length)]} ${p.t}`
          : `${p.t} ${COLOURS[rnd.int(COLOURS.length)]}`;
      rows.push({
        itemNumber: newItemNumber(rnd.int),
        sinCode: newSinCode(rnd.int),
        sellerId: u!.id,
        title,
        description: `${EXTRA[rnd.int(EXTRA.length)]}. Pickup in ${city.city}.`,
        categoryId: p.cid,
        condition: CONDITIONS[rnd.int(5)],
        images: [],
        saleType: "fixed",
        priceCents: 100 + rnd.int(100_000),
        city: city.city,
        lat: city.lat,
        lng: city.lng,
        status: "active",
        createdAt: now - rnd.int(30 * 86_400_000),
        updatedAt: now,
        publishedAt: now - rnd.int(30 * 86_400_000),
      });
    }
    for (let at = 0; at < rows.length; at += 500) {
      const ids = await db
        .insert(items)
        .values(rows.slice(at, at + 500))
        .returning({ id: items.id, title: items.title, categoryId: items.categoryId });
      made.push(...ids.map((r) => ({ id: r.id, title: r.title, categoryId: r.categoryId! })));
    }
    const byNumber = new Map(rows.map((r, i) => [r.itemNumber, made[i]!]));
    const deps = { database, clock: { now: () => now } } as unknown as AppDeps;
    let recallSum = 0;
    let mrrSum = 0;
    console.log("\nrelevance over 3,000 generated listings (30 hand-written queries):");
    console.log(`  ${"query".padEnd(18)} expected  recall@20   RR`);
    for (const { q, expect } of REL_QUERIES) {
      const expected = new Set(made.filter(expect).map((m) => m.id));
      const page = await searchItems(deps, { q, currentPage: 1, pageSize: 20, capCounts: true });
      const got = page.list.map((i) => byNumber.get(i.itemNumber)!.id);
      const hits = got.filter((id) => expected.has(id)).length;
      const recall = expected.size === 0 ? 1 : hits / Math.min(20, expected.size);
      const first = got.findIndex((id) => expected.has(id));
      const rr = first < 0 ? 0 : 1 / (first + 1);
      recallSum += recall;
      mrrSum += rr;
      console.log(
        `  ${q.padEnd(18)} ${String(expected.size).padStart(8)}  ${recall.toFixed(2).padStart(9)}  ${rr.toFixed(2)}${page.suggestion ? `  (did you mean: ${page.suggestion})` : ""}`,
      );
    }
    const n = REL_QUERIES.length;
    console.log(
      `  mean recall@20 ${(recallSum / n).toFixed(3)}  MRR ${(mrrSum / n).toFixed(3)}  (target recall@20 ≥ 0.9)`,
    );
  } finally {
    await database.close();
  }
}

const results = [];
for (const kind of ENGINES) {
  if (kind === "relevance") {
    await relevanceTable();
    continue;
  }
  try {
    results.push(await bench(kind as "pglite" | "postgres"));
  } catch (err) {
    console.log(`${kind}: skipped (${err instanceof Error ? err.message : String(err)})`);
  }
}
console.log("\nsearch latency over", N, "items:");
for (const r of results) {
  console.log(
    `  ${r.kind.padEnd(8)} p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  CPU ${r.cpu.toFixed(2)} ms a query`,
  );
}
