import { createFileRoute } from "@tanstack/react-router";
import { ListSearchSchema } from "../features/search/search-params.ts";
import { SearchScreen } from "../features/search/search-screen.tsx";
import { prefetchLazily } from "../route-prefetch.ts";

export const Route = createFileRoute("/itemSearch")({
  validateSearch: ListSearchSchema,
  staticData: { title: "Search" },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    // The results and the categories the filters list (both drawn on the server).
    prefetchLazily(
      () =>
        Promise.all([
          import("../features/catalog/catalog-queries.ts"),
          import("../features/search/search-queries.ts"),
        ]),
      ([catalog, search]) =>
        Promise.all([
          context.queryClient.prefetchQuery(catalog.categoriesQuery()),
          context.queryClient.prefetchInfiniteQuery(search.searchItemsQuery(deps)),
        ]),
    ),
  component: function ItemSearch() {
    return <SearchScreen search={Route.useSearch()} />;
  },
});
