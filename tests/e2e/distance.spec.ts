import os from "node:os";
import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { PHONE, signInByApi, WIDE } from "./helpers.ts";
import { postFixedItem } from "./listings.api.ts";
import { type ApiUser, apiLogin, ok, reserveItem } from "./orders-api.ts";

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
    if (d.status === "active" && open && d.seller.id !== buyer.id && reserveItem(d.itemNumber)) return d;
  }
  throw new Error(`no active ${type} item near the point`);
}

async function newPage(browser: Browser, viewport: { width: number; height: number }, locale: string) {
  const ctx = await browser.newContext({ viewport, locale });
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
      // The rows near the place replace everyone's once their own answer comes (a slow one under load).
      await expect(nearRow.getByRole("article").first()).toContainText("New York", { timeout: 30_000 });
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

/** A word no listing has, so a listing made with it is the only match. */
const madeUpWord = () =>
  Array.from(
    { length: 5 },
    () => "bcdfghklmnprstvz"[Math.floor(Math.random() * 16)]! + "aeiou"[Math.floor(Math.random() * 5)]!,
  ).join("");

for (const [size, viewport, lang, locale, unit] of [
  [
    "wide",
    WIDE,
    "en",
    "en-US",
    {
      word: "mi",
      defaultKm: 80.47,
      wider: "100 mi",
      widerKm: 160.93,
      anywhere: "Anywhere",
      search: "Search anywhere",
    },
  ],
  [
    "phone",
    PHONE,
    "zh",
    "zh-CN",
    {
      word: "公里",
      defaultKm: 50,
      wider: "100 公里",
      widerKm: 100,
      anywhere: "不限距离",
      search: "不限距离搜索",
    },
  ],
] as const) {
  test(`lists and home keep near the user's city, and the radius widens in one tap (${size}, ${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    // Only in Seattle: New York's buyer finds it by widening the radius.
    const word = madeUpWord();
    const seller = await apiLogin(request, "seller3@demo.test");
    await postFixedItem(request, seller.token, {
      title: `${word} lamp`,
      categoryId: 201,
      priceCents: 3100,
      description: "A lamp for the distance test",
      color: "#c08040",
    });
    const page = await newPage(browser, viewport, locale);
    await signInByApi(page, BUYER, { path: "/" });
    const inEffect = page.getByTestId("radius-in-effect");
    const within = (km: number) => async () => {
      const kms = await cardKms(page);
      return kms.length > 0 && kms.every((k) => k <= km + 0.5);
    };

    // Home: the rows keep to 50 mi (50 km in Chinese) of the profile's city, and say so.
    await expect(inEffect).toContainText("New York");
    await expect(inEffect).toContainText(`50 ${unit.word}`);
    await expect.poll(within(unit.defaultKm), { message: "home cards within the default radius" }).toBe(true);
    await shot(page, `home-radius-${size}-${lang}`);

    // Browsing: the same radius, its chip pressed, every card within it.
    await page.goto("/itemSearch?q=");
    const chips = page.getByRole("main").getByRole("list", { name: /^(Distance|距离)$/ });
    await expect(chips.getByRole("button", { pressed: true })).toHaveText(`50 ${unit.word}`);
    await expect.poll(within(unit.defaultKm), { message: "list cards within the default radius" }).toBe(true);

    // Nothing near: said with the radius, and the way farther offered.
    await page.goto(`/itemSearch?q=${word}`);
    const main = page.getByRole("main");
    await expect(main).toContainText(`50 ${unit.word}`);
    await expect(
      main.getByRole("button", { name: `${lang === "en" ? "Widen to " : "扩大到 "}${unit.wider}` }),
    ).toBeVisible();
    await shot(page, `list-nothing-near-${size}-${lang}`);
    await main.getByRole("button", { name: unit.search }).click();
    await expect(page).toHaveURL(/radiusKm=any/);
    const match = main.getByRole("article").filter({ hasText: `${word} lamp` });
    await expect(match).toBeVisible();
    expect(
      Number(await match.locator("[data-distance-km]").getAttribute("data-distance-km")),
    ).toBeGreaterThan(3000);

    // The choice stays: the next list is from anywhere, until a radius is tapped.
    await page.goto("/itemSearch?q=");
    await expect(chips.getByRole("button", { pressed: true })).toHaveText(unit.anywhere);
    await chips.getByRole("button", { name: new RegExp(unit.wider) }).click();
    await expect(page).toHaveURL(new RegExp(`radiusKm=${unit.widerKm}`));
    await expect(chips.getByRole("button", { pressed: true })).toHaveText(unit.wider);
    await expect.poll(within(unit.widerKm), { message: "cards within the wider radius" }).toBe(true);
    await shot(page, `list-radius-${size}-${lang}`);
    await page.goto("/");
    await expect(inEffect).toContainText(unit.wider);
    await page.context().close();
  });
}

for (const [size, viewport, lang, locale, unit] of [
  ["phone", PHONE, "en", "en-US", "mi"],
  ["wide", WIDE, "zh", "zh-CN", "公里"],
] as const) {
  test(`maps: the pickup's area before a purchase, the pickup point after (${size}, ${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const buyer = await apiLogin(request, BUYER);
    const far = await itemNear(request, buyer, AUSTIN);
    const near = await itemNear(request, buyer, NEW_YORK);
    const page = await newPage(browser, viewport, locale);
    const mapsName = /^(Open in maps|在地图中打开)/;
    // City level: the area's centre to two decimals, no pin.
    const areaHref = /^https:\/\/www\.openstreetmap\.org\/#map=11\/-?\d+\.\d{2}\/-?\d+\.\d{2}$/;

    await signInByApi(page, BUYER, { path: `/itemDetail/${far.itemNumber}` });
    await expect(page.getByRole("heading", { level: 1, name: far.title })).toBeVisible();
    const itemMap = page.getByRole("main").getByRole("link", { name: mapsName });
    await expect(itemMap).toHaveAttribute("href", areaHref);
    await expect(itemMap).toHaveAttribute("target", "_blank");
    await itemMap.scrollIntoViewIfNeeded();
    await shot(page, `item-map-${size}-${lang}`);

    // The seller's page: where they are, on the same kind of map.
    await page.goto(`/sellerInformation/${far.seller.id}`);
    const sellerMap = page.getByRole("main").getByRole("link", { name: mapsName });
    await expect(sellerMap).toHaveAttribute("href", areaHref);
    await shot(page, `seller-map-${size}-${lang}`);

    // Bought: the order page says where and how far, and pins the point.
    const { orderNumber } = await ok<{ orderNumber: string }>(request, "POST", "/item/buyNow", buyer, {
      itemNumber: near.itemNumber,
    });
    await page.goto(`/orderDetail/${orderNumber}`);
    const pickup = page.getByRole("region", { name: /^(Pickup details|自提信息)$/ });
    await expect(pickup.getByTestId("pickup-distance")).toContainText(unit);
    await expect(pickup.getByTestId("pickup-distance")).toContainText("New York");
    const pin = pickup.getByRole("link", { name: mapsName });
    await expect(pin).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/\?mlat=-?\d+\.\d+&mlon=/);
    await pickup.scrollIntoViewIfNeeded();
    await shot(page, `order-map-${size}-${lang}`);
    await page.context().close();
  });
}
