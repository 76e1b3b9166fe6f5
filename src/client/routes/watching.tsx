import { createFileRoute } from "@tanstack/react-router";
import { WatchingScreen } from "../features/catalog/my-lists-screens.tsx";

export const Route = createFileRoute("/watching")({ component: WatchingScreen });
