import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { Code } from "#shared/codes";
import { money, PHONE, signInByApi, WIDE } from "./helpers.ts";
import { type ApiUser, apiLogin, buy, call, findItems, ok, saveSandboxCard } from "./orders-api.ts";

/*
 * Orders, payments and the wallet through the screens: buy, pay with a sandbox card, the seller
 * sees the paid order, pickup code, confirmation, balance, withdraw through the guard; a declined
 * card; a refund asked for and agreed; a confirmation made offline and sent when back online.
 */

// Outside test-results: another run of Playwright empties that folder when it starts.
const SHOTS = process.env.ORDERS_SHOTS_DIR ?? path.join(os.tmpdir(), "orders-shots");
const taken = new Set<string>();
let sellers: ApiUser[] = [];

async function shoot(page: Page, name: string) {
  for (const [size, vp] of [
    ["phone", PHONE],
    ["wide", WIDE],
  ] as const) {
    await page.setViewportSize(vp);
    await page.waitForFunction((w) => window.innerWidth === w, vp.width);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(WIDE);
}

async function newPage(browser: Browser) {
  const ctx = await browser.newContext({ viewport: WIDE });
  return ctx.newPage();
}

test.beforeAll(async ({ request }) => {
  sellers = await Promise.all(
    ["seller1", "seller2", "seller3"].map((s) => apiLogin(request, `${s}@demo.test`)),
  );
});

test("buy, pay by card, pickup code, seller confirms, balance moves, withdraw through the guard", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const buyer = await apiLogin(request, "buyer1@demo.test");
  const [item] = await findItems(request, sellers, 1, taken);
  const seller = item!.sellerUser;

  // Buyer: buy, then choose card on /payment.
  const page = await newPage(browser);
  await signInByApi(page, buyer.account, { path: "/buying" });
  const orderNumber = await buy(page, request, buyer, item!.itemNumber);
  await page.goto("/buying?type=unpaid");
  await expect(page).toHaveTitle("Purchases");
  await expect(page.getByRole("tab", { name: "Unpaid" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("main").getByText(item!.title).first()).toBeVisible();
  await shoot(page, "buying");
  await page
    .getByRole("link", { name: `Pay for ${item!.title}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/payment/${orderNumber}$`));
  await expect(page.getByRole("radio", { name: /Card/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Cash in person/ })).toBeVisible();
  await shoot(page, "payment");

  // Add the sandbox card: clear field errors first, then the good card. (A button with no saved card,
  // a link beside the saved ones when a first run of this test saved one.)
  await page
    .getByRole("main")
    .getByRole("button", { name: "Add a card" })
    .or(page.getByRole("main").getByRole("link", { name: "Add a card" }))
    .click();
  await expect(page).toHaveURL(/\/addCard\?orderNumber=/);
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByText("Enter the card number")).toBeVisible();
  await expect(page.getByLabel("Card number")).toBeFocused();
  await page.getByLabel("Card number").fill("4242424242424241");
  await page.getByLabel("Expiry (MM/YY)").fill("01/20");
  await page.getByLabel("CVC").fill("12");
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByText("This card number is not valid. Check the digits")).toBeVisible();
  await expect(page.getByText("This card has expired")).toBeVisible();
  await expect(page.getByText("The security code is 3 or 4 digits")).toBeVisible();
  await shoot(page, "addCard-errors");
  await page.getByLabel("Card number").fill("4242424242424242");
  await page.getByLabel("Expiry (MM/YY)").fill("1230");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Save card" }).click();

  // Confirm and pay.
  await expect(page).toHaveURL(/\/pay\?/);
  await expect(page.getByText("Visa •••• 4242")).toBeVisible();
  await shoot(page, "pay");
  await page.getByRole("button", { name: `Pay ${money(item!.priceCents!)}` }).click();
  await expect(page).toHaveURL(/\/paymentResult\?/);
  await expect(page).toHaveTitle("Complete Purchase");
  await expect(page.getByRole("heading", { name: "Your order is confirmed" })).toBeVisible();
  await shoot(page, "paymentResult");

  // Seller (another browser context) sees the paid order.
  const sp = await newPage(browser);
  await signInByApi(sp, seller.account, { path: "/orders?type=pickup" });
  const sellerCard = sp.getByRole("listitem").filter({ hasText: orderNumber });
  await expect(sellerCard).toBeVisible();
  await expect(sellerCard.getByText("Paid", { exact: true })).toBeVisible();
  await shoot(sp, "orders-seller");

  // Buyer opens the pickup code.
  await page.goto(`/orderDetail/${orderNumber}`);
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  await page.getByRole("button", { name: "Show pickup code" }).click();
  const code = (await page.getByTestId("pickup-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await expect(page.getByRole("img", { name: "Pickup QR code" })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Ready for pickup");
  await shoot(page, "orderDetail-pickup");

  // Seller confirms by typing the code (a wrong one first).
  await sp.goto(`/sellerOrderDetail/${orderNumber}`);
  await expect(sp.getByTestId("order-status")).toHaveText("Ready for pickup");
  await shoot(sp, "sellerOrderDetail");
  await sp.getByRole("link", { name: "Confirm pickup" }).click();
  await expect(sp).toHaveURL(new RegExp(`/order/confirm/${orderNumber}$`));
  const wrong = code === "000000" ? "111111" : "000000";
  await sp.getByLabel("Pickup code").fill(wrong);
  await sp.getByRole("button", { name: "Confirm pickup" }).click();
  await expect(sp.getByText("The pickup code is wrong.")).toBeVisible();
  await shoot(sp, "confirm");
  // The balance just before the release: the specs in the other worker sell for the same demo
  // sellers, so an earlier reading could miss their sales.
  const before = await ok<{ availableCents: number; feeDueCents: number }>(
    request,
    "GET",
    "/wallet/balance",
    seller,
  );
  await sp.getByLabel("Pickup code").fill(code);
  await sp.getByRole("button", { name: "Confirm pickup" }).click();
  await expect(sp.getByRole("heading", { name: "Pickup confirmed" })).toBeVisible();
  const order = await ok<{ status: string; sellerNetCents: number }>(
    request,
    "GET",
    "/order/detail",
    seller,
    {
      orderNumber,
    },
  );
  expect(order.status).toBe("completed");
  // The buyer's open order page hears about it on the real-time stream, no reload.
  await expect(page.getByTestId("order-status")).toHaveText("Completed", { timeout: 15_000 });

  // The seller's balance moved by the net amount, less the fees its cash sales still owed (another
  // spec may have sold for this seller in cash), which a release settles first.
  await sp.goto("/balance");
  await expect(sp.getByTestId("available-balance")).toHaveText(
    money(before.availableCents + order.sellerNetCents - before.feeDueCents),
  );
  await shoot(sp, "balance");
  await sp.goto("/balance/transactions?type=release");
  await expect(
    sp.getByRole("list", { name: "Transactions" }).getByText(`Order ${orderNumber}`),
  ).toBeVisible();
  await shoot(sp, "transactions");

  // Withdraw: the guard sends a new payout account to the sandbox onboarding, which comes back.
  await sp.goto("/withdraw");
  await expect(sp.getByLabel("Amount ($)")).toBeVisible({ timeout: 20_000 });
  expect(new URL(sp.url()).pathname).toBe("/withdraw");
  await sp.getByLabel("Amount ($)").fill((order.sellerNetCents / 100).toFixed(2));
  await shoot(sp, "withdraw");
  await sp.getByRole("button", { name: "Withdraw" }).click();
  await expect(sp).toHaveURL(/\/withdrawResult\?payoutId=/);
  await expect(sp.getByRole("heading", { name: /Withdrawal (on its way|complete)/ })).toBeVisible();
  await expect(sp.getByText(money(order.sellerNetCents)).first()).toBeVisible();
  await shoot(sp, "withdrawResult");

  await sp.goto("/manageMyWallet");
  await expect(sp.getByRole("heading", { name: "Recent withdrawals" })).toBeVisible();
  await shoot(sp, "manageMyWallet");
  await sp.goto("/revenue");
  await expect(sp.getByRole("img", { name: /Revenue over time/ })).toBeVisible();
  // The period's net revenue includes this sale (other specs may have sold for this seller too).
  const revenue = await ok<{ totalCents: number; orderCount: number }>(
    request,
    "GET",
    "/wallet/revenue",
    seller,
  );
  expect(revenue.totalCents).toBeGreaterThanOrEqual(order.sellerNetCents);
  expect(revenue.orderCount).toBeGreaterThanOrEqual(1);
  await expect(sp.getByRole("main").getByText(money(revenue.totalCents)).first()).toBeVisible();
  await shoot(sp, "revenue");
  await sp.goto("/bank-account");
  await sp.getByLabel("Account holder name").fill("Demo Seller");
  await sp.getByLabel("Routing number").fill("110000001");
  await sp.getByLabel("Account number").fill("000123456789");
  await sp.getByRole("button", { name: "Save bank account" }).click();
  await expect(sp.getByText("This routing number is not valid")).toBeVisible();
  await sp.getByLabel("Routing number").fill("110000000");
  await sp.getByRole("button", { name: "Save bank account" }).click();
  await expect(sp.getByText("•••• 6789")).toBeVisible();
  await shoot(sp, "bank-account");

  await page.goto("/paymentOnline");
  await expect(page).toHaveTitle("Payment Method");
  await expect(page.getByRole("list", { name: "Saved cards" }).getByText("Visa •••• 4242")).toBeVisible();
  await shoot(page, "paymentOnline");
});

test("a declined card shows the decline and lets the buyer try again", async ({ browser, request }) => {
  const buyer = await apiLogin(request, "buyer2@demo.test");
  const [item] = await findItems(request, sellers, 1, taken);
  const page = await newPage(browser);
  await signInByApi(page, buyer.account, { path: "/buying" });
  const orderNumber = await buy(page, request, buyer, item!.itemNumber);
  await page.goto(`/addCard?orderNumber=${orderNumber}`);
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page).toHaveURL(/\/pay\?/);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Payment declined" });
  await expect(alert).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Use another card" })).toBeVisible();
  await shoot(page, "pay-declined");
  // Still unpaid, and the buyer can pay again (a new attempt, declined again by this card).
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(alert).toBeVisible();
  const order = await ok<{ status: string }>(request, "GET", "/order/detail", buyer, { orderNumber });
  expect(order.status).toBe("awaiting_payment");
});

test("a refund asked by the buyer and agreed by the seller", async ({ browser, request }) => {
  const buyer = await apiLogin(request, "buyer3@demo.test");
  const [item] = await findItems(request, sellers, 1, taken);
  const seller = item!.sellerUser;
  const page = await newPage(browser);
  await signInByApi(page, buyer.account, { path: "/buying" });
  const orderNumber = await buy(page, request, buyer, item!.itemNumber);
  const pm = await saveSandboxCard(request, buyer);
  const paid = await ok<{ status: string }>(
    request,
    "POST",
    "/order/pay",
    buyer,
    { orderNumber, paymentMethodId: pm.paymentMethodId },
    crypto.randomUUID(),
  );
  expect(paid.status).toBe("paid");

  await page.goto(`/orderDetail/${orderNumber}`);
  await page.getByRole("link", { name: "Request a refund" }).click();
  await expect(page).toHaveURL(new RegExp(`/refundRequest/${orderNumber}$`));
  const amount = page.getByLabel("Refund amount ($)");
  await expect(amount).toHaveValue((item!.priceCents! / 100).toFixed(2));
  await amount.fill(((item!.priceCents! + 100) / 100).toFixed(2));
  await page.getByRole("button", { name: "Request refund" }).click();
  await expect(page.getByText(`You can ask for at most ${money(item!.priceCents!)}`)).toBeVisible();
  await expect(page.getByText("Please say why you want a refund")).toBeVisible();
  await amount.fill("0.50");
  await page.getByLabel("Reason").fill("One corner is scratched.");
  await shoot(page, "refundRequest");
  await page.getByRole("button", { name: "Request refund" }).click();
  await expect(page).toHaveURL(new RegExp(`/orderDetail/${orderNumber}$`));
  await expect(page.getByTestId("order-status")).toHaveText("Refund requested");

  const sp = await newPage(browser);
  await signInByApi(sp, seller.account, { path: `/sellerOrderDetail/${orderNumber}` });
  await sp.getByRole("link", { name: "Respond to refund" }).click();
  await expect(sp).toHaveURL(new RegExp(`/agreeRefund/${orderNumber}$`));
  await expect(sp.getByText("One corner is scratched.")).toBeVisible();
  await shoot(sp, "agreeRefund");
  await sp.getByRole("button", { name: "Agree to refund" }).click();
  await sp.getByRole("dialog").getByRole("button", { name: "Refund" }).click();
  await expect(sp).toHaveURL(new RegExp(`/sellerOrderDetail/${orderNumber}$`));
  await expect(sp.getByTestId("order-status")).toHaveText("Partially refunded");
  const after = await ok<{ refundedCents: number }>(request, "GET", "/order/detail", buyer, { orderNumber });
  expect(after.refundedCents).toBe(50);
  await page.goto("/buying?type=refund");
  await expect(
    page.getByRole("listitem").filter({ hasText: orderNumber }).getByText("Partially refunded"),
  ).toBeVisible();
});

test("a pickup confirmed offline waits on the device and is sent when back online", async ({
  browser,
  request,
}) => {
  const buyer = await apiLogin(request, "buyer4@demo.test");
  const [item] = await findItems(request, sellers, 1, taken);
  const seller = item!.sellerUser;
  const page = await newPage(browser);
  await signInByApi(page, buyer.account, { path: "/buying" });
  const orderNumber = await buy(page, request, buyer, item!.itemNumber);
  const cash = await call(request, "POST", "/order/payCash", buyer, { orderNumber }, crypto.randomUUID());
  expect(cash.status_code).toBe(Code.OK);
  const pickup = await ok<{ pickupCode: string }>(
    request,
    "POST",
    "/order/generatePickupCode",
    buyer,
    { orderNumber },
    crypto.randomUUID(),
  );

  const sp = await newPage(browser);
  await signInByApi(sp, seller.account, { path: `/order/confirm/${orderNumber}` });
  await expect(sp.getByLabel("Pickup code")).toBeVisible();
  await sp.context().setOffline(true);
  await sp.getByLabel("Pickup code").fill(pickup.pickupCode);
  await sp.getByRole("button", { name: "Confirm pickup" }).click();
  await expect(sp.getByRole("status").filter({ hasText: "Confirmed offline" })).toBeVisible();
  await shoot(sp, "confirm-offline");
  expect(
    (await ok<{ status: string }>(request, "GET", "/order/detail", seller, { orderNumber })).status,
  ).toBe("ready_for_pickup");
  await sp.context().setOffline(false);
  await expect(
    sp
      .getByRole("heading", { name: "Pickup confirmed" })
      .or(sp.getByText(`Pickup confirmed for order ${orderNumber}`))
      .first(),
  ).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(
      async () =>
        (await ok<{ status: string }>(request, "GET", "/order/detail", seller, { orderNumber })).status,
    )
    .toBe("completed");
});

test("a card that asks the bank to confirm goes to the confirmation page and back to Complete Purchase", async ({
  browser,
  request,
}) => {
  const buyer = await apiLogin(request, "buyer2@demo.test");
  const [item] = await findItems(request, sellers, 1, taken);
  const page = await newPage(browser);
  await signInByApi(page, buyer.account, { path: "/buying" });
  const orderNumber = await buy(page, request, buyer, item!.itemNumber);
  await page.goto(`/addCard?orderNumber=${orderNumber}`);
  await page.getByLabel("Card number").fill("4000002500003155");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page).toHaveURL(/\/pay\?/);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\/authenticate\?/);
  await page.getByRole("button", { name: "Complete authentication" }).click();
  await expect(page).toHaveURL(new RegExp(`/paymentResult\\?orderNumber=${orderNumber}&status=paid`));
  await expect(page).toHaveTitle("Complete Purchase");
  await expect(page.getByRole("heading", { name: "Your order is confirmed" })).toBeVisible();
  const order = await ok<{ status: string }>(request, "GET", "/order/detail", buyer, { orderNumber });
  expect(order.status).toBe("paid");
});

test("an order under $0.50 is cash in person only: no card option", async ({ browser, request }) => {
  const seller = sellers[1]!;
  const buyer = await apiLogin(request, "buyer1@demo.test");
  // A 30-cent item of seller2's, posted through the API.
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#f97316" } })
    .png()
    .toBuffer();
  const up = await request.post("/api/file/upload", {
    headers: { platform: "hweb", Authorization: `Bearer ${seller.token}` },
    multipart: { file: { name: "pin.png", mimeType: "image/png", buffer: png } },
  });
  const file = (await up.json()) as { status_code: number; res_data: { fileId: string } };
  expect(file.status_code).toBe(Code.OK);
  type Node = { id: number; children?: Node[] };
  const tree = await ok<Node[]>(request, "GET", "/category/list", null);
  let leaf = tree[0]!;
  while (leaf.children?.length) leaf = leaf.children[0]!;
  const saved = await ok<{ itemNumber: string; version: number }>(request, "POST", "/item/save", seller, {
    title: "Enamel pin (cash only test)",
    description: "A small enamel pin.",
    categoryId: leaf.id,
    condition: "good",
    images: file.res_data.fileId,
    saleType: "fixed",
    priceCents: 30,
  });
  await ok(request, "POST", "/item/publish", seller, saved);
  const { orderNumber } = await ok<{ orderNumber: string }>(
    request,
    "POST",
    "/item/buyNow",
    buyer,
    { itemNumber: saved.itemNumber },
    crypto.randomUUID(),
  );

  const page = await newPage(browser);
  await signInByApi(page, buyer.account, { path: `/payment/${orderNumber}` });
  await expect(page.getByRole("radio", { name: /Cash in person/ })).toBeChecked();
  await expect(page.getByText("Orders under $0.50 are paid in cash in person.")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Card/ })).toHaveCount(0);
  await shoot(page, "payment-cash-only");
  await page.getByRole("button", { name: "Pay cash in person" }).click();
  await expect(page).toHaveURL(new RegExp(`/orderDetail/${orderNumber}$`));
  await expect(page.getByTestId("order-status")).toHaveText("Cash on pickup");
  await expect(page.getByRole("button", { name: "Show pickup code" })).toBeVisible();
});
