import { expect, type Page, test } from "@playwright/test";
import QRCode from "qrcode";
import { Code } from "#shared/codes";
import { PHONE, readKeyval, signInByApi, WIDE, WITH_SERVICE_WORKER } from "./helpers.ts";
import { apiLogin, call } from "./notifications.api.ts";

type Summary = { itemNumber: string; sinCode: string; title: string; priceCents: number; saleType: string };

async function searchApi(page: Page, query: Record<string, string>): Promise<Summary[]> {
  const res = await page.request.get(`/api/search/items?${new URLSearchParams(query)}`, {
    headers: { platform: "hweb" },
  });
  const env = await res.json();
  expect(env.status_code).toBe(Code.OK);
  return env.res_data.list;
}

/** Waits until the device's recently viewed list (idb-keyval) holds `itemNumber`. */
async function waitForViewed(page: Page, itemNumber: string) {
  // page.evaluate awaits the promise (waitForFunction would take the pending promise as truthy).
  await expect
    .poll(() =>
      page.evaluate(
        (n) =>
          new Promise<boolean>((resolve) => {
            // Never be the one to create the database: a store-less copy would block the app's own.
            void indexedDB.databases().then((dbs) => {
              if (!dbs.some((d) => d.name === "keyval-store")) return resolve(false);
              const open = indexedDB.open("keyval-store");
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const db = open.result;
                const done = (found: boolean) => {
                  db.close();
                  resolve(found);
                };
                if (!db.objectStoreNames.contains("keyval")) return done(false);
                const get = db.transaction("keyval").objectStore("keyval").get("recentlyViewed");
                get.onsuccess = () =>
                  done(
                    Array.isArray(get.result) &&
                      get.result.some((x: { itemNumber: string }) => x.itemNumber === n),
                  );
                get.onerror = () => done(false);
              };
            });
          }),
        itemNumber,
      ),
    )
    .toBe(true);
}

const results = (page: Page) => page.getByRole("main").getByRole("article");
const resultTitles = (page: Page) => results(page).getByRole("heading", { level: 3 });
const prices = async (page: Page) =>
  (await results(page).locator("p.text-base.font-bold").allTextContents()).map((t) =>
    Number((/\$([\d,]+\.\d\d)/.exec(t)?.[1] ?? "NaN").replace(/,/g, "")),
  );

test.describe("browse (wide)", () => {
  test.use({ viewport: WIDE });

  test("search from the header shows results, and a typo still finds the item", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search" });
    await box.fill("camera");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/itemSearch\?q=camera$/);
    await expect(page).toHaveTitle("Search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “camera”");
    await expect(resultTitles(page).first()).toBeVisible();
    const exact = await resultTitles(page).allTextContents();
    expect(exact.some((t) => /camera/i.test(t))).toBe(true);

    await box.fill("camra");
    await box.press("Enter");
    await expect(page).toHaveURL(/q=camra/);
    await expect(
      resultTitles(page)
        .filter({ hasText: /camera/i })
        .first(),
    ).toBeVisible();
  });

  test("filters and sort change the results and live in the URL", async ({ page }) => {
    await page.goto("/itemSearch?q=");
    await expect(resultTitles(page).first()).toBeVisible();
    const filters = page.getByRole("complementary", { name: "Filters" });

    await filters.getByLabel("Sale type").selectOption("fixed");
    await expect(page).toHaveURL(/type=fixed/);
    await expect(results(page).first()).toContainText("Buy now");
    await expect(results(page).filter({ hasText: "Auction" })).toHaveCount(0);

    await page.getByLabel("Sort").selectOption("price_asc");
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect
      .poll(async () => {
        const p = await prices(page);
        return p.length > 3 && p.every((v, i) => i === 0 || v >= p[i - 1]!);
      })
      .toBe(true);

    await filters.getByLabel("Min price").fill("20");
    await filters.getByLabel("Max price").fill("100");
    await filters.getByRole("button", { name: "Go" }).click();
    await expect(page).toHaveURL(/minPriceCents=2000/);
    await expect(page).toHaveURL(/maxPriceCents=10000/);
    await expect
      .poll(async () => {
        const p = await prices(page);
        return p.length > 0 && p.every((v) => v >= 20 && v <= 100);
      })
      .toBe(true);

    await page.getByLabel("Sort").selectOption("price_desc");
    await expect
      .poll(async () => {
        const p = await prices(page);
        return p.length > 1 && p.every((v, i) => i === 0 || v <= p[i - 1]!);
      })
      .toBe(true);

    await filters.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).not.toHaveURL(/type=fixed/);
    await expect(page).not.toHaveURL(/minPriceCents/);
  });

  test("item detail: the title is the h1 and Watch toggles for a signed-in user", async ({ page }) => {
    const [item] = await searchApi(page, { q: "camera", type: "auction" });
    // Not watched to begin with, whatever an earlier try left.
    const token = await apiLogin(page.request, "buyer4@demo.test");
    const unwatch = await call(page.request, "POST", "/item/watch", token, {
      itemNumber: item!.itemNumber,
      watch: false,
    });
    expect(unwatch.status_code).toBe(Code.OK);
    await signInByApi(page, "buyer4@demo.test", { path: `/itemDetail/${item!.itemNumber}` });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item!.title);
    // A landing page has its own title: the item's.
    await expect(page).toHaveTitle(item!.title);
    const watch = page.getByRole("button", { name: "Watch", exact: true });
    await expect(watch).toHaveAttribute("aria-pressed", "false");
    await watch.click();
    await expect(watch).toHaveAttribute("aria-pressed", "true");
    await page.goto("/watching");
    await expect(page.getByRole("main").getByRole("link", { name: item!.title })).toBeVisible();
    await page.goto(`/itemDetail/${item!.itemNumber}`);
    await expect(page.getByRole("button", { name: "Watch", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByRole("button", { name: "Watch", exact: true }).click();
    await expect(page.getByRole("button", { name: "Watch", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  test("a guest pressing Watch goes to sign in", async ({ page }) => {
    const [item] = await searchApi(page, { sort: "newest" });
    await page.goto(`/itemDetail/${item!.itemNumber}`);
    await page.getByRole("button", { name: "Watch", exact: true }).click();
    await expect(page).toHaveURL(/\/signIn/);
  });

  test("gallery pages with arrow keys and thumbnails", async ({ page }) => {
    const [item] = await searchApi(page, { sort: "newest" });
    await page.goto(`/itemDetail/${item!.itemNumber}`);
    const gallery = page.getByRole("region", { name: "Photos" });
    await expect(gallery.getByRole("img").first()).toBeVisible();
    const thumbs = gallery.getByRole("button", { name: /Show photo/ });
    if ((await thumbs.count()) > 1) {
      // Keys reach the gallery once the server-rendered page has hydrated (its controls enabled).
      await expect(thumbs.nth(0)).toBeEnabled();
      await page.keyboard.press("ArrowRight");
      await expect(thumbs.nth(1)).toHaveAttribute("aria-current", "true");
      await thumbs.nth(0).click();
      await expect(thumbs.nth(0)).toHaveAttribute("aria-current", "true");
    }
  });

  test("the recently viewed list keeps items on the device", async ({ page }) => {
    const [a, b] = await searchApi(page, { sort: "newest" });
    await page.goto(`/itemDetail/${a!.itemNumber}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(a!.title);
    await waitForViewed(page, a!.itemNumber);
    await page.goto(`/itemDetail/${b!.itemNumber}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(b!.title);
    await waitForViewed(page, b!.itemNumber);
    await page.goto("/recentlyViewed");
    const list = page.getByRole("list", { name: "Recently viewed items" });
    await expect(list.getByRole("heading", { level: 3 })).toHaveText([b!.title, a!.title]);
  });

  test("sinCode: the code redirects to the item; an unknown code toasts and uses the code as the id", async ({
    page,
  }) => {
    const [item] = await searchApi(page, { sort: "newest" });
    await page.goto(`/itemDetail/sinCode/${item!.sinCode}`);
    await expect(page).toHaveURL(new RegExp(`/itemDetail/${item!.itemNumber}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item!.title);

    await page.goto("/itemDetail/sinCode/NOSUCHCODE1");
    await expect(page).toHaveURL(/\/itemDetail\/NOSUCHCODE1$/);
    await expect(page.getByRole("status").filter({ hasText: /./ }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Item not found");
  });

  test("code search finds an item by its code or its number", async ({ page }) => {
    const [item] = await searchApi(page, { sort: "newest" });
    await page.goto("/codeSearch");
    await page.getByLabel("Item code").fill(item!.sinCode);
    await page.getByRole("button", { name: "Find item" }).click();
    await expect(page).toHaveURL(new RegExp(`/itemDetail/${item!.itemNumber}$`));
    await page.goto("/codeSearch");
    await page.getByLabel("Item code").fill("ZZZZZZZZ");
    await page.getByRole("button", { name: "Find item" }).click();
    await expect(page.getByText("No item has the code “ZZZZZZZZ”.")).toBeVisible();
  });

  test("scan: a photo of an item's QR code opens the item (decoder worker, no BarcodeDetector)", async ({
    page,
  }) => {
    const [item] = await searchApi(page, { sort: "newest" });
    await page.goto("/qr-code-search");
    await expect(page).toHaveTitle("Scan");
    const png = await QRCode.toBuffer(`https://elsewhere.example/itemDetail/sinCode/${item!.sinCode}`, {
      width: 300,
    });
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "qr.png", mimeType: "image/png", buffer: png });
    await expect(page).toHaveURL(new RegExp(`/itemDetail/${item!.itemNumber}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item!.title);
  });

  test("category browse: the tree leads to a list of the category and its children", async ({ page }) => {
    await page.goto("/classification");
    await expect(page).toHaveTitle("Categories");
    await page.getByRole("main").getByRole("link", { name: "Electronics", exact: true }).click();
    await expect(page).toHaveURL(/\/classificationList\/1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Electronics");
    await expect(resultTitles(page).first()).toBeVisible();
    await page
      .getByRole("list", { name: "Subcategories" })
      .getByRole("link", { name: "Cameras & Photo" })
      .click();
    await expect(page).toHaveURL(/\/classificationList\/103$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cameras & Photo");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Electronics");
  });

  test("a home section's See all opens its full list", async ({ page }) => {
    await page.goto("/");
    const seeAll = page.getByRole("link", { name: /^See all: / }).first();
    const name = ((await seeAll.getAttribute("aria-label")) ?? "").replace("See all: ", "");
    await seeAll.click();
    await expect(page).toHaveURL(/\/templateMore\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(resultTitles(page).first()).toBeVisible();
  });

  test("static pages have real headings", async ({ page }) => {
    for (const [path, h1] of [
      ["/agreement/help", "Help"],
      ["/agreement/terms", "Conditions of Use"],
      ["/agreement/policy", "Privacy Policy"],
      ["/about", "About"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(1);
    }
    await page.goto("/agreement/nope");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});

test.describe("city", () => {
  test.use({ viewport: WIDE });

  test("city search: nonsense finds nothing; choosing a city stores it and its history", async ({ page }) => {
    await page.goto("/cityLocation");
    await expect(page).toHaveTitle("Select City");
    const field = page.getByLabel("City name");
    await field.fill("   ");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page).toHaveURL(/\/cityLocation$/);
    await field.fill("qxzqxzqxz");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByText("No search results found.", { exact: true })).toBeVisible();

    await field.fill("Springfield");
    await page.getByRole("button", { name: "Find" }).click();
    await page
      .getByRole("region", { name: "Cities found" })
      .getByRole("button", { name: /Springfield\s*Illinois/ })
      .first()
      .click();
    await expect(page.getByRole("banner")).toContainText("Springfield");
    const stored = await page.evaluate(() => ({
      city: JSON.parse(localStorage.getItem("city") ?? "null"),
      coords: JSON.parse(localStorage.getItem("coords") ?? "null"),
      history: JSON.parse(localStorage.getItem("historyCitySearch") ?? "[]"),
    }));
    expect(stored.city).toMatchObject({ name: "Springfield", manualSelection: true });
    expect(typeof stored.city.lat).toBe("number");
    expect(stored.coords).toEqual({ lat: stored.city.lat, lng: stored.city.lng });
    expect(stored.history[0]).toMatchObject({ name: "Springfield", adminName1: "Illinois" });

    // With a city, "nearest" sorts by distance from it.
    await page.goto("/itemSearch?q=&sort=nearest");
    await expect(page.getByText("Choose your city to sort")).toHaveCount(0);
    await expect(results(page).first()).toContainText("Springfield");
  });

  test("My Position sets the city from the device's position", async ({ browser }) => {
    const context = await browser.newContext({
      viewport: WIDE,
      permissions: ["geolocation"],
      geolocation: { latitude: 47.6062, longitude: -122.3321 },
    });
    const page = await context.newPage();
    await page.goto("/cityLocation");
    await page.getByRole("button", { name: "My Position" }).click();
    await expect(page.getByRole("banner")).toContainText("Seattle");
    const city = await page.evaluate(() => JSON.parse(localStorage.getItem("city") ?? "null"));
    expect(city).toMatchObject({ name: "Seattle", manualSelection: false });
    await context.close();
  });

  test("the wide header's city picker: a search box, My Position and GPS", async ({ browser }) => {
    const context = await browser.newContext({
      viewport: WIDE,
      permissions: ["geolocation"],
      geolocation: { latitude: 47.6062, longitude: -122.3321 },
    });
    const page = await context.newPage();
    await page.goto("/");
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "City: Select City" }).click();
    const picker = banner.getByRole("dialog", { name: "Select City" });
    await expect(picker.getByRole("button", { name: "GPS" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(picker).toBeHidden();

    await banner.getByRole("button", { name: "City: Select City" }).click();
    await picker.getByRole("button", { name: "My Position" }).click();
    await expect(picker).toBeHidden();
    await expect(banner.getByRole("button", { name: "City: Seattle" })).toBeVisible();

    await banner.getByRole("button", { name: "City: Seattle" }).click();
    await picker.getByLabel("City name").fill("Springfield");
    await picker.getByRole("button", { name: "Find" }).click();
    await expect(page).toHaveURL(/\/citySearch\?q=Springfield$/);
    await expect(page.getByRole("region", { name: "Cities found" })).toContainText("Illinois");
    await context.close();
  });

  test("a refused location says how to enable it", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "geolocation", {
        value: { getCurrentPosition: (_ok: unknown, err: (e: { code: number }) => void) => err({ code: 1 }) },
      });
    });
    await page.goto("/cityLocation");
    await page.getByRole("button", { name: "GPS" }).click();
    await expect(
      page.getByText(
        "This feature allows users to see what items are available nearby. Please manually enable location in the browser's settings.",
      ),
    ).toBeVisible();
  });
});

test.describe("phone", () => {
  test.use({ viewport: PHONE });

  test("filters open in a dialog and apply", async ({ page }) => {
    await page.goto("/itemSearch?q=");
    await expect(resultTitles(page).first()).toBeVisible();
    await page.getByRole("button", { name: /^Filters/ }).click();
    const dialog = page.getByRole("dialog", { name: "Filters" });
    await dialog.getByLabel("Condition").selectOption("new");
    await expect(page).toHaveURL(/condition=new/);
    await dialog.getByRole("button", { name: /^Show/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
  });
});

test.describe("with the worker", () => {
  test.use(WITH_SERVICE_WORKER);
  test("offline: an item once seen opens again after a reload without network", async ({ page, context }) => {
    const [item] = await searchApi(page, { sort: "newest" });
    await page.goto("/");
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: 30_000,
    });
    await page.goto(`/itemDetail/${item!.itemNumber}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item!.title);
    // The persister writes on a short throttle: wait until the item's own query is on the device (its
    // number alone may already be there in a list, as the newest item is on the home page).
    await expect
      .poll(async () => (await readKeyval(page, "bnomo-query-cache")) ?? "")
      .toContain(JSON.stringify(["catalog", "item", item!.itemNumber]));
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item!.title);
    await expect(page.getByText("possibly out of date")).toBeVisible();
    await context.setOffline(false);
  });
});
