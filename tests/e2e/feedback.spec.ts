import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { PHONE, signInByApi } from "./helpers.ts";
import { type ApiUser, apiLogin, findItems, ok, saveSandboxCard } from "./orders-api.ts";

/*
 * Feedback through the screens, at a phone size and a wide size: after a completed pickup the
 * buyer rates the seller and the seller rates the buyer (and answers), and the seller's page
 * shows the new average and count.
 */

const SHOTS = process.env.FEEDBACK_SHOTS_DIR ?? path.join(os.tmpdir(), "feedback-shots");
const WIDE_1440 = { width: 1440, height: 900 };
const taken = new Set<string>();
let sellers: ApiUser[] = [];

test.beforeAll(async ({ request }) => {
  sellers = await Promise.all(["seller2", "seller3"].map((s) => apiLogin(request, `${s}@demo.test`)));
});

async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
  account: string,
  to: string,
) {
  const ctx = await browser.newContext({ viewport });
  const page = await ctx.newPage();
  await signInByApi(page, account, { path: to });
  return page;
}

const shot = (page: Page, name: string, size: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`), fullPage: true });

/** Bought, paid by card and picked up, through the API (the screens are tested elsewhere). */
async function completedOrder(request: Parameters<typeof ok>[0], buyer: ApiUser) {
  const [item] = await findItems(request, sellers, 1, taken);
  const seller = item!.sellerUser;
  const { orderNumber } = await ok<{ orderNumber: string }>(
    request,
    "POST",
    "/item/buyNow",
    buyer,
    { itemNumber: item!.itemNumber },
    crypto.randomUUID(),
  );
  // By card: the seller's share moves inside this flow (a cash order's fee would reach the
  // seller's balance later and upset the wallet checks of other specs).
  const card = await saveSandboxCard(request, buyer);
  const paid = await ok<{ status: string }>(
    request,
    "POST",
    "/order/pay",
    buyer,
    { orderNumber, paymentMethodId: card.paymentMethodId },
    crypto.randomUUID(),
  );
  expect(paid.status).toBe("paid");
  const { pickupCode } = await ok<{ pickupCode: string }>(
    request,
    "POST",
    "/order/generatePickupCode",
    buyer,
    {
      orderNumber,
    },
  );
  await ok(request, "POST", "/order/confirm", seller, { orderNumber, pickupCode }, crypto.randomUUID());
  return { orderNumber, seller, item: item! };
}

// buyer5 stays free of notifications for notifications.spec.ts.
for (const [size, viewport, buyerAccount, stars] of [
  ["phone", PHONE, "buyer4@demo.test", 5],
  ["wide", WIDE_1440, "buyer3@demo.test", 3],
] as const) {
  test(`feedback both ways after a pickup, and the average on the seller page (${size})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const buyer = await apiLogin(request, buyerAccount);
    const { orderNumber, seller, item } = await completedOrder(request, buyer);

    // Buyer rates the seller.
    const bp = await newPage(browser, viewport, buyer.account, `/orderDetail/${orderNumber}`);
    const bmain = bp.getByRole("main");
    const feedback = bmain.getByRole("region", { name: "Feedback" });
    await expect(feedback).toBeVisible();
    await feedback.getByRole("button", { name: "Send feedback" }).click();
    await expect(feedback.getByRole("alert")).toHaveText("Choose from 1 to 5 stars.");
    await feedback
      .getByText("★")
      .nth(stars - 1)
      .click();
    await expect(feedback.getByRole("radio", { name: `${stars} stars` })).toBeChecked();
    await feedback.getByLabel("Comment (optional)").fill("Easy pickup, item as described.");
    await shot(bp, "buyer-rates", size);
    await feedback.getByRole("button", { name: "Send feedback" }).click();
    await expect(feedback).toContainText("You rated the seller");
    await expect(feedback.getByRole("img", { name: `${stars} out of 5 stars` })).toBeVisible();
    await expect(feedback.getByRole("button", { name: "Edit feedback" })).toBeVisible();

    // Seller sees it, rates the buyer and answers.
    const sp = await newPage(browser, viewport, seller.account, `/sellerOrderDetail/${orderNumber}`);
    const sfb = sp.getByRole("main").getByRole("region", { name: "Feedback" });
    await expect(sfb).toContainText("rated you");
    await expect(sfb).toContainText("Easy pickup, item as described.");
    await sfb.getByText("★").nth(3).click();
    await sfb.getByRole("button", { name: "Send feedback" }).click();
    await expect(sfb).toContainText("You rated the buyer");
    await sfb.getByLabel(/^Answer/).fill("Thanks, enjoy it!");
    await sfb.getByRole("button", { name: "Send answer" }).click();
    await expect(sfb).toContainText("Your answer: Thanks, enjoy it!");
    await shot(sp, "seller-rates", size);

    // The buyer now sees the seller's rating of them and the answer.
    await bp.reload();
    await expect(feedback).toContainText("rated you");
    await expect(feedback).toContainText("answered: Thanks, enjoy it!");

    // The seller's page shows the average and count the server computes, including this rating.
    const profile = await ok<{ average: number; count: number }>(request, "GET", "/feedback/profile", null, {
      userId: seller.id,
    });
    expect(profile.count).toBeGreaterThan(0);
    await bp.goto(`/sellerInformation/${seller.id}`);
    const rep = bp.getByRole("main").getByTestId("member-reputation");
    await expect(rep.getByTestId("rating-average")).toHaveText(profile.average.toFixed(1));
    await expect(rep).toContainText(`(${profile.count} ${profile.count === 1 ? "rating" : "ratings"})`);
    await expect(rep).toContainText("Easy pickup, item as described.");
    await expect(rep).toContainText("Email verified");
    await shot(bp, "seller-page", size);

    // The item page's seller card shows the same summary (loaded once the card comes into view).
    await bp.goto(`/itemDetail/${item.itemNumber}`);
    await bp.getByRole("region", { name: "Seller", exact: true }).scrollIntoViewIfNeeded();
    await expect(
      bp.getByRole("main").getByTestId("member-reputation").getByTestId("rating-average"),
    ).toHaveText(profile.average.toFixed(1));
    await bp.context().close();
    await sp.context().close();
  });
}
