import { useEffect, useState } from "react";
import { cx } from "./cx.ts";

/** Generated SVGs by text and size: a sheet of labels or a rotating TV draws each code once. */
const cache = new Map<string, Promise<string>>();
/** A TV runs for days while listings come and go: the oldest codes are forgotten past this. */
const CACHE_MAX = 600;

function qrSvg(text: string, size: number): Promise<string> {
  const key = `${size}\n${text}`;
  let p = cache.get(key);
  if (!p) {
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    // qrcode is loaded on first use only (it is not part of any first visit).
    p = import("qrcode").then((q) =>
      q.toString(text, { type: "svg", margin: 1, width: size, errorCorrectionLevel: "M" }),
    );
    cache.set(key, p);
  }
  return p;
}

/** Draws the codes before they are needed (a label sheet prints only once every code is drawn). */
export function prepareQr(texts: string[], size = 160): Promise<unknown> {
  return Promise.all(texts.map((t) => qrSvg(t, size)));
}

/** A QR code as an image (`role="img"` with `label`) for `text`. */
export function QrImage({
  text,
  label,
  size = 160,
  displaySize,
  className,
}: {
  text: string;
  label: string;
  size?: number;
  /** A CSS length to show it at instead of `size` px (a TV sizes codes to its screen height). */
  displaySize?: string;
  className?: string;
}) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSvg(null);
    void qrSvg(text, size).then((s) => live && setSvg(s));
    return () => {
      live = false;
    };
  }, [text, size]);
  return (
    <div
      role="img"
      aria-label={label}
      data-qr={svg ? "ready" : "loading"}
      className={cx("bg-white [&>svg]:size-full", className)}
      style={{ width: displaySize ?? size, height: displaySize ?? size }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the qrcode library drew from our own text
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}

/** The absolute address a code opens: the app's own origin (not PUBLIC_URL), so any host works. */
export const itemQrUrl = (sinCode: string) =>
  `${location.origin}/itemDetail/sinCode/${encodeURIComponent(sinCode)}`;
