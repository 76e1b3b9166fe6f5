import { createFileRoute } from "@tanstack/react-router";
import { TemplateMoreScreen } from "../features/search/list-screens.tsx";
import { TemplateMoreSearchSchema } from "../features/search/search-params.ts";
import { prefetchLazily } from "../route-prefetch.ts";

export const Route = createFileRoute("/templateMore")({
  validateSearch: TemplateMoreSearchSchema,
  loaderDeps: ({ search: { title: _title, ...search } }) => search,
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
          context.queryClient.prefetchInfiniteQuery(search.searchItemsQuery(search.nearbyRequestNow(deps))),
        ]),
    ),
  component: function TemplateMore() {
    const { title, ...search } = Route.useSearch();
    return <TemplateMoreScreen search={search} title={title} />;
  },
});
