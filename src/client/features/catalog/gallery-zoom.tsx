import { Trans, useLingui } from "@lingui/react/macro";
import { type MouseEvent, useState } from "react";
import { Dialog } from "../../ui/dialog.tsx";

export type ZoomPhoto = { large: string; medium: string; alt: string };

/**
 * The photo at full size over the page. A tap (or Enter) toggles a 2.5× close-up centred where it
 * was tapped; Escape, the backdrop or Close ends it. Native <dialog>, so focus stays inside.
 */
export function GalleryZoom({
  photo,
  index,
  count,
  onClose,
}: {
  photo: ZoomPhoto | null;
  index: number;
  count: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [zoomed, setZoomed] = useState<{ x: number; y: number } | null>(null);
  const position = index + 1;
  const close = () => {
    setZoomed(null);
    onClose();
  };
  const toggle = (e: MouseEvent<HTMLButtonElement>) => {
    if (zoomed) return setZoomed(null);
    const r = e.currentTarget.getBoundingClientRect();
    // A keyboard "click" has no position: zoom into the middle.
    const x = e.clientX ? ((e.clientX - r.left) / r.width) * 100 : 50;
    const y = e.clientY ? ((e.clientY - r.top) / r.height) * 100 : 50;
    setZoomed({ x, y });
  };
  return (
    <Dialog
      open={photo !== null}
      onClose={close}
      title={t`Photo ${position} of ${count}`}
      hideTitle
      className="!m-0 !h-dvh !max-h-none !w-screen !max-w-none !rounded-none !bg-slate-950 !p-0"
    >
      {photo && (
        <div className="relative flex h-dvh w-screen items-center justify-center overflow-hidden">
          <button
            type="button"
            onClick={toggle}
            aria-label={zoomed ? t`Zoom out` : t`Zoom in`}
            className="focus-ring size-full cursor-zoom-in overflow-hidden"
          >
            <img
              src={photo.large}
              alt={photo.alt}
              width={1280}
              height={960}
              className="size-full object-contain transition-transform duration-200"
              style={
                zoomed
                  ? {
                      transform: "scale(2.5)",
                      transformOrigin: `${zoomed.x}% ${zoomed.y}%`,
                      cursor: "zoom-out",
                    }
                  : undefined
              }
            />
          </button>
          <p className="absolute left-4 top-4 rounded-full bg-slate-900/80 px-3 py-1 text-sm font-medium text-white">
            {index + 1} / {count}
          </p>
          <button
            type="button"
            onClick={close}
            className="focus-ring absolute right-3 top-3 inline-flex h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-slate-900 shadow"
          >
            <Trans>Close</Trans>
          </button>
        </div>
      )}
    </Dialog>
  );
}
