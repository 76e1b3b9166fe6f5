import { createFileRoute } from "@tanstack/react-router";
import { ADMIN_TABS } from "../features/moderation/admin-tabs.ts";
import { AdminConsole } from "../features/moderation/console/console-screen.tsx";
import { field, searchSchema } from "../route-search.ts";

export const AdminSearchSchema = searchSchema({ tab: field.oneOfOr(ADMIN_TABS, "queue") });

/**
 * /admin, the operators' console. Anyone else gets the app's Page not found, and only an operator's
 * browser loads the console's chunk: the check itself is a small chunk fetched on the way in.
 */
export const Route = createFileRoute("/admin")({
  validateSearch: AdminSearchSchema,
  beforeLoad: () => import("../features/moderation/operator-gate.ts").then((m) => m.requireOperator()),
  component: function Admin() {
    const { tab } = Route.useSearch();
    return <AdminConsole tab={tab} />;
  },
});
