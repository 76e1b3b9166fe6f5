import { describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import type { AuctionStateDto, BidAnswer } from "#shared/contract/auctions";
import type { ItemDetail } from "#shared/contract/catalog";
import {
  bidPlacedNotice,
  checkBidAmount,
  confirmTitle,
  describeActionError,
  isLeader,
  latestLeader,
  maxBidFloor,
  myReach,
  orderPath,
  parseBidInput,
  resolveStanding,
  standingAfterAnswer,
} from "./auction-logic.ts";
import { NO_STANDING, type Standing } from "./auction-queries.ts";
import { auctionState as state } from "./auction-state.fixture.ts";
import { mergeAuctionIntoItem } from "./auction-state.ts";
import { auctionResultText, maxBidHint } from "./auction-texts.ts";

const item = (auction: AuctionStateDto): ItemDetail =>
  ({
    itemNumber: "N1",
    saleType: "auction",
    status: "active",
    auction,
    currentPriceCents: auction.currentPriceCents,
    endTime: auction.endTime,
  }) as ItemDetail;

describe("mergeAuctionIntoItem", () => {
  it("takes a newer state and moves price and end time with it", () => {
    const next = state({ bidCount: 2, currentPriceCents: 1250, minNextBidCents: 1300, endTime: 20_000 });
    const out = mergeAuctionIntoItem(item(state({ bidCount: 1 })), {
      ...next,
      itemNumber: "N1",
      leaderTag: "tag-7",
    } as AuctionStateDto);
    expect(out.auction).toEqual(next);
    expect(out.currentPriceCents).toBe(1250);
    expect(out.endTime).toBe(20_000);
    expect(out.auction).not.toHaveProperty("leaderTag");
  });
  it("ignores a state with fewer entries (events and answers can cross)", () => {
    const before = item(state({ bidCount: 3, currentPriceCents: 1500 }));
    expect(mergeAuctionIntoItem(before, state({ bidCount: 2, currentPriceCents: 1250 }))).toBe(before);
  });
  it("does not reopen an auction that ended", () => {
    const before = item(state({ bidCount: 3, status: "ended" }));
    expect(mergeAuctionIntoItem(before, state({ bidCount: 3, status: "open" }))).toBe(before);
  });
  it("takes an end-time extension with the same entry count", () => {
    const out = mergeAuctionIntoItem(item(state({ bidCount: 3 })), state({ bidCount: 3, endTime: 99_000 }));
    expect(out.endTime).toBe(99_000);
  });
});

describe("isLeader", () => {
  const mine: Standing = { ...NO_STANDING, hasBid: true, isHighBidder: true, bidCount: 4, myTag: "tag-7" };
  it("believes the live stream when it is at least as new", () => {
    expect(isLeader(mine, { leaderTag: "tag-9", bidCount: 5 }, 7)).toBe(false);
    expect(isLeader(mine, { leaderTag: "tag-7", bidCount: 4 }, 7)).toBe(true);
  });
  it("believes my own answer over an older event", () => {
    expect(isLeader(mine, { leaderTag: "tag-9", bidCount: 3 }, 7)).toBe(true);
  });
  it("believes my own answer while my tag is not known yet", () => {
    expect(isLeader({ ...mine, myTag: null }, { leaderTag: "tag-9", bidCount: 9 }, 7)).toBe(true);
  });
  it("is false for guests", () => {
    expect(isLeader(mine, { leaderTag: "tag-7", bidCount: 9 }, null)).toBe(false);
  });
});

describe("latestLeader", () => {
  const fetched = { ...item(state({ bidCount: 3 })), leaderTag: "tag-1" };
  it("takes the item's leader while the stream has said nothing (the buy-now buyer's case)", () => {
    expect(latestLeader(undefined, fetched)).toEqual({ leaderTag: "tag-1", bidCount: 3 });
  });
  it("takes the stream's leader when its event is at least as new", () => {
    expect(latestLeader({ leaderTag: "tag-2", bidCount: 4 }, fetched)).toEqual({
      leaderTag: "tag-2",
      bidCount: 4,
    });
    expect(latestLeader({ leaderTag: "tag-2", bidCount: 3 }, fetched)?.leaderTag).toBe("tag-2");
  });
  it("keeps the item's leader over an older event", () => {
    expect(latestLeader({ leaderTag: "tag-2", bidCount: 2 }, fetched)?.leaderTag).toBe("tag-1");
  });
  it("says nothing of a fixed-price item", () => {
    expect(latestLeader(undefined, { ...fetched, auction: null })).toBeUndefined();
  });
});

describe("resolveStanding", () => {
  it("is none without a bid of mine", () => {
    expect(resolveStanding({ hasBid: false, leader: true, auction: state(), itemStatus: "active" })).toBe(
      "none",
    );
  });
  it("is leading or outbid while open", () => {
    expect(resolveStanding({ hasBid: true, leader: true, auction: state(), itemStatus: "active" })).toBe(
      "leading",
    );
    expect(resolveStanding({ hasBid: true, leader: false, auction: state(), itemStatus: "active" })).toBe(
      "outbid",
    );
  });
  it("is won only for the leader with the reserve met once ended", () => {
    const ended = state({ status: "ended" });
    expect(resolveStanding({ hasBid: true, leader: true, auction: ended, itemStatus: "sold" })).toBe("won");
    expect(resolveStanding({ hasBid: true, leader: false, auction: ended, itemStatus: "sold" })).toBe("lost");
    const unmet = state({ status: "ended", reserveMet: false });
    expect(resolveStanding({ hasBid: true, leader: true, auction: unmet, itemStatus: "ended" })).toBe("lost");
  });
});

describe("amounts", () => {
  it("parses dollars people type", () => {
    expect(parseBidInput("12.5")).toBe(1250);
    expect(parseBidInput("$1,250.00")).toBe(125_000);
    expect(parseBidInput(" 7 ")).toBe(700);
    expect(parseBidInput("0")).toBeNull();
    expect(parseBidInput("12.345")).toBeNull();
    expect(parseBidInput("abc")).toBeNull();
  });
  it("refuses a bid below the minimum and says the minimum", () => {
    expect(checkBidAmount("10.75", 1100)).toEqual({
      ok: false,
      message: "Your bid is below the minimum. Enter $11.00 or more.",
    });
    expect(checkBidAmount("11", 1100)).toEqual({ ok: true, cents: 1100 });
    expect(checkBidAmount("", 1100).ok).toBe(false);
    expect(checkBidAmount("eleven", 1100).ok).toBe(false);
  });
});

describe("describeActionError", () => {
  it("shows the server's minimum for 30001", () => {
    const d = describeActionError(Code.BID_TOO_LOW, "Bid too low", { minNextBidCents: 2650 }, 100);
    expect(d.message).toContain("$26.50");
    expect(d.minNextBidCents).toBe(2650);
  });
  it("falls back to the known minimum when the answer has none", () => {
    expect(describeActionError(Code.BID_TOO_LOW, "", {}, 1100).message).toContain("$11.00");
  });
  it("refreshes the item for 30002, 30004 and 30007 only", () => {
    const refresh = [
      Code.BID_TOO_LOW,
      Code.AUCTION_NOT_OPEN,
      Code.OWN_ITEM,
      Code.ITEM_UNAVAILABLE,
      Code.ALREADY_HIGH_BIDDER,
      Code.NO_AUTO_BID_TO_CANCEL,
      Code.BUY_NOW_GONE,
    ].filter((c) => describeActionError(c, "", null, 0).refresh);
    expect(refresh).toEqual([Code.AUCTION_NOT_OPEN, Code.ITEM_UNAVAILABLE, Code.BUY_NOW_GONE]);
  });
  it("gives each code its own words", () => {
    const msgs = new Set(
      [
        Code.AUCTION_NOT_OPEN,
        Code.OWN_ITEM,
        Code.ITEM_UNAVAILABLE,
        Code.ALREADY_HIGH_BIDDER,
        Code.BUY_NOW_GONE,
      ].map((c) => describeActionError(c, "", null, 0).message),
    );
    expect(msgs.size).toBe(5);
  });
});

describe("orderPath", () => {
  it("goes to payment, or to the order when only cash is possible", () => {
    expect(orderPath("O-1", 4500)).toBe("/payment/O-1");
    expect(orderPath("O-1", 35)).toBe("/orderDetail/O-1");
  });
});

describe("max bid amounts", () => {
  it("reaches as far as the higher of my max bid and my own bids", () => {
    expect(myReach(NO_STANDING)).toBe(0);
    expect(myReach({ ...NO_STANDING, myMaxAmountCents: 3000, myMaxBidCents: 2500 })).toBe(3000);
    expect(myReach({ ...NO_STANDING, myMaxAmountCents: null, myMaxBidCents: 2500 })).toBe(2500);
  });
  it("asks the leader for more than their reach, everyone else for the minimum", () => {
    expect(maxBidFloor(true, 3000, 1100)).toBe(3001);
    expect(maxBidFloor(true, 0, 1100)).toBe(1100);
    expect(maxBidFloor(false, 3000, 1100)).toBe(1100);
  });
  it("hints at what it takes", () => {
    expect(maxBidHint(true, 3000, 3001)).toBe("More than $30.00 to raise it.");
    expect(maxBidHint(false, 3000, 1100)).toBe("$11.00 or more.");
    expect(maxBidHint(true, 0, 1100)).toBe("$11.00 or more.");
  });
});

describe("standingAfterAnswer", () => {
  const answer = (over: Partial<BidAnswer> = {}): BidAnswer => ({
    ...state({ bidCount: 5 }),
    isHighBidder: true,
    myMaxAmountCents: null,
    bidderTag: "tag-7",
    ...over,
  });
  it("counts a face-value bid as my highest entry", () => {
    const before: Standing = { ...NO_STANDING, hasBid: true, myMaxBidCents: 1500 };
    expect(standingAfterAnswer(before, { kind: "bid", cents: 2000 }, answer())).toEqual({
      hasBid: true,
      isHighBidder: true,
      myMaxAmountCents: null,
      myMaxBidCents: 2000,
      bidCount: 5,
      myTag: "tag-7",
    });
    expect(standingAfterAnswer(undefined, { kind: "bid", cents: 2000 }, answer()).myMaxBidCents).toBe(2000);
  });
  it("keeps my entries as they were for a max bid", () => {
    const a = answer({ isHighBidder: false, myMaxAmountCents: 4000 });
    const out = standingAfterAnswer({ ...NO_STANDING, myMaxBidCents: 1500 }, { kind: "max", cents: 4000 }, a);
    expect(out.myMaxBidCents).toBe(1500);
    expect(out.myMaxAmountCents).toBe(4000);
    expect(out.isHighBidder).toBe(false);
    expect(standingAfterAnswer(undefined, { kind: "max", cents: 4000 }, a).myMaxBidCents).toBeNull();
  });
});

describe("panel texts", () => {
  it("says whether a bid or max bid leads", () => {
    expect(bidPlacedNotice("bid", 1250, true)).toBe("Bid placed: $12.50. You're the highest bidder.");
    expect(bidPlacedNotice("bid", 1250, false)).toBe(
      "Bid placed: $12.50, but another bidder's max bid is higher. You've been outbid.",
    );
    expect(bidPlacedNotice("max", 4000, true)).toBe(
      "Max bid set: $40.00. We'll bid for you up to that amount.",
    );
    expect(bidPlacedNotice("max", 4000, false)).toBe(
      "Max bid set: $40.00, but another bidder's max bid is higher. You've been outbid.",
    );
  });
  it("titles the confirmation by what is confirmed", () => {
    expect(confirmTitle({ kind: "buy", cents: 9900 })).toBe("Buy now for $99.00?");
    expect(confirmTitle({ kind: "max", cents: 4000 })).toBe("Confirm your max bid of $40.00");
    expect(confirmTitle({ kind: "bid", cents: 1250 })).toBe("Confirm your bid of $12.50");
    expect(confirmTitle(null)).toBe("Confirm your bid of $0.00");
  });
  it("says how an auction ended", () => {
    const ended = state({ status: "ended", bidCount: 3, currentPriceCents: 2500 });
    expect(auctionResultText("withdrawn", ended, "won").title).toBe("The seller withdrew this item");
    expect(auctionResultText("sold", ended, "won")).toEqual({
      title: "It's yours: you won this item for $25.00",
      body: "Your order is waiting for payment in Purchases.",
    });
    expect(auctionResultText("sold", ended, "lost")).toEqual({
      title: "Sold for $25.00",
      body: "You did not win this one.",
    });
    expect(auctionResultText("sold", ended, "none").body).toBeNull();
    expect(auctionResultText("ended", state({ status: "ended", bidCount: 0 }), "none")).toEqual({
      title: "This auction ended with no bids",
      body: null,
    });
    expect(auctionResultText("ended", { ...ended, reserveMet: false }, "lost").title).toBe(
      "This auction ended: the reserve was not met",
    );
    expect(auctionResultText("ended", ended, "lost")).toEqual({
      title: "This auction ended at $25.00",
      body: "You did not win this one.",
    });
  });
});
