import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "../../ui/button.tsx";
import { CloudOffIcon } from "../../ui/icons.tsx";
import { EmptyState, Skeleton } from "../../ui/page.tsx";

/** What BidPages reads of an infinite query. */
type PagedQuery = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
};

/**
 * The states of bids loaded page by page (an item's bid history, my bids): skeleton rows while the
 * first page loads; a failed load with no rows saved (offline or not) and a retry; the list's own
 * empty state; else its rows over a footer (more, how many shown, a next page that failed).
 */
export function BidPages({
  q,
  empty,
  online,
  skeleton,
  failure,
  emptyState,
  footer,
  children,
}: {
  q: PagedQuery;
  /** No rows loaded (or saved). */
  empty: boolean;
  online: boolean;
  skeleton: { rows: string[]; listClass: string; rowClass: string };
  /**
   * The failed load's title when online, its text when offline with nothing saved, and the note over
   * the saved rows while offline.
   */
  failure: { title: string; offlineBody: string; offlineSaved: string };
  emptyState: ReactNode;
  footer: { className: string; more: ReactNode; shown: string };
  children: ReactNode;
}) {
  const { t } = useLingui();
  if (q.isPending)
    return (
      <ul className={skeleton.listClass} aria-busy="true" aria-label={t`Loading bids`}>
        {skeleton.rows.map((k) => (
          <li key={k}>
            <Skeleton className={skeleton.rowClass} />
          </li>
        ))}
      </ul>
    );
  if (q.isError && empty)
    return (
      <EmptyState
        title={online ? failure.title : t`You are offline`}
        body={online ? t`Check your connection and try again.` : failure.offlineBody}
        action={
          <Button onClick={() => void q.refetch()} busy={q.isFetching}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  if (empty) return <>{emptyState}</>;
  return (
    <>
      {!online && (
        <p className="mb-3 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          <CloudOffIcon className="size-4 shrink-0" />
          {failure.offlineSaved}
        </p>
      )}
      {children}
      <div className={footer.className}>
        {q.hasNextPage ? (
          <Button variant="secondary" onClick={() => void q.fetchNextPage()} busy={q.isFetchingNextPage}>
            {footer.more}
          </Button>
        ) : (
          <p>{footer.shown}</p>
        )}
        {q.isFetchNextPageError && (
          <p role="alert">
            <Trans>We could not load more bids.</Trans>
          </p>
        )}
      </div>
    </>
  );
}
