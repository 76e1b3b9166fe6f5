import { createFileRoute } from "@tanstack/react-router";
import { CategoriesScreen } from "../features/catalog/categories-screen.tsx";
import { prefetchLazily } from "../route-prefetch.ts";

export const Route = createFileRoute("/classification")({
  staticData: { title: "Categories" },
  loader: ({ context }) =>
    prefetchLazily(
      () => import("../features/catalog/catalog-queries.ts"),
      (m) => context.queryClient.prefetchQuery(m.categoriesQuery()),
    ),
  component: CategoriesScreen,
});
