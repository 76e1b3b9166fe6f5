import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { Code } from "#shared/codes";
import { madeUpLetters, PHONE, signInByApi } from "./helpers.ts";
import { postFixedItem } from "./listings.api.ts";
import { apiLogin, call } from "./notifications.api.ts";

const shots = path.resolve(import.meta.dirname, "../../test-results/search");
// Made-up brand words, so the spec depends on its own listings and not on the demo catalogue.
const run = madeUpLetters();
const BRAND = `zorbex${run}`;
// Two Han characters of this run (CJK Unified Ideographs), so that a Chinese query finds this
// spec's listings only.
const stamp = Number.parseInt(run, 36);
const HAN = String.fromCodePoint(0x4e00 + (stamp % 0x2000), 0x6000 + (Math.floor(stamp / 0x2000) % 0x2000));

/** Ten random letters in consonant-vowel pairs: pronounceable, and almost surely unlike any other. */
function madeUpWord(): string {
  const pick = (letters: string) => letters.charAt(Math.floor(Math.random() * letters.length));
  return Array.from({ length: 5 }, () => pick("bcdfghjklmnprstvwxz") + pick("aeiou")).join("");
}

async function _ok<T>(
  request: APIRequestContext,
  method: "GET" | "POST",
  p: string,
  token: string | null,
  data = {},
) {
  const env = await call<T>(request, method, p, token, data);
  expect(env.status_code, `${p}: ${env.message}`).toBe(Code.OK);
  return env.res_data;
}

/** A fixed-price listing posted and published through the API, as a seller would from the app. */
const postItem = (request: APIRequestContext, token: string, title: string, categoryId: number) =>
  postFixedItem(request, token, {
    title,
    categoryId,
    priceCents: 4200,
    description: "Posted by the search spec.",
    color: "#0ea5e9",
  });

test.describe("search", () => {
  test.beforeAll(async ({ request }) => {
    const seller = await apiLogin(request, "seller3@demo.test");
    await postItem(request, seller, `${BRAND} mirrorless body`, 103);
    await postItem(request, seller, `${BRAND} instant film`, 103);
    await postItem(request, seller, `${BRAND} phone case`, 101);
    await postItem(request, seller, `二手${HAN}相机 EOS`, 103);
    await postItem(request, seller, `${HAN}自行车`, 401);
  });

  test("a Chinese query typed in the header finds listings with Chinese titles", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search" });
    await box.fill(`${HAN}相机`);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/itemSearch\?q=/);
    await expect(page.getByText("1 item", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`二手${HAN}相机 EOS`) }).first()).toBeVisible();
    await page.screenshot({ path: path.join(shots, "search-chinese-wide.png") });
    // The characters of the run, side by side: both listings; out of order: neither.
    await page.goto(`/itemSearch?q=${encodeURIComponent(HAN)}`);
    await expect(page.getByText("2 items", { exact: true })).toBeVisible();
    await page.goto(`/itemSearch?q=${encodeURIComponent([...HAN].reverse().join(""))}`);
    await expect(page.getByText(/No items match/)).toBeVisible();
  });

  test("Did you mean links to the corrected search; chips filter by category with counts", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // One letter off: nothing has it, so the page offers (and shows) the catalogue's spelling.
    const typo = `${BRAND.slice(0, -1)}q`;
    await page.goto(`/itemSearch?q=${typo}`);
    const link = page.getByRole("link", { name: BRAND, exact: true });
    await expect(page.getByText("Did you mean")).toBeVisible();
    await page.screenshot({ path: path.join(shots, "did-you-mean-wide.png") });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${BRAND}(&|$)`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Results for “${BRAND}”`);
    await expect(page.getByText("3 items", { exact: true })).toBeVisible();

    const chips = page.getByRole("navigation", { name: "Matching categories" });
    await expect(chips.getByRole("button", { name: "Cameras & Photo (2)" })).toBeVisible();
    await expect(chips.getByRole("button", { name: "Cell Phones & Smartphones (1)" })).toBeVisible();
    // The filters count the same matches.
    const filters = page.getByRole("complementary", { name: "Filters" });
    await expect(filters.getByRole("option", { name: "Good (3)" })).toBeAttached();
    await page.screenshot({ path: path.join(shots, "search-wide.png") });

    await chips.getByRole("button", { name: "Cameras & Photo (2)" }).click();
    await expect(page).toHaveURL(/[?&]cid=103(&|$)/);
    await expect(page.getByText("2 items", { exact: true })).toBeVisible();
    await expect(chips.getByRole("button", { name: "Cameras & Photo (2)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await chips.getByRole("button", { name: "All" }).click();
    await expect(page.getByText("3 items", { exact: true })).toBeVisible();

    await page.setViewportSize(PHONE);
    await expect(chips.getByRole("button", { name: "Cameras & Photo (2)" })).toBeVisible();
    await page.screenshot({ path: path.join(shots, "search-phone.png") });
  });

  test("save a search, then a new matching listing alerts and opens the search", async ({
    page,
    request,
  }) => {
    // A word of its own per attempt, spelled unlike any earlier one: search tolerates typos, so a
    // retry on a word close to the last attempt's would find the listing that attempt posted.
    const ALERT_WORD = madeUpWord();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page, "buyer4@demo.test", { path: `/itemSearch?q=${ALERT_WORD}` });
    await expect(page.getByText(`No items match “${ALERT_WORD}”`)).toBeVisible();
    // Lists keep near the buyer's city (Denver); the match will be listed in Seattle, so the
    // search saved is the one from anywhere, one tap away.
    await page.getByRole("button", { name: "Search anywhere" }).click();
    await expect(page).toHaveURL(/radiusKm=any/);
    await page.getByRole("button", { name: "Save this search" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Search saved" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Saved search ✓" })).toBeVisible();

    // The list under the account menu's Buy group.
    await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
    await page.getByRole("link", { name: "Saved Searches" }).click();
    await expect(page).toHaveURL(/\/savedSearches$/);
    await expect(page.getByRole("link", { name: `“${ALERT_WORD}”` })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: `Alerts for “${ALERT_WORD}”` })).toBeChecked();
    await page.screenshot({ path: path.join(shots, "saved-searches-wide.png") });

    // A seller lists a match; the due-work runner matches it and notifies (the bell's badge moves).
    const seller = await apiLogin(request, "seller3@demo.test");
    await postItem(request, seller, `${ALERT_WORD} desk lamp`, 205);
    const bell = page.getByRole("banner").getByRole("button", { name: "Notifications" });
    await bell.click();
    // This run's notice, by its own word: buyer4 is a shared demo user, with other runs' notices.
    const row = page.locator("[data-notification]").filter({ hasText: `${ALERT_WORD} desk lamp` });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText("New match for your saved search");
    await row.click();
    // Saved from anywhere, it opens from anywhere (not narrowed to the default radius).
    await expect(page).toHaveURL(new RegExp(`/itemSearch\\?q=${ALERT_WORD}&radiusKm=any$`));
    await expect(
      page.getByRole("link", { name: new RegExp(`${ALERT_WORD} desk lamp`) }).first(),
    ).toBeVisible();
  });
});
