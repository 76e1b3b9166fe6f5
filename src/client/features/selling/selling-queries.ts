import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { call, nextPage } from "../../api/index.ts";

export const MY_ITEMS_PAGE_SIZE = 20;
export type MyItemsFilter = "active" | "scheduled" | "ended" | "sold" | "withdrawn" | "draft" | "all";

/** Query keys of the seller's side (one factory, STYLE.md). */
export const sellingKeys = {
  all: ["selling"] as const,
  item: (itemNumber: string) => [...sellingKeys.all, "item", itemNumber] as const,
  myItems: (filter: MyItemsFilter, identity: string) =>
    [...sellingKeys.all, "myItems", filter, identity] as const,
  drafts: (identity: string) => [...sellingKeys.all, "drafts", identity] as const,
  auctionSettings: (itemNumber: string) => [...sellingKeys.all, "auctionSettings", itemNumber] as const,
  freeItemLimit: (identity: string) => [...sellingKeys.all, "freeItemLimit", identity] as const,
};

/** GET /item/freeItemLimit: the personal free-listing allowance and what is left of it. */
export const freeItemLimitQuery = (identity: string) =>
  queryOptions({
    queryKey: sellingKeys.freeItemLimit(identity),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/item/freeItemLimit"),
    staleTime: 30_000,
  });

/** GET /item/seller/itemDetail: the seller's full view (drafts, reserve, version). */
export const sellerItemQuery = (itemNumber: string) =>
  queryOptions({
    queryKey: sellingKeys.item(itemNumber),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/item/seller/itemDetail", { query: { itemNumber } }),
    staleTime: 0,
  });

/** A paged list of the seller's items: `fetchPage` asks for one page (its path and answer are the contract's). */
const paged = <A extends { hasNextPage: boolean }>(fetchPage: (currentPage: number) => Promise<A>) => ({
  meta: { errorsInPlace: true },
  queryFn: ({ pageParam }: { pageParam: number }) => fetchPage(pageParam),
  initialPageParam: 1,
  getNextPageParam: nextPage,
});

export const myItemsQuery = (filter: MyItemsFilter, identity: string) =>
  infiniteQueryOptions({
    queryKey: sellingKeys.myItems(filter, identity),
    ...paged((currentPage) =>
      call("GET", "/item/myItems", {
        query: { status: filter, currentPage, pageSize: MY_ITEMS_PAGE_SIZE },
      }),
    ),
  });

export const draftsQuery = (identity: string) =>
  infiniteQueryOptions({
    queryKey: sellingKeys.drafts(identity),
    ...paged((currentPage) =>
      call("GET", "/item/drafts", { query: { currentPage, pageSize: MY_ITEMS_PAGE_SIZE } }),
    ),
  });

export const auctionSettingsQuery = (itemNumber: string) =>
  queryOptions({
    queryKey: sellingKeys.auctionSettings(itemNumber),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/item/auctionSettings", { query: { itemNumber } }),
    staleTime: 0,
  });
