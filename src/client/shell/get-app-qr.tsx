import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { PhoneIcon } from "../ui/icons-more.tsx";

/** Wide screens: "Get App" opens a QR code of /getApp to scan with a phone (qrcode is loaded lazily). */
export function GetAppQr() {
  const [open, setOpen] = useState(false);
  const [svg, setSvg] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  useEffect(() => {
    if (!open || svg) return;
    void import("qrcode").then((q) =>
      q
        .toString(`${location.origin}/getApp`, {
          type: "svg",
          margin: 1,
          width: 160,
          color: { dark: "#0f172a", light: "#ffffff" },
        })
        .then(setSvg),
    );
  }, [open, svg]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover shows the QR; the button is the keyboard path
    <div
      ref={ref}
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="focus-ring inline-flex items-center gap-1 rounded px-1 hover:text-white"
      >
        <PhoneIcon className="size-3.5" />
        <Trans>Get App</Trans>
      </button>
      {open && (
        <div className="absolute right-0 top-full z-50 mt-2 w-56 rounded-xl bg-white p-4 text-center text-slate-900 shadow-2xl ring-1 ring-slate-200">
          <p className="text-sm font-semibold">
            <Trans>Scan to get the app</Trans>
          </p>
          <div className="mx-auto mt-3 size-40" aria-label={t`QR code to get the app`} role="img">
            {svg ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG we generated from our own URL
              <div className="size-40" dangerouslySetInnerHTML={{ __html: svg }} />
            ) : (
              <div className="size-40 animate-pulse rounded bg-slate-100" />
            )}
          </div>
          <p className="mt-2 text-xs text-slate-500">
            <Trans>Point your phone camera at the code.</Trans>
          </p>
        </div>
      )}
    </div>
  );
}
