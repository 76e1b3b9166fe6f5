import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { MyItemsScreen } from "../features/selling/my-items-screen.tsx";
import { MyItemsSearchSchema } from "../features/selling/route-search.ts";

export const Route = createFileRoute("/items")({
  validateSearch: MyItemsSearchSchema,
  beforeLoad: requireSignIn,
  component: function Items() {
    return <MyItemsScreen tab={Route.useSearch().tab ?? "active"} />;
  },
});
