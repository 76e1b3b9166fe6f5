import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { money, PHONE, signInByApi } from "./helpers.ts";
import { type ApiUser, apiLogin, call, findItems, ok } from "./orders-api.ts";

/*
 * Checkout at a phone size and a wide size: Buy now opens a review and creates nothing; Back
 * leaves the item on the market with no order; Confirm creates the order, the payment page shows
 * the breakdown and the sandbox's test cards, the result says the order is confirmed, and the
 * order page leads with its status and the pickup code, then the pickup details, then help.
 */

const SHOTS = process.env.CHECKOUT_SHOTS_DIR ?? path.join(os.tmpdir(), "checkout-shots");
const WIDE_1440 = { width: 1440, height: 900 };
const taken = new Set<string>();
let sellers: ApiUser[] = [];

test.beforeAll(async ({ request }) => {
  sellers = await Promise.all(
    ["seller1", "seller2", "seller3"].map((s) => apiLogin(request, `${s}@demo.test`)),
  );
});

async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  const ctx = await browser.newContext({ viewport });
  return ctx.newPage();
}

const shot = (page: Page, name: string, size: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`), fullPage: true });

async function topOf(locator: ReturnType<Page["locator"]>) {
  const box = await locator.boundingBox();
  expect(box, "element is laid out").not.toBeNull();
  return box!.y;
}

for (const [size, viewport, buyerAccount] of [
  ["phone", PHONE, "buyer2@demo.test"],
  ["wide", WIDE_1440, "buyer3@demo.test"],
] as const) {
  test(`buy now: review, back creates nothing, confirm, pay in the sandbox, order page leads with pickup (${size})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const buyer = await apiLogin(request, buyerAccount);
    const [item] = await findItems(request, sellers, 1, taken);
    const price = item!.priceCents!;
    const detail = await ok<{ city: string | null; pickupNote: string | null }>(
      request,
      "GET",
      "/item/detail",
      null,
      {
        itemNumber: item!.itemNumber,
      },
    );
    const page = await newPage(browser, viewport);
    await signInByApi(page, buyer.account, { path: `/itemDetail/${item!.itemNumber}` });
    await expect(page.getByRole("heading", { level: 1, name: item!.title })).toBeVisible();

    // Review: everything the buyer agrees to, and no order yet.
    await page.getByRole("main").getByRole("button", { name: "Buy now", exact: true }).click();
    const review = page.getByRole("dialog", { name: "Review your purchase" });
    await expect(review).toBeVisible();
    await expect(review).toContainText(item!.title);
    await expect(review.getByTestId("checkout-total")).toHaveText(money(price));
    await expect(review.getByText("Buyer fee")).toBeVisible();
    await expect(review.getByText("Buyers pay no fee")).toBeVisible();
    if (detail.city) await expect(review).toContainText(detail.city);
    if (detail.pickupNote) await expect(review).toContainText(detail.pickupNote);
    await expect(review.getByRole("radio", { name: /Card/ })).toBeChecked();
    await expect(review.getByRole("radio", { name: /Cash in person/ })).toBeVisible();
    await shot(page, "review", size);

    // Back: the dialog closes, no order exists, the item is still for sale.
    await review.getByRole("button", { name: "Back" }).click();
    await expect(review).toBeHidden();
    const orders = await ok<{ list: Array<{ item: { itemNumber: string } }> }>(
      request,
      "GET",
      "/order/buying",
      buyer,
      {
        type: "all",
        pageSize: 50,
      },
    );
    expect(orders.list.some((o) => o.item.itemNumber === item!.itemNumber)).toBe(false);
    const still = await call<{ status: string }>(request, "GET", "/item/detail", null, {
      itemNumber: item!.itemNumber,
    });
    expect(still.res_data.status).toBe("active");

    // Confirm: the order exists and its payment page shows the breakdown.
    await page.getByRole("main").getByRole("button", { name: "Buy now", exact: true }).click();
    await review.getByRole("button", { name: "Confirm purchase" }).click();
    await page.waitForURL(/\/payment\/[^/]+$/);
    const orderNumber = decodeURIComponent(page.url().split("/payment/")[1]!);
    const main = page.getByRole("main");
    await expect(main.getByText("Item price")).toBeVisible();
    await expect(main.getByText("Buyer fee")).toBeVisible();
    await expect(main.getByText(/^Secure payment/)).toBeVisible();
    await shot(page, "payment", size);

    // A new buyer has no card: add the sandbox card (its test numbers are shown in the sandbox).
    const cards = await ok<unknown[]>(request, "GET", "/payment/methods", buyer);
    if (cards.length === 0) {
      await main.getByRole("button", { name: "Add a card" }).click();
      await expect(page).toHaveURL(/\/addCard\?orderNumber=/);
      await expect(main.getByText(/^Test mode: 4242 4242 4242 4242 pays/)).toBeVisible();
      await shot(page, "add-card", size);
      await page.getByLabel("Card number").fill("4242424242424242");
      await page.getByLabel("Expiry (MM/YY)").fill(`12/${String(new Date().getFullYear() + 2).slice(-2)}`);
      await page.getByLabel("CVC").fill("123");
      await main.getByRole("button", { name: "Save card" }).click();
    } else {
      await main.getByRole("button", { name: "Continue" }).click();
    }
    await expect(page).toHaveURL(/\/pay\?orderNumber=/);
    await expect(main.getByText(/^Secure payment/)).toBeVisible();
    await main.getByRole("button", { name: `Pay ${money(price)}` }).click();

    // The result: confirmed, and what happens next.
    await expect(page).toHaveURL(/\/paymentResult\?/);
    await expect(page.getByRole("heading", { level: 1, name: "Order confirmed" })).toBeVisible();
    await expect(main.getByText("Message the seller to agree when to collect")).toBeVisible();
    await shot(page, "result", size);
    await main.getByRole("link", { name: "View order" }).click();

    // The order page: status, then the pickup code action, then pickup details, then help.
    await expect(page).toHaveURL(new RegExp(`/orderDetail/${orderNumber}$`));
    const status = main.getByTestId("order-status");
    const code = main.getByRole("button", { name: "Show pickup code" });
    const pickup = main.getByRole("heading", { name: "Pickup details" });
    const help = main.getByRole("heading", { name: "Need help?" });
    await expect(status).toHaveText("Paid");
    await expect(code).toBeVisible();
    await expect(main.getByRole("link", { name: "Message seller" })).toHaveAttribute(
      "href",
      `/chat?orderNumber=${orderNumber}`,
    );
    const [ys, yc, yp, yh] = [await topOf(status), await topOf(code), await topOf(pickup), await topOf(help)];
    expect(ys).toBeLessThan(yc);
    expect(yc).toBeLessThan(yp);
    expect(yp).toBeLessThan(yh);
    // On a phone the main action is on the first screen.
    expect(yc).toBeLessThan(viewport.height);
    await shot(page, "order", size);

    // Message seller opens the chat about this item.
    await main.getByRole("link", { name: "Message seller" }).click();
    await expect(page).toHaveURL(/\/chat\?sessionId=\d+/);
    await expect(page.getByRole("main")).toContainText(item!.title);
    await page.context().close();
  });
}
