import { Trans } from "@lingui/react/macro";
import type { AuctionStateDto } from "#shared/contract/auctions";
import type { ItemDetail } from "#shared/contract/catalog";
import { AuctionClosing, AuctionNotStarted, AuctionResult, StandingBanner } from "./auction-status.tsx";
import { BidConfirmDialog } from "./bid-confirm-dialog.tsx";
import { BidForm } from "./bid-form.tsx";
import { BuyNowOffer } from "./buy-now-offer.tsx";
import { MaxBidForm } from "./max-bid-form.tsx";
import { PendingBidNote } from "./pending-bid-note.tsx";
import { useAuctionPanel } from "./use-auction-panel.ts";

/** The auction half of the item page's panel: bid, max bid, Buy now, live standing, results. */
export function AuctionPanel({ item, auction }: { item: ItemDetail; auction: AuctionStateDto }) {
  const p = useAuctionPanel(item, auction);
  const { pending, minCents, maxMinCents, busy } = p;

  // Ended, sold, withdrawn: say how it ended.
  if (item.status !== "active" || auction.status === "ended")
    return <AuctionResult item={item} auction={auction} kind={p.kind} />;

  // The server opens it at startTime without an event: go by its clock here too.
  if (auction.status === "scheduled" && p.now < auction.startTime)
    return <AuctionNotStarted auction={auction} />;

  return (
    <div className="flex flex-col gap-4">
      <StandingBanner kind={p.kind} standing={p.standing} minCents={minCents} notice={p.notice} />

      {!auction.reserveMet && auction.bidCount === 0 && (
        <p className="text-sm text-slate-600">
          <Trans>Reserve not met</Trans>
        </p>
      )}

      {pending && (
        <PendingBidNote
          pending={pending}
          online={p.online}
          minCents={pending.kind === "max" ? maxMinCents : minCents}
          onReview={() => p.reviewPending(pending)}
          onDiscard={p.discardPending}
        />
      )}

      {p.endedLocally ? (
        <AuctionClosing />
      ) : (
        <>
          <BidForm
            minCents={minCents}
            value={p.bidValue}
            error={p.bidError}
            busy={busy}
            submitting={p.bidBusy}
            onChange={p.changeBid}
            onSubmit={p.onBid}
            onQuickBid={p.onQuickBid}
          />

          {p.buyOffered && (
            <BuyNowOffer priceCents={auction.buyNowPriceCents!} disabled={busy} onBuy={p.onBuyNow} />
          )}
          {p.buyError && (
            <p role="alert" className="text-sm font-medium text-rose-600">
              {p.buyError}
            </p>
          )}

          <MaxBidForm
            myMaxCents={p.standing.myMaxAmountCents}
            leader={p.leader}
            reach={p.reach}
            floorCents={maxMinCents}
            value={p.maxText}
            error={p.maxError}
            busy={busy}
            submitting={p.maxBusy}
            cancelling={p.cancelBusy}
            onChange={p.changeMax}
            onSubmit={p.onMax}
            onCancelMax={p.onCancelMax}
          />
        </>
      )}

      <BidConfirmDialog
        confirm={p.confirm}
        currentPriceCents={auction.currentPriceCents}
        minCents={minCents}
        busy={p.buyBusy}
        onConfirm={p.onConfirm}
        onCancel={p.cancelConfirm}
      />
    </div>
  );
}
