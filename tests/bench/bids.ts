/**
 * Bench: N concurrent bidders on one hot auction over HTTP, on PostgreSQL.
 *   npx tsx tests/bench/bids.ts            (BIDDERS=200 SECONDS=10 DATABASE=postgres://…)
 * Prints accepted bids/s, latency p50/p95/p99, and in the same run the raw single-row UPDATE rate on
 * the same database, for the ratio. Not a test: figures only.
 */
import pg from "pg";
import { allBidsInOrder } from "#server/modules/auctions/auctions.repo";
import { bidIncrement } from "#shared/auction";
import { createAuction } from "../integration/auctions.fixtures.ts";
import { createUser, type TestUser } from "../integration/fixtures.ts";
import { startTestServer } from "../integration/harness.ts";

const BIDDERS = Number(process.env.BIDDERS ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 10);
process.env.TEST_DATABASE_URL ??= process.env.DATABASE ?? "postgres://postgres@127.0.0.1:5432/postgres";

function pct(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const s = await startTestServer({ ACCESS_TOKEN_SECONDS: "864000", LOG_LEVEL: "silent" });
  try {
    const seller = await createUser(s);
    const people: TestUser[] = [];
    for (let i = 0; i < BIDDERS; i++) people.push(await createUser(s));
    const item = await createAuction(s, seller.id, {
      startPriceCents: 100,
      endTime: s.clock.now() + 24 * 3_600_000,
      softCloseSeconds: 0,
    });
    const url = `${s.url}/api/item/bid`;
    let price = 100;
    let ladder = 100;
    let ticket = 0;
    let accepted = 0;
    let refused = 0;
    let failed = 0;
    const latAll: number[] = [];
    const latOk: number[] = [];
    const deadline = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      people.map(async (u) => {
        while (performance.now() < deadline) {
          // Each request takes the next rung of a ladder that climbs one increment per rung, from
          // the last price an answer reported: requests arriving out of order are refused (30001).
          ticket++;
          const base = Math.max(price, ladder);
          ladder = base + bidIncrement(base);
          const amountCents = ladder;
          const t0 = performance.now();
          const res = await fetch(url, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${u.token}`,
              platform: "hweb",
            },
            body: JSON.stringify({ itemNumber: item.itemNumber, amountCents }),
          });
          const body = (await res.json()) as {
            status_code: number;
            res_data: { currentPriceCents?: number; minNextBidCents?: number };
          };
          const ms = performance.now() - t0;
          latAll.push(ms);
          if (body.status_code === 1) {
            accepted++;
            latOk.push(ms);
            price = Math.max(price, body.res_data.currentPriceCents ?? price);
          } else if (body.status_code === 30001 || body.status_code === 30005) {
            refused++;
            if (body.res_data.minNextBidCents)
              price = Math.max(price, body.res_data.minNextBidCents - bidIncrement(price));
          } else failed++;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latAll.sort((a, b) => a - b);
    latOk.sort((a, b) => a - b);
    const bidRows = (await allBidsInOrder(s.deps.database.db, item.id)).length;

    // Raw single-row UPDATE rate on the same database, same client concurrency as the server's pool.
    const dbUrl = s.deps.env.DATABASE_URL!;
    const clients = 20;
    const pool = new pg.Pool({ connectionString: dbUrl, max: clients });
    // An idle client killed from outside (another run dropping its database) must not crash the bench.
    pool.on("error", () => {});
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

    const rate = accepted / elapsed;
    const f = (x: number) => x.toFixed(1);
    console.log(`bidders: ${BIDDERS}, seconds: ${f(elapsed)}, database: ${s.deps.database.kind}`);
    console.log(
      `requests: ${latAll.length} (${f(latAll.length / elapsed)}/s), accepted: ${accepted}, refused (30001/30005): ${refused}, other: ${failed}`,
    );
    console.log(`entries written: ${bidRows}`);
    console.log(`accepted bids/s: ${f(rate)}`);
    console.log(
      `latency all requests ms: p50 ${f(pct(latAll, 50))}  p95 ${f(pct(latAll, 95))}  p99 ${f(pct(latAll, 99))}`,
    );
    console.log(
      `latency accepted ms:     p50 ${f(pct(latOk, 50))}  p95 ${f(pct(latOk, 95))}  p99 ${f(pct(latOk, 99))}`,
    );
    console.log(`raw single-row UPDATE/s (${clients} clients): ${f(updRate)}`);
    console.log(`ratio accepted bids/s ÷ raw UPDATE/s: ${(rate / updRate).toFixed(2)}`);
    console.log(
      `ratio processed requests/s ÷ raw UPDATE/s: ${(latAll.length / elapsed / updRate).toFixed(2)}`,
    );
  } finally {
    await s.close();
  }
}

await main();
