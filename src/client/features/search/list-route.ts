import type { QueryClient } from "@tanstack/react-query";
import { prefetchLazily } from "../../route-prefetch.ts";
import type { ListSearch } from "./search-params.ts";

/**
 * The loader of every item list page (/itemSearch, /classificationList/{cid}, /templateMore): the
 * categories its filters list and the first page of results near the reader's place, both drawn
 * on the server. `facets` asks for the counts a search term's page shows (the same key as the
 * screen's query).
 */
export function prefetchItemList(
  queryClient: QueryClient,
  filters: ListSearch,
  opts: { facets?: boolean } = {},
): Promise<void> | undefined {
  return prefetchLazily(
    () => Promise.all([import("../catalog/catalog-queries.ts"), import("./search-queries.ts")]),
    ([catalog, search]) =>
      Promise.all([
        queryClient.prefetchQuery(catalog.categoriesQuery()),
        queryClient.prefetchInfiniteQuery(search.searchItemsQuery(search.nearbyRequestNow(filters), opts)),
      ]),
  );
}
