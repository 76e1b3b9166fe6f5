import os from "node:os";
import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { Code } from "#shared/codes";
import { KEYS, PHONE, signInByApi, WIDE } from "./helpers.ts";
import { ok, reserveItem } from "./orders-api.ts";

/*
 * The shell's and the item page's smaller promises of rules/product.md §2 and §3: the photo zoom pages
 * through every photo; a closed Get App banner is never drawn again; the account menu's popup is
 * 700/500/300 px tall and its entries carry icons; a phone is sent the photo size it can show; the
 * Sell check dialog's Escape and Close only dismiss it. Screenshots at phone and wide sizes, in
 * English and Chinese, go to SMALL_SHOTS_DIR.
 */

// Each test walks both languages (and several sizes): longer than one screen's check on a busy machine.
test.describe.configure({ timeout: 150_000 });

const SHOTS = process.env.SMALL_SHOTS_DIR ?? path.join(os.tmpdir(), "small-screens-shots");
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });

type Detail = { itemNumber: string; imageSet: Array<{ small: string; medium: string; large: string }> };

/** A demo item with at least two photos. */
async function itemWithPhotos(request: APIRequestContext): Promise<Detail> {
  // Past the first page: items that other specs post (one photo each) come first.
  for (let currentPage = 1; currentPage <= 5; currentPage++) {
    const list = await ok<{ list: Array<{ itemNumber: string }> }>(request, "GET", "/search/items", null, {
      type: "fixed",
      pageSize: 50,
      currentPage,
    });
    for (const { itemNumber } of list.list) {
      const d = await ok<Detail>(request, "GET", "/item/detail", null, { itemNumber });
      if (d.imageSet.length >= 2 && reserveItem(itemNumber)) return d;
    }
  }
  throw new Error("no demo item has two photos");
}

/** A context in Chinese (the browser's language and the app's stored choice) or English. */
async function context(browser: Browser, lang: "en" | "zh", opts: Parameters<Browser["newContext"]>[0] = {}) {
  const ctx = await browser.newContext({ locale: lang === "zh" ? "zh-CN" : "en-US", ...opts });
  await ctx.addInitScript((l) => localStorage.setItem("locale", l), lang);
  return ctx;
}

test("wide: the zoom pages through all the item's photos by arrows, keys and thumbnails; Escape closes and the focus returns", async ({
  browser,
  request,
}) => {
  const item = await itemWithPhotos(request);
  const n = item.imageSet.length;
  for (const lang of ["en", "zh"] as const) {
    const ctx = await context(browser, lang, { viewport: WIDE });
    const page = await ctx.newPage();
    await page.goto(`/itemDetail/${item.itemNumber}`);
    const photos = page.getByRole("region", { name: lang === "en" ? "Photos" : "图片" });
    const zoomButton = photos.getByRole("button", { name: lang === "en" ? "Zoom" : "放大", exact: true });
    if (lang === "zh") {
      await zoomButton.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await shot(page, "zoom-wide-zh");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      await ctx.close();
      continue;
    }
    await zoomButton.click();
    const shown = (i: number) => page.getByRole("dialog", { name: `Photo ${i} of ${n}` });
    const large = (i: number) => item.imageSet[i - 1]!.large;
    const zoomImage = page.getByRole("dialog").getByRole("button", { name: "Zoom in" }).locator("img");
    await expect(shown(1)).toBeVisible();
    await expect(zoomImage).toHaveAttribute("src", large(1));
    await shown(1).getByRole("button", { name: "Next photo" }).click();
    await expect(shown(2)).toBeVisible();
    await expect(zoomImage).toHaveAttribute("src", large(2));
    await shot(page, "zoom-wide-en");
    await page.keyboard.press("ArrowLeft");
    await expect(shown(1)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(shown(2)).toBeVisible();
    // From the first photo, Previous goes round to the last.
    await shown(2).getByRole("button", { name: "Show photo 1" }).click();
    await expect(shown(1)).toBeVisible();
    await expect(shown(1).getByRole("button", { name: "Show photo 1" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await shown(1).getByRole("button", { name: "Previous photo" }).click();
    await expect(shown(n)).toBeVisible();
    await expect(zoomImage).toHaveAttribute("src", large(n));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(zoomButton).toBeFocused();
    // The page's gallery stayed with the photo last shown.
    await expect(photos.getByRole("button", { name: `Show photo ${n}` })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await ctx.close();
  }
});

test("phone: a closed Get App banner is not drawn on the next visit (no layout shift)", async ({
  browser,
}) => {
  for (const lang of ["en", "zh"] as const) {
    const ctx = await context(browser, lang, { viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    await page.goto("/");
    const aside = page.getByRole("complementary", { name: lang === "en" ? "Get App" : "下载 App" });
    await expect(aside).toBeVisible();
    await shot(page, `banner-phone-${lang}`);
    await aside
      .getByRole("button", { name: lang === "en" ? "Close Get App banner" : "关闭下载 App 横幅" })
      .click();
    await expect(aside).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), KEYS.getAppStatus)).toBe("closed");

    // Every frame of the next visit, from the first, records whether the banner is drawn; the
    // layout shifts are summed.
    await page.addInitScript(() => {
      const w = window as unknown as { bannerFrames: number; shift: number };
      w.bannerFrames = 0;
      w.shift = 0;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries() as Array<PerformanceEntry & { value: number }>) w.shift += e.value;
      }).observe({ type: "layout-shift", buffered: true });
      const look = () => {
        const a = document.querySelector('aside a[href="/getApp"]')?.closest("aside");
        if (a && a.getBoundingClientRect().height > 0) w.bannerFrames++;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.reload();
    await expect(page.getByRole("banner").getByRole("button").first()).toBeVisible();
    // Live with the stored session: the banner is gone from the document as well.
    await expect(aside).toHaveCount(0);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const seen = await page.evaluate(() => (window as unknown as { bannerFrames: number }).bannerFrames);
    const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
    expect(seen, "frames with the closed banner drawn").toBe(0);
    expect(shift, "cumulative layout shift").toBeLessThan(0.01);
    await ctx.close();
  }
});

test("wide: the account menu's popup is 700, 500 or 300 px tall by the window, and every entry has its icon", async ({
  browser,
}) => {
  for (const lang of ["en", "zh"] as const) {
    const ctx = await context(browser, lang, { viewport: WIDE });
    const page = await ctx.newPage();
    await signInByApi(page, "buyer1@demo.test");
    const accountButton = page
      .getByRole("banner")
      .getByRole("button", { name: lang === "en" ? "Account" : "我的账户" });
    const menu = page.getByRole("navigation", { name: lang === "en" ? "Account menu" : "账户菜单" });
    for (const [height, expected] of [
      [900, 700],
      [801, 700],
      [800, 500],
      [600, 500],
      [599, 300],
    ] as const) {
      await page.setViewportSize({ width: WIDE.width, height });
      await accountButton.click();
      await expect(menu).toBeVisible();
      expect((await menu.boundingBox())!.height, `window ${height} px tall`).toBe(expected);
      if (height === 900) {
        // Every entry: one icon, named (rules/product.md §3: a menu entry is icon, name, link).
        const entries = await menu
          .getByRole("link")
          .evaluateAll((links) =>
            links.map((l) => [l.textContent, l.querySelectorAll("svg[data-icon]").length]),
          );
        expect(entries.length).toBeGreaterThan(10);
        expect(entries.filter(([, icons]) => icons !== 1)).toEqual([]);
      }
      if (height === 900) await shot(page, `menu-wide-${lang}`);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    }
    await ctx.close();
  }
});

test("phone: the drawer's entries have their icons", async ({ browser }) => {
  for (const lang of ["en", "zh"] as const) {
    const ctx = await context(browser, lang, { viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await ctx.newPage();
    await signInByApi(page, "buyer1@demo.test");
    await page
      .getByRole("banner")
      .getByRole("button", { name: lang === "en" ? "Menu" : "菜单" })
      .click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    const entries = await drawer
      .getByRole("navigation")
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((links) => links.map((l) => [l.textContent, l.querySelectorAll("svg[data-icon]").length]));
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.filter(([, icons]) => icons !== 1)).toEqual([]);
    await shot(page, `drawer-phone-${lang}`);
    await ctx.close();
  }
});

test("phone: the item page's photos come at 640 px, not 1280, even on a 3× screen", async ({
  browser,
  request,
}) => {
  const item = await itemWithPhotos(request);
  for (const dpr of [1, 2, 3]) {
    // A phone's screen is its size (the project's default device says a 1920 px desktop screen,
    // which the browser's early look at the page would size the photo by).
    const ctx = await browser.newContext({
      viewport: PHONE,
      screen: PHONE,
      deviceScaleFactor: dpr,
      isMobile: true,
      hasTouch: true,
    });
    const page = await ctx.newPage();
    const fetched: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/media/")) fetched.push(new URL(r.url()).pathname);
    });
    await page.goto(`/itemDetail/${item.itemNumber}`);
    const first = page.getByRole("region", { name: "Photos" }).locator("img").first();
    await expect(first).toBeVisible();
    await expect.poll(() => first.evaluate((i: HTMLImageElement) => i.complete && i.currentSrc)).toBeTruthy();
    const chosen = await first.evaluate((i: HTMLImageElement) => new URL(i.currentSrc).pathname);
    expect(chosen, `${dpr}× screen: ${fetched.join(" ")}`).toBe(item.imageSet[0]!.medium);
    expect(
      fetched.filter((p) => p.endsWith("/1280.webp")),
      `${dpr}× screen`,
    ).toEqual([]);
    await ctx.close();
  }
  // A wide screen still has the large one to choose on a 2× display.
  const wide = await browser.newContext({ viewport: WIDE, deviceScaleFactor: 2 });
  const page = await wide.newPage();
  await page.goto(`/itemDetail/${item.itemNumber}`);
  const first = page.getByRole("region", { name: "Photos" }).locator("img").first();
  await expect.poll(() => first.evaluate((i: HTMLImageElement) => i.complete && i.currentSrc)).toBeTruthy();
  expect(await first.evaluate((i: HTMLImageElement) => new URL(i.currentSrc).pathname)).toBe(
    item.imageSet[0]!.large,
  );
  await wide.close();
});

test("the Sell check dialog: Escape and Close stay on the page, OK goes on", async ({ browser }) => {
  for (const lang of ["en", "zh"] as const) {
    const ctx = await context(browser, lang, { viewport: WIDE });
    const page = await ctx.newPage();
    await ctx.route("**/api/item/checkIfUserCanUploadItem", (r) =>
      r.fulfill({
        json: {
          status_code: Code.MOBILE_NOT_VERIFIED,
          message: "Verify your mobile number first",
          res_data: {},
        },
      }),
    );
    await signInByApi(page, "buyer2@demo.test", { path: "/about" });
    const sell = page
      .getByRole("banner")
      .getByRole("link", { name: lang === "en" ? "Sell" : "我要卖", exact: true });
    const dialog = page.getByRole("dialog").filter({ hasText: "Verify your mobile number first" });

    await sell.click();
    await expect(dialog).toBeVisible();
    if (lang === "zh") await shot(page, "sell-check-wide-zh");
    else await shot(page, "sell-check-wide-en");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);

    await sell.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: lang === "en" ? "Close" : "关闭" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);

    await sell.click();
    await dialog.getByRole("button", { name: lang === "en" ? "OK" : "好的" }).click();
    await expect(page).toHaveURL(/\/infoVerify\?type=mobile/);
    await ctx.close();
  }
});

test("My Items in Chinese: labels keep their words whole at phone and wide sizes", async ({ browser }) => {
  for (const viewport of [PHONE, WIDE]) {
    const ctx = await context(browser, "zh", { viewport });
    const page = await ctx.newPage();
    await signInByApi(page, "seller2@demo.test", { path: "/items" });
    const tabs = page.getByRole("navigation", { name: "宝贝状态" }).getByRole("link");
    await expect(tabs.first()).toBeVisible();
    // A label on one line: its height is one line of text.
    const lines = async (loc: ReturnType<Page["locator"]>) =>
      loc.evaluateAll((els) =>
        els.map((e) => {
          const r = document.createRange();
          r.selectNodeContents(e);
          const tops = new Set([...r.getClientRects()].map((c) => Math.round(c.top)));
          return { text: e.textContent ?? "", lines: tops.size };
        }),
      );
    for (const t of await lines(tabs)) expect(t.lines, t.text).toBe(1);
    const heading = page.getByRole("heading", { level: 1 });
    for (const t of await lines(heading)) expect(t.lines, t.text).toBe(1);
    const rows = page.getByRole("main").getByRole("listitem");
    await expect(rows.first()).toBeVisible();
    const actions = page.getByRole("main").locator("li a, li button").filter({ hasNotText: /^$/ });
    for (const t of await lines(actions)) if (t.text.length <= 6) expect(t.lines, t.text).toBe(1);
    await shot(page, `my-items-${viewport === PHONE ? "phone" : "wide"}-zh`);
    await ctx.close();
  }
});
