import { asc, count, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { items } from "../../db/schema/index.ts";
import { allCategories } from "./categories.ts";

/** At most this many addresses in one sitemap file (the sitemaps protocol's limit). */
export const SITEMAP_PAGE_SIZE = 50_000;

/** How many sitemap pages the active items fill. */
export async function activeItemPages(db: DbOrTx, pageSize = SITEMAP_PAGE_SIZE): Promise<number> {
  const [row] = await db.select({ n: count() }).from(items).where(eq(items.status, "active"));
  return Math.max(1, Math.ceil((row?.n ?? 0) / pageSize));
}

/** One page of active items' numbers and last changes, in id order (stable between crawls). */
export async function activeItemsPage(
  db: DbOrTx,
  page: number,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<{ itemNumber: string; changedAt: number }[]> {
  const rows = await db
    .select({ itemNumber: items.itemNumber, changedAt: items.updatedAt })
    .from(items)
    .where(eq(items.status, "active"))
    .orderBy(asc(items.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map((r) => ({ itemNumber: r.itemNumber, changedAt: Number(r.changedAt) }));
}

/** The ids of every category (each has its list page). */
export async function categoryIds(db: DbOrTx): Promise<number[]> {
  return (await allCategories(db)).map((c) => c.id);
}

/** Sellers with something for sale (their profile pages are worth a crawl). */
export async function activeSellerIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ sellerId: items.sellerId })
    .from(items)
    .where(eq(items.status, "active"))
    .orderBy(asc(items.sellerId))
    .limit(SITEMAP_PAGE_SIZE);
  return rows.map((r) => r.sellerId);
}
