import { Trans, useLingui } from "@lingui/react/macro";
import type { ItemSummary } from "#shared/contract/catalog";
import { formatCount } from "#shared/count";
import { type5 as countdown } from "#shared/date-countdown";
import { formatCents } from "#shared/money";
import { useLocale } from "../i18n/locale.ts";
import { AppLink } from "./app-link.tsx";
import { cx } from "./cx.ts";
import { usePickupDistance } from "./distance.tsx";
import { ClockIcon, PinIcon } from "./icons.tsx";
import { Skeleton } from "./page.tsx";
import { useNow } from "./use-now.ts";

export type ItemCardItem = Pick<
  ItemSummary,
  "itemNumber" | "title" | "cover" | "saleType" | "priceCents" | "endTime"
> &
  Partial<Pick<ItemSummary, "city" | "lat" | "lng" | "bidCount" | "buyNowPriceCents" | "status">>;

function TimeLeft({ endTime }: { endTime: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const now = useNow();
  const left = countdown(locale, endTime, { now });
  const soon = left !== null && endTime - now < 3_600_000;
  return (
    // The server's clock and the browser's differ by the time the page took: the browser's text wins.
    <span
      suppressHydrationWarning
      className={cx(
        "inline-flex shrink-0 items-center gap-1 whitespace-nowrap text-xs font-medium",
        soon ? "text-rose-600" : "text-slate-600",
      )}
    >
      <ClockIcon className="size-3.5" />
      {left ? t`${left} left` : t`Ended`}
    </span>
  );
}

/** An item in a grid or row: cover (fixed 1:1 box, lazy), title, price, time left. Links to its page. */
export function ItemCard({ item, priority = false }: { item: ItemCardItem; priority?: boolean }) {
  const { t } = useLingui();
  const auction = item.saleType === "auction";
  // One or many by hand, not by Lingui's plural: see formatCount.
  const bids = formatCount(item.bidCount ?? 0);
  const distance = usePickupDistance(item);
  // A list may hold items no longer for sale (watched, viewed): the card says what became of them.
  const state =
    item.status === "sold"
      ? t({ message: "Sold", context: "item state" })
      : item.status === "ended"
        ? t({ message: "Ended", context: "item state" })
        : item.status === "withdrawn"
          ? t({ message: "Withdrawn", context: "item state" })
          : null;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 transition hover:shadow-md hover:ring-slate-300">
      {/* Contained: its size comes from the grid, never from the photo, so a photo coming in
          repaints this box alone instead of laying out the whole page again (one per card). */}
      <div className="relative aspect-square overflow-hidden bg-slate-100 contain-strict">
        {item.cover ? (
          <img
            src={item.cover}
            alt=""
            width={320}
            height={320}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-xs text-slate-400">
            <Trans>No photo</Trans>
          </div>
        )}
        <span
          className={cx(
            "absolute left-2 top-2 rounded-full px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide",
            state
              ? "bg-rose-700/90 text-white"
              : auction
                ? "bg-slate-900/85 text-white"
                : "bg-white/90 text-slate-800",
          )}
        >
          {state ?? (auction ? t`Auction` : t({ message: "Buy now", context: "sale type" }))}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm font-medium leading-5 text-slate-900">
          <AppLink
            href={`/itemDetail/${encodeURIComponent(item.itemNumber)}`}
            className="focus-ring rounded after:absolute after:inset-0 after:content-['']"
          >
            {item.title}
          </AppLink>
        </h3>
        <p className="text-base font-bold text-slate-900">
          {item.priceCents != null ? formatCents(item.priceCents) : "—"}
          {auction && item.bidCount != null && (
            <span className="ml-1.5 text-xs font-normal text-slate-500">
              {item.bidCount === 1 ? t`1 bid` : t`${bids} bids`}
            </span>
          )}
        </p>
        <div className="mt-auto flex flex-col gap-0.5 pt-1 lg:flex-row lg:flex-wrap lg:items-center lg:justify-between lg:gap-x-2">
          {auction && item.endTime ? <TimeLeft endTime={item.endTime} /> : null}
          {(item.city || distance) && (
            <span className="inline-flex min-w-0 max-w-full items-center gap-0.5 text-xs text-slate-600 lg:shrink-0">
              <PinIcon className="size-3 shrink-0" />
              {item.city && <span className="min-w-0 truncate">{item.city}</span>}
              {distance && (
                <span
                  className="shrink-0 whitespace-nowrap font-medium text-slate-700"
                  data-distance-km={distance.km.toFixed(1)}
                >
                  {item.city ? " · " : ""}
                  <span className="sr-only">{t`Pickup distance:`} </span>
                  {distance.text}
                </span>
              )}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}

/** The lines of text under a card's cover, as placeholders. */
const TEXT_LINES = ["h-4 w-5/6", "h-4 w-1/2", "h-3 w-1/3"];

export function ItemCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
      <Skeleton className="aspect-square rounded-none" />
      <div className="space-y-2 p-3">
        {TEXT_LINES.map((line) => (
          <Skeleton key={line} className={line} />
        ))}
      </div>
    </div>
  );
}

const SKELETON_KEYS = Array.from({ length: 24 }, (_, i) => `s${i}`);
const gridCols = "grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5";

/** A responsive grid of cards; `loading` shows skeletons of the same size (no layout shift). */
export function ItemGrid({
  items,
  loading,
  skeletons = 10,
  label,
}: {
  items?: ItemCardItem[];
  loading?: boolean;
  skeletons?: number;
  label?: string;
}) {
  const { t } = useLingui();
  if (loading && !items?.length)
    return (
      <div className={gridCols} role="status" aria-busy="true" aria-label={label ?? t`Loading items`}>
        {SKELETON_KEYS.slice(0, skeletons).map((k) => (
          <ItemCardSkeleton key={k} />
        ))}
      </div>
    );
  return (
    <ul className={gridCols} aria-label={label}>
      {items?.map((it, i) => (
        <li key={it.itemNumber} className="flex">
          <div className="w-full">
            <ItemCard item={it} priority={i < 2} />
          </div>
        </li>
      ))}
    </ul>
  );
}
