import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { AuctionStateDto } from "#shared/contract/auctions";
import type { ItemDetail } from "#shared/contract/catalog";
import { catalogKeys } from "../catalog/catalog-queries.ts";
import { auctionKeys } from "./auction-queries.ts";
import { auctionState } from "./auction-state.fixture.ts";
import { applyAuctionState } from "./use-live-auction.ts";

const auction = (over: Partial<AuctionStateDto> = {}) =>
  auctionState({ endTime: 9_999_999_999_999, ...over });

// Only the fields the merge reads or writes matter here.
const item = (over: Partial<ItemDetail> = {}) =>
  ({
    itemNumber: "A1",
    saleType: "auction",
    status: "active",
    currentPriceCents: 1000,
    endTime: 9_999_999_999_999,
    auction: auction(),
    isOwner: false,
    ...over,
  }) as ItemDetail;

const key = catalogKeys.item("A1");

describe("applyAuctionState", () => {
  it("puts the new state in the item, keeping its age and its mark to be fetched again", () => {
    const qc = new QueryClient();
    // The signed-out answer a server-rendered page holds, marked when the session comes in.
    qc.setQueryData(key, item(), { updatedAt: 1000 });
    qc.getQueryCache().find({ queryKey: key })!.invalidate();

    applyAuctionState(qc, "A1", auction({ bidCount: 1, currentPriceCents: 1100, minNextBidCents: 1200 }));

    const state = qc.getQueryState<ItemDetail>(key)!;
    expect(state.data!.auction!.bidCount).toBe(1);
    expect(state.data!.currentPriceCents).toBe(1100);
    expect(state.data!.isOwner).toBe(false);
    // Still the answer of t=1000, still to be fetched again as this user (the seller's own actions).
    expect(state.dataUpdatedAt).toBe(1000);
    expect(state.isInvalidated).toBe(true);
  });

  it("leaves a query that was not marked unmarked, and ignores an older state", () => {
    const qc = new QueryClient();
    qc.setQueryData(key, item({ auction: auction({ bidCount: 3 }) }), { updatedAt: 1000 });
    applyAuctionState(qc, "A1", auction({ bidCount: 4 }));
    expect(qc.getQueryState(key)!.isInvalidated).toBe(false);
    const after = qc.getQueryData<ItemDetail>(key);
    applyAuctionState(qc, "A1", auction({ bidCount: 2 }));
    expect(qc.getQueryData<ItemDetail>(key)).toBe(after);
  });

  it("moves the /bids rows without making them look freshly fetched", () => {
    const qc = new QueryClient();
    const rows = auctionKeys.myBidsAll(7);
    const row = { item: { itemNumber: "A1", priceCents: 1000, endTime: 1, bidCount: 0 }, auction: auction() };
    qc.setQueryData([...rows, "all"], { pages: [{ list: [row] }], pageParams: [1] }, { updatedAt: 500 });
    qc.getQueryCache()
      .find({ queryKey: [...rows, "all"] })!
      .invalidate();

    applyAuctionState(qc, "A1", auction({ bidCount: 2, currentPriceCents: 1300 }));

    const state = qc.getQueryState<{ pages: { list: (typeof row)[] }[] }>([...rows, "all"])!;
    expect(state.data!.pages[0]!.list[0]!.item.priceCents).toBe(1300);
    expect(state.dataUpdatedAt).toBe(500);
    expect(state.isInvalidated).toBe(true);
  });
});
