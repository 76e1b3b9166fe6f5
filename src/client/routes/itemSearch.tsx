import { createFileRoute } from "@tanstack/react-router";
import { ListSearchSchema } from "../features/search/search-params.ts";
import { SearchScreen } from "../features/search/search-screen.tsx";

export const Route = createFileRoute("/itemSearch")({
  validateSearch: ListSearchSchema,
  staticData: { title: "Search" },
  component: function ItemSearch() {
    return <SearchScreen search={Route.useSearch()} />;
  },
});
