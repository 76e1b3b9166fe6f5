import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { PHONE, signInByApi, WIDE } from "./helpers.ts";
import { apiLogin, findItems, ok } from "./orders-api.ts";
import { api, listingBasics, login, publish } from "./store-api.ts";

// Screenshots to look at (phone and wide, English and Chinese), outside test-results.
const SHOTS = process.env.BUYER_SHOTS_DIR ?? path.join(os.tmpdir(), "buyer-paths-shots");
fs.mkdirSync(SHOTS, { recursive: true });

/*
 * The paths a buyer (and a small seller) walks around the core loop: the site works at whatever
 * address it is opened, gone items are no dead end, categories are near, a way back, distances.
 */

test("withdraw at another address than PUBLIC_URL: onboarding comes back to the same origin, signed in", async ({
  browser,
  request,
  baseURL,
}) => {
  // The server's PUBLIC_URL is http://127.0.0.1:PORT; open the site at http://localhost:PORT.
  const other = baseURL!.replace("127.0.0.1", "localhost");
  expect(other).not.toBe(baseURL);
  const who = await apiLogin(request, "buyer4@demo.test");
  // Nobody else onboards this account's payouts, so the guard must send it to onboarding first.
  const before = await ok<{ redirectLink: string }>(request, "GET", "/wallet/connectedAccount", who, {
    refreshUrl: "/withdraw",
    returnUrl: "/withdraw",
  });
  expect(before.redirectLink).not.toBe("");

  const ctx = await browser.newContext({ baseURL: other });
  const page = await ctx.newPage();
  const onboarding: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/payment/sandbox/onboard")) onboarding.push(r.url());
  });
  await signInByApi(page, "buyer4@demo.test", { path: "/withdraw" });
  // Past the guard: the withdraw screen itself (this account has nothing to withdraw yet).
  await expect(page.getByText("Available to withdraw")).toBeVisible({ timeout: 20_000 });
  expect(onboarding.length).toBe(1);
  expect(new URL(onboarding[0]!).origin).toBe(new URL(other).origin);
  expect(new URL(page.url()).origin).toBe(new URL(other).origin);
  expect(new URL(page.url()).pathname).toBe("/withdraw");
  await expect(page.getByText(/must be a path of this site/)).toHaveCount(0);
  await ctx.close();
});

test("a withdrawn item's page answers 404, says what happened and shows more from the seller", async ({
  page,
  request,
}) => {
  const seller = await login(request, "seller2@demo.test");
  const basics = await listingBasics(request, seller);
  const itemNumber = await publish(request, seller, {
    ...basics,
    title: "Gone teapot for the dead-end check",
    saleType: "fixed",
    priceCents: 2500,
  });
  await api(request, "POST", "/item/withdraw", seller, { itemNumber });

  // The server's answer: 404, the page's words, never the item's own.
  const res = await request.get(`/itemDetail/${itemNumber}`);
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toContain("This item was withdrawn");
  expect(html).not.toContain("Gone teapot");

  await page.setViewportSize(PHONE);
  await page.goto(`/itemDetail/${itemNumber}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This item was withdrawn");
  await expect(page.getByRole("link", { name: "Browse the category" })).toBeVisible();
  // Where to look next: similar items (its category) and the seller's other items.
  const more = page.getByRole("list", { name: /^(Similar items|More from )/ });
  await expect(more.getByRole("link").first()).toBeVisible({ timeout: 20_000 });
  await expect(more.getByText("Gone teapot")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/gone-phone.png`, fullPage: true });
});

test("unknown pages answer HTTP 404 with the not-found page", async ({ request, page }) => {
  for (const p of ["/no/such/page", "/itemDetailx", "/itemDetail/a/b"]) {
    const res = await request.get(p);
    expect(res.status(), p).toBe(404);
    expect(await res.text(), p).toMatch(/(Page|Item) not found/);
  }
  for (const p of ["/", "/itemSearch?q=lamp", "/watching", "/orderDetail/X1"])
    expect((await request.get(p)).status(), p).toBe(200);
  const nav = await page.goto("/no/such/page");
  expect(nav?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("every item page shows similar items and more from the seller, below the fold", async ({ page }) => {
  await page.setViewportSize(WIDE);
  const list = await (
    await page.request.get("/api/search/items", { params: { type: "fixed", sort: "newest", pageSize: "5" } })
  ).json();
  const item = list.res_data.list[0] as { itemNumber: string; title: string };
  await page.goto(`/itemDetail/${item.itemNumber}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title);
  const similar = page.getByRole("list", { name: "Similar items" });
  await similar.scrollIntoViewIfNeeded().catch(() => undefined);
  await page.locator("#more-items").scrollIntoViewIfNeeded();
  await expect(similar.getByRole("link").first()).toBeVisible();
  // The item itself is not among them.
  await expect(similar.getByRole("link", { name: item.title, exact: true })).toHaveCount(0);
  await expect(page.getByRole("list", { name: /^More from / })).toBeVisible();
});

test("Watching shows a bought item as sold, not Buy now", async ({ browser, request }) => {
  const buyer = await apiLogin(request, "buyer3@demo.test");
  const sellers = await Promise.all(
    ["seller1", "seller2", "seller3"].map((s) => apiLogin(request, `${s}@demo.test`)),
  );
  const [item] = await findItems(request, sellers, 1, new Set());
  await ok(request, "POST", "/item/watch", buyer, { itemNumber: item!.itemNumber, watch: "true" });
  await ok(request, "POST", "/item/buyNow", buyer, { itemNumber: item!.itemNumber }, randomUUID());
  const ctx = await browser.newContext({ viewport: PHONE });
  const page = await ctx.newPage();
  await signInByApi(page, "buyer3@demo.test", { path: "/watching" });
  const card = page.getByRole("article").filter({ hasText: item!.title });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText("Sold", { exact: true })).toBeVisible();
  await expect(card.getByText("Buy now", { exact: true })).toHaveCount(0);
  await ctx.close();
});

test("categories are one tap away: phone drawer, wide header, home page", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  // Two taps on a phone: the menu, then Categories.
  await page.getByRole("button", { name: "Menu" }).click();
  await page
    .getByRole("navigation", { name: "Drawer menu" })
    .getByRole("link", { name: "Categories" })
    .click();
  await expect(page).toHaveURL(/\/classification$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "Categories" }).click();
  await expect(page).toHaveURL(/\/classification$/);
  await page.screenshot({ path: `${SHOTS}/categories-phone.png` });

  await page.setViewportSize(WIDE);
  await page.goto("/itemSearch?q=lamp");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Categories" }).click();
  await expect(page).toHaveURL(/\/classification$/);
  await page.goto("/");
  await page.screenshot({ path: `${SHOTS}/home-wide.png` });
});

test("editing a live listing says the change is live", async ({ page, request }) => {
  const seller = await login(request, "seller3@demo.test");
  const basics = await listingBasics(request, seller);
  const itemNumber = await publish(request, seller, {
    ...basics,
    title: "Live kettle",
    saleType: "fixed",
    priceCents: 1800,
  });
  await page.setViewportSize(PHONE);
  await signInByApi(page, "seller3@demo.test", { path: `/editItem?itemNumber=${itemNumber}` });
  await expect(page.getByLabel("Title")).toHaveValue("Live kettle", { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Save draft" })).toHaveCount(0);
  await page.getByLabel("Title").fill("Live kettle, copper");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved. They are live now.")).toBeVisible({ timeout: 15_000 });
  const item = await api<{ title: string }>(request, "GET", "/item/detail", null, { itemNumber });
  expect(item.title).toBe("Live kettle, copper");
  await page.screenshot({ path: `${SHOTS}/live-edit-phone.png` });
});
