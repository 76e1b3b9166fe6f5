/**
 * Time from an offline reload of `/` to the first item title on screen (not a test). Target ≤ 300 ms.
 *   npx vite build && npx tsx tests/bench/client-offline.ts    (RUNS=5)
 * Loads `/` online (the worker installs, the query cache persists), goes offline, reloads, and
 * reads in the page when the first item link appeared (performance.now() from navigation start).
 */
import { chromium } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS, startServer } from "./client-server.ts";

const RUNS = Number(process.env.RUNS ?? 5);
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => {
    const w = window as Window & { __firstItemAt?: number };
    new MutationObserver((_, obs) => {
      if (document.querySelector('main a[href^="/itemDetail/"]')) {
        w.__firstItemAt = performance.now();
        obs.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 30_000,
  });
  await page.locator('main a[href^="/itemDetail/"]').first().waitFor();
  await page.waitForTimeout(500);
  await context.setOffline(true);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.reload();
    await page.locator('main a[href^="/itemDetail/"]').first().waitFor({ timeout: 10_000 });
    const t = await page.evaluate(
      () => (window as Window & { __firstItemAt?: number }).__firstItemAt ?? Number.NaN,
    );
    times.push(Math.round(t));
  }
  times.sort((a, b) => a - b);
  console.log(
    `offline reload of / → first item title: ${times.join(", ")} ms; median ${times[Math.floor(times.length / 2)]} ms (target ≤ 300 ms)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
