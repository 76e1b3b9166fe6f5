import type QrScanner from "qr-scanner";

/** What a screen keeps of a running camera scan. */
export type QrCamera = { start(): Promise<void>; stop(): void; destroy(): void };

/**
 * qr-scanner (~16 KB + its worker) loads only on the screens that scan, and only when asked. It uses
 * BarcodeDetector where the browser has one and its own worker decoder elsewhere (Linux Chromium).
 */
export const loadQrScanner = () => import("qr-scanner").then((m) => m.default);

/**
 * Starts the back camera in `video`, handing each QR code it reads to `onText`; the scan replaces
 * the one in `camera` (destroyed first). Says how it went: "on", or why not ("none": no camera,
 * "denied": the browser or the person refused it, "failed": anything else).
 */
export async function startQrCamera(
  video: HTMLVideoElement,
  camera: { current: QrCamera | null },
  onText: (text: string) => void,
  options: {
    maxScansPerSecond: number;
    calculateScanRegion?: (video: HTMLVideoElement) => QrScanner.ScanRegion;
  },
): Promise<"on" | "none" | "denied" | "failed"> {
  try {
    const Scanner = await loadQrScanner();
    if (!(await Scanner.hasCamera())) return "none";
    camera.current?.destroy();
    const s = new Scanner(video, (r) => onText(r.data), {
      returnDetailedScanResult: true,
      preferredCamera: "environment",
      highlightScanRegion: true,
      ...options,
    });
    camera.current = s;
    await s.start();
    return "on";
  } catch (e) {
    return (e as Error)?.name === "NotAllowedError" || String(e).includes("denied") ? "denied" : "failed";
  }
}
