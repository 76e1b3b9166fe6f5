import { createFileRoute } from "@tanstack/react-router";
import { GetAppScreen } from "../features/catalog/info-pages.tsx";

export const Route = createFileRoute("/getApp")({ component: GetAppScreen });
