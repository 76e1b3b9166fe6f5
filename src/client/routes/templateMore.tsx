import { createFileRoute } from "@tanstack/react-router";
import { TemplateMoreScreen } from "../features/search/list-screens.tsx";
import { TemplateMoreSearchSchema } from "../features/search/search-params.ts";

export const Route = createFileRoute("/templateMore")({
  validateSearch: TemplateMoreSearchSchema,
  component: function TemplateMore() {
    const { title, ...search } = Route.useSearch();
    return <TemplateMoreScreen search={search} title={title} />;
  },
});
