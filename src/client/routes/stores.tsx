import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { StoresScreen } from "../features/accounts/store-screens.tsx";
import { prefetchLazily } from "../route-prefetch.ts";

export const Route = createFileRoute("/stores")({
  beforeLoad: requireSignIn,
  loader: ({ context }) => {
    prefetchLazily(
      () => import("../features/accounts/accounts-queries.ts"),
      (m) => context.queryClient.prefetchQuery(m.storesQuery()),
    );
  },
  component: StoresScreen,
});
