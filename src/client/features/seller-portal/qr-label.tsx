import { useEffect, useState } from "react";

/** A QR code drawn as SVG (qrcode loads with the first label, never with the app). */
export function QrLabel({ text, label, size = 120 }: { text: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode")
      .then((q) => q.toString(text, { type: "svg", margin: 1, width: size, errorCorrectionLevel: "M" }))
      .then((s) => live && setSvg(s));
    return () => {
      live = false;
    };
  }, [text, size]);
  return (
    <div
      role="img"
      aria-label={label}
      style={{ width: size, height: size }}
      className="mx-auto bg-white"
      // The SVG comes from the qrcode library for our own URL text, not from user markup.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: generated SVG of a QR code
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
