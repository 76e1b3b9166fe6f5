import { Trans, useLingui } from "@lingui/react/macro";
import { type MouseEvent, useState } from "react";
import { Dialog } from "../../ui/dialog.tsx";
import { PhotoArrows, usePhotoArrowKeys } from "./gallery-paging.tsx";
import { Thumbnails } from "./gallery-thumbnails.tsx";

export type ZoomPhoto = { key: string; large: string; medium: string; small: string; alt: string };

/**
 * The item's photos at full size over the page, one at a time: the arrow buttons, the arrow keys
 * and the thumbnails page through all of them; a tap (or Enter) on the photo toggles a 2.5×
 * close-up centred where it was tapped. Escape, the backdrop or Close ends it, and the focus goes
 * back to what opened it. Native <dialog>, so focus stays inside while it is open.
 */
export function GalleryZoom({
  open,
  photos,
  index,
  onIndex,
  onClose,
}: {
  open: boolean;
  photos: ZoomPhoto[];
  index: number;
  /** The photo shown changed: the page's gallery follows, so closing leaves it on the same photo. */
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [zoomed, setZoomed] = useState<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const position = index + 1;
  const photo = photos[index];
  const close = () => {
    setZoomed(null);
    onClose();
  };
  const go = (i: number) => {
    setZoomed(null);
    onIndex((i + count) % count);
  };
  const toggle = (e: MouseEvent<HTMLButtonElement>) => {
    if (zoomed) return setZoomed(null);
    const r = e.currentTarget.getBoundingClientRect();
    // A keyboard "click" has no position: zoom into the middle.
    const x = e.clientX ? ((e.clientX - r.left) / r.width) * 100 : 50;
    const y = e.clientY ? ((e.clientY - r.top) / r.height) * 100 : 50;
    setZoomed({ x, y });
  };

  // The arrow keys page while it is open (the page's own gallery ignores keys inside a dialog).
  usePhotoArrowKeys(open && count > 1, (by) => go(index + by));

  const arrow =
    "focus-ring absolute top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-2xl text-slate-900 shadow hover:bg-white";
  return (
    <Dialog
      open={open && photo !== undefined}
      onClose={close}
      title={t`Photo ${position} of ${count}`}
      hideTitle
      className="!m-0 !h-dvh !max-h-none !w-screen !max-w-none !rounded-none !bg-slate-950 !p-0"
    >
      {photo && (
        <div className="flex h-dvh w-screen flex-col">
          <div className="relative min-h-0 flex-1 overflow-hidden">
            <button
              type="button"
              onClick={toggle}
              aria-label={zoomed ? t`Zoom out` : t`Zoom in`}
              className="focus-ring size-full cursor-zoom-in overflow-hidden"
            >
              <img
                key={photo.key}
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
            <p
              aria-live="polite"
              className="absolute left-4 top-4 rounded-full bg-slate-900/80 px-3 py-1 text-sm font-medium text-white"
            >
              {position} / {count}
            </p>
            <button
              type="button"
              onClick={close}
              className="focus-ring absolute right-3 top-3 inline-flex h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-slate-900 shadow"
            >
              <Trans>Close</Trans>
            </button>
            {count > 1 && <PhotoArrows onStep={(by) => go(index + by)} className={arrow} />}
          </div>
          {count > 1 && (
            <Thumbnails
              photos={photos}
              index={index}
              onPick={go}
              listClass="flex shrink-0 justify-start gap-2 overflow-x-auto px-3 py-3 [scrollbar-width:thin] md:justify-center"
              thumbClass="size-14 bg-slate-800 md:size-16"
              dimClass="opacity-70"
              px={64}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
