import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { NotificationsScreen } from "../features/notifications/notifications-screen.tsx";
import { prefetchLazily } from "../route-prefetch.ts";

export const Route = createFileRoute("/notifications")({
  beforeLoad: requireSignIn,
  // Start the unread list while the screen's chunk loads.
  loader: ({ context }) => {
    prefetchLazily(
      () => import("../features/notifications/notifications-queries.ts"),
      (m) => context.queryClient.prefetchInfiniteQuery(m.notificationListQuery(false)),
    );
  },
  component: NotificationsScreen,
});
