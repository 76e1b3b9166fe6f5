import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { shootBothSizes, signInByApi } from "./helpers.ts";

const SHOTS = process.env.SELLER_PORTAL_SHOTS ?? path.join(os.tmpdir(), "seller-portal-shots");
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The portal's session keys (api/session-store.ts: VITE_SELLER_PORTAL_STORAGE_PREFIX). */
const PORTAL_TOKEN = "sellerPortal.token";

const shoot = (page: Page, name: string) => shootBothSizes(page, SHOTS, name, { phone: PHONE, wide: WIDE });

test("Seller Sign In opens the portal signed in as the same store; bulk withdraw; the link works once", async ({
  browser,
}) => {
  // A long journey: two windows, a bulk withdraw, four sections shot at two sizes, a third window.
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: WIDE });
  const app = await context.newPage();
  const me = await signInByApi(app, "seller1@demo.test");
  await app.goto("/changeIdentity");
  // Choosing reloads the page 300 ms later (rules/product.md §4): wait for that reload before moving on.
  const reloaded = app.waitForEvent("load");
  await app.getByRole("button", { name: /Demo Store/ }).click();
  await reloaded;
  await expect.poll(() => app.evaluate(() => sessionStorage.getItem("identityToken"))).toBeTruthy();
  await app.goto("/");

  // Click "Seller Sign In": a new window opens; the handoff travels in its URL fragment.
  const handoffAnswer = app.waitForResponse((r) => r.url().includes("/api/sys/sellerPortal/handoff"));
  const opened = context.waitForEvent("page");
  await app.getByRole("banner").getByRole("button", { name: "Seller Sign In", exact: true }).click();
  const handoff = (await (await handoffAnswer).json()).res_data.handoff as string;
  const portal = await opened;
  await portal.waitForURL(/\/seller\/listings/);
  // No token is left in the address bar, and the portal shows the same person and store.
  expect(portal.url()).not.toContain("handoff");
  expect(portal.url()).not.toContain("#");
  await expect(portal.getByTestId("portal-user")).toHaveText(me.user.userName);
  await expect(portal.getByTestId("portal-identity")).toHaveText("Demo Store");
  const portalToken = await portal.evaluate((k) => localStorage.getItem(k), PORTAL_TOKEN);
  expect(portalToken).toBeTruthy();
  expect(portalToken).not.toBe(me.token);
  // The history entry that carried the handoff is gone too.
  expect(await portal.evaluate(() => history.length)).toBeLessThanOrEqual(2);

  // A bulk withdraw of three live fixed-price listings, with a result per listing.
  await portal.getByRole("button", { name: "Live", exact: true }).click();
  await portal.getByLabel("Type").selectOption("fixed");
  await expect(portal).toHaveURL(/saleType=fixed/);
  const boxes = portal.getByRole("checkbox", { name: /^Select (?!all)/ });
  await expect(boxes.first()).toBeVisible();
  await shoot(portal, "listings");
  const titles: string[] = [];
  for (let i = 0; i < 3; i++) {
    const label = (await boxes.nth(i).getAttribute("aria-label"))!;
    titles.push(label.replace(/^Select /, ""));
    await boxes.nth(i).check();
  }
  await expect(portal.getByRole("toolbar", { name: "Bulk actions" })).toContainText("3 selected");
  await portal
    .getByRole("toolbar", { name: "Bulk actions" })
    .getByRole("button", { name: "Withdraw" })
    .click();
  const results = portal.getByRole("list", { name: "Results per listing" });
  await expect(portal.getByRole("status").filter({ hasText: "Withdraw: 3 of 3 done" })).toBeVisible();
  for (const t of titles) await expect(results.getByText(t)).toBeVisible();
  await shoot(portal, "listings-bulk-result");
  // They are withdrawn on the server (seen through the app's own session and store identity).
  await portal.getByRole("button", { name: "Withdrawn", exact: true }).click();
  await portal.getByLabel("Type").selectOption("");
  for (const t of titles) await expect(portal.getByRole("link", { name: t }).first()).toBeVisible();

  for (const section of ["orders", "money", "performance", "team"]) {
    await portal
      .getByRole("navigation", { name: "Seller portal" })
      .getByRole("link", { name: new RegExp(section, "i") })
      .click();
    await expect(portal.getByRole("heading", { level: 1 })).toContainText(new RegExp(section, "i"));
    await shoot(portal, section);
  }

  // The same link again, in a fresh window: refused with a clear page, and no session made.
  const other = await (await browser.newContext({ viewport: WIDE })).newPage();
  await other.goto(`/seller/open#handoff=${encodeURIComponent(handoff)}`);
  await expect(other.getByRole("heading", { name: "This seller portal link does not work" })).toBeVisible();
  await expect(other.getByRole("alert")).toContainText(/already been used/);
  expect(other.url()).not.toContain("handoff");
  expect(await other.evaluate((k) => localStorage.getItem(k), PORTAL_TOKEN)).toBeNull();
  await shoot(other, "link-used");

  // Signing out of the portal leaves the app's window signed in.
  await portal.getByRole("button", { name: "Sign Out" }).click();
  await portal.waitForURL(/\/seller\/signIn/);
  expect(await portal.evaluate((k) => localStorage.getItem(k), PORTAL_TOKEN)).toBeNull();
  await app.reload();
  await expect(app.getByRole("button", { name: "Sign Out" })).toBeVisible();
  expect(await app.evaluate(() => localStorage.getItem("token"))).toBe(me.token);
  await context.close();
});

test("signed out, Seller Sign In opens the portal's own sign-in, which opens the portal", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: WIDE });
  const app = await context.newPage();
  await app.goto("/");
  const opened = context.waitForEvent("page");
  await app.getByRole("banner").getByRole("button", { name: "Seller Sign In", exact: true }).click();
  const portal = await opened;
  await portal.waitForURL(/\/seller\/signIn/);
  await portal.getByLabel("Account").fill("seller3@demo.test");
  await portal.getByLabel("Password", { exact: true }).fill("Demo1234");
  await portal.getByRole("button", { name: "Sign In" }).click();
  await portal.waitForURL(/\/seller\/listings/);
  await expect(portal.getByTestId("portal-identity")).toHaveText("Personal");
  // The app's window is still signed out: the portal's session is its own.
  expect(await app.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await context.close();
});
