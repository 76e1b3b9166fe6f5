import { expect, type Page, test } from "@playwright/test";
import { Code } from "#shared/codes";
import { firstItemLink, signInByApi, WITH_SERVICE_WORKER, waitForServiceWorker } from "./helpers.ts";

test.use(WITH_SERVICE_WORKER);

/*
 * The worker's API caches (sw/api-policy.ts): search results and item detail network-first with the
 * stored copy only offline; a signed-in item detail is never stored; sign-out empties the caches.
 */

const FRESH = "api-fresh";

/** Paths (with query) stored in a cache. */
const stored = (page: Page, cache: string) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((r) => new URL(r.url).pathname + new URL(r.url).search);
  }, cache);

async function itemNumbers(page: Page): Promise<string[]> {
  await expect(firstItemLink(page)).toBeVisible();
  const hrefs = await page
    .locator('main a[href^="/itemDetail/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")!.split("/").pop()!));
  return [...new Set(hrefs)];
}

test("item detail: network first, the stored copy only offline", async ({ page, context }) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  const [n] = await itemNumbers(page);
  const url = `/api/item/detail?itemNumber=${n}`;

  await page.evaluate((u) => fetch(u).then((r) => r.json()), url);
  await expect.poll(() => stored(page, FRESH)).toContain(url);

  // Plant a marked copy: online, the network's answer wins (stale-while-revalidate would answer the copy).
  const mark = (u: string) =>
    page.evaluate(
      async ([u, name]) => {
        const c = await caches.open(name);
        // ignoreVary: the API answers `Vary: Accept-Language`, and a bare URL carries no language.
        const body = await (await c.match(u, { ignoreVary: true }))!.json();
        await c.put(
          u,
          new Response(JSON.stringify({ ...body, message: "from-cache" }), {
            headers: { "content-type": "application/json" },
          }),
        );
      },
      [u, FRESH] as const,
    );
  await mark(url);
  const online = await page.evaluate((u) => fetch(u).then((r) => r.json()), url);
  expect(online.status_code).toBe(Code.OK);
  expect(online.message).not.toBe("from-cache");

  await mark(url);
  await context.setOffline(true);
  const offline = await page.evaluate((u) => fetch(u).then((r) => r.json()), url);
  await context.setOffline(false);
  expect(offline.message).toBe("from-cache");
});

test("a signed-in item detail is never stored; sign-out empties the API caches", async ({ page }) => {
  const session = await signInByApi(page, "buyer1@demo.test");
  await waitForServiceWorker(page);
  const numbers = await itemNumbers(page);
  const mine = `/api/item/detail?itemNumber=${numbers[numbers.length - 1]}`;
  const search = "/api/search/items?q=perf-sw-barrier";

  await page.evaluate(
    async ([u, s, token]) => {
      await fetch(u, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.json());
      await fetch(s).then((r) => r.json());
    },
    [mine, search, session.token] as const,
  );
  // The search answer (asked for after the item) is stored; the signed-in item answer is not.
  await expect.poll(() => stored(page, FRESH)).toContain(search);
  expect(await stored(page, FRESH)).not.toContain(mine);

  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
  // The home page may store new public answers right away; what was stored before is gone.
  await expect.poll(() => stored(page, FRESH)).not.toContain(search);
  expect(await page.evaluate(() => caches.has("public-api"))).toBe(false);
});
