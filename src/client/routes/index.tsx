import { createFileRoute } from "@tanstack/react-router";
import { homeSectionsQuery } from "../features/home/home-queries.ts";
import { HomeScreen } from "../features/home/home-screen.tsx";

export const Route = createFileRoute("/")({
  // Start the request while the screen's chunk loads; the screen shows skeletons or the cache.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(homeSectionsQuery());
  },
  component: HomeScreen,
});
