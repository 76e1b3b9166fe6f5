import { and, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { ItemSummary } from "#shared/contract/catalog";
import type { Page } from "#shared/contract/common";
import type { SearchQuery } from "#shared/contract/search";
import type { Db, DbOrTx } from "../../db/client.ts";
import { items } from "../../db/schema/index.ts";
import type { AppDeps } from "../../platform/context.ts";
import { fieldError } from "../../platform/errors.ts";
import { allCategories, descendantIds } from "../catalog/categories.ts";
import { summaryColumns, toItemSummary } from "../catalog/item-view.ts";

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

  const conds: SQL[] = [
    eq(items.status, "active"),
    sql`(${items.saleType} <> 'auction' OR ${items.endTime} > ${now})`,
  ];
  if (input.cid !== undefined) {
    const ids = descendantIds(await allCategories(db), input.cid);
    if (ids.length === 0) return { list: [], total: 0, hasNextPage: false };
    conds.push(inArray(items.categoryId, ids));
  }
  if (input.condition) conds.push(eq(items.condition, input.condition));
  if (input.type) conds.push(eq(items.saleType, input.type));
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
  const orderFor = (rank: SQL<number> | null): SQL[] => {
    switch (sort) {
      case "relevance":
        return rank ? [sql`${rank} DESC`, sql`${items.id} DESC`] : newest();
      case "ending":
        return [sql`${items.endTime} ASC NULLS LAST`, sql`${items.id} ASC`];
      case "price_asc":
        return [sql`${items.listPriceCents} ASC NULLS LAST`, sql`${items.id} ASC`];
      case "price_desc":
        // Active items always have a price; plain DESC lets the index run backwards.
        return [sql`${items.listPriceCents} DESC`, sql`${items.id} DESC`];
      case "nearest":
        return distance ? [sql`${distance} ASC NULLS LAST`, sql`${items.id} DESC`] : newest();
      default:
        return newest();
    }
  };

  const offset = (input.currentPage - 1) * input.pageSize;
  const run = async (tx: DbOrTx, match: SQL | null, rank: SQL<number> | null) => {
    const where = and(...conds, ...(match ? [match] : []));
    // With a query every match is ranked anyway, so the window count is nearly free; without one,
    // a separate count lets the page itself come straight from an index.
    const withWindow = !!match;
    const rows = await tx
      .select({
        ...summaryColumns,
        distanceKm: distance ? sql<number | null>`${distance}`.mapWith(Number) : sql<null>`null`,
        total: withWindow ? sql<number>`count(*) over ()`.mapWith(Number) : sql<number>`0`.mapWith(Number),
      })
      .from(items)
      .where(where)
      .orderBy(...orderFor(rank))
      .limit(input.pageSize)
      .offset(offset);
    let total = rows[0]?.total ?? 0;
    if (!withWindow || (rows.length === 0 && offset > 0)) {
      const [c] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(items)
        .where(where);
      total = c?.n ?? 0;
    }
    return {
      list: rows.map((r) => toItemSummary(r, { distanceKm: r.distanceKm })),
      total,
      hasNextPage: offset + rows.length < total,
    };
  };
  if (!q) return run(db, null, null);
  if (tsq) {
    const page = await run(db, textMatch, textRank);
    if (page.total > 0) return page;
  }
  return (db as Db).transaction(async (tx) => {
    // The %> operator reads its threshold from this setting.
    await tx.execute(sql.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${TYPO_THRESHOLD}`));
    return run(tx, typoMatch, typoRank);
  });
}

function newest(): SQL[] {
  // Exactly the order of items_active_published_idx, so browsing reads the index.
  return [sql`${items.publishedAt} DESC NULLS LAST`, sql`${items.id} DESC NULLS LAST`];
}
