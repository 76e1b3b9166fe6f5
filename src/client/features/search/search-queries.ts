import { infiniteQueryOptions } from "@tanstack/react-query";
import { type DistanceUnit, type RadiusChoice, radiusInEffect } from "#shared/distance";
import { call, nextPage } from "../../api/index.ts";
import { appStore, placeAtom, radiusChoiceAtom } from "../../state.ts";
import { distanceUnitNow } from "../../ui/distance.tsx";
import type { ListSearch } from "./search-params.ts";

export const SEARCH_PAGE_SIZE = 20;

/** What a list asks GET /search/items: the URL's search with the radius resolved to km (or none). */
export type SearchRequest = Omit<ListSearch, "radiusKm"> & { radiusKm?: number; lat?: number; lng?: number };

/** What goes to GET /search/items: empty values dropped; distance and "nearest" only with a point. */
export function toApiQuery(s: SearchRequest): Record<string, string | number> {
  const hasPoint = s.lat !== undefined && s.lng !== undefined;
  const out: Record<string, string | number> = {};
  const q = s.q?.trim();
  if (q) out.q = q;
  if (s.cid !== undefined) out.cid = s.cid;
  if (s.condition) out.condition = s.condition;
  if (s.type) out.type = s.type;
  let min = s.minPriceCents;
  let max = s.maxPriceCents;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) out.minPriceCents = min;
  if (max !== undefined) out.maxPriceCents = max;
  if (hasPoint) {
    out.lat = Number(s.lat!.toFixed(5));
    out.lng = Number(s.lng!.toFixed(5));
    if (s.radiusKm !== undefined) out.radiusKm = s.radiusKm;
  }
  const sort = s.sort === "nearest" && !hasPoint ? undefined : s.sort;
  if (sort) out.sort = sort;
  else if (!q) out.sort = "newest"; // browsing without a term: relevance means nothing
  return out;
}

/**
 * A list's request from the user's place (the header's city): browsing without words sorts nearest
 * first when the URL names no order; the radius is the URL's, else the user's last choice, else
 * the default (radiusInEffect); with no place nothing is limited by distance.
 */
export function nearbyRequest(
  s: ListSearch,
  point: { lat: number; lng: number } | null,
  radius: { chosen: RadiusChoice | null; unit: DistanceUnit },
): SearchRequest {
  const sort = s.sort ?? (point && !s.q?.trim() ? "nearest" : undefined);
  const km = radiusInEffect(s.radiusKm, radius.chosen, radius.unit, point !== null);
  const { radiusKm: _, ...rest } = s;
  const out: SearchRequest = { ...rest, sort };
  if (km !== null) out.radiusKm = km;
  return point ? { ...out, lat: point.lat, lng: point.lng } : out;
}

/** nearbyRequest from the app's state now (route loaders, outside React). */
export function nearbyRequestNow(s: ListSearch): SearchRequest {
  const place = appStore.get(placeAtom);
  return nearbyRequest(s, place, { chosen: appStore.get(radiusChoiceAtom), unit: distanceUnitNow() });
}

export const searchKeys = {
  all: ["search"] as const,
  items: (query: Record<string, string | number>) => [...searchKeys.all, "items", query] as const,
};

/**
 * GET /search/items as an infinite list. A point is sent only when the sort or a distance needs it.
 * With `facets`, the first page also brings the counts per category, condition and sale type (in
 * the same request).
 */
export function searchItemsQuery(s: SearchRequest, opts: { facets?: boolean } = {}) {
  const needsPoint = s.sort === "nearest" || s.radiusKm !== undefined;
  const query = toApiQuery(needsPoint ? s : { ...s, lat: undefined, lng: undefined });
  const facets = opts.facets === true;
  return infiniteQueryOptions({
    queryKey: facets ? [...searchKeys.items(query), "facets"] : searchKeys.items(query),
    meta: { errorsInPlace: true },
    queryFn: ({ pageParam }) =>
      call("GET", "/search/items", {
        query: {
          ...query,
          currentPage: pageParam,
          pageSize: SEARCH_PAGE_SIZE,
          ...(facets && pageParam === 1 ? { facets: "true" } : {}),
        },
        public: true,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 30_000,
  });
}
