import { createFileRoute } from "@tanstack/react-router";
import { requireSignIn } from "../features/accounts/route-helpers.ts";
import { PrintQrScreen } from "../features/stores-admin/print-qr-screen.tsx";

export const Route = createFileRoute("/print-qr-code")({
  beforeLoad: requireSignIn,
  component: PrintQrScreen,
});
