/**
 * Lighthouse mobile performance of `/` against the built app served by our server (compressed
 * assets), with Debian's Chromium (not a test). Target ≥ 98.
 *   npx vite build && npx tsx tests/bench/client-lighthouse.ts   (LH_RUNS=3 for a median)
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM, startServer } from "./client-server.ts";

const RUNS = Number(process.env.LH_RUNS ?? 3);
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  // Warm the server (first requests compile routes and open the database pages).
  await fetch(`${server.url}/api/home/template`);
  const scores: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await lighthouse(`${server.url}/`, {
      port: chrome.port,
      onlyCategories: ["performance"],
      output: "json",
      logLevel: "error",
    });
    const lhr = r!.lhr;
    const score = Math.round((lhr.categories.performance!.score ?? 0) * 100);
    scores.push(score);
    const a = (id: string) => lhr.audits[id]?.displayValue ?? "?";
    console.log(
      `run ${i + 1}: performance ${score}  FCP ${a("first-contentful-paint")}  LCP ${a("largest-contentful-paint")}  TBT ${a("total-blocking-time")}  CLS ${a("cumulative-layout-shift")}  SI ${a("speed-index")}`,
    );
  }
  scores.sort((x, y) => x - y);
  console.log(
    `Lighthouse mobile performance of / (median of ${RUNS}): ${scores[Math.floor(scores.length / 2)]} (target ≥ 98)`,
  );
} finally {
  await chrome.kill();
  await server.stop();
}
