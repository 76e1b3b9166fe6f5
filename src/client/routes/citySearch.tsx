import { createFileRoute } from "@tanstack/react-router";
import { CityScreen } from "../features/geo/city-screen.tsx";
import { CitySearchParamsSchema } from "../features/search/search-params.ts";

export const Route = createFileRoute("/citySearch")({
  validateSearch: CitySearchParamsSchema,
  // Its title comes from the shell's title map (shell/titles.ts), in the page's language.
  component: function CitySearch() {
    const navigate = Route.useNavigate();
    return (
      <CityScreen
        q={Route.useSearch().q ?? ""}
        onSearch={(q) => void navigate({ search: { q }, replace: true })}
      />
    );
  },
});
