import { createHmac } from "node:crypto";
import { auctionStatus, minNextBid } from "#shared/auction";
import type { AuctionStateDto } from "#shared/contract/auctions";
import type { items } from "../../db/schema/index.ts";

type ItemRow = typeof items.$inferSelect;

/** The public auction state of the contract (the reserve amount never leaves the server). */
export type AuctionState = AuctionStateDto;

export function auctionStateOf(item: ItemRow, now: number): AuctionState | null {
  if (
    item.saleType !== "auction" ||
    item.startPriceCents === null ||
    item.startTime === null ||
    item.endTime === null
  ) {
    return null;
  }
  const start = item.startPriceCents;
  // A buy-out leaves the price at the buy-now price even without a placed bid.
  const boughtOut = item.status === "sold" && item.bidCount === 0;
  const price = item.bidCount === 0 && !boughtOut ? start : (item.currentPriceCents ?? start);
  const reserveMet =
    item.reservePriceCents === null || ((item.bidCount > 0 || boughtOut) && price >= item.reservePriceCents);
  const status =
    item.status === "draft"
      ? "scheduled"
      : item.status !== "active"
        ? "ended"
        : auctionStatus(now, item.startTime, item.endTime, item.closedAt);
  const buyNowAvailable =
    item.buyNowPriceCents !== null &&
    item.status === "active" &&
    status === "open" &&
    !(item.bidCount > 0 && reserveMet);
  return {
    startPriceCents: start,
    reserveMet,
    buyNowPriceCents: item.buyNowPriceCents,
    buyNowAvailable,
    currentPriceCents: price,
    minNextBidCents: minNextBid(start, price, item.bidCount),
    bidCount: item.bidCount,
    startTime: item.startTime,
    endTime: item.endTime,
    status,
  };
}

/**
 * A bidder's pseudonym on one item: the same for every event of that item, different on every
 * other item, and meaningless without the server's key (it cannot be turned back into a user).
 */
export function bidderTag(
  deps: { keys: { bidderTag: Uint8Array } },
  itemNumber: string,
  userId: number,
): string {
  return createHmac("sha256", deps.keys.bidderTag)
    .update(`bidder:${itemNumber}:${userId}`)
    .digest("base64url")
    .slice(0, 16);
}
