import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useRef, useState } from "react";
import type { ItemDetail } from "#shared/contract/catalog";
import { ZoomIcon } from "../../ui/icons-more.tsx";
import { lazyPart } from "../../ui/lazy-part.tsx";
import { PhotoArrows, usePhotoArrowKeys } from "./gallery-paging.tsx";
import { Thumbnails } from "./gallery-thumbnails.tsx";

// The full-size view (a dialog) loads when it is first opened.
const GalleryZoom = lazyPart(
  () => import("./gallery-zoom.tsx").then((m) => ({ default: m.GalleryZoom })),
  null,
  { overlay: true },
);

/**
 * Photos: a scroll-snap strip (swipe on phones, no script needed), arrow buttons and the arrow keys
 * on wide screens, and thumbnails. Every image sits in a fixed 1:1 box so nothing shifts as it loads.
 */
/** `label` names the gallery where "Photos" would be ambiguous (the posting form has a Photos field). */
export function Gallery({ item, label }: { item: ItemDetail; label?: string }) {
  const { t } = useLingui();
  const title = item.title;
  const photoAlt = (i: number) => {
    const n = i + 1;
    return i === 0 ? title : t`${title}, photo ${n}`;
  };
  const photos = item.imageSet.length
    ? item.imageSet
    : item.images.map((url, i) => ({ fileId: String(i), small: url, medium: url, large: url }));
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // null until the zoom is first opened; then it stays mounted, so closing it returns the focus.
  const [zoom, setZoom] = useState<boolean | null>(null);
  const count = photos.length;

  const go = useCallback(
    (i: number, behavior: ScrollBehavior = "smooth") => {
      const el = strip.current;
      if (!el || count === 0) return;
      const next = (i + count) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior });
      setIndex(next);
    },
    [count],
  );

  // Arrow keys page through the photos unless the person is typing somewhere, or the zoom is open.
  usePhotoArrowKeys(
    count > 1,
    (by) => go(index + by),
    (target) => !!target?.closest("input, textarea, select, [contenteditable=true], dialog[open]"),
  );

  if (count === 0)
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-slate-100 text-sm text-slate-500 md:rounded-2xl">
        <Trans>No photos</Trans>
      </div>
    );

  return (
    <section aria-label={label ?? t`Photos`} className="flex flex-col gap-3">
      <div className="relative">
        {/* Focusable when it scrolls: a scrollable strip must be reachable by keyboard (axe scrollable-region-focusable). */}
        <div
          ref={strip}
          tabIndex={count > 1 ? 0 : undefined}
          onScroll={(e) => {
            const el = e.currentTarget;
            const i = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
            if (i !== index) setIndex(i);
          }}
          // Contained as the item cards' photos: a photo coming in repaints this box, not the page.
          className="focus-ring flex aspect-[4/3] snap-x snap-mandatory overflow-x-auto overscroll-x-contain bg-slate-100 contain-strict [scrollbar-width:none] md:rounded-2xl"
        >
          {photos.map((p, i) => (
            <div key={p.fileId} className="size-full shrink-0 snap-center">
              {/* Photos are stored 320, 640 and 1280 px wide. On a phone the box is the screen's width
                  (about 400 px) and 640 is sharp there; told the box's true width, a 2× or 3× phone
                  takes the 1280, four times the bytes for nothing it can show. So on a phone the
                  sizes ask for at most 640 device pixels at any density (210 px at 3×, 320 px at 2×,
                  the screen's width at 1×); wider screens (and the zoom) keep the 1280. */}
              <img
                src={p.medium}
                srcSet={`${p.small} 320w, ${p.medium} 640w, ${p.large} 1280w`}
                sizes="(min-width: 1024px) 640px, (min-width: 768px) 100vw, (min-resolution: 2.5dppx) 210px, (min-resolution: 1.5dppx) 320px, 100vw"
                width={640}
                height={480}
                alt={photoAlt(i)}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : "auto"}
                decoding="async"
                className="size-full object-contain"
              />
            </div>
          ))}
        </div>
        <button
          type="button"
          onClick={() => setZoom(true)}
          className="focus-ring absolute left-3 top-3 inline-flex h-11 items-center gap-1.5 rounded-full bg-white/90 px-3 text-sm font-semibold text-slate-900 shadow ring-1 ring-slate-200 hover:bg-white"
        >
          <ZoomIcon className="size-4" />
          <Trans>Zoom</Trans>
        </button>
        {count > 1 && (
          <>
            <PhotoArrows
              onStep={(by) => go(index + by)}
              className="focus-ring absolute top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-xl text-slate-800 shadow ring-1 ring-slate-200 hover:bg-white md:inline-flex"
            />
            <p
              aria-live="polite"
              className="absolute bottom-3 right-3 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-medium text-white"
            >
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {zoom !== null && (
        <GalleryZoom
          open={zoom}
          photos={photos.map((p, i) => ({
            key: p.fileId,
            large: p.large,
            medium: p.medium,
            small: p.small,
            alt: photoAlt(i),
          }))}
          index={index}
          // Behind the zoom the strip jumps: a smooth scroll would pass through the photos between.
          onIndex={(i) => go(i, "instant")}
          onClose={() => setZoom(false)}
        />
      )}
      {count > 1 && (
        // Phones swipe the strip (the counter says where they are); wide screens get thumbnails.
        <Thumbnails
          photos={photos.map((p) => ({ key: p.fileId, small: p.small }))}
          index={index}
          onPick={(i) => go(i)}
          listClass="hidden gap-2 overflow-x-auto pb-1 [scrollbar-width:thin] md:flex"
          thumbClass="size-16 bg-slate-100 md:size-20"
          dimClass="opacity-80"
          px={80}
        />
      )}
    </section>
  );
}
