import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, hydrated, KEYS, PHONE, signInByApi, WIDE } from "./helpers.ts";

/**
 * The smaller rules of language and network: the static pages and country names in Chinese, a
 * refused access token ending the signed-in state and leading to sign-in (and back), and a lazily
 * loaded part whose chunk fails offering a retry.
 */
const SHOTS = process.env.SHOTS_DIR ?? "test-results/small-language";
const SIZES = [
  ["phone", PHONE],
  ["wide", WIDE],
] as const;

const context = (browser: Browser, locale: "en-US" | "zh-CN", viewport: { width: number; height: number }) =>
  browser.newContext({ locale, viewport });

test.describe("pages and names in Chinese", () => {
  for (const [size, viewport] of SIZES) {
    test(`the help page and a country name speak Chinese (${size})`, async ({ browser }) => {
      const ctx = await context(browser, "zh-CN", viewport);
      const page = await ctx.newPage();
      await page.goto("/agreement/help");
      await expect(page.getByRole("heading", { level: 1, name: "帮助" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "购买" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Buying" })).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/help-zh-${size}.png`, fullPage: true });

      await page.goto("/agreement/terms");
      await expect(page.getByRole("heading", { level: 1, name: "使用条款" })).toBeVisible();

      await page.goto("/countryCode");
      await hydrated(page);
      const list = page.getByRole("list", { name: "国家和地区" });
      await expect(list.getByRole("button", { name: /^美国\s*\+1$/ })).toBeVisible();
      await expect(list.getByRole("button", { name: /United States/ })).toHaveCount(0);
      // The search finds a country by its Chinese name.
      await page.getByRole("searchbox").fill("德国");
      await expect(list.getByRole("button", { name: /^德国\s*\+49$/ })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/country-zh-${size}.png` });
      await ctx.close();
    });

    test(`the same pages in English (${size})`, async ({ browser }) => {
      const ctx = await context(browser, "en-US", viewport);
      const page = await ctx.newPage();
      await page.goto("/agreement/help");
      await expect(page.getByRole("heading", { level: 1, name: "Help" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Buying" })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/help-en-${size}.png`, fullPage: true });
      await page.goto("/countryCode");
      await hydrated(page);
      await expect(
        page.getByRole("list", { name: "Countries" }).getByRole("button", { name: /United States/ }),
      ).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/country-en-${size}.png` });
      await ctx.close();
    });
  }
});

/**
 * Ends the page's session on the server, as signing out on another device or an operator's
 * suspension does, and opens `path` again in a new page that still keeps the refused tokens. The
 * page is closed first: left open, it would meet the refusal itself (its live stream asks again)
 * and a reload could race its own way to sign-in.
 */
async function revokeAndReopen(page: Page, ctx: BrowserContext, path: string): Promise<Page> {
  const tokens = await page.evaluate(
    (k) => ({ token: localStorage.getItem(k.token), refresh: localStorage.getItem(k.refreshToken) }),
    KEYS,
  );
  await page.close();
  const res = await ctx.request.post("/api/hweb/login/v1/logout", {
    headers: {
      platform: "hweb",
      authorization: `Bearer ${tokens.token}`,
      "x-refresh-token": tokens.refresh ?? "",
    },
  });
  expect((await res.json()).status_code).toBe(1);
  const again = await ctx.newPage();
  await again.goto(path);
  return again;
}

test.describe("a refused token", () => {
  for (const [size, viewport] of SIZES) {
    test(`ends the signed-in state and leads to sign-in, then back (${size})`, async ({ browser }) => {
      const ctx = await context(browser, "en-US", viewport);
      const first = await ctx.newPage();
      await signInByApi(first, "buyer1@demo.test", { path: "/watching" });
      await hydrated(first);
      if (size === "wide") await expect(first.getByText(/^Hi,/)).toBeVisible();
      const page = await revokeAndReopen(first, ctx, "/watching");
      // The refused access token and refresh token end the session: the sign-in door, with the
      // page the user was on kept for afterwards.
      await expect(page).toHaveURL(/\/login\?redirect=%2Fwatching$/);
      await expect(page.getByText(/^Hi,/)).toHaveCount(0);
      expect(await page.evaluate((k) => localStorage.getItem(k.token), KEYS)).toBeNull();
      await expect(page.getByRole("alert").filter({ hasText: /unauthorized/i })).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/refused-token-en-${size}.png` });

      await page.getByRole("link", { name: "Sign in with password" }).click();
      await page.getByLabel("Account").fill("buyer1@demo.test");
      await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page).toHaveURL(/\/watching$/);
      await ctx.close();
    });
  }

  test("in Chinese too, with no 请求未授权 toast (phone)", async ({ browser }) => {
    const ctx = await context(browser, "zh-CN", PHONE);
    // Every toast or alert that ever says 请求未授权 in this tab, however briefly it shows.
    await ctx.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { unauthorizedSeen: string[] }).unauthorizedSeen = seen;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[role="alert"], [role="status"]'))
          if (el.textContent?.includes("请求未授权")) seen.push(el.textContent);
      }).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    });
    const first = await ctx.newPage();
    await signInByApi(first, "buyer1@demo.test", { path: "/watching" });
    await hydrated(first);
    const page = await revokeAndReopen(first, ctx, "/watching");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fwatching$/);
    await expect(page.getByText("请求未授权")).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { unauthorizedSeen: string[] }).unauthorizedSeen),
    ).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/refused-token-zh-phone.png` });
    await ctx.close();
  });
});

test.describe("a lazily loaded part whose chunk fails", () => {
  for (const [lang, locale, menu, retry, nav] of [
    ["en", "en-US", "Menu", "Try again", "Drawer menu"],
    ["zh", "zh-CN", "菜单", "重试", "侧边菜单"],
  ] as const) {
    test(`offers a retry that loads it (phone, ${lang})`, async ({ browser }) => {
      const ctx = await context(browser, locale, PHONE);
      // A failed chunk would otherwise reload the page once (chunk-reload.ts): as if it just had.
      await ctx.addInitScript(() => sessionStorage.setItem("chunkReloadAt", String(Date.now())));
      const page = await ctx.newPage();
      const drawerChunk = /\/assets\/drawer-[^/]*\.js(\?.*)?$/;
      await page.route(drawerChunk, (r) => r.abort("internetdisconnected"));
      await page.goto("/");
      await hydrated(page);
      await page.getByRole("button", { name: menu, exact: true }).click();
      const alert = page.locator("[data-part-retry]");
      await expect(alert).toBeVisible();
      await expect(alert.getByRole("button", { name: retry })).toBeVisible();
      const box = await alert.getByRole("button", { name: retry }).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await page.screenshot({ path: `${SHOTS}/chunk-retry-${lang}-phone.png` });

      await page.unroute(drawerChunk);
      await alert.getByRole("button", { name: retry }).click();
      await expect(page.getByRole("navigation", { name: nav })).toBeVisible();
      await expect(alert).toHaveCount(0);
      await ctx.close();
    });
  }
});
