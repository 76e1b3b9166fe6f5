import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { Code } from "#shared/codes";
import {
  DEMO_PASSWORD,
  money,
  PHONE,
  signInByApi,
  WIDE,
  WITH_SERVICE_WORKER,
  waitForServiceWorker,
} from "./helpers.ts";
import { listingBasics, login, publish } from "./store-api.ts";

/**
 * Live bidding in the browser against the real server and its demo auctions: bid with a
 * confirmation, lead, get outbid live by another bidder, too-low bids, Buy now, offline pending
 * bids, the history and /bids. Each test lists its own item so they do not interfere.
 */

type Auction = {
  currentPriceCents: number;
  minNextBidCents: number;
  bidCount: number;
  buyNowAvailable: boolean;
  buyNowPriceCents: number | null;
  endTime: number;
  status: string;
};
type Detail = {
  itemNumber: string;
  title: string;
  saleType: string;
  status: string;
  priceCents: number | null;
  seller: { id: number };
  auction: Auction | null;
};

// Playwright empties test-results/ at the start of every run (any spec): point SHOTS_DIR elsewhere to keep them.
const SHOTS = process.env.SHOTS_DIR ?? "test-results/auctions";
const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

async function detail(request: APIRequestContext, itemNumber: string): Promise<Detail> {
  const env = await (await request.get(`/api/item/detail?itemNumber=${itemNumber}`)).json();
  expect(env.status_code).toBe(Code.OK);
  return env.res_data as Detail;
}

/**
 * A new listing of this test's own, published through the API by a demo seller: no other spec and
 * no seeded max bid can touch it, whatever order the specs run in.
 */
async function listItem(
  request: APIRequestContext,
  fields: { saleType: "auction"; buyNowPriceCents?: number } | { saleType: "fixed"; priceCents: number },
  seller = "seller2@demo.test",
): Promise<Detail> {
  const who = await login(request, seller);
  const basics = await listingBasics(request, who);
  const itemNumber = await publish(request, who, {
    ...basics,
    title: `Auction spec lot ${crypto.randomUUID().slice(0, 8)}`,
    ...(fields.saleType === "auction"
      ? { startPriceCents: 1000, endTime: Date.now() + 2 * 3600_000, ...fields }
      : fields),
  });
  return detail(request, itemNumber);
}

async function apiToken(request: APIRequestContext, account: string): Promise<string> {
  const env = await (
    await request.post("/api/hweb/login/v1/login", {
      form: { account, password: DEMO_PASSWORD },
      headers: { platform: "hweb" },
    })
  ).json();
  expect(env.status_code, env.message).toBe(Code.OK);
  return env.res_data.token as string;
}

async function placeBidInUi(page: Page, cents: number) {
  await page.getByRole("textbox", { name: "Your bid" }).fill(dollars(cents));
  await page.getByRole("button", { name: "Place bid" }).click();
  const dialog = page.getByRole("dialog", { name: `Confirm your bid of ${money(cents)}` });
  await expect(dialog).toBeVisible();
  // Confirm has the focus: Enter confirms (keyboard-quick confirmation).
  await expect(dialog.getByRole("button", { name: "Confirm" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
}

test.describe("live bidding", () => {
  test.use({ viewport: WIDE });

  test("bid with confirmation, lead, get outbid live, and a too-low bid shows the minimum", async ({
    page,
    browser,
    request,
  }) => {
    const item = await listItem(request, { saleType: "auction" });
    await signInByApi(page, "buyer1@demo.test", { path: `/itemDetail/${item.itemNumber}` });
    await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();

    const min = item.auction!.minNextBidCents;
    await expect(page.getByText(`Minimum next bid: ${money(min)}`)).toBeVisible();
    await placeBidInUi(page, min);
    await expect(page.getByText("You're leading: you're the highest bidder")).toBeVisible();

    // Buyer 2, in another browser context, outbids through the API; buyer 1's page follows live.
    const other = await browser.newContext();
    const token2 = await apiToken(other.request, "buyer2@demo.test");
    const now = await detail(other.request, item.itemNumber);
    expect(now.auction!.currentPriceCents).toBe(min);
    const res = await other.request.post("/api/item/bid", {
      form: { itemNumber: item.itemNumber, amountCents: String(now.auction!.minNextBidCents) },
      headers: {
        platform: "hweb",
        Authorization: `Bearer ${token2}`,
        "Idempotency-Key": crypto.randomUUID(),
      },
    });
    expect((await res.json()).status_code).toBe(Code.OK);
    await other.close();

    await expect(page.getByText("You've been outbid")).toBeVisible();
    const after = await detail(request, item.itemNumber);
    // The price above the panel moved without a reload too.
    await expect(page.getByText(`Minimum next bid: ${money(after.auction!.minNextBidCents)}`)).toBeVisible();

    // Too low: refused before anything is sent, with the minimum shown.
    await page.getByRole("textbox", { name: "Your bid" }).fill(dollars(min));
    await page.getByRole("button", { name: "Place bid" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(
      page.getByText(
        `Your bid is below the minimum. Enter ${money(after.auction!.minNextBidCents)} or more.`,
      ),
    ).toBeVisible();

    await page.screenshot({ path: `${SHOTS}/item-auction-wide.png`, fullPage: true });

    // The history lists both bids, newest first, mine marked.
    await page
      .getByRole("link", { name: /^2 bids$/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/bidList/${item.itemNumber}$`));
    await expect(page.getByRole("heading", { name: "Bid history" })).toBeVisible();
    const rows = page.getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(money(after.auction!.currentPriceCents));
    await expect(rows.nth(2)).toContainText("You");
    await expect(rows.nth(2)).toContainText(money(min));
    await page.screenshot({ path: `${SHOTS}/bid-list-wide.png`, fullPage: true });

    // /bids shows it under Outbid.
    await page.goto("/bids?type=outbid");
    await expect(page.getByRole("tab", { name: "Outbid", selected: true })).toBeVisible();
    await expect(page.getByRole("link", { name: item.title }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/bids-wide.png`, fullPage: true });
  });

  test("a max bid leads, and a raise stays leading", async ({ page, request }) => {
    const item = await listItem(request, { saleType: "auction" });
    await signInByApi(page, "buyer3@demo.test", { path: `/itemDetail/${item.itemNumber}` });
    const min = item.auction!.minNextBidCents;
    await page.getByRole("textbox", { name: "Your maximum" }).fill(dollars(min + 5000));
    await page.getByRole("button", { name: "Set max bid" }).click();
    await page
      .getByRole("dialog", { name: `Confirm your max bid of ${money(min + 5000)}` })
      .getByRole("button", { name: "Confirm" })
      .click();
    await expect(page.getByText("You're leading: you're the highest bidder")).toBeVisible();
    await expect(page.getByText(`Your max bid: ${money(min + 5000)}`)).toBeVisible();
    // Leading: no cancel, and Place bid says so instead of sending.
    await expect(page.getByRole("button", { name: "Cancel max bid" })).toHaveCount(0);
    await page.getByRole("button", { name: "Place bid" }).click();
    await expect(page.getByText(/already the highest bidder/)).toBeVisible();
    await page.getByRole("textbox", { name: "Your maximum" }).fill(dollars(min + 9000));
    await page.getByRole("button", { name: "Raise max bid" }).click();
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText(`Your max bid: ${money(min + 9000)}`)).toBeVisible();
  });

  test("Buy now on an auction that offers it leads to the order", async ({ page, request }) => {
    const item = await listItem(request, { saleType: "auction", buyNowPriceCents: 5000 });
    await signInByApi(page, "buyer4@demo.test", { path: `/itemDetail/${item.itemNumber}` });
    await page.getByRole("button", { name: "Buy now" }).click();
    const dialog = page.getByRole("dialog", {
      name: `Buy now for ${money(item.auction!.buyNowPriceCents!)}?`,
    });
    await dialog.getByRole("button", { name: "Confirm purchase" }).click();
    await expect(page).toHaveURL(/\/(payment|orderDetail)\/[^/]+$/);
    const after = await detail(request, item.itemNumber);
    expect(after.status).toBe("sold");
    // Back on the item: it is the buyer's now, and nobody can bid any more.
    await page.goto(`/itemDetail/${item.itemNumber}`);
    await expect(
      page.getByText(`It's yours: you won this item for ${money(item.auction!.buyNowPriceCents!)}`),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Place bid" })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/item-bought-wide.png` });
  });

  test("Buy now on a fixed-price item reviews the purchase, then leads to payment", async ({
    page,
    request,
  }) => {
    const item = await listItem(request, { saleType: "fixed", priceCents: 2500 });
    await signInByApi(page, "buyer4@demo.test", { path: `/itemDetail/${item.itemNumber}` });
    await page.getByRole("button", { name: "Buy now" }).click();
    // Nothing is ordered until the buyer confirms the review.
    const review = page.getByRole("dialog", { name: "Review your purchase" });
    await expect(review).toContainText(money(item.priceCents!));
    expect((await detail(request, item.itemNumber)).status).toBe("active");
    await review.getByRole("button", { name: "Confirm purchase" }).click();
    await expect(page).toHaveURL(/\/payment\/[^/]+$/);
    expect((await detail(request, item.itemNumber)).status).toBe("sold");
  });

  test("the seller sees their own actions instead of bid controls", async ({ page, request }) => {
    const me = await signInByApi(page, "seller1@demo.test");
    const item = await listItem(request, { saleType: "auction" }, "seller1@demo.test");
    expect(item.seller.id).toBe(me.user.id);
    await page.goto(`/itemDetail/${item.itemNumber}`);
    await expect(page.getByRole("link", { name: "Edit item" })).toHaveAttribute(
      "href",
      `/editItem?itemNumber=${item.itemNumber}`,
    );
    await expect(page.getByRole("link", { name: "Auction settings" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Place bid" })).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Your bid" })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/item-seller-wide.png` });
  });

  test("guests are sent to sign in", async ({ page, request }) => {
    const item = await listItem(request, { saleType: "auction" });
    await page.goto(`/itemDetail/${item.itemNumber}`);
    await page.getByRole("button", { name: "Place bid" }).click();
    await expect(page).toHaveURL(/\/signIn\?redirect=/);
  });

  test.describe("offline", () => {
    test.use(WITH_SERVICE_WORKER);
    test("a bid made offline waits as a pending bid and is sent only when confirmed again", async ({
      page,
      context,
      request,
    }) => {
      const item = await listItem(request, { saleType: "auction" });
      await signInByApi(page, "buyer2@demo.test", { path: `/itemDetail/${item.itemNumber}` });
      const min = item.auction!.minNextBidCents;
      await expect(page.getByRole("textbox", { name: "Your bid" })).toBeVisible();
      // The app is on the device (the worker controls the page once it has stored every part), as for
      // anyone who bids offline: on a busy machine a first visit could go offline before that, and the
      // parts the pending bid needs could not load.
      await waitForServiceWorker(page);
      await context.setOffline(true);
      // The app has seen the connection go (a click before the offline event would ask to confirm).
      await expect(page.getByText("You are offline — showing saved data")).toBeVisible();
      await page.getByRole("textbox", { name: "Your bid" }).fill(dollars(min + 100));
      await page.getByRole("button", { name: "Place bid" }).click();
      const note = page.getByRole("region", { name: "Pending bid" });
      await expect(note).toContainText(`Pending bid: ${money(min + 100)} (not sent)`);
      await expect(note.getByRole("button", { name: "Review pending bid" })).toBeDisabled();

      await context.setOffline(false);
      await expect(note).toContainText(`the minimum is now ${money(min)}`);
      // Back online, nothing went out on its own (and the count after confirming is exactly one more).
      expect((await detail(request, item.itemNumber)).auction!.bidCount).toBe(item.auction!.bidCount);
      await note.getByRole("button", { name: "Review pending bid" }).click();
      await page
        .getByRole("dialog", { name: `Confirm your bid of ${money(min + 100)}` })
        .getByRole("button", { name: "Confirm" })
        .click();
      await expect(page.getByText("You're leading: you're the highest bidder")).toBeVisible();
      await expect(note).toHaveCount(0);
      expect((await detail(request, item.itemNumber)).auction!.bidCount).toBe(item.auction!.bidCount + 1);
    });
  });
});

test.describe("phone", () => {
  test.use({ viewport: PHONE });

  test("the item page's panel and /bids at phone size", async ({ page, request }) => {
    const item = await listItem(request, { saleType: "auction", buyNowPriceCents: 5000 });
    await signInByApi(page, "buyer1@demo.test", { path: `/itemDetail/${item.itemNumber}` });
    await expect(page.getByRole("button", { name: "Place bid" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Buy now" })).toBeVisible();
    // Centred by the page itself (the form stays the same nodes when the signed-in state comes in).
    await page
      .getByRole("textbox", { name: "Your bid" })
      .evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: `${SHOTS}/item-auction-phone.png` });
    await page.screenshot({ path: `${SHOTS}/item-auction-phone-full.png`, fullPage: true });
    await page.goto("/bids");
    await expect(page.getByRole("tab", { name: "Leading", selected: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/bids-phone.png`, fullPage: true });
  });
});
