import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../../platform/context.ts";
import { activeItemPages, activeItemsPage, activeSellerIds, categoryIds } from "../catalog/index.ts";

const XML = "application/xml; charset=UTF-8";
/** Crawlers may cache these an hour; they are cheap to make again. */
const CACHE = "public, max-age=3600";

/** Pages without data that a crawler should still find (rules/product.md §2 static routes). */
const STATIC_PATHS = [
  "/",
  "/classification",
  "/about",
  "/howAuctionWorks",
  "/agreement/help",
  "/agreement/terms",
  "/agreement/policy",
];

/** Signed-in, account, order and API paths: nothing there for a search engine. */
const DISALLOWED = [
  "/api/",
  "/rt/",
  "/signIn",
  "/signUp",
  "/login",
  "/verify",
  "/forget",
  "/reset",
  "/personalData",
  "/notifications",
  "/orders",
  "/orderDetail/",
  "/sellerOrderDetail/",
  "/order/",
  "/payment",
  "/pay",
  "/buying",
  "/bids",
  "/watching",
  "/recentlyViewed",
  "/balance",
  "/withdraw",
  "/manageMyWallet",
  "/chat",
  "/postItem",
  "/editItem",
  "/draft",
  "/items",
  "/stores",
  "/store/",
  "/team-management",
  "/configurations",
  "/tv-display",
  "/authorize",
];

const esc = (t: string) => t.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const urlset = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
const entry = (loc: string, lastmod?: number) =>
  `<url><loc>${esc(loc)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ""}</url>`;

/** `/robots.txt`, `/sitemap.xml` (an index) and its pages under `/sitemap/`. */
export function registerSeoRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const origin = deps.env.PUBLIC_URL;
  const db = () => deps.database.db;

  app.get("/robots.txt", (c) => {
    c.header("Cache-Control", CACHE);
    const lines = [
      "User-agent: *",
      ...DISALLOWED.map((p) => `Disallow: ${p}`),
      "",
      `Sitemap: ${origin}/sitemap.xml`,
      "",
    ];
    return c.text(lines.join("\n"));
  });

  app.get("/sitemap.xml", async (c) => {
    const pages = await activeItemPages(db());
    const maps = [
      "/sitemap/pages.xml",
      "/sitemap/categories.xml",
      "/sitemap/sellers.xml",
      ...Array.from({ length: pages }, (_, i) => `/sitemap/items-${i + 1}.xml`),
    ];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps
      .map((m) => `<sitemap><loc>${esc(origin + m)}</loc></sitemap>`)
      .join("\n")}\n</sitemapindex>\n`;
    return c.body(body, 200, { "Content-Type": XML, "Cache-Control": CACHE });
  });

  app.get("/sitemap/:name{[a-z]+(-[0-9]+)?\\.xml}", async (c) => {
    const name = c.req.param("name");
    let entries: string[];
    if (name === "pages.xml") entries = STATIC_PATHS.map((p) => entry(origin + p));
    else if (name === "categories.xml")
      entries = (await categoryIds(db())).map((id) => entry(`${origin}/classificationList/${id}`));
    else if (name === "sellers.xml")
      entries = (await activeSellerIds(db())).map((id) => entry(`${origin}/sellerInformation/${id}`));
    else {
      const page = Number(/^items-(\d+)\.xml$/.exec(name)?.[1]);
      if (!Number.isInteger(page) || page < 1 || page > (await activeItemPages(db()))) return c.notFound();
      entries = (await activeItemsPage(db(), page)).map((i) =>
        entry(`${origin}/itemDetail/${encodeURIComponent(i.itemNumber)}`, i.changedAt),
      );
    }
    return c.body(urlset(entries), 200, { "Content-Type": XML, "Cache-Control": CACHE });
  });
}
