import { createFileRoute } from "@tanstack/react-router";
import { TemplateMoreScreen } from "../features/search/list-screens.tsx";
import { TemplateMoreSearchSchema } from "../features/search/search-params.ts";
import { prefetchLazily } from "../route-prefetch.ts";

export const Route = createFileRoute("/templateMore")({
  validateSearch: TemplateMoreSearchSchema,
  loaderDeps: ({ search: { title: _title, ...search } }) => search,
  loader: ({ context, deps }) =>
    prefetchLazily(
      () => import("../features/search/search-queries.ts"),
      (m) => context.queryClient.prefetchInfiniteQuery(m.searchItemsQuery(deps)),
    ),
  component: function TemplateMore() {
    const { title, ...search } = Route.useSearch();
    return <TemplateMoreScreen search={search} title={title} />;
  },
});
