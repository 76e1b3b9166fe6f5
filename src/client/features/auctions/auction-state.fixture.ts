import type { AuctionStateDto } from "#shared/contract/auctions";

/** For unit tests: an open auction with no bid yet, at $10.00, ending at `endTime` 10,000. */
export const auctionState = (over: Partial<AuctionStateDto> = {}): AuctionStateDto => ({
  startPriceCents: 1000,
  reserveMet: true,
  buyNowPriceCents: null,
  buyNowAvailable: false,
  currentPriceCents: 1000,
  minNextBidCents: 1000,
  bidCount: 0,
  startTime: 0,
  endTime: 10_000,
  status: "open",
  ...over,
});
