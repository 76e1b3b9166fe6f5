import { createFileRoute } from "@tanstack/react-router";
import { homeSectionsQuery } from "../features/home/home-queries.ts";
import { HomeScreen } from "../features/home/home-screen.tsx";

export const Route = createFileRoute("/")({
  // Start the request while the screen's chunk loads; the screen shows skeletons or the cache.
  // On the server the page waits for them (prefetchLazily's rule, with the query module at hand).
  loader: ({ context }) => {
    const rows = context.queryClient.prefetchQuery(homeSectionsQuery());
    return import.meta.env.SSR ? rows : undefined;
  },
  component: HomeScreen,
});
