import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import type { ItemDetail } from "#shared/contract/catalog";
import { dateFormats } from "#shared/date-formats";
import { formatCents } from "#shared/money";
import { useLocale } from "../../i18n/locale.ts";
import { buyNowRequestAtom } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { itemQuery } from "./catalog-queries.ts";
import { useServerNow } from "./server-clock.ts";

const action =
  "focus-ring inline-flex h-12 shrink-0 items-center justify-center rounded-lg bg-orange-500 px-5 text-base font-semibold text-white shadow-sm hover:bg-orange-600";

/** Moves to the bidding form and puts the cursor in "Your bid" (the quick bids sit under it). */
function goToBid() {
  const field = document.querySelector<HTMLInputElement>('main input[name="bid"]');
  if (!field) return;
  field.scrollIntoView({ block: "center", behavior: "smooth" });
  field.focus({ preventScroll: true });
}

/**
 * Phones only: a bar fixed to the bottom of the item page with the live price, the live countdown
 * and the main action, so they never scroll away. It reads the item's query, which the live
 * auction stream keeps current. Its buttons are named "Bid now" and "Buy" (not "Place bid" and
 * "Buy now") so they add to, and never shadow, the panel's own controls.
 */
export function ItemStickyBar({ itemNumber }: { itemNumber: string }) {
  const { t } = useLingui();
  const item = useQuery(itemQuery(itemNumber)).data;
  if (!item) return null;
  return (
    <>
      {/* Room at the end of the page so the bar never covers the last lines. */}
      <div aria-hidden="true" className="h-20 md:hidden" />
      <section
        aria-label={t`Price and action`}
        data-testid="sticky-bar"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur md:hidden"
      >
        <div className="flex items-center gap-3">
          <BarSummary item={item} />
          <BarAction item={item} />
        </div>
      </section>
    </>
  );
}

function BarSummary({ item }: { item: ItemDetail }) {
  const { t } = useLingui();
  const locale = useLocale();
  const now = useServerNow();
  const a = item.auction;
  const price = a ? a.currentPriceCents : item.priceCents;
  const target = a ? (a.status === "scheduled" ? a.startTime : a.endTime) : null;
  // The clock style visibly ticks every second ("2d 05:14:33"): the bar is small, the change shows.
  const left = target === null ? null : dateFormats.type5(locale, target, { now, style: "clock" });
  const soon = a?.status === "open" && target !== null && target - now < 3_600_000;
  return (
    <div className="min-w-0 flex-1">
      <p className="text-xs text-slate-600">
        {a ? (a.bidCount > 0 ? t`Current bid` : t`Starting bid`) : t`Price`}
      </p>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-xl font-bold text-slate-900" data-testid="sticky-price">
          {price != null ? formatCents(price) : "—"}
        </span>
        {a && (
          <span
            role="timer"
            aria-live="off"
            data-testid="sticky-countdown"
            // The server's clock and the browser's differ by the page's trip: the browser's text wins.
            suppressHydrationWarning
            className={`text-sm font-semibold ${soon ? "text-rose-700" : "text-slate-700"}`}
          >
            {a.status === "ended" || !left
              ? t`Ended`
              : a.status === "scheduled"
                ? t`Starts in ${left}`
                : t`${left} left`}
          </span>
        )}
      </p>
    </div>
  );
}

function BarAction({ item }: { item: ItemDetail }) {
  const requestBuy = useSetAtom(buyNowRequestAtom);
  if (item.isOwner)
    return (
      <AppLink href={`/editItem?itemNumber=${encodeURIComponent(item.itemNumber)}`} className={action}>
        <Trans>Edit</Trans>
      </AppLink>
    );
  if (item.status !== "active") return null;
  if (item.auction) {
    if (item.auction.status !== "open") return null;
    return (
      <button type="button" className={action} onClick={goToBid}>
        <Trans>Bid now</Trans>
      </button>
    );
  }
  return (
    <button type="button" className={action} onClick={() => requestBuy(item.itemNumber)}>
      <Trans>Buy</Trans>
    </button>
  );
}
