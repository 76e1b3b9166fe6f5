import { type AnyColumn, and, eq, gt, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { ItemSummary } from "#shared/contract/catalog";
import type { Page } from "#shared/contract/common";
import type { SearchQuery } from "#shared/contract/search";
import type { Db, DbOrTx } from "../../db/client.ts";
import { items } from "../../db/schema/index.ts";
import type { AppDeps } from "../../platform/context.ts";
import { fieldError } from "../../platform/errors.ts";
import { allCategories, descendantIds } from "../catalog/categories.ts";
import { type SummaryRow, summaryColumns, toItemSummary } from "../catalog/item-view.ts";

/**
 * Below this word similarity (pg_trgm) a title does not match a query that full-text search missed.
 * 0.45 lets "camra" find "camera", "sansung" find "Samsung" and "bicycel" find "bicycle"; such
 * matches rank below real word matches, which also score on full-text rank.
 */
export const TYPO_THRESHOLD = 0.45;
const EARTH_KM = 6371;
const KM_PER_DEGREE = 111.045;

export type SearchInput = Partial<SearchQuery> & { currentPage: number; pageSize: number; storeId?: number };

/** Words of a query as a prefix tsquery ("canon cam" -> canon:* & cam:*); only letters and digits. */
export function toPrefixTsQuery(q: string): string {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  return words.map((w) => `${w}:*`).join(" & ");
}

/**
 * GET /search/items: full-text (title weighted above description) OR trigram similarity on the title,
 * filters, sorts, a total. Only active items, and no auction whose end has passed. The same SQL runs
 * on PGlite and PostgreSQL 15.
 */
export async function searchItems(deps: AppDeps, input: SearchInput): Promise<Page<ItemSummary>> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const q = input.q?.trim() ?? "";
  const tsq = q ? toPrefixTsQuery(q) : "";
  if (input.minPriceCents !== undefined && input.maxPriceCents !== undefined) {
    if (input.minPriceCents > input.maxPriceCents)
      throw fieldError("minPriceCents", "The lowest price must not be above the highest price");
  }
  if ((input.lat === undefined) !== (input.lng === undefined)) {
    throw fieldError(input.lat === undefined ? "lat" : "lng", "Give both lat and lng");
  }
  const hasPoint = input.lat !== undefined && input.lng !== undefined;
  if (input.radiusKm !== undefined && !hasPoint) {
    throw fieldError("radiusKm", "A distance needs lat and lng");
  }

  const conds: SQL[] = [eq(items.status, "active")];
  // No auction whose end has passed. With a sale type the rule reduces to a plain condition, which
  // lets "active auctions ending after now" be a range on items_active_end_idx.
  if (input.type === "auction") conds.push(eq(items.saleType, "auction"), gt(items.endTime, now));
  else if (input.type === "fixed") conds.push(eq(items.saleType, "fixed"));
  else conds.push(sql`(${items.saleType} <> 'auction' OR ${items.endTime} > ${now})`);
  if (input.cid !== undefined) {
    const ids = descendantIds(await allCategories(db), input.cid);
    if (ids.length === 0) return { list: [], total: 0, hasNextPage: false };
    conds.push(inArray(items.categoryId, ids));
  }
  if (input.condition) conds.push(eq(items.condition, input.condition));
  if (input.minPriceCents !== undefined) conds.push(gte(items.listPriceCents, input.minPriceCents));
  if (input.maxPriceCents !== undefined) conds.push(lte(items.listPriceCents, input.maxPriceCents));
  if (input.sellerId !== undefined) conds.push(eq(items.sellerId, input.sellerId));
  if (input.storeId !== undefined) conds.push(eq(items.storeId, input.storeId));

  let distance: SQL<number> | null = null;
  if (hasPoint) {
    const lat = input.lat!;
    const lng = input.lng!;
    // Haversine in km; plain SQL math so PGlite and PostgreSQL agree without PostGIS.
    distance = sql<number>`(2 * ${EARTH_KM} * asin(sqrt(power(sin(radians(${items.lat} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${items.lat})) * power(sin(radians(${items.lng} - ${lng}) / 2), 2))))`;
    if (input.radiusKm !== undefined) {
      const r = input.radiusKm;
      // A bounding box first (indexable on lat), then the exact distance.
      const dLat = r / KM_PER_DEGREE;
      conds.push(sql`${items.lat} BETWEEN ${lat - dLat} AND ${lat + dLat}`);
      const cosLat = Math.cos((lat * Math.PI) / 180);
      const dLng = cosLat > 0.01 ? r / (KM_PER_DEGREE * cosLat) : 360;
      if (lng - dLng > -180 && lng + dLng < 180) {
        conds.push(sql`${items.lng} BETWEEN ${lng - dLng} AND ${lng + dLng}`);
      }
      conds.push(sql`${distance} <= ${r}`);
    }
  }

  // Words first: full-text on the GIN index, ranked with the title (weight A) above the
  // description (B). Only when no item has the words do trigrams look for titles spelled like the
  // query ("camra" -> camera), which keeps typo tolerance from flooding real matches.
  const textMatch = sql`${items.searchVector} @@ to_tsquery('english', ${tsq})`;
  const textRank = sql<number>`ts_rank(${items.searchVector}, to_tsquery('english', ${tsq}))`;
  // title %> q is word_similarity(q, title) >= threshold, written column-first so the GIN index serves it.
  const typoMatch = sql`${items.title} %> ${q}`;
  const typoRank = sql<number>`word_similarity(${q}, ${items.title})`;
  const sort = input.sort ?? (q ? "relevance" : "newest");
  const orderFor = (k: SortKeys): SQL[] => {
    switch (sort) {
      case "relevance":
        return k.rank ? [sql`${k.rank} DESC`, sql`${k.id} DESC`] : newest(k);
      case "ending":
        return [sql`${k.endTime} ASC NULLS LAST`, sql`${k.id} ASC`];
      case "price_asc":
        return [sql`${k.listPriceCents} ASC NULLS LAST`, sql`${k.id} ASC`];
      case "price_desc":
        // Active items always have a price; plain DESC lets the index run backwards.
        return [sql`${k.listPriceCents} DESC`, sql`${k.id} DESC`];
      case "nearest":
        return k.distance ? [sql`${k.distance} ASC NULLS LAST`, sql`${k.id} DESC`] : newest(k);
      default:
        return newest(k);
    }
  };

  const offset = (input.currentPage - 1) * input.pageSize;
  const countOf = async (tx: DbOrTx, where: SQL | undefined) => {
    const [c] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(items)
      .where(where);
    return c?.n ?? 0;
  };
  const pageOf = (
    rows: (SummaryRow & { distanceKm: number | null })[],
    total: number,
  ): Page<ItemSummary> => ({
    list: rows.map((r) => toItemSummary(r, { distanceKm: r.distanceKm })),
    total,
    hasNextPage: offset + rows.length < total,
  });

  // Browsing in an indexed order (newest, price, ending): the page comes straight off the index and
  // a separate count reads only the narrow index of active items when no other filter applies.
  const runIndexed = async (tx: DbOrTx, where: SQL | undefined) => {
    const rows = await tx
      .select({
        ...summaryColumns,
        distanceKm: distance ? sql<number | null>`${distance}`.mapWith(Number) : sql<null>`null`,
      })
      .from(items)
      .where(where)
      .orderBy(...orderFor({ ...itemKeys, distance, rank: null }))
      .limit(input.pageSize)
      .offset(offset);
    return pageOf(rows, await countOf(tx, where));
  };

  // A text match, or an order computed per row (rank, distance): every matching row is read anyway,
  // so one pass counts them (count(*) over ()) and picks the page, carrying only the sort keys; the
  // page's rows are then read by id. The window sits in a subquery of its own on purpose: under
  // ORDER BY ... LIMIT, PostgreSQL 15 costs a window as if the limit stopped it early, so it walked
  // an order index (end_time, price) and ran every active item through the text match: 80 ms for
  // q=watch&type=auction&sort=ending, against 7 ms from the GIN index.
  const runRanked = async (tx: DbOrTx, where: SQL | undefined, rank: SQL<number> | null) => {
    const byRank = sort === "relevance" ? rank : null;
    const byDistance = sort === "nearest" ? distance : null;
    // Field by field: a subquery is a proxy, spreading it does not give its fields.
    const keysOf = (t: KeyFields): SortKeys => ({
      id: t.id,
      endTime: t.endTime,
      listPriceCents: t.listPriceCents,
      publishedAt: t.publishedAt,
      distance: byDistance ? t.distance : null,
      rank: byRank ? t.rank : null,
    });
    const m = tx
      .select({
        ...itemKeys,
        distance: (byDistance ?? sql<null>`null`).as("match_distance"),
        rank: (byRank ?? sql<null>`null`).as("match_rank"),
        total: sql<number>`count(*) over ()`.as("match_total"),
      })
      .from(items)
      .where(where)
      .as("m");
    const p = tx
      .select({
        id: m.id,
        endTime: m.endTime,
        listPriceCents: m.listPriceCents,
        publishedAt: m.publishedAt,
        distance: m.distance,
        rank: m.rank,
        total: m.total,
      })
      .from(m)
      .orderBy(...orderFor(keysOf(m)))
      .limit(input.pageSize)
      .offset(offset)
      .as("p");
    const rows = await tx
      .select({
        ...summaryColumns,
        distanceKm: distance ? sql<number | null>`${distance}`.mapWith(Number) : sql<null>`null`,
        total: sql<number>`${p.total}`.mapWith(Number),
      })
      .from(p)
      .innerJoin(items, eq(items.id, p.id))
      .orderBy(...orderFor(keysOf(p)));
    // Past the last page no row carries the total.
    const total = rows[0]?.total ?? (offset > 0 ? await countOf(tx, where) : 0);
    return pageOf(rows, total);
  };

  if (!q) {
    const where = and(...conds);
    return sort === "nearest" && distance ? runRanked(db, where, null) : runIndexed(db, where);
  }
  if (tsq) {
    const page = await runRanked(db, and(...conds, textMatch), textRank);
    if (page.total > 0) return page;
  }
  return (db as Db).transaction(async (tx) => {
    // The %> operator reads its threshold from this setting.
    await tx.execute(sql.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${TYPO_THRESHOLD}`));
    return runRanked(tx, and(...conds, typoMatch), typoRank);
  });
}

/** What the sorts order by, as columns of items or of a subquery over it. */
type SortKeys = {
  id: AnyColumn;
  endTime: AnyColumn;
  listPriceCents: AnyColumn;
  publishedAt: AnyColumn;
  distance: SQL | SQL.Aliased | null;
  rank: SQL | SQL.Aliased | null;
};
/** The sort keys as a subquery carries them. */
type KeyFields = Omit<SortKeys, "distance" | "rank"> & { distance: SQL.Aliased; rank: SQL.Aliased };
const itemKeys = {
  id: items.id,
  endTime: items.endTime,
  listPriceCents: items.listPriceCents,
  publishedAt: items.publishedAt,
};
function newest(k: SortKeys): SQL[] {
  // Exactly the order of items_active_published_idx, so browsing reads the index.
  return [sql`${k.publishedAt} DESC NULLS LAST`, sql`${k.id} DESC NULLS LAST`];
}
