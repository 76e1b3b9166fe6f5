import type { QueryClient } from "@tanstack/react-query";
import { prefetchLazily } from "../../route-prefetch.ts";
import { field, isInt, searchSchema } from "../../route-search.ts";

/*
 * What the two seller pages (/sellerInformation/{id}, the card with the items under it, and
 * /sellerItems/{sid}, the items alone) share as routes: both may show one of the seller's stores
 * and both draw the seller's card and items, so their search and their requests are one.
 */

/** `storeId`: the face of one of the seller's stores (a store's listing links here). */
export const SellerSearchSchema = searchSchema({ storeId: field.number((n) => isInt(n) && n > 0) });

/** The seller's card and first page of items, started by either seller page's loader. */
export function prefetchSellerPage(
  queryClient: QueryClient,
  sellerId: number,
  storeId: number | undefined,
): Promise<void> | undefined {
  return prefetchLazily(
    () => import("./catalog-queries.ts"),
    (m) =>
      Promise.all([
        queryClient.prefetchQuery(m.sellerInfoQuery(sellerId, storeId)),
        queryClient.prefetchInfiniteQuery(m.sellerItemsQuery(sellerId, storeId)),
      ]),
  );
}
