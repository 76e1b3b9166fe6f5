import { createFileRoute } from "@tanstack/react-router";
import { prefetchItemList } from "../features/search/list-route.ts";
import { TemplateMoreScreen } from "../features/search/list-screens.tsx";
import { TemplateMoreSearchSchema } from "../features/search/search-params.ts";

export const Route = createFileRoute("/templateMore")({
  validateSearch: TemplateMoreSearchSchema,
  loaderDeps: ({ search: { title: _title, ...search } }) => search,
  loader: ({ context, deps }) => prefetchItemList(context.queryClient, deps),
  component: function TemplateMore() {
    const { title, ...search } = Route.useSearch();
    return <TemplateMoreScreen search={search} title={title} />;
  },
});
