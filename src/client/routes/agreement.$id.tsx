import { createFileRoute, notFound } from "@tanstack/react-router";
import { isAgreementId } from "../features/catalog/agreement-ids.ts";
import { AgreementScreen } from "../features/catalog/info-pages.tsx";

export const Route = createFileRoute("/agreement/$id")({
  beforeLoad: ({ params }) => {
    if (!isAgreementId(params.id)) throw notFound();
  },
  component: function Agreement() {
    return <AgreementScreen id={Route.useParams().id} />;
  },
});
