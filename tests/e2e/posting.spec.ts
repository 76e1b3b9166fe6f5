import os from "node:os";
import path from "node:path";
import { expect, type Locator, test } from "@playwright/test";
import sharp from "sharp";
import { PHONE, signInByApi } from "./helpers.ts";

/*
 * Posting on a phone is one step per screen with Next and Back, Publish only on Review, photo
 * controls of at least 44 px and a category suggested from the title; wide screens keep every
 * step on one page.
 */

const SHOTS = process.env.POSTING_SHOTS_DIR ?? path.join(os.tmpdir(), "posting-shots");
const WIDE_1440 = { width: 1440, height: 900 };
const SELLER = "seller2@demo.test";

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: "#7a5bd5" } })
    .png()
    .toBuffer();

async function atLeast44(l: Locator) {
  const b = await l.boundingBox();
  expect(b, "laid out").not.toBeNull();
  expect(b!.width).toBeGreaterThanOrEqual(44);
  expect(b!.height).toBeGreaterThanOrEqual(44);
}

test("phone: one step per screen, a suggested category, 44 px photo controls, Publish on Review", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await signInByApi(page, SELLER, { path: "/postItem" });
  const main = page.getByRole("main");
  const publish = main.getByRole("button", { name: "Publish" });
  const next = main.getByRole("button", { name: "Next", exact: true });
  const back = main.getByRole("button", { name: "Back", exact: true });

  // Step 1: details. Nothing of the other steps is on screen, and no Publish yet.
  await expect(page.getByLabel("Title")).toBeVisible();
  await expect(page.getByLabel("Price", { exact: true })).toBeHidden();
  await expect(publish).toBeHidden();
  await expect(back).toHaveCount(0);

  // The title suggests a category from the catalogue's own listings; a tap chooses it.
  const title = `Apple iPhone 12 64GB ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  const suggestion = main.getByRole("list", { name: "Suggestions" }).getByRole("button").first();
  await expect(suggestion).toBeVisible();
  await atLeast44(suggestion);
  const suggested = (await suggestion.textContent())!.trim();
  await suggestion.click();
  await expect(page.getByLabel("Category").locator("option:checked")).toHaveText(suggested);
  await expect(suggestion).toHaveAttribute("aria-pressed", "true");
  await page.getByLabel("Description").fill("Works well, small scratch on the back.");
  await page.getByLabel("Condition").selectOption("good");
  await page.screenshot({ path: path.join(SHOTS, "step-details-phone.png"), fullPage: true });

  // Step 2: photos, with Back to step 1 and its 44 px controls.
  await next.click();
  await expect(page.getByLabel("Title")).toBeHidden();
  await back.click();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await next.click();
  await page
    .getByLabel("Photos")
    .setInputFiles({ name: "phone.png", mimeType: "image/png", buffer: await photo() });
  await expect(page.getByRole("img", { name: "Cover (1 of 1)" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: /Uploading photo/ })).toHaveCount(0, {
    timeout: 20_000,
  });
  for (const name of [
    "Remove photo 1",
    "Move photo 1 later",
    "Make photo 1 the cover",
    "Move photo 1 earlier",
  ])
    await atLeast44(main.getByRole("button", { name }));
  await page.screenshot({ path: path.join(SHOTS, "step-photos-phone.png"), fullPage: true });
  await expect(publish).toBeHidden();

  // Step 3: price; step 4: location; step 5: review with Publish.
  await next.click();
  await page.getByLabel("Price", { exact: true }).fill("149.00");
  await next.click();
  await expect(page.getByLabel("Pickup note (optional)")).toBeVisible();
  await page.getByLabel("Pickup note (optional)").fill("Evenings near the station.");
  await next.click();
  await expect(next).toHaveCount(0);
  await expect(publish).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, "step-review-phone.png"), fullPage: true });
  await publish.click();
  await expect(page).toHaveURL(/\/itemDetail\//, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("wide: every step on one page, Publish in reach", async ({ page }) => {
  await page.setViewportSize(WIDE_1440);
  await signInByApi(page, SELLER, { path: "/postItem" });
  await expect(page.getByLabel("Title")).toBeVisible();
  await expect(page.getByLabel("Price", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("button", { name: "Publish" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("button", { name: "Next", exact: true })).toBeHidden();
  await page.screenshot({ path: path.join(SHOTS, "post-wide.png"), fullPage: true });
});
