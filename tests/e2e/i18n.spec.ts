import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  hydrated,
  PHONE,
  signInByApi,
  WIDE,
  WITH_SERVICE_WORKER,
  waitForServiceWorker,
  watchConsole,
} from "./helpers.ts";

/**
 * Languages: a browser that asks for Chinese gets the shell and the home
 * page in Chinese from the server, hydrates without a mismatch, and the language switch changes the
 * page in place, survives a reload and keeps the session.
 */
const SHOTS = process.env.SHOTS_DIR ?? "test-results/i18n";

/**
 * Waits until the app has recorded the language it speaks for the worker (src/client/pwa/seen-pages.ts):
 * it does so after it starts, and the worker's offline shell speaks the language recorded.
 */
const recordedLocale = (page: Page, locale: "en" | "zh") =>
  expect
    .poll(
      () =>
        page.evaluate(
          async () => (await (await caches.open("page-locale")).match("/locale"))?.text() ?? null,
        ),
      { message: "the language recorded for the worker" },
    )
    .toBe(locale);

const zhContext = (browser: Browser, viewport: { width: number; height: number }) =>
  browser.newContext({ locale: "zh-CN", viewport });

test.describe("languages", () => {
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["wide", WIDE],
  ] as const) {
    test(`a zh-CN browser gets the shell in Chinese from the server (${size})`, async ({ browser }) => {
      const context = await zhContext(browser, viewport);
      const page = await context.newPage();
      const problems = watchConsole(page);
      // The server's own answer, before any script: Chinese, and it says what it varies on.
      const res = await page.goto("/");
      expect(res?.headers().vary ?? "").toMatch(/Accept-Language/);
      expect(res?.headers().vary ?? "").toMatch(/Cookie/);
      const html = (await res?.text()) ?? "";
      expect(html).toMatch(/<html[^>]* lang="zh-CN"/);
      expect(html).toContain("手慢无");
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
      await expect(page.getByRole("combobox", { name: "搜索", exact: true })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "帮助" })).toBeVisible();
      await expect(page.getByText("手慢无，马上抢。")).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/home-zh-${size}.png` });
      if (size === "wide") {
        await expect(page.getByRole("link", { name: "登录", exact: true })).toBeVisible();
        await expect(page.getByRole("link", { name: "注册", exact: true })).toBeVisible();
      } else {
        await page.getByRole("button", { name: "菜单" }).click();
        const drawer = page.getByRole("dialog", { name: "菜单" });
        await expect(drawer.getByRole("link", { name: "登录" })).toBeVisible();
        await expect(drawer.getByRole("combobox", { name: "Language" })).toHaveValue("zh");
        await page.screenshot({ path: `${SHOTS}/drawer-zh-phone.png` });
      }
      expect(problems.filter((p) => /hydrat|did not match|mismatch/i.test(p))).toEqual([]);
      await context.close();
    });
  }

  test("the switch changes the page in place and the choice outlives a reload (wide)", async ({
    browser,
  }) => {
    const context = await zhContext(browser, WIDE);
    const page = await context.newPage();
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("link", { name: "登录", exact: true })).toBeVisible();
    const marker = await page.evaluate(() => {
      (window as Window & { samePage?: boolean }).samePage = true;
      return true;
    });
    expect(marker).toBe(true);

    await page.getByRole("combobox", { name: "Language" }).selectOption("en");
    await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Search", exact: true })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("combobox", { name: "Language", exact: true })).toHaveValue("en");
    // In place: the same document, no reload.
    expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);

    // The server honours the device's choice over the browser's Accept-Language.
    const res = await page.reload();
    expect(await res?.text()).toMatch(/<html[^>]* lang="en"/);
    await hydrated(page);
    await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/home-en-after-switch-wide.png` });

    // And back to Chinese.
    await page.getByRole("combobox", { name: "Language" }).selectOption("zh");
    await expect(page.getByRole("link", { name: "登录", exact: true })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await context.close();
  });

  test("a signed-in user keeps the session across a switch, and the phone drawer has the switch", async ({
    browser,
  }) => {
    const context = await zhContext(browser, PHONE);
    const page = await context.newPage();
    await signInByApi(page, "buyer1@demo.test");
    await hydrated(page);
    await page.getByRole("button", { name: "菜单" }).click();
    const drawer = page.getByRole("dialog", { name: "菜单" });
    await expect(drawer.getByRole("button", { name: "退出登录" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/drawer-zh-signed-in-phone.png` });

    const updates: unknown[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/user/updateProfile")) updates.push(r.postData());
    });
    await drawer.getByRole("combobox", { name: "Language" }).selectOption("en");
    // The drawer stays open, now named in English.
    const drawerEn = page.getByRole("dialog", { name: "Menu" });
    await expect(drawerEn.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(drawerEn.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await expect.poll(() => updates.length).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/drawer-en-signed-in-phone.png` });

    await page.reload();
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(
      page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Sign Out" }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
    await context.close();
  });

  test("offline, the worker serves the shell and the offline page in the device's language (phone)", async ({
    browser,
  }) => {
    // A zh-CN browser: the app speaks Chinese, and records it for the worker.
    const context = await browser.newContext({ locale: "zh-CN", viewport: PHONE, ...WITH_SERVICE_WORKER });
    const page = await context.newPage();
    await page.goto("/");
    await hydrated(page);
    await waitForServiceWorker(page);
    await recordedLocale(page, "zh");
    await context.setOffline(true);
    const res = await page.reload();
    expect(res?.fromServiceWorker()).toBe(true);
    const html = (await res?.text()) ?? "";
    expect(html).toMatch(/<html[^>]* lang="zh-CN"/);
    expect(html).toContain("手慢无</title>");
    expect(html).toContain('<link rel="manifest" href="/manifest.zh-CN.webmanifest"');
    await expect(page.getByRole("combobox", { name: "搜索", exact: true })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await page.screenshot({ path: `${SHOTS}/offline-home-zh-phone.png` });

    const never = await page.goto("/never/seen/before");
    expect(await never?.text()).toMatch(/<html[^>]* lang="zh-CN"/);
    await expect(page.getByRole("heading", { name: "网络已断开" })).toBeVisible();
    await expect(page.getByText("You are offline")).toBeHidden();
    await expect(page).toHaveTitle("网络已断开 · Buy Now Or Miss Out");
    await page.screenshot({ path: `${SHOTS}/offline-page-zh-phone.png` });
    await context.setOffline(false);
    await context.close();

    // An English browser whose user chose Chinese with the switch.
    const chosen = await browser.newContext({ locale: "en-US", viewport: WIDE, ...WITH_SERVICE_WORKER });
    const other = await chosen.newPage();
    await other.goto("/");
    await hydrated(other);
    await waitForServiceWorker(other);
    await other.getByRole("combobox", { name: "Language" }).selectOption("zh");
    await expect(other.locator("html")).toHaveAttribute("lang", "zh-CN");
    await recordedLocale(other, "zh");
    await chosen.setOffline(true);
    const shell = await other.reload();
    expect(shell?.fromServiceWorker()).toBe(true);
    expect(await shell?.text()).toMatch(/<html[^>]* lang="zh-CN"/);
    await expect(other.getByRole("combobox", { name: "搜索", exact: true })).toBeVisible();
    await other.goto("/never/seen/before");
    await expect(other.getByRole("heading", { name: "网络已断开" })).toBeVisible();
    await chosen.setOffline(false);
    await chosen.close();
  });
});
