import os from "node:os";
import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { PHONE, signInByApi, WIDE } from "./helpers.ts";
import { type ApiUser, apiLogin, ok } from "./orders-api.ts";

/*
 * Distance to the pickup, measured from the profile's city (buyer1 lives in New York and has chosen
 * no other city on the device): the cards of a browse list say how far each item is and come nearest
 * first, the header names the city the list measures from, the item page says how far the pickup is
 * in miles (US English) or kilometres (Chinese), and checkout warns in words before Confirm purchase
 * when the pickup is more than 50 miles away, and says nothing for one across town.
 */

const SHOTS = process.env.DISTANCE_SHOTS_DIR ?? path.join(os.tmpdir(), "distance-shots");
const NEW_YORK = { lat: 40.7128, lng: -74.006 };
const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const BUYER = "buyer1@demo.test";

type Summary = { itemNumber: string; title: string; city: string | null; status?: string };
type Detail = Summary & {
  status: string;
  saleType: string;
  seller: { id: number };
  auction: { status: string; minNextBidCents: number } | null;
};

/** An active fixed-price item near a point that the buyer does not sell. */
async function itemNear(
  request: APIRequestContext,
  buyer: ApiUser,
  at: { lat: number; lng: number },
  type: "fixed" | "auction" = "fixed",
) {
  const list = await ok<{ list: Summary[] }>(request, "GET", "/search/items", null, {
    type,
    lat: at.lat,
    lng: at.lng,
    radiusKm: 10,
    sort: "nearest",
    pageSize: 30,
  });
  for (const s of list.list) {
    const d = await ok<Detail>(request, "GET", "/item/detail", null, { itemNumber: s.itemNumber });
    const open = d.auction === null || d.auction.status === "open";
    if (d.status === "active" && open && d.seller.id !== buyer.id) return d;
  }
  throw new Error(`no active ${type} item near the point`);
}

async function newPage(browser: Browser, viewport: { width: number; height: number }, locale: string) {
  const ctx = await browser.newContext({ viewport, locale, serviceWorkers: "block" });
  return ctx.newPage();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });

/** The distances the cards carry, in km, in the order shown. */
const cardKms = async (page: Page) =>
  (
    await page
      .getByRole("main")
      .getByRole("article")
      .locator("[data-distance-km]")
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-distance-km"))))
  ).filter((n) => Number.isFinite(n));

for (const [size, viewport] of [
  ["phone", PHONE],
  ["wide", WIDE],
] as const) {
  for (const [lang, locale, unit, farWords] of [
    ["en", "en-US", /\d[\d,.]* mi\b/, "This pickup is far from you"],
    ["zh", "zh-CN", /\d[\d,.]* 公里/, "取货地点离你较远"],
  ] as const) {
    test(`distance from the profile's city on cards, item page and checkout (${size}, ${lang})`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const buyer = await apiLogin(request, BUYER);
      const far = await itemNear(request, buyer, AUSTIN);
      const near = await itemNear(request, buyer, NEW_YORK);
      const page = await newPage(browser, viewport, locale);
      await signInByApi(page, BUYER, { path: "/" });

      // Home: a "Near you" row of items from the profile's city, with their distance.
      const nearRow = page.getByRole("region", { name: /^(Near you|离你最近)$/ });
      await expect(nearRow.getByRole("article").first()).toContainText("New York");
      await expect(nearRow.getByRole("article").first().locator("[data-distance-km]")).toHaveText(unit);
      await page.goto("/itemSearch?q=");

      // Browsing: nearest first from New York, each card saying how far.
      const cards = page.getByRole("main").getByRole("article");
      await expect(cards.first().locator("[data-distance-km]")).toHaveText(unit);
      await expect(cards.first()).toContainText("New York");
      await expect
        .poll(async () => (await cardKms(page)).length, { message: "cards with a distance" })
        .toBeGreaterThan(3);
      const kms = await cardKms(page);
      expect(kms, "nearest first").toEqual([...kms].sort((a, b) => a - b));
      expect(kms[0]!).toBeLessThan(10);
      if (size === "wide") await expect(page.getByRole("banner")).toContainText("New York");
      await shot(page, `list-${size}-${lang}`);

      // The far item's page: the city, how far from New York, and the area on a map.
      await page.goto(`/itemDetail/${far.itemNumber}`);
      await expect(page.getByRole("heading", { level: 1, name: far.title })).toBeVisible();
      const distance = page.getByTestId("pickup-distance");
      await expect(distance).toHaveText(unit);
      await expect(distance).toContainText("New York");
      if (lang === "en") {
        // New York to Austin is about 1,510 miles.
        const miles = Number((await distance.textContent())!.replace(/[^\d.]/g, ""));
        expect(miles).toBeGreaterThan(1400);
        expect(miles).toBeLessThan(1600);
      }
      await expect(page.locator('a[href^="https://www.openstreetmap.org/"]')).toBeVisible();
      await distance.scrollIntoViewIfNeeded();
      await shot(page, `item-${size}-${lang}`);

      // Checkout of the far pickup warns in words, before Confirm purchase.
      await page
        .getByRole("main")
        .getByRole("button", { name: /^(Buy now|立即购买)$/ })
        .click();
      const review = page.getByRole("dialog");
      await expect(review.getByTestId("far-pickup")).toContainText(farWords);
      await expect(review.getByTestId("far-pickup")).toHaveText(unit);
      const warnBox = await review.getByTestId("far-pickup").boundingBox();
      const confirm = review.getByRole("button", { name: /^(Confirm purchase|确认购买)$/ });
      const confirmBox = await confirm.boundingBox();
      expect(warnBox!.y).toBeLessThan(confirmBox!.y);
      await shot(page, `checkout-far-${size}-${lang}`);
      await review.getByRole("button", { name: /^(Back|返回)$/ }).click();
      await expect(review).toBeHidden();

      // An item across town: the distance, and no warning.
      await page.goto(`/itemDetail/${near.itemNumber}`);
      await expect(page.getByRole("heading", { level: 1, name: near.title })).toBeVisible();
      await page
        .getByRole("main")
        .getByRole("button", { name: /^(Buy now|立即购买)$/ })
        .click();
      const nearReview = page.getByRole("dialog");
      await expect(nearReview.getByTestId("pickup-distance")).toHaveText(unit);
      await expect(nearReview.getByTestId("far-pickup")).toHaveCount(0);
      await page.context().close();
    });
  }
}

test("a bid on a far auction says how far the pickup is before it is confirmed (wide, en)", async ({
  browser,
  request,
}) => {
  const buyer = await apiLogin(request, BUYER);
  const far = await itemNear(request, buyer, AUSTIN, "auction");
  const page = await newPage(browser, WIDE, "en-US");
  await signInByApi(page, BUYER, { path: `/itemDetail/${far.itemNumber}` });
  await expect(page.getByRole("heading", { level: 1, name: far.title })).toBeVisible();
  const cents = far.auction!.minNextBidCents;
  await page.getByRole("textbox", { name: "Your bid" }).fill((cents / 100).toFixed(2));
  await page.getByRole("button", { name: "Place bid" }).click();
  const dialog = page.getByRole("dialog", { name: /^Confirm your bid of/ });
  await expect(dialog.getByTestId("far-pickup")).toContainText("This pickup is far from you");
  await expect(dialog.getByTestId("far-pickup")).toContainText(/1,[45]\d\d mi from New York/);
  await shot(page, "bid-far-wide-en");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.context().close();
});
