import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { money, PHONE, signInByApi } from "./helpers.ts";
import { apiLogin, ok, reserveItem } from "./orders-api.ts";
import { listingBasics, login, publish } from "./store-api.ts";

/*
 * The item page at a phone size and a wide size: the phone's sticky bar follows the live price and
 * countdown and leads to the bid; quick bids are confirmed before they are sent; the gallery zooms.
 */

const SHOTS = process.env.ITEM_SHOTS_DIR ?? path.join(os.tmpdir(), "item-shots");
const WIDE_1440 = { width: 1440, height: 900 };

type Detail = {
  itemNumber: string;
  title: string;
  status: string;
  seller: { id: number };
  imageSet: unknown[];
  auction: { currentPriceCents: number; minNextBidCents: number; endTime: number; status: string } | null;
};

/**
 * An open auction of this test's own (seller2's, with two photos, ending in three days): no other
 * spec and no earlier run has bid on it, whatever order the specs run in.
 */
async function longAuction(request: APIRequestContext): Promise<Detail> {
  const seller = await login(request, "seller2@demo.test");
  const basics = await listingBasics(request, seller);
  const second = await listingBasics(request, seller);
  const itemNumber = await publish(request, seller, {
    ...basics,
    images: [...basics.images, ...second.images],
    title: `Item page lot ${crypto.randomUUID().slice(0, 8)}`,
    saleType: "auction",
    startPriceCents: 1500,
    endTime: Date.now() + 3 * 24 * 3600_000,
  });
  return ok<Detail>(request, "GET", "/item/detail", null, { itemNumber });
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });

test("phone: the sticky bar follows the live price and countdown; quick bids are confirmed", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const item = await longAuction(request);
  const rival = await apiLogin(request, "buyer2@demo.test");
  const ctx = await browser.newContext({ viewport: PHONE });
  const page = await ctx.newPage();
  await signInByApi(page, "buyer1@demo.test", { path: `/itemDetail/${item.itemNumber}` });

  const bar = page.getByTestId("sticky-bar");
  await expect(bar).toBeVisible();
  await expect(bar.getByTestId("sticky-price")).toHaveText(money(item.auction!.currentPriceCents));
  // The price and the action are on the first screen, at the bottom edge.
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 1);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  await shot(page, "item-phone");

  // The countdown ticks.
  const countdown = bar.getByTestId("sticky-countdown");
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? "", { timeout: 70_000 });

  // Another bidder raises the price: the bar follows at once, through the live stream.
  const r = await ok<{ currentPriceCents: number }>(
    request,
    "POST",
    "/item/bid",
    rival,
    { itemNumber: item.itemNumber, amountCents: item.auction!.minNextBidCents },
    crypto.randomUUID(),
  );
  await expect(bar.getByTestId("sticky-price")).toHaveText(money(r.currentPriceCents));

  // Bid now takes the buyer to the bid form; a quick bid asks first and sends only on Confirm.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await bar.getByRole("button", { name: "Bid now" }).click();
  await expect(page.getByRole("textbox", { name: "Your bid" })).toBeFocused();
  const now = await ok<Detail>(request, "GET", "/item/detail", null, { itemNumber: item.itemNumber });
  const quick = page.getByRole("list", { name: "Quick bids" }).getByRole("button");
  await expect(quick).toHaveCount(3);
  await expect(quick.first()).toHaveText(`Bid ${money(now.auction!.minNextBidCents)}`);
  await quick.first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(money(now.auction!.minNextBidCents));
  await shot(page, "quick-bid-phone");
  // Nothing was sent yet.
  const unchanged = await ok<Detail>(request, "GET", "/item/detail", null, { itemNumber: item.itemNumber });
  expect(unchanged.auction!.currentPriceCents).toBe(now.auction!.currentPriceCents);
  await dialog.getByRole("button", { name: /Confirm/ }).click();
  await expect(bar.getByTestId("sticky-price")).toHaveText(money(now.auction!.minNextBidCents));
  await ctx.close();
});

test("phone: the sticky bar's Buy opens the review, the seller gets Edit, and the gallery zooms", async ({
  browser,
  request,
}) => {
  const list = await ok<{ list: Array<{ itemNumber: string }> }>(request, "GET", "/search/items", null, {
    type: "fixed",
    sort: "price_desc",
    pageSize: 10,
  });
  const fixed = await ok<Detail>(request, "GET", "/item/detail", null, {
    itemNumber: list.list.find((i) => reserveItem(i.itemNumber))!.itemNumber,
  });
  const ctx = await browser.newContext({ viewport: PHONE });
  const page = await ctx.newPage();
  await signInByApi(page, "buyer1@demo.test", { path: `/itemDetail/${fixed.itemNumber}` });
  await page.getByTestId("sticky-bar").getByRole("button", { name: "Buy", exact: true }).click();
  const review = page.getByRole("dialog", { name: "Review your purchase" });
  await expect(review).toBeVisible();
  await review.getByRole("button", { name: "Back" }).click();
  await expect(review).toBeHidden();

  await page.getByRole("region", { name: "Photos" }).getByRole("button", { name: "Zoom" }).click();
  const zoom = page.getByRole("dialog", { name: /^Photo 1 of \d+$/ });
  await expect(zoom).toBeVisible();
  await zoom.getByRole("button", { name: "Zoom in" }).click();
  await expect(zoom.getByRole("button", { name: "Zoom out" })).toBeVisible();
  await shot(page, "zoom-phone");
  await zoom.getByRole("button", { name: "Close" }).click();
  await expect(zoom).toBeHidden();
  await ctx.close();

  // The seller's own item: the bar offers Edit.
  const sellerCtx = await browser.newContext({ viewport: PHONE });
  const sp = await sellerCtx.newPage();
  const sellers: Record<number, string> = {};
  for (const s of ["seller1", "seller2", "seller3"])
    sellers[(await apiLogin(request, `${s}@demo.test`)).id] = s;
  await signInByApi(sp, `${sellers[fixed.seller.id]}@demo.test`, { path: `/itemDetail/${fixed.itemNumber}` });
  await expect(sp.getByTestId("sticky-bar").getByRole("link", { name: "Edit" })).toHaveAttribute(
    "href",
    `/editItem?itemNumber=${fixed.itemNumber}`,
  );
  await sellerCtx.close();
});

test("wide: no sticky bar; the panel follows the live price, with quick bids and thumbnails", async ({
  browser,
  request,
}) => {
  const item = await longAuction(request);
  const rival = await apiLogin(request, "buyer3@demo.test");
  const ctx = await browser.newContext({ viewport: WIDE_1440 });
  const page = await ctx.newPage();
  await signInByApi(page, "buyer1@demo.test", { path: `/itemDetail/${item.itemNumber}` });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title);
  await expect(page.getByTestId("sticky-bar")).toBeHidden();
  const price = page.getByRole("region", { name: "Price" });
  await expect(price).toContainText(money(item.auction!.currentPriceCents));
  await expect(page.getByRole("list", { name: "Quick bids" }).getByRole("button")).toHaveCount(3);
  const r = await ok<{ currentPriceCents: number }>(
    request,
    "POST",
    "/item/bid",
    rival,
    { itemNumber: item.itemNumber, amountCents: item.auction!.minNextBidCents },
    crypto.randomUUID(),
  );
  await expect(price).toContainText(money(r.currentPriceCents));
  await expect(page.getByRole("list", { name: "Thumbnails" })).toBeVisible();
  await shot(page, "item-wide");
  await ctx.close();
});
