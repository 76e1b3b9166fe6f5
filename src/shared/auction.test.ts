import { describe, expect, it } from "vitest";
import { auctionStatus, bidIncrement, minNextBid } from "./auction.ts";

describe("bid increments", () => {
  it.each([
    [1, 5],
    [99, 5],
    [100, 25],
    [499, 25],
    [500, 50],
    [2_499, 50],
    [2_500, 100],
    [9_999, 100],
    [10_000, 250],
    [24_999, 250],
    [25_000, 500],
    [49_999, 500],
    [50_000, 1_000],
    [99_999, 1_000],
    [100_000, 2_500],
    [249_999, 2_500],
    [250_000, 5_000],
    [499_999, 5_000],
    [500_000, 10_000],
    [10_000_000, 10_000],
  ])("inc(%i) = %i", (price, inc) => {
    expect(bidIncrement(price)).toBe(inc);
  });

  it("uses the start price before the first bid", () => {
    expect(minNextBid(1000, 1000, 0)).toBe(1000);
    expect(minNextBid(1000, 1000, 1)).toBe(1050);
  });

  it("derives the status from the clock", () => {
    expect(auctionStatus(5, 10, 20, null)).toBe("scheduled");
    expect(auctionStatus(10, 10, 20, null)).toBe("open");
    expect(auctionStatus(20, 10, 20, null)).toBe("ended");
    expect(auctionStatus(15, 10, 20, 14)).toBe("ended");
  });
});
