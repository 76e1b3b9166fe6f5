import { describe, expect, it } from "vitest";
import type { items } from "../../db/schema/index.ts";
import { auctionStateOf } from "./auction-state.ts";

type Row = typeof items.$inferSelect;
const T = 1_700_000_000_000;
const row = (over: Partial<Row> = {}): Row =>
  ({
    saleType: "auction",
    status: "active",
    startPriceCents: 100,
    reservePriceCents: 1000,
    buyNowPriceCents: 5000,
    startTime: T - 1000,
    endTime: T + 60_000,
    currentPriceCents: null,
    bidCount: 0,
    closedAt: null,
    ...over,
  }) as Row;

describe("auctionStateOf", () => {
  it("before any bid: start price, reserve unmet, buy-now offered, min next = start", () => {
    expect(auctionStateOf(row(), T)).toMatchObject({
      currentPriceCents: 100,
      minNextBidCents: 100,
      reserveMet: false,
      buyNowAvailable: true,
      status: "open",
    });
  });
  it("a bid meeting the reserve takes buy-now away", () => {
    const s = auctionStateOf(row({ bidCount: 2, currentPriceCents: 1000 }), T)!;
    expect(s).toMatchObject({ reserveMet: true, buyNowAvailable: false, minNextBidCents: 1050 });
  });
  it("bids below the reserve keep buy-now", () => {
    expect(auctionStateOf(row({ bidCount: 1, currentPriceCents: 900 }), T)!.buyNowAvailable).toBe(true);
  });
  it("a buy-out without bids shows the buy-now price and ends", () => {
    const s = auctionStateOf(row({ status: "sold", closedAt: T, currentPriceCents: 5000 }), T)!;
    expect(s).toMatchObject({
      currentPriceCents: 5000,
      reserveMet: true,
      status: "ended",
      buyNowAvailable: false,
    });
  });
  it("scheduled before the start (no buy-now yet), ended at the end or when withdrawn", () => {
    expect(auctionStateOf(row({ startTime: T + 1 }), T)).toMatchObject({
      status: "scheduled",
      buyNowAvailable: false,
    });
    expect(auctionStateOf(row(), T + 60_000)!.status).toBe("ended");
    expect(auctionStateOf(row({ status: "withdrawn" }), T)!.status).toBe("ended");
    expect(auctionStateOf(row({ saleType: "fixed" }), T)).toBeNull();
  });
});
