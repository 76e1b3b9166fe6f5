import { describe, expect, it } from "vitest";
import { emptyForm, isCashOnly, saveFields, validateAll, validateStep } from "./form-model.ts";

describe("item form model", () => {
  it("sends dollars as cents and leaves the location out until a city is chosen", () => {
    const f = { ...emptyForm(), title: "Lamp", price: "12.5", condition: "good" as const };
    const body = saveFields(f);
    expect(body).toMatchObject({ title: "Lamp", priceCents: 1250, condition: "good", saleType: "fixed" });
    expect(body).not.toHaveProperty("city");
    expect(saveFields({ ...f, city: "Seattle", lat: 47.6, lng: -122.3 })).toMatchObject({
      city: "Seattle",
      lat: 47.6,
    });
  });

  it("marks fixed prices under $0.50 as cash in person only", () => {
    expect(isCashOnly({ ...emptyForm(), price: "0.49" })).toBe(true);
    expect(isCashOnly({ ...emptyForm(), price: "0.50" })).toBe(false);
    expect(isCashOnly({ ...emptyForm(), saleType: "auction", price: "0.10" })).toBe(false);
  });

  it("a draft may be partial; publishing needs every required field", () => {
    const now = 1_000;
    expect(validateAll(emptyForm(), { publish: false, now })).toEqual({});
    expect(Object.keys(validateAll(emptyForm(), { publish: true, now })).sort()).toEqual(
      ["categoryId", "condition", "description", "photos", "price", "title"].sort(),
    );
    expect(validateStep("price", { ...emptyForm(), price: "abc" }, { publish: false, now })).toHaveProperty(
      "price",
    );
  });

  it("checks auction prices against each other", () => {
    const f = {
      ...emptyForm(),
      saleType: "auction" as const,
      startPrice: "10",
      reservePrice: "5",
      buyNowPrice: "8",
    };
    const e = validateStep("price", f, { publish: true, now: 0 });
    expect(e.reservePrice).toMatch(/above the starting price/);
    expect(e.buyNowPrice).toMatch(/above/);
    expect(e.endTime).toMatch(/ends/);
  });
});
