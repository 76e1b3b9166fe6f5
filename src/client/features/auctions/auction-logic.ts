import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Code } from "#shared/codes";
import type { AuctionStateDto, BidAnswer } from "#shared/contract/auctions";
import type { ItemDetail } from "#shared/contract/catalog";
import { formatCents, parseDollars } from "#shared/money";
import { i18n as appI18n } from "../../i18n/i18n.ts";
import type { LiveLeader, Standing } from "./auction-queries.ts";
import type { StandingKind } from "./auction-texts.ts";

/** The pure rules of the bid panel, kept apart from React so they are unit tested. */

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

/**
 * Who leads, by the newer of two reports: the live stream's last event and the item as last fetched
 * (the stream wins a tie: its event is never older than the fetch that showed the same bid count).
 */
export function latestLeader(live: LiveLeader | undefined, item: ItemDetail): LiveLeader | undefined {
  if (!item.auction) return live;
  const fetched = { leaderTag: item.leaderTag, bidCount: item.auction.bidCount };
  return live && live.bidCount >= fetched.bidCount ? live : fetched;
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

/**
 * The checks the panel can make before asking the server (which still judges). Messages in
 * `i18n`'s language (the app's by default).
 */
export function checkBidAmount(text: string, minCents: number, i18n: I18n = appI18n): AmountCheck {
  const min = formatCents(minCents);
  if (!text.trim()) return { ok: false, message: i18n._(msg`Enter your bid: ${min} or more.`) };
  const cents = parseBidInput(text);
  if (cents == null) return { ok: false, message: i18n._(msg`Enter an amount in dollars, like 12.50.`) };
  if (cents < minCents)
    return {
      ok: false,
      message: i18n._(msg`Your bid is below the minimum. Enter ${min} or more.`),
    };
  return { ok: true, cents };
}

/** What to tell the person after a refused action, and whether to refresh the item. */
export function describeActionError(
  code: number,
  serverMessage: string,
  data: unknown,
  fallbackMinCents: number,
  i18n: I18n = appI18n,
): { message: string; minNextBidCents?: number; refresh: boolean } {
  switch (code) {
    case Code.BID_TOO_LOW: {
      const minNext = minFromData(data) ?? fallbackMinCents;
      const min = formatCents(minNext);
      return {
        message: i18n._(msg`Your bid is below the minimum. Enter ${min} or more.`),
        minNextBidCents: minNext,
        refresh: false,
      };
    }
    case Code.AUCTION_NOT_OPEN:
      return { message: i18n._(msg`This auction is not open for bids right now.`), refresh: true };
    case Code.OWN_ITEM:
      return { message: i18n._(msg`You cannot bid on or buy your own item.`), refresh: false };
    case Code.ITEM_UNAVAILABLE:
      return { message: i18n._(msg`This item is no longer available.`), refresh: true };
    case Code.ALREADY_HIGH_BIDDER:
      return { message: i18n._(ALREADY_HIGH_BIDDER), refresh: false };
    case Code.NO_AUTO_BID_TO_CANCEL:
      return {
        message: serverMessage || i18n._(msg`There is no max bid to cancel, or you are leading with it.`),
        refresh: false,
      };
    case Code.BUY_NOW_GONE:
      return { message: i18n._(msg`Buy now is no longer offered on this auction.`), refresh: true };
    default:
      return { message: serverMessage || i18n._(msg`That did not work. Please try again.`), refresh: false };
  }
}

/** Said when the leader bids again: by the panel before sending, and for the server's refusal. */
export const ALREADY_HIGH_BIDDER = msg`You are already the highest bidder. You can raise your max bid instead.`;

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
export function bidPlacedNotice(
  kind: BidKind,
  cents: number,
  isHighBidder: boolean,
  i18n: I18n = appI18n,
): string {
  const amount = formatCents(cents);
  if (kind === "bid")
    return isHighBidder
      ? i18n._(msg`Bid placed: ${amount}. You're the highest bidder.`)
      : i18n._(msg`Bid placed: ${amount}, but another bidder's max bid is higher. You've been outbid.`);
  return isHighBidder
    ? i18n._(msg`Max bid set: ${amount}. We'll bid for you up to that amount.`)
    : i18n._(msg`Max bid set: ${amount}, but another bidder's max bid is higher. You've been outbid.`);
}

/** The confirmation dialog's title for a pending action. */
export function confirmTitle(confirm: PendingAction | null, i18n: I18n = appI18n): string {
  const amount = formatCents(confirm?.cents ?? 0);
  return confirm?.kind === "buy"
    ? i18n._(msg`Buy now for ${amount}?`)
    : confirm?.kind === "max"
      ? i18n._(msg`Confirm your max bid of ${amount}`)
      : i18n._(msg`Confirm your bid of ${amount}`);
}
