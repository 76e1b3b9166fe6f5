/** The increment table of rules/auction-rules.md §1, in cents: [lower bound of the band, increment]. */
const BANDS: ReadonlyArray<readonly [number, number]> = [
  [500_000, 10_000],
  [250_000, 5_000],
  [100_000, 2_500],
  [50_000, 1_000],
  [25_000, 500],
  [10_000, 250],
  [2_500, 100],
  [500, 50],
  [100, 25],
  [0, 5],
];

/** inc(p): the increment of the band that holds price p (cents). */
export function bidIncrement(priceCents: number): number {
  for (const [floor, inc] of BANDS) if (priceCents >= floor) return inc;
  return 5;
}

/** minNextBid: the start price while there is no placed bid, else price + inc(price). */
export function minNextBid(startPriceCents: number, priceCents: number, bidCount: number): number {
  return bidCount === 0 ? startPriceCents : priceCents + bidIncrement(priceCents);
}

export type AuctionStatus = "scheduled" | "open" | "ended";

/** scheduled before startTime, open until it ends (endTime passed, or closed/bought out), ended after. */
export function auctionStatus(
  now: number,
  startTime: number,
  endTime: number,
  closedAt: number | null,
): AuctionStatus {
  if (closedAt !== null || now >= endTime) return "ended";
  if (now < startTime) return "scheduled";
  return "open";
}
