import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { Code } from "#shared/codes";
import { madeUpLetters, PHONE } from "./helpers.ts";
import { postFixedItem } from "./listings.api.ts";
import { apiLogin, call } from "./notifications.api.ts";

const shots = path.resolve(import.meta.dirname, "../../test-results/search-help");
const WIDE = { width: 1440, height: 900 };
// A made-up brand word per run, so the suggestions come from this spec's listings.
const run = madeUpLetters();
const BRAND = `quorvel${run}`;

async function _ok<T>(request: APIRequestContext, p: string, token: string, data = {}) {
  const env = await call<T>(request, "POST", p, token, data);
  expect(env.status_code, `${p}: ${env.message}`).toBe(Code.OK);
  return env.res_data;
}

/** A fixed-price listing posted and published through the API, as a seller would from the app. */
const postItem = (request: APIRequestContext, token: string, title: string, categoryId: number) =>
  postFixedItem(request, token, {
    title,
    categoryId,
    priceCents: 5600,
    description: "Posted by the search help spec.",
    color: "#f97316",
  });

const searchBox = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Search" });

async function zhPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ locale: "zh-CN", viewport });
  return { context, page: await context.newPage() };
}

test.describe("search help", () => {
  test.beforeAll(async ({ request }) => {
    const seller = await apiLogin(request, "seller3@demo.test");
    await postItem(request, seller, `${BRAND} travel tripod`, 103);
    await postItem(request, seller, `${BRAND} travel backpack`, 304);
    await postItem(request, seller, `${BRAND} travel mug`, 202);
  });

  test("a swapped-letter typo shows the corrected results and says they are not exact", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(WIDE);
    await page.goto("/itemSearch?q=iphnoe");
    await expect(page.getByText("No exact match for “iphnoe”, showing similar items")).toBeVisible();
    await expect(page.getByText("Did you mean")).toBeVisible();
    await expect(page.getByRole("link", { name: "iphone", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /iPhone/ }).first()).toBeVisible();
    await page.screenshot({ path: path.join(shots, "typo-wide-en.png") });
    await page.setViewportSize(PHONE);
    await expect(page.getByText("No exact match for “iphnoe”, showing similar items")).toBeVisible();
    await page.screenshot({ path: path.join(shots, "typo-phone-en.png") });

    // Words the titles have: no such notice (the server test covers a category-only "sofa").
    await page.goto(`/itemSearch?q=${BRAND}`);
    await expect(page.getByText("3 items", { exact: true })).toBeVisible();
    await expect(page.getByText(/No exact match/)).toHaveCount(0);

    for (const viewport of [WIDE, PHONE]) {
      const { context, page: zh } = await zhPage(browser, viewport);
      await zh.goto("/itemSearch?q=sheos");
      await expect(zh.getByText("没有与“sheos”完全匹配的商品，以下为相似商品")).toBeVisible();
      await expect(zh.getByRole("link", { name: "shoes", exact: true })).toBeVisible();
      await zh.screenshot({ path: path.join(shots, `typo-${viewport === WIDE ? "wide" : "phone"}-zh.png`) });
      await context.close();
    }
  });

  test("suggestions while typing: listbox with arrows, Enter and Escape, full width on phones", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const box = searchBox(page);
    await box.click();
    // Focused on a phone, the field takes the bar's width instead of a few letters.
    await expect
      .poll(async () => (await page.getByRole("banner").locator("form").first().boundingBox())?.width ?? 0)
      .toBeGreaterThan(320);
    await box.pressSequentially(BRAND.slice(0, -1), { delay: 20 });
    const list = page.getByRole("listbox", { name: "Suggestions" });
    await expect(list.getByRole("option", { name: `${BRAND} travel`, exact: true })).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await page.screenshot({ path: path.join(shots, "suggestions-phone-en.png") });

    // Arrow keys move the active option (aria-activedescendant); Escape closes the list and keeps the text.
    await box.press("ArrowDown");
    const first = list.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue(BRAND.slice(0, -1));
    // Typing opens it again; Enter on an option runs that search.
    await box.press("End");
    await box.pressSequentially(BRAND.slice(-1));
    const completed = list.getByRole("option", { name: `${BRAND} travel`, exact: true });
    await expect(completed).toBeVisible();
    const options = list.getByRole("option");
    const index = (await options.allTextContents()).findIndex((t) => t.trim() === `${BRAND} travel`);
    for (let i = 0; i <= index; i++) await box.press("ArrowDown");
    await expect(completed).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/itemSearch\\?q=${BRAND}(%20|\\+)travel$`));
    await expect(page.getByText("3 items", { exact: true })).toBeVisible();

    // Categories are suggested too, and the past search comes back while typing its start.
    await box.click();
    await box.fill("");
    await box.pressSequentially("camer", { delay: 20 });
    const category = list.getByRole("option", { name: "Cameras & Photo, category" });
    await expect(category).toBeVisible();
    await box.fill("");
    await box.pressSequentially(BRAND.slice(0, 6), { delay: 20 });
    await expect(list.getByRole("option", { name: `${BRAND} travel`, exact: true }).first()).toBeVisible();
    await box.fill("");
    await box.pressSequentially("camer", { delay: 20 });
    await category.click();
    await expect(page).toHaveURL(/\/classificationList\/103$/);

    await page.setViewportSize(WIDE);
    await box.click();
    await box.fill("");
    await box.pressSequentially("camer", { delay: 20 });
    await expect(category).toBeVisible();
    await page.screenshot({ path: path.join(shots, "suggestions-wide-en.png") });

    for (const viewport of [WIDE, PHONE]) {
      const { context, page: zh } = await zhPage(browser, viewport);
      await zh.goto("/");
      const zhBox = zh.getByRole("banner").getByRole("combobox", { name: "搜索" });
      await zhBox.click();
      await zhBox.pressSequentially("相机", { delay: 20 });
      await expect(zh.getByRole("listbox").getByRole("option").first()).toBeVisible();
      await zh.screenshot({
        path: path.join(shots, `suggestions-${viewport === WIDE ? "wide" : "phone"}-zh.png`),
      });
      await context.close();
    }
  });
});
