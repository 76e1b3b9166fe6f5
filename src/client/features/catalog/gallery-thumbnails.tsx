import { useLingui } from "@lingui/react/macro";
import { cx } from "../../ui/cx.ts";

/**
 * A gallery's strip of small photos, one button a photo, the one shown marked: under the item's
 * photos on wide screens, and inside the zoom, where the look differs (`listClass`, `thumbClass`).
 */
export function Thumbnails({
  photos,
  index,
  onPick,
  listClass,
  thumbClass,
  dimClass,
  px,
}: {
  photos: Array<{ key: string; small: string }>;
  index: number;
  onPick: (i: number) => void;
  listClass: string;
  /** The button's size and backdrop. */
  thumbClass: string;
  /** How faint the photos not shown are. */
  dimClass: string;
  /** The thumbnail's width and height in CSS pixels, for the image's reserved box. */
  px: number;
}) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Thumbnails`} className={listClass}>
      {photos.map((p, i) => (
        <li key={p.key} className="shrink-0">
          <button
            type="button"
            aria-label={t`Show photo ${i + 1}`}
            aria-current={i === index ? "true" : undefined}
            onClick={() => onPick(i)}
            className={cx(
              "focus-ring block overflow-hidden rounded-lg ring-2 transition",
              thumbClass,
              i === index ? "ring-orange-500" : cx("ring-transparent hover:opacity-100", dimClass),
            )}
          >
            <img
              src={p.small}
              alt=""
              width={px}
              height={px}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
