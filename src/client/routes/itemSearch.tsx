import { createFileRoute } from "@tanstack/react-router";
import { ListSearchSchema } from "../features/search/search-params.ts";
import { SearchScreen } from "../features/search/search-screen.tsx";
import { prefetchLazily } from "../route-prefetch.ts";

export const Route = createFileRoute("/itemSearch")({
  validateSearch: ListSearchSchema,
  staticData: { title: "Search" },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchLazily(
      () => import("../features/search/search-queries.ts"),
      (m) => context.queryClient.prefetchInfiniteQuery(m.searchItemsQuery(deps)),
    ),
  component: function ItemSearch() {
    return <SearchScreen search={Route.useSearch()} />;
  },
});
