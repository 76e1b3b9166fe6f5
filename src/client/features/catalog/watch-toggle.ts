import type { QueryClient } from "@tanstack/react-query";
import type { ItemDetail } from "#shared/contract/catalog";
import { catalogKeys, setWatch } from "./catalog-queries.ts";

/**
 * A press of Watch (watch-button.tsx): POST /item/watch, whose answer updates the cached item
 * directly (a refetch could come back from the worker's cache). It is a mutation of the query
 * client's cache, run as useMutation runs one (paused while offline, the cache's own handlers),
 * without the hook's observer.
 */
export function toggleWatch(qc: QueryClient, itemNumber: string, next: boolean): Promise<unknown> {
  const key = catalogKeys.item(itemNumber);
  return qc
    .getMutationCache()
    .build(qc, {
      mutationFn: (watch: boolean) => setWatch(itemNumber, watch),
      onMutate: async (watch) => {
        // A fetch of the item already on its way (the signed-in refetch after hydration, say) would
        // land after the press and undo it on screen.
        const cancelled = qc.isFetching({ queryKey: key }) > 0;
        await qc.cancelQueries({ queryKey: key });
        const before = qc.getQueryData<ItemDetail>(key);
        if (before) qc.setQueryData<ItemDetail>(key, { ...before, watching: watch });
        return { before, cancelled };
      },
      onError: (_e, _v, ctx) => {
        if (ctx?.before) qc.setQueryData(key, ctx.before);
        if (ctx?.cancelled) void qc.invalidateQueries({ queryKey: key });
      },
      onSuccess: async (res, _watch, ctx) => {
        // Likewise for one that started while the press was on its way. Either is asked again
        // afterwards, when its answer includes the press.
        const overtaken = ctx.cancelled || qc.isFetching({ queryKey: key }) > 0;
        await qc.cancelQueries({ queryKey: key });
        const cur = qc.getQueryData<ItemDetail>(key);
        if (cur)
          qc.setQueryData<ItemDetail>(key, { ...cur, watching: res.watching, watchCount: res.watchCount });
        if (overtaken) void qc.invalidateQueries({ queryKey: key });
        void qc.invalidateQueries({ queryKey: [...catalogKeys.all, "watching"] });
        // Watching is a moment where ending-soon alerts make sense: offer push (lazily loaded).
        if (res.watching)
          void import("../notifications/offer-push.ts").then((o) => o.offerPushAfter("watch"));
      },
    })
    .execute(next);
}
