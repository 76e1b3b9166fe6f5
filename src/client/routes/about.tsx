import { createFileRoute } from "@tanstack/react-router";
import { AboutScreen } from "../features/catalog/info-pages.tsx";

export const Route = createFileRoute("/about")({ component: AboutScreen });
