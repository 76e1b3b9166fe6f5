import { z } from "zod";
import { ConditionSchema, ItemSummarySchema, SaleTypeSchema } from "./catalog.ts";
import { PagingQuerySchema } from "./common.ts";

export const SEARCH_SORTS = ["relevance", "newest", "ending", "price_asc", "price_desc", "nearest"] as const;
export const SearchSortSchema = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof SearchSortSchema>;

const optionalNumber = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), s.optional());

/** The words and filters of a search: GET /search/items' and a saved search's. */
const searchFilterFields = {
  q: z.string().trim().max(200).optional(),
  cid: optionalNumber(z.coerce.number().int().positive()),
  condition: z.preprocess((v) => (v === "" ? undefined : v), ConditionSchema.optional()),
  minPriceCents: optionalNumber(z.coerce.number().int().min(0)),
  maxPriceCents: optionalNumber(z.coerce.number().int().min(0)),
  type: z.preprocess((v) => (v === "" ? undefined : v), SaleTypeSchema.optional()),
  lat: optionalNumber(z.coerce.number().min(-90).max(90)),
  lng: optionalNumber(z.coerce.number().min(-180).max(180)),
  radiusKm: optionalNumber(z.coerce.number().positive().max(20_000)),
};

/** GET /search/items. Without `q` it browses. Prices are inclusive and apply to the current price. */
export const SearchQuerySchema = PagingQuerySchema.extend({
  ...searchFilterFields,
  /** Only items of this seller (user id). */
  sellerId: optionalNumber(z.coerce.number().int().positive()),
  sort: z.preprocess((v) => (v === "" ? undefined : v), SearchSortSchema.optional()),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** GET /search/items with `facets=true`: the page plus the suggestion and the counts. */
export const SearchItemsQuerySchema = SearchQuerySchema.extend({
  /** Also count the matches per category, condition and sale type (chips and filter counts). */
  facets: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["true", "false", "1", "0"]).optional()),
});

export const CategoryFacetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  count: z.number().int(),
});
export type CategoryFacet = z.infer<typeof CategoryFacetSchema>;

/**
 * Counts of the items the query matches. Each dimension is counted with every other filter applied
 * but not its own, so a count says how many items choosing that value would show.
 */
export const SearchFacetsSchema = z.object({
  /** Leaf and top-level categories with at least one match, most matches first. */
  categories: z.array(CategoryFacetSchema),
  condition: z.record(z.string(), z.number().int()),
  type: z.record(z.string(), z.number().int()),
  /**
   * True when the query matches more than the count cap (1,000 items): the counts are then taken
   * over the first 1,000 matches found and each means "at least this many". Exact when false.
   */
  capped: z.boolean().optional(),
});
export type SearchFacets = z.infer<typeof SearchFacetsSchema>;

export const SearchPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    /** Exact up to 1,000; past that 1,000 with `totalCapped` (shown as "1,000+"). */
    total: z.number().int(),
    /**
     * True when more items match than the count cap (1,000): `total` is then a floor, and an order
     * computed per item (relevance, nearest) ranks the first 1,000 matches found.
     */
    totalCapped: z.boolean().optional(),
    hasNextPage: z.boolean(),
    /** "Did you mean": a corrected query that finds more items, from the catalogue's own words. */
    suggestion: z.string().nullable().optional(),
    /** Set when no item had the words and the list shows the suggestion's items instead. */
    correctedQuery: z.string().optional(),
    /**
     * With `q`: false when no item matching the filters has the words as typed in its title or
     * description, so the list shows similar items (a correction's, a category's, titles spelled
     * alike) and the page says "No exact match".
     */
    exactMatch: z.boolean().optional(),
    /** With `facets=true`. */
    facets: SearchFacetsSchema.optional(),
  });

/** GET /search/items' answer: a page of items, "did you mean", and (first page, on request) facet counts. */
export const SearchAnswerSchema = SearchPageSchema(ItemSummarySchema);
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Saved searches

/** The query and filters a saved search keeps (GET /search/items' own names). */
export const SavedSearchQuerySchema = z.object(searchFilterFields);
export type SavedSearchQuery = z.infer<typeof SavedSearchQuerySchema>;

export const SavedSearchSchema = z.object({
  id: z.number().int(),
  /** A readable label: the words and the filters. */
  name: z.string(),
  query: SavedSearchQuerySchema,
  /** The in-app path that runs it (`/itemSearch?…`). */
  path: z.string(),
  alerts: z.boolean(),
  createTime: z.number().int(),
  lastAlertTime: z.number().int().nullable(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchAlertsInputSchema = z.object({
  id: z.coerce.number().int().positive(),
  alerts: z.union([
    z.boolean(),
    z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1"),
  ]),
});
export const SavedSearchIdInputSchema = z.object({ id: z.coerce.number().int().positive() });

/** GET /search/suggestions: what to offer while the search field is typed into. */
export const SearchSuggestionsQuerySchema = z.object({
  q: z.string().trim().max(200),
});

export const SearchSuggestionsSchema = z.object({
  /**
   * Queries that complete the typed words from the live titles, most frequent first (at most 6);
   * when none does and no category is named, the words with the last one's swapped letters put
   * back ("iphnoe" -> iphone).
   */
  queries: z.array(z.string()),
  /** Categories whose name (in the request's language) or synonyms the words start, at most 4. */
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;
