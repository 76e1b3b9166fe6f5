import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { PHONE, signInByApi, WIDE } from "./helpers.ts";
import { api, listingBasics, login, publish } from "./store-api.ts";

const SHOTS = process.env.STORE_TOOLS_SHOTS ?? path.join(os.tmpdir(), "store-tools-shots");

/*
 * The cash counter in the books: seller2 sells a 45-cent item for cash in person (the spec lists it,
 * buyer4 buys it, pays cash and the pickup is confirmed), then reads the transaction on the money
 * screens and downloads the CSV.
 */
test("a cash sale shows the cash handed over, the fee and the net, and the CSV has the same row", async ({
  page,
  request,
}) => {
  const seller = await login(request, "seller2@demo.test");
  const buyer = await login(request, "buyer4@demo.test");
  const itemNumber = await publish(request, seller, {
    ...(await listingBasics(request, seller)),
    title: `Counter sale ${Date.now().toString(36)}`,
    saleType: "fixed",
    priceCents: 45,
  });
  const { orderNumber } = await api<{ orderNumber: string }>(request, "POST", "/item/buyNow", buyer, {
    itemNumber,
  });
  await api(request, "POST", "/order/payCash", buyer, { orderNumber });
  const { pickupCode } = await api<{ pickupCode: string }>(
    request,
    "POST",
    "/order/generatePickupCode",
    buyer,
    {
      orderNumber,
    },
  );
  await api(request, "POST", "/order/confirm", seller, { orderNumber, pickupCode });
  const balance = await api<{ availableCents: number; feeDueCents: number }>(
    request,
    "GET",
    "/wallet/balance",
    seller,
  );

  await page.setViewportSize(WIDE);
  await signInByApi(page, "seller2@demo.test", { path: "/balance/transactions" });
  const row = page
    .getByRole("list", { name: "Transactions" })
    .getByRole("listitem")
    .filter({ hasText: orderNumber });
  await expect(row).toContainText("Handed over in cash$0.45");
  await expect(row).toContainText("Fee$0.02");
  await expect(row).toContainText("Net+$0.43");
  // The newest row's running balance is the balance.
  const newest = page.getByRole("list", { name: "Transactions" }).getByRole("listitem").first();
  await expect(newest).toContainText(`available $${(balance.availableCents / 100).toFixed(2)}`);
  await page.screenshot({ path: path.join(SHOTS, "wallet-transactions-wide.png") });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: path.join(SHOTS, "wallet-transactions-phone.png") });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d\d-\d\d\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  const line = csv.split("\r\n").find((l) => l.includes(orderNumber))!;
  expect(line.split(",").slice(2, 8)).toEqual(["Cash sale", orderNumber, "", "0.45", "0.02", "0.43"]);

  // The same row on the balance screen's recent list.
  await page.goto("/balance");
  await expect(page.getByRole("listitem").filter({ hasText: orderNumber })).toContainText(
    "Handed over in cash$0.45",
  );
  await page.screenshot({ path: path.join(SHOTS, "wallet-balance-phone.png") });
});
