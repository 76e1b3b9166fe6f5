import { $t as api } from "./index-BAN1tMZn.js";
import { t as infiniteQueryOptions } from "./infiniteQueryOptions-tGWn1F2G.js";
import { n as __exportAll } from "./rolldown-runtime-SbdDWaPq.js";
import "./api-CDAijywg.js";

// src/client/features/search/search-queries.ts
var search_queries_exports = /* @__PURE__ */ __exportAll({
  SEARCH_PAGE_SIZE: () => 20,
  searchItemsQuery: () => searchItemsQuery,
  searchKeys: () => searchKeys,
  toApiQuery: () => toApiQuery,
});
/** What goes to GET /search/items: empty values dropped; distance and "nearest" only with a point. */
function toApiQuery(s) {
  const hasPoint = s.lat !== void 0 && s.lng !== void 0;
  const out = {};
  const q = s.q?.trim();
  if (q) out.q = q;
  if (s.cid !== void 0) out.cid = s.cid;
  if (s.condition) out.condition = s.condition;
  if (s.type) out.type = s.type;
  let min = s.minPriceCents;
  let max = s.maxPriceCents;
  if (min !== void 0 && max !== void 0 && min > max) [min, max] = [max, min];
  if (min !== void 0) out.minPriceCents = min;
  if (max !== void 0) out.maxPriceCents = max;
  if (hasPoint) {
    out.lat = Number(s.lat.toFixed(5));
    out.lng = Number(s.lng.toFixed(5));
    if (s.radiusKm !== void 0) out.radiusKm = s.radiusKm;
  }
  const sort = s.sort === "nearest" && !hasPoint ? void 0 : s.sort;
  if (sort) out.sort = sort;
  else if (!q) out.sort = "newest";
  return out;
}
var searchKeys = {
  all: ["search"],
  items: (query) => [...searchKeys.all, "items", query],
};
/**
 * GET /search/items as an infinite list. A point is sent only when the sort or a distance needs it.
 * With `facets`, the first page also brings the counts per category, condition and sale type (in
 * the same request).
 */
function searchItemsQuery(s, opts = {}) {
  const query = toApiQuery(
    s.sort === "nearest" || s.radiusKm !== void 0
      ? s
      : {
          ...s,
          lat: void 0,
          lng: void 0,
        },
  );
  const facets = opts.facets === true;
  return infiniteQueryOptions({
    queryKey: facets ? [...searchKeys.items(query), "facets"] : searchKeys.items(query),
    queryFn: ({ pageParam }) =>
      api.get(
        "/search/items",
        {
          ...query,
          currentPage: pageParam,
          pageSize: 20,
          ...(facets && pageParam === 1 ? { facets: "true" } : {}),
        },
        {
          public: true,
          toast: false,
        },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasNextPage ? pages.length + 1 : void 0),
    staleTime: 3e4,
  });
}

export { search_queries_exports as n, searchItemsQuery as t };
