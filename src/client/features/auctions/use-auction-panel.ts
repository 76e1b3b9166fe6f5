import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import type { AuctionStateDto, BidAnswer } from "#shared/contract/auctions";
import type { ItemDetail } from "#shared/contract/catalog";
import { centsToDollarString, formatCents } from "#shared/money";
import { ApiError } from "../../api/index.ts";
import { catalogKeys } from "../catalog/catalog-queries.ts";
import {
  ALREADY_HIGH_BIDDER,
  type BidKind,
  bidPlacedNotice,
  checkBidAmount,
  describeActionError,
  maxBidFloor,
  myReach,
  orderPath,
  type PendingAction,
  standingAfterAnswer,
} from "./auction-logic.ts";
import { auctionKeys, buyNow, cancelMaxBid, placeBid, type Standing, setMaxBid } from "./auction-queries.ts";
import { noteFirstEngagement } from "./engagement.ts";
import {
  confirmPendingBid,
  type PendingBid,
  removePendingBid,
  type SendAs,
  savePendingBid,
} from "./pending-bids.ts";
import { type PanelText, useSignInFirst } from "./sign-in-first.ts";
import { useAuctionStanding } from "./use-auction-standing.ts";
import { applyAuctionState } from "./use-live-auction.ts";

/** Everything the auction panel shows and does: standing, amounts, handlers, busy and error states. */
export function useAuctionPanel(item: ItemDetail, auction: AuctionStateDto, text: PanelText) {
  const { i18n, t } = useLingui();
  const qc = useQueryClient();
  const router = useRouter();
  const { online, signedIn, myId, now, standing, leader, kind, pending } = useAuctionStanding(item, auction);
  const signInFirst = useSignInFirst();
  const itemNumber = item.itemNumber;

  const { bidText, setBidText, maxText, setMaxText } = text;
  const [bidError, setBidError] = useState<string | null>(null);
  const [maxError, setMaxError] = useState<string | null>(null);
  const [buyError, setBuyError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<PendingAction | null>(null);

  const minCents = auction.minNextBidCents;
  const reach = myReach(standing);
  const maxMinCents = maxBidFloor(leader, reach, minCents);
  const bidValue = bidText ?? centsToDollarString(minCents);
  const endedLocally = auction.status === "open" && now >= auction.endTime;

  const refreshItem = () => {
    void qc.invalidateQueries({ queryKey: catalogKeys.item(itemNumber) });
    void qc.invalidateQueries({ queryKey: auctionKeys.standing(itemNumber, myId) });
  };

  const explain = (err: ApiError) => describeActionError(err.code, err.message, err.data, minCents, i18n);

  const onAnswer = (p: { kind: BidKind; cents: number }, a: BidAnswer) => {
    applyAuctionState(qc, itemNumber, a);
    qc.setQueryData<Standing>(auctionKeys.standing(itemNumber, myId), (s) => standingAfterAnswer(s, p, a));
    void qc.invalidateQueries({ queryKey: auctionKeys.myBidsAll(myId) });
    noteFirstEngagement("bid");
  };

  const keepPending = async (k: BidKind, cents: number) => {
    if (myId == null) return;
    await savePendingBid({
      userId: myId,
      itemNumber,
      title: item.title,
      kind: k,
      amountCents: cents,
      seenMinCents: minCents,
      createdAt: Date.now(),
    });
    setNotice(null);
  };

  const bidMutation = useMutation({
    networkMode: "always",
    retry: false,
    // The panel says every failure beside the button it came from.
    meta: { errorsInPlace: true },
    mutationFn: (p: { kind: BidKind; cents: number; fromPending?: boolean }) => {
      const send = (as?: SendAs) =>
        p.kind === "bid" ? placeBid(itemNumber, p.cents, as) : setMaxBid(itemNumber, p.cents, as);
      // A pending bid confirmed again is released from the queue: sent once, gone once it lands.
      return p.fromPending && myId != null ? confirmPendingBid(myId, itemNumber, send) : send();
    },
    onSuccess: (a, p) => {
      onAnswer(p, a);
      if (p.kind === "bid") setBidText(null);
      else setMaxText("");
      setNotice(bidPlacedNotice(p.kind, p.cents, a.isHighBidder, i18n));
    },
    onError: (err, p) => {
      const setErr = p.kind === "bid" ? setBidError : setMaxError;
      if (err instanceof ApiError && err.refused) {
        const d = explain(err);
        setErr(d.message);
        if (d.refresh || d.minNextBidCents != null) refreshItem();
      } else if (err instanceof ApiError && err.offline) {
        // No answer: keep it as a pending bid to confirm again rather than guessing.
        void keepPending(p.kind, p.cents);
        setErr(t`We could not reach the server. Your bid was kept on this device as a pending bid.`);
      } else setErr(t`Something went wrong. Please try again.`);
    },
  });

  const cancelMutation = useMutation({
    networkMode: "always",
    retry: false,
    // The panel says every failure beside the button it came from.
    meta: { errorsInPlace: true },
    mutationFn: () => cancelMaxBid(itemNumber),
    onSuccess: () => {
      qc.setQueryData<Standing>(auctionKeys.standing(itemNumber, myId), (s) =>
        s ? { ...s, myMaxAmountCents: null } : s,
      );
      void qc.invalidateQueries({ queryKey: auctionKeys.myBidsAll(myId) });
      setNotice(t`Your max bid was cancelled. Bids already placed for you stay.`);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.refused) {
        const d = explain(err);
        setMaxError(d.message);
        if (d.refresh) refreshItem();
      } else setMaxError(t`We could not reach the server. Please try again.`);
    },
  });

  const buyMutation = useMutation({
    networkMode: "always",
    retry: false,
    // The panel says every failure beside the button it came from.
    meta: { errorsInPlace: true },
    mutationFn: () => buyNow(itemNumber),
    onSuccess: ({ orderNumber }) => {
      setConfirm(null);
      refreshItem();
      void router.navigate({ href: orderPath(orderNumber, auction.buyNowPriceCents) });
    },
    onError: (err) => {
      setConfirm(null);
      if (err instanceof ApiError && err.refused) {
        const d = explain(err);
        setBuyError(d.message);
        if (d.refresh) refreshItem();
      } else setBuyError(t`We could not reach the server. Please try again.`);
    },
  });

  const onBid = (e: FormEvent) => {
    e.preventDefault();
    setBidError(null);
    setNotice(null);
    if (!signedIn) return signInFirst();
    const check = checkBidAmount(bidValue, minCents, i18n);
    if (!check.ok) return setBidError(check.message);
    if (leader) return setBidError(i18n._(ALREADY_HIGH_BIDDER));
    if (!online) {
      void keepPending("bid", check.cents);
      return;
    }
    setConfirm({ kind: "bid", cents: check.cents });
  };

  const onQuickBid = (cents: number) => {
    setBidText(centsToDollarString(cents));
    setBidError(null);
    setNotice(null);
    if (!signedIn) return signInFirst();
    if (leader) return setBidError(i18n._(ALREADY_HIGH_BIDDER));
    if (!online) return void keepPending("bid", cents);
    setConfirm({ kind: "bid", cents });
  };

  const onMax = (e: FormEvent) => {
    e.preventDefault();
    setMaxError(null);
    setNotice(null);
    if (!signedIn) return signInFirst();
    const check = checkBidAmount(maxText, maxMinCents, i18n);
    const reachText = formatCents(reach);
    if (!check.ok)
      return setMaxError(
        leader && maxText.trim() ? t`To raise your max bid, enter more than ${reachText}.` : check.message,
      );
    if (!online) {
      void keepPending("max", check.cents);
      return;
    }
    setConfirm({ kind: "max", cents: check.cents });
  };

  const onCancelMax = () => {
    setMaxError(null);
    if (!online) return setMaxError(t`You are offline. Cancelling needs a connection.`);
    cancelMutation.mutate();
  };

  const onBuyNow = () => {
    setBuyError(null);
    if (!signedIn) return signInFirst();
    if (!online) return setBuyError(t`You are offline. Buy now needs a connection.`);
    setConfirm({ kind: "buy", cents: auction.buyNowPriceCents! });
  };

  const onConfirm = () => {
    if (!confirm) return;
    if (confirm.kind === "buy") return buyMutation.mutate();
    const p = confirm;
    setConfirm(null);
    bidMutation.mutate(p);
  };

  const reviewPending = (p: PendingBid) => {
    setBidError(null);
    setMaxError(null);
    const floor = p.kind === "max" ? maxMinCents : minCents;
    const floorText = formatCents(floor);
    const moved = t`Prices moved while you were offline. Enter ${floorText} or more.`;
    if (p.amountCents < floor) {
      // Prices moved while offline: put it back in the field and say what it takes now.
      if (p.kind === "bid") {
        setBidText(centsToDollarString(p.amountCents));
        setBidError(moved);
      } else {
        setMaxText(centsToDollarString(p.amountCents));
        setMaxError(moved);
      }
      if (myId != null) void removePendingBid(myId, itemNumber);
      return;
    }
    setConfirm({ kind: p.kind, cents: p.amountCents, fromPending: true });
  };

  const discardPending = () => myId != null && void removePendingBid(myId, itemNumber);

  return {
    now,
    online,
    standing,
    leader,
    kind,
    pending,
    notice,
    confirm,
    minCents,
    reach,
    maxMinCents,
    bidValue,
    maxText,
    bidError,
    maxError,
    buyError,
    endedLocally,
    busy: bidMutation.isPending || cancelMutation.isPending || buyMutation.isPending,
    bidBusy: bidMutation.isPending && bidMutation.variables?.kind === "bid",
    maxBusy: bidMutation.isPending && bidMutation.variables?.kind === "max",
    cancelBusy: cancelMutation.isPending,
    buyBusy: buyMutation.isPending,
    buyOffered: auction.buyNowAvailable && auction.buyNowPriceCents != null,
    hasMax: standing.myMaxAmountCents != null,
    changeBid: (text: string) => {
      setBidText(text);
      setBidError(null);
    },
    changeMax: (text: string) => {
      setMaxText(text);
      setMaxError(null);
    },
    onBid,
    onQuickBid,
    onMax,
    onCancelMax,
    onBuyNow,
    onConfirm,
    cancelConfirm: () => setConfirm(null),
    reviewPending,
    discardPending,
  };
}

export type AuctionPanelState = ReturnType<typeof useAuctionPanel>;

/** What the panel shows and the handlers of its controls (a bidder's, or a guest's). */
export type AuctionPanelView = Pick<
  AuctionPanelState,
  | "now"
  | "online"
  | "standing"
  | "leader"
  | "kind"
  | "pending"
  | "notice"
  | "minCents"
  | "reach"
  | "maxMinCents"
  | "bidValue"
  | "maxText"
  | "bidError"
  | "maxError"
  | "buyError"
  | "endedLocally"
  | "busy"
  | "bidBusy"
  | "maxBusy"
  | "cancelBusy"
  | "buyOffered"
  | "changeBid"
  | "changeMax"
  | "onBid"
  | "onQuickBid"
  | "onMax"
  | "onCancelMax"
  | "onBuyNow"
  | "reviewPending"
  | "discardPending"
>;
