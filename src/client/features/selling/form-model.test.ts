import { describe, expect, it } from "vitest";
import type { CategoryNode } from "#shared/contract/catalog";
import {
  DAY,
  draftStatusText,
  emptyForm,
  endTimeInDays,
  fieldErrorsFromServer,
  fromLocalInput,
  isCashOnly,
  leafGroups,
  priceText,
  roundToMinute,
  saleTypePatch,
  saveFields,
  toLocalInput,
  validateAll,
  validateStep,
} from "./form-model.ts";

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

describe("item form helpers", () => {
  it("maps the server's field errors to the form's fields, first one wins", () => {
    expect(
      fieldErrorsFromServer([
        { path: "priceCents", message: "must be positive" },
        { path: "lat", message: "out of range" },
        { path: "lng", message: "also out of range" },
      ]),
    ).toEqual({ price: "Must be positive.", city: "Out of range." });
    expect(fieldErrorsFromServer([])).toEqual({});
  });

  it("groups leaf categories under their top-level category", () => {
    const node = (id: number, name: string, children: CategoryNode[] = []) =>
      ({ id, name, children }) as unknown as CategoryNode;
    const tree = [node(1, "Home", [node(2, "Lamps"), node(3, "Rugs", [node(4, "Wool")])]), node(5, "Other")];
    expect(leafGroups(tree)).toEqual([
      {
        group: "Home",
        leaves: [
          { id: 2, name: "Lamps" },
          { id: 4, name: "Wool" },
        ],
      },
      { group: null, leaves: [{ id: 5, name: "Other" }] },
    ]);
  });

  it("round-trips datetime-local values in local time", () => {
    const t = new Date(2030, 4, 6, 7, 8).getTime();
    expect(toLocalInput(t)).toBe("2030-05-06T07:08");
    expect(fromLocalInput(toLocalInput(t))).toBe(t);
    expect(toLocalInput(null)).toBe("");
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("not a time")).toBeNull();
  });

  it("rounds up to the whole minute", () => {
    expect(roundToMinute(60_000)).toBe(60_000);
    expect(roundToMinute(60_001)).toBe(120_000);
  });

  it("gives a new auction without an end one a week out", () => {
    const now = 1_000_000_000_000;
    expect(saleTypePatch(emptyForm(), "auction", now)).toEqual({
      saleType: "auction",
      endTime: roundToMinute(now + 7 * DAY),
    });
    expect(saleTypePatch({ ...emptyForm(), endTime: 5 }, "auction", now)).toEqual({ saleType: "auction" });
    expect(saleTypePatch(emptyForm(), "fixed", now)).toEqual({ saleType: "fixed" });
  });

  it("counts 'Ends in N days' from the later of the start and now", () => {
    const now = 1_000_000_000_000;
    expect(endTimeInDays(emptyForm(), 3, now)).toBe(roundToMinute(now + 3 * DAY));
    const later = now + 2 * DAY;
    expect(endTimeInDays({ ...emptyForm(), startTime: later }, 5, now)).toBe(roundToMinute(later + 5 * DAY));
  });

  it("shows typed prices as money, or a dash", () => {
    expect(priceText("12.5")).toBe("$12.50");
    expect(priceText("")).toBe("—");
    expect(priceText("abc")).toBe("—");
  });

  it("says where the draft stands", () => {
    const m = { pending: 0, itemNumber: null, dirty: false, base: null };
    expect(draftStatusText({ ...m, pending: 1 })).toBe(
      "Not sent yet: 1 edit of this item, kept on this device.",
    );
    expect(draftStatusText({ ...m, pending: 2 })).toBe(
      "Not sent yet: 2 edits of this item, kept on this device.",
    );
    expect(draftStatusText({ ...m, itemNumber: "N1", dirty: true })).toBe(
      "You have changes that are kept on this device only. Save the draft to send them.",
    );
    expect(draftStatusText({ ...m, itemNumber: "N1", base: 3 })).toBe("Saved (version 3).");
    expect(draftStatusText({ ...m, itemNumber: "N1" })).toBe("Saved (version ?).");
    expect(draftStatusText(m)).toBe("Not saved on the server yet — kept on this device as you type.");
  });
});
