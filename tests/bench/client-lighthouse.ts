/**
 * Lighthouse mobile (its default throttling: slow 4G, 4× CPU) of the landing pages a person reaches
 * by a link, against the built app served by our server, with Debian's Chromium (not a test).
 * Prints a table of medians. Targets per page: performance ≥ 98, LCP ≤ 1.8 s, TBT ≤ 150 ms,
 * CLS ≤ 0.02, first-visit JavaScript ≤ 120 KB (as transferred, brotli).
 *   npm run build && npx tsx tests/bench/client-lighthouse.ts   (LH_RUNS=3 by default; LH_PAGES="home,search")
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM, landingPages, startServer } from "./client-server.ts";

const RUNS = Number(process.env.LH_RUNS ?? 3);
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  const all = await landingPages(server.url);
  // LH_PAGES="auction item,search" measures only those.
  const only = process.env.LH_PAGES?.split(",").map((x) => x.trim());
  const pages = only ? all.filter(([name]) => only.includes(name)) : all;
  // Warm the server (first requests compile routes and open the database pages).
  for (const [, p] of pages) await fetch(server.url + p);

  const rows: string[][] = [];
  for (const [name, p] of pages) {
    const runs: {
      perf: number;
      lcp: number;
      tbt: number;
      cls: number;
      fcp: number;
      js: number;
      worker: number;
    }[] = [];
    // A run Lighthouse could not finish (a runtime error: no metrics, score 0) is told and run again,
    // at most twice per page, so the medians are of complete runs.
    for (let i = 0, failed = 0; i < RUNS; i++) {
      const r = await lighthouse(server.url + p, {
        port: chrome.port,
        onlyCategories: ["performance"],
        output: "json",
        logLevel: "error",
      });
      const lhr = r!.lhr;
      if (lhr.runtimeError || !Number.isFinite(lhr.audits["largest-contentful-paint"]?.numericValue)) {
        console.log(`${name}: run ${i + 1} failed (${lhr.runtimeError?.code ?? "no LCP"}), running it again`);
        if (++failed <= 2) i--;
        continue;
      }
      const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
      const requests =
        (
          lhr.audits["network-requests"]?.details as {
            items?: { url?: string; resourceType?: string; transferSize?: number }[];
          }
        )?.items ?? [];
      // The page's scripts, and apart from them the service worker's own script, which a first
      // visit also downloads (it installs the offline copy) but the page does not run.
      const scripts = requests.filter((x) => x.resourceType === "Script");
      const isWorker = (x: { url?: string }) => (x.url ? new URL(x.url).pathname === "/sw.js" : false);
      const sum = (xs: { transferSize?: number }[]) => xs.reduce((n, x) => n + (x.transferSize ?? 0), 0);
      const js = sum(scripts.filter((x) => !isWorker(x)));
      const worker = sum(scripts.filter(isWorker));
      runs.push({
        perf: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        lcp: num("largest-contentful-paint"),
        tbt: num("total-blocking-time"),
        cls: num("cumulative-layout-shift"),
        fcp: num("first-contentful-paint"),
        js,
        worker,
      });
    }
    const m = (k: keyof (typeof runs)[number]) => median(runs.map((x) => x[k]));
    rows.push([
      name,
      String(m("perf")),
      `${(m("fcp") / 1000).toFixed(2)} s`,
      `${(m("lcp") / 1000).toFixed(2)} s`,
      `${Math.round(m("tbt"))} ms`,
      m("cls").toFixed(3),
      `${(m("js") / 1024).toFixed(1)} KB`,
      `${(m("worker") / 1024).toFixed(1)} KB`,
      runs.map((x) => x.perf).join("/"),
    ]);
    console.log(`${name} (${p}): ${rows.at(-1)!.slice(1).join("  ")}`);
  }
  const head = ["page", "perf", "FCP", "LCP", "TBT", "CLS", "JS (transfer)", "sw.js", "runs"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(
    `\nLighthouse mobile, median of ${RUNS} (targets: perf ≥ 98, LCP ≤ 1.8 s, TBT ≤ 150 ms, CLS ≤ 0.02, JS ≤ 120 KB)`,
  );
  console.log(line(head));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const r of rows) console.log(line(r));
} finally {
  await chrome.kill();
  await server.stop();
}
