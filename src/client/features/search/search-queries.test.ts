import { describe, expect, it } from "vitest";
import { ListSearchSchema } from "./search-params.ts";
import { nearbyRequest, toApiQuery } from "./search-queries.ts";

const NEW_YORK = { lat: 40.7128, lng: -74.006 };

describe("toApiQuery", () => {
  it("drops empty values and trims the term", () => {
    expect(toApiQuery({ q: "  lamp ", condition: "good" })).toEqual({ q: "lamp", condition: "good" });
  });

  it("browses newest first without a term", () => {
    expect(toApiQuery({ q: "" })).toEqual({ sort: "newest" });
  });

  it("sends nearest and a radius only with a point", () => {
    expect(toApiQuery({ q: "bike", sort: "nearest", radiusKm: 25 })).toEqual({ q: "bike" });
    expect(toApiQuery({ q: "bike", sort: "nearest", radiusKm: 25, lat: 40.123456, lng: -74.5 })).toEqual({
      q: "bike",
      sort: "nearest",
      radiusKm: 25,
      lat: 40.12346,
      lng: -74.5,
    });
  });

  it("swaps a price range given upside down", () => {
    expect(toApiQuery({ minPriceCents: 5000, maxPriceCents: 1000, sort: "price_asc" })).toEqual({
      minPriceCents: 1000,
      maxPriceCents: 5000,
      sort: "price_asc",
    });
  });
});

describe("nearbyRequest", () => {
  const fresh = { chosen: null, unit: "mi" } as const;

  it("lists near the user's place by default: nearest first within 50 mi", () => {
    expect(nearbyRequest({ q: "" }, NEW_YORK, fresh)).toEqual({
      q: "",
      sort: "nearest",
      radiusKm: 80.47,
      ...NEW_YORK,
    });
    // Words keep their best matches first, still within the radius.
    expect(nearbyRequest({ q: "lamp" }, NEW_YORK, { chosen: null, unit: "km" })).toEqual({
      q: "lamp",
      sort: undefined,
      radiusKm: 50,
      ...NEW_YORK,
    });
  });

  it("takes the URL's radius, then the user's last choice; anywhere is no limit", () => {
    expect(nearbyRequest({ radiusKm: 402.34 }, NEW_YORK, fresh).radiusKm).toBe(402.34);
    expect(nearbyRequest({}, NEW_YORK, { chosen: 160.93, unit: "mi" }).radiusKm).toBe(160.93);
    expect(nearbyRequest({ radiusKm: "any" }, NEW_YORK, { chosen: 40.23, unit: "mi" })).not.toHaveProperty(
      "radiusKm",
    );
    expect(nearbyRequest({}, NEW_YORK, { chosen: "any", unit: "mi" })).not.toHaveProperty("radiusKm");
  });

  it("limits nothing without a place", () => {
    expect(nearbyRequest({ q: "", radiusKm: 40.23 }, null, fresh)).toEqual({ q: "", sort: undefined });
  });
});

describe("ListSearchSchema", () => {
  it("reads a radius in km or anywhere", () => {
    expect(ListSearchSchema.parse({ radiusKm: "any" })).toEqual({ radiusKm: "any" });
    expect(ListSearchSchema.parse({ radiusKm: 80.47 })).toEqual({ radiusKm: 80.47 });
    expect(ListSearchSchema.parse({ radiusKm: "far" })).toEqual({ radiusKm: undefined });
  });

  it("keeps good values and drops bad ones instead of failing the page", () => {
    expect(
      ListSearchSchema.parse({ q: 123, cid: "7", condition: "mint", sort: "price_desc", minPriceCents: -5 }),
    ).toEqual({ q: "123", cid: 7, sort: "price_desc" });
  });
});
