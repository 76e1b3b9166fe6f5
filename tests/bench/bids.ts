/**
 * Bench: N concurrent bidders on one hot auction over HTTP, on PostgreSQL.
 *   npx tsx tests/bench/bids.ts            (BIDDERS=200 SECONDS=10 RATE=1100 WARMUP=3 DATABASE=postgres://…)
 * The server runs in its own process (as in production), so the bidders' HTTP client does not
 * share its event loop. Two phases: a steady crowd offering RATE bids a second between the
 * bidders (latency at that load), then saturation (each bidder bids again as soon as answered: the
 * most the server takes). Prints accepted bids/s and latency p50/p95/p99 of each, and in the same
 * run the raw single-row UPDATE rate on the same database, for the ratio. Not a test: figures only.
 */
import { fork } from "node:child_process";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { bidIncrement } from "#shared/auction";

const BIDDERS = Number(process.env.BIDDERS ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 10);
/**
 * Bids a second the steady phase offers, spread over the bidders. A few percent lose the race to a
 * higher bid and are refused (30001), as in a real crowd, so 1,100 offered is ≥ 1,000 accepted.
 */
const RATE = Number(process.env.RATE ?? 1100);
const WARMUP_SECONDS = Number(process.env.WARMUP ?? 3);

type Setup = {
  type: "ready";
  url: string;
  databaseUrl: string;
  itemId: number;
  itemNumber: string;
  tokens: string[];
};

function pct(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Child: a real server on a fresh PostgreSQL database, with the bidders and the auction. */
async function server() {
  process.env.TEST_DATABASE_URL ??= process.env.DATABASE ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const { startTestServer } = await import("../integration/harness.ts");
  const { createUser } = await import("../integration/fixtures.ts");
  const { createAuction } = await import("../integration/auctions.fixtures.ts");
  const s = await startTestServer({ ACCESS_TOKEN_SECONDS: "864000", LOG_LEVEL: "silent" });
  const seller = await createUser(s);
  const tokens: string[] = [];
  for (let i = 0; i < BIDDERS; i++) tokens.push((await createUser(s)).token);
  const item = await createAuction(s, seller.id, {
    startPriceCents: 100,
    endTime: s.clock.now() + 24 * 3_600_000,
    softCloseSeconds: 0,
  });
  const setup: Setup = {
    type: "ready",
    url: s.url,
    databaseUrl: s.deps.env.DATABASE_URL!,
    itemId: item.id,
    itemNumber: item.itemNumber,
    tokens,
  };
  // BENCH_PROF=dir: CPU profiles of the server during each load phase only (not the setup).
  const { Session } = await import("node:inspector/promises");
  const fs = await import("node:fs");
  const prof = process.env.BENCH_PROF ? new Session() : null;
  if (prof) {
    prof.connect();
    await prof.post("Profiler.enable");
    fs.mkdirSync(process.env.BENCH_PROF!, { recursive: true });
  }
  let asks = 0;
  let cpu0 = process.cpuUsage();
  let elu0 = performance.eventLoopUtilization();
  process.send!(setup);
  process.on("message", async (m: { type: string }) => {
    if (m.type === "stats") {
      // Figures since the previous ask: the parent asks before and after each phase.
      const cpu = process.cpuUsage(cpu0);
      const elu = performance.eventLoopUtilization(elu0);
      if (prof) {
        if (asks % 2 === 1) {
          const { profile } = await prof.post("Profiler.stop");
          fs.writeFileSync(
            `${process.env.BENCH_PROF}/server-${(asks + 1) / 2}.cpuprofile`,
            JSON.stringify(profile),
          );
        } else await prof.post("Profiler.start");
      }
      asks++;
      cpu0 = process.cpuUsage();
      elu0 = performance.eventLoopUtilization();
      process.send!({ type: "stats", cpuMs: (cpu.user + cpu.system) / 1000, elu: elu.utilization });
      return;
    }
    if (m.type !== "close") return;
    await s.close();
    process.exit(0);
  });
}

type Stats = { cpuMs: number; elu: number };
type PhaseResult = Stats & { seconds: number; all: number[]; ok: number[]; refused: number; other: number };

/** Run one load phase; the server reports its CPU and event-loop use over exactly that phase. */
let askServer: () => Promise<Stats>;
async function phase(
  seconds: number,
  load: (record: (code: number, ms: number) => void, until: number) => Promise<void>,
): Promise<PhaseResult> {
  const all: number[] = [];
  const ok: number[] = [];
  let refused = 0;
  let other = 0;
  await askServer(); // resets the server's counters
  const started = performance.now();
  await load(
    (code, ms) => {
      all.push(ms);
      if (code === 1) ok.push(ms);
      else if (code === 30001 || code === 30005) refused++;
      else other++;
    },
    started + seconds * 1000,
  );
  const elapsed = (performance.now() - started) / 1000;
  const stats = await askServer();
  all.sort((a, b) => a - b);
  ok.sort((a, b) => a - b);
  return { ...stats, seconds: elapsed, all, ok, refused, other };
}

async function main() {
  const child = fork(fileURLToPath(import.meta.url), ["--server"], {
    execArgv: ["--import", "tsx"],
  });
  const setup = await new Promise<Setup>((resolve, reject) => {
    child.once("message", (m: Setup) => resolve(m));
    child.once("exit", (code) => reject(new Error(`server exited (${code})`)));
  });
  askServer = () =>
    new Promise<Stats>((resolve) => {
      child.once("message", (m: Stats) => resolve(m));
      child.send({ type: "stats" });
    });
  try {
    // node:http with kept-alive sockets, one a bidder: fetch costs the client several times more
    // CPU, and on two cores that CPU is taken from the server and the database being measured.
    const target = new URL(`${setup.url}/api/item/bid`);
    const agent = new http.Agent({ keepAlive: true, maxSockets: setup.tokens.length });
    type Answer = { status_code: number; res_data: { currentPriceCents?: number; minNextBidCents?: number } };
    const post = (token: string, json: string) =>
      new Promise<Answer>((resolve, reject) => {
        const req = http.request(
          target,
          {
            method: "POST",
            agent,
            headers: {
              "content-type": "application/json",
              "content-length": Buffer.byteLength(json),
              authorization: `Bearer ${token}`,
              platform: "hweb",
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve(JSON.parse(Buffer.concat(chunks).toString()) as Answer));
            res.on("error", reject);
          },
        );
        req.on("error", reject);
        req.end(json);
      });
    // Bids climb a ladder one increment a rung from the last price an answer reported, so requests
    // that arrive out of order are refused (30001) like a real crowd's.
    let price = 100;
    let ladder = 100;
    async function bid(token: string): Promise<number> {
      const base = Math.max(price, ladder);
      ladder = base + bidIncrement(base);
      const body = await post(token, JSON.stringify({ itemNumber: setup.itemNumber, amountCents: ladder }));
      if (body.status_code === 1) price = Math.max(price, body.res_data.currentPriceCents ?? price);
      else if (body.res_data.minNextBidCents)
        price = Math.max(price, body.res_data.minNextBidCents - bidIncrement(price));
      return body.status_code;
    }

    // Phase 1, a steady crowd: the bidders offer RATE bids a second between them, each bidder on
    // its own schedule with at most one bid in flight. Latency counts from the scheduled moment, so
    // a slow answer that delays the bidder's next bid is not hidden (no coordinated omission). It
    // runs first, on a database not yet churned by the saturation phase's writes.
    const crowd = async (record: (code: number, ms: number) => void, until: number) => {
      const every = (1000 * setup.tokens.length) / RATE;
      const t0 = performance.now();
      await Promise.all(
        setup.tokens.map(async (token, i) => {
          for (let k = 0; ; k++) {
            const due = t0 + (i * every) / setup.tokens.length + k * every;
            if (due >= until) return;
            const wait = due - performance.now();
            if (wait > 0) await new Promise((r) => setTimeout(r, wait));
            record(await bid(token), performance.now() - due);
          }
        }),
      );
    };
    // Warm-up, not counted: the server's code gets compiled and the database's pages cached.
    await phase(WARMUP_SECONDS, crowd);
    const steady = await phase(SECONDS, crowd);
    // Phase 2, saturation: every bidder sends its next bid the moment the last one is answered.
    const sat = await phase(SECONDS, async (record, until) => {
      await Promise.all(
        setup.tokens.map(async (token) => {
          while (performance.now() < until) {
            const t0 = performance.now();
            record(await bid(token), performance.now() - t0);
          }
        }),
      );
    });

    // Raw single-row UPDATE rate on the same database, same client concurrency as the server's pool.
    const clients = 20;
    const pool = new pg.Pool({ connectionString: setup.databaseUrl, max: clients });
    // An idle client killed from outside (another run dropping its database) must not crash the bench.
    pool.on("error", () => {});
    const { rows } = await pool.query<{ n: number }>(
      "select count(*)::int as n from bids where item_id = $1",
      [setup.itemId],
    );
    await pool.query("create table if not exists bench_row (id int primary key, v bigint not null)");
    await pool.query("insert into bench_row values (1, 0) on conflict do nothing");
    let updates = 0;
    const uDeadline = performance.now() + Math.min(SECONDS, 5) * 1000;
    const uStart = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < uDeadline) {
          await pool.query("update bench_row set v = v + 1 where id = 1");
          updates++;
        }
      }),
    );
    const updRate = updates / ((performance.now() - uStart) / 1000);
    await pool.end();

    const f = (x: number) => x.toFixed(1);
    console.log(`bidders: ${BIDDERS}, database: postgres, server: own process`);
    console.log(`entries written: ${rows[0]!.n}`);
    for (const [name, r] of [
      [`steady crowd (${RATE} bids/s offered)`, steady],
      ["saturation (each bidder bids again as soon as answered)", sat],
    ] as const) {
      console.log(`\n${name}, ${f(r.seconds)} s`);
      console.log(
        `  requests: ${r.all.length} (${f(r.all.length / r.seconds)}/s), accepted: ${r.ok.length}, refused (30001/30005): ${r.refused}, other: ${r.other}`,
      );
      console.log(`  accepted bids/s: ${f(r.ok.length / r.seconds)}`);
      console.log(
        `  latency all requests ms: p50 ${f(pct(r.all, 50))}  p95 ${f(pct(r.all, 95))}  p99 ${f(pct(r.all, 99))}`,
      );
      console.log(
        `  latency accepted ms:     p50 ${f(pct(r.ok, 50))}  p95 ${f(pct(r.ok, 95))}  p99 ${f(pct(r.ok, 99))}`,
      );
      console.log(
        `  server process: ${f(r.cpuMs / r.all.length)} ms CPU a request, event loop ${(r.elu * 100).toFixed(0)}% busy`,
      );
    }
    console.log(`\nraw single-row UPDATE/s (${clients} clients): ${f(updRate)}`);
    console.log(
      `ratio accepted bids/s (saturation) ÷ raw UPDATE/s: ${(sat.ok.length / sat.seconds / updRate).toFixed(2)}`,
    );
  } finally {
    child.send({ type: "close" });
    await new Promise((r) => child.once("exit", r));
  }
}

if (process.argv.includes("--server")) await server();
else await main();
