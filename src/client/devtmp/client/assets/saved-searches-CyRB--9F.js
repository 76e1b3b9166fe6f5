import { $t as api, Cn as queryOptions } from "./index-BAN1tMZn.js";
import "./api-CDAijywg.js";

// src/client/features/search/saved-searches.ts
var savedSearchKeys = {
  all: ["savedSearches"],
  list: (userId) => [...savedSearchKeys.all, "list", userId],
};
/** GET /savedSearch/list (up to 50: a person keeps a handful). Disabled while signed out. */
function savedSearchesQuery(userId) {
  return queryOptions({
    queryKey: savedSearchKeys.list(userId),
    queryFn: () =>
      api.get("/savedSearch/list", {
        currentPage: 1,
        pageSize: 50,
      }),
    enabled: userId !== null,
    staleTime: 3e4,
  });
}
/** What a saved search keeps from the page's search: the words and filters (a distance with its point). */
function savedQueryOf(s, point) {
  const out = {};
  const q = s.q?.trim().replace(/\s+/g, " ");
  if (q) out.q = q;
  if (s.cid !== void 0) out.cid = s.cid;
  if (s.condition) out.condition = s.condition;
  if (s.type) out.type = s.type;
  if (s.minPriceCents !== void 0) out.minPriceCents = s.minPriceCents;
  if (s.maxPriceCents !== void 0) out.maxPriceCents = s.maxPriceCents;
  if (s.radiusKm !== void 0 && point) {
    out.lat = Number(point.lat.toFixed(5));
    out.lng = Number(point.lng.toFixed(5));
    out.radiusKm = s.radiusKm;
  }
  return out;
}
/** Is this saved search the page's search (same words and filters)? */
function sameSearch(saved, query) {
  return ["q", "cid", "condition", "type", "minPriceCents", "maxPriceCents", "radiusKm"].every(
    (k) => String(saved.query[k] ?? "") === String(query[k] ?? ""),
  );
}
var saveSearch = (query) => api.post("/savedSearch/save", query);
var setSavedSearchAlerts = (id, alerts) =>
  api.post("/savedSearch/alerts", {
    id,
    alerts,
  });
var deleteSavedSearch = (id) => api.post("/savedSearch/delete", { id });

export {
  deleteSavedSearch as t,
  sameSearch as n,
  savedQueryOf as i,
  savedSearchesQuery as o,
  savedSearchKeys as a,
  saveSearch as r,
  setSavedSearchAlerts as s,
};
