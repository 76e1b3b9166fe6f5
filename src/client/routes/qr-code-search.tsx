import { createFileRoute } from "@tanstack/react-router";
import { QrScanScreen } from "../features/search/qr-scan-screen.tsx";

export const Route = createFileRoute("/qr-code-search")({
  // Its title comes from the shell's title map (shell/titles.ts), in the page's language.
  component: QrScanScreen,
});
