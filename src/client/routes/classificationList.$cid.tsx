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
  loader: ({ context }) =>
    prefetchLazily(
      () => import("../features/catalog/catalog-queries.ts"),
      (m) => context.queryClient.prefetchQuery(m.categoriesQuery()),
    ),
  component: function ClassificationList() {
    return <CategoryListScreen cid={Route.useParams().cid} search={Route.useSearch()} />;
  },
});
