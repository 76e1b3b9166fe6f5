import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { PHONE, signInByApi } from "./helpers.ts";
import { type ApiUser, apiLogin, findItems, ok } from "./orders-api.ts";

/*
 * An axe sweep over every route of rules/product.md §2, at a phone size and a wide size, signed out and signed
 * in. Any serious or critical violation fails the test, with the rule, the route and the first
 * offending nodes in the message so a failure says what to fix.
 */

const WIDE_1440 = { width: 1440, height: 900 };
/** A bound for a hung sweep, not a speed target. */
const SWEEP_TIMEOUT_MS = 25 * 60_000;

type Ids = { item: string; sinCode: string; sellerId: number; buyerOrder: string; sellerOrder: string };

/** rules/product.md §2's routes, with real ids from the demo data where a route takes one. */
function routes(ids: Ids): string[] {
  return [
    "/login",
    "/signIn",
    "/signUp",
    "/signUpEmailVerify",
    "/countryCode",
    "/verify",
    "/reset",
    "/forget",
    "/setUsername",
    "/signInVerify",
    "/authorize",
    "/",
    "/itemSearch?q=camera",
    "/codeSearch",
    "/qr-code-search",
    "/classification",
    "/classificationList/1",
    "/templateMore",
    "/conditionList",
    "/recentlyViewed",
    "/watching",
    "/cityLocation",
    "/citySearch",
    `/itemDetail/${ids.item}`,
    `/itemDetail/sinCode/${ids.sinCode}`,
    `/bidList/${ids.item}`,
    `/auctionSettings/${ids.item}`,
    "/postItem",
    `/editItem?itemNumber=${ids.item}`,
    "/draft",
    "/items",
    `/sellerItems/${ids.sellerId}`,
    `/sellerInformation/${ids.sellerId}`,
    `/sellAgain/${ids.item}`,
    "/buying",
    "/orders",
    "/bids",
    `/orderDetail/${ids.buyerOrder}`,
    `/sellerOrderDetail/${ids.sellerOrder}`,
    `/refundRequest/${ids.buyerOrder}`,
    `/agreeRefund/${ids.sellerOrder}`,
    `/report/${ids.buyerOrder}`,
    `/payment/${ids.buyerOrder}`,
    "/paymentResult",
    "/paymentOnline",
    "/addCard",
    "/pay",
    `/order/confirm/${ids.sellerOrder}`,
    "/manageMyWallet",
    "/bank-account",
    "/balance",
    "/balance/transactions",
    "/revenue",
    "/withdrawResult",
    "/confirmUserData",
    "/taxId",
    "/personalData",
    "/modifyInformation/nickName",
    "/infoVerify?type=email",
    "/changePassword",
    "/modifyCity",
    "/changeIdentity",
    "/stores",
    "/store/add",
    "/tv-display",
    "/tv-display/add",
    "/print-qr-code",
    "/open-platform",
    "/configurations",
    "/team-management",
    "/agreement/help",
    "/agreement/terms",
    "/agreement/policy",
    "/about",
    "/getApp",
    "/howAuctionWorks",
    "/chat",
    "/chatList",
    "/notifications",
    "/no/such/page",
  ];
}

let ids: Ids;
let seller: ApiUser;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  // seller3 is signed in for the signed-in sweep: it both buys (an order to pay) and sells (an order
  // to fulfil), so the order, payment and refund screens show real content rather than not-found.
  seller = await apiLogin(request, "seller3@demo.test");
  const others = await Promise.all(["seller1", "seller2"].map((s) => apiLogin(request, `${s}@demo.test`)));
  const buyer = await apiLogin(request, "buyer4@demo.test");
  const taken = new Set<string>();
  const [fromOther] = await findItems(request, others, 1, taken);
  const [own] = await findItems(request, [seller], 1, taken);
  const buyerOrder = await ok<{ orderNumber: string }>(
    request,
    "POST",
    "/item/buyNow",
    seller,
    { itemNumber: fromOther!.itemNumber },
    crypto.randomUUID(),
  );
  const sellerOrder = await ok<{ orderNumber: string }>(
    request,
    "POST",
    "/item/buyNow",
    buyer,
    { itemNumber: own!.itemNumber },
    crypto.randomUUID(),
  );
  const [mine] = await findItems(request, [seller], 1, taken);
  const detail = await ok<{ sinCode: string }>(request, "GET", "/item/detail", null, {
    itemNumber: mine!.itemNumber,
  });
  ids = {
    item: mine!.itemNumber,
    sinCode: detail.sinCode,
    sellerId: seller.id,
    buyerOrder: buyerOrder.orderNumber,
    sellerOrder: sellerOrder.orderNumber,
  };
});

async function settle(page: Page) {
  // The app renders into <main>; wait for it, then until no skeleton or loading region is left
  // (the signed-in app keeps an event stream open, so "network idle" would never come).
  await page
    .locator("main")
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await page
    .waitForFunction(
      () => document.querySelectorAll('[aria-busy="true"], .animate-pulse').length === 0,
      undefined,
      // A list narrowed to the reader's place after it first drew is busy (and faded) until its new
      // results come, which on a crowded machine took past 5 s.
      { timeout: 12_000 },
    )
    .catch(() => undefined);
  // Colours are measured as they rest: a list fading back in after an update reads as faint text
  // for its 150 ms (endless animations, spinners, never finish and are not waited for).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

async function sweep(browser: Browser, viewport: { width: number; height: number }, signedIn: boolean) {
  const ctx = await browser.newContext({ viewport });
  const page = await ctx.newPage();
  if (signedIn) await signInByApi(page, seller.account);
  const failures: string[] = [];
  // Signed out, most private routes land on the sign-in screen: a page already analysed in this
  // sweep is not analysed again under another route's redirect (it would cost a minute a sweep).
  const analysed = new Set<string>();
  for (const path of routes(ids)) {
    await page.goto(path);
    await settle(page);
    const landed = new URL(page.url()).pathname;
    const redirected = landed !== new URL(path, page.url()).pathname;
    if (redirected && analysed.has(landed)) continue;
    analysed.add(landed);
    // Axe in the page alone (legacy mode): the app draws no frames, so there is nothing to gather
    // from others, and the default's second page per call, where it merges the frames' results,
    // doubled the sweep's time. Violations only: axe still runs every rule on every node, but does
    // not gather the passing and inapplicable nodes that nothing here reads.
    const analyze = () =>
      new AxeBuilder({ page })
        .setLegacyMode(true)
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .options({ resultTypes: ["violations"] })
        .analyze();
    const serious = (r: Awaited<ReturnType<typeof analyze>>) =>
      r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    let found = serious(await analyze());
    // A list may start a refetch after the page first settled (the reader's place arrives), and a
    // list fading while it refetches reads as faint text: what is still there once the page has
    // settled again is what a reader meets.
    if (found.length > 0) {
      await settle(page);
      found = serious(await analyze());
    }
    for (const v of found) {
      const nodes = v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(" ")} — ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`)
        .join("; ");
      failures.push(`${path} [${v.id}, ${v.impact}] ${v.help}: ${nodes}`);
    }
  }
  await ctx.close();
  expect(failures, failures.join("\n")).toEqual([]);
}

for (const [label, viewport] of [
  ["phone 390x844", PHONE],
  ["wide 1440x900", WIDE_1440],
] as const) {
  // A sweep reads some 80 pages; beside the journeys on a busy 2-core machine one took past 10 min.
  test(`axe: no serious or critical violations, signed out, ${label}`, async ({ browser }) => {
    test.setTimeout(SWEEP_TIMEOUT_MS);
    await sweep(browser, viewport, false);
  });
  test(`axe: no serious or critical violations, signed in, ${label}`, async ({ browser }) => {
    test.setTimeout(SWEEP_TIMEOUT_MS);
    await sweep(browser, viewport, true);
  });
}

/** Every target at least 44×44 CSS px (WCAG 2.5.5), measured as laid out. */
async function expectTarget(l: ReturnType<Page["locator"]>, what: string) {
  await expect(l, what).toBeVisible();
  // Polled: a server-rendered page may swap the element while the stored session comes in.
  await expect
    .poll(async () => (await l.boundingBox())?.width ?? 0, { message: `${what}: width` })
    .toBeGreaterThanOrEqual(44);
  await expect
    .poll(async () => (await l.boundingBox())?.height ?? 0, { message: `${what}: height` })
    .toBeGreaterThanOrEqual(44);
}

test("phone targets are at least 44x44: search clear, Get App close, footer and breadcrumb links, the bell and its read filter", async ({
  browser,
}) => {
  const ctx = await browser.newContext({ viewport: PHONE });
  const page = await ctx.newPage();
  await page.goto("/");
  await expectTarget(page.getByRole("button", { name: "Close Get App banner" }), "Get App close");
  const search = page.getByRole("banner").getByRole("combobox", { name: "Search" });
  await search.fill("lamp");
  await expectTarget(page.getByRole("banner").getByRole("button", { name: "Clear" }), "search clear");
  const footer = page.getByRole("contentinfo");
  for (const name of ["Help", "Conditions of Use", "Privacy Policy"])
    await expectTarget(footer.getByRole("link", { name }), `footer ${name}`);
  await page.goto("/classificationList/101");
  await expectTarget(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Categories" }),
    "breadcrumb",
  );

  // English names: buyer2, whose saved language no spec changes (see below).
  await signInByApi(page, "buyer2@demo.test");
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  await expectTarget(bell, "bell");
  await bell.click();
  const sheet = page.getByRole("region", { name: "Notifications list" });
  await expect(sheet).toBeVisible();
  await expectTarget(sheet.locator("label").filter({ hasText: "Show Read Notifications" }), "read filter");
  // The sheet spans the phone's width (it used to run off the left edge).
  const box = (await sheet.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(Math.round(box.width)).toBeGreaterThanOrEqual(PHONE.width - 1);
  await page.screenshot({ path: "test-results/notifications-sheet-phone.png" });
  await ctx.close();
});

test("accessible names carry their visible text: Seller Sign In, and the bell with its count", async ({
  browser,
  request,
}) => {
  const ctx = await browser.newContext({ viewport: WIDE_1440 });
  const page = await ctx.newPage();
  await page.goto("/");
  await expect(
    page.getByRole("banner").getByRole("button", { name: "Seller Sign In", exact: true }),
  ).toBeVisible();
  // buyer2: no spec saves a language for it (offers.spec saves Chinese for the sellers while the
  // sweep runs beside it, and the app speaks an account's saved language).
  const account = "buyer2@demo.test";
  await signInByApi(page, account);
  const unread = await ok<{ unreadCountNotifications: number }>(
    request,
    "GET",
    "/notification/unreadCount",
    await apiLogin(request, account),
  );
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  if (unread.unreadCountNotifications > 0) {
    const badge = (await bell.getByTestId("unread-badge").textContent())!;
    await expect(bell).toHaveAccessibleName(`Notifications, ${badge} unread`);
  } else await expect(bell).toHaveAccessibleName("Notifications");
  await ctx.close();
});
