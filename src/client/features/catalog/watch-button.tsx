import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useState } from "react";
import type { ItemDetail } from "#shared/contract/catalog";
import { signedInAtom } from "../../state.ts";
import { cx } from "../../ui/cx.ts";
import { catalogKeys, setWatch } from "./catalog-queries.ts";

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path
        d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The `Watch` toggle (aria-pressed). Guests go to sign in first. The answer of POST /item/watch
 * updates the cached item directly (a refetch could come back from the worker's cache). The press
 * is a mutation of the query client's cache, run as useMutation runs one (paused while offline, the
 * cache's own handlers), without the hook's observer: one module less on an item page's first visit.
 */
export function WatchButton({ item, className }: { item: ItemDetail; className?: string }) {
  const { t } = useLingui();
  const signedIn = useAtomValue(signedInAtom);
  const router = useRouter();
  const qc = useQueryClient();
  const key = catalogKeys.item(item.itemNumber);
  const [busy, setBusy] = useState(false);
  const toggle = (next: boolean) => {
    setBusy(true);
    void qc
      .getMutationCache()
      .build(qc, {
        mutationFn: (watch: boolean) => setWatch(item.itemNumber, watch),
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
      .execute(next)
      .catch(() => {})
      .finally(() => setBusy(false));
  };
  const watching = item.watching;
  return (
    <button
      type="button"
      aria-label={t`Watch`}
      aria-pressed={watching}
      disabled={busy}
      onClick={() => {
        if (!signedIn) {
          const here = router.state.location.href;
          void router.navigate({ href: `/signIn?redirect=${encodeURIComponent(here)}` });
          return;
        }
        toggle(!watching);
      }}
      className={cx(
        "focus-ring inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold ring-1 ring-inset transition-colors disabled:opacity-70",
        watching
          ? "bg-rose-50 text-rose-700 ring-rose-200 hover:bg-rose-100"
          : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50",
        className,
      )}
    >
      <HeartIcon filled={watching} />
      <span aria-hidden="true">
        {watching ? t({ message: "Watching", context: "watch button" }) : t`Watch`}
      </span>
      {item.watchCount > 0 && (
        <span aria-hidden="true" className="text-xs font-medium text-slate-500">
          {item.watchCount}
        </span>
      )}
    </button>
  );
}
