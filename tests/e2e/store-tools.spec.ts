import { createHash, randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { PHONE, signInByApi, WIDE } from "./helpers.ts";

const SHOTS = process.env.STORE_TOOLS_SHOTS ?? path.join(os.tmpdir(), "store-tools-shots");

/** Screenshots at phone and wide sizes, to look at (not compared). */
async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ["phone", PHONE],
    ["wide", WIDE],
  ] as const) {
    await page.setViewportSize(size);
    // The layout has followed the new size (a wait on the page, not a fixed delay).
    await page.waitForFunction((w) => window.innerWidth === w, size.width);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`) });
  }
  await page.setViewportSize(WIDE);
}

async function newPage(browser: Browser, size = WIDE) {
  const ctx = await browser.newContext({ viewport: size });
  return ctx.newPage();
}

/** seller1 (its owner), or another member, signed in and acting as Demo Store (chosen on Change Identity); its tokens. */
async function seller1AsDemoStore(page: Page, account = "seller1@demo.test") {
  const me = await signInByApi(page, account);
  await page.goto("/changeIdentity");
  // Choosing an identity reloads the app (rules/product.md §4): wait for that page, not a fixed delay.
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: /Demo Store/ }).click();
  await reloaded;
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("identityToken"))).toBeTruthy();
  const identity = (await page.evaluate(() => sessionStorage.getItem("identityToken")))!;
  return { me, identity };
}

/** A live personal listing of seller1 (so buyer1 is not its seller). */
async function seller1Item(page: Page, token: string) {
  const r = await page.request.get("/api/item/myItems?status=active&pageSize=5", {
    headers: { platform: "hweb", authorization: `Bearer ${token}` },
  });
  const env = await r.json();
  expect(env.status_code).toBe(Code.OK);
  const item =
    env.res_data.list.find((i: { saleType: string }) => i.saleType === "fixed") ?? env.res_data.list[0];
  expect(item, "seller1 has a live personal item").toBeTruthy();
  return item as { itemNumber: string; title: string };
}

test("buyer and seller chat about an item, and each message appears live on the other side", async ({
  browser,
}) => {
  const seller = await newPage(browser);
  const buyer = await newPage(browser);
  const s = await signInByApi(seller, "seller1@demo.test");
  const item = await seller1Item(seller, s.token);
  await signInByApi(buyer, "buyer1@demo.test");

  // The buyer opens the chat from the item number: it becomes a session and shows the item header.
  await buyer.goto(`/chat?itemNumber=${item.itemNumber}`);
  await expect(buyer).toHaveURL(/\/chat\?sessionId=\d+/);
  const sessionId = new URL(buyer.url()).searchParams.get("sessionId");
  const buyerChat = buyer.getByRole("region", { name: /Chat with seller1/ });
  await expect(buyerChat.getByRole("link", { name: item.title })).toHaveAttribute(
    "href",
    `/itemDetail/${item.itemNumber}`,
  );
  await buyer.getByLabel("Message", { exact: true }).fill("Hi! Is this still available?");
  await buyer.getByRole("button", { name: "Send" }).click();
  await expect(buyer.getByRole("log", { name: "Messages" })).toContainText("Is this still available?");
  await expect(buyer.getByLabel("Message", { exact: true })).toHaveValue("");

  // The seller sees the conversation with an unread badge in the list…
  await seller.goto("/chatList");
  const row = seller.getByRole("link", { name: /buyer1/ });
  await expect(row).toContainText("1 unread");
  await expect(row).toContainText("Is this still available?");
  await shoot(seller, "chat-list");
  await row.click();
  await expect(seller).toHaveURL(new RegExp(`/chat\\?sessionId=${sessionId}`));
  const sellerLog = seller.getByRole("log", { name: "Messages" });
  await expect(sellerLog).toContainText("Is this still available?");

  // …and a new message arrives on the open page without a reload (the /rt/me/events stream).
  await buyer.getByLabel("Message", { exact: true }).fill("I can pick it up tonight.");
  await buyer.getByLabel("Message", { exact: true }).press("Enter");
  await expect(sellerLog).toContainText("I can pick it up tonight.");

  await seller.getByLabel("Message", { exact: true }).fill("Yes, see you at 6pm.");
  await seller.getByRole("button", { name: "Send" }).click();
  await expect(buyer.getByRole("log", { name: "Messages" })).toContainText("Yes, see you at 6pm.");
  await shoot(seller, "chat-conversation");
  await shoot(buyer, "chat-conversation-buyer");

  // The seller cannot open a chat with themself about their own item.
  await seller.goto(`/chat?itemNumber=${item.itemNumber}`);
  await expect(seller.getByText("Could not start this chat")).toBeVisible();
  await seller.context().close();
  await buyer.context().close();
});

test("store tools need a store identity", async ({ page }) => {
  await signInByApi(page, "seller1@demo.test");
  for (const p of ["/tv-display", "/open-platform", "/configurations"]) {
    await page.goto(p);
    await expect(page.getByText("Switch to a store to use this")).toBeVisible();
    await expect(page.getByRole("link", { name: "Change identity" })).toHaveAttribute(
      "href",
      "/changeIdentity",
    );
  }
  await shoot(page, "store-gate");
});

for (const [account, role] of [
  ["seller2@demo.test", "staff"],
  ["seller1@demo.test", "owner"],
] as const) {
  test(`acting as a store, My Wallet is in the menu of its owner only: ${role}`, async ({ page }) => {
    // The member's role comes with the store list, asked only once acting as a store.
    let storeLists = 0;
    page.on("response", (r) => {
      if (new URL(r.url()).pathname === "/api/store/list" && r.ok()) storeLists++;
    });
    await seller1AsDemoStore(page, account);
    await page.goto("/");
    await expect.poll(() => storeLists).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Account" }).click();
    const menu = page.getByRole("navigation", { name: "Account menu" });
    await expect(menu.getByRole("link", { name: "Orders", exact: true })).toBeVisible();
    if (role === "owner") await expect(menu.getByRole("link", { name: "My Wallet" })).toBeVisible();
    else await expect(menu.getByRole("link", { name: "My Wallet" })).toHaveCount(0);
  });
}

test("a reload shows what the server has now, not the copy the app stored", async ({ page }) => {
  await seller1AsDemoStore(page);
  await page.goto("/configurations");
  const field = page.getByLabel("Pickup instructions");
  await expect(field).toBeVisible();
  // The page's answer is in the stored cache (idb-keyval's default store) before we go on.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open("keyval-store");
            open.onsuccess = () => {
              const get = open.result.transaction("keyval").objectStore("keyval").get("bnomo-query-cache");
              get.onsuccess = () => resolve(JSON.stringify(get.result ?? "").includes('"configuration"'));
              get.onerror = () => resolve(false);
            };
            open.onerror = () => resolve(false);
          }),
      ),
    )
    .toBe(true);

  // Another device changes the configuration; this page knows nothing of it.
  const changed = `Side gate, ring twice (${Date.now().toString(36)})`;
  const status = await page.evaluate(async (text) => {
    const res = await fetch("/api/store/configurations", {
      method: "POST",
      headers: {
        platform: "hweb",
        "Content-Type": "application/json",
        Authorization: `Bearer ${localStorage.getItem("token")}`,
        "X-Identity-Token": sessionStorage.getItem("identityToken") ?? "",
      },
      body: JSON.stringify({ defaultSoftCloseSeconds: 300, pickupInstructions: text, acceptCash: false }),
    });
    return ((await res.json()) as { status_code: number }).status_code;
  }, changed);
  expect(status).toBe(1);

  await page.reload();
  await expect(page.getByLabel("Pickup instructions")).toHaveValue(changed);
});

test("seller1 as Demo Store adds a TV device, opens its display, and prints QR labels", async ({ page }) => {
  // A long walk (device, display, labels, six screenshots): a busy machine needs more than 60 s.
  test.setTimeout(180_000);
  await seller1AsDemoStore(page);
  await page.waitForLoadState("load");

  await page.goto("/tv-display");
  await expect(page.getByRole("heading", { name: "TV Display", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Add device" }).first().click();
  await expect(page).toHaveURL(/\/tv-display\/add$/);
  // Unique per run: the suite's server is shared, so a retry must not find the last run's device.
  const device = `Front window ${Date.now().toString(36)}`;
  await page.getByLabel("Device name").fill(device);
  await page.getByLabel("Slideshow").check();
  await page.getByLabel("Seconds per slide").fill("5");
  await shoot(page, "tv-add");
  await page.getByRole("button", { name: "Add device" }).click();
  await expect(page).toHaveURL(/\/tv-display$/);
  const card = page.getByRole("listitem").filter({ hasText: device });
  await expect(card).toContainText("Slideshow");
  const code = (await card.locator("p.font-mono").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z2-9]{10}$/);
  await shoot(page, "tv-list");

  // Edit keeps the pairing code.
  await card.getByRole("link", { name: `Edit ${device}` }).click();
  await expect(page.getByLabel("Device name")).toHaveValue(device);
  await page.getByLabel("Grid").check();
  // The chosen-items picker pages and searches all of the store's live items.
  await page.getByLabel("Chosen items").check();
  const picker = page.getByRole("list", { name: "Store items" });
  await expect(picker.getByRole("checkbox").first()).toBeVisible();
  await expect(page.getByText(/· \d+ live/)).toBeVisible();
  await picker.getByRole("checkbox").first().check();
  await expect(page.getByText("1 selected")).toBeVisible();
  await shoot(page, "tv-edit-chosen");
  await page.getByLabel("All store items").check();
  await page.getByRole("button", { name: "Save device" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: device })).toContainText("Grid");

  // The TV itself: no sign-in, the store's items with QR codes to their sinCode pages.
  const tv = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1920, height: 1080 } });
  await tv.goto(`/tv-display?device=${code}`);
  await expect(tv.getByRole("heading", { name: "Demo Store" })).toBeVisible();
  const qr = tv.getByRole("img", { name: /^QR code for / }).first();
  await expect(qr).toHaveAttribute("data-qr", "ready");
  await expect(qr.locator("svg")).toBeVisible();
  await tv.screenshot({ path: path.join(SHOTS, "tv-display-grid.png") });
  await tv.close();

  // Printable labels: every live store item ticked, each with a QR image and its sinCode.
  await page.goto("/print-qr-code");
  const sheet = page.getByRole("list", { name: "Label sheet" });
  await expect(sheet.getByRole("listitem").first()).toBeVisible();
  const labels = await sheet.getByRole("listitem").count();
  expect(labels).toBeGreaterThan(0);
  await expect(sheet.getByRole("img", { name: /^QR code for / }).first()).toHaveAttribute("data-qr", "ready");
  await expect(sheet.locator("svg").first()).toBeVisible();
  await expect(page.getByRole("button", { name: `Print labels (${labels})` })).toBeEnabled();
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByRole("button", { name: "Print labels (0)" })).toBeDisabled();
  await page.getByRole("button", { name: "Select all" }).click();
  await shoot(page, "print-qr");
  // The print stylesheet hides the shell: in print media the header is invisible, the sheet is not.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(sheet.locator("svg").first()).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // Open platform: the secret shows once.
  await page.goto("/open-platform");
  await expect(page.getByText("How an app connects to a store")).toBeVisible();
  await page.getByRole("button", { name: "Register app" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Register app" });
  const appName = `Inventory sync ${Date.now().toString(36)}`;
  await dialog.getByLabel("App name").fill(appName);
  await dialog.getByLabel("Redirect URIs").fill("https://sync.example/callback");
  await dialog.getByLabel(/items:read/).check();
  await dialog.getByRole("button", { name: "Register app" }).click();
  const secret = page.getByRole("dialog", { name: "Client secret" });
  await expect(secret.getByTestId("client-secret")).toHaveText(/^bnsk_/);
  await shoot(page, "open-platform-secret");
  await secret.getByRole("button", { name: "I have copied it" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: appName })).toContainText("bnapp_");
  await shoot(page, "open-platform");

  // Configurations save and stay.
  await page.goto("/configurations");
  // A value no earlier run left behind, so the check after the reload can fail.
  const softClose = String(60 + (Date.now() % 3000));
  await page.getByLabel("Default soft close (seconds)").fill(softClose);
  await page.getByLabel("Pickup instructions").fill("Back door, 9am to 5pm.");
  await page.getByRole("button", { name: "Save configurations" }).click();
  await expect(page.getByText("Configurations saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Default soft close (seconds)")).toHaveValue(softClose);
  await shoot(page, "configurations");
});

test("a store admin connects an app on /authorize; the app's server swaps the code for tokens", async ({
  page,
}) => {
  const { me, identity } = await seller1AsDemoStore(page);
  const redirectUri = "https://sync.example/callback";
  const saved = await (
    await page.request.post("/api/platform/apps/save", {
      headers: { platform: "hweb", authorization: `Bearer ${me.token}`, "x-identity-token": identity },
      data: {
        name: `Label printer ${Date.now().toString(36)}`,
        redirectUris: [redirectUri],
        scopes: ["items:read"],
      },
    })
  ).json();
  expect(saved.status_code).toBe(Code.OK);
  const { clientId, clientSecret, name } = saved.res_data;
  // The app's own site is out of reach here: answer for it.
  await page.route("https://sync.example/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Sync</title><h1>Back at the app</h1>" }),
  );

  // PKCE (S256) is required: the app keeps the verifier and sends its hash with the link.
  const verifier = randomBytes(32).toString("base64url");
  const pkce = `&code_challenge=${createHash("sha256").update(verifier).digest("base64url")}&code_challenge_method=S256`;

  // A link with an unregistered redirect URI goes nowhere.
  await page.goto(
    `/authorize?response_type=code&client_id=${clientId}&redirect_uri=${encodeURIComponent("https://evil.example/cb")}&scope=items:read${pkce}`,
  );
  await expect(page.getByRole("heading", { name: "Authorize app", level: 1 })).toBeVisible();
  await expect(page.getByText("This link cannot be used")).toBeVisible();
  await expect(page.getByRole("button", { name: "Allow" })).toHaveCount(0);

  await page.goto(
    `/authorize?response_type=code&client_id=${clientId}&redirect_uri=${encodeURIComponent(redirectUri)}&scope=items:read&state=s-42${pkce}`,
  );
  await expect(page).toHaveTitle(/Authorize app/);
  await expect(page.getByText(`${name} wants to work with your store`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Requested access" })).toContainText("Read the store's items");
  await expect(page.getByRole("radio", { name: "Demo Store" })).toBeChecked();
  await shoot(page, "authorize");
  await page.getByRole("button", { name: "Allow" }).click();
  await page.waitForURL(/^https:\/\/sync\.example\/callback\?/);
  const back = new URL(page.url());
  expect(back.searchParams.get("state")).toBe("s-42");
  const code = back.searchParams.get("code")!;
  expect(code).toMatch(/^bnac_/);

  const tokens = await (
    await page.request.post("/api/platform/token", {
      form: {
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        client_id: clientId,
        client_secret: clientSecret,
        code_verifier: verifier,
      },
    })
  ).json();
  expect(tokens.status_code).toBe(Code.OK);
  const items = await (
    await page.request.get("/api/platform/v1/items", {
      headers: { authorization: `Bearer ${tokens.res_data.access_token}` },
    })
  ).json();
  expect(items.status_code).toBe(Code.OK);
  expect(items.res_data.total).toBeGreaterThan(0);

  // The store sees the app among its connected apps, and can end its access.
  await page.goto("/open-platform");
  const connected = page
    .getByRole("list", { name: "Connected apps" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(connected).toContainText("Read the store's items");
  await shoot(page, "open-platform-connected");
  await connected.getByRole("button", { name: `Disconnect ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByText(`${name} disconnected`)).toBeVisible();
  await expect(connected).toHaveCount(0);
  const after = await page.request.get("/api/platform/v1/items", {
    headers: { authorization: `Bearer ${tokens.res_data.access_token}` },
  });
  expect(after.status()).toBe(HTTP.Unauthorized);

  // Deny also goes back, with access_denied and the state as sent (a numeric one too).
  await page.goto(
    `/authorize?response_type=code&client_id=${clientId}&redirect_uri=${encodeURIComponent(redirectUri)}&scope=items:read&state=43${pkce}`,
  );
  await page.getByRole("button", { name: "Deny" }).click();
  await page.waitForURL(/^https:\/\/sync\.example\/callback\?/);
  expect(new URL(page.url()).searchParams.get("error")).toBe("access_denied");
  expect(new URL(page.url()).searchParams.get("state")).toBe("43");
});
