import { createFileRoute } from "@tanstack/react-router";
import { prefetchItemList } from "../features/search/list-route.ts";
import { CategoryListScreen } from "../features/search/list-screens.tsx";
import { ListSearchSchema, positiveIdParams } from "../features/search/search-params.ts";

export const Route = createFileRoute("/classificationList/$cid")({
  params: positiveIdParams("cid"),
  validateSearch: ListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => prefetchItemList(context.queryClient, { ...deps, cid: params.cid }),
  component: function ClassificationList() {
    return <CategoryListScreen cid={Route.useParams().cid} search={Route.useSearch()} />;
  },
});
