import { Trans, useLingui } from "@lingui/react/macro";
import type { AuctionStateDto } from "#shared/contract/auctions";
import type { ItemDetail } from "#shared/contract/catalog";
import { dateFormats } from "#shared/date-formats";
import { formatCents } from "#shared/money";
import { useLocale } from "../../i18n/locale.ts";
import { cx } from "../../ui/cx.ts";
import { TextLink } from "../../ui/text-link.tsx";
import { useIdleFormat } from "../../ui/use-hydrated.ts";
import type { Standing } from "./auction-queries.ts";
import { auctionResultText, type StandingKind } from "./auction-texts.ts";

/** A scheduled auction before its start time. */
export function AuctionNotStarted({ auction }: { auction: AuctionStateDto }) {
  const locale = useLocale();
  const opens = useIdleFormat(() => dateFormats.type2(locale, auction.startTime));
  const price = formatCents(auction.startPriceCents);
  return (
    <div className="rounded-lg bg-sky-50 px-3 py-3 text-sm text-sky-900 ring-1 ring-sky-200">
      <p className="font-semibold">
        <Trans>Bidding has not started yet</Trans>
      </p>
      <p>
        <Trans>
          It opens on{" "}
          <time dateTime={dateFormats.type8(locale, auction.startTime)} suppressHydrationWarning>
            {opens}
          </time>
          , starting at {price}.
        </Trans>
      </p>
    </div>
  );
}

/** Past the end time by the server's clock, before the server says how it ended. */
export function AuctionClosing() {
  return (
    <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-700" aria-live="polite">
      <Trans>Bidding is closing…</Trans>
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
  const myMax = standing.myMaxAmountCents != null ? formatCents(standing.myMaxAmountCents) : "";
  const min = formatCents(minCents);
  return (
    <div aria-live="polite" className="empty:hidden">
      {kind === "leading" && (
        <div className="rounded-lg bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <p className="font-semibold">
            <Trans>You're leading: you're the highest bidder</Trans>
          </p>
          {standing.myMaxAmountCents != null && (
            <p>
              <Trans>Your max bid of {myMax} bids for you if someone else bids.</Trans>
            </p>
          )}
        </div>
      )}
      {kind === "outbid" && (
        <div className="rounded-lg bg-rose-50 px-3 py-2.5 text-sm text-rose-900 ring-1 ring-rose-200">
          <p className="font-semibold">
            <Trans>You've been outbid</Trans>
          </p>
          <p>
            <Trans>Bid {min} or more to take the lead.</Trans>
          </p>
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
  const { i18n } = useLingui();
  const { title, body } = auctionResultText(item.status, auction, kind, i18n);
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
        <TextLink href="/buying" className="self-start">
          <Trans>Go to Purchases</Trans>
        </TextLink>
      )}
    </div>
  );
}

/** " · Reserve not met" after an auction's price and bids, while its reserve is not met. */
export function ReserveNotMet({ met }: { met: boolean }) {
  if (met) return null;
  return (
    <>
      {" · "}
      <Trans>Reserve not met</Trans>
    </>
  );
}
