import { notFound } from "@tanstack/react-router";
import type { SearchSort } from "#shared/contract/search";
import { ANYWHERE } from "#shared/distance";
import {
  extendSearch,
  field,
  isInt,
  type SearchOf,
  searchSchema,
  toPositiveInt,
} from "../../route-search.ts";

// Hand-written parsers: these schemas are route options, which stay in the first bundle (only loaders and
// components split).

export const SORTS = [
  "relevance",
  "newest",
  "ending",
  "price_asc",
  "price_desc",
  "nearest",
] as const satisfies readonly SearchSort[];

const str = field.textish();
const cents = field.number((n) => isInt(n) && n >= 0);

/** The filters and sort of every item list, in the URL with GET /search/items' own names. */
export const ListSearchSchema = searchSchema({
  q: str,
  cid: field.number((n) => isInt(n) && n > 0),
  condition: field.oneOf(["new", "like_new", "good", "fair", "for_parts"]),
  minPriceCents: cents,
  maxPriceCents: cents,
  type: field.oneOf(["auction", "fixed"]),
  /** Kilometres, or `any` for no limit; absent: the user's last choice, else the default radius. */
  radiusKm: field.numberOrWord([ANYWHERE], (n) => n > 0 && n <= 20_000),
  sort: field.oneOf(SORTS),
});
export type ListSearch = SearchOf<typeof ListSearchSchema>;

/** /templateMore also carries the home section's title. */
export const TemplateMoreSearchSchema = extendSearch(ListSearchSchema, { title: str });

/** /cityLocation and /citySearch: the city search term. */
export const CitySearchParamsSchema = searchSchema({ q: str });

/** /codeSearch: the code typed or scanned. */
export const CodeSearchParamsSchema = searchSchema({ code: str });

/** Path params that must be positive integers (category, seller): the id, or undefined. */
export const parseIdParam = toPositiveInt;

/**
 * A route's `params` for one path param that must be a positive integer (a category, a seller, a
 * decision): anything else is the not-found page, not a request the server would refuse.
 */
export function positiveIdParams<K extends string>(key: K) {
  return {
    parse: (p: Record<K, string>): Record<K, number> => {
      const id = parseIdParam(p[key]);
      if (id === undefined) throw notFound();
      return { [key]: id } as Record<K, number>;
    },
    stringify: (p: Record<K, number>) => ({ [key]: String(p[key]) }) as Record<K, string>,
  };
}

/** Filters a person changed (a sort alone is not a filter). */
export function activeFilterCount(s: ListSearch, ignore: (keyof ListSearch)[] = []): number {
  const keys: (keyof ListSearch)[] = ["cid", "condition", "type", "radiusKm"];
  let n = keys.filter((k) => !ignore.includes(k) && s[k] !== undefined).length;
  if (s.minPriceCents !== undefined || s.maxPriceCents !== undefined) n++;
  return n;
}
