/**
 * JavaScript a first visit loads on each landing page (not a test): every script Chromium fetches
 * on a phone until the network is idle after `load` (idle-time chunks included), counted as
 * brotli bodies. Target ≤ 120 KB per page. Every page is measured in an English browser, and the
 * home page once more in a Chinese one (zh-CN). VERBOSE=1 lists the files; ONLY=<name> measures one.
 *   npm run build && npx tsx tests/bench/client-js-pages.ts
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS, dist, landingPages, startServer } from "./client-server.ts";

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
/** A first visit to `p` on a phone in `locale`'s browser: the scripts it loads, brotli. */
async function measure(name: string, p: string, locale = "en-US") {
  // A phone, as Lighthouse's mobile run: the wide header's chunks are not a phone's.
  const context = await browser.newContext({
    serviceWorkers: "block",
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    locale,
  });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on("response", (r) => {
    if (r.request().resourceType() === "script") scripts.add(new URL(r.url()).pathname);
  });
  await page.goto(server.url + p, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  // The budget counts brotli bodies: each distinct script file, compressed as the server's
  // precompression does (headers and per-request overhead are not the page's code).
  const rows = [...scripts].map((u) => {
    const file = path.join(dist, u);
    return [u, fs.existsSync(file) ? zlib.brotliCompressSync(fs.readFileSync(file)).length : 0] as const;
  });
  const total = rows.reduce((n, [, b]) => n + b, 0);
  // The Chinese catalogues are chunks of their own (src/client/i18n/catalogs.ts, zh-*.js): an
  // English visit must not load any.
  const chinese = rows.filter(([u]) => /\/zh-[\w-]+\.js$/.test(u));
  const catalogue = chinese.reduce((n, [, b]) => n + b, 0);
  console.log(
    `${name.padEnd(17)} ${(total / 1024).toFixed(1).padStart(6)} KB brotli over ${rows.length} scripts  (${p}, ${locale}${chinese.length ? `, Chinese catalogues ${(catalogue / 1024).toFixed(1)} KB in ${chinese.length}` : ", no Chinese catalogue"})`,
  );
  if (process.env.VERBOSE)
    for (const [u, n] of [...rows].sort((a, b) => b[1] - a[1]))
      console.log(`   ${(n / 1024).toFixed(1).padStart(6)} KB  ${u}`);
  await context.close();
}

try {
  const pages = await landingPages(server.url);
  // ONLY=home measures one page (and the Chinese home page only with ONLY=home).
  const only = process.env.ONLY;
  for (const [name, p] of pages) if (!only || name === only) await measure(name, p);
  // The home page in each language: an English visit loads no Chinese; a Chinese one adds its catalogue.
  if (!only || only === "home") await measure("home (zh-CN)", "/", "zh-CN");
} finally {
  await browser.close();
  await server.stop();
}
