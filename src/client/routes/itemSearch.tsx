import { createFileRoute } from "@tanstack/react-router";
import { prefetchItemList } from "../features/search/list-route.ts";
import { ListSearchSchema } from "../features/search/search-params.ts";
import { SearchScreen } from "../features/search/search-screen.tsx";

export const Route = createFileRoute("/itemSearch")({
  validateSearch: ListSearchSchema,
  // Its title comes from the shell's title map (shell/titles.ts), in the page's language.
  loaderDeps: ({ search }) => search,
  // With a term the page asks for facet counts too.
  loader: ({ context, deps }) =>
    prefetchItemList(context.queryClient, deps, { facets: Boolean(deps.q?.trim()) }),
  component: function ItemSearch() {
    return <SearchScreen search={Route.useSearch()} />;
  },
});
