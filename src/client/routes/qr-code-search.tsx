import { createFileRoute } from "@tanstack/react-router";
import { QrScanScreen } from "../features/search/qr-scan-screen.tsx";

export const Route = createFileRoute("/qr-code-search")({
  staticData: { title: "Scan" },
  component: QrScanScreen,
});
