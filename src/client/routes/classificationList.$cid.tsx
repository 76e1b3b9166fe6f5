import { createFileRoute, notFound } from "@tanstack/react-router";
import { CategoryListScreen } from "../features/search/list-screens.tsx";
import { ListSearchSchema, parseIdParam } from "../features/search/search-params.ts";
import { prefetchLazily } from "../route-prefetch.ts";

export const Route = createFileRoute("/classificationList/$cid")({
  params: {
    parse: (p) => {
      const cid = parseIdParam(p.cid);
      if (cid === undefined) throw notFound();
      return { cid };
    },
    stringify: (p) => ({ cid: String(p.cid) }),
  },
  validateSearch: ListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    prefetchLazily(
      () =>
        Promise.all([
          import("../features/catalog/catalog-queries.ts"),
          import("../features/search/search-queries.ts"),
        ]),
      ([catalog, search]) =>
        Promise.all([
          context.queryClient.prefetchQuery(catalog.categoriesQuery()),
          context.queryClient.prefetchInfiniteQuery(
            search.searchItemsQuery(search.nearbyRequestNow({ ...deps, cid: params.cid })),
          ),
        ]),
    ),
  component: function ClassificationList() {
    return <CategoryListScreen cid={Route.useParams().cid} search={Route.useSearch()} />;
  },
});
