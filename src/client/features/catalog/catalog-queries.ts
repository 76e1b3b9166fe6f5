import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { CategoryNode, ItemDetail, ItemSummary } from "#shared/contract/catalog";
import type { Page } from "#shared/contract/common";
import type { StaticPage } from "#shared/contract/pages";
import { api, http, unwrap } from "../../api/index.ts";
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
    queryFn: () => api.get<StaticPage>("/page/detail", { id }, { public: true, toast: false }),
    staleTime: 10 * 60_000,
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: () => api.get<CategoryNode[]>("/category/list", undefined, { public: true, toast: false }),
    staleTime: 10 * 60_000,
  });

/** GET /item/detail; also corrects the countdown clock from the envelope's `server_time`. */
export async function fetchItem(itemNumber: string): Promise<ItemDetail> {
  const sentAt = Date.now();
  const env = await http.get<ItemDetail>("/item/detail", { itemNumber }, { toast: false });
  noteServerTime(env.server_time, sentAt);
  return unwrap(Promise.resolve(env));
}

export const itemQuery = (itemNumber: string) =>
  queryOptions({
    queryKey: catalogKeys.item(itemNumber),
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
    queryFn: () => api.get<SellerInfo>("/seller/info", { id, storeId }, { public: true, toast: false }),
    staleTime: 60_000,
  });

/** An infinite list over one of the contract's paged endpoints. */
export function pagedItems(
  queryKey: readonly unknown[],
  path: string,
  query: Record<string, string | number | undefined>,
  opts: { public?: boolean; enabled?: boolean } = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) =>
      api.get<Page<ItemSummary>>(
        path,
        { ...query, currentPage: pageParam, pageSize: LIST_PAGE_SIZE },
        { public: opts.public, toast: false },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: Page<ItemSummary>, pages) => (last.hasNextPage ? pages.length + 1 : undefined),
    enabled: opts.enabled ?? true,
    staleTime: 30_000,
  });
}

export const sellerItemsQuery = (sid: number, storeId?: number) =>
  pagedItems(catalogKeys.sellerItems(sid, storeId), "/seller/items", { sid, storeId }, { public: true });

export const watchingQuery = (userId: number | null) =>
  pagedItems(catalogKeys.watching(userId), "/item/watching", {}, { enabled: userId != null });

export const serverRecentlyViewedQuery = (userId: number | null) =>
  pagedItems(catalogKeys.recentlyViewed(userId), "/item/recentlyViewed", {}, { enabled: userId != null });

/** POST /item/watch. */
export const setWatch = (itemNumber: string, watch: boolean) =>
  api.post<{ watching: boolean; watchCount: number }>("/item/watch", { itemNumber, watch });

/** GET /item/itemNumberBySinCode, as an envelope so the caller sees the code (rules/product.md §2 redirect rule). */
export const itemNumberBySinCode = (sinCode: string) =>
  http.get<{ itemNumber: string }>(
    "/item/itemNumberBySinCode",
    { sinCode: sinCode.trim() },
    { toast: false },
  );
