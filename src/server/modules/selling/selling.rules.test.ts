import { describe, expect, it } from "vitest";
import type { ItemRow } from "../catalog/index.ts";
import {
  auctionLengthError,
  describeSeconds,
  type Editable,
  givenChanges,
  liveEditRefusal,
  missingForPublish,
  newDraft,
  relationErrors,
} from "./selling.rules.ts";

const NOW = 1_700_000_000_000;
const HOUR = 3600_000;

function editable(over: Partial<Editable> = {}): Editable {
  return {
    ...newDraft(),
    title: "Lamp",
    description: "Brass",
    categoryId: 12,
    condition: "good",
    images: ["f1"],
    priceCents: 1000,
    city: "Springfield",
    lat: 39.8,
    lng: -89.6,
    ...over,
  };
}

function auctionRow(over: Partial<ItemRow> = {}): ItemRow {
  return {
    id: 1,
    itemNumber: "ABC",
    sinCode: "SIN",
    sellerId: 1,
    storeId: null,
    ...editable({
      saleType: "auction",
      priceCents: null,
      startPriceCents: 1000,
      reservePriceCents: 3000,
      buyNowPriceCents: 9000,
      startTime: NOW - HOUR,
      endTime: NOW + 5 * HOUR,
    }),
    status: "active",
    version: 3,
    currentPriceCents: 1000,
    bidCount: 0,
    leaderId: null,
    closedAt: null,
    sourceItemNumber: null,
    watchCount: 0,
    createdAt: NOW - 2 * HOUR,
    updatedAt: NOW - 2 * HOUR,
    publishedAt: NOW - HOUR,
    listPriceCents: 1000,
    searchVector: "",
    ...over,
  } as ItemRow;
}

describe("givenChanges", () => {
  it("keeps sent fields (null included) and drops unsent ones and non-fields", () => {
    expect(givenChanges({ title: "x", priceCents: null, categoryId: undefined })).toEqual({
      title: "x",
      priceCents: null,
    });
    expect(givenChanges({ itemNumber: "A", version: 2 } as never)).toEqual({});
  });
});

describe("relationErrors: offers", () => {
  const paths = (m: Editable, given: Partial<Editable>) => relationErrors(m, given).map((e) => e.path);
  it("takes thresholds below the price, declining at or below accepting", () => {
    const m = editable({ acceptsOffers: true, autoAcceptCents: 900, autoDeclineCents: 500 });
    expect(paths(m, { autoAcceptCents: 900 })).toEqual([]);
    expect(paths(editable({ acceptsOffers: true, autoAcceptCents: 500, autoDeclineCents: 500 }), {})).toEqual(
      [],
    );
  });
  it("refuses an auto-accept or auto-decline amount at or above the price", () => {
    const m = editable({ acceptsOffers: true, autoAcceptCents: 1000, autoDeclineCents: 1200 });
    expect(paths(m, { autoAcceptCents: 1000, autoDeclineCents: 1200 })).toEqual([
      "autoAcceptCents",
      "autoDeclineCents",
      "autoDeclineCents",
    ]);
  });
  it("names the price when the price moved under a threshold", () => {
    expect(paths(editable({ priceCents: 800, autoAcceptCents: 900 }), { priceCents: 800 })).toEqual([
      "priceCents",
    ]);
  });
  it("refuses declining above accepting", () => {
    expect(
      paths(editable({ autoAcceptCents: 600, autoDeclineCents: 700 }), { autoDeclineCents: 700 }),
    ).toEqual(["autoDeclineCents"]);
  });
  it("takes offers on fixed price only", () => {
    const auction = editable({
      saleType: "auction",
      priceCents: null,
      startPriceCents: 100,
      acceptsOffers: true,
    });
    expect(paths(auction, { acceptsOffers: true })).toEqual(["acceptsOffers"]);
    // A draft switched to auction keeps the setting until publishing drops it.
    expect(paths(auction, { saleType: "auction" })).toEqual([]);
  });
});

describe("missingForPublish", () => {
  it("a complete fixed listing needs nothing", () => {
    expect(missingForPublish(editable())).toEqual([]);
  });
  it("names every missing field of an empty fixed draft", () => {
    const m = editable({
      title: " ",
      description: "",
      categoryId: null,
      condition: null,
      images: [],
      priceCents: null,
      city: null,
      lat: null,
      lng: null,
    });
    expect(missingForPublish(m).map((e) => e.path)).toEqual([
      "title",
      "description",
      "categoryId",
      "condition",
      "images",
      "priceCents",
      "city",
      "lat",
      "lng",
    ]);
  });
  it("an auction needs a start price and an end, not a fixed price", () => {
    const m = editable({ saleType: "auction", priceCents: null });
    expect(missingForPublish(m).map((e) => e.path)).toEqual(["startPriceCents", "endTime"]);
  });
});

describe("relationErrors", () => {
  const auction = (o: Partial<Editable>) => editable({ saleType: "auction", startPriceCents: 1000, ...o });
  it("accepts a reserve above the start and buy-now above both", () => {
    expect(relationErrors(auction({ reservePriceCents: 1001, buyNowPriceCents: 1002 }), {})).toEqual([]);
  });
  it("refuses a reserve at or below the start", () => {
    expect(relationErrors(auction({ reservePriceCents: 1000 }), { reservePriceCents: 1000 })).toEqual([
      { path: "reservePriceCents", message: expect.stringMatching(/reserve/) },
    ]);
  });
  it("refuses buy-now at or below the start or the reserve", () => {
    expect(relationErrors(auction({ buyNowPriceCents: 900 }), {}).map((e) => e.path)).toEqual([
      "buyNowPriceCents",
    ]);
    expect(
      relationErrors(auction({ reservePriceCents: 2000, buyNowPriceCents: 2000 }), {}).map((e) => e.message),
    ).toEqual([expect.stringMatching(/above the reserve/)]);
  });
  it("names the field that was sent when the other one was saved earlier", () => {
    const errs = relationErrors(auction({ startPriceCents: 5000, reservePriceCents: 3000 }), {
      startPriceCents: 5000,
    });
    expect(errs[0]!.path).toBe("startPriceCents");
  });
  it("refuses an end at or before the start", () => {
    expect(relationErrors(editable({ startTime: NOW, endTime: NOW }), {})[0]!.path).toBe("endTime");
  });
});

describe("auctionLengthError", () => {
  it("measures from now, or from a later start", () => {
    expect(auctionLengthError(null, NOW + HOUR, NOW, 3600)).toBeNull();
    expect(auctionLengthError(null, NOW + HOUR - 1, NOW, 3600)?.path).toBe("endTime");
    expect(auctionLengthError(NOW - 10 * HOUR, NOW + HOUR, NOW, 3600)).toBeNull();
    expect(auctionLengthError(NOW + 3 * HOUR, NOW + 3.5 * HOUR, NOW, 3600)?.message).toMatch(/1 hour/);
  });
  it("describes durations for people", () => {
    expect(describeSeconds(3600)).toBe("1 hour");
    expect(describeSeconds(7200)).toBe("2 hours");
    expect(describeSeconds(86_400)).toBe("1 day");
    expect(describeSeconds(90)).toBe("90 seconds");
    expect(describeSeconds(600)).toBe("10 minutes");
  });
});

describe("liveEditRefusal", () => {
  it("never lets the sale type change", () => {
    expect(liveEditRefusal(auctionRow(), { saleType: "fixed" }, NOW)?.path).toBe("saleType");
    const fixed = auctionRow({ saleType: "fixed", priceCents: 100 });
    expect(liveEditRefusal(fixed, { saleType: "auction" }, NOW)?.path).toBe("saleType");
    expect(liveEditRefusal(fixed, { priceCents: 5, title: "x" }, NOW)).toBeNull();
  });
  it("without bids the auction's prices may change", () => {
    const row = auctionRow();
    expect(
      liveEditRefusal(row, { startPriceCents: 500, reservePriceCents: null, buyNowPriceCents: null }, NOW),
    ).toBeNull();
  });
  it("after the first bid: no start price change, reserve only upward while unmet, no buy-now change", () => {
    const row = auctionRow({ bidCount: 1, currentPriceCents: 1200 });
    expect(liveEditRefusal(row, { startPriceCents: 900 }, NOW)?.path).toBe("startPriceCents");
    expect(liveEditRefusal(row, { startPriceCents: 1000 }, NOW)).toBeNull(); // unchanged is fine
    expect(liveEditRefusal(row, { reservePriceCents: 2999 }, NOW)?.path).toBe("reservePriceCents");
    expect(liveEditRefusal(row, { reservePriceCents: null }, NOW)?.path).toBe("reservePriceCents");
    expect(liveEditRefusal(row, { reservePriceCents: 4000 }, NOW)).toBeNull();
    const met = auctionRow({ bidCount: 3, currentPriceCents: 3000 });
    expect(liveEditRefusal(met, { reservePriceCents: 4000 }, NOW)?.message).toMatch(/met/);
    const noReserve = auctionRow({ bidCount: 1, reservePriceCents: null });
    expect(liveEditRefusal(noReserve, { reservePriceCents: 4000 }, NOW)?.message).toMatch(/added/);
    expect(liveEditRefusal(row, { buyNowPriceCents: 9500 }, NOW)?.path).toBe("buyNowPriceCents");
  });
  it("after the first bid the end may only move later", () => {
    const row = auctionRow({ bidCount: 1 });
    expect(liveEditRefusal(row, { endTime: row.endTime! - 1 }, NOW)?.path).toBe("endTime");
    expect(liveEditRefusal(row, { endTime: row.endTime! + HOUR }, NOW)).toBeNull();
  });
  it("the start time may change only before the auction starts", () => {
    expect(liveEditRefusal(auctionRow(), { startTime: NOW + HOUR }, NOW)?.path).toBe("startTime");
    const scheduled = auctionRow({ startTime: NOW + HOUR });
    expect(liveEditRefusal(scheduled, { startTime: NOW + 2 * HOUR }, NOW)).toBeNull();
  });
});
