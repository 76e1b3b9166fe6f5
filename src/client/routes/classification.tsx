import { createFileRoute } from "@tanstack/react-router";
import { CategoriesScreen } from "../features/catalog/categories-screen.tsx";
import { prefetchLazily } from "../route-prefetch.ts";

export const Route = createFileRoute("/classification")({
  // Its title comes from the shell's title map (shell/titles.ts), in the page's language.
  loader: ({ context }) =>
    prefetchLazily(
      () => import("../features/catalog/catalog-queries.ts"),
      (m) => context.queryClient.prefetchQuery(m.categoriesQuery()),
    ),
  component: CategoriesScreen,
});
