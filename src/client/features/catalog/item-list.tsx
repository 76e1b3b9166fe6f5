import { Trans, useLingui } from "@lingui/react/macro";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import type { ItemSummary } from "#shared/contract/catalog";
import type { Page } from "#shared/contract/common";
import { formatCount } from "#shared/count";
import { Button } from "../../ui/button.tsx";
import { ItemCardSkeleton, ItemGrid } from "../../ui/item-card.tsx";
import { EmptyState } from "../../ui/page.tsx";
import { LoadError, OfflineNote } from "./load-states.tsx";

export type ItemPages = UseInfiniteQueryResult<InfiniteData<Page<ItemSummary>, unknown>, Error>;

const MORE_SKELETONS = ["m1", "m2", "m3", "m4", "m5"];

/**
 * A grid over an infinite query: skeletons first, then pages appended as the end comes into view
 * (and a Load more button for keyboards and when the observer is not there), an empty state, a
 * retry for errors and the offline note for cached data.
 */
export function InfiniteItemList({
  query,
  label,
  empty,
  header,
  renderGrid,
}: {
  query: ItemPages;
  label: string;
  empty: { title: string; body?: ReactNode; action?: ReactNode };
  /** Above the grid once there is data (counts, notes). */
  header?: (total: number) => ReactNode;
  /** Render the items yourself (e.g. with per-card actions); defaults to ItemGrid. */
  renderGrid?: (items: ItemSummary[]) => ReactNode;
}) {
  const { t } = useLingui();
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } =
    query;
  const sentinel = useRef<HTMLDivElement>(null);
  const items = data?.pages.flatMap((p) => p.list) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  // One or many by hand, not by Lingui's plural: see formatCount.
  const shown = formatCount(items.length);
  const canAutoLoad = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !canAutoLoad || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: "800px 0px" },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [canAutoLoad, fetchNextPage]);

  const lowerLabel = label.toLowerCase();
  if (isPending) return <ItemGrid loading label={t`Loading ${lowerLabel}`} skeletons={10} />;
  if (isError && items.length === 0)
    return <LoadError onRetry={() => void query.refetch()} busy={query.isFetching} />;
  if (items.length === 0)
    return (
      <>
        <OfflineNote />
        <EmptyState title={empty.title} body={empty.body} action={empty.action} />
      </>
    );

  return (
    <div>
      <OfflineNote />
      {header?.(total)}
      {renderGrid ? renderGrid(items) : <ItemGrid items={items} label={label} />}
      {isFetchingNextPage && (
        <div
          className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5"
          role="status"
          aria-label={t`Loading more items`}
        >
          {MORE_SKELETONS.map((k) => (
            <ItemCardSkeleton key={k} />
          ))}
        </div>
      )}
      <div ref={sentinel} className="h-px" />
      <div className="mt-6 flex flex-col items-center gap-2 text-sm text-slate-600">
        {isFetchNextPageError ? (
          <>
            <p role="alert">
              <Trans>We could not load more items.</Trans>
            </p>
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              <Trans>Try again</Trans>
            </Button>
          </>
        ) : hasNextPage ? (
          <Button variant="secondary" onClick={() => void fetchNextPage()} busy={isFetchingNextPage}>
            <Trans>Load more</Trans>
          </Button>
        ) : (
          <p>{items.length === 1 ? t`1 item shown.` : t`All ${shown} items shown.`}</p>
        )}
      </div>
    </div>
  );
}
