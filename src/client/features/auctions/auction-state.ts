import type { AuctionStateDto } from "#shared/contract/auctions";
import type { ItemDetail } from "#shared/contract/catalog";
import type { AuctionEvent, LiveLeader } from "./auction-queries.ts";

/**
 * How a newer auction state (a live event, a bid answer) enters what the app holds: the pure part
 * of the live stream, which every visitor of an auction follows (the rules of bidding, which only a
 * signed-in bidder needs, are in auction-logic.ts).
 */

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

export function leaderFromEvent(e: AuctionEvent): LiveLeader {
  return { leaderTag: e.leaderTag, bidCount: e.bidCount };
}
