import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bidIncrement } from "#shared/auction";
import { Code } from "#shared/codes";
import { type EngineAction, rankReaches, topReaches } from "./engine.ts";
import { AuctionSim, T0 } from "./engine-sim.ts";

const bidder = fc.integer({ min: 1, max: 5 });
const amount = fc.oneof(
  fc.integer({ min: 1, max: 3_000 }),
  fc.integer({ min: 1, max: 200_000 }),
  fc.constantFrom(99, 100, 499, 500, 2_499, 2_500, 9_999, 10_000, 24_999, 25_000),
);
const action: fc.Arbitrary<EngineAction> = fc.oneof(
  fc.record({ type: fc.constant("bid" as const), bidderId: bidder, amountCents: amount }),
  fc.record({ type: fc.constant("autoBid" as const), bidderId: bidder, maxAmountCents: amount }),
  fc.record({ type: fc.constant("cancel" as const), bidderId: bidder }),
  fc.record({ type: fc.constant("buyNow" as const), bidderId: bidder }),
);
const auctionInit = fc.record({
  startPriceCents: fc.integer({ min: 1, max: 5_000 }),
  reserveExtra: fc.option(fc.integer({ min: 1, max: 20_000 })),
  buyNowExtra: fc.option(fc.integer({ min: 1, max: 50_000 })),
  softCloseSeconds: fc.constantFrom(0, 60, 300),
});

describe("the rules engine over random sequences", () => {
  it("keeps its invariants after every step", () => {
    fc.assert(
      fc.property(
        auctionInit,
        fc.array(fc.tuple(action, fc.integer({ min: 0, max: 400_000 })), { maxLength: 60 }),
        (init, steps) => {
          const reserve = init.reserveExtra === null ? null : init.startPriceCents + init.reserveExtra;
          const buyNow =
            init.buyNowExtra === null
              ? null
              : Math.max(init.startPriceCents, reserve ?? 0) + init.buyNowExtra;
          const s = new AuctionSim({
            startPriceCents: init.startPriceCents,
            reservePriceCents: reserve,
            buyNowPriceCents: buyNow,
            softCloseSeconds: init.softCloseSeconds,
            endTime: T0 + 3_600_000,
          });
          for (const [act, dt] of steps) {
            s.now += dt;
            const input = s.a;
            const before = structuredClone(s.a);
            const ranked = rankReaches(before.bidders);
            // The one-pass leader and runner-up the rules use agree with the full ranking.
            expect(topReaches(before.bidders)).toEqual(ranked.slice(0, 2));
            const minNext = s.minNext;
            const r = s.act(act);
            // The engine never changes the auction it was given (its result shares unchanged bidders).
            expect(input).toEqual(before);
            if (!r.ok) {
              // A refusal changes nothing.
              expect(s.a).toEqual(before);
              if (r.code === Code.BID_TOO_LOW) expect(r.data.minNextBidCents).toBe(minNext);
              if (act.type === "bid" && r.code === Code.BID_TOO_LOW)
                expect(act.amountCents).toBeLessThan(minNext);
              continue;
            }
            const a = s.a;
            // Entries are numbered 1..bidCount and never go down in amount.
            expect(s.entries.map((e) => e.seq)).toEqual(s.entries.map((_, i) => i + 1));
            expect(a.bidCount).toBe(s.entries.length);
            for (let i = 1; i < s.entries.length; i++)
              expect(s.entries[i]!.amountCents).toBeGreaterThanOrEqual(s.entries[i - 1]!.amountCents);
            // The price never goes down; the end time never moves earlier.
            expect(a.priceCents).toBeGreaterThanOrEqual(before.priceCents);
            expect(a.endTime).toBeGreaterThanOrEqual(before.endTime);
            if (r.extended) expect(a.endTime).toBe(s.now + a.softCloseSeconds * 1000);
            if (r.boughtOut) {
              expect(a.priceCents).toBe(buyNow);
              expect(a.status).toBe("sold");
              continue;
            }
            // Each bidder's placed maximum is what their entries say.
            for (const b of a.bidders) {
              const mine = s.entries.filter((e) => e.bidderId === b.bidderId).map((e) => e.amountCents);
              expect(b.placedMaxCents).toBe(mine.length ? Math.max(...mine) : null);
            }
            const after = rankReaches(a.bidders);
            if (a.bidCount === 0) {
              expect(a.priceCents).toBe(a.startPriceCents);
              continue;
            }
            const w = after[0]!;
            const wPlaced = a.bidders.find((b) => b.bidderId === w.bidderId)!.placedMaxCents;
            // The leader's highest placed bid is the price, the highest entry.
            expect(wPlaced).toBe(a.priceCents);
            expect(Math.max(...s.entries.map((e) => e.amountCents))).toBe(a.priceCents);
            // The leader reaches the price, nobody else beats it.
            expect(w.reachCents).toBeGreaterThanOrEqual(a.priceCents);
            if (after[1]) expect(a.priceCents).toBeGreaterThanOrEqual(after[1].reachCents);
            if (reserve !== null && w.reachCents >= reserve)
              expect(a.priceCents).toBeGreaterThanOrEqual(reserve);
            // The least price that keeps W in the lead: not above R + inc(R) unless a face bid,
            // the reserve or the old price put it there.
            if (after[1]) {
              const rr = after[1].reachCents;
              const floors = [rr + bidIncrement(rr), before.priceCents];
              if (act.type === "bid") floors.push(act.amountCents);
              if (reserve !== null) floors.push(reserve);
              expect(a.priceCents).toBeLessThanOrEqual(Math.max(...floors));
            }
            // Only the actor's action can change the leader, and only to them or back to an auto-bidder.
            if (r.leaderAfter !== r.leaderBefore && act.type !== "cancel") {
              const newLeader = a.bidders.find((b) => b.bidderId === r.leaderAfter)!;
              expect(r.leaderAfter === act.bidderId || newLeader.autoMaxCents !== null).toBe(true);
            }
            if (act.type === "cancel") expect(r.leaderAfter).toBe(ranked[0]?.bidderId ?? null);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
