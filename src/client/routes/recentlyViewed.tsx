import { createFileRoute } from "@tanstack/react-router";
import { RecentlyViewedScreen } from "../features/catalog/my-lists-screens.tsx";

export const Route = createFileRoute("/recentlyViewed")({ component: RecentlyViewedScreen });
