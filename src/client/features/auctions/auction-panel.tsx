import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { type FormEvent, useState } from "react";
import type { AuctionStateDto, BidAnswer } from "#shared/contract/auctions";
import type { ItemDetail } from "#shared/contract/catalog";
import { centsToDollarString, formatCents } from "#shared/money";
import { ApiCodeError, HttpError } from "../../api/index.ts";
import { onlineAtom, sessionAtom } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { CloudOffIcon } from "../../ui/icons.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { catalogKeys } from "../catalog/catalog-queries.ts";
import { useServerNow } from "../catalog/server-clock.ts";
import {
  checkBidAmount,
  describeActionError,
  isLeader,
  orderPath,
  resolveStanding,
} from "./auction-logic.ts";
import {
  auctionKeys,
  buyNow,
  cancelMaxBid,
  type LiveLeader,
  NO_STANDING,
  placeBid,
  type Standing,
  setMaxBid,
  standingQuery,
} from "./auction-queries.ts";
import { ConfirmActionDialog } from "./confirm-action-dialog.tsx";
import { noteFirstEngagement } from "./engagement.ts";
import { type PendingBid, removePendingBid, savePendingBid, usePendingBids } from "./pending-bids.ts";
import { QuickBids } from "./quick-bids.tsx";
import { applyAuctionState, useLiveAuction } from "./use-live-auction.ts";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

type Pending = { kind: "bid" | "max"; cents: number; fromPending?: boolean } | { kind: "buy"; cents: number };

/** Sends guests to sign in and back here afterwards. */
function useSignInFirst() {
  const router = useRouter();
  return () => {
    const here = router.state.location.href;
    void router.navigate({ href: `/signIn?redirect=${encodeURIComponent(here)}` });
  };
}

/** The auction half of the item page's panel: bid, max bid, Buy now, live standing, results. */
export function AuctionPanel({ item, auction }: { item: ItemDetail; auction: AuctionStateDto }) {
  const qc = useQueryClient();
  const router = useRouter();
  const session = useAtomValue(sessionAtom);
  const online = useAtomValue(onlineAtom);
  const signedIn = Boolean(session.token);
  const myId = signedIn ? (session.userInfo?.id ?? null) : null;
  const signInFirst = useSignInFirst();
  const now = useServerNow();
  const itemNumber = item.itemNumber;

  const active = item.status === "active";
  // Also after the end: the stream's first event names the winner (a buy-now buyer has no bid).
  useLiveAuction(itemNumber, item.status !== "withdrawn");

  const standing = useQuery(standingQuery(itemNumber, myId)).data ?? NO_STANDING;
  const live = useQuery({ queryKey: auctionKeys.live(itemNumber), queryFn: skipToken }).data as
    | LiveLeader
    | undefined;
  // The buy-now buyer has no bid (so no /item/myBids row): the item tells them their tag.
  const leader = isLeader({ ...standing, myTag: standing.myTag ?? item.myBidderTag }, live, myId);
  // Leading without a bid of mine is only possible as the buy-now buyer.
  const kind = resolveStanding({
    hasBid: standing.hasBid || leader,
    leader,
    auction,
    itemStatus: item.status,
  });
  const pending = usePendingBids(myId).find((p) => p.itemNumber === itemNumber) ?? null;

  const [bidText, setBidText] = useState<string | null>(null);
  const [maxText, setMaxText] = useState("");
  const [bidError, setBidError] = useState<string | null>(null);
  const [maxError, setMaxError] = useState<string | null>(null);
  const [buyError, setBuyError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Pending | null>(null);

  const minCents = auction.minNextBidCents;
  const reach = Math.max(standing.myMaxAmountCents ?? 0, standing.myMaxBidCents ?? 0);
  // The leader raises above their own reach; everyone else starts at the minimum next bid.
  const maxMinCents = leader && reach > 0 ? reach + 1 : minCents;
  const bidValue = bidText ?? centsToDollarString(minCents);
  const endedLocally = auction.status === "open" && now >= auction.endTime;

  const refreshItem = () => {
    void qc.invalidateQueries({ queryKey: catalogKeys.item(itemNumber) });
    void qc.invalidateQueries({ queryKey: auctionKeys.standing(itemNumber, myId) });
  };

  const onAnswer = (p: { kind: "bid" | "max"; cents: number }, a: BidAnswer) => {
    applyAuctionState(qc, itemNumber, a);
    qc.setQueryData<Standing>(auctionKeys.standing(itemNumber, myId), (s) => ({
      hasBid: true,
      isHighBidder: a.isHighBidder,
      myMaxAmountCents: a.myMaxAmountCents,
      // A face-value bid is an entry of mine at its amount; a max bid counts through myMaxAmountCents.
      myMaxBidCents: p.kind === "bid" ? Math.max(s?.myMaxBidCents ?? 0, p.cents) : (s?.myMaxBidCents ?? null),
      bidCount: a.bidCount,
      myTag: a.bidderTag,
    }));
    void qc.invalidateQueries({ queryKey: auctionKeys.myBidsAll(myId) });
    noteFirstEngagement("bid");
  };

  const keepPending = async (k: "bid" | "max", cents: number) => {
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
    mutationFn: (p: { kind: "bid" | "max"; cents: number; fromPending?: boolean }) =>
      p.kind === "bid" ? placeBid(itemNumber, p.cents) : setMaxBid(itemNumber, p.cents),
    onSuccess: (a, p) => {
      onAnswer(p, a);
      if (p.fromPending && myId != null) void removePendingBid(myId, itemNumber);
      if (p.kind === "bid") {
        setBidText(null);
        setNotice(
          a.isHighBidder
            ? `Bid placed: ${formatCents(p.cents)}. You're the highest bidder.`
            : `Bid placed: ${formatCents(p.cents)}, but another bidder's max bid is higher. You've been outbid.`,
        );
      } else {
        setMaxText("");
        setNotice(
          a.isHighBidder
            ? `Max bid set: ${formatCents(p.cents)}. We'll bid for you up to that amount.`
            : `Max bid set: ${formatCents(p.cents)}, but another bidder's max bid is higher. You've been outbid.`,
        );
      }
    },
    onError: (err, p) => {
      const setErr = p.kind === "bid" ? setBidError : setMaxError;
      if (err instanceof ApiCodeError) {
        const d = describeActionError(err.code, err.message, err.envelope.res_data, minCents);
        setErr(d.message);
        if (d.refresh || d.minNextBidCents != null) refreshItem();
      } else if (err instanceof HttpError && err.status === 0) {
        // No answer: keep it as a pending bid to confirm again rather than guessing.
        void keepPending(p.kind, p.cents);
        setErr("We could not reach the server. Your bid was kept on this device as a pending bid.");
      } else setErr("Something went wrong. Please try again.");
    },
  });

  const cancelMutation = useMutation({
    networkMode: "always",
    retry: false,
    mutationFn: () => cancelMaxBid(itemNumber),
    onSuccess: () => {
      qc.setQueryData<Standing>(auctionKeys.standing(itemNumber, myId), (s) =>
        s ? { ...s, myMaxAmountCents: null } : s,
      );
      void qc.invalidateQueries({ queryKey: auctionKeys.myBidsAll(myId) });
      setNotice("Your max bid was cancelled. Bids already placed for you stay.");
    },
    onError: (err) => {
      if (err instanceof ApiCodeError) {
        const d = describeActionError(err.code, err.message, err.envelope.res_data, minCents);
        setMaxError(d.message);
        if (d.refresh) refreshItem();
      } else setMaxError("We could not reach the server. Please try again.");
    },
  });

  const buyMutation = useMutation({
    networkMode: "always",
    retry: false,
    mutationFn: () => buyNow(itemNumber),
    onSuccess: ({ orderNumber }) => {
      setConfirm(null);
      refreshItem();
      void router.navigate({ href: orderPath(orderNumber, auction.buyNowPriceCents) });
    },
    onError: (err) => {
      setConfirm(null);
      if (err instanceof ApiCodeError) {
        const d = describeActionError(err.code, err.message, err.envelope.res_data, minCents);
        setBuyError(d.message);
        if (d.refresh) refreshItem();
      } else setBuyError("We could not reach the server. Please try again.");
    },
  });

  const onBid = (e: FormEvent) => {
    e.preventDefault();
    setBidError(null);
    setNotice(null);
    if (!signedIn) return signInFirst();
    const check = checkBidAmount(bidValue, minCents);
    if (!check.ok) return setBidError(check.message);
    if (leader) return setBidError("You are already the highest bidder. You can raise your max bid instead.");
    if (!online) {
      void keepPending("bid", check.cents);
      return;
    }
    setConfirm({ kind: "bid", cents: check.cents });
  };

  const onMax = (e: FormEvent) => {
    e.preventDefault();
    setMaxError(null);
    setNotice(null);
    if (!signedIn) return signInFirst();
    const check = checkBidAmount(maxText, maxMinCents);
    if (!check.ok)
      return setMaxError(
        leader && maxText.trim()
          ? `To raise your max bid, enter more than ${formatCents(reach)}.`
          : check.message,
      );
    if (!online) {
      void keepPending("max", check.cents);
      return;
    }
    setConfirm({ kind: "max", cents: check.cents });
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
    if (p.amountCents < floor) {
      // Prices moved while offline: put it back in the field and say what it takes now.
      if (p.kind === "bid") {
        setBidText(centsToDollarString(p.amountCents));
        setBidError(`Prices moved while you were offline. Enter ${formatCents(floor)} or more.`);
      } else {
        setMaxText(centsToDollarString(p.amountCents));
        setMaxError(`Prices moved while you were offline. Enter ${formatCents(floor)} or more.`);
      }
      if (myId != null) void removePendingBid(myId, itemNumber);
      return;
    }
    setConfirm({ kind: p.kind, cents: p.amountCents, fromPending: true });
  };

  // Ended, sold, withdrawn: say how it ended.
  if (!active || auction.status === "ended")
    return <AuctionResult item={item} auction={auction} kind={kind} />;

  // The server opens it at startTime without an event: go by its clock here too.
  if (auction.status === "scheduled" && now < auction.startTime)
    return (
      <div className="rounded-lg bg-sky-50 px-3 py-3 text-sm text-sky-900 ring-1 ring-sky-200">
        <p className="font-semibold">Bidding has not started yet</p>
        <p>
          It opens on{" "}
          <time dateTime={new Date(auction.startTime).toISOString()} suppressHydrationWarning>
            {dateTime.format(auction.startTime)}
          </time>
          , starting at {formatCents(auction.startPriceCents)}.
        </p>
      </div>
    );

  const busy = bidMutation.isPending || cancelMutation.isPending || buyMutation.isPending;
  const buyOffered = auction.buyNowAvailable && auction.buyNowPriceCents != null;
  const hasMax = standing.myMaxAmountCents != null;

  return (
    <div className="flex flex-col gap-4">
      <StandingBanner kind={kind} standing={standing} minCents={minCents} notice={notice} />

      {!auction.reserveMet && auction.bidCount === 0 && (
        <p className="text-sm text-slate-600">Reserve not met</p>
      )}

      {pending && (
        <PendingBidNote
          pending={pending}
          online={online}
          minCents={pending.kind === "max" ? maxMinCents : minCents}
          onReview={() => reviewPending(pending)}
          onDiscard={() => myId != null && void removePendingBid(myId, itemNumber)}
        />
      )}

      {endedLocally ? (
        <p
          className="rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-700"
          aria-live="polite"
        >
          Bidding is closing…
        </p>
      ) : (
        <>
          <form onSubmit={onBid} noValidate className="flex flex-col gap-2">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
              <TextField
                label="Your bid"
                className="flex-1"
                name="bid"
                inputMode="decimal"
                autoComplete="off"
                enterKeyHint="send"
                placeholder={centsToDollarString(minCents)}
                value={bidValue}
                onChange={(e) => {
                  setBidText(e.target.value);
                  setBidError(null);
                }}
                hint={`Minimum next bid: ${formatCents(minCents)}`}
                error={bidError && <span role="alert">{bidError}</span>}
              />
              <Button
                type="submit"
                size="lg"
                className="sm:mt-[26px] sm:min-w-36"
                busy={bidMutation.isPending && bidMutation.variables?.kind === "bid"}
                disabled={busy}
              >
                Place bid
              </Button>
            </div>
            <QuickBids
              minCents={minCents}
              disabled={busy}
              onPick={(cents) => {
                setBidText(centsToDollarString(cents));
                setBidError(null);
                setNotice(null);
                if (!signedIn) return signInFirst();
                if (leader)
                  return setBidError(
                    "You are already the highest bidder. You can raise your max bid instead.",
                  );
                if (!online) return void keepPending("bid", cents);
                setConfirm({ kind: "bid", cents });
              }}
            />
          </form>

          {buyOffered && (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <Button
                variant="secondary"
                className="sm:min-w-36"
                disabled={busy}
                onClick={() => {
                  setBuyError(null);
                  if (!signedIn) return signInFirst();
                  if (!online) return setBuyError("You are offline. Buy now needs a connection.");
                  setConfirm({ kind: "buy", cents: auction.buyNowPriceCents! });
                }}
              >
                Buy now
              </Button>
              <p className="text-xs text-slate-600 sm:flex-1">
                Skip the bidding: pay {formatCents(auction.buyNowPriceCents!)} and the auction ends for
                everyone.
              </p>
            </div>
          )}
          {buyError && (
            <p role="alert" className="text-sm font-medium text-rose-600">
              {buyError}
            </p>
          )}

          {/* Always open (no disclosure): its controls must be there for keyboards and screen readers at once. */}
          <section aria-labelledby="max-bid-heading" className="rounded-lg ring-1 ring-slate-200">
            <h2 id="max-bid-heading" className="px-3 pt-2.5 text-sm font-semibold text-slate-900">
              {hasMax
                ? `Your max bid: ${formatCents(standing.myMaxAmountCents!)}`
                : "Bid automatically with a max bid"}
            </h2>
            <form onSubmit={onMax} noValidate className="flex flex-col gap-2 p-3 pt-1.5">
              <p className="text-xs text-slate-600">
                We bid for you, only as much as it takes to keep you in the lead, up to your maximum. Other
                bidders never see it.
              </p>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
                <TextField
                  label="Your maximum"
                  className="flex-1"
                  name="max"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={centsToDollarString(maxMinCents)}
                  value={maxText}
                  onChange={(e) => {
                    setMaxText(e.target.value);
                    setMaxError(null);
                  }}
                  hint={
                    leader && reach > 0
                      ? `More than ${formatCents(reach)} to raise it.`
                      : `${formatCents(maxMinCents)} or more.`
                  }
                  error={maxError && <span role="alert">{maxError}</span>}
                />
                <Button
                  type="submit"
                  variant="secondary"
                  className="sm:mt-[26px] sm:min-w-36"
                  busy={bidMutation.isPending && bidMutation.variables?.kind === "max"}
                  disabled={busy}
                >
                  {hasMax ? "Raise max bid" : "Set max bid"}
                </Button>
              </div>
              {hasMax && !leader && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-start"
                  busy={cancelMutation.isPending}
                  disabled={busy}
                  onClick={() => {
                    setMaxError(null);
                    if (!online) return setMaxError("You are offline. Cancelling needs a connection.");
                    cancelMutation.mutate();
                  }}
                >
                  Cancel max bid
                </Button>
              )}
              {hasMax && leader && (
                <p className="text-xs text-slate-500">
                  You can cancel your max bid only while you are not leading.
                </p>
              )}
            </form>
          </section>
        </>
      )}

      <ConfirmActionDialog
        open={confirm != null}
        title={
          confirm?.kind === "buy"
            ? `Buy now for ${formatCents(confirm.cents)}?`
            : confirm?.kind === "max"
              ? `Confirm your max bid of ${formatCents(confirm.cents)}`
              : `Confirm your bid of ${formatCents(confirm?.cents ?? 0)}`
        }
        confirmLabel={confirm?.kind === "buy" ? "Confirm purchase" : "Confirm"}
        busy={buyMutation.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirm(null)}
      >
        {confirm?.kind === "buy" ? (
          <p>The auction ends for everyone and an order is created for you at this price.</p>
        ) : confirm?.kind === "max" ? (
          <p>
            We will bid for you up to {formatCents(confirm.cents)}. The current price is{" "}
            {formatCents(auction.currentPriceCents)}.
          </p>
        ) : (
          <p>A bid is a promise to buy if you win. The minimum right now is {formatCents(minCents)}.</p>
        )}
      </ConfirmActionDialog>
    </div>
  );
}

function StandingBanner({
  kind,
  standing,
  minCents,
  notice,
}: {
  kind: ReturnType<typeof resolveStanding>;
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

function PendingBidNote({
  pending,
  online,
  minCents,
  onReview,
  onDiscard,
}: {
  pending: PendingBid;
  online: boolean;
  minCents: number;
  onReview: () => void;
  onDiscard: () => void;
}) {
  const what = pending.kind === "max" ? "max bid" : "bid";
  return (
    <section
      aria-label="Pending bid"
      className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CloudOffIcon className="size-4 shrink-0" />
        Pending {what}: {formatCents(pending.amountCents)} (not sent)
      </p>
      {online ? (
        <p>
          You made it while offline. Prices may have moved: the minimum is now{" "}
          <strong>{formatCents(minCents)}</strong>. Confirm it again to send it.
        </p>
      ) : (
        <p>
          You are offline. It stays on this device and is not sent by itself: you will confirm it again when
          you are back online.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onReview} disabled={!online}>
          Review pending {what}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </section>
  );
}

function AuctionResult({
  item,
  auction,
  kind,
}: {
  item: ItemDetail;
  auction: AuctionStateDto;
  kind: ReturnType<typeof resolveStanding>;
}) {
  const price = formatCents(auction.currentPriceCents);
  let title: string;
  let body: string | null = null;
  if (item.status === "withdrawn") {
    title = "The seller withdrew this item";
  } else if (kind === "won") {
    title = `It's yours: you won this item for ${price}`;
    body = "Your order is waiting for payment in Purchases.";
  } else if (item.status === "sold") {
    title = `Sold for ${price}`;
    if (kind === "lost") body = "You did not win this one.";
  } else if (auction.bidCount === 0) {
    title = "This auction ended with no bids";
  } else if (!auction.reserveMet) {
    title = "This auction ended: the reserve was not met";
  } else {
    title = `This auction ended at ${price}`;
    if (kind === "lost") body = "You did not win this one.";
  }
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
