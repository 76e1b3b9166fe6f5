import type { AuctionStateDto } from "#shared/contract/auctions";
import type { ItemDetail } from "#shared/contract/catalog";
import { dateFormats } from "#shared/date-formats";
import { formatCents } from "#shared/money";
import { useLocale } from "../../i18n/locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { cx } from "../../ui/cx.ts";
import { auctionResultText, type StandingKind } from "./auction-logic.ts";
import type { Standing } from "./auction-queries.ts";

/** A scheduled auction before its start time. */
export function AuctionNotStarted({ auction }: { auction: AuctionStateDto }) {
  const locale = useLocale();
  return (
    <div className="rounded-lg bg-sky-50 px-3 py-3 text-sm text-sky-900 ring-1 ring-sky-200">
      <p className="font-semibold">Bidding has not started yet</p>
      <p>
        It opens on{" "}
        <time dateTime={dateFormats.type8(locale, auction.startTime)} suppressHydrationWarning>
          {dateFormats.type2(locale, auction.startTime)}
        </time>
        , starting at {formatCents(auction.startPriceCents)}.
      </p>
    </div>
  );
}

/** Past the end time by the server's clock, before the server says how it ended. */
export function AuctionClosing() {
  return (
    <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-700" aria-live="polite">
      Bidding is closing…
    </p>
  );
}

export function StandingBanner({
  kind,
  standing,
  minCents,
  notice,
}: {
  kind: StandingKind;
  standing: Standing;
  minCents: number;
  notice: string | null;
}) {
  // One live region (aria-live, not role="status": toasts own that role): a screen reader hears
  // "outbid" the moment the stream says so.
  return (
    <div aria-live="polite" className="empty:hidden">
      {kind === "leading" && (
        <div className="rounded-lg bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <p className="font-semibold">You're leading: you're the highest bidder</p>
          {standing.myMaxAmountCents != null && (
            <p>Your max bid of {formatCents(standing.myMaxAmountCents)} bids for you if someone else bids.</p>
          )}
        </div>
      )}
      {kind === "outbid" && (
        <div className="rounded-lg bg-rose-50 px-3 py-2.5 text-sm text-rose-900 ring-1 ring-rose-200">
          <p className="font-semibold">You've been outbid</p>
          <p>Bid {formatCents(minCents)} or more to take the lead.</p>
        </div>
      )}
      {notice && <p className="mt-2 text-sm text-slate-700">{notice}</p>}
    </div>
  );
}

/** Ended, sold, withdrawn: says how it ended. */
export function AuctionResult({
  item,
  auction,
  kind,
}: {
  item: ItemDetail;
  auction: AuctionStateDto;
  kind: StandingKind;
}) {
  const { title, body } = auctionResultText(item.status, auction, kind);
  return (
    <div
      className={cx(
        "flex flex-col gap-1 rounded-lg px-3 py-3 text-sm ring-1",
        kind === "won"
          ? "bg-emerald-50 text-emerald-900 ring-emerald-200"
          : "bg-slate-50 text-slate-800 ring-slate-200",
      )}
    >
      <p className="font-semibold">{title}</p>
      {body && <p>{body}</p>}
      {kind === "won" && (
        <AppLink
          href="/buying"
          className="focus-ring self-start rounded font-semibold text-orange-700 hover:underline"
        >
          Go to Purchases
        </AppLink>
      )}
    </div>
  );
}
