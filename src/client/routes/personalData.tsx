import { createFileRoute } from "@tanstack/react-router";
import { PersonalDataScreen } from "../features/accounts/profile-screens.tsx";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { prefetchLazily } from "../route-prefetch.ts";

export const Route = createFileRoute("/personalData")({
  // Its title comes from the shell's title map (shell/titles.ts), in the page's language.
  beforeLoad: requireSignIn,
  loader: ({ context }) => {
    prefetchLazily(
      () => import("../features/accounts/accounts-queries.ts"),
      (m) => context.queryClient.prefetchQuery(m.meQuery()),
    );
  },
  component: PersonalDataScreen,
});
