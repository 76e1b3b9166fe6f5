import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { money, PHONE, signInByApi } from "./helpers.ts";
import { type ApiUser, apiLogin, call, findItems, ok, saveSandboxCard } from "./orders-api.ts";

/*
 * Offers on fixed-price items, through the screens: the seller turns offers on in the portal's
 * listings (inline), a buyer offers at phone size (at the price is pointed to Buy now), the seller
 * counters from the portal's Offers at a wide size, the buyer accepts the counter and pays, and the
 * order is for the agreed amount. An offer made offline waits on the device and, sent again online,
 * makes exactly one offer.
 */

const SHOTS = process.env.OFFERS_SHOTS_DIR ?? path.join(os.tmpdir(), "offers-shots");
const WIDE = { width: 1440, height: 900 };
const taken = new Set<string>();
let sellers: ApiUser[] = [];

type Offer = {
  offerId: string;
  itemNumber: string;
  amountCents: number;
  counterCents: number | null;
  status: string;
  orderNumber: string | null;
};

test.beforeAll(async ({ request }) => {
  sellers = await Promise.all(
    ["seller1", "seller2", "seller3"].map((s) => apiLogin(request, `${s}@demo.test`)),
  );
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

async function newPage(browser: Browser, viewport: { width: number; height: number }, locale?: string) {
  const ctx = await browser.newContext({ viewport, ...(locale ? { locale } : {}) });
  return ctx.newPage();
}

/** The buyer's offers on one item, as the server has them. */
async function offersOf(request: Parameters<typeof ok>[0], buyer: ApiUser, itemNumber: string) {
  const page = await ok<{ list: Offer[]; total: number }>(request, "GET", "/offer/list", buyer, {
    role: "buyer",
    itemNumber,
  });
  return page.list;
}

/** The seller turns offers on through the API; answers once the public item says so. */
async function offersOn(request: Parameters<typeof ok>[0], seller: ApiUser, itemNumber: string) {
  const { version } = await ok<{ version: number }>(request, "GET", "/item/seller/itemDetail", seller, {
    itemNumber,
  });
  await ok(
    request,
    "POST",
    "/item/save",
    seller,
    { itemNumber, version, acceptsOffers: "true" },
    crypto.randomUUID(),
  );
  await expect
    .poll(
      async () =>
        (await ok<{ acceptsOffers: boolean }>(request, "GET", "/item/detail", null, { itemNumber }))
          .acceptsOffers,
    )
    .toBe(true);
}

/** Signs the seller into the portal through its own sign-in page. */
async function portalSignIn(page: Page, account: string) {
  await page.goto("/seller/signIn");
  await page.getByLabel("Account").fill(account);
  await page.getByLabel("Password", { exact: true }).fill("Demo1234");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(/\/seller\/listings/);
}

test("a buyer offers at phone size, the seller counters from the portal, the buyer accepts and pays the agreed amount", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const buyer = await apiLogin(request, "buyer2@demo.test");
  const [item] = await findItems(request, sellers, 1, taken);
  const price = item!.priceCents!;
  const offerCents = Math.max(60, Math.round((price * 0.6) / 100) * 100 || Math.round(price * 0.6));
  const counterCents = Math.round((offerCents + price) / 2);
  expect(counterCents).toBeGreaterThan(offerCents);
  expect(counterCents).toBeLessThan(price);

  // The seller turns offers on for the listing in the portal's table (wide).
  const portal = await newPage(browser, WIDE);
  await portalSignIn(portal, item!.sellerUser.account);
  await portal.getByRole("searchbox", { name: "Search listings" }).fill(item!.itemNumber);
  await portal.getByRole("button", { name: "Search", exact: true }).click();
  const row = portal.getByRole("row").filter({ hasText: item!.itemNumber });
  await expect(row).toHaveCount(1);
  await row.locator("summary").click();
  await row.getByRole("checkbox", { name: "Accept offers" }).check();
  await row.getByRole("button", { name: "Save offers" }).click();
  // The row reads the listing again: offers are on.
  await expect(row.locator("summary")).toHaveText(/^On\b/);
  await expect
    .poll(
      async () =>
        (
          await ok<{ acceptsOffers: boolean }>(request, "GET", "/item/detail", null, {
            itemNumber: item!.itemNumber,
          })
        ).acceptsOffers,
    )
    .toBe(true);

  // The buyer, on a phone: Make offer opens the dialog with the asking price and the answer time.
  const phone = await newPage(browser, PHONE);
  await signInByApi(phone, buyer.account, { path: `/itemDetail/${item!.itemNumber}` });
  const main = phone.getByRole("main");
  await main.getByRole("button", { name: "Make offer", exact: true }).click();
  const dialog = phone.getByRole("dialog", { name: "Make an offer" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`The asking price is ${money(price)}.`);
  await expect(dialog).toContainText("48 hours");
  // At the price: no offer, Buy now instead.
  await dialog.getByLabel("Your offer").fill((price / 100).toFixed(2));
  await dialog.getByRole("button", { name: "Send offer" }).click();
  await expect(dialog.getByText(/buy it now at/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Use Buy now instead" })).toBeVisible();
  expect(await offersOf(request, buyer, item!.itemNumber)).toHaveLength(0);
  await dialog.getByLabel("Your offer").fill((offerCents / 100).toFixed(2));
  await shot(phone, "make-offer-phone");
  await dialog.getByRole("button", { name: "Send offer" }).click();
  await expect(main.getByText("Offer sent.")).toBeVisible();
  const yours = main.getByRole("region", { name: "Your offer" });
  await expect(yours.getByText("Waiting for the seller")).toBeVisible();
  await expect(yours.getByRole("button", { name: "Withdraw offer" })).toBeVisible();
  await shot(phone, "offer-sent-phone");
  const [made] = await offersOf(request, buyer, item!.itemNumber);
  expect(made).toMatchObject({ status: "pending", amountCents: offerCents });

  // The seller counters from the portal's Offers section (wide).
  await portal.getByRole("link", { name: "Offers", exact: true }).click();
  await expect(portal).toHaveURL(/\/seller\/offers/);
  const card = portal.getByRole("article", { name: `Offer on ${item!.title}` }).first();
  await expect(card).toContainText(money(offerCents));
  await expect(card.getByRole("button", { name: "Accept", exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Decline", exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Counter", exact: true }).click();
  await card.getByLabel("Your counter-offer").fill((counterCents / 100).toFixed(2));
  await card.getByRole("button", { name: "Send counter" }).click();
  await expect(card.getByText("Countered")).toBeVisible();
  await shot(portal, "portal-offers-wide");

  // The buyer sees the counter on the item page, accepts it and pays with a card.
  await phone.reload();
  await expect(yours.getByText(money(counterCents)).first()).toBeVisible();
  await yours.getByRole("button", { name: "Accept", exact: true }).click();
  await phone.waitForURL(/\/payment\/[^/]+$/);
  const orderNumber = decodeURIComponent(phone.url().split("/payment/")[1]!);
  await expect(main.getByText("Item price")).toBeVisible();
  await expect(main).toContainText(money(counterCents));
  // A card that pays without a challenge: the journeys before this spec save other cards for this
  // buyer, a 3-D Secure one among them.
  const cards = await ok<Array<{ last4: string }>>(request, "GET", "/payment/methods", buyer);
  if (cards.length === 0) {
    await main.getByRole("button", { name: "Add a card" }).click();
    await phone.getByLabel("Card number").fill("4242424242424242");
    await phone.getByLabel("Expiry (MM/YY)").fill(`12/${String(new Date().getFullYear() + 2).slice(-2)}`);
    await phone.getByLabel("CVC").fill("123");
    await main.getByRole("button", { name: "Save card" }).click();
  } else {
    if (!cards.some((c) => c.last4 === "4242")) {
      await saveSandboxCard(request, buyer);
      await phone.reload();
    }
    await main
      .getByRole("radio", { name: /•••• 4242/ })
      .first()
      .check();
    await main.getByRole("button", { name: "Continue" }).click();
  }
  await expect(phone).toHaveURL(/\/pay\?orderNumber=/);
  await main.getByRole("button", { name: `Pay ${money(counterCents)}` }).click();
  await expect(phone.getByRole("heading", { level: 1, name: "Order confirmed" })).toBeVisible();
  await main.getByRole("link", { name: "View order" }).click();
  await expect(phone).toHaveURL(new RegExp(`/orderDetail/${orderNumber}$`));
  await expect(main.getByTestId("order-status")).toHaveText("Paid");
  await expect(main).toContainText(money(counterCents));
  await shot(phone, "order-phone");

  // The server agrees: one order at the counter's amount, the offer accepted, the item sold.
  const order = await ok<{ amountCents: number; status: string }>(request, "GET", "/order/detail", buyer, {
    orderNumber,
  });
  expect(order).toMatchObject({ amountCents: counterCents, status: "paid" });
  const [accepted] = await offersOf(request, buyer, item!.itemNumber);
  expect(accepted).toMatchObject({ status: "accepted", orderNumber });

  // The buyer's offers are a tab of Purchases.
  await phone.goto("/buying?type=offers");
  await expect(phone.getByRole("tab", { name: "Offers", selected: true })).toBeVisible();
  const listed = phone.getByRole("article", { name: `Offer on ${item!.title}` });
  await expect(listed.getByText("Accepted")).toBeVisible();
  await shot(phone, "purchases-offers-phone");
  await phone.context().close();
  await portal.context().close();
});

test("an offer made offline waits on the device and lands once when sent online", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = await apiLogin(request, "buyer3@demo.test");
  const [item] = await findItems(request, sellers, 1, taken);
  const price = item!.priceCents!;
  const offerCents = Math.max(50, Math.round(price * 0.7));
  await offersOn(request, item!.sellerUser, item!.itemNumber);

  const page = await newPage(browser, PHONE);
  await signInByApi(page, buyer.account, { path: `/itemDetail/${item!.itemNumber}` });
  const main = page.getByRole("main");
  const make = main.getByRole("button", { name: "Make offer", exact: true });
  await expect(make).toBeVisible();

  await page.context().setOffline(true);
  await make.click();
  const dialog = page.getByRole("dialog", { name: "Make an offer" });
  await dialog.getByLabel("Your offer").fill((offerCents / 100).toFixed(2));
  await dialog.getByRole("button", { name: "Send offer" }).click();
  const waiting = main.getByRole("region", { name: "Offer waiting on this device" });
  await expect(waiting).toContainText(money(offerCents));
  await expect(main.getByText(/Your offer is kept on this device/)).toBeVisible();
  await shot(page, "offline-offer-phone");
  expect(await offersOf(request, buyer, item!.itemNumber)).toHaveLength(0);

  // Back online: the item is still for sale at its price, and Send offer sends it once.
  await page.context().setOffline(false);
  await expect(waiting).toContainText(`The asking price is still ${money(price)}`);
  await waiting.getByRole("button", { name: "Send offer" }).click();
  await expect(main.getByText("Offer sent.")).toBeVisible();
  await expect(waiting).toBeHidden();
  await page.reload();
  await expect(
    main.getByRole("region", { name: "Your offer" }).getByText("Waiting for the seller"),
  ).toBeVisible();
  await expect(main.getByRole("region", { name: "Offer waiting on this device" })).toBeHidden();
  const offers = await offersOf(request, buyer, item!.itemNumber);
  expect(offers).toHaveLength(1);
  expect(offers[0]).toMatchObject({ status: "pending", amountCents: offerCents });
  await page.context().close();
});

test("an offer made offline on an item that sold meanwhile says so and sends nothing", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = await apiLogin(request, "buyer4@demo.test");
  // Not buyer5: notifications.spec.ts expects that account to have none.
  const other = await apiLogin(request, "buyer3@demo.test");
  const [item] = await findItems(request, sellers, 1, taken);
  await offersOn(request, item!.sellerUser, item!.itemNumber);

  const page = await newPage(browser, WIDE);
  await signInByApi(page, buyer.account, { path: `/itemDetail/${item!.itemNumber}` });
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: "Make offer", exact: true })).toBeVisible();
  await page.context().setOffline(true);
  await main.getByRole("button", { name: "Make offer", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Make an offer" });
  await dialog.getByLabel("Your offer").fill("1.00");
  await dialog.getByRole("button", { name: "Send offer" }).click();
  const waiting = main.getByRole("region", { name: "Offer waiting on this device" });
  await expect(waiting).toBeVisible();

  // Someone else buys it meanwhile.
  const bought = await call(
    request,
    "POST",
    "/item/buyNow",
    other,
    { itemNumber: item!.itemNumber },
    crypto.randomUUID(),
  );
  expect(bought.status_code).toBe(1);

  await page.context().setOffline(false);
  await expect(waiting).toContainText("This item sold while you were offline");
  await expect(waiting.getByRole("button", { name: "Send offer" })).toHaveCount(0);
  await shot(page, "offline-offer-sold-wide");
  await waiting.getByRole("button", { name: "Discard" }).click();
  await expect(waiting).toBeHidden();
  expect(await offersOf(request, buyer, item!.itemNumber)).toHaveLength(0);
  await page.context().close();
});

test("in Chinese, at phone and wide sizes: the offer dialog, the buyer's open offer and the seller's offers", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const [item] = await findItems(request, sellers, 1, taken);
  const seller = item!.sellerUser;
  const price = item!.priceCents!;
  await offersOn(request, seller, item!.itemNumber);
  const buyer = await apiLogin(request, "buyer1@demo.test");
  await ok(
    request,
    "POST",
    "/offer/make",
    buyer,
    { itemNumber: item!.itemNumber, amountCents: Math.max(50, Math.round(price * 0.6)) },
    crypto.randomUUID(),
  );

  // The app speaks the language an account saved; other specs may have saved English for these
  // demo accounts. Chinese for this test, and the browser's choice again afterwards.
  const people = [buyer, seller, await apiLogin(request, "buyer4@demo.test")];
  for (const who of people) await ok(request, "POST", "/user/updateProfile", who, { locale: "zh" });
  const sizes = [
    ["phone", PHONE],
    ["wide", WIDE],
  ] as const;
  // A buyer with no offer yet: the dialog.
  const fresh = await newPage(browser, PHONE, "zh-CN");
  await signInByApi(fresh, "buyer4@demo.test", { path: `/itemDetail/${item!.itemNumber}` });
  for (const [size, viewport] of sizes) {
    await fresh.setViewportSize(viewport);
    await fresh.getByRole("main").getByRole("button", { name: "我要议价", exact: true }).click();
    const dialog = fresh.getByRole("dialog", { name: "提出报价" });
    await expect(dialog.getByLabel("你的报价")).toBeVisible();
    await expect(dialog).toContainText(`标价为 ${money(price)}。`);
    await shot(fresh, `zh-make-offer-${size}`);
    await dialog.getByRole("button", { name: "取消" }).click();
    await expect(dialog).toBeHidden();
  }

  // The buyer's open offer on the item page.
  const mine = await newPage(browser, PHONE, "zh-CN");
  await signInByApi(mine, buyer.account, { path: `/itemDetail/${item!.itemNumber}` });
  const yours = mine.getByRole("main").getByRole("region", { name: "你的报价" });
  await expect(yours.getByText("等待卖家答复")).toBeVisible();
  await expect(yours.getByRole("button", { name: "撤回报价" })).toBeVisible();
  for (const [size, viewport] of sizes) {
    await mine.setViewportSize(viewport);
    await shot(mine, `zh-buyer-offer-${size}`);
  }

  // The seller's offers, a tab of Orders.
  const sellerPage = await newPage(browser, PHONE, "zh-CN");
  await signInByApi(sellerPage, seller.account, { path: "/orders?type=offers" });
  await expect(sellerPage.getByRole("tab", { name: "议价", selected: true })).toBeVisible({
    timeout: 30_000,
  });
  const card = sellerPage.getByRole("article").filter({ hasText: item!.title }).first();
  await expect(card.getByRole("button", { name: "接受", exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole("button", { name: "还价", exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "拒绝", exact: true })).toBeVisible();
  for (const [size, viewport] of sizes) {
    await sellerPage.setViewportSize(viewport);
    await shot(sellerPage, `zh-seller-offers-${size}`);
  }
  // The item page tells its seller how many offers are open.
  await sellerPage.goto(`/itemDetail/${item!.itemNumber}`);
  await expect(sellerPage.getByRole("main").getByText(/个待处理的议价/)).toBeVisible();
  await shot(sellerPage, "zh-seller-item-wide");
  for (const p of [fresh, mine, sellerPage]) await p.context().close();
  for (const who of people) await ok(request, "POST", "/user/updateProfile", who, { locale: "" });
});
