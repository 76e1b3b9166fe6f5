import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, expect as baseExpect, type Page, test } from "@playwright/test";
import { Code } from "#shared/codes";
import { PHONE, signInByApi, WIDE } from "./helpers.ts";
import { api, listingBasics, login, publish } from "./store-api.ts";

/*
 * Trust and safety through the screens: a buyer reports a listing on a phone, an operator removes
 * it in the console on a wide screen, the seller reads the statement of reasons from the
 * notification and appeals, the operator reverses, and the listing is back. Also: the console is
 * Page not found (and its code never loaded) for anyone who is not an operator.
 */

// Each step waits on the server's answer and a lazily loaded screen: on a busy machine that takes
// longer than the suite's 10 s, and nothing here depends on a render landing by a certain time.
const expect = baseExpect.configure({ timeout: 30_000 });

const SHOTS = process.env.MODERATION_SHOTS_DIR ?? path.join(os.tmpdir(), "moderation-shots");
fs.mkdirSync(SHOTS, { recursive: true });
const OPERATOR = "operator@demo.test";

async function open(
  browser: Browser,
  viewport: { width: number; height: number },
  account: string | null,
  to: string,
  locale = "en-US",
) {
  const ctx = await browser.newContext({ viewport, locale });
  const page = await ctx.newPage();
  if (account) await signInByApi(page, account, { path: to });
  else await page.goto(to);
  return page;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/** The console's entry for a target, found by its heading. */
const entry = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });

test("report, remove, appeal, reverse: the listing comes back", async ({ browser, request }) => {
  test.setTimeout(300_000);
  const seller = await login(request, "seller3@demo.test");
  const title = `Suspicious watch ${Date.now().toString(36)}`;
  const itemNumber = await publish(request, seller, {
    ...(await listingBasics(request, seller)),
    title,
    saleType: "fixed",
    priceCents: 12_500,
  });
  const itemPath = `/itemDetail/${itemNumber}`;

  // A buyer on a phone reports it.
  const buyer = await open(browser, PHONE, "buyer4@demo.test", itemPath);
  await expect(buyer.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await buyer.getByRole("button", { name: "Report", exact: true }).click();
  const dialog = buyer.getByRole("dialog", { name: "Report this listing" });
  await expect(dialog).toBeVisible();
  // Sending without a reason is refused on the spot, and nothing is sent.
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Choose a reason").last()).toBeVisible();
  await dialog.getByLabel("Reason").selectOption({ label: "Counterfeit or fake" });
  await dialog.getByLabel("Details").fill("The dial says Rolx. Surely a fake.");
  await shot(buyer, "report-dialog-phone");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(buyer.getByRole("dialog", { name: "Report sent" })).toBeVisible();
  await buyer.getByRole("button", { name: "Close", exact: true }).click();
  await expect(buyer.getByRole("dialog")).toHaveCount(0);

  // The operator sees it in the open queue, with the listing's photos, and removes it.
  const op = await open(browser, WIDE, OPERATOR, "/admin");
  await expect(op.getByRole("heading", { level: 1, name: "Operator console" })).toBeVisible();
  await expect(op.getByRole("tab", { name: "Open reports" })).toHaveAttribute("aria-selected", "true");
  const card = entry(op, title);
  await expect(card).toBeVisible();
  await expect(card.getByText("The dial says Rolx. Surely a fake.")).toBeVisible();
  await expect(card.getByRole("list", { name: "Photos" }).getByRole("img").first()).toBeVisible();
  await shot(op, "console-queue-wide");
  await card.getByRole("button", { name: "Remove item" }).click();
  const decide = op.getByRole("dialog", { name: "Remove item" });
  // A decision needs its statement of reasons.
  await decide.getByRole("button", { name: "Remove item" }).click();
  await expect(decide.getByText("Write the reasons: the member reads them")).toBeVisible();
  const reasons = "Counterfeit branded goods are not allowed (Conditions of Use, section 4).";
  await decide.getByLabel("Statement of reasons").fill(reasons);
  await decide.getByRole("button", { name: "Remove item" }).click();
  await expect(op.getByRole("status").filter({ hasText: "Decision recorded" })).toBeVisible();
  await expect(entry(op, title)).toHaveCount(0);

  // Gone for everyone but its seller: the server answers the page with 404, and the buyer's app,
  // which had it open (its worker may answer a slow navigation from what it saw), says it is gone.
  const gone = await request.get(itemPath);
  expect(gone.status()).toBe(404);
  await buyer.goto(itemPath);
  await expect(buyer.getByRole("heading", { level: 1, name: "Item not found" })).toBeVisible({
    timeout: 20_000,
  });
  const detail = await request.get(`/api/item/detail`, {
    params: { itemNumber },
    headers: { platform: "hweb" },
  });
  expect((await detail.json()).status_code).toBe(Code.NOT_FOUND);

  // The seller opens the notification, reads the reasons and appeals.
  const sel = await open(browser, PHONE, "seller3@demo.test", "/notifications");
  await sel.getByRole("button").filter({ hasText: "Your listing was removed" }).first().click();
  await expect(sel).toHaveURL(/\/decision\/\d+$/);
  await expect(sel.getByText(reasons)).toBeVisible();
  await expect(sel.getByText("The listing was removed from the marketplace.")).toBeVisible();
  await sel.getByLabel("Your appeal").fill("It is genuine: I have the receipt and the box.");
  await shot(sel, "decision-appeal-phone");
  await sel.getByRole("button", { name: "Send appeal" }).click();
  await expect(sel.getByText("Your appeal is waiting for an operator.", { exact: false })).toBeVisible();
  await expect(sel.getByRole("button", { name: "Send appeal" })).toHaveCount(0);

  // The operator reverses it from the appeals tab (reached with the keyboard).
  await op.getByRole("tab", { name: "Open reports" }).focus();
  // One key at a time: each press moves the focus (and opens that tab) before the next.
  await op.keyboard.press("ArrowRight");
  await expect(op.getByRole("tab", { name: "Resolved" })).toBeFocused();
  await op.keyboard.press("ArrowRight");
  await expect(op.getByRole("tab", { name: "Appeals" })).toBeFocused();
  await expect(op).toHaveURL(/tab=appeals/);
  const appeal = entry(op, title);
  await expect(appeal.getByText("It is genuine: I have the receipt and the box.")).toBeVisible();
  await shot(op, "console-appeals-wide");
  await appeal.getByRole("button", { name: "Reverse decision" }).click();
  await expect(op.getByRole("status").filter({ hasText: "The decision was reversed" })).toBeVisible();

  // The audit log has both actions.
  await op.getByRole("tab", { name: "Audit log" }).click();
  await expect(op.getByText(reasons).first()).toBeVisible();
  await expect(op.getByText("Appeal: decision reversed").first()).toBeVisible();

  // The listing is back.
  expect((await request.get(itemPath)).status()).toBe(200);
  await buyer.goto(itemPath);
  await expect(buyer.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await sel.reload();
  await expect(sel.getByText("Your appeal was accepted", { exact: false })).toBeVisible();
});

test("the console is Page not found, without its code, for guests and members", async ({ browser }) => {
  for (const account of [null, "buyer2@demo.test"]) {
    const page = await open(browser, PHONE, account, "/");
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    expect(scripts.filter((u) => /\/assets\/admin-/.test(u))).toEqual([]);
    await page.context().close();
  }
});

test("the console at both sizes in both languages", async ({ browser, request }) => {
  test.setTimeout(240_000);
  // Something in the queue to look at: a member reported by another.
  const reporter = await login(request, "buyer5@demo.test");
  const target = await login(request, "buyer3@demo.test");
  const me = await api<{ id: number }>(request, "GET", "/user/info", target);
  await api(request, "POST", "/report", reporter, {
    targetType: "user",
    targetId: String(me.id),
    reason: "spam",
    details: "Sends the same link to everyone.",
  });
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["wide", WIDE],
  ] as const) {
    for (const locale of ["en-US", "zh-CN"]) {
      const page = await open(browser, viewport, OPERATOR, "/admin", locale);
      const heading = locale === "en-US" ? "Operator console" : "运营控制台";
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("article").first()).toBeVisible();
      await expect(page.getByRole("article").first().getByRole("button").first()).toBeVisible();
      // Phone targets are 44 px or more.
      if (size === "phone")
        for (const b of await page.getByRole("tab").all()) {
          const box = await b.boundingBox();
          expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
        }
      await shot(page, `console-${size}-${locale}`);
      await page.context().close();
    }
  }
});
