import { $t as api, en as http, Cn as queryOptions, nn as unwrap } from "./index-BAN1tMZn.js";
import { t as infiniteQueryOptions } from "./infiniteQueryOptions-tGWn1F2G.js";
import { n as __exportAll } from "./rolldown-runtime-SbdDWaPq.js";
import "./api-CDAijywg.js";
import { t as noteServerTime } from "./server-clock-CGJGxq8x.js";

// src/client/features/catalog/catalog-queries.ts
var catalog_queries_exports = /* @__PURE__ */ __exportAll({
  LIST_PAGE_SIZE: () => 20,
  catalogKeys: () => catalogKeys,
  categoriesQuery: () => categoriesQuery,
  fetchItem: () => fetchItem,
  itemNumberBySinCode: () => itemNumberBySinCode,
  itemQuery: () => itemQuery,
  pagedItems: () => pagedItems,
  sellerInfoQuery: () => sellerInfoQuery,
  sellerItemsQuery: () => sellerItemsQuery,
  serverRecentlyViewedQuery: () => serverRecentlyViewedQuery,
  setWatch: () => setWatch,
  staticPageQuery: () => staticPageQuery,
  watchingQuery: () => watchingQuery,
});
/** Query keys of the catalogue (one factory, STYLE.md). */
var catalogKeys = {
  all: ["catalog"],
  categories: () => [...catalogKeys.all, "categories"],
  item: (itemNumber) => [...catalogKeys.all, "item", itemNumber],
  sellerInfo: (id) => [...catalogKeys.all, "seller", id],
  sellerItems: (sid, storeId) => [...catalogKeys.all, "sellerItems", sid, storeId ?? null],
  watching: (userId) => [...catalogKeys.all, "watching", userId],
  recentlyViewed: (userId) => [...catalogKeys.all, "recentlyViewed", userId],
  page: (id) => [...catalogKeys.all, "page", id],
};
/** GET /page/detail: a static page (guide, help, policy, rules, terms); public, rarely changes. */
var staticPageQuery = (id) =>
  queryOptions({
    queryKey: catalogKeys.page(id),
    queryFn: () =>
      api.get(
        "/page/detail",
        { id },
        {
          public: true,
          toast: false,
        },
      ),
    staleTime: 6e5,
  });
var categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: () =>
      api.get("/category/list", void 0, {
        public: true,
        toast: false,
      }),
    staleTime: 6e5,
  });
/** GET /item/detail; also corrects the countdown clock from the envelope's `server_time`. */
async function fetchItem(itemNumber) {
  const sentAt = Date.now();
  const env = await http.get("/item/detail", { itemNumber }, { toast: false });
  noteServerTime(env.server_time, sentAt);
  return unwrap(Promise.resolve(env));
}
var itemQuery = (itemNumber) =>
  queryOptions({
    queryKey: catalogKeys.item(itemNumber),
    queryFn: () => fetchItem(itemNumber),
    staleTime: 1e4,
  });
var sellerInfoQuery = (id) =>
  queryOptions({
    queryKey: catalogKeys.sellerInfo(id),
    queryFn: () =>
      api.get(
        "/seller/info",
        { id },
        {
          public: true,
          toast: false,
        },
      ),
    staleTime: 6e4,
  });
/** An infinite list over one of the contract's paged endpoints. */
function pagedItems(queryKey, path, query, opts = {}) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) =>
      api.get(
        path,
        {
          ...query,
          currentPage: pageParam,
          pageSize: 20,
        },
        {
          public: opts.public,
          toast: false,
        },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasNextPage ? pages.length + 1 : void 0),
    enabled: opts.enabled ?? true,
    staleTime: 3e4,
  });
}
var sellerItemsQuery = (sid, storeId) =>
  pagedItems(
    catalogKeys.sellerItems(sid, storeId),
    "/seller/items",
    {
      sid,
      storeId,
    },
    { public: true },
  );
var watchingQuery = (userId) =>
  pagedItems(catalogKeys.watching(userId), "/item/watching", {}, { enabled: userId != null });
var serverRecentlyViewedQuery = (userId) =>
  pagedItems(catalogKeys.recentlyViewed(userId), "/item/recentlyViewed", {}, { enabled: userId != null });
/** POST /item/watch. */
var setWatch = (itemNumber, watch) =>
  api.post("/item/watch", {
    itemNumber,
    watch,
  });
/** GET /item/itemNumberBySinCode, as an envelope so the caller sees the code (spec §2 redirect rule). */
var itemNumberBySinCode = (sinCode) =>
  http.get("/item/itemNumberBySinCode", { sinCode: sinCode.trim() }, { toast: false });

export {
  catalog_queries_exports as n,
  catalogKeys as t,
  categoriesQuery as r,
  itemNumberBySinCode as i,
  itemQuery as a,
  sellerInfoQuery as o,
  sellerItemsQuery as s,
  serverRecentlyViewedQuery as c,
  setWatch as l,
  staticPageQuery as u,
  watchingQuery as d,
};
