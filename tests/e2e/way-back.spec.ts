import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { Code } from "#shared/codes";
import { hydrated, PHONE, signInByApi, WIDE } from "./helpers.ts";

/*
 * A way back on every screen: on phones (and in the installed app at any width) a Back control
 * above each screen but home goes back with the previous screen's scroll where it was, home's
 * included. Posting: the last step previews the listing as buyers will see it, category
 * suggestions sit with the Category field, photo controls say what they do, and a seller sent to
 * a profile step is offered the way back to the listing.
 */

const SHOTS = process.env.WAY_BACK_SHOTS_DIR ?? path.join(os.tmpdir(), "way-back-shots");
const SELLER = "seller2@demo.test";

const backButton = (page: Page) => page.getByRole("button", { name: "Back", exact: true });
const itemLinks = (page: Page) => page.locator('main a[href^="/itemDetail/"]');

async function atLeast44(l: Locator) {
  const b = await l.boundingBox();
  expect(b, "laid out").not.toBeNull();
  expect(b!.width).toBeGreaterThanOrEqual(44);
  expect(b!.height).toBeGreaterThanOrEqual(44);
}

/** Scrolls the `index`th item link to the middle of the screen and says where the page is. */
async function scrollToItem(page: Page, index: number): Promise<number> {
  await expect.poll(() => itemLinks(page).count(), { timeout: 20_000 }).toBeGreaterThan(index);
  const link = itemLinks(page).nth(index);
  await link.evaluate((el) => el.scrollIntoView({ block: "center" }));
  // Settled: two frames in a row at the same place.
  let last = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const same = y === last;
      last = y;
      return same;
    })
    .toBe(true);
  return last;
}

/**
 * Opens an item from the current list, comes back with the Back control, and checks that the card
 * is where it was on the screen (the page may have changed above it: scroll anchoring keeps the
 * card in place, which is what the person sees).
 */
async function openItemAndComeBack(page: Page, index: number, minY: number, listUrl: RegExp) {
  const y = await scrollToItem(page, index);
  expect(y, "the list is scrolled well down").toBeGreaterThan(minY);
  const link = itemLinks(page).nth(index);
  const href = (await link.getAttribute("href"))!;
  const top = (await link.boundingBox())!.y;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const back = backButton(page);
  await expect(back).toBeVisible();
  await atLeast44(back);
  await back.click();
  await expect(page).toHaveURL(listUrl);
  const same = page.locator(`main a[href="${href}"]`);
  await expect
    .poll(
      async () => {
        const tops = await same.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
        return Math.min(...tops.map((t) => Math.abs(t - top)));
      },
      { timeout: 10_000, message: "the card is back where it was on the screen" },
    )
    .toBeLessThan(4);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(minY);
}

test("phone: an item opened from search, then Back: the search and its scroll are there", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await page.goto("/itemSearch?q=");
  await hydrated(page);
  await openItemAndComeBack(page, 9, 800, /\/itemSearch\?q=$/);
});

test("phone: home, an item, then Back: home is where it was", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await hydrated(page);
  // Home has no Back of its own.
  await expect(backButton(page)).toHaveCount(0);
  // Far down the rows (they render in steps after the first two).
  await expect.poll(() => itemLinks(page).count(), { timeout: 30_000 }).toBeGreaterThan(24);
  // The first card of the lowest row rendered so far.
  const lowest = await itemLinks(page).evaluateAll((links) => {
    const tops = links.map((l) => l.getBoundingClientRect().top + window.scrollY);
    const max = Math.max(...tops);
    return tops.findIndex((t) => t > max - 5);
  });
  await openItemAndComeBack(page, lowest, 800, /\/$/);
  await page.screenshot({ path: path.join(SHOTS, "home-back-phone.png") });
});

test("Back without an earlier screen goes up; wide shows it only in the installed app", async ({ page }) => {
  await page.setViewportSize(PHONE);
  // Opened straight from a link: nothing earlier in this tab, so Back goes to home.
  await page.goto("/itemSearch?q=lamp");
  await hydrated(page);
  await page.screenshot({ path: path.join(SHOTS, "search-back-phone.png") });
  await backButton(page).click();
  await expect(page).toHaveURL(/\/$/);

  await page.setViewportSize(WIDE);
  await page.goto("/itemSearch?q=lamp");
  await hydrated(page);
  await expect(backButton(page)).toBeHidden();
  // The installed app has no browser Back button: the stylesheet shows the control at every width
  // there (headless Chromium cannot be put in standalone mode, so the rule itself is checked).
  const standaloneRule = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some(
        (r) =>
          r instanceof CSSMediaRule &&
          r.conditionText.includes("display-mode: standalone") &&
          [...r.cssRules].some(
            (inner) =>
              inner instanceof CSSStyleRule &&
              inner.selectorText === ".back-bar" &&
              inner.style.display === "flex",
          ),
      ),
    ),
  );
  expect(standaloneRule).toBe(true);
  await page.screenshot({ path: path.join(SHOTS, "search-wide.png") });
  // A look at the installed app's wide screen: the rule's effect applied by hand.
  await page.addStyleTag({ content: ".back-bar { display: flex !important; }" });
  await expect(backButton(page)).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, "search-wide-installed-look.png") });
});

const zhContext = (browser: Browser, viewport: { width: number; height: number }) =>
  browser.newContext({ locale: "zh-CN", viewport });

test("Chinese: the control is 返回 on phones", async ({ browser }) => {
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["wide", WIDE],
  ] as const) {
    const context = await zhContext(browser, viewport);
    const page = await context.newPage();
    await page.goto("/itemSearch?q=lamp");
    await hydrated(page);
    const back = page.getByRole("button", { name: "返回", exact: true });
    if (size === "phone") await expect(back).toBeVisible();
    else await expect(back).toBeHidden();
    await page.screenshot({ path: path.join(SHOTS, `search-back-zh-${size}.png`) });
    await context.close();
  }
});

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: "#3b82f6" } })
    .png()
    .toBuffer();

test("posting: suggestions by Category, worded photo controls, a preview as buyers see it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signInByApi(page, SELLER, { path: "/postItem" });
  const main = page.getByRole("main");
  const next = main.getByRole("button", { name: "Next", exact: true });
  const title = `Canon EOS camera body ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  const suggestions = main.getByRole("list", { name: "Suggestions" });
  await expect(suggestions).toBeVisible();
  // Right under the Category field, before Condition.
  const category = (await page.getByLabel("Category").boundingBox())!;
  const listBox = (await suggestions.boundingBox())!;
  const condition = (await page.getByLabel("Condition").boundingBox())!;
  expect(listBox.y).toBeGreaterThanOrEqual(category.y + category.height);
  expect(listBox.y).toBeLessThan(condition.y);
  await suggestions.getByRole("button").first().click();
  await page.getByLabel("Description").fill("Shutter count 4,000. Comes with a strap.");
  await page.getByLabel("Condition").selectOption("good");
  await page.screenshot({ path: path.join(SHOTS, "posting-details-phone.png"), fullPage: true });

  await next.click();
  await page
    .getByLabel("Photos")
    .setInputFiles({ name: "camera.png", mimeType: "image/png", buffer: await photo() });
  await expect(page.getByRole("img", { name: "Cover (1 of 1)" })).toBeVisible();
  // Words beside the glyphs; the names say which photo and contain those words.
  for (const [name, word] of [
    ["Move photo 1 earlier", "Earlier"],
    ["Make photo 1 the cover", "Cover"],
    ["Remove photo 1", "Remove"],
    ["Move photo 1 later", "Later"],
  ] as const) {
    const control = main.getByRole("button", { name });
    await expect(control).toHaveText(new RegExp(word));
    await atLeast44(control);
  }
  await expect(page.getByRole("progressbar", { name: /Uploading photo/ })).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.screenshot({ path: path.join(SHOTS, "posting-photos-phone.png"), fullPage: true });

  await next.click();
  await page.getByLabel("Price", { exact: true }).fill("149.00");
  await next.click();
  await next.click();
  const preview = main.getByRole("region", { name: "Preview: your listing as buyers will see it" });
  await expect(preview).toBeVisible();
  await expect(preview.getByText(title)).toBeVisible();
  await expect(preview.getByText("$149.00")).toBeVisible();
  await expect(preview.getByText("Shutter count 4,000. Comes with a strap.")).toBeVisible();
  await expect(
    preview.getByRole("region", { name: "Gallery preview" }).getByRole("img").first(),
  ).toBeVisible();
  await preview.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, "posting-preview-phone.png"), fullPage: true });

  await page.setViewportSize(WIDE);
  await expect(preview).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, "posting-preview-wide.png"), fullPage: true });
});

test("a seller sent from posting to the profile is offered the way back to the listing", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await signInByApi(page, SELLER, { path: "/postItem" });
  const title = `Walnut side table ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  // The account lacks its name: the check before posting says so and sends the seller to the profile.
  await page.route("**/item/checkIfUserCanUploadItem*", (route) =>
    route.fulfill({
      json: {
        status_code: Code.PROFILE_NAME_MISSING,
        message:
          "Please add your name (first and last name, or a nickname) to your profile before posting an item.",
        res_data: {},
      },
    }),
  );
  await page.getByRole("banner").getByRole("button", { name: "Post item" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Please add your name", { timeout: 20_000 });
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/personalData$/);
  const way = page.getByRole("link", { name: "Back to your listing" });
  await expect(way).toBeVisible();
  expect(await way.getAttribute("href")).toMatch(/^\/postItem/);
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, "profile-return-phone.png") });
  await way.click();
  await expect(page).toHaveURL(/\/postItem/);
  await expect(page.getByLabel("Title")).toHaveValue(title, { timeout: 15_000 });
  // Back at the listing: the profile no longer offers the way back.
  await page.goto("/personalData");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to your listing" })).toHaveCount(0);
});
