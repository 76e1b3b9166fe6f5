import { createFileRoute } from "@tanstack/react-router";
import { CodeSearchScreen } from "../features/search/code-search-screen.tsx";
import { CodeSearchParamsSchema } from "../features/search/search-params.ts";

export const Route = createFileRoute("/codeSearch")({
  validateSearch: CodeSearchParamsSchema,
  component: function CodeSearch() {
    return <CodeSearchScreen code={Route.useSearch().code} />;
  },
});
