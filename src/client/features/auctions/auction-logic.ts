import { Code } from "#shared/codes";
import type { AuctionStateDto, BidAnswer } from "#shared/contract/auctions";
import type { ItemDetail } from "#shared/contract/catalog";
import { formatCents, parseDollars } from "#shared/money";
import type { AuctionEvent, LiveLeader, Standing } from "./auction-queries.ts";

/** The pure rules of the bid panel, kept apart from React so they are unit tested. */

export type StandingKind = "none" | "leading" | "outbid" | "won" | "lost";

/** The state fields of an event or a bid answer (drops `itemNumber`, `leaderTag`, `isHighBidder`…). */
export function pickAuctionState(s: AuctionStateDto): AuctionStateDto {
  return {
    startPriceCents: s.startPriceCents,
    reserveMet: s.reserveMet,
    buyNowPriceCents: s.buyNowPriceCents,
    buyNowAvailable: s.buyNowAvailable,
    currentPriceCents: s.currentPriceCents,
    minNextBidCents: s.minNextBidCents,
    bidCount: s.bidCount,
    startTime: s.startTime,
    endTime: s.endTime,
    status: s.status,
  };
}

/**
 * Puts a newer auction state into the cached item. A state older than the cached one (fewer
 * entries, or the same entries but still open after it ended) is ignored: events and answers can
 * cross on the wire, and the price never goes back.
 */
export function mergeAuctionIntoItem(item: ItemDetail, s: AuctionStateDto): ItemDetail {
  const cur = item.auction;
  if (cur && isOlder(s, cur)) return item;
  const auction = pickAuctionState(s);
  return {
    ...item,
    auction,
    currentPriceCents: auction.currentPriceCents,
    endTime: auction.endTime,
  };
}

function isOlder(s: AuctionStateDto, cur: AuctionStateDto): boolean {
  if (s.bidCount !== cur.bidCount) return s.bidCount < cur.bidCount;
  return cur.status === "ended" && s.status !== "ended";
}

/**
 * Am I the leader? The live stream's leader wins when it is at least as new as what my own
 * answers (or /item/myBids) said, judged by the auction's entry count at the time.
 */
export function isLeader(standing: Standing, live: LiveLeader | undefined, myId: number | null): boolean {
  if (myId == null) return false;
  if (live && standing.myTag !== null && live.bidCount >= standing.bidCount)
    return live.leaderTag === standing.myTag;
  return standing.isHighBidder;
}

export function leaderFromEvent(e: AuctionEvent): LiveLeader {
  return { leaderTag: e.leaderTag, bidCount: e.bidCount };
}

/** leading / outbid while open; won / lost once it ended; none without a bid of mine. */
export function resolveStanding(opts: {
  hasBid: boolean;
  leader: boolean;
  auction: AuctionStateDto;
  itemStatus: ItemDetail["status"];
}): StandingKind {
  if (!opts.hasBid) return "none";
  const ended = opts.auction.status === "ended" || opts.itemStatus !== "active";
  if (!ended) return opts.leader ? "leading" : "outbid";
  const sold = opts.itemStatus === "sold" || opts.auction.reserveMet;
  return opts.leader && sold ? "won" : "lost";
}

/** Dollars typed by a person ("12.5", "$1,250.00") to cents; null if it is not an amount. */
export function parseBidInput(text: string): number | null {
  const cents = parseDollars(text.replace(/,/g, ""));
  return cents != null && cents > 0 ? cents : null;
}

export type AmountCheck = { ok: true; cents: number } | { ok: false; message: string };

/** The checks the panel can make before asking the server (which still judges). */
export function checkBidAmount(text: string, minCents: number): AmountCheck {
  if (!text.trim()) return { ok: false, message: `Enter your bid: ${formatCents(minCents)} or more.` };
  const cents = parseBidInput(text);
  if (cents == null) return { ok: false, message: "Enter an amount in dollars, like 12.50." };
  if (cents < minCents)
    return {
      ok: false,
      message: `Your bid is below the minimum. Enter ${formatCents(minCents)} or more.`,
    };
  return { ok: true, cents };
}

/** What to tell the person after a refused action, and whether to refresh the item. */
export function describeActionError(
  code: number,
  serverMessage: string,
  data: unknown,
  fallbackMinCents: number,
): { message: string; minNextBidCents?: number; refresh: boolean } {
  switch (code) {
    case Code.BID_TOO_LOW: {
      const min = minFromData(data) ?? fallbackMinCents;
      return {
        message: `Your bid is below the minimum. Enter ${formatCents(min)} or more.`,
        minNextBidCents: min,
        refresh: false,
      };
    }
    case Code.AUCTION_NOT_OPEN:
      return { message: "This auction is not open for bids right now.", refresh: true };
    case Code.OWN_ITEM:
      return { message: "You cannot bid on or buy your own item.", refresh: false };
    case Code.ITEM_UNAVAILABLE:
      return { message: "This item is no longer available.", refresh: true };
    case Code.ALREADY_HIGH_BIDDER:
      return {
        message: "You are already the highest bidder. You can raise your max bid instead.",
        refresh: false,
      };
    case Code.NO_AUTO_BID_TO_CANCEL:
      return {
        message: serverMessage || "There is no max bid to cancel, or you are leading with it.",
        refresh: false,
      };
    case Code.BUY_NOW_GONE:
      return { message: "Buy now is no longer offered on this auction.", refresh: true };
    default:
      return { message: serverMessage || "That did not work. Please try again.", refresh: false };
  }
}

function minFromData(data: unknown): number | undefined {
  if (data && typeof data === "object" && "minNextBidCents" in data) {
    const v = (data as { minNextBidCents: unknown }).minNextBidCents;
    if (typeof v === "number" && Number.isFinite(v)) return v;
  }
  return undefined;
}

/** Online payment needs at least $0.50 (CONTRACT 40001): below that it is cash in person only. */
export const MIN_ONLINE_PAYMENT_CENTS = 50;

/** Where an order goes after Buy now: payment, or the order itself when only cash is possible. */
export function orderPath(orderNumber: string, priceCents: number | null): string {
  const n = encodeURIComponent(orderNumber);
  return priceCents != null && priceCents < MIN_ONLINE_PAYMENT_CENTS ? `/orderDetail/${n}` : `/payment/${n}`;
}

/** A bid, a max bid or Buy now waiting for the person's confirmation. */
export type BidKind = "bid" | "max";
export type PendingAction =
  | { kind: BidKind; cents: number; fromPending?: boolean }
  | { kind: "buy"; cents: number };

/** How far my bids reach: the higher of my max bid and my highest face-value bid (0 without either). */
export function myReach(standing: Standing): number {
  return Math.max(standing.myMaxAmountCents ?? 0, standing.myMaxBidCents ?? 0);
}

/** The lowest max bid to accept: the leader raises above their own reach; everyone else starts at the minimum next bid. */
export function maxBidFloor(leader: boolean, reach: number, minCents: number): number {
  return leader && reach > 0 ? reach + 1 : minCents;
}

/** The hint under "Your maximum". */
export function maxBidHint(leader: boolean, reach: number, floorCents: number): string {
  return leader && reach > 0
    ? `More than ${formatCents(reach)} to raise it.`
    : `${formatCents(floorCents)} or more.`;
}

/** My standing after the server took my bid or max bid. */
export function standingAfterAnswer(
  s: Standing | undefined,
  p: { kind: BidKind; cents: number },
  a: BidAnswer,
): Standing {
  return {
    hasBid: true,
    isHighBidder: a.isHighBidder,
    myMaxAmountCents: a.myMaxAmountCents,
    // A face-value bid is an entry of mine at its amount; a max bid counts through myMaxAmountCents.
    myMaxBidCents: p.kind === "bid" ? Math.max(s?.myMaxBidCents ?? 0, p.cents) : (s?.myMaxBidCents ?? null),
    bidCount: a.bidCount,
    myTag: a.bidderTag,
  };
}

/** What the panel says once a bid or max bid was taken. */
export function bidPlacedNotice(kind: BidKind, cents: number, isHighBidder: boolean): string {
  if (kind === "bid")
    return isHighBidder
      ? `Bid placed: ${formatCents(cents)}. You're the highest bidder.`
      : `Bid placed: ${formatCents(cents)}, but another bidder's max bid is higher. You've been outbid.`;
  return isHighBidder
    ? `Max bid set: ${formatCents(cents)}. We'll bid for you up to that amount.`
    : `Max bid set: ${formatCents(cents)}, but another bidder's max bid is higher. You've been outbid.`;
}

/** The confirmation dialog's title for a pending action. */
export function confirmTitle(confirm: PendingAction | null): string {
  return confirm?.kind === "buy"
    ? `Buy now for ${formatCents(confirm.cents)}?`
    : confirm?.kind === "max"
      ? `Confirm your max bid of ${formatCents(confirm.cents)}`
      : `Confirm your bid of ${formatCents(confirm?.cents ?? 0)}`;
}

/** How an auction that is over ended, as the panel words it. */
export function auctionResultText(
  itemStatus: ItemDetail["status"],
  auction: AuctionStateDto,
  kind: StandingKind,
): { title: string; body: string | null } {
  const price = formatCents(auction.currentPriceCents);
  let title: string;
  let body: string | null = null;
  if (itemStatus === "withdrawn") {
    title = "The seller withdrew this item";
  } else if (kind === "won") {
    title = `It's yours: you won this item for ${price}`;
    body = "Your order is waiting for payment in Purchases.";
  } else if (itemStatus === "sold") {
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
  return { title, body };
}
