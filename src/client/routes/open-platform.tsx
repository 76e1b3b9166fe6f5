import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { OpenPlatformScreen } from "../features/stores-admin/open-platform-screen.tsx";

export const Route = createFileRoute("/open-platform")({
  beforeLoad: requireSignIn,
  component: OpenPlatformScreen,
});
