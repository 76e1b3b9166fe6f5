/**
 * City search and reverse geocoding speed (not a test): the in-memory index per call, and the
 * whole HTTP round trip of GET /api/geo/citySearch on a real server. Target: under 5 ms a call.
 *   npx tsx tests/bench/geo.ts          (RUNS=2000)
 */
import { performance } from "node:perf_hooks";
import { cityIndex } from "#server/modules/geo/geo.service";
import { startTestServer } from "../integration/harness.ts";

const RUNS = Number(process.env.RUNS ?? 2000);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)]!;
const fmt = (xs: number[]) => `median ${median(xs).toFixed(3)} ms  p99 ${p99(xs).toFixed(3)} ms`;

function time(fn: (i: number) => unknown): number[] {
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    fn(i);
    out.push(performance.now() - t0);
  }
  return out;
}

const idx = cityIndex();
const prefixes = ["s", "san", "spring", "new y", "Chicago", "york", "par", "lon"];
console.log(`index search   (${RUNS}): ${fmt(time((i) => idx.search(prefixes[i % prefixes.length]!, 100)))}`);
console.log(
  `index nearest  (${RUNS}): ${fmt(time((i) => idx.nearest(30 + (i % 300) / 10, -100 + (i % 500) / 5)))}`,
);

const s = await startTestServer({ LOG_LEVEL: "silent" });
try {
  const http: number[] = [];
  for (let i = 0; i < Math.min(RUNS, 500); i++) {
    const t0 = performance.now();
    await s.call("GET", "/api/geo/citySearch", { query: { q: prefixes[i % prefixes.length]! } });
    http.push(performance.now() - t0);
  }
  console.log(`HTTP citySearch (${http.length}): ${fmt(http)}`);
} finally {
  await s.close();
}
process.exit(0);
