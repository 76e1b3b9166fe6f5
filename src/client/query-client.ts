import { type DehydratedState, hydrate, MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, failureMessage } from "./api/call.ts";
import { showToast } from "./api/toast-store.ts";

const DAY = 24 * 60 * 60 * 1000;
/** How long a persisted cache is trusted (the persister's maxAge); gcTime must be at least this. */
export const CACHE_MAX_AGE = 7 * DAY;

/** What a query or mutation tells the toast policy (its `meta`). */
export type CallMeta = {
  /**
   * The screen shows this call's failures itself (a form's field errors and message, an error
   * panel, a queued write's status): no toast.
   */
  errorsInPlace?: boolean;
};

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/**
 * The one toast policy (rules/product.md §8): which failure of a query or a mutation is shown as
 * a toast, and with what words; null for none. The server's refusal says its own message, except
 * "Request unauthorized" (the session's own handling takes over). A query that got no answer stays
 * quiet (the screen shows the data it has, or its error state); a write that got none says so,
 * with the server's message when an HTTP failure carried one.
 */
export function errorToast(
  err: unknown,
  meta: CallMeta | undefined,
  of: "query" | "mutation",
): string | null {
  if (meta?.errorsInPlace || !(err instanceof ApiError)) return null;
  return err.refused || of === "mutation" ? failureMessage(err) || null : null;
}

function toastFailure(err: unknown, meta: CallMeta | undefined, of: "query" | "mutation"): void {
  const message = errorToast(err, meta, of);
  if (message) showToast(message, "error");
}

/**
 * The one QueryClient. `offlineFirst`: a query runs once even offline (the service worker may
 * answer from its cache), then pauses; persisted data renders meanwhile.
 */
export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (err, query) => toastFailure(err, query.meta, "query") }),
    mutationCache: new MutationCache({
      onError: (err, _vars, _ctx, mutation) => toastFailure(err, mutation.meta, "mutation"),
    }),
    defaultOptions: {
      queries: {
        networkMode: "offlineFirst",
        gcTime: CACHE_MAX_AGE,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Business answers (non-1 codes) are final; retry only transport failures.
        retry: (count, err) => !(err instanceof ApiError && err.refused) && count < 2,
      },
      mutations: { networkMode: "offlineFirst" },
    },
  });

/** The browser's one client (the server renders each page with a client of its own). */
export const queryClient = createQueryClient();

/**
 * Runs a write as a mutation of the browser's client, so its failure meets the toast policy like
 * any other (`meta.errorsInPlace` when the screen shows it); answers what `write` answers.
 */
export function mutate<T>(write: () => Promise<T>, meta?: CallMeta): Promise<T> {
  return queryClient.getMutationCache().build(queryClient, { mutationFn: write, meta }).execute(undefined);
}

/** The queries the server sent with the page: each one's hash, and when the server fetched it. */
const pageQueries = new Map<string, number>();

/**
 * Whether `query` still holds what the server sent with this page: its own staleTime says when
 * to fetch it again (a page from a shared cache may be older), not the restore of the stored cache.
 */
export function holdsPageData(query: { queryHash: string; state: { dataUpdatedAt: number } }): boolean {
  return pageQueries.get(query.queryHash) === query.state.dataUpdatedAt;
}

/**
 * `refetchOnMount` for a screen that always asks again when it opens (`"always"`), except for the
 * data the server has just sent with this very page.
 */
export const refetchUnlessPageData = (query: Parameters<typeof holdsPageData>[0]): boolean | "always" =>
  holdsPageData(query) ? true : "always";

/** Puts the queries the server sent with the page into the cache (router.tsx, before hydration). */
export function hydrateFromPage(qc: QueryClient, queries: DehydratedState["queries"]): void {
  for (const q of queries) pageQueries.set(q.queryHash, q.state.dataUpdatedAt);
  hydrate(qc, { queries, mutations: [] });
}

/**
 * Re-read queries after the server said their data changed (a stream event). A read already in
 * flight may have been answered before the change, and TanStack Query joins an invalidation to a
 * query's first fetch (one with no data yet) instead of restarting it, so that stale answer would
 * stand: the bell's badge said "1 unread" over an empty list. So the reads in flight are cancelled
 * and started again. Silently: whoever awaits the old read (a route loader) gets the new one's
 * answer, not a cancellation. Active queries are restarted by the invalidation, the others here.
 */
export async function refetchAfterServerChange(qc: QueryClient, queryKey: readonly unknown[]): Promise<void> {
  const inFlight = qc.getQueryCache().findAll({ queryKey, fetchStatus: "fetching" });
  for (const query of inFlight) void query.cancel({ silent: true });
  await Promise.all([
    qc.invalidateQueries({ queryKey }),
    ...inFlight.filter((q) => !q.isActive()).map((q) => q.fetch().catch(() => undefined)),
  ]);
}
