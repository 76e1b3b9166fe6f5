import { QueryClient } from "@tanstack/react-query";
import { ApiCodeError } from "./api/request.ts";

const DAY = 24 * 60 * 60 * 1000;
/** How long a persisted cache is trusted (the persister's maxAge); gcTime must be at least this. */
export const CACHE_MAX_AGE = 7 * DAY;

/**
 * The one QueryClient. `offlineFirst`: a query runs once even offline (the service worker may
 * answer from its cache), then pauses; persisted data renders meanwhile.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: "offlineFirst",
        gcTime: CACHE_MAX_AGE,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Business answers (non-1 codes) are final; retry only transport failures.
        retry: (count, err) => !(err instanceof ApiCodeError) && count < 2,
      },
      mutations: { networkMode: "offlineFirst" },
    },
  });

/** The browser's one client (the server renders each page with a client of its own). */
export const queryClient = createQueryClient();

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
