import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type Actor, api, listingBasics, login, publish } from "./store-api.ts";

/*
 * The shop window: a store's TV follows its items live. The spec makes its own store (seller3 owns
 * it), 60 auctions and TV devices through the API, then watches the TV page at 1920×1080 while
 * bids arrive through the API.
 */

const SHOTS = process.env.STORE_TOOLS_SHOTS ?? path.join(os.tmpdir(), "store-tools-shots");
const TV = { width: 1920, height: 1080 };

type Setup = { auctions: string[]; grid: string; single: string; seller: Actor };
let setup: Setup;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const me = await login(request, "seller3@demo.test");
  const store = await api<{ id: number }>(request, "POST", "/store/save", me, {
    storeName: `TV Live ${randomUUID().slice(0, 6)}`,
  });
  const { storeToken } = await api<{ storeToken: string }>(request, "POST", "/sys/chooseIdentity", me, {
    storeId: store.id,
  });
  const seller = { ...me, storeToken };

  const basics = await listingBasics(request, me);
  const auctions: string[] = [];
  const end = Date.now() + 3 * 3600_000;
  for (let i = 0; i < 60; i++) {
    auctions.push(
      await publish(request, seller, {
        ...basics,
        title: `Shop window lot ${i + 1}`,
        saleType: "auction",
        startPriceCents: 100,
        endTime: end + i * 60_000,
      }),
    );
  }
  const device = async (body: Record<string, unknown>) =>
    (await api<{ pairingCode: string }>(request, "POST", "/tv/devices/save", seller, body)).pairingCode;
  const grid = await device({ name: "Window grid", layout: "grid", itemFilter: "all", rotationSeconds: 3 });
  const single = await device({
    name: "Counter",
    layout: "slideshow",
    itemFilter: "chosen",
    itemNumbers: [auctions[0]],
    rotationSeconds: 10,
  });
  setup = { auctions, grid, single, seller };
});

async function openTv(page: Page, code: string) {
  await page.setViewportSize(TV);
  await page.goto(`/tv-display?device=${code}`);
}

const priceOf = (page: Page, itemNumber: string) =>
  page.locator(`[data-item-number="${itemNumber}"] [data-price]`);

test("bids placed through the API show on the TV within 2 s each", async ({ page, request }) => {
  const [b1, b2] = [await login(request, "buyer1@demo.test"), await login(request, "buyer2@demo.test")];
  const item = setup.auctions[0]!;
  await openTv(page, setup.single);
  await expect(priceOf(page, item)).toHaveText("$1.00");
  const delays: number[] = [];
  for (const [i, amountCents] of [100, 250, 400, 600].entries()) {
    const t0 = Date.now();
    await api(request, "POST", "/item/bid", i % 2 ? b2 : b1, { itemNumber: item, amountCents });
    await expect(priceOf(page, item)).toHaveText(`$${(amountCents / 100).toFixed(2)}`, { timeout: 2000 });
    delays.push(Date.now() - t0);
  }
  await expect(page.locator(`[data-item-number="${item}"]`)).toContainText("4 bids");
  console.log(`TV bid-to-screen delays (ms): ${delays.join(", ")}`);
  await page.screenshot({ path: path.join(SHOTS, "tv-live-slideshow-1080p.png") });
});

test("offline for 10 s, a bid made meanwhile shows within 5 s of reconnecting", async ({ page, request }) => {
  const buyer = await login(request, "buyer3@demo.test");
  const item = setup.auctions[0]!;
  await openTv(page, setup.single);
  const before = (await priceOf(page, item).textContent())!;
  const offlineAt = Date.now();
  await page.context().setOffline(true);
  // It keeps what it had and says, discreetly, that it is reconnecting.
  await expect(page.getByRole("status").filter({ hasText: "Reconnecting" })).toBeVisible();
  const current = Math.round(Number(before.replace(/[$,]/g, "")) * 100);
  const next = current + 500;
  await api(request, "POST", "/item/bid", buyer, { itemNumber: item, amountCents: next });
  await expect(priceOf(page, item)).toHaveText(before);
  // The rest of the ten seconds offline (the scenario's length, not a wait for anything).
  await page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - offlineAt)));
  await expect(priceOf(page, item)).toHaveText(before);
  const t0 = Date.now();
  await page.context().setOffline(false);
  await expect(priceOf(page, item)).toHaveText(`$${(next / 100).toFixed(2)}`, { timeout: 5000 });
  console.log(`TV caught up ${Date.now() - t0} ms after the network came back`);
  await expect(page.getByRole("status").filter({ hasText: "Reconnecting" })).toHaveCount(0);
});

test("a TV with 60 items rotates through all of them, with codes of at least 240 px", async ({ page }) => {
  test.setTimeout(90_000);
  await openTv(page, setup.grid);
  await expect(page.locator("[data-pages]")).toHaveAttribute("data-pages", "10");
  // Every card that is ever on screen is noted as it appears.
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { __seen: Set<string> }).__seen = seen;
    const note = () => {
      for (const el of document.querySelectorAll("[data-item-number]"))
        seen.add(el.getAttribute("data-item-number")!);
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true });
  });
  const qr = page.getByRole("img", { name: /^QR code for / }).first();
  await expect(qr).toHaveAttribute("data-qr", "ready");
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(240);
  expect(box.height).toBeGreaterThanOrEqual(240);
  // Covers are shown whole.
  await expect(page.locator("[data-item-number] img").first()).toHaveCSS("object-fit", "contain");
  await page.screenshot({ path: path.join(SHOTS, "tv-live-grid-1080p.png") });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __seen: Set<string> }).__seen.size), {
      timeout: 45_000,
      intervals: [500],
    })
    .toBe(60);
  const seen = await page.evaluate(() => [...(window as unknown as { __seen: Set<string> }).__seen]);
  expect(seen.sort()).toEqual([...setup.auctions].sort());

  // A 4K screen shows the same layout at twice the size.
  await page.setViewportSize({ width: 3840, height: 2160 });
  await expect.poll(async () => (await qr.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(480);
  await page.screenshot({ path: path.join(SHOTS, "tv-live-grid-4k.png") });
});
