import { type AnyColumn, and, eq, gt, gte, inArray, isNull, lt, lte, type SQL, sql } from "drizzle-orm";
import type { ItemSummary } from "#shared/contract/catalog";
import type { SearchAnswer, SearchFacets, SearchQuery } from "#shared/contract/search";
import { bitmapScansDb, type Db, type DbOrTx, queryRows, TWIN_WORD_SIMILARITY } from "../../db/client.ts";
import { items } from "../../db/schema/index.ts";
import type { AppDeps } from "../../platform/context.ts";
import { fieldError } from "../../platform/errors.ts";
import {
  allCategories,
  type CategoryRow,
  descendantIds,
  type SummaryRow,
  summaryColumns,
  toItemSummary,
} from "../catalog/index.ts";
import {
  categoryWords,
  editDistance,
  editsAllowed,
  isCjkWord,
  nearVariants,
  normalizeWord,
  queryWords,
  senseOf,
  singular,
} from "./search-terms.ts";

/**
 * Below this word similarity (pg_trgm) a title does not match a query that full-text search missed.
 * 0.45 lets "camra" find "camera", "sansung" find "Samsung" and "bicycel" find "bicycle"; such
 * matches rank below real word matches, which also score on full-text rank.
 */
export const TYPO_THRESHOLD = 0.45;
const EARTH_KM = 6371;
const KM_PER_DEGREE = 111.045;

export type SearchInput = Partial<SearchQuery> & {
  currentPage: number;
  pageSize: number;
  /** Only a store's items; null: only items listed outside any store (a person's own). */
  storeId?: number | null;
  /**
   * Stop counting at COUNT_CAP (GET /search/items, which says so in `totalCapped`); other lists
   * built on this search (a seller's items, deals) keep their exact totals.
   */
  capCounts?: boolean;
};

/** Words of a query as a prefix tsquery ("canon cam" -> canon:* & cam:*); only letters and digits. */
export function toPrefixTsQuery(q: string): string {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  return words.map((w) => `${w}:*`).join(" & ");
}

/** The filters GET /search/items takes, as conditions; facets leave out the dimension they count. */
export type FilterParts = {
  /** Status, visibility and every filter that is not a facet dimension. */
  base: SQL[];
  category: SQL | null;
  condition: SQL | null;
  type: SQL | null;
  distance: SQL<number> | null;
  /** Filters of `base` that a query word's arms repeat for their indexes (wordMatch). */
  narrow: Narrow;
  /** A category filter that names no category: nothing can match. */
  impossible: boolean;
};

export async function filterParts(
  db: DbOrTx,
  input: Partial<SearchQuery> & { storeId?: number | null },
  now: number,
  categoryRows?: CategoryRow[],
) {
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
  const parts: FilterParts = {
    base: [eq(items.status, "active")],
    category: null,
    condition: null,
    type: null,
    distance: null,
    narrow: { category: [], text: [] },
    impossible: false,
  };
  const conds = parts.base;
  /** A filter of the base that an index serves. */
  const narrowing = (c: SQL) => {
    conds.push(c);
    parts.narrow.category.push(c);
  };
  // No auction whose end has passed. With a sale type the rule reduces to a plain condition, which
  // lets "active auctions ending after now" be a range on items_active_end_idx.
  // (The general rule stays in the base so the sale-type facet counts both types.)
  conds.push(sql`(${items.saleType} <> 'auction' OR ${items.endTime} > ${now})`);
  if (input.type === "auction") parts.type = and(eq(items.saleType, "auction"), gt(items.endTime, now))!;
  else if (input.type === "fixed") parts.type = eq(items.saleType, "fixed");
  if (input.cid !== undefined) {
    const ids = descendantIds(categoryRows ?? (await allCategories(db)), input.cid);
    if (ids.length === 0) parts.impossible = true;
    else parts.category = inArray(items.categoryId, ids);
  }
  if (input.condition) parts.condition = eq(items.condition, input.condition);
  if (input.minPriceCents !== undefined) {
    narrowing(gte(items.listPriceCents, input.minPriceCents));
    // The same bound, spelled apart (prices are whole cents): see Narrow.
    parts.narrow.text.push(gt(items.listPriceCents, input.minPriceCents - 1));
  }
  if (input.maxPriceCents !== undefined) {
    narrowing(lte(items.listPriceCents, input.maxPriceCents));
    parts.narrow.text.push(lt(items.listPriceCents, input.maxPriceCents + 1));
  }
  if (input.sellerId !== undefined) narrowing(eq(items.sellerId, input.sellerId));
  if (input.storeId === null) conds.push(isNull(items.storeId));
  else if (input.storeId !== undefined) narrowing(eq(items.storeId, input.storeId));

  if (hasPoint) {
    const lat = input.lat!;
    const lng = input.lng!;
    // Haversine in km; plain SQL math so PGlite and PostgreSQL agree without PostGIS.
    parts.distance = sql<number>`(2 * ${EARTH_KM} * asin(sqrt(power(sin(radians(${items.lat} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${items.lat})) * power(sin(radians(${items.lng} - ${lng}) / 2), 2))))`;
    if (input.radiusKm !== undefined) {
      const r = input.radiusKm;
      // A bounding box first (indexable on lat), then the exact distance.
      const dLat = r / KM_PER_DEGREE;
      narrowing(sql`${items.lat} BETWEEN ${lat - dLat} AND ${lat + dLat}`);
      const cosLat = Math.cos((lat * Math.PI) / 180);
      const dLng = cosLat > 0.01 ? r / (KM_PER_DEGREE * cosLat) : 360;
      if (lng - dLng > -180 && lng + dLng < 180) {
        narrowing(sql`${items.lng} BETWEEN ${lng - dLng} AND ${lng + dLng}`);
      }
      conds.push(sql`${parts.distance} <= ${r}`);
    }
  }
  return parts;
}

/**
 * Filters the search applies anyway, repeated inside a query word's arms so that an index reads
 * only the items that pass them: at 1,000,000 items "boots" under $100 read 14,000 boot titles and
 * 17,000 Shoes from the table to keep 1,100. The category arm takes the price, the distance's box,
 * the seller and the store (items_active_category_price_idx, items_active_category_place_idx); the
 * text arm takes the price only, ANDed with the GIN bitmap through items_active_price_idx (a box
 * there made PostgreSQL read the whole box first: it cannot estimate two ranges on lat and lng).
 * The text arm's price is spelled `> min - 1` / `< max + 1`: written like the category arm's,
 * PostgreSQL pulls the common condition out of the OR and then never joins the price index to the
 * GIN one.
 */
export type Narrow = { category: SQL[]; text: SQL[] };

export const allFiltersOf = (p: FilterParts): SQL[] =>
  [...p.base, p.category, p.condition, p.type].filter((c): c is SQL => c !== null);

/**
 * A tsquery fragment for one word and its synonyms: (camera:* | dslr:* | mirrorless:*), optionally
 * title-only. A word in Chinese or Japanese characters is the phrase of its characters, each a word
 * of search_vector (相机 -> 相 <-> 机): it matches where the text has them side by side.
 */
export function termsQuery(terms: string[], weight: "" | "A"): string {
  const term = (t: string) =>
    isCjkWord(t)
      ? `(${[...t].map((c) => `${c}${weight ? `:${weight}` : ""}`).join(" <-> ")})`
      : `${t}:*${weight}`;
  return `(${terms.map(term).join(" | ")})`;
}

export type WordMatch = {
  /** Every word matches the text (itself or a synonym) or names the item's category. */
  where: SQL;
  /**
   * 0–3, the mean over the words of: 2 when the title has the word itself, plus 1 when the word
   * names the item's category (or the title has one of its synonyms). Title matches come first,
   * then category matches, then description-only ones; a title match in the right category (a
   * "film camera" in Cameras & Photo) beats one elsewhere (a baby monitor "with camera").
   */
  tier: SQL<number>;
};

/**
 * The words of a query as conditions. Each word matches an item whose title or description has it
 * (or one of its synonyms) or whose category (or the category's parent) it names; an item must match
 * every word. Null when the query has no word. `narrow` repeats filters the search applies anyway
 * inside the arms (see Narrow).
 */
export async function wordMatch(
  db: DbOrTx,
  q: string,
  narrow: Narrow = { category: [], text: [] },
  categoryRows?: CategoryRow[],
): Promise<WordMatch | null> {
  const words = queryWords(q);
  if (!words.length) return null;
  const rows = categoryRows ?? (await allCategories(db));
  const perWord: SQL[] = [];
  const scores: SQL[] = [];
  for (const w of words) {
    const sense = senseOf(rows, w);
    const terms = [w, ...sense.synonyms];
    const text = sql`${items.searchVector} @@ to_tsquery('english', ${termsQuery(terms, "")})`;
    const textArm = narrow.text.length ? and(text, ...narrow.text)! : text;
    const inTitle = sql`${items.searchVector} @@ to_tsquery('english', ${termsQuery([w], "A")})`;
    const synonymInTitle = sense.synonyms.length
      ? sql`${items.searchVector} @@ to_tsquery('english', ${termsQuery(sense.synonyms, "A")})`
      : null;
    const inCategory = sense.categoryIds.length ? inArray(items.categoryId, sense.categoryIds) : null;
    // The category arm repeats status = 'active' so that items_status_category_idx (status first)
    // can serve it, and the OR can be a BitmapOr of that index and the GIN one when cheaper.
    const inActiveCategory = inCategory
      ? and(eq(items.status, "active"), inCategory, ...narrow.category)
      : null;
    perWord.push(inActiveCategory ? sql`(${textArm} OR ${inActiveCategory})` : textArm);
    const categoryLike = [inCategory, synonymInTitle].filter((c): c is SQL => c !== null);
    scores.push(
      sql`(CASE WHEN ${inTitle} THEN 2 ELSE 0 END${categoryLike.length ? sql` + CASE WHEN ${sql.join(categoryLike, sql` OR `)} THEN 1 ELSE 0 END` : sql``})`,
    );
  }
  return {
    where: and(...perWord)!,
    tier: sql<number>`((${sql.join(scores, sql` + `)})::float8 / ${words.length})`,
  };
}

/**
 * Relevance: the tier first (title, then category, then description); inside a tier fresher and
 * nearer items first (a week's age or 50 km each weigh as much as the other, and together less
 * than a step of the tier).
 */
function relevance(tier: SQL<number>, distance: SQL<number> | null, now: number): SQL<number> {
  // Exponents capped at 50: exp() of a large negative number is an underflow error, not 0.
  const fresh = sql`exp(-least(50, greatest(0, ${now} - coalesce(${items.publishedAt}, ${items.createdAt}))::float8 / ${7 * 86_400_000}))`;
  const near = distance ? sql` + exp(-least(50, ${distance} / 50.0))` : sql``;
  return sql<number>`(${tier} * ${4 * 8} + ${fresh}${near})`;
}

/**
 * Counting stops here. A search whose matches go past it answers `total: COUNT_CAP` with
 * `totalCapped: true` ("1,000+ items"), ranks an order computed per item (relevance; nearest with
 * words or without a radius) among the first COUNT_CAP + 1 matches found, and counts facets over
 * those matches (`facets.capped`: each count is "at least"). Below it everything is exact. Counting
 * a million rows is what made large searches slow; no person pages through a thousand results
 * (src/README.md, decision 15).
 */
export const COUNT_CAP = 1000;
/** The "cap" of a search that counts exactly (every caller but GET /search/items). */
const NO_CAP = 2 ** 31 - 2;

/** Fewer word matches than this and the answer looks for a "did you mean". */
const SUGGEST_BELOW = 5;

/**
 * GET /search/items: words (title, category names with their parents, synonyms) OR, when no item has
 * them, trigram similarity on the title; filters, sorts, a total, and on request "did you mean" and
 * facet counts. Only active items, and no auction whose end has passed. The same SQL runs on PGlite
 * and PostgreSQL 15.
 */
export async function searchItems(
  deps: AppDeps,
  input: SearchInput & { facets?: boolean },
): Promise<SearchAnswer> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const q = input.q?.trim() ?? "";
  // Read once for the whole search (they were read up to five times, and written again in each
  // transaction by ensureCategories), and only by a search that needs them: browsing does not.
  const categoryRows = input.cid !== undefined || q || input.facets ? await allCategories(db) : [];
  const parts = await filterParts(db, input, now, categoryRows);
  if (parts.impossible) return { list: [], total: 0, hasNextPage: false };
  const conds = allFiltersOf(parts);
  const distance = parts.distance;
  const match = q ? await wordMatch(db, q, parts.narrow, categoryRows) : null;

  // Typo tolerance: only when no item has the words do trigrams look for titles spelled like the
  // query ("camra" -> camera), which keeps typos from flooding real matches.
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
  const cap = input.capCounts ? COUNT_CAP : NO_CAP;
  const pageOf = (
    rows: (SummaryRow & { distanceKm: number | null })[],
    count: Count,
    more?: boolean,
  ): SearchAnswer => ({
    list: rows.map((r) => toItemSummary(r, { distanceKm: r.distanceKm })),
    total: count.total,
    ...(input.capCounts ? { totalCapped: count.capped } : {}),
    hasNextPage: more ?? offset + rows.length < count.total,
  });

  // An indexed order (newest, price, ending), with or without words: the page comes straight off
  // the index (or, for rare words, from the text index and a small sort: the planner picks), and a
  // separate count stops at COUNT_CAP + 1. One row more than the page tells whether a next page
  // exists, also past the cap.
  // Without words the count needs no plan of its own (withBitmapScans): it rides along in the page's
  // statement as a subquery PostgreSQL runs once (an InitPlan), one round trip instead of two.
  const runIndexed = async (tx: DbOrTx, filters: SQL | undefined, words: SQL | undefined) => {
    const counted = words ? null : cappedCountSql(tx, filters, cap);
    const rows = await tx
      .select({
        ...summaryColumns,
        distanceKm: distance ? sql<number | null>`${distance}`.mapWith(Number) : sql<null>`null`,
        counted: counted ?? sql<null>`null`,
      })
      .from(items)
      .where(and(filters, words))
      .orderBy(...orderFor({ ...itemKeys, distance, rank: null }))
      .limit(input.pageSize + 1)
      .offset(offset);
    const more = rows.length > input.pageSize;
    // Past the last page no row carries the count.
    const n = counted ? rows[0]?.counted : undefined;
    const count =
      n !== undefined && n !== null
        ? { total: Math.min(n, cap), capped: n > cap }
        : await cappedCount(tx, filters, words, cap);
    return pageOf(rows.slice(0, input.pageSize), count, more);
  };

  // What a pass over the matches carries to order them: the keys of the order asked for (rank and
  // distance only when they are that order), and how to read them back off the pass's subquery.
  const matchKeys = (rank: SQL<number> | null) => {
    const byRank = sort === "relevance" ? rank : null;
    const byDistance = sort === "nearest" ? distance : null;
    return {
      // As SQL, not columns: drizzle checks a column's table is in FROM, and matchesOf() names
      // its subquery `items` where drizzle cannot see it.
      columns: {
        id: sql<number>`${items.id}`.as("match_id"),
        endTime: sql<number | null>`${items.endTime}`.as("match_end_time"),
        listPriceCents: sql<number | null>`${items.listPriceCents}`.as("match_price"),
        publishedAt: sql<number | null>`${items.publishedAt}`.as("match_published_at"),
        distance: (byDistance ?? sql<null>`null`).as("match_distance"),
        rank: (byRank ?? sql<null>`null`).as("match_rank"),
      },
      // Field by field: a subquery is a proxy, spreading it does not give its fields.
      of: (t: KeyFields): SortKeys => ({
        id: t.id,
        endTime: t.endTime,
        listPriceCents: t.listPriceCents,
        publishedAt: t.publishedAt,
        distance: byDistance ? t.distance : null,
        rank: byRank ? t.rank : null,
      }),
    };
  };

  // An order computed per row (rank, distance): one pass over the matches, at most COUNT_CAP + 1
  // of them, counts them (count(*) over ()) and picks the page, carrying only the sort keys; the
  // page's rows are then read by id. The window sits in a subquery of its own on purpose: under
  // ORDER BY ... LIMIT, PostgreSQL 15 costs a window as if the limit stopped it early, so it walked
  // an order index (end_time, price) and ran every active item through the text match.
  const runRanked = async (
    tx: DbOrTx,
    filters: SQL | undefined,
    rank: SQL<number> | null,
    words: SQL | undefined,
  ) => {
    const keys = matchKeys(rank);
    // The first COUNT_CAP + 1 matches with their sort keys, then the window counts them: a window
    // runs before the LIMIT of its own SELECT, so the limit sits one level down.
    const found = tx
      .select(keys.columns)
      .from(matchesOf(words))
      .where(filters)
      .limit(cap + 1)
      .as("found");
    const m = tx
      .select({
        id: found.id,
        endTime: found.endTime,
        listPriceCents: found.listPriceCents,
        publishedAt: found.publishedAt,
        distance: found.distance,
        rank: found.rank,
        total: sql<number>`count(*) over ()`.as("match_total"),
      })
      .from(found)
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
      .orderBy(...orderFor(keys.of(m)))
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
      .orderBy(...orderFor(keys.of(p)));
    // Past the last page no row carries the total.
    const n = rows[0]?.total;
    const count =
      n !== undefined
        ? { total: Math.min(n, cap), capped: n > cap }
        : offset > 0
          ? await cappedCount(tx, filters, words, cap)
          : { total: 0, capped: false };
    return pageOf(rows, count);
  };

  // Words, an order computed per row and facets without a facet filter: the page and the facets
  // count the same matches, so one pass reads them (at most COUNT_CAP + 1, with their sort keys
  // and facet dimensions, in order), the app groups them, and the page's rows are read by id.
  // One bitmap of the text index instead of two.
  const runRankedWithFacets = async (
    tx: DbOrTx,
    filters: SQL | undefined,
    rank: SQL<number> | null,
    words: SQL,
  ): Promise<SearchAnswer> => {
    const keys = matchKeys(rank);
    const found = tx
      .select({
        ...keys.columns,
        categoryId: sql<number | null>`${items.categoryId}`.as("match_category_id"),
        condition: sql<string | null>`${items.condition}`.as("match_condition"),
        saleType: sql<string>`${items.saleType}`.as("match_sale_type"),
      })
      .from(matchesOf(words))
      .where(filters)
      .limit(cap + 1)
      .as("found");
    const matches = await tx
      .select({
        id: found.id,
        categoryId: found.categoryId,
        condition: found.condition,
        saleType: found.saleType,
      })
      .from(found)
      .orderBy(...orderFor(keys.of(found)));
    const ids = matches.slice(offset, offset + input.pageSize).map((m) => Number(m.id));
    const rows = ids.length
      ? await tx
          .select({
            ...summaryColumns,
            distanceKm: distance ? sql<number | null>`${distance}`.mapWith(Number) : sql<null>`null`,
          })
          .from(items)
          .where(inArray(items.id, ids))
      : [];
    const at = new Map(ids.map((id, i) => [id, i]));
    rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
    const groups = new Map<string, FacetGroup>();
    for (const m of matches) {
      const key = `${m.categoryId}\u0000${m.condition}\u0000${m.saleType}`;
      const g = groups.get(key) ?? {
        categoryId: m.categoryId === null ? null : Number(m.categoryId),
        condition: m.condition,
        saleType: m.saleType,
        n: 0,
        byCategory: 0,
        byCondition: 0,
        byType: 0,
      };
      g.n++;
      g.byCategory++;
      g.byCondition++;
      g.byType++;
      groups.set(key, g);
    }
    const n = matches.length;
    return {
      ...pageOf(rows, { total: Math.min(n, cap), capped: n > cap }),
      facets: facetsFromGroups(categoryRows, [...groups.values()], cap),
    };
  };
  const noFacetFilter = !parts.category && !parts.condition && !parts.type;
  /**
   * The page of a text match, and its facets when asked for (counted separately only when the
   * page found something, or `last`: a query that finds nothing goes on to its correction).
   */
  const runWithFacets = async (
    tx: DbOrTx,
    filters: SQL | undefined,
    rank: SQL<number> | null,
    words: SQL,
    last = false,
  ): Promise<SearchAnswer> => {
    if (input.facets && input.capCounts && noFacetFilter && !indexed)
      return withBitmapScans(tx, words, (t) => runRankedWithFacets(t, filters, rank, words));
    if (input.facets && tx === db && deps.database.kind === "postgres") {
      // Two passes (a facet filter is set, or an indexed order): on a server each reads its own
      // bitmap on its own connection at the same time ("electronics" in good condition at
      // 1,000,000 items: 35 + 30 ms one after the other). The facets of a page that finds nothing
      // are dropped unless it is the last try. (PGlite has one connection: one after the other.)
      const [page, facets] = await Promise.all([
        run(tx, filters, rank, words),
        facetsOf(tx, { categoryRows, parts, match: words, cap }),
      ]);
      return page.total === 0 && !last ? page : { ...page, facets };
    }
    const page = await run(tx, filters, rank, words);
    if (!input.facets || (page.total === 0 && !last)) return page;
    return { ...page, facets: await facetsOf(tx, { categoryRows, parts, match: words, cap }) };
  };

  // Sorted by a column an index holds: no per-row order to compute, whatever the words.
  const indexed = !(sort === "relevance" || (sort === "nearest" && distance));
  const run = async (tx: DbOrTx, filters: SQL | undefined, rank: SQL<number> | null, words?: SQL) => {
    if (indexed) return runIndexed(tx, filters, words);
    if (sort === "nearest" && input.radiusKm !== undefined && !words) {
      // The nearest items within a radius, exactly, without reading every item inside it: when a
      // smaller circle holds enough of them (up to this page's end, and all of its items counted)
      // they are the nearest ones; the total still counts the whole circle. (With words, the text
      // index finds the candidates and the circle only filters them: one pass.)
      const need = offset + input.pageSize;
      for (const share of [1 / 16, 1 / 4]) {
        const inner = await filterParts(
          tx,
          { ...input, radiusKm: input.radiusKm * share },
          now,
          categoryRows,
        );
        const page = await runRanked(tx, and(...allFiltersOf(inner)), rank, undefined);
        if (page.totalCapped || page.total < need) continue;
        const count = await cappedCount(tx, filters, undefined, cap);
        return { ...page, ...pageOf([], count), list: page.list, hasNextPage: need < count.total };
      }
    }
    return withBitmapScans(tx, words, (t) => runRanked(t, filters, rank, words));
  };

  if (!q || !match) {
    if (q && !match) return pageOf([], { total: 0, capped: false });
    const where = and(...conds);
    const page = await run(db, where, null);
    return input.facets
      ? { ...page, facets: await facetsOf(db, { categoryRows, parts, match: undefined, cap }) }
      : page;
  }
  const page = await runWithFacets(db, and(...conds), relevance(match.tier, distance, now), match.where);
  if (page.total > 0) {
    const [suggestion, exactMatch] = await Promise.all([
      page.total < SUGGEST_BELOW ? suggest(deps, input, page.total, categoryRows) : null,
      hasExactMatch(db, q, page.list, and(...conds)),
    ]);
    return { ...page, suggestion, exactMatch };
  }
  // No item has the words. A correction that finds items answers in their place ("camra" shows
  // the cameras, with the suggestion); without one, titles spelled like the query do.
  // (No count first: the corrected page counts its matches itself.)
  const correction = await correct(deps, input, categoryRows);
  const suggestion = correction.query;
  const corrected = suggestion ? await wordMatch(db, suggestion, parts.narrow, categoryRows) : null;
  if (suggestion && corrected) {
    const fixed = await runWithFacets(
      db,
      and(...conds),
      relevance(corrected.tier, distance, now),
      corrected.where,
    );
    if (fixed.total > 0) return { ...fixed, suggestion, correctedQuery: suggestion, exactMatch: false };
  }
  // The correction looked for titles spelled like this one word, more loosely than the typo match
  // (SUGGEST_SIMILARITY < TYPO_THRESHOLD), and found none: the typo match would read the same
  // candidates again to find nothing ("leica" at 1,000,000 items: 4,700 titles, 40 ms).
  const words = queryWords(q);
  if (words.length === 1 && words[0] === q.toLowerCase() && correction.unlike.has(words[0]!))
    return { ...pageOf([], { total: 0, capped: false }), suggestion: null, exactMatch: false };
  const typo = await (db as Db).transaction(async (tx) => {
    // The %> operator reads its threshold from this setting.
    await tx.execute(sql.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${TYPO_THRESHOLD}`));
    return runWithFacets(tx, and(...conds), typoRank, typoMatch, true);
  });
  return { ...typo, suggestion: null, exactMatch: false };
}

/**
 * Whether some item matching the filters has every word of the query as typed (or as the start of
 * one of its words) in its title or description, not only through its category or a synonym:
 * "sofa" among dressers is no exact match. The page's titles answer most searches without a
 * statement; otherwise one indexed look-up for a single such item.
 */
async function hasExactMatch(
  db: DbOrTx,
  q: string,
  list: ItemSummary[],
  filters: SQL | undefined,
): Promise<boolean> {
  const words = queryWords(q);
  if (!words.length) return true;
  const says = (title: string) => {
    const norm = normalizeWord(title);
    const titleWords = queryWords(title).concat(norm.match(/[\p{L}\p{N}]+/gu) ?? []);
    return words.every((w) =>
      isCjkWord(w) ? norm.includes(w) : titleWords.some((t) => t.startsWith(w) || t.startsWith(singular(w))),
    );
  };
  if (list.some((i) => says(i.title))) return true;
  const text = and(
    ...words.map((w) => sql`${items.searchVector} @@ to_tsquery('english', ${termsQuery([w], "")})`),
  );
  // From the text index first (matchesOf): planned as a scan for the first row that passes, a
  // word no text has ("furniture", a category's name) read every item.
  const [row] = await withBitmapScans(db, text, (tx) =>
    tx.select({ one: sql`1` }).from(matchesOf(text)).where(filters).limit(1),
  );
  return row !== undefined;
}

/** The count of word matches (no typo fallback) of a query with the same filters. */
async function countWordMatches(
  deps: AppDeps,
  input: Partial<SearchQuery>,
  q: string,
  rows: CategoryRow[],
): Promise<number> {
  const db = deps.database.db;
  const parts = await filterParts(db, input, deps.clock.now(), rows);
  if (parts.impossible) return 0;
  const match = await wordMatch(db, q, parts.narrow, rows);
  if (!match) return 0;
  return (await cappedCount(db, and(...allFiltersOf(parts)), match.where, COUNT_CAP)).total;
}

type Count = { total: number; capped: boolean };

/** How many items match, counted up to COUNT_CAP + 1 (the matches found first, in no order). */
async function cappedCount(
  db: DbOrTx,
  filters: SQL | undefined,
  words: SQL | undefined,
  cap: number,
): Promise<Count> {
  return withBitmapScans(db, words, async (tx) => {
    const found = tx
      .select({ one: sql`1`.as("one") })
      .from(matchesOf(words))
      .where(filters)
      .limit(cap + 1)
      .as("c");
    const [c] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(found);
    const n = c?.n ?? 0;
    return { total: Math.min(n, cap), capped: n > cap };
  });
}

/**
 * `cappedCount` without words as a scalar subquery (matches counted up to COUNT_CAP + 1), for a
 * column of another statement.
 */
function cappedCountSql(db: DbOrTx, filters: SQL | undefined, cap: number): SQL<number> {
  const found = db
    .select({ one: sql`1`.as("one") })
    .from(items)
    .where(filters)
    .limit(cap + 1)
    .getSQL();
  return sql<number>`(SELECT count(*) FROM (${found}) AS c)`.mapWith(Number);
}

/**
 * With words, runs `fn` in a transaction that plans with bitmap scans only. Under LIMIT
 * COUNT_CAP + 1 PostgreSQL costs a sequential scan as if the matches were spread evenly and the
 * text match (`search_vector @@`) cost nothing: it matched 40,000 rows one by one to find 1,000
 * "camera"s at 1,000,000 items (55 ms), where the bitmap of the GIN and category indexes holds
 * them already matched (15 ms).
 */
function withBitmapScans<T>(db: DbOrTx, words: SQL | undefined, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  if (!words) return fn(db);
  const bitmap = bitmapScansDb(db);
  if (bitmap) return fn(bitmap);
  return (db as Db).transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    return fn(tx);
  });
}

/**
 * The items a text match (words, synonyms, category, or a typo's trigrams) finds, read from its
 * indexes first, under the name `items` so that every other condition applies to it unchanged.
 * The OFFSET 0 keeps PostgreSQL from merging it into the outer query, where it would add the
 * filters' indexes to the bitmap: items_active_end_idx for type=auction, whose sale_type + end_time
 * it underestimates 2.5 times (all 360,000 auctions read to count "watch"es at 1,000,000 items).
 * Without words: the table itself.
 */
function matchesOf(words: SQL | undefined) {
  if (!words) return items;
  return sql`(SELECT * FROM ${items} WHERE ${items.status} = 'active' AND ${words} OFFSET 0) AS ${items}`;
}

/**
 * Below this similarity a catalogue word is no correction of a query word, unless a few edits away.
 * The bitmap twin's sessions have it as their `%>` threshold (TWIN_WORD_SIMILARITY).
 */
const SUGGEST_SIMILARITY = TWIN_WORD_SIMILARITY;
/** Below this similarity a catalogue word is not even a candidate for the edit distance to judge. */
const CANDIDATE_SIMILARITY = 0.15;

/**
 * "Did you mean": each query word that is not a word of the catalogue is replaced by the closest
 * word of the active titles, the category names or the synonyms: the fewest edits (a swap of two
 * neighbouring letters is one), then trigram similarity, then the more frequent; the correction is offered only when it finds more items with the same
 * filters than the query did.
 */
export async function suggest(
  deps: AppDeps,
  input: Partial<SearchQuery>,
  found: number,
  categoryRows?: CategoryRow[],
): Promise<string | null> {
  const rows = categoryRows ?? (await allCategories(deps.database.db));
  const corrected = (await correct(deps, input, rows)).query;
  if (!corrected) return null;
  const better = await countWordMatches(deps, input, corrected, rows);
  return better > found ? corrected : null;
}

type Correction = {
  /** The query with each word not in the catalogue replaced by its closest catalogue word, or null. */
  query: string | null;
  /** The words no active title is spelled like (word similarity below SUGGEST_SIMILARITY). */
  unlike: Set<string>;
};

async function correct(deps: AppDeps, input: Partial<SearchQuery>, rows: CategoryRow[]): Promise<Correction> {
  const q = input.q?.trim() ?? "";
  const words = queryWords(q);
  const unlike = new Set<string>();
  if (!words.length) return { query: null, unlike };
  const db = deps.database.db;
  const extra = categoryWords(rows).join(" ");
  const correctWords = async (tx: DbOrTx): Promise<string> => {
    const out: string[] = [];
    for (const w of words) {
      // Chinese and Japanese words are matched as substrings and have no spelling to correct here.
      if (w.length < 3 || /^\d+$/.test(w) || isCjkWord(w)) {
        out.push(w);
        continue;
      }
      // Words of up to 300 titles spelled like the word (the trigram index finds them), and the
      // category words; the 20 most similar, loosely (a swap of two letters leaves "iphnoe" and
      // "iphone" a similarity of 0.27): the edit distance picks among them. One row: how many
      // titles, and the candidates with their similarity and frequency.
      const [res] = await queryRows<{ titles: number; cands: [string, number, number][] | null }>(
        tx,
        sql`
        WITH t AS MATERIALIZED (
          SELECT ${items.title} AS title FROM ${items}
          WHERE ${items.status} = 'active' AND ${items.title} %> ${w} LIMIT 300
        ), c AS (
          SELECT w, n, s FROM (
            SELECT w, max(n) AS n, similarity(w, ${w}) AS s FROM (
              SELECT w, count(*) AS n FROM (
                SELECT regexp_split_to_table(lower(t.title), '[^[:alnum:]]+') AS w FROM t
              ) x GROUP BY w
              UNION ALL
              SELECT w, 0 AS n FROM regexp_split_to_table(${extra}, ' ') AS w
            ) u
            WHERE length(w) >= 3
            GROUP BY w
          ) g
          -- Each word's similarity once (it was computed for the filter, the column and the order).
          WHERE s >= ${CANDIDATE_SIMILARITY}
          ORDER BY s DESC, n DESC, w
          LIMIT 20
        )
        SELECT (SELECT count(*) FROM t)::int AS titles,
          (SELECT json_agg(json_build_array(w, s, n) ORDER BY s DESC, n DESC, w) FROM c) AS cands`,
      );
      if (Number(res?.titles ?? 0) === 0) unlike.add(w);
      const cands = (res?.cands ?? []).map(([word, sim, n]) => ({ word, sim: Number(sim), n: Number(n) }));
      if (cands.some((c) => c.word === w)) {
        out.push(w);
        continue;
      }
      // The fewest edits first, then the most similar and most frequent (the order of cands).
      const allowed = editsAllowed(w);
      const near = cands
        .map((c, i) => ({ ...c, i, edits: editDistance(c.word, w) }))
        .filter((c) => c.edits <= allowed)
        .sort((a, b) => a.edits - b.edits || a.i - b.i);
      if (near[0]) {
        out.push(near[0].word);
        continue;
      }
      // Two neighbouring letters swapped: those words as they are, in the text index.
      const swapped = await swapCorrection(tx, w);
      if (swapped) {
        out.push(swapped);
        continue;
      }
      // Nothing a few edits away: the most similar word, when similar enough.
      const first = cands[0];
      out.push(first && first.sim >= SUGGEST_SIMILARITY ? first.word : w);
    }
    return out.join(" ");
  };
  // The titles' threshold (%>) is SUGGEST_SIMILARITY: on PostgreSQL the bitmap twin's sessions
  // have it, so the statements run as they are; elsewhere one transaction sets it (begin,
  // set_config and commit: three round trips more for every correction).
  const twin = bitmapScansDb(db);
  const corrected = twin
    ? await correctWords(twin)
    : await (db as Db).transaction(async (tx) => {
        await tx.execute(
          sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(SUGGEST_SIMILARITY)}, true)`,
        );
        return correctWords(tx);
      });
  return { query: corrected === words.join(" ") ? null : corrected, unlike };
}

/**
 * The word with two neighbouring letters swapped back ("iphnoe" -> iphone) when live items have it
 * (the most of them), read from the text index; null when none does or the word is short.
 */
export async function swapCorrection(db: DbOrTx, w: string): Promise<string | null> {
  const variants = w.length >= 4 && !isCjkWord(w) ? nearVariants(w) : [];
  if (!variants.length) return null;
  const found = await queryRows<{ v: string; n: number }>(
    db,
    sql`SELECT v, (SELECT count(*) FROM (SELECT 1 FROM ${items} WHERE ${items.status} = 'active'
      AND ${items.searchVector} @@ to_tsquery('english', v) LIMIT 20) x)::int AS n
    FROM unnest(ARRAY[${sql.join(
      variants.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]) AS v`,
  );
  const best = found
    .map((r) => ({ v: r.v, n: Number(r.n) }))
    .filter((r) => r.n > 0)
    .sort((a, b) => b.n - a.n || a.v.localeCompare(b.v))[0];
  return best?.v ?? null;
}

/**
 * Facet counts in one statement: the matches grouped by category, condition and sale type, each
 * count filtered by the other dimensions' filters but not its own.
 */
function facetsOf(db: DbOrTx, on: FacetsOn): Promise<SearchFacets> {
  return withBitmapScans(db, on.match, (tx) => facetsIn(tx, on));
}

/** What the facets count over: the filters' parts, the words' match and the cap of each count. */
type FacetsOn = { categoryRows: CategoryRow[]; parts: FilterParts; match: SQL | undefined; cap: number };

async function facetsIn(db: DbOrTx, { categoryRows, parts, match, cap }: FacetsOn): Promise<SearchFacets> {
  const yes = sql`true`;
  const catOk = parts.category ?? yes;
  const condOk = parts.condition ?? yes;
  const typeOk = parts.type ?? yes;
  // The first COUNT_CAP + 1 matches found (no order: any will do for "at least" counts), with each
  // dimension's filter as a flag, then grouped.
  const found = db
    .select({
      categoryId: sql<number | null>`${items.categoryId}`.as("category_id"),
      condition: sql<string | null>`${items.condition}`.as("condition"),
      saleType: sql<string>`${items.saleType}`.as("sale_type"),
      catOk: sql<boolean>`${catOk}`.as("cat_ok"),
      condOk: sql<boolean>`${condOk}`.as("cond_ok"),
      typeOk: sql<boolean>`${typeOk}`.as("type_ok"),
    })
    .from(matchesOf(match))
    .where(and(...parts.base))
    .limit(cap + 1)
    .as("f");
  const rows = await db
    .select({
      categoryId: found.categoryId,
      condition: found.condition,
      saleType: found.saleType,
      n: sql<number>`count(*)`.mapWith(Number),
      byCategory: sql<number>`count(*) FILTER (WHERE ${found.condOk} AND ${found.typeOk})`.mapWith(Number),
      byCondition: sql<number>`count(*) FILTER (WHERE ${found.catOk} AND ${found.typeOk})`.mapWith(Number),
      byType: sql<number>`count(*) FILTER (WHERE ${found.catOk} AND ${found.condOk})`.mapWith(Number),
    })
    .from(found)
    .groupBy(found.categoryId, found.condition, found.saleType);
  return facetsFromGroups(categoryRows, rows, cap);
}

/** Matches grouped by category, condition and sale type, each count without its own filter. */
type FacetGroup = {
  categoryId: number | null;
  condition: string | null;
  saleType: string;
  n: number;
  byCategory: number;
  byCondition: number;
  byType: number;
};

function facetsFromGroups(rowsOfCategories: CategoryRow[], rows: FacetGroup[], cap: number): SearchFacets {
  const capped = rows.reduce((a, r) => a + r.n, 0) > cap;
  const byId = new Map(rowsOfCategories.map((r) => [r.id, r]));
  const catCounts = new Map<number, number>();
  const condition: Record<string, number> = {};
  const type: Record<string, number> = {};
  for (const r of rows) {
    if (r.categoryId !== null && r.byCategory > 0) {
      // A leaf's count also counts for its parents.
      for (let c = byId.get(r.categoryId); c; c = c.parentId === null ? undefined : byId.get(c.parentId))
        catCounts.set(c.id, (catCounts.get(c.id) ?? 0) + r.byCategory);
    }
    if (r.condition && r.byCondition > 0)
      condition[r.condition] = (condition[r.condition] ?? 0) + r.byCondition;
    if (r.byType > 0) type[r.saleType] = (type[r.saleType] ?? 0) + r.byType;
  }
  const categories = [...catCounts.entries()]
    .map(([id, count]) => ({ id, name: byId.get(id)!.name, parentId: byId.get(id)!.parentId, count }))
    .sort((a, b) => b.count - a.count || a.id - b.id);
  return { categories, condition, type, ...(cap === COUNT_CAP ? { capped } : {}) };
}

/** What the sorts order by, as columns of items or of a subquery over it. */
type SortKeys = {
  id: AnyColumn | SQL.Aliased;
  endTime: AnyColumn | SQL.Aliased;
  listPriceCents: AnyColumn | SQL.Aliased;
  publishedAt: AnyColumn | SQL.Aliased;
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
