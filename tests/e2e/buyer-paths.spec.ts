import { expect, test } from "@playwright/test";
import { signInByApi } from "./helpers.ts";
import { apiLogin, ok } from "./orders-api.ts";

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
