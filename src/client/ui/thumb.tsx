import type { ReactNode } from "react";
import { cx } from "./cx.ts";
import { Skeleton } from "./page.tsx";

/**
 * An item's cover photo, or a grey box of the same size when it has none (`empty` is written in
 * it, e.g. "No photo"). `className` sizes both; `px` is the photo's width and height. A list's
 * thumbs load lazily; `eager` for one at the top of a page.
 */
export function Thumb({
  cover,
  px,
  className,
  empty,
  eager,
}: {
  cover: string | null;
  px: number;
  className: string;
  empty?: ReactNode;
  eager?: boolean;
}) {
  return cover ? (
    <img
      src={cover}
      alt=""
      width={px}
      height={px}
      loading={eager ? undefined : "lazy"}
      decoding={eager ? undefined : "async"}
      className={cx("shrink-0 rounded-lg bg-slate-100 object-cover", className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cx(
        "flex shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400",
        className,
      )}
    >
      {empty}
    </span>
  );
}

/**
 * A row of a list while it loads: the thumb's box (`thumb` sizes it) beside one bar a line of
 * text (`lines`, each bar's size, all different). `className` is the row's own look.
 */
export function ThumbRowSkeleton({
  className,
  thumb,
  lines,
}: {
  className: string;
  thumb: string;
  lines: string[];
}) {
  return (
    <div className={cx("flex gap-3", className)}>
      <Skeleton className={cx("shrink-0", thumb)} />
      <div className="flex-1 space-y-2">
        {lines.map((size) => (
          <Skeleton key={size} className={size} />
        ))}
      </div>
    </div>
  );
}
