/// <reference lib="dom" />
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type TestInfo,
  test,
} from "@playwright/test";
import { TestMailbox } from "./accounts-mail.ts";
import { englishLeftovers, screenText } from "./english-words.ts";
import { hydrated, money, PHONE, signInByApi } from "./helpers.ts";
import { type Actor, api, listingBasics, login, publish } from "./store-api.ts";

/*
 * The languages' journey: a browser whose languages are Chinese (Playwright's `locale`, so both
 * Accept-Language and navigator.languages say zh-CN) goes through the app — sign up, home, an item,
 * search, a bid, a purchase through checkout, the notifications, and the seller's order page — and
 * every step is asserted by its Chinese headings and buttons. On each screen the page's text and
 * accessible names must hold no word of the English UI (english-words.ts). Then the language
 * switch goes to English and back, keeping the session and the address.
 */

const WIDE_1280 = { width: 1280, height: 800 };
const SELLER = "seller2@demo.test";
const RIVAL = "buyer2@demo.test";
/** The seller's own names on their screens: the account's, and the demo store they are a member of. */
const SELLER_NAMES = ["seller2", "Demo Store"];

const mailbox = new TestMailbox();
test.beforeAll(async () => {
  await mailbox.start();
});
test.afterAll(async () => {
  await mailbox.stop();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

type Detail = {
  itemNumber: string;
  title: string;
  description: string;
  city: string | null;
  priceCents: number | null;
  seller: { id: number; name: string };
  auction: { minNextBidCents: number } | null;
};

const detail = (request: APIRequestContext, itemNumber: string) =>
  api<Detail>(request, "GET", "/item/detail", null, { itemNumber });

/** This test's own listings, with Chinese titles and descriptions, put up by a demo seller. */
async function listOwnItems(request: APIRequestContext, seller: Actor, tag: string) {
  const basics = await listingBasics(request, seller);
  const common = { ...basics, description: "成色很好，功能正常，欢迎当面验货。" };
  const auction = await publish(request, seller, {
    ...common,
    title: `青花瓷茶壶 ${tag}`,
    saleType: "auction",
    startPriceCents: 1000,
    endTime: Date.now() + 2 * 3600_000,
  });
  const fixed = await publish(request, seller, {
    ...common,
    title: `复古黄铜台灯 ${tag}`,
    saleType: "fixed",
    priceCents: 2500,
  });
  return { auction: await detail(request, auction), fixed: await detail(request, fixed) };
}

/**
 * The people's own words a screen shows as they wrote them: the title, description, seller and
 * city of every item it links to (the demo catalogue is written in English).
 */
async function shownData(page: Page, request: APIRequestContext, extra: string[] = []): Promise<string[]> {
  const linked = await page
    .locator('a[href^="/itemDetail/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  // The item the page itself shows (its seller card carries that seller's ratings), and those it links to.
  const here = new URL(page.url()).pathname;
  const hrefs = [...new Set([...(here.startsWith("/itemDetail/") ? [here] : []), ...linked])];
  const details = await Promise.all(
    hrefs.map((h) => detail(request, decodeURIComponent(h.replace("/itemDetail/", "")))),
  );
  // The item page's seller card shows what members wrote of the seller, and its rows more from the
  // seller (other specs rate the demo sellers in English): their words, not the UI's.
  const sellers = [...new Set(details.map((d) => d.seller.id))];
  const ratings = (await Promise.all(sellers.map((id) => sellerRatings(request, id)))).flat();
  return [
    ...extra,
    ...details.flatMap((d) => [d.title, d.description, d.seller.name, d.city ?? ""]),
    ...ratings,
  ];
}

/** The texts of a member's latest ratings as their profile shows them: comments, answers, items, authors. */
async function sellerRatings(request: APIRequestContext, userId: number): Promise<string[]> {
  const { latest } = await api<{
    latest: { comment: string | null; reply: string | null; itemTitle: string; author: { name: string } }[];
  }>(request, "GET", "/feedback/profile", null, { userId });
  return latest.flatMap((f) => [f.comment ?? "", f.reply ?? "", f.itemTitle, f.author.name]);
}

/** A full-page screenshot in the test's output folder, attached to its report. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

/** Fails when the screen shows a word of the English UI; attaches a screenshot either way. */
async function checkScreen(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  name: string,
  data: string[] = [],
  opts: { shell?: boolean } = {},
) {
  // The header is part of the screen: wait until it is there (the wide one loads after the page).
  if (opts.shell !== false)
    await expect(page.getByRole("banner").getByRole("combobox", { name: "搜索", exact: true })).toBeVisible();
  await shoot(page, testInfo, name);
  const leftovers = englishLeftovers(await screenText(page), await shownData(page, request, data));
  expect(leftovers, `English UI words on the Chinese screen "${name}"`).toEqual([]);
}

async function zhPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ locale: "zh-CN", viewport });
  return context.newPage();
}

/** The language switch where this size shows it: the header (wide) or the drawer (phone). */
async function switchLanguage(page: Page, phone: boolean, to: "en" | "zh") {
  if (phone) {
    await page.getByRole("button", { name: to === "en" ? "菜单" : "Menu" }).click();
    const drawer = page.getByRole("dialog", { name: to === "en" ? "菜单" : "Menu" });
    await drawer.getByRole("combobox", { name: /Language/ }).selectOption(to);
    // The drawer stays open, now in the other language: close it.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  } else {
    await page
      .getByRole("banner")
      .getByRole("combobox", { name: /Language/ })
      .selectOption(to);
  }
}

for (const [size, viewport] of [
  ["phone", PHONE],
  ["wide", WIDE_1280],
] as const) {
  test(`the whole journey in Chinese: sign up, browse, search, bid, buy, notifications, the seller's order (${size})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const phone = size === "phone";
    const tag = unique().slice(-6);
    const seller = await login(request, SELLER);
    const items = await listOwnItems(request, seller, tag);
    const page = await zhPage(browser, viewport);

    // Home, from the server, in Chinese.
    await page.goto("/");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("heading", { level: 1, name: /手慢无/ })).toBeAttached();
    // Installing from here gets the Chinese name and shortcuts.
    const manifest = page.locator('link[rel="manifest"]');
    await expect(manifest).toHaveAttribute("href", "/manifest.zh-CN.webmanifest");
    await expect(page.getByRole("link", { name: "即将结束" }).first()).toBeVisible();

    // Sign up by e-mail with the mailed code, then choose a username.
    const email = `zh-${unique()}@example.test`;
    const userName = `zh${unique()}`.slice(0, 16);
    await page.goto("/signUp");
    await expect(page.getByRole("heading", { level: 1, name: "注册账号" })).toBeVisible();
    await page.getByLabel("邮箱").fill(email);
    await page.getByLabel("密码").fill("Fresh1234");
    // The sign-up screen stands alone, without the app's header.
    await checkScreen(page, request, testInfo, `sign-up-${size}`, [], { shell: false });
    const before = mailbox.count;
    await page.getByRole("main").getByRole("button", { name: "继续" }).click();
    await expect(page).toHaveURL(/\/signUpEmailVerify\?/);
    await expect(page.getByRole("heading", { level: 1, name: "查收邮件" })).toBeVisible();
    const code = await mailbox.codeFor(email, { after: before });
    await page.getByLabel("验证码").fill(code);
    await page.getByRole("main").getByRole("button", { name: "注册" }).click();
    await expect(page).toHaveURL(/\/setUsername/);
    await expect(page.getByRole("heading", { level: 1, name: /设置.*用户名/ })).toBeVisible();
    await page.getByLabel("用户名").fill(userName);
    await page.getByRole("button", { name: "保存用户名" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 2, name: "即将结束" })).toBeVisible();
    await checkScreen(page, request, testInfo, `home-${size}`, [userName]);

    // The auction's page, and a bid with its confirmation.
    await page.goto(`/itemDetail/${items.auction.itemNumber}`);
    await expect(page.getByRole("heading", { level: 1, name: items.auction.title })).toBeVisible();
    const min = items.auction.auction!.minNextBidCents;
    await expect(page.getByText(`最低出价：${money(min)}`)).toBeVisible();
    await checkScreen(page, request, testInfo, `item-${size}`, [userName]);
    await page.getByRole("textbox", { name: "你的出价" }).fill(dollars(min));
    await page.getByRole("button", { name: "出价", exact: true }).click();
    const confirmBid = page.getByRole("dialog", { name: `确认出价 ${money(min)}` });
    await expect(confirmBid.getByRole("button", { name: "确认" })).toBeFocused();
    await checkScreen(page, request, testInfo, `bid-confirm-${size}`, [userName]);
    await page.keyboard.press("Enter");
    await expect(confirmBid).toBeHidden();
    await expect(page.getByText("你正领先：你是目前的最高出价者")).toBeVisible();

    // Search with a Chinese query finds the Chinese titles.
    const search = page.getByRole("combobox", { name: "搜索", exact: true });
    await search.fill(`台灯 ${tag}`);
    await search.press("Enter");
    await expect(page).toHaveURL(/\/itemSearch\?/);
    await expect(page.getByRole("heading", { level: 1, name: `“台灯 ${tag}”的搜索结果` })).toBeVisible();
    const hit = page
      .getByRole("main")
      .getByRole("link", { name: new RegExp(items.fixed.title) })
      .first();
    await expect(hit).toBeVisible();
    await checkScreen(page, request, testInfo, `search-${size}`, [userName]);

    // Buy the fixed-price item: review, confirm, add the sandbox card, pay.
    await hit.click();
    await expect(page.getByRole("heading", { level: 1, name: items.fixed.title })).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "立即购买", exact: true }).click();
    const review = page.getByRole("dialog", { name: "确认订单" });
    await expect(review.getByRole("radio", { name: /银行卡/ })).toBeChecked();
    await expect(review.getByText("买家服务费")).toBeVisible();
    await checkScreen(page, request, testInfo, `checkout-review-${size}`, [userName]);
    await review.getByRole("button", { name: "确认购买" }).click();
    await page.waitForURL(/\/payment\/[^/]+$/);
    const orderNumber = decodeURIComponent(page.url().split("/payment/")[1]!);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1, name: "付款" })).toBeVisible();
    await expect(main.getByText("宝贝价格")).toBeVisible();
    await checkScreen(page, request, testInfo, `payment-${size}`, [userName, orderNumber]);
    await main.getByRole("button", { name: "添加银行卡" }).click();
    await expect(page).toHaveURL(/\/addCard\?orderNumber=/);
    await page.getByLabel("卡号").fill("4242424242424242");
    await page.getByLabel(/有效期/).fill(`12/${String(new Date().getFullYear() + 2).slice(-2)}`);
    await page.getByLabel(/安全码/).fill("123");
    await checkScreen(page, request, testInfo, `add-card-${size}`, [userName, orderNumber]);
    await main.getByRole("button", { name: "保存银行卡" }).click();
    await expect(page).toHaveURL(/\/pay\?orderNumber=/);
    await expect(page.getByRole("heading", { level: 1, name: "确认付款" })).toBeVisible();
    await main.getByRole("button", { name: `支付 ${money(items.fixed.priceCents!)}` }).click();
    await expect(page).toHaveURL(/\/paymentResult\?/);
    await expect(page.getByRole("heading", { level: 1, name: "订单已确认" })).toBeVisible();
    await checkScreen(page, request, testInfo, `payment-result-${size}`, [userName, orderNumber]);
    await main.getByRole("link", { name: "查看订单" }).click();
    await expect(page).toHaveURL(new RegExp(`/orderDetail/${orderNumber}$`));
    await expect(page.getByRole("heading", { level: 1, name: "订单详情" })).toBeVisible();
    await expect(main.getByTestId("order-status")).toHaveText("已付款");
    await expect(main.getByRole("button", { name: "出示取货码" })).toBeVisible();
    await checkScreen(page, request, testInfo, `order-${size}`, [userName, orderNumber]);

    // Another buyer outbids the new user: the notice is on the notifications screen, in Chinese.
    const rival = await login(request, RIVAL);
    const now = await detail(request, items.auction.itemNumber);
    await api(request, "POST", "/item/bid", rival, {
      itemNumber: items.auction.itemNumber,
      amountCents: now.auction!.minNextBidCents,
    });
    await page.goto("/notifications");
    await expect(page.getByRole("heading", { level: 1, name: "消息通知" })).toBeVisible();
    const outbid = main.getByRole("listitem").filter({ hasText: items.auction.title }).first();
    await expect(outbid).toBeVisible();
    await expect(outbid).toContainText("出价已被超过");
    await checkScreen(page, request, testInfo, `notifications-${size}`, [userName, orderNumber]);

    // The seller, in a Chinese browser of their own, opens the order.
    const sellerPage = await zhPage(browser, viewport);
    await signInByApi(sellerPage, SELLER, { path: `/sellerOrderDetail/${orderNumber}` });
    await expect(sellerPage.getByRole("heading", { level: 1, name: "订单详情" })).toBeVisible();
    await expect(sellerPage.getByRole("main").getByTestId("order-status")).toHaveText("已付款");
    await expect(sellerPage.getByRole("main")).toContainText(items.fixed.title);
    await checkScreen(sellerPage, request, testInfo, `seller-order-${size}`, [
      orderNumber,
      userName,
      ...SELLER_NAMES,
    ]);
    // The seller's notifications tell of the sale, in Chinese.
    await sellerPage.goto("/notifications");
    const sale = sellerPage
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: items.fixed.title })
      .first();
    await expect(sale).toBeVisible();
    // The shared demo seller's other notices name other specs' listings, quoted, by their titles.
    const notices = await api<{ list: { content: string }[] }>(request, "GET", "/notification/list", seller, {
      pageSize: "50",
    });
    const quoted = notices.list.flatMap((n) =>
      [...n.content.matchAll(/[“"]([^”"]+)[”"]/g)].map((m) => m[1]!),
    );
    await checkScreen(sellerPage, request, testInfo, `seller-notifications-${size}`, [
      orderNumber,
      userName,
      ...SELLER_NAMES,
      ...quoted,
    ]);
    await sellerPage.context().close();

    // English and back on the buyer's order page: the same address, still signed in.
    await page.goto(`/orderDetail/${orderNumber}`);
    await expect(page.getByRole("heading", { level: 1, name: "订单详情" })).toBeVisible();
    const url = page.url();
    await switchLanguage(page, phone, "en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Order details" })).toBeVisible();
    await expect(manifest).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(main.getByRole("button", { name: "Show pickup code" })).toBeVisible();
    await shoot(page, testInfo, `order-en-${size}`);
    expect(page.url()).toBe(url);
    await switchLanguage(page, phone, "zh");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("heading", { level: 1, name: "订单详情" })).toBeVisible();
    await expect(main.getByTestId("order-status")).toHaveText("已付款");
    await expect(manifest).toHaveAttribute("href", "/manifest.zh-CN.webmanifest");
    expect(page.url()).toBe(url);
    // Still signed in: the session is kept, and a reload renders the protected page again.
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "订单详情" })).toBeVisible();
    await expect(main.getByRole("button", { name: "出示取货码" })).toBeVisible();
    if (phone) {
      await page.getByRole("button", { name: "菜单" }).click();
      await expect(
        page.getByRole("dialog", { name: "菜单" }).getByRole("button", { name: "退出登录" }),
      ).toBeVisible();
    } else {
      await expect(page.getByRole("banner")).toContainText(userName);
    }
    await page.context().close();
  });
}
