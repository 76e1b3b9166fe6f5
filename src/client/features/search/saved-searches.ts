import { queryOptions } from "@tanstack/react-query";
import type { SavedSearch } from "#shared/contract/search";
import { call } from "../../api/index.ts";
import type { ListSearch } from "./search-params.ts";

export const savedSearchKeys = {
  all: ["savedSearches"] as const,
  list: (userId: number | null) => [...savedSearchKeys.all, "list", userId] as const,
};

/** GET /savedSearch/list (up to 50: a person keeps a handful). Disabled while signed out. */
export function savedSearchesQuery(userId: number | null) {
  return queryOptions({
    queryKey: savedSearchKeys.list(userId),
    queryFn: () => call("GET", "/savedSearch/list", { query: { currentPage: 1, pageSize: 50 } }),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/**
 * What a saved search keeps from the page's search: the words and filters, and the radius in
 * effect (the URL's or the default) with its point.
 */
export function savedQueryOf(
  s: Omit<ListSearch, "radiusKm"> & { radiusKm?: number | undefined },
  point: { lat: number; lng: number } | null,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const q = s.q?.trim().replace(/\s+/g, " ");
  if (q) out.q = q;
  if (s.cid !== undefined) out.cid = s.cid;
  if (s.condition) out.condition = s.condition;
  if (s.type) out.type = s.type;
  if (s.minPriceCents !== undefined) out.minPriceCents = s.minPriceCents;
  if (s.maxPriceCents !== undefined) out.maxPriceCents = s.maxPriceCents;
  if (s.radiusKm !== undefined && point) {
    out.lat = Number(point.lat.toFixed(5));
    out.lng = Number(point.lng.toFixed(5));
    out.radiusKm = s.radiusKm;
  }
  return out;
}

/** Is this saved search the page's search (same words and filters)? */
export function sameSearch(saved: SavedSearch, query: Record<string, string | number>): boolean {
  const keys = ["q", "cid", "condition", "type", "minPriceCents", "maxPriceCents", "radiusKm"] as const;
  return keys.every((k) => String(saved.query[k] ?? "") === String(query[k] ?? ""));
}

export const saveSearch = (query: Record<string, string | number>) =>
  call("POST", "/savedSearch/save", { body: query });
export const setSavedSearchAlerts = (id: number, alerts: boolean) =>
  call("POST", "/savedSearch/alerts", { body: { id, alerts } });
export const deleteSavedSearch = (id: number) => call("POST", "/savedSearch/delete", { body: { id } });
