import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { Page } from "#shared/contract/common";
import type { AuctionSettings, FreeItemLimit, SellerItem, SellerItemSummary } from "#shared/contract/selling";
import { api } from "../../api/index.ts";

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
    queryFn: () => api.get<FreeItemLimit>("/item/freeItemLimit", undefined, { toast: false }),
    staleTime: 30_000,
  });

/** GET /item/seller/itemDetail: the seller's full view (drafts, reserve, version). */
export const sellerItemQuery = (itemNumber: string) =>
  queryOptions({
    queryKey: sellingKeys.item(itemNumber),
    queryFn: () => api.get<SellerItem>("/item/seller/itemDetail", { itemNumber }, { toast: false }),
    staleTime: 0,
  });

const paged = (path: string, query: Record<string, string>) => ({
  queryFn: ({ pageParam }: { pageParam: number }) =>
    api.get<Page<SellerItemSummary>>(
      path,
      { ...query, currentPage: pageParam, pageSize: MY_ITEMS_PAGE_SIZE },
      { toast: false },
    ),
  initialPageParam: 1,
  getNextPageParam: (last: Page<SellerItemSummary>, pages: unknown[]) =>
    last.hasNextPage ? pages.length + 1 : undefined,
});

export const myItemsQuery = (filter: MyItemsFilter, identity: string) =>
  infiniteQueryOptions({
    queryKey: sellingKeys.myItems(filter, identity),
    ...paged("/item/myItems", { status: filter }),
  });

export const draftsQuery = (identity: string) =>
  infiniteQueryOptions({ queryKey: sellingKeys.drafts(identity), ...paged("/item/drafts", {}) });

export const auctionSettingsQuery = (itemNumber: string) =>
  queryOptions({
    queryKey: sellingKeys.auctionSettings(itemNumber),
    queryFn: () => api.get<AuctionSettings>("/item/auctionSettings", { itemNumber }, { toast: false }),
    staleTime: 0,
  });
