import { expect, test } from "@playwright/test";
import { Code } from "#shared/codes";
import { DEMO_PASSWORD, KEYS, signInByApi } from "./helpers.ts";

async function login(request: import("@playwright/test").APIRequestContext, account: string) {
  const r = await request.post("/api/hweb/login/v1/login", {
    form: { account, password: DEMO_PASSWORD },
    headers: { platform: "hweb" },
  });
  const env = await r.json();
  expect(env.status_code).toBe(Code.OK);
  return env.res_data;
}

test("a signed-in user is sent on from the sign-in screens: to their redirect, else home", async ({
  page,
}) => {
  await signInByApi(page, "buyer1@demo.test");
  await page.goto("/signIn?redirect=%2Fwatching");
  await expect(page).toHaveURL(/\/watching$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
  // Only same-origin paths are followed.
  await page.goto("/signUp?redirect=%2F%2Fevil.example");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test("rules/product.md §4: an identity of another user than the one stored clears the store identity and reloads", async ({
  page,
}) => {
  // This device stored buyer1, but its tokens (say, from a sign-in in another tab) are seller1's,
  // acting as seller1's store: the store identity was chosen for someone else and must go.
  const buyer = await login(page.request, "buyer1@demo.test");
  const seller = await login(page.request, "seller1@demo.test");
  const stores = await (
    await page.request.get("/api/sys/identity", {
      headers: { platform: "hweb", authorization: `Bearer ${seller.token}` },
    })
  ).json();
  const choose = await (
    await page.request.post("/api/sys/chooseIdentity", {
      form: { storeId: String(stores.res_data.stores[0].id) },
      headers: { platform: "hweb", authorization: `Bearer ${seller.token}` },
    })
  ).json();
  const storeToken = choose.res_data.storeToken as string;
  expect(storeToken).toBeTruthy();
  await page.goto("/offline.html");
  await page.evaluate(
    ([k, t, storeToken, stored]) => {
      localStorage.setItem(k.token, t.token);
      localStorage.setItem(k.expirationTime, String(t.expirationTime));
      localStorage.setItem(k.refreshToken, t.refreshToken);
      localStorage.setItem(k.refreshExpirationTime, String(t.refreshExpirationTime));
      localStorage.setItem(k.userInfo, JSON.stringify(stored));
      localStorage.setItem(k.identityToken, storeToken);
      sessionStorage.setItem(k.identityToken, storeToken);
    },
    [KEYS, seller, storeToken, buyer.user] as const,
  );
  await page.goto("/");
  await expect
    .poll(() =>
      page
        .evaluate(
          (k) => [sessionStorage.getItem(k.identityToken), localStorage.getItem(k.identityToken)],
          KEYS,
        )
        // The page reloads meanwhile: ask again.
        .catch(() => "reloading"),
    )
    .toEqual([null, null]);
  // After the reload the device knows the real user, and nothing loops.
  await expect
    .poll(() =>
      page
        .evaluate((k) => JSON.parse(localStorage.getItem(k.userInfo) ?? "{}").id, KEYS)
        .catch(() => "reloading"),
    )
    .toBe(seller.user.id);
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
});

test("the header's city and /cityLocation name the same city", async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  // Signed in with a profile city and no city chosen on this device.
  const me = await signInByApi(page, "buyer1@demo.test");
  const profileCity = (me.user as { city?: string }).city!;
  expect(profileCity).toBeTruthy();
  await expect(page.getByRole("button", { name: `City: ${profileCity}` })).toBeVisible();
  await page.goto("/cityLocation");
  await expect(page.getByText("Current city:")).toContainText(profileCity);
  // A city chosen here is what the header shows next.
  await page.getByRole("searchbox").or(page.getByRole("textbox")).first().fill("Austin");
  await page.keyboard.press("Enter");
  await page
    .getByRole("button", { name: /^Austin/ })
    .first()
    .click();
  await expect(page.getByRole("button", { name: /^City: Austin/ })).toBeVisible();
  await page.goto("/cityLocation");
  await expect(page.getByText("Current city:")).toContainText("Austin");
});
