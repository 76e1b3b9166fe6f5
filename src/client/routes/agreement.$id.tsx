import { createFileRoute, notFound } from "@tanstack/react-router";
import { isAgreementId } from "../features/catalog/agreement-ids.ts";
import { AgreementScreen } from "../features/catalog/info-pages.tsx";
import { prefetchLazily } from "../route-prefetch.ts";

export const Route = createFileRoute("/agreement/$id")({
  beforeLoad: ({ params }) => {
    if (!isAgreementId(params.id)) throw notFound();
  },
  loader: ({ context, params }) =>
    prefetchLazily(
      () => import("../features/catalog/catalog-queries.ts"),
      (m) => context.queryClient.prefetchQuery(m.staticPageQuery(params.id)),
    ),
  component: function Agreement() {
    return <AgreementScreen id={Route.useParams().id} />;
  },
});
