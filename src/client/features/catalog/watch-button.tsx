import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useState } from "react";
import type { ItemDetail } from "#shared/contract/catalog";
import { signedInAtom } from "../../state.ts";
import { cx } from "../../ui/cx.ts";

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
 * The `Watch` toggle (aria-pressed). Guests go to sign in first. A press runs watch-toggle.ts,
 * loaded on the first one (a first visit that never watches needs none of it).
 */
export function WatchButton({ item, className }: { item: ItemDetail; className?: string }) {
  const { t } = useLingui();
  const signedIn = useAtomValue(signedInAtom);
  const router = useRouter();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const toggle = (next: boolean) => {
    setBusy(true);
    void import("./watch-toggle.ts")
      .then((m) => m.toggleWatch(qc, item.itemNumber, next))
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
