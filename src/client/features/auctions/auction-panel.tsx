import { Trans } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { type FormEvent, useMemo, useState } from "react";
import type { AuctionStateDto } from "#shared/contract/auctions";
import type { ItemDetail } from "#shared/contract/catalog";
import { centsToDollarString } from "#shared/money";
import { getToken } from "../../api/session-store.ts";
import { onlineAtom, signedInAtom } from "../../state.ts";
import { lazyPart } from "../../ui/lazy-part.tsx";
import { useServerNow } from "../catalog/server-clock.ts";
import { NO_STANDING } from "./auction-queries.ts";
import { AuctionClosing, AuctionNotStarted, AuctionResult, StandingBanner } from "./auction-status.tsx";
import { BidForm } from "./bid-form.tsx";
import { BuyNowOffer } from "./buy-now-offer.tsx";
import { MaxBidForm } from "./max-bid-form.tsx";
import { PendingBidNote } from "./pending-bid-note.tsx";
import { type PanelText, useSignInFirst } from "./sign-in-first.ts";
import type { AuctionPanelView as PanelView } from "./use-auction-panel.ts";
import { useLiveAuction } from "./use-live-auction.ts";

type Props = { item: ItemDetail; auction: AuctionStateDto };

/**
 * A guest's panel: the same form, and every control asks them to sign in first (which is all a
 * guest's bid, max bid or Buy now does). A guest has no bid, no standing and no pending bid.
 */
function useGuestPanel({ auction, text }: Props & { text: PanelText }): PanelView {
  const online = useAtomValue(onlineAtom);
  const signedIn = useAtomValue(signedInAtom);
  const now = useServerNow();
  const signInFirst = useSignInFirst();
  const { bidText, setBidText, maxText, setMaxText } = text;
  const minCents = auction.minNextBidCents;
  // Signed in, this state stands in for the bidder's while its chunk loads: the buttons wait
  // (disabled) and what is typed stays for the bidder.
  const act = () => {
    if (!signedIn) signInFirst();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    act();
  };
  return {
    now,
    online,
    standing: NO_STANDING,
    leader: false,
    kind: "none",
    pending: null,
    notice: null,
    minCents,
    reach: 0,
    maxMinCents: minCents,
    bidValue: bidText ?? centsToDollarString(minCents),
    maxText,
    bidError: null,
    maxError: null,
    buyError: null,
    endedLocally: auction.status === "open" && now >= auction.endTime,
    busy: signedIn,
    bidBusy: false,
    maxBusy: false,
    cancelBusy: false,
    buyOffered: auction.buyNowAvailable && auction.buyNowPriceCents != null,
    changeBid: setBidText,
    changeMax: setMaxText,
    onBid: submit,
    onQuickBid: (cents: number) => {
      setBidText(centsToDollarString(cents));
      act();
    },
    onMax: submit,
    onCancelMax: act,
    onBuyNow: act,
    reviewPending: () => {},
    discardPending: () => {},
  };
}

// The bidding machinery (bids, max bids, Buy now, pending bids kept offline, the confirmation)
// loads for a signed-in visitor only. It renders no form of its own: it hands its state to the one
// form below (and draws its confirmation dialog), so the form a guest saw stays mounted when it comes
// in: what is being typed, the focus and the nodes a click is aimed at stay.
const loadBidder = () => import("./auction-panel-bidder.tsx");
const BidderAuctionState = lazyPart(loadBidder);
// A visitor with a stored session gets it as the page's own code comes in, not once the session is let
// in after hydration: a connection lost in between would leave the form waiting for it (no bid, not
// even a pending one) until it is back. A guest never loads it.
if (!import.meta.env.SSR && getToken()) void loadBidder().catch(() => undefined);

/**
 * The auction half of the item page's panel: bid, max bid, Buy now, live standing, results. Every
 * visitor follows the live stream (price, bids, countdown); a server-rendered page hydrates as a
 * guest's (the session comes in after hydration).
 */
export function AuctionPanel({ item, auction }: Props) {
  // Also after the end: the stream's first event names the winner (a buy-now buyer has no bid), as
  // does the item itself once fetched as this user.
  useLiveAuction(item.itemNumber, item.status !== "withdrawn");
  const signedIn = useAtomValue(signedInAtom);
  const [bidText, setBidText] = useState<string | null>(null);
  const [maxText, setMaxText] = useState("");
  // Stable while nothing is typed: the bidder's state re-renders only for what concerns it.
  const text = useMemo(() => ({ bidText, setBidText, maxText, setMaxText }), [bidText, maxText]);
  const guest = useGuestPanel({ item, auction, text });
  const [bidder, setBidder] = useState<PanelView | null>(null);
  // The amounts come from what is typed here, also while the bidder's state catches up with a keystroke.
  const p = signedIn && bidder ? { ...bidder, bidValue: guest.bidValue, maxText } : guest;
  return (
    <>
      <AuctionPanelView item={item} auction={auction} p={p} />
      {signedIn && <BidderAuctionState item={item} auction={auction} text={text} onState={setBidder} />}
    </>
  );
}

/** The panel's markup for a state `p` (a guest's, or a bidder's once their chunk is in). */
export function AuctionPanelView({ item, auction, p }: Props & { p: PanelView }) {
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
          <BidForm p={p} />

          {p.buyOffered && (
            <BuyNowOffer priceCents={auction.buyNowPriceCents!} disabled={busy} onBuy={p.onBuyNow} />
          )}
          {p.buyError && (
            <p role="alert" className="text-sm font-medium text-rose-600">
              {p.buyError}
            </p>
          )}

          <MaxBidForm p={p} />
        </>
      )}
    </div>
  );
}
