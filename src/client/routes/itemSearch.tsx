import { createFileRoute } from "@tanstack/react-router";
import { ListSearchSchema } from "../features/search/search-params.ts";
import { SearchScreen } from "../features/search/search-screen.tsx";
import { prefetchLazily } from "../route-prefetch.ts";

export const Route = createFileRoute("/itemSearch")({
  validateSearch: ListSearchSchema,
  // Its title comes from the shell's title map (shell/titles.ts), in the page's language.
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
          // With a term the page asks for facet counts too (the same key as the screen's).
          context.queryClient.prefetchInfiniteQuery(
            search.searchItemsQuery(search.nearbyRequestNow(deps), {
              facets: Boolean(deps.q?.trim()),
            }),
          ),
        ]),
    ),
  component: function ItemSearch() {
    return <SearchScreen search={Route.useSearch()} />;
  },
});
