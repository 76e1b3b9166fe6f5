import { $t as api, Cn as queryOptions } from "./index-BAN1tMZn.js";
import { t as infiniteQueryOptions } from "./infiniteQueryOptions-tGWn1F2G.js";
import "./api-CDAijywg.js";

/** Query keys of the seller's side (one factory, STYLE.md). */
var sellingKeys = {
  all: ["selling"],
  item: (itemNumber) => [...sellingKeys.all, "item", itemNumber],
  myItems: (filter, identity) => [...sellingKeys.all, "myItems", filter, identity],
  drafts: (identity) => [...sellingKeys.all, "drafts", identity],
  auctionSettings: (itemNumber) => [...sellingKeys.all, "auctionSettings", itemNumber],
  freeItemLimit: (identity) => [...sellingKeys.all, "freeItemLimit", identity],
};
/** GET /item/freeItemLimit: the personal free-listing allowance and what is left of it. */
var freeItemLimitQuery = (identity) =>
  queryOptions({
    queryKey: sellingKeys.freeItemLimit(identity),
    queryFn: () => api.get("/item/freeItemLimit", void 0, { toast: false }),
    staleTime: 3e4,
  });
/** GET /item/seller/itemDetail: the seller's full view (drafts, reserve, version). */
var sellerItemQuery = (itemNumber) =>
  queryOptions({
    queryKey: sellingKeys.item(itemNumber),
    queryFn: () => api.get("/item/seller/itemDetail", { itemNumber }, { toast: false }),
    staleTime: 0,
  });
var paged = (path, query) => ({
  queryFn: ({ pageParam }) =>
    api.get(
      path,
      {
        ...query,
        currentPage: pageParam,
        pageSize: 20,
      },
      { toast: false },
    ),
  initialPageParam: 1,
  getNextPageParam: (last, pages) => (last.hasNextPage ? pages.length + 1 : void 0),
});
var myItemsQuery = (filter, identity) =>
  infiniteQueryOptions({
    queryKey: sellingKeys.myItems(filter, identity),
    ...paged("/item/myItems", { status: filter }),
  });
var draftsQuery = (identity) =>
  infiniteQueryOptions({
    queryKey: sellingKeys.drafts(identity),
    ...paged("/item/drafts", {}),
  });
var auctionSettingsQuery = (itemNumber) =>
  queryOptions({
    queryKey: sellingKeys.auctionSettings(itemNumber),
    queryFn: () => api.get("/item/auctionSettings", { itemNumber }, { toast: false }),
    staleTime: 0,
  });

export {
  auctionSettingsQuery as t,
  draftsQuery as n,
  freeItemLimitQuery as r,
  myItemsQuery as i,
  sellerItemQuery as a,
  sellingKeys as o,
};
