import { cx } from "./cx.ts";
import { UserIcon } from "./icons-more.tsx";

// Whole class names, so Tailwind finds them: the circle, the icon in it, the picture's pixels.
const SIZES = {
  sm: { box: "size-7", icon: "size-4", px: 28 },
  md: { box: "size-12", icon: "size-6", px: 48 },
  lg: { box: "size-20", icon: "size-9", px: 80 },
} as const;

/**
 * A user's or a store's picture in a circle, or a person icon when there is none. `onDark` for a
 * dark surface (the phone drawer's header).
 */
export function Avatar({
  pic,
  size,
  onDark,
}: {
  pic: string | null | undefined;
  size: keyof typeof SIZES;
  onDark?: boolean;
}) {
  const s = SIZES[size];
  return (
    <span
      className={cx(
        "flex shrink-0 items-center justify-center overflow-hidden rounded-full",
        s.box,
        onDark ? "bg-white/10 ring-2 ring-white/20" : "bg-slate-200 text-slate-500",
      )}
    >
      {pic ? (
        <img src={pic} alt="" width={s.px} height={s.px} className="size-full object-cover" />
      ) : (
        <UserIcon className={s.icon} />
      )}
    </span>
  );
}
