import { Trans, useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { CameraPreview } from "../../ui/camera-preview.tsx";
import { QrIcon } from "../../ui/icons.tsx";
import { Page } from "../../ui/page.tsx";
import { loadQrScanner, type QrCamera, startQrCamera } from "../../ui/qr-camera.ts";
import { CodeForm } from "./code-search-screen.tsx";
import { resolveScan } from "./scan-result.ts";

type Status = "idle" | "starting" | "scanning" | "error";

/** /qr-code-search (Scan): the camera, a photo of a QR code, or the code typed in. */
export function QrScanScreen() {
  const router = useRouter();
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<QrCamera | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  const [message, setMessage] = useState<string | null>(null);
  const handled = useRef(false);

  const onText = useCallback(
    (text: string) => {
      if (handled.current) return;
      const to = resolveScan(text);
      if (!to) {
        setMessage(t`That QR code is not an item of this marketplace.`);
        return;
      }
      handled.current = true;
      scanner.current?.stop();
      void router.navigate({ href: to });
    },
    [router, t],
  );

  const start = useCallback(async () => {
    if (!video.current) return;
    setStatus("starting");
    setMessage(null);
    const how = await startQrCamera(video.current, scanner, onText, { maxScansPerSecond: 10 });
    setStatus(how === "on" ? "scanning" : "error");
    if (how === "none") setMessage(t`No camera was found. Scan a photo or type the code instead.`);
    else if (how === "denied")
      setMessage(
        t`Camera access is blocked. Allow the camera in the browser’s settings, or scan a photo instead.`,
      );
    else if (how === "failed")
      setMessage(t`The camera could not start. Scan a photo or type the code instead.`);
  }, [onText, t]);

  // Start at once when the camera was allowed before; otherwise wait for the button (no surprise prompt).
  useEffect(() => {
    let cancelled = false;
    void navigator.permissions
      ?.query({ name: "camera" as PermissionName })
      .then((p) => {
        if (!cancelled && p.state === "granted") void start();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      scanner.current?.destroy();
      scanner.current = null;
    };
  }, [start]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setMessage(null);
    try {
      const QrScanner = await loadQrScanner();
      const r = await QrScanner.scanImage(file, {
        returnDetailedScanResult: true,
        alsoTryWithoutScanRegion: true,
      });
      onText(r.data);
    } catch {
      setMessage(t`No QR code was found in that photo. Try a sharper, closer photo.`);
    }
  };

  return (
    <Page heading={t`Scan`} width="narrow">
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        <Trans>Point the camera at an item’s QR code to open it.</Trans>
      </p>
      <div className="relative aspect-square w-full overflow-hidden rounded-2xl bg-slate-900">
        <CameraPreview ref={video} />
        {status !== "scanning" && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center text-white">
            <QrIcon className="size-14 text-white/70" />
            <Button onClick={() => void start()} busy={status === "starting"} size="lg">
              {status === "error" ? t`Try the camera again` : t`Start camera`}
            </Button>
          </div>
        )}
      </div>
      {message && (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800 ring-1 ring-rose-200"
        >
          {message}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2">
        <label className="focus-within:ring-orange-500 flex h-12 cursor-pointer items-center justify-center gap-2 rounded-lg bg-white text-sm font-semibold text-slate-900 ring-1 ring-slate-300 focus-within:ring-2 hover:bg-slate-50">
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
          <Trans>Scan a photo of a QR code</Trans>
        </label>
      </div>
      <section aria-labelledby="manual-code" className="mt-8 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="manual-code" className="mb-3 text-base font-semibold text-slate-900">
          <Trans>Or type the code</Trans>
        </h2>
        <CodeForm />
        <p className="mt-3 text-xs text-slate-500">
          <AppLink href="/codeSearch" className="focus-ring rounded underline">
            <Trans>Open the code finder</Trans>
          </AppLink>
        </p>
      </section>
    </Page>
  );
}
