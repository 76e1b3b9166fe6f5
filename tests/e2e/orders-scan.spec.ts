import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, expect, test } from "@playwright/test";
import QRCode from "qrcode";
import sharp from "sharp";
import { readKeyval, signInByApi, WIDE, WITH_SERVICE_WORKER } from "./helpers.ts";
import { apiLogin, findItems, ok } from "./orders-api.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./playwright.config.ts";

/*
 * The seller scans the buyer's signed pickup QR with the camera while offline: the app checks the
 * signature on the device with the public key it cached, queues the confirmation, and sends it
 * when the network is back. Chromium's fake camera shows the QR (a one-frame MJPEG file).
 */
test("a signed pickup QR scanned offline is checked on the device and confirmed when back online", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const sellers = await Promise.all(
    ["seller1", "seller2", "seller3"].map((s) => apiLogin(request, `${s}@demo.test`)),
  );
  const buyer = await apiLogin(request, "buyer4@demo.test");
  const [item] = await findItems(request, sellers, 1, new Set());
  const seller = item!.sellerUser;

  // The buyer's side through the API: order, cash in person, pickup code with its signed QR.
  const { orderNumber } = await ok<{ orderNumber: string }>(
    request,
    "POST",
    "/item/buyNow",
    buyer,
    { itemNumber: item!.itemNumber },
    crypto.randomUUID(),
  );
  await ok(request, "POST", "/order/payCash", buyer, { orderNumber }, crypto.randomUUID());
  const pickup = await ok<{ qrPayload: string }>(
    request,
    "POST",
    "/order/generatePickupCode",
    buyer,
    { orderNumber },
    crypto.randomUUID(),
  );

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qr-cam-"));
  const png = await QRCode.toBuffer(pickup.qrPayload, {
    type: "png",
    width: 440,
    margin: 4,
    errorCorrectionLevel: "M",
  });
  const frame = path.join(dir, "qr.mjpeg");
  fs.writeFileSync(
    frame,
    await sharp(png)
      // A 640×480 camera frame with the buyer's screen (the QR) filling most of it.
      .resize(440, 440)
      .extend({ top: 20, bottom: 20, left: 100, right: 100, background: "#fff" })
      .flatten({ background: "#fff" })
      .jpeg({ quality: 95 })
      .toBuffer(),
  );

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${frame}`,
    ],
  });
  try {
    const ctx = await browser.newContext({
      baseURL,
      viewport: WIDE,
      permissions: ["camera"],
      ...WITH_SERVICE_WORKER,
    });
    const sp = await ctx.newPage();
    // Seen once online: the order and the public key are kept on the device.
    await signInByApi(sp, seller.account, { path: `/order/confirm/${orderNumber}` });
    await expect(sp.getByRole("button", { name: "Scan QR code" })).toBeVisible();
    await expect
      .poll(() => sp.evaluate(() => navigator.serviceWorker?.controller != null), { timeout: 30_000 })
      .toBe(true);
    await expect.poll(() => readKeyval(sp, "bnomo-pickup-verify-key")).not.toBeNull();
    await expect.poll(async () => (await readKeyval(sp, "bnomo-query-cache")) ?? "").toContain(orderNumber);

    await ctx.setOffline(true);
    await sp.getByRole("button", { name: "Scan QR code" }).click();
    await expect(
      sp.getByRole("status").filter({ hasText: "Confirmed offline with the buyer’s signed QR code" }),
    ).toBeVisible({
      timeout: 30_000,
    });
    expect(
      (await ok<{ status: string }>(request, "GET", "/order/detail", seller, { orderNumber })).status,
    ).toBe("ready_for_pickup");

    await ctx.setOffline(false);
    await expect(sp.getByRole("heading", { name: "Pickup confirmed" })).toBeVisible({ timeout: 20_000 });
    expect(
      (await ok<{ status: string }>(request, "GET", "/order/detail", seller, { orderNumber })).status,
    ).toBe("completed");
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
