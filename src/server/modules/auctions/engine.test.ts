import { describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { closeDecision, type EngineResult } from "./engine.ts";
import { AuctionSim, T0 } from "./engine-sim.ts";

const A = 1;
const B = 2;
const C = 3;

function code(r: EngineResult) {
  return r.ok ? 1 : r.code;
}
function ok(r: EngineResult) {
  if (!r.ok) throw new Error(`expected success, got ${r.code} ${r.message}`);
  return r;
}

describe("increments at every band boundary (auto-bid answering a face bid: price = R + inc(R))", () => {
  // Start at 1 cent so any R is a valid bid; A's huge auto-bid answers every bid at R + inc(R).
  it.each([
    [6, 11],
    [99, 104],
    [100, 125],
    [499, 524],
    [500, 550],
    [2_499, 2_549],
    [2_500, 2_600],
    [9_999, 10_099],
    [10_000, 10_250],
    [24_999, 25_249],
    [25_000, 25_500],
    [49_999, 50_499],
    [50_000, 51_000],
    [99_999, 100_999],
    [100_000, 102_500],
    [249_999, 252_499],
    [250_000, 255_000],
    [499_999, 504_999],
    [500_000, 510_000],
    [12_345_600, 12_355_600],
  ])("B bids %i -> A answers %i", (r, answer) => {
    const s = new AuctionSim({ startPriceCents: 1 });
    ok(s.auto(A, 100_000_000));
    expect(s.list).toEqual([[A, 1, true]]);
    ok(s.bid(B, r));
    expect(s.list).toEqual([
      [A, 1, true],
      [B, r, false],
      [A, answer, true],
    ]);
    expect(s.price).toBe(answer);
    expect(s.leader).toBe(A);
  });

  it.each([
    [1, 6],
    [95, 100],
    [99, 104],
    [100, 125],
    [475, 500],
    [499, 524],
    [500, 550],
    [2_450, 2_500],
    [2_500, 2_600],
    [9_999, 10_099],
    [10_000, 10_250],
    [500_000, 510_000],
  ])("price %i -> minNextBid %i", (price, next) => {
    const s = new AuctionSim({ startPriceCents: price });
    expect(s.minNext).toBe(price); // no placed bid yet: the start price
    ok(s.bid(A, price));
    expect(s.minNext).toBe(next);
    const low = s.bid(B, next - 1);
    expect(low).toMatchObject({ ok: false, code: Code.BID_TOO_LOW, data: { minNextBidCents: next } });
    ok(s.bid(B, next));
    expect(s.price).toBe(next);
    expect(s.leader).toBe(B);
  });
});

describe("face bids", () => {
  it("first bid at the start price leads at its amount; a higher face bid takes over at its amount", () => {
    const s = new AuctionSim({ startPriceCents: 100 });
    expect(s.price).toBe(100);
    expect(code(s.bid(A, 99))).toBe(Code.BID_TOO_LOW);
    ok(s.bid(A, 300));
    expect(s.price).toBe(300);
    expect(s.a.bidCount).toBe(1);
    expect(code(s.bid(A, 1000))).toBe(Code.ALREADY_HIGH_BIDDER);
    expect(code(s.bid(B, 324))).toBe(Code.BID_TOO_LOW);
    const r = ok(s.bid(B, 400));
    expect(r.leaderBefore).toBe(A);
    expect(r.leaderAfter).toBe(B);
    expect(s.price).toBe(400);
    expect(s.list).toEqual([
      [A, 300, false],
      [B, 400, false],
    ]);
  });

  it("the leader is refused 30005 before the amount is checked", () => {
    const s = new AuctionSim();
    ok(s.bid(A, 100));
    expect(code(s.bid(A, 1))).toBe(Code.ALREADY_HIGH_BIDDER);
  });

  it("a bid at or above the buy-now price is an ordinary bid", () => {
    const s = new AuctionSim({ startPriceCents: 100, buyNowPriceCents: 5000 });
    const r = ok(s.bid(A, 6000));
    expect(r.boughtOut).toBe(false);
    expect(s.a.status).toBe("active");
    expect(s.price).toBe(6000);
    expect(s.buyNowOffered).toBe(false);
  });
});

describe("auto-bids", () => {
  it("a first auto-bid places an entry at the start price", () => {
    const s = new AuctionSim({ startPriceCents: 250 });
    ok(s.auto(A, 10_000));
    expect(s.list).toEqual([[A, 250, true]]);
    expect(s.price).toBe(250);
    expect(s.minNext).toBe(275);
  });

  it("an auto-bid below the minimum next bid is refused with the minimum", () => {
    const s = new AuctionSim({ startPriceCents: 250 });
    expect(s.auto(A, 249)).toMatchObject({
      ok: false,
      code: Code.BID_TOO_LOW,
      data: { minNextBidCents: 250 },
    });
    ok(s.auto(A, 250));
    expect(s.auto(B, 274)).toMatchObject({
      ok: false,
      code: Code.BID_TOO_LOW,
      data: { minNextBidCents: 275 },
    });
  });

  it("keeps its holder in the lead at the least price, up to the maximum", () => {
    const s = new AuctionSim({ startPriceCents: 100 });
    ok(s.auto(A, 1000));
    ok(s.bid(B, 495));
    expect(s.list).toEqual([
      [A, 100, true],
      [B, 495, false],
      [A, 520, true],
    ]);
    // The answer is capped by the maximum.
    ok(s.bid(B, 990));
    expect(s.list.slice(3)).toEqual([
      [B, 990, false],
      [A, 1000, true],
    ]);
    expect(s.price).toBe(1000);
    expect(s.leader).toBe(A);
    // Above the maximum the face bid leads at its own amount.
    expect(s.minNext).toBe(1050);
    ok(s.bid(B, 1050));
    expect(s.leader).toBe(B);
    expect(s.price).toBe(1050);
    expect(s.list.slice(5)).toEqual([[B, 1050, false]]);
  });

  it("a face bid equal to an earlier auto-bid maximum loses the tie", () => {
    const s = new AuctionSim({ startPriceCents: 100 });
    ok(s.auto(A, 1000));
    ok(s.bid(B, 1000));
    expect(s.leader).toBe(A);
    expect(s.price).toBe(1000);
    expect(s.list).toEqual([
      [A, 100, true],
      [B, 1000, false],
      [A, 1000, true],
    ]);
    expect(s.minNext).toBe(1050);
  });

  it("auto against auto: the higher maximum leads at the lower maximum plus one increment", () => {
    const s = new AuctionSim({ startPriceCents: 100 });
    ok(s.auto(A, 1000));
    const r = ok(s.auto(B, 2000));
    expect(r.leaderBefore).toBe(A);
    expect(r.leaderAfter).toBe(B);
    expect(s.list).toEqual([
      [A, 100, true],
      [B, 1050, true],
    ]);
    expect(s.price).toBe(1050);
  });

  it("auto against auto: the newer, lower maximum is exhausted at once and the leader answers (the newer entry)", () => {
    const s = new AuctionSim({ startPriceCents: 100 });
    ok(s.auto(A, 2000));
    const r = ok(s.auto(B, 1000));
    expect(r.leaderAfter).toBe(A);
    expect(r.entries.map((e) => [e.bidderId, e.amountCents, e.auto, e.seq])).toEqual([
      [B, 1000, true, 2],
      [A, 1050, true, 3],
    ]);
    expect(s.price).toBe(1050);
  });

  it("auto against auto with equal maximums: the earlier commit wins at that maximum", () => {
    const s = new AuctionSim({ startPriceCents: 100 });
    ok(s.auto(A, 1000));
    ok(s.auto(B, 1000));
    expect(s.leader).toBe(A);
    expect(s.price).toBe(1000);
    expect(s.list).toEqual([
      [A, 100, true],
      [B, 1000, true],
      [A, 1000, true],
    ]);
  });

  it("three auto-bidders: R is the best reach among the others", () => {
    const s = new AuctionSim({ startPriceCents: 100 });
    ok(s.auto(A, 600));
    ok(s.auto(B, 3000)); // B leads at 600 + 50
    expect(s.price).toBe(650);
    ok(s.auto(C, 2000)); // C exhausted at 2000; B answers at 2000 + 50
    expect(s.list).toEqual([
      [A, 100, true],
      [B, 650, true],
      [C, 2000, true],
      [B, 2050, true],
    ]);
    expect(s.leader).toBe(B);
  });

  it("an auto-bid against a face-bid leader leads at the face bid plus one increment", () => {
    const s = new AuctionSim({ startPriceCents: 100 });
    ok(s.bid(A, 100));
    ok(s.auto(B, 500));
    expect(s.list).toEqual([
      [A, 100, false],
      [B, 125, true],
    ]);
    expect(s.leader).toBe(B);
  });

  it("a non-leader's auto-bid needs at least the minimum next bid, so 500 against price 500 is refused", () => {
    const s = new AuctionSim({ startPriceCents: 100 });
    ok(s.bid(A, 100));
    ok(s.bid(B, 500));
    // minNext is 550 once the price is 500.
    expect(s.auto(C, 549)).toMatchObject({
      ok: false,
      code: Code.BID_TOO_LOW,
      data: { minNextBidCents: 550 },
    });
  });

  it("an auto-bid holder who also placed a face bid keeps the face bid in F", () => {
    const s = new AuctionSim({ startPriceCents: 100 });
    ok(s.bid(A, 800));
    ok(s.bid(B, 850));
    // A: placed 800, now auto 5000 against B's 850 -> max(F=800, min(5000, 850 + 50)) = 900
    ok(s.auto(A, 5000));
    expect(s.price).toBe(900);
    expect(s.leader).toBe(A);
    expect(s.list.at(-1)).toEqual([A, 900, true]);
  });

  it("inserting again as a non-leader replaces the maximum", () => {
    const s = new AuctionSim({ startPriceCents: 100 });
    ok(s.auto(A, 1000));
    ok(s.auto(B, 2000)); // B 1050
    ok(s.auto(A, 1500)); // A exhausted at 1500, B answers 1550
    expect(s.list).toEqual([
      [A, 100, true],
      [B, 1050, true],
      [A, 1500, true],
      [B, 1550, true],
    ]);
    ok(s.auto(A, 3000)); // A now leads at 2000 + 50
    expect(s.leader).toBe(A);
    expect(s.price).toBe(2050);
    expect(s.list.at(-1)).toEqual([A, 2050, true]);
    expect(s.a.bidCount).toBe(5);
  });
});

describe("raise by the leader", () => {
  it("must be above the leader's reach; no entry and no price change", () => {
    const s = new AuctionSim({ startPriceCents: 100 });
    ok(s.auto(A, 500));
    ok(s.bid(B, 200)); // A answers at 225
    expect(s.price).toBe(225);
    expect(s.auto(A, 500)).toMatchObject({
      ok: false,
      code: Code.BID_TOO_LOW,
      data: { minNextBidCents: 250 },
    });
    expect(code(s.auto(A, 400))).toBe(Code.BID_TOO_LOW);
    const r = ok(s.auto(A, 900));
    expect(r.entries).toEqual([]);
    expect(r.priceChanged).toBe(false);
    expect(s.price).toBe(225);
    expect(s.a.bidCount).toBe(3);
    // The raised maximum is used from now on.
    ok(s.bid(B, 800));
    expect(s.list.at(-1)).toEqual([A, 850, true]);
  });

  it("a face-bid leader may add an auto-bid above their bid", () => {
    const s = new AuctionSim({ startPriceCents: 100 });
    ok(s.bid(A, 100));
    expect(code(s.auto(A, 100))).toBe(Code.BID_TOO_LOW);
    ok(s.auto(A, 105));
    expect(s.a.bidCount).toBe(1);
    ok(s.bid(B, 125));
    // A's maximum 105 is below B's bid: B leads at face value.
    expect(s.leader).toBe(B);
    expect(s.price).toBe(125);
  });

  it("meeting the reserve places an automatic entry at the reserve", () => {
    const s = new AuctionSim({ startPriceCents: 100, reservePriceCents: 1000, buyNowPriceCents: 5000 });
    ok(s.auto(A, 500));
    expect(s.list).toEqual([[A, 100, true]]);
    expect(s.reserveMet).toBe(false);
    ok(s.auto(A, 800));
    expect(s.a.bidCount).toBe(1);
    expect(s.buyNowOffered).toBe(true);
    const r = ok(s.auto(A, 1200));
    expect(r.entries.map((e) => [e.bidderId, e.amountCents, e.auto])).toEqual([[A, 1000, true]]);
    expect(s.price).toBe(1000);
    expect(s.reserveMet).toBe(true);
    expect(s.buyNowOffered).toBe(false);
    // The next raise does not move the price again.
    ok(s.auto(A, 2000));
    expect(s.price).toBe(1000);
    expect(s.a.bidCount).toBe(2);
  });

  it("a raise exactly to the reserve meets it", () => {
    const s = new AuctionSim({ startPriceCents: 100, reservePriceCents: 1000 });
    ok(s.bid(A, 300));
    ok(s.auto(A, 1000));
    expect(s.list).toEqual([
      [A, 300, false],
      [A, 1000, true],
    ]);
  });

  it("a raised maximum ties against a later equal maximum and keeps the lead", () => {
    const s = new AuctionSim({ startPriceCents: 100 });
    ok(s.auto(A, 500));
    ok(s.auto(A, 2000));
    ok(s.auto(B, 2000));
    expect(s.leader).toBe(A);
    expect(s.price).toBe(2000);
  });
});

describe("reserve", () => {
  it("met by a face bid: reserveMet and buy-now gone", () => {
    const s = new AuctionSim({ startPriceCents: 100, reservePriceCents: 1000, buyNowPriceCents: 3000 });
    ok(s.bid(A, 900));
    expect(s.reserveMet).toBe(false);
    expect(s.buyNowOffered).toBe(true);
    ok(s.bid(B, 1000));
    expect(s.reserveMet).toBe(true);
    expect(s.buyNowOffered).toBe(false);
    expect(code(s.buyNow(C))).toBe(Code.BUY_NOW_GONE);
  });

  it("a first auto-bid whose maximum meets the reserve enters at the reserve", () => {
    const s = new AuctionSim({ startPriceCents: 100, reservePriceCents: 1000 });
    ok(s.auto(A, 1000));
    expect(s.list).toEqual([[A, 1000, true]]);
    expect(s.reserveMet).toBe(true);
  });

  it("a first auto-bid below the reserve enters at the start price", () => {
    const s = new AuctionSim({ startPriceCents: 100, reservePriceCents: 1000 });
    ok(s.auto(A, 999));
    expect(s.list).toEqual([[A, 100, true]]);
    expect(s.reserveMet).toBe(false);
  });

  it("an auto-bid taking the lead jumps to the reserve", () => {
    const s = new AuctionSim({ startPriceCents: 100, reservePriceCents: 1000 });
    ok(s.auto(A, 800));
    ok(s.auto(B, 1200)); // min(1200, 850) = 850 -> reserve 1000
    expect(s.list).toEqual([
      [A, 100, true],
      [B, 1000, true],
    ]);
    expect(s.price).toBe(1000);
  });

  it("an auto-bid answering a face bid jumps to the reserve when its maximum meets it", () => {
    const s = new AuctionSim({ startPriceCents: 100, reservePriceCents: 1000 });
    ok(s.bid(A, 100));
    ok(s.auto(B, 300)); // B 125
    ok(s.auto(B, 1500)); // raise: reserve now met -> entry at 1000
    ok(s.bid(A, 1050));
    // B keeps the lead: max(1000, min(1500, 1050 + 50)) = 1100
    expect(s.list).toEqual([
      [A, 100, false],
      [B, 125, true],
      [B, 1000, true],
      [A, 1050, false],
      [B, 1100, true],
    ]);
  });

  it("an exhausted auto-bid below the reserve leaves the reserve unmet", () => {
    const s = new AuctionSim({ startPriceCents: 100, reservePriceCents: 5000 });
    ok(s.auto(A, 1000));
    ok(s.auto(B, 900)); // B exhausted at 900, A answers min(1000, 950) = 950
    expect(s.price).toBe(950);
    expect(s.reserveMet).toBe(false);
    expect(closeDecision(s.a, s.a.endTime)).toEqual({ kind: "unsold" });
  });
});

describe("cancel", () => {
  it("is refused while leading and without an auto-bid", () => {
    const s = new AuctionSim();
    expect(code(s.cancel(A))).toBe(Code.NO_AUTO_BID_TO_CANCEL);
    ok(s.auto(A, 1000));
    expect(code(s.cancel(A))).toBe(Code.NO_AUTO_BID_TO_CANCEL);
    ok(s.bid(B, 1500));
    expect(code(s.cancel(B))).toBe(Code.NO_AUTO_BID_TO_CANCEL); // leading, and no auto-bid
  });

  it("removes the maximum, keeps the entries in the reach, does not move the price", () => {
    const s = new AuctionSim({ startPriceCents: 100 });
    ok(s.auto(A, 1000));
    ok(s.auto(B, 2000)); // B 1050
    const r = ok(s.cancel(A));
    expect(r.entries).toEqual([]);
    expect(r.priceChanged).toBe(false);
    expect(s.price).toBe(1050);
    expect(s.a.bidCount).toBe(2);
    expect(code(s.cancel(A))).toBe(Code.NO_AUTO_BID_TO_CANCEL);
    // A's reach is now their entry (100); B's auto still answers
    ok(s.bid(A, 1100));
    expect(s.list.at(-1)).toEqual([B, 1150, true]);
    // Cancelling and bidding again works through the normal checks.
    ok(s.auto(A, 5000));
    expect(s.leader).toBe(A);
    expect(s.price).toBe(2050);
  });

  it("an outbid bidder whose exhausted maximum still ties can cancel", () => {
    const s = new AuctionSim({ startPriceCents: 100 });
    ok(s.auto(A, 1000));
    ok(s.auto(B, 1000));
    ok(s.cancel(B));
    expect(s.leader).toBe(A);
    expect(s.price).toBe(1000);
  });

  it("does not extend the end time", () => {
    const s = new AuctionSim({ startPriceCents: 100 });
    ok(s.auto(A, 1000));
    ok(s.auto(B, 2000));
    s.now = s.a.endTime - 10_000;
    const r = ok(s.cancel(A));
    expect(r.extended).toBe(false);
  });
});

describe("check order", () => {
  it("withdrawn or sold first (30004), even for the seller and after the end", () => {
    for (const status of ["withdrawn", "sold"] as const) {
      const s = new AuctionSim({ status, closedAt: status === "sold" ? T0 : null });
      s.now = s.a.endTime + 1;
      expect(code(s.bid(A, 100, { sellerSide: true }))).toBe(Code.ITEM_UNAVAILABLE);
      expect(code(s.buyNow(A))).toBe(Code.ITEM_UNAVAILABLE);
      expect(code(s.cancel(A))).toBe(Code.ITEM_UNAVAILABLE);
      expect(code(s.auto(A, 1))).toBe(Code.ITEM_UNAVAILABLE);
    }
  });

  it("seller side next (30003), before the time window", () => {
    const s = new AuctionSim({ buyNowPriceCents: 1000 });
    s.now = s.a.endTime + 1;
    for (const r of [
      s.bid(A, 1, { sellerSide: true }),
      s.auto(A, 1, { sellerSide: true }),
      s.cancel(A, { sellerSide: true }),
      s.buyNow(A, { sellerSide: true }),
    ])
      expect(code(r)).toBe(Code.OWN_ITEM);
  });

  it("outside startTime <= now < endTime, or ended: 30002 for every action", () => {
    const s = new AuctionSim({
      startTime: T0,
      endTime: T0 + 1000,
      buyNowPriceCents: 500,
      softCloseSeconds: 0,
    });
    ok(s.auto(A, 300));
    for (const now of [T0 - 1, T0 + 1000, T0 + 5000]) {
      s.now = now;
      expect(code(s.bid(B, 1_000_000))).toBe(Code.AUCTION_NOT_OPEN);
      expect(code(s.bid(A, 1))).toBe(Code.AUCTION_NOT_OPEN); // before 30005
      expect(code(s.auto(A, 1))).toBe(Code.AUCTION_NOT_OPEN);
      expect(code(s.cancel(B))).toBe(Code.AUCTION_NOT_OPEN);
      expect(code(s.buyNow(B))).toBe(Code.AUCTION_NOT_OPEN);
    }
    s.now = T0;
    ok(s.bid(B, 125));
    s.now = T0 + 999;
    ok(s.bid(C, 175)); // A answered B at 150
  });

  it("an unsold ended auction answers 30002, a draft too", () => {
    const ended = new AuctionSim({ status: "ended", closedAt: T0 });
    expect(code(ended.bid(A, 100))).toBe(Code.AUCTION_NOT_OPEN);
    const draft = new AuctionSim({ status: "draft" });
    expect(code(draft.bid(A, 100))).toBe(Code.AUCTION_NOT_OPEN);
  });

  it("buy-now not offered (30007) comes after the window check", () => {
    const s = new AuctionSim({ buyNowPriceCents: 1000 });
    ok(s.bid(A, 100));
    expect(code(s.buyNow(B))).toBe(Code.BUY_NOW_GONE);
    s.now = s.a.endTime;
    expect(code(s.buyNow(B))).toBe(Code.AUCTION_NOT_OPEN);
    const none = new AuctionSim();
    expect(code(none.buyNow(B))).toBe(Code.BUY_NOW_GONE);
  });

  it("30005 before 30001 for a leader's bid; 30001 for a leader's low raise; 30006 for the leader's cancel", () => {
    const s = new AuctionSim();
    ok(s.auto(A, 500));
    expect(code(s.bid(A, 1))).toBe(Code.ALREADY_HIGH_BIDDER);
    expect(code(s.auto(A, 1))).toBe(Code.BID_TOO_LOW);
    expect(code(s.cancel(A))).toBe(Code.NO_AUTO_BID_TO_CANCEL);
  });
});

describe("buy now", () => {
  it("is offered with no bids and ends the auction at the buy-now price", () => {
    const s = new AuctionSim({ startPriceCents: 100, buyNowPriceCents: 2500 });
    expect(s.buyNowOffered).toBe(true);
    const r = ok(s.buyNow(A));
    expect(r.boughtOut).toBe(true);
    expect(r.leaderAfter).toBe(A);
    expect(s.a.status).toBe("sold");
    expect(s.a.closedAt).toBe(T0);
    expect(s.price).toBe(2500);
    expect(s.a.bidCount).toBe(0);
    expect(code(s.bid(B, 5000))).toBe(Code.ITEM_UNAVAILABLE);
    expect(code(s.buyNow(B))).toBe(Code.ITEM_UNAVAILABLE);
  });

  it("without a reserve, is gone after the first placed bid", () => {
    const s = new AuctionSim({ startPriceCents: 100, buyNowPriceCents: 2500 });
    ok(s.auto(A, 200));
    expect(s.buyNowOffered).toBe(false);
    expect(code(s.buyNow(B))).toBe(Code.BUY_NOW_GONE);
  });

  it("with a reserve, stays offered while bids are below it, also to the leader", () => {
    const s = new AuctionSim({ startPriceCents: 100, reservePriceCents: 1000, buyNowPriceCents: 2500 });
    ok(s.bid(A, 500));
    ok(s.auto(B, 900));
    expect(s.buyNowOffered).toBe(true);
    const r = ok(s.buyNow(B));
    expect(r.boughtOut).toBe(true);
    expect(s.price).toBe(2500);
  });
});

describe("soft close", () => {
  const end = T0 + 3_600_000;

  it("extends to t + softCloseSeconds when the price changes inside the window", () => {
    const s = new AuctionSim({ endTime: end, softCloseSeconds: 300 });
    s.now = end - 299_999;
    const r = ok(s.bid(A, 100));
    expect(r.extended).toBe(true);
    expect(s.a.endTime).toBe(end - 299_999 + 300_000);
  });

  it("exactly softCloseSeconds before the end gives the same end time (not an extension)", () => {
    const s = new AuctionSim({ endTime: end, softCloseSeconds: 300 });
    s.now = end - 300_000;
    const r = ok(s.bid(A, 100));
    expect(r.extended).toBe(false);
    expect(s.a.endTime).toBe(end);
  });

  it("does nothing before the window", () => {
    const s = new AuctionSim({ endTime: end, softCloseSeconds: 300 });
    s.now = end - 300_001;
    expect(ok(s.bid(A, 100)).extended).toBe(false);
    expect(s.a.endTime).toBe(end);
  });

  it("extends on a leader change even if the price stays (first bid at the start price)", () => {
    const s = new AuctionSim({ endTime: end, startPriceCents: 100 });
    s.now = end - 1;
    ok(s.auto(A, 1000));
    expect(s.price).toBe(100);
    expect(s.a.endTime).toBe(end - 1 + 300_000);
  });

  it("extends when an exhausted auto-bid moves the price though the leader stays", () => {
    const s = new AuctionSim({ endTime: end });
    ok(s.auto(A, 1000));
    s.now = end - 1000;
    const r = ok(s.auto(B, 500));
    expect(r.leaderAfter).toBe(A);
    expect(r.extended).toBe(true);
    expect(s.a.endTime).toBe(end - 1000 + 300_000);
  });

  it("a raise without price change does not extend; one that meets the reserve does", () => {
    const s = new AuctionSim({ endTime: end, reservePriceCents: 1000 });
    ok(s.auto(A, 500));
    s.now = end - 1000;
    expect(ok(s.auto(A, 800)).extended).toBe(false);
    expect(s.a.endTime).toBe(end);
    s.now = end - 500;
    expect(ok(s.auto(A, 1500)).extended).toBe(true);
    expect(s.a.endTime).toBe(end - 500 + 300_000);
  });

  it("chains: each change inside the new window extends again", () => {
    const s = new AuctionSim({ endTime: end, softCloseSeconds: 60 });
    s.now = end - 10_000;
    ok(s.bid(A, 100));
    expect(s.a.endTime).toBe(end + 50_000);
    s.now = end + 40_000;
    ok(s.bid(B, 125));
    expect(s.a.endTime).toBe(end + 100_000);
    s.now = end + 100_000;
    expect(code(s.bid(A, 150))).toBe(Code.AUCTION_NOT_OPEN);
  });

  it("softCloseSeconds 0 turns it off", () => {
    const s = new AuctionSim({ endTime: end, softCloseSeconds: 0 });
    s.now = end - 1;
    ok(s.bid(A, 100));
    expect(s.a.endTime).toBe(end);
  });
});

describe("close", () => {
  it("is not due before endTime, sells to the leader at the price when the reserve is met", () => {
    const s = new AuctionSim({ reservePriceCents: 1000 });
    ok(s.auto(A, 2000));
    ok(s.bid(B, 1200));
    expect(closeDecision(s.a, s.a.endTime - 1)).toEqual({ kind: "notDue", endTime: s.a.endTime });
    expect(closeDecision(s.a, s.a.endTime)).toEqual({ kind: "sold", winnerId: A, priceCents: 1250 });
  });

  it("without bids it is unsold; once closed it is not closed again", () => {
    const s = new AuctionSim();
    expect(closeDecision(s.a, s.a.endTime)).toEqual({ kind: "unsold" });
    expect(closeDecision({ ...s.a, status: "ended", closedAt: s.a.endTime }, s.a.endTime + 1)).toEqual({
      kind: "alreadyClosed",
    });
  });
});
