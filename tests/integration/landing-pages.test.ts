import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "#server/db/schema/index";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createItem, createUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

// These pages come from the production build (`npm test` builds before it runs the suites).
const CLIENT_DIR = path.resolve(import.meta.dirname, "../../dist/client");
const SERVER_ENTRY = path.resolve(CLIENT_DIR, "../server/entry-server.js");
if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`Run \`npm run build\` first: ${SERVER_ENTRY} is missing`);

let s: TestServer;
let seller: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  s = await startTestServer({ CLIENT_DIR, PUBLIC_URL: "https://market.example" });
  seller = await createUser(s);
});
afterAll(async () => {
  await s.close();
});

const page = async (p: string, headers: Record<string, string> = {}) => {
  const res = await fetch(s.url + p, { headers, redirect: "manual" });
  // React separates adjacent texts with empty comments; assertions read the text without them.
  return { status: res.status, headers: res.headers, html: (await res.text()).replaceAll("<!-- -->", "") };
};
const jsonLd = (html: string) => {
  const m = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html);
  return m ? JSON.parse(m[1]!) : null;
};
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("landing pages rendered on the server", () => {
  it("an item page carries its h1, price, title, previews and a Product offer, and nothing private", async () => {
    const hostile = `Lamp </script><img src=x onerror=alert(1)> & "quotes"`;
    const item = await createItem(s, {
      sellerId: seller.id,
      title: hostile,
      description: "A brass desk lamp, works well.",
      priceCents: 4550,
      city: "Lyon",
      condition: "like_new",
    });
    const r = await page(`/itemDetail/${item.itemNumber}`);
    expect(r.status).toBe(HTTP.OK);
    expect(r.headers.get("content-type")).toContain("text/html");
    const escaped = "Lamp &#60;/script&#62;&#60;img src=x onerror=alert(1)&#62; &#38; &#34;quotes&#34;";
    expect(r.html).toContain(`<title>${escaped}</title>`);
    expect(r.html).not.toContain("<img src=x");
    expect(r.html).toMatch(/<h1[^>]*>Lamp &lt;\/script&gt;/);
    expect(r.html).toContain("$45.50");
    expect(meta(r.html, "og:title")).toBe(escaped);
    expect(meta(r.html, "og:type")).toBe("product");
    expect(meta(r.html, "product:price:amount")).toBe("45.50");
    expect(meta(r.html, "product:price:currency")).toBe("USD");
    expect(meta(r.html, "twitter:card")).toBeDefined();
    expect(r.html).toContain(
      `<link rel="canonical" href="https://market.example/itemDetail/${item.itemNumber}" />`,
    );
    const ld = jsonLd(r.html);
    expect(ld["@type"]).toBe("Product");
    expect(ld.name).toBe(hostile);
    expect(ld.offers).toMatchObject({
      "@type": "Offer",
      price: "45.50",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/UsedCondition",
      seller: { name: expect.any(String) },
      availableAtOrFrom: { address: { addressLocality: "Lyon" } },
    });
    // The router's state for hydration is in the page, with the item's data.
    expect(r.html).toContain("$_TSR");
    expect(r.html).toContain(`"catalog","item","${item.itemNumber}"`);
    // CDN-friendly, revalidated by ETag, with a policy that lets only its own inline scripts run.
    expect(r.headers.get("cache-control")).toContain("public");
    const etag = r.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(
      r.headers.get("content-security-policy") ?? "",
    )?.[1];
    expect(nonce).toBeTruthy();
    for (const tag of r.html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [])
      expect(tag.includes(`nonce="${nonce}"`) || tag.includes('type="application/json"')).toBe(true);
    const again = await page(`/itemDetail/${item.itemNumber}`, { "If-None-Match": etag! });
    expect(again.status).toBe(HTTP.NotModified);
    expect(again.html).toBe("");
    // The browser keeps the policy it stored with the body: a 304 names no other nonce.
    expect(again.headers.get("content-security-policy")).toBeNull();
    // The same page from the cache carries a nonce of its own on every answer.
    const nonces = new Set<string>([nonce!]);
    for (let i = 0; i < 2; i++) {
      const next = await page(`/itemDetail/${item.itemNumber}`);
      const fresh = /script-src 'self' 'nonce-([^']+)'/.exec(
        next.headers.get("content-security-policy") ?? "",
      )?.[1];
      expect(fresh).toBeTruthy();
      nonces.add(fresh!);
      expect(next.html).not.toContain(nonce!);
      for (const tag of next.html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [])
        expect(tag.includes(`nonce="${fresh}"`) || tag.includes('type="application/json"')).toBe(true);
    }
    expect(nonces.size).toBe(3);
  });

  it("an auction's page shows its current price, bid count and end, and never the reserve", async () => {
    const now = s.deps.clock.now();
    const item = await createItem(s, {
      sellerId: seller.id,
      title: "Vintage camera",
      saleType: "auction",
      startPriceCents: 2000,
      currentPriceCents: 3100,
      bidCount: 4,
      reservePriceCents: 987_654,
      endTime: now + 7200_000,
    });
    const r = await page(`/itemDetail/${item.itemNumber}`);
    expect(r.status).toBe(HTTP.OK);
    expect(r.html).toContain("$31.00");
    expect(r.html).not.toContain("987654");
    expect(r.html).not.toContain("9,876.54");
    expect(r.html).not.toMatch(/reservePrice/i);
    expect(r.html).not.toContain(seller.email);
    const ld = jsonLd(r.html);
    expect(ld.offers.price).toBe("31.00");
    expect(ld.offers.validThrough).toBe(new Date(now + 7200_000).toISOString());
    expect(ld.offers.additionalProperty).toContainEqual({
      "@type": "PropertyValue",
      name: "bidCount",
      value: 4,
    });
  });

  it("sold items stay reachable with their state; withdrawn ones are a 404 page", async () => {
    const sold = await createItem(s, { sellerId: seller.id, title: "Sold bike", status: "sold" });
    const r = await page(`/itemDetail/${sold.itemNumber}`);
    expect(r.status).toBe(HTTP.OK);
    expect(jsonLd(r.html).offers.availability).toBe("https://schema.org/SoldOut");
    const gone = await createItem(s, { sellerId: seller.id, title: "Withdrawn sofa", status: "withdrawn" });
    const w = await page(`/itemDetail/${gone.itemNumber}`);
    expect(w.status).toBe(HTTP.NotFound);
    // Asked for again each time, so the item's page is back at once when it returns.
    expect(w.headers.get("cache-control")).toBe("no-cache");
    expect(r.headers.get("cache-control")).toContain("stale-while-revalidate");
    expect(w.html).not.toContain("Withdrawn sofa");
    // It says what happened, with where to look next (the seller's other items).
    expect(w.html).toContain("This item was withdrawn");
    expect(w.html).toContain(`/sellerItems/${seller.id}`);
    const none = await page("/itemDetail/NOSUCHITEM42");
    expect(none.status).toBe(HTTP.NotFound);
    expect(none.html).toContain("Item not found");
  });

  it("GET /item/gone tells a withdrawn item's category and seller, nothing of its content; 10004 otherwise", async () => {
    const gone = await createItem(s, { sellerId: seller.id, title: "Withdrawn lamp", status: "withdrawn" });
    const r = await s.call("GET", "/api/item/gone", { query: { itemNumber: gone.itemNumber } });
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data).toMatchObject({ itemNumber: gone.itemNumber, status: "withdrawn" });
    expect(r.body.res_data.seller.id).toBe(seller.id);
    expect(JSON.stringify(r.body.res_data)).not.toContain("Withdrawn lamp");
    const live = await createItem(s, { sellerId: seller.id, title: "Live lamp" });
    for (const itemNumber of [live.itemNumber, "NOSUCHITEM42"])
      expect((await s.call("GET", "/api/item/gone", { query: { itemNumber } })).body.status_code).toBe(
        Code.NOT_FOUND,
      );
    expect((await s.call("GET", "/api/item/gone")).status).toBe(HTTP.BadRequest);
  });

  it("unknown pages answer 404 with the not-found page; the app's own pages 200", async () => {
    for (const p of ["/no/such/page", "/itemDetailx", "/itemDetail/a/b"]) {
      const r = await page(p);
      expect(r.status, p).toBe(HTTP.NotFound);
      expect(r.html, p).toMatch(/(Page|Item) not found/);
    }
    for (const p of ["/watching", "/orderDetail/X1", "/postItem", "/seller/items"])
      expect((await page(p)).status, p).toBe(HTTP.OK);
  });

  it("list, category, seller and static pages render with their own heading and title", async () => {
    await createItem(s, { sellerId: seller.id, title: "Searchable teapot", priceCents: 1234 });
    const search = await page("/itemSearch?q=teapot");
    expect(search.status).toBe(HTTP.OK);
    expect(search.html).toContain("Searchable teapot");
    expect(search.html).toContain("<title>Search</title>");
    expect(search.html).toMatch(/<h1[^>]*>Results for “teapot”/);

    const cats = await page("/classification");
    expect(cats.html).toContain("<title>Categories</title>");
    const tree = (await s.call("GET", "/api/category/list")).body.res_data;
    const cat = tree[0];
    const list = await page(`/classificationList/${cat.id}`);
    expect(list.status).toBe(HTTP.OK);
    expect(list.html).toContain(`<title>${cat.name}</title>`);
    expect(list.html).toMatch(new RegExp(`<h1[^>]*>${cat.name}<`));

    const info = await page(`/sellerInformation/${seller.id}`);
    expect(info.status).toBe(HTTP.OK);
    expect(info.html).toContain("Searchable teapot");
    const sellerItems = await page(`/sellerItems/${seller.id}`);
    expect(sellerItems.html).toContain("Searchable teapot");

    const more = await page("/templateMore?sort=newest&title=Fresh%20finds");
    expect(more.html).toContain("<title>Fresh finds</title>");
    expect(more.html).toContain("Searchable teapot");

    for (const p of ["/about", "/agreement/help", "/howAuctionWorks"]) {
      const r = await page(p);
      expect(r.status, p).toBe(HTTP.OK);
      expect(r.html, p).toMatch(/<h1[^>]*>/);
      expect(r.html, p).toContain("<title>Buy Now Or Miss Out</title>");
    }
  });

  it("a page kept for the next visitors is never older than what the database holds", async () => {
    const item = await createItem(s, { sellerId: seller.id, title: "Kept kettle", priceCents: 1500 });
    const at = `/itemDetail/${item.itemNumber}`;
    const first = await page(at);
    expect(first.html).toContain("Kept kettle");
    // Nothing written meanwhile (the job poller's row locks included): the same page, kept.
    const writes = s.deps.database.writes();
    await s.deps.jobs.runDue();
    expect(s.deps.database.writes()).toBe(writes);
    const kept = await page(at);
    // The same page but for its scripts' nonce, which every answer draws anew.
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    expect(withoutNonce(kept.html)).toBe(withoutNonce(first.html));
    expect(kept.headers.get("etag")).toBe(first.headers.get("etag"));

    // A write made anyhow (here straight into the table) is on the next visitor's page.
    await s.deps.database.db.update(items).set({ priceCents: 1725 }).where(eq(items.id, item.id));
    const repriced = await page(at);
    expect(repriced.html).toContain("$17.25");
    expect(repriced.headers.get("etag")).not.toBe(first.headers.get("etag"));

    // Through the API, too: the seller withdraws it and the page is gone at once.
    const r = await s.call("POST", "/api/item/withdraw", {
      token: seller.token,
      body: { itemNumber: item.itemNumber },
    });
    expect(r.body.status_code).toBe(Code.OK);
    expect((await page(at)).status).toBe(HTTP.NotFound);
  });

  it("the home page shows the newest items, painted by the same card as the app", async () => {
    await createItem(s, { sellerId: seller.id, title: "Home page kettle", priceCents: 999 });
    const r = await page("/");
    expect(r.status).toBe(HTTP.OK);
    expect(r.html).toContain("<title>Buy Now Or Miss Out</title>");
    expect(r.html).toContain("Home page kettle");
    expect(r.html).toContain("$9.99");
    expect(r.html).toContain('"home","template"');
  });

  it("a pickup code link redirects on the server; an unknown code is left to the app", async () => {
    const item = await createItem(s, { sellerId: seller.id, title: "Coded item" });
    const r = await page(`/itemDetail/sinCode/${item.sinCode}`);
    expect(r.status).toBe(HTTP.Found);
    expect(r.headers.get("location")).toBe(`/itemDetail/${item.itemNumber}`);
    const unknown = await page("/itemDetail/sinCode/NOSUCHCODE");
    expect(unknown.status).toBe(HTTP.OK);
    expect(unknown.html).not.toContain("data-ssr");
  });

  it("pages the browser renders alone get the neutral placeholder, never another page's content", async () => {
    const r = await page("/orders");
    expect(r.status).toBe(HTTP.OK);
    expect(r.html).not.toContain("data-ssr");
    expect(r.html).not.toMatch(/miss out\./i);
    expect(r.headers.get("cache-control")).toBe("no-cache");
  });
});

describe("security headers", () => {
  it("a page carries them all; a hashed asset only those that act on a file; a worker's script them all", async () => {
    const home = await page("/");
    expect(home.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(home.headers.get("x-frame-options")).toBe("DENY");
    expect(home.headers.get("x-content-type-options")).toBe("nosniff");

    const assets = fs.readdirSync(path.join(CLIENT_DIR, "assets"));
    const script = assets.find((f) => /^framework-.*\.js$/.test(f))!;
    const asset = await fetch(`${s.url}/assets/${script}`);
    expect(asset.status).toBe(HTTP.OK);
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(asset.headers.get("strict-transport-security")).toContain("max-age=");
    for (const documentOnly of [
      "content-security-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "permissions-policy",
      "referrer-policy",
    ])
      expect(asset.headers.get(documentOnly), documentOnly).toBeNull();

    const workerFile = assets.find((f) => /worker.*\.js$/.test(f))!;
    const worker = await fetch(`${s.url}/assets/${workerFile}`);
    expect(worker.headers.get("content-security-policy")).toContain("script-src 'self'");
    const sw = await fetch(`${s.url}/sw.js`);
    expect(sw.headers.get("content-security-policy")).toContain("script-src 'self'");
  });
});

describe("robots.txt and the sitemap", () => {
  it("robots.txt keeps crawlers out of accounts, orders and the API and names the sitemap", async () => {
    const r = await page("/robots.txt");
    expect(r.status).toBe(HTTP.OK);
    for (const p of ["/api/", "/orders", "/orderDetail/", "/personalData", "/signIn"])
      expect(r.html).toContain(`Disallow: ${p}`);
    expect(r.html).toContain("Sitemap: https://market.example/sitemap.xml");
  });

  it("the sitemap index lists pages whose entries are the active items, categories and sellers", async () => {
    const active = await createItem(s, { sellerId: seller.id, title: "Mapped chair" });
    const ended = await createItem(s, { sellerId: seller.id, title: "Ended chair", status: "ended" });
    const index = await page("/sitemap.xml");
    expect(index.headers.get("content-type")).toContain("xml");
    const maps = [...index.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(maps).toContain("https://market.example/sitemap/items-1.xml");
    const items = await page("/sitemap/items-1.xml");
    expect(items.html).toContain(`https://market.example/itemDetail/${active.itemNumber}`);
    expect(items.html).not.toContain(ended.itemNumber);
    const sellers = await page("/sitemap/sellers.xml");
    expect(sellers.html).toContain(`https://market.example/sellerInformation/${seller.id}`);
    const cats = await page("/sitemap/categories.xml");
    expect(cats.html).toMatch(/classificationList\/\d+/);
    expect((await page("/sitemap/items-99.xml")).status).toBe(HTTP.NotFound);
  });
});

describe("the language of a rendered page", () => {
  it("is the lang cookie's, else Accept-Language's, and caches are told so", async () => {
    const zh = await page("/", { "Accept-Language": "zh-CN,zh;q=0.9,en;q=0.8" });
    expect(zh.status).toBe(HTTP.OK);
    expect(zh.html).toMatch(/<html[^>]* lang="zh-CN"/);
    expect(zh.html).toContain("手慢无");
    expect(zh.html).toContain("搜索宝贝");
    expect(zh.headers.get("vary")).toMatch(/Accept-Language/);
    expect(zh.headers.get("vary")).toMatch(/Cookie/);

    const en = await page("/", { "Accept-Language": "en-GB,en;q=0.9" });
    expect(en.html).toMatch(/<html[^>]* lang="en"/);
    expect(en.html).toContain("Search for anything");
    expect(en.html).not.toContain("搜索宝贝");
    // The same data in another language is another page: never a 304 for the other's copy.
    expect(en.headers.get("etag")).not.toBe(zh.headers.get("etag"));

    // The switch's cookie wins over the browser's languages, both ways.
    const chosenEn = await page("/", { "Accept-Language": "zh-CN", Cookie: "lang=en" });
    expect(chosenEn.html).toMatch(/<html[^>]* lang="en"/);
    const chosenZh = await page("/itemSearch?q=lamp", { "Accept-Language": "en-US", Cookie: "lang=zh" });
    expect(chosenZh.html).toMatch(/<html[^>]* lang="zh-CN"/);
    expect(chosenZh.html).toContain("<title>搜索</title>");
  });

  it("says the head, the manifest, the categories and the home rows in Chinese, and English as before", async () => {
    const zhHeaders = { "Accept-Language": "zh-CN,zh;q=0.9" };
    // The category tree is written on first use: ask for it before an item points into it.
    const tree = (await s.call("GET", "/api/category/list", { headers: zhHeaders })).body.res_data;
    expect(tree[0]).toMatchObject({ id: 1, name: "数码电子" });
    expect(tree[0].children.find((c: { id: number }) => c.id === 103).name).toBe("相机和摄影器材");
    expect((await s.call("GET", "/api/category/list")).body.res_data[0].name).toBe("Electronics");

    const item = await createItem(s, {
      sellerId: seller.id,
      title: "铜茶壶",
      description: "好用，无磕碰。",
      priceCents: 1200,
      city: "Lyon",
      categoryId: 103,
    });
    const detail = await s.call("GET", "/api/item/detail", {
      query: { itemNumber: item.itemNumber },
      headers: zhHeaders,
    });
    expect(detail.body.res_data.categoryName).toBe("相机和摄影器材");
    expect(detail.body.res_data.categoryPath.map((c: { name: string }) => c.name)).toEqual([
      "数码电子",
      "相机和摄影器材",
    ]);

    const zh = await page(`/itemDetail/${item.itemNumber}`, zhHeaders);
    expect(meta(zh.html, "description")).toBe("$12.00。好用，无磕碰。在Lyon自提。");
    expect(zh.html).toContain('<link rel="manifest" href="/manifest.zh-CN.webmanifest" />');
    expect(zh.html).toContain("相机和摄影器材");
    const en = await page(`/itemDetail/${item.itemNumber}`, { "Accept-Language": "en" });
    expect(meta(en.html, "description")).toBe("$12.00. 好用，无磕碰。 Pickup in Lyon.");
    expect(en.html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(en.html).toContain("Cameras &amp; Photo");

    const category = await page("/classificationList/1", zhHeaders);
    expect(category.html).toContain("<title>数码电子</title>");
    expect(meta(category.html, "description")).toBe("身边的数码电子：拍卖和一口价宝贝。");

    // The home rows' titles come from the server, in the request's language.
    const rows = (await s.call("GET", "/api/home/template", { headers: zhHeaders })).body.res_data.sections;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.title).toMatch(/\p{Script=Han}/u);
    const home = await page("/", zhHeaders);
    expect(home.html).toContain("最新发布");
    expect(home.html).not.toContain("Newly listed");
    expect(meta(home.html, "description")).toBe("在身边买、拍、卖。拍卖和一口价宝贝都有，网络不好也能用。");
  });

  it("sends the shell of the pages the browser renders alone with its head in the visitor's language", async () => {
    const zh = await page("/orders", { "Accept-Language": "zh-CN" });
    expect(zh.status).toBe(HTTP.OK);
    expect(zh.html).toMatch(/<html[^>]* lang="zh-CN"/);
    expect(zh.html).toContain("<title>Buy Now Or Miss Out 手慢无</title>");
    expect(zh.html).toContain('<link rel="manifest" href="/manifest.zh-CN.webmanifest" />');
    expect(meta(zh.html, "description")).toBe("在身边买、拍、卖。拍卖和一口价宝贝都有，网络不好也能用。");
    expect(zh.headers.get("vary")).toMatch(/Accept-Language/);
    expect(zh.headers.get("vary")).toMatch(/Cookie/);
    // English is the file as the build wrote it.
    const en = await page("/orders", { "Accept-Language": "en-US" });
    expect(en.html).toBe(fs.readFileSync(path.join(CLIENT_DIR, "index.html"), "utf8"));
    const chosen = await page("/orders", { "Accept-Language": "en-US", Cookie: "lang=zh" });
    expect(chosen.html).toMatch(/<html[^>]* lang="zh-CN"/);
  });
});
