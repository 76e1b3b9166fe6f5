import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { TvDisplayScreen } from "../features/stores-admin/tv-display-screen.tsx";
import { TvListScreen } from "../features/stores-admin/tv-screens.tsx";
import { field, searchSchema } from "../route-search.ts";

const TvSearchSchema = searchSchema({
  /** A TV opens `?device=<pairingCode>`: the full-screen display, no sign-in. */
  device: field.textLength(4, 32),
});

export const Route = createFileRoute("/tv-display/")({
  validateSearch: TvSearchSchema,
  beforeLoad: ({ search, location }) => {
    if (!search.device) requireSignIn({ location });
  },
  component: function TvDisplay() {
    const { device } = Route.useSearch();
    return device ? <TvDisplayScreen code={device} /> : <TvListScreen />;
  },
});
