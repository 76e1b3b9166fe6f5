import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { items } from "../../db/schema/index.ts";
import type { ItemRow } from "./item-view.ts";

/*
 * The listings' reads and writes the selling module makes (its sellers' items) and what the orders
 * module reads of the items sold, kept here because the catalog owns the items table
 * (scripts/check-walls.mjs, rule g). Each takes the caller's database or transaction.
 */

export type ItemInsert = typeof items.$inferInsert;

/** The item by its number, locked for the rest of the transaction (every change goes through this). */
export async function lockItemByNumber(tx: DbOrTx, itemNumber: string): Promise<ItemRow | null> {
  const [row] = await tx.select().from(items).where(eq(items.itemNumber, itemNumber)).for("update");
  return row ?? null;
}

/**
 * An operator's decision takes an item down (`removed`) or puts it back (the status it had): no
 * version bump, as the seller's edit in flight is not the one that changed.
 */
export async function setItemStatusByModeration(
  tx: DbOrTx,
  itemId: number,
  status: string,
  now: number,
): Promise<ItemRow | null> {
  const [row] = await tx
    .update(items)
    .set({ status, updatedAt: now })
    .where(eq(items.id, itemId))
    .returning();
  return row ?? null;
}

export async function insertItem(tx: DbOrTx, values: ItemInsert): Promise<ItemRow> {
  const [row] = await tx.insert(items).values(values).returning();
  return row!;
}

/** How many listings exist, in any state (the demo loads its catalogue only into an empty one). */
export async function countListings(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(items);
  return row?.n ?? 0;
}

/** Many listings at once (the demo catalogue), with what scheduling their auctions needs. */
export function insertListings(tx: DbOrTx, rows: ItemInsert[]) {
  return tx.insert(items).values(rows).returning({
    id: items.id,
    itemNumber: items.itemNumber,
    endTime: items.endTime,
    saleType: items.saleType,
    status: items.status,
  });
}

export async function deleteItem(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(items).where(eq(items.id, id));
}

/**
 * Writes the changes and raises the version by exactly one, guarded by the version that was read:
 * if anything slipped in between, no row matches and the caller answers a conflict.
 */
export async function updateItemVersioned(
  tx: DbOrTx,
  id: number,
  expectedVersion: number,
  changes: Partial<ItemInsert>,
): Promise<ItemRow | null> {
  const [row] = await tx
    .update(items)
    .set({ ...changes, version: expectedVersion + 1 })
    .where(and(eq(items.id, id), eq(items.version, expectedVersion)))
    .returning();
  return row ?? null;
}

/** Listings that count against the personal free-item limit: live (active or scheduled) and personal. */
export async function countPersonalLiveItems(db: DbOrTx, userId: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(items)
    .where(and(eq(items.sellerId, userId), isNull(items.storeId), eq(items.status, "active")));
  return Number(r?.n ?? 0);
}

export type ListOrder = "created" | "updated" | "oldest" | "price_asc" | "price_desc" | "ending" | "title";
/** The seller portal's table narrows further: words of the title (or an exact code), a sale type. */
export type ListNarrowing = { q?: string | undefined; saleType?: "auction" | "fixed" | undefined };
const ORDERS: Record<ListOrder, SQL[]> = {
  created: [desc(items.createdAt)],
  updated: [desc(items.updatedAt)],
  oldest: [asc(items.createdAt)],
  price_asc: [sql`${items.listPriceCents} asc nulls last`],
  price_desc: [sql`${items.listPriceCents} desc nulls last`],
  ending: [sql`${items.endTime} asc nulls last`],
  title: [asc(sql`lower(${items.title})`)],
};

export type SellerScope = { userId: number; storeId: number | null };
export type ListFilter = "active" | "scheduled" | "ended" | "sold" | "withdrawn" | "draft" | "all";

/**
 * The seller's listings: a store's items while acting as that store, else the user's personal ones.
 * `scheduled` is an active auction whose start is still ahead; `active` is the rest of the live ones.
 */
export async function listSellerItems(
  db: DbOrTx,
  scope: SellerScope,
  filter: ListFilter,
  now: number,
  page: { currentPage: number; pageSize: number },
  order: ListOrder = "created",
  narrow: ListNarrowing = {},
): Promise<{ rows: ItemRow[]; total: number }> {
  const owner =
    scope.storeId !== null
      ? eq(items.storeId, scope.storeId)
      : and(eq(items.sellerId, scope.userId), isNull(items.storeId));
  const conds: (SQL | undefined)[] = [owner];
  const scheduled = and(eq(items.saleType, "auction"), gt(items.startTime, now));
  switch (filter) {
    case "all":
      break;
    case "scheduled":
      conds.push(eq(items.status, "active"), scheduled);
      break;
    case "active":
      conds.push(
        eq(items.status, "active"),
        or(sql`${items.saleType} <> 'auction'`, isNull(items.startTime), lte(items.startTime, now)),
      );
      break;
    default:
      conds.push(eq(items.status, filter));
  }
  if (narrow.saleType) conds.push(eq(items.saleType, narrow.saleType));
  const text = narrow.q?.trim();
  if (text) {
    // Words of the title in any order or of the printed code, or the item number itself: what a
    // seller types to find one.
    const words = text
      .split(/\s+/)
      .slice(0, 8)
      .map((word) => {
        const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        return or(ilike(items.title, like), ilike(items.sinCode, like));
      });
    conds.push(or(and(...words), eq(sql`upper(${items.itemNumber})`, text.toUpperCase()))!);
  }
  const where = and(...conds);
  const [totalRow] = await db.select({ n: count() }).from(items).where(where);
  const rows = await db
    .select()
    .from(items)
    .where(where)
    .orderBy(...ORDERS[order], desc(items.id))
    .limit(page.pageSize)
    .offset((page.currentPage - 1) * page.pageSize);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

/** Listings of the scope that finished (sold, ended, withdrawn) in [start, end], for performance. */
export async function finishedListings(
  db: DbOrTx,
  scope: SellerScope,
  start: number,
  end: number,
): Promise<{ status: string; publishedAt: number | null; closedAt: number | null }[]> {
  const owner =
    scope.storeId !== null
      ? eq(items.storeId, scope.storeId)
      : and(eq(items.sellerId, scope.userId), isNull(items.storeId));
  return db
    .select({ status: items.status, publishedAt: items.publishedAt, closedAt: items.closedAt })
    .from(items)
    .where(
      and(
        owner,
        inArray(items.status, ["sold", "ended", "withdrawn"]),
        gte(items.closedAt, start),
        lte(items.closedAt, end),
      ),
    );
}

// ---------- what the orders module reads of its orders' items ----------

/** The sold item's fields an order copies (the orders module asks at order creation, in its transaction). */
export async function itemForOrder(db: DbOrTx, itemId: number) {
  const [row] = await db
    .select({
      id: items.id,
      itemNumber: items.itemNumber,
      title: items.title,
      images: items.images,
      sellerId: items.sellerId,
      storeId: items.storeId,
    })
    .from(items)
    .where(eq(items.id, itemId));
  return row ?? null;
}

/** Where the items of orders are picked up (the item's city and the seller's pickup note now). */
export async function pickupInfoOf(db: DbOrTx, itemIds: number[]) {
  const out = new Map<
    number,
    { city: string | null; pickupNote: string | null; lat: number | null; lng: number | null }
  >();
  if (itemIds.length === 0) return out;
  const rows = await db
    .select({ id: items.id, city: items.city, pickupNote: items.pickupNote, lat: items.lat, lng: items.lng })
    .from(items)
    .where(inArray(items.id, [...new Set(itemIds)]));
  for (const r of rows) out.set(r.id, { city: r.city, pickupNote: r.pickupNote, lat: r.lat, lng: r.lng });
  return out;
}
