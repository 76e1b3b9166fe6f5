import { createFileRoute } from "@tanstack/react-router";
import { ConditionListScreen } from "../features/search/list-screens.tsx";
import { ListSearchSchema } from "../features/search/search-params.ts";

export const Route = createFileRoute("/conditionList")({
  validateSearch: ListSearchSchema,
  component: function ConditionList() {
    return <ConditionListScreen search={Route.useSearch()} />;
  },
});
