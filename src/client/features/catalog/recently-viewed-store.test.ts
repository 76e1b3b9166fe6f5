import { describe, expect, it } from "vitest";
import { pushViewed, RECENTLY_VIEWED_MAX, type ViewedItem } from "./recently-viewed-store.ts";

const item = (n: string, viewedAt = 0): ViewedItem => ({
  itemNumber: n,
  sinCode: `S${n}`,
  title: `Item ${n}`,
  cover: null,
  saleType: "fixed",
  priceCents: 100,
  condition: "good",
  city: null,
  lat: null,
  lng: null,
  endTime: null,
  bidCount: 0,
  status: "active",
  buyNowPriceCents: null,
  viewedAt,
});

describe("pushViewed", () => {
  it("puts the newest view first and keeps one entry per item", () => {
    let list: ViewedItem[] = [];
    list = pushViewed(list, item("a", 1));
    list = pushViewed(list, item("b", 2));
    list = pushViewed(list, item("a", 3));
    expect(list.map((x) => [x.itemNumber, x.viewedAt])).toEqual([
      ["a", 3],
      ["b", 2],
    ]);
  });

  it("keeps at most the maximum", () => {
    let list: ViewedItem[] = [];
    for (let i = 0; i < RECENTLY_VIEWED_MAX + 5; i++) list = pushViewed(list, item(String(i)));
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]?.itemNumber).toBe(String(RECENTLY_VIEWED_MAX + 4));
  });
});
