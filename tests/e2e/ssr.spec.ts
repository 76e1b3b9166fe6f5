import { type APIRequestContext, expect, test } from "@playwright/test";
import sharp from "sharp";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import {
  clickNotification,
  hydrated,
  PHONE,
  readKeyval,
  signInByApi,
  WIDE,
  WITH_SERVICE_WORKER,
  waitForServiceWorker,
  watchConsole,
} from "./helpers.ts";
import { apiLogin, ok } from "./orders-api.ts";
import { FULL_BROWSER } from "./playwright.config.ts";

// A notification click is one of these pages: notifications need the full browser (the headless
// shell denies them).
test.use({ launchOptions: FULL_BROWSER });

/** A fixed-price item of this spec's own, listed by seller3 (title unique per run). */
async function listItem(request: APIRequestContext, title: string, priceCents: number): Promise<string> {
  const seller = await apiLogin(request, "seller3@demo.test");
  const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: "#0ea5e9" } })
    .png()
    .toBuffer();
  const up = await request.post("/api/file/upload", {
    headers: { platform: "hweb", Authorization: `Bearer ${seller.token}` },
    multipart: { file: { name: "photo.png", mimeType: "image/png", buffer: png } },
  });
  const file = (await up.json()) as { status_code: number; res_data: { fileId: string } };
  expect(file.status_code).toBe(Code.OK);
  type Node = { id: number; children?: Node[] };
  const tree = await ok<Node[]>(request, "GET", "/category/list", null);
  let leaf = tree[0]!;
  while (leaf.children?.length) leaf = leaf.children[0]!;
  const saved = await ok<{ itemNumber: string; version: number }>(request, "POST", "/item/save", seller, {
    title,
    description: `${title}: in good order, pickup only.`,
    categoryId: leaf.id,
    condition: "good",
    images: file.res_data.fileId,
    saleType: "fixed",
    priceCents,
  });
  await ok(request, "POST", "/item/publish", seller, saved);
  return saved.itemNumber;
}

const run = `${Date.now().toString(36)}`;

test.describe("server-rendered landing pages", () => {
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["wide", WIDE],
  ] as const) {
    test(`hydrate with no console errors or hydration warnings, signed out and signed in (${size})`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const title = `Hydrated lamp ${size} ${run}`;
      const itemNumber = await listItem(request, title, 2750);
      const pages = [`/itemDetail/${itemNumber}`, "/", "/itemSearch?q=lamp", "/classification", "/about"];
      for (const signedIn of [false, true]) {
        // The console as a visitor's browser has it, the worker installing too.
        const context = await browser.newContext({ viewport, ...WITH_SERVICE_WORKER });
        const page = await context.newPage();
        const problems = watchConsole(page);
        if (signedIn) await signInByApi(page, "buyer2@demo.test", { path: pages[0] });
        for (const p of pages) {
          await page.goto(p);
          await hydrated(page);
          await expect(page.locator("h1").first()).toBeVisible();
        }
        // The item page, hydrated: the signed-in parts come in after hydration.
        await page.goto(pages[0]!);
        await hydrated(page);
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        await expect(page.getByText("$27.50").first()).toBeVisible();
        // The wide header greets a guest with Sign In; a signed-in user gets their account menu.
        if (size === "wide") {
          const signIn = page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true });
          if (signedIn) await expect(signIn).toHaveCount(0);
          else await expect(signIn).toBeVisible();
        }
        // It is the app now: a link navigates in place.
        await page.getByRole("link", { name: "See the seller’s other items" }).click();
        await expect(page).toHaveURL(/\/sellerItems\/\d+$/);
        expect(problems, `${size}, ${signedIn ? "signed in" : "signed out"}`).toEqual([]);
        await context.close();
      }
    });
  }

  test("a guest's page hydrates from the data it carries: no second fetch of it", async ({
    browser,
    request,
  }) => {
    const title = `Carried clock ${run}`;
    const itemNumber = await listItem(request, title, 1500);
    // Each page and the reads its data came from. The search is this run's own: its page was never
    // rendered before, so no cached copy of it is older than its data may be.
    for (const [p, stored, carried] of [
      [`/itemDetail/${itemNumber}`, JSON.stringify(["catalog", "item", itemNumber]), ["/api/item/detail"]],
      [
        `/itemSearch?q=${encodeURIComponent(title)}`,
        JSON.stringify({ q: title }),
        ["/api/search/items", "/api/category/list"],
      ],
    ] as const) {
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      const reads: string[] = [];
      page.on("request", (r) => {
        const url = new URL(r.url());
        if ((carried as readonly string[]).includes(url.pathname)) reads.push(url.pathname + url.search);
      });
      await page.goto(p);
      await hydrated(page);
      await expect(page.locator("h1").first()).toBeVisible();
      // The device's stored cache is saved once it has been restored, when a fetch again would start.
      await expect.poll(async () => (await readKeyval(page, "bnomo-query-cache")) ?? "").toContain(stored);
      expect(reads, p).toEqual([]);
      await context.close();
    }
  });

  test("a seller's page keeps the ratings' place while they load: the items below do not jump", async ({
    browser,
    request,
  }) => {
    const seller = await apiLogin(request, "seller3@demo.test");
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    // The ratings are the browser's own request (they name their authors: not in the page's data).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/feedback\/profile\?/, async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto(`/sellerInformation/${seller.id}`);
    await hydrated(page);
    const items = page.getByRole("heading", { name: "Items for sale" });
    await expect(items).toBeVisible();
    const before = (await items.boundingBox())!.y;
    release();
    await expect(page.getByTestId("member-reputation")).toContainText("Member since");
    const after = (await items.boundingBox())!.y;
    // The latest comments, when the seller has any, are more than a placeholder can know of; and
    // the rating's line may wrap on a phone (about 20 px). Without the placeholder it moves 76 px.
    const latest = page.getByRole("region", { name: "Latest feedback" });
    const comments = (await latest.count()) ? (await latest.boundingBox())!.height + 16 : 0;
    expect(Math.abs(after - before - comments), `moved from ${before} to ${after}`).toBeLessThan(40);
    await context.close();
  });

  test("an item link shows the item before any JavaScript runs, never the home page (phone)", async ({
    browser,
    request,
  }) => {
    const title = `No-script kettle ${run}`;
    const itemNumber = await listItem(request, title, 1999);
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto(`/itemDetail/${itemNumber}`);
    expect(res?.status()).toBe(HTTP.OK);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("$19.99").first()).toBeVisible();
    await expect(page).toHaveTitle(title);
    // The home page's rows are nowhere on it.
    await expect(page.getByText("Newly listed")).toHaveCount(0);
    await context.close();
  });

  test.describe("with the worker", () => {
    test.use(WITH_SERVICE_WORKER);
    test("offline, a server-rendered page seen before opens again with its data", async ({
      page,
      context,
      request,
    }) => {
      const title = `Offline teapot ${run}`;
      const itemNumber = await listItem(request, title, 3300);
      await page.goto(`/itemDetail/${itemNumber}`);
      await waitForServiceWorker(page);
      await hydrated(page);
      // The app records what it rendered for the worker; wait until the worker can see it.
      await expect
        .poll(() =>
          page.evaluate(
            async (p) => Boolean(await (await caches.open("seen-pages")).match(p)),
            `/itemDetail/${itemNumber}`,
          ),
        )
        .toBe(true);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("$33.00").first()).toBeVisible();
      // A page never seen still says offline.
      await page.goto(`/itemDetail/NEVER${run.toUpperCase()}`);
      await expect(page.getByText(/offline/i).first()).toBeVisible();
      await context.setOffline(false);
    });

    test("a notification click right after a reload lands on its page", async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      await context.grantPermissions(["notifications"], { origin: baseURL! });
      const itemNumber = await listItem(request, `Clicked chair ${run}`, 4100);
      await signInByApi(page, "buyer3@demo.test");
      await waitForServiceWorker(page);
      const tag = `ssr-click-${run}`;
      await page.evaluate(
        async ([t, url]) => {
          const reg = await navigator.serviceWorker.ready;
          await reg.showNotification("You've been outbid", { tag: t, data: { url, notificationId: null } });
        },
        [tag, `/itemDetail/${itemNumber}`] as const,
      );
      // The click reaches the window while the reloaded app is still starting.
      await page.reload({ waitUntil: "commit" });
      await clickNotification(context, tag);
      await expect(page).toHaveURL(new RegExp(`/itemDetail/${itemNumber}$`), { timeout: 20_000 });
      await expect(page.getByRole("heading", { level: 1, name: `Clicked chair ${run}` })).toBeVisible();
    });
  });
});
