import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { ItemDetail } from "#shared/contract/catalog";
import { call, nextPage } from "../../api/index.ts";
import { noteServerTime } from "./server-clock.ts";

export const LIST_PAGE_SIZE = 20;

/** Query keys of the catalogue (one factory, STYLE.md). */
export const catalogKeys = {
  all: ["catalog"] as const,
  categories: () => [...catalogKeys.all, "categories"] as const,
  item: (itemNumber: string) => [...catalogKeys.all, "item", itemNumber] as const,
  sellerInfo: (id: number, storeId?: number) => [...catalogKeys.all, "seller", id, storeId ?? null] as const,
  sellerItems: (sid: number, storeId?: number) =>
    [...catalogKeys.all, "sellerItems", sid, storeId ?? null] as const,
  watching: (userId: number | null) => [...catalogKeys.all, "watching", userId] as const,
  recentlyViewed: (userId: number | null) => [...catalogKeys.all, "recentlyViewed", userId] as const,
  page: (id: string) => [...catalogKeys.all, "page", id] as const,
};

/** GET /page/detail: a static page (guide, help, policy, rules, terms); public, rarely changes. */
export const staticPageQuery = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.page(id),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/page/detail", { query: { id }, public: true }),
    staleTime: 10 * 60_000,
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/category/list", { public: true }),
    staleTime: 10 * 60_000,
  });

/** GET /item/detail; also corrects the countdown clock from the envelope's `server_time`. */
export async function fetchItem(itemNumber: string): Promise<ItemDetail> {
  const sentAt = Date.now();
  return call("GET", "/item/detail", {
    query: { itemNumber },
    onServerTime: (t) => noteServerTime(t, sentAt),
  });
}

export const itemQuery = (itemNumber: string) =>
  queryOptions({
    queryKey: catalogKeys.item(itemNumber),
    meta: { errorsInPlace: true },
    queryFn: () => fetchItem(itemNumber),
    staleTime: 10_000,
  });

export type SellerInfo = {
  id: number;
  name: string;
  userName: string | null;
  pic: string | null;
  introduction: string | null;
  city: string | null;
  lat: number | null;
  lng: number | null;
  createTime: number;
  activeItemCount: number;
  soldItemCount: number;
  stores: { id: number; storeName: string }[];
  /** Set when this is a store's face. */
  storeId: number | null;
};

/** GET /seller/info: the person, or with `storeId` the store as its listings show it. */
export const sellerInfoQuery = (id: number, storeId?: number) =>
  queryOptions({
    queryKey: catalogKeys.sellerInfo(id, storeId),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/seller/info", { query: { id, storeId }, public: true }),
    staleTime: 60_000,
  });

/**
 * An infinite list over one of the contract's paged item lists: `fetchPage` asks for one page (its
 * path and answer are the contract's).
 */
function pagedItems<A extends { hasNextPage: boolean }>(
  queryKey: readonly unknown[],
  fetchPage: (currentPage: number) => Promise<A>,
  enabled = true,
) {
  return infiniteQueryOptions({
    queryKey,
    meta: { errorsInPlace: true },
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
    staleTime: 30_000,
  });
}

export const sellerItemsQuery = (sid: number, storeId?: number) =>
  pagedItems(catalogKeys.sellerItems(sid, storeId), (currentPage) =>
    call("GET", "/seller/items", {
      query: { sid, storeId, currentPage, pageSize: LIST_PAGE_SIZE },
      public: true,
    }),
  );

export const watchingQuery = (userId: number | null) =>
  pagedItems(
    catalogKeys.watching(userId),
    (currentPage) => call("GET", "/item/watching", { query: { currentPage, pageSize: LIST_PAGE_SIZE } }),
    userId != null,
  );

export const serverRecentlyViewedQuery = (userId: number | null) =>
  pagedItems(
    catalogKeys.recentlyViewed(userId),
    (currentPage) =>
      call("GET", "/item/recentlyViewed", { query: { currentPage, pageSize: LIST_PAGE_SIZE } }),
    userId != null,
  );

/** POST /item/watch. */
export const setWatch = (itemNumber: string, watch: boolean) =>
  call("POST", "/item/watch", { body: { itemNumber, watch } });

/** GET /item/itemNumberBySinCode; its caller decides what a refusal says (rules/product.md §2 redirect rule). */
export const itemNumberBySinCode = (sinCode: string) =>
  call("GET", "/item/itemNumberBySinCode", { query: { sinCode: sinCode.trim() } });
