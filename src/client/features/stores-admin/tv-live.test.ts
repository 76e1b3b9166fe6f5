import { describe, expect, it } from "vitest";
import type { TvDisplay, TvDisplayItem } from "#shared/contract/stores-admin";
import { applyTvItem, liveItems, pageOf } from "./tv-live.ts";

const item = (n: string, over: Partial<TvDisplayItem> = {}): TvDisplayItem => ({
  itemNumber: n,
  sinCode: `S${n}`,
  title: `Item ${n}`,
  cover: null,
  priceCents: 100,
  saleType: "auction",
  endTime: 10_000,
  bidCount: 0,
  ...over,
});
const display = (items: TvDisplayItem[]): TvDisplay => ({
  name: "TV",
  storeName: "Shop",
  layout: "grid",
  rotationSeconds: 5,
  items,
  serverTime: 0,
});

describe("applyTvItem", () => {
  it("updates an item in place, adds a new listing at the front, removes one that left", () => {
    const d = display([item("A"), item("B")]);
    const bid = applyTvItem(d, { item: item("B", { priceCents: 300, bidCount: 1 }), live: true });
    expect(bid.items.map((i) => [i.itemNumber, i.priceCents])).toEqual([
      ["A", 100],
      ["B", 300],
    ]);
    const added = applyTvItem(bid, { item: item("C"), live: true });
    expect(added.items.map((i) => i.itemNumber)).toEqual(["C", "A", "B"]);
    const gone = applyTvItem(added, { item: item("A"), live: false });
    expect(gone.items.map((i) => i.itemNumber)).toEqual(["C", "B"]);
    expect(applyTvItem(gone, { item: item("Z"), live: false })).toBe(gone);
    // A bid on an item the display does not hold (beyond the newest hundred) leaves it out.
    expect(applyTvItem(gone, { item: item("Y", { bidCount: 4 }), live: true })).toBe(gone);
  });

  it("never rolls a price back for a late, older event", () => {
    const d = display([item("A", { priceCents: 500, bidCount: 3 })]);
    expect(applyTvItem(d, { item: item("A", { priceCents: 400, bidCount: 2 }), live: true })).toBe(d);
  });

  it("keeps at most 100 items", () => {
    let d = display([]);
    for (let i = 0; i < 120; i++) d = applyTvItem(d, { item: item(String(i)), live: true });
    expect(d.items).toHaveLength(100);
    expect(d.items[0]!.itemNumber).toBe("119");
  });
});

describe("liveItems, pageOf", () => {
  it("drops auctions whose end has passed, keeps fixed-price items", () => {
    const d = display([
      item("A", { endTime: 5 }),
      item("B", { saleType: "fixed", endTime: null }),
      item("C"),
    ]);
    expect(liveItems(d, 6).map((i) => i.itemNumber)).toEqual(["B", "C"]);
  });

  it("pages wrap, and an empty list is one page", () => {
    const list = Array.from({ length: 13 }, (_, i) => i);
    expect(pageOf(list, 6, 2)).toEqual({ pages: 3, index: 2, shown: [12] });
    expect(pageOf(list, 6, 3).index).toBe(0);
    expect(pageOf([], 6, 4)).toEqual({ pages: 1, index: 0, shown: [] });
  });
});
