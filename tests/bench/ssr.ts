/**
 * Server rendering of item pages (not a test): throughput and time to first byte at 50 concurrent
 * requests on the embedded database, as a crowd arrives (200 pages, answered from the page cache
 * once rendered) and with every request a page of its own (each one rendered), then the server's
 * memory over 10,000 rendered pages (it must not grow after warm-up). Target: TTFB p99 ≤ 60 ms.
 *   npm run build && npx tsx tests/bench/ssr.ts        (SSR_SECONDS=20, SSR_PAGES=10000)
 */
import { startServer } from "./client-server.ts";

const SECONDS = Number(process.env.SSR_SECONDS ?? 20);
const CONCURRENCY = 50;
const PAGES = Number(process.env.SSR_PAGES ?? 10_000);

const server = await startServer();
const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

/** Resident memory of the server process, from /proc (Linux). */
async function rssMb(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

try {
  const items: string[] = [];
  for (let page = 1; items.length < 200; page++) {
    const res = await fetch(`${server.url}/api/search/items?sort=newest&pageSize=50&currentPage=${page}`);
    const env = (await res.json()) as { res_data: { list: { itemNumber: string }[]; hasNextPage: boolean } };
    items.push(...env.res_data.list.map((i) => i.itemNumber));
    if (!env.res_data.hasNextPage) break;
  }
  const urls = items.map((n) => `${server.url}/itemDetail/${n}`);
  let next = 0;
  /**
   * One page: time to first byte, then the whole body read. `fresh` asks for an address no one
   * asked for before (a query the page ignores), so the server renders it rather than answer from
   * its page cache (modules/pages/page-cache.ts).
   */
  const one = async (fresh = false) => {
    const n = next++;
    const url = fresh ? `${urls[n % urls.length]}?bench=${n}` : urls[n % urls.length]!;
    const t0 = performance.now();
    // fetch resolves with the headers, i.e. at the first byte.
    const res = await fetch(url, { headers: { "accept-encoding": "br" } });
    const ttfb = performance.now() - t0;
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    return ttfb;
  };

  // Warm-up: every page once (routes compiled, database pages cached).
  for (let i = 0; i < urls.length; i++) await one();

  /** 50 visitors for SECONDS on the 200 pages (as a crowd arrives), or each on a page of its own. */
  const run = async (fresh: boolean) => {
    const ttfbs: number[] = [];
    const until = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) ttfbs.push(await one(fresh));
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    ttfbs.sort((a, b) => a - b);
    console.log(
      `${fresh ? "item pages each rendered (none from the page cache)" : "item pages"}, ${CONCURRENCY} concurrent for ${SECONDS} s: ${(ttfbs.length / elapsed).toFixed(0)} pages/s, TTFB p50 ${pct(ttfbs, 50).toFixed(1)} ms, p95 ${pct(ttfbs, 95).toFixed(1)} ms, p99 ${pct(ttfbs, 99).toFixed(1)} ms${fresh ? "" : " (target p99 ≤ 60 ms)"}`,
    );
  };
  await run(false);
  await run(true);

  // Memory: after warm-up, then every 2,000 pages up to PAGES (with 10 in flight), each rendered.
  const pid = server.proc.pid!;
  const samples: string[] = [`warm ${(await rssMb(pid)).toFixed(0)} MB`];
  let done = 0;
  while (done < PAGES) {
    await Promise.all(Array.from({ length: 10 }, () => one(true)));
    done += 10;
    if (done % 2000 === 0) samples.push(`${done} ${(await rssMb(pid)).toFixed(0)} MB`);
  }
  console.log(`server RSS over ${PAGES} rendered pages: ${samples.join(", ")}`);
} finally {
  await server.stop();
}
