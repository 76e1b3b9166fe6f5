import { and, desc, eq, inArray, isNull, notInArray, type SQL, sql } from "drizzle-orm";
import { Code } from "#shared/codes";
import type { GoneItem, ItemDetail, ItemSummary } from "#shared/contract/catalog";
import type { Page, PagingQuery } from "#shared/contract/common";
import { type DbOrTx, prepared, preparedRows, queryRows } from "../../db/client.ts";
import { items, recentlyViewed, watches } from "../../db/schema/index.ts";
import type { AppDeps } from "../../platform/context.ts";
import { ApiError, notFound } from "../../platform/errors.ts";
import {
  displayName,
  getStoreById,
  getUserById,
  isStoreTeamMember,
  storesOfUser,
} from "../accounts/index.ts";
import { allCategories, buildTree, categoryPath } from "./categories.ts";
import {
  canSeeItem,
  findItemPage,
  type ItemRow,
  itemDetailOf,
  summaryColumns,
  toItemSummary,
} from "./item-view.ts";

/** How many recently viewed items a user keeps. */
export const RECENTLY_VIEWED_MAX = 100;

export async function categoryTree(db: DbOrTx) {
  return buildTree(await allCategories(db));
}

const itemByNumber = prepared((db) =>
  db
    .select()
    .from(items)
    .where(eq(items.itemNumber, sql.placeholder("itemNumber")))
    .prepare("catalog_item_by_number"),
);

export async function findItemByNumber(db: DbOrTx, itemNumber: string): Promise<ItemRow | null> {
  const [row] = await itemByNumber(db, { itemNumber });
  return row ?? null;
}

const itemNotFound = () => notFound("This item does not exist or is no longer available");

/** GET /item/detail: drafts and withdrawn items only for their seller; a signed-in view is remembered. */
export async function itemDetail(
  deps: AppDeps,
  itemNumber: string,
  viewerUserId: number | null,
): Promise<ItemDetail> {
  const db = deps.database.db;
  const found = await findItemPage(db, itemNumber, viewerUserId);
  if (!found || !(await canSeeItem(db, found.row, viewerUserId))) throw itemNotFound();
  if (viewerUserId !== null && found.row.status !== "draft")
    await recordView(deps, viewerUserId, found.row.id);
  return itemDetailOf(deps, found.row, viewerUserId, found.extras);
}

/**
 * GET /item/gone: a withdrawn item's category and seller, for its page to say what happened and show
 * where to look next (its own words and photos stay hidden). Anything else is not found.
 */
export async function goneItem(deps: AppDeps, itemNumber: string): Promise<GoneItem> {
  const found = await findItemPage(deps.database.db, itemNumber, null);
  if (found?.row.status !== "withdrawn") throw itemNotFound();
  const { row, extras } = found;
  return {
    itemNumber: row.itemNumber,
    status: "withdrawn",
    categoryId: row.categoryId ?? null,
    seller: { id: row.sellerId, name: extras.sellerName, storeId: row.storeId ?? null },
  };
}

/**
 * A view, in one statement: the user's other views past the newest RECENTLY_VIEWED_MAX - 1 are
 * dropped and this one is written (or moved to now), so the list stays bounded. The two touch
 * different rows, so the statement's parts do not trip over each other.
 */
const recordViewStatement = preparedRows(
  "catalog_record_view",
  sql`WITH dropped AS (
    DELETE FROM ${recentlyViewed} WHERE ${recentlyViewed.userId} = ${sql.placeholder("userId")}
      AND ${recentlyViewed.itemId} <> ${sql.placeholder("itemId")}
      AND ${recentlyViewed.itemId} NOT IN (
        SELECT ${recentlyViewed.itemId} FROM ${recentlyViewed}
        WHERE ${recentlyViewed.userId} = ${sql.placeholder("userId")} AND ${recentlyViewed.itemId} <> ${sql.placeholder("itemId")}
        ORDER BY ${recentlyViewed.viewedAt} DESC LIMIT ${RECENTLY_VIEWED_MAX - 1})
  )
  INSERT INTO ${recentlyViewed} (user_id, item_id, viewed_at)
  VALUES (${sql.placeholder("userId")}, ${sql.placeholder("itemId")}, ${sql.placeholder("now")})
  ON CONFLICT (user_id, item_id) DO UPDATE SET viewed_at = excluded.viewed_at`,
);

async function recordView(deps: AppDeps, userId: number, itemId: number): Promise<void> {
  await recordViewStatement(deps.database.db, { userId, itemId, now: deps.clock.now() });
}

export async function itemNumberBySinCode(db: DbOrTx, sinCode: string): Promise<{ itemNumber: string }> {
  const [row] = await db
    .select({ itemNumber: items.itemNumber, status: items.status })
    .from(items)
    .where(eq(items.sinCode, sinCode.trim().toUpperCase()));
  // A draft's code is not public yet.
  if (!row || row.status === "draft" || row.status === "withdrawn" || row.status === "removed")
    throw notFound("No item has this code");
  return { itemNumber: row.itemNumber };
}

/**
 * A watch set or removed and items.watchCount moved with it, in one statement under the item's row
 * lock (as a transaction of four queries did): the item's status and count as the lock found them,
 * and the count after the change when there was one.
 */
const watchChange = (name: string, change: SQL, count: SQL) =>
  preparedRows<{ status: string; watch_count: number }>(
    name,
    sql`WITH it AS (
      SELECT id, status, watch_count FROM ${items} WHERE id = ${sql.placeholder("itemId")} FOR UPDATE
    ), changed AS (${change}),
    counted AS (
      UPDATE ${items} SET watch_count = ${count} FROM changed WHERE ${items.id} = changed.item_id
      RETURNING ${items.watchCount}
    )
    SELECT it.status, coalesce((SELECT watch_count FROM counted), it.watch_count) AS watch_count FROM it`,
  );
const addWatch = watchChange(
  "catalog_watch",
  sql`INSERT INTO ${watches} (user_id, item_id, created_at)
    SELECT ${sql.placeholder("userId")}, id, ${sql.placeholder("now")} FROM it WHERE status = 'active'
    ON CONFLICT DO NOTHING RETURNING item_id`,
  sql`${items.watchCount} + 1`,
);
const removeWatch = watchChange(
  "catalog_unwatch",
  sql`DELETE FROM ${watches} USING it
    WHERE ${watches.userId} = ${sql.placeholder("userId")} AND ${watches.itemId} = it.id
    RETURNING ${watches.itemId}`,
  sql`greatest(${items.watchCount} - 1, 0)`,
);

/** Who watches an item (auctions tells them when it is ending). */
export async function watcherIdsOf(db: DbOrTx, itemId: number): Promise<number[]> {
  const rows = await db.select({ id: watches.userId }).from(watches).where(eq(watches.itemId, itemId));
  return rows.map((r) => r.id);
}

/** POST /item/watch: idempotent either way; items.watchCount follows the watches table. */
export async function setWatch(
  deps: AppDeps,
  userId: number,
  itemNumber: string,
  watch: boolean,
): Promise<{ watching: boolean; watchCount: number }> {
  const db = deps.database.db;
  const row = await findItemByNumber(db, itemNumber);
  if (!row || !(await canSeeItem(db, row, userId)) || row.status === "draft") throw itemNotFound();
  const unavailable = () =>
    new ApiError(Code.ITEM_UNAVAILABLE, "This item is no longer for sale, so it cannot be watched");
  if (watch && row.status !== "active") throw unavailable();
  const [after] = await (watch ? addWatch : removeWatch)(db, {
    itemId: row.id,
    userId,
    now: deps.clock.now(),
  });
  if (!after) throw itemNotFound();
  // The item left the sale between the read and the lock.
  if (watch && after.status !== "active") throw unavailable();
  return { watching: watch, watchCount: Number(after.watch_count) };
}

const HIDDEN_STATUSES = ["draft", "withdrawn", "removed"];

/**
 * The buyer's lists of items: GET /item/watching (newest watch first; ended and sold items stay so
 * the buyer sees the outcome) and GET /item/recentlyViewed (newest view first).
 */
const USER_ITEM_LISTS = {
  watching: { table: watches, order: desc(watches.createdAt) },
  recentlyViewed: { table: recentlyViewed, order: desc(recentlyViewed.viewedAt) },
};

export function userItemsList(
  deps: AppDeps,
  list: keyof typeof USER_ITEM_LISTS,
  userId: number,
  page: PagingQuery,
): Promise<Page<ItemSummary>> {
  const { table, order } = USER_ITEM_LISTS[list];
  return userItemsPage(deps.database.db, table, userId, order, page);
}

/** A page of the items a user keeps in `table` (watched, viewed), `order` first, drafts and withdrawn left out. */
async function userItemsPage(
  db: DbOrTx,
  table: typeof watches | typeof recentlyViewed,
  userId: number,
  order: ReturnType<typeof desc>,
  page: PagingQuery,
): Promise<Page<ItemSummary>> {
  const where = and(eq(table.userId, userId), notInArray(items.status, HIDDEN_STATUSES));
  const itemIdColumn = table.itemId;
  const offset = (page.currentPage - 1) * page.pageSize;
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(table)
      .innerJoin(items, eq(items.id, itemIdColumn))
      .where(where)
      .orderBy(order, desc(items.id))
      .limit(page.pageSize)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .innerJoin(items, eq(items.id, itemIdColumn))
      .where(where),
  ]);
  const total = count?.n ?? 0;
  return { list: rows.map((r) => toItemSummary(r)), total, hasNextPage: offset + rows.length < total };
}

/** GET /seller/info: the public profile of a seller. */
export async function sellerInfo(deps: AppDeps, userId: number, storeId?: number) {
  const db = deps.database.db;
  const user = await getUserById(db, userId);
  if (!user || user.deactivatedAt !== null) throw notFound("This seller does not exist");
  // A store's face: the store as its listings show it, reached through a member of its team.
  const store = storeId === undefined ? null : await getStoreById(db, storeId);
  if (storeId !== undefined && (!store || !(await isStoreTeamMember(db, storeId, userId))))
    throw notFound("This seller does not exist");
  const [counts] = await db
    .select({
      active: sql<number>`count(*) filter (where ${items.status} = 'active')`.mapWith(Number),
      sold: sql<number>`count(*) filter (where ${items.status} = 'sold')`.mapWith(Number),
    })
    .from(items)
    // A person's counts are their own listings; a store's are the store's, whoever listed them.
    .where(store ? eq(items.storeId, store.id) : and(eq(items.sellerId, userId), isNull(items.storeId)));
  return {
    id: user.id,
    name: store ? store.storeName : displayName(user),
    userName: store ? null : user.userName,
    pic: store ? (store.logo ?? user.pic) : user.pic,
    introduction: store ? store.introduction : user.introduction,
    city: user.city,
    // The city's own point (a city centre, never an address): buyers see how far the seller is.
    lat: user.city ? user.cityLat : null,
    lng: user.city ? user.cityLng : null,
    createTime: store ? store.createdAt : user.createdAt,
    activeItemCount: counts?.active ?? 0,
    soldItemCount: counts?.sold ?? 0,
    stores: store ? [] : await storesOfUser(db, userId),
    storeId: store?.id ?? null,
  };
}

/** Items of several numbers, in the given order (used by other modules for lists). */
export async function summariesByIds(db: DbOrTx, ids: number[]): Promise<Map<number, ItemSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(summaryColumns).from(items).where(inArray(items.id, ids));
  return new Map(rows.map((r) => [r.id, toItemSummary(r)]));
}

/** Items by number with the store they belong to (a TV's chosen items), in no particular order. */
export async function summariesByNumbers(
  db: DbOrTx,
  itemNumbers: string[],
): Promise<Array<ItemSummary & { storeId: number | null }>> {
  if (itemNumbers.length === 0) return [];
  const rows = await db
    .select({ ...summaryColumns, storeId: items.storeId })
    .from(items)
    .where(inArray(items.itemNumber, itemNumbers));
  return rows.map((r) => ({ ...toItemSummary(r), storeId: r.storeId }));
}

/** Words that say nothing about what an item is. */
const STOP_WORDS = new Set([
  "and",
  "the",
  "for",
  "with",
  "new",
  "used",
  "set",
  "of",
  "in",
  "a",
  "an",
  "size",
]);

/**
 * Categories for a new listing's title, learnt from the catalogue itself: each word of the title
 * (trigram word similarity, so "iphones" still finds "iPhone") is matched against the titles of
 * listings, and each matching listing votes for its category by how many words it shares. No
 * keyword list to keep up to date; the suggestions follow what people list.
 */
export async function suggestCategories(db: DbOrTx, title: string) {
  const words = [
    ...new Set(
      title
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 3 && /\p{L}/u.test(w) && !STOP_WORDS.has(w)),
    ),
  ].slice(0, 8);
  if (words.length === 0) return { list: [] };
  const list = sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  );
  const rows = await queryRows<{ category_id: number; score: number }>(
    db,
    sql`SELECT category_id, sum(hits)::float8 AS score FROM (
          SELECT i.category_id, sum(word_similarity(w, i.title)) AS hits
          FROM ${items} i, unnest(ARRAY[${list}]::text[]) AS w
          WHERE i.category_id IS NOT NULL AND i.status <> 'draft' AND word_similarity(w, i.title) >= 0.6
          GROUP BY i.id, i.category_id
          ORDER BY hits DESC LIMIT 60
        ) m GROUP BY category_id ORDER BY score DESC LIMIT 3`,
  );
  const cats = await allCategories(db);
  return {
    list: rows.map((r) => {
      const path = categoryPath(cats, r.category_id);
      return {
        id: r.category_id,
        name: path.at(-1)?.name ?? "",
        path: path.map((p) => p.name),
        score: Math.round(Number(r.score) * 100) / 100,
      };
    }),
  };
}
