import { z } from "zod";
import { ConditionSchema, SaleTypeSchema } from "./catalog.ts";
import { PagingQuerySchema } from "./common.ts";

export const SEARCH_SORTS = ["relevance", "newest", "ending", "price_asc", "price_desc", "nearest"] as const;
export const SearchSortSchema = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof SearchSortSchema>;

const optionalNumber = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), s.optional());

/** GET /search/items. Without `q` it browses. Prices are inclusive and apply to the current price. */
export const SearchQuerySchema = PagingQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  cid: optionalNumber(z.coerce.number().int().positive()),
  condition: z.preprocess((v) => (v === "" ? undefined : v), ConditionSchema.optional()),
  minPriceCents: optionalNumber(z.coerce.number().int().min(0)),
  maxPriceCents: optionalNumber(z.coerce.number().int().min(0)),
  type: z.preprocess((v) => (v === "" ? undefined : v), SaleTypeSchema.optional()),
  lat: optionalNumber(z.coerce.number().min(-90).max(90)),
  lng: optionalNumber(z.coerce.number().min(-180).max(180)),
  radiusKm: optionalNumber(z.coerce.number().positive().max(20_000)),
  /** Only items of this seller (user id). */
  sellerId: optionalNumber(z.coerce.number().int().positive()),
  sort: z.preprocess((v) => (v === "" ? undefined : v), SearchSortSchema.optional()),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;
