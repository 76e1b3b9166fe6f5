import { createFileRoute } from "@tanstack/react-router";
import { SavedSearchesScreen } from "../features/search/saved-searches-screen.tsx";

export const Route = createFileRoute("/savedSearches")({
  component: SavedSearchesScreen,
});
