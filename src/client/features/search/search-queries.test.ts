import { describe, expect, it } from "vitest";
import { ListSearchSchema } from "./search-params.ts";
import { toApiQuery } from "./search-queries.ts";

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

describe("ListSearchSchema", () => {
  it("keeps good values and drops bad ones instead of failing the page", () => {
    expect(
      ListSearchSchema.parse({ q: 123, cid: "7", condition: "mint", sort: "price_desc", minPriceCents: -5 }),
    ).toEqual({ q: "123", cid: 7, sort: "price_desc" });
  });
});
