import type { ItemFields } from "#shared/contract/selling";
import type { FieldError } from "../../platform/errors.ts";
import type { ItemRow } from "../catalog/index.ts";

/** The fields a seller edits, as stored on the item row. */
export type Editable = Pick<ItemRow, keyof ItemFields>;

export const EDITABLE_FIELDS = [
  "title",
  "description",
  "categoryId",
  "condition",
  "images",
  "saleType",
  "priceCents",
  "city",
  "pickupNote",
  "lat",
  "lng",
  "startPriceCents",
  "reservePriceCents",
  "buyNowPriceCents",
  "startTime",
  "endTime",
  "softCloseSeconds",
  "acceptsOffers",
  "autoAcceptCents",
  "autoDeclineCents",
] as const satisfies readonly (keyof ItemFields)[];

/** A new draft before the seller's first answers: nothing set but the sale type and the soft close. */
export function newDraft(): Editable {
  return {
    title: "",
    description: "",
    categoryId: null,
    condition: null,
    images: [],
    saleType: "fixed",
    priceCents: null,
    city: null,
    pickupNote: null,
    lat: null,
    lng: null,
    startPriceCents: null,
    reservePriceCents: null,
    buyNowPriceCents: null,
    startTime: null,
    endTime: null,
    softCloseSeconds: 300,
    acceptsOffers: false,
    autoAcceptCents: null,
    autoDeclineCents: null,
  };
}

/** The fields the request carried (undefined means "not sent"; null means "clear it"). */
export function givenChanges(input: Partial<ItemFields>): Partial<Editable> {
  const out: Record<string, unknown> = {};
  for (const k of EDITABLE_FIELDS) if (input[k] !== undefined) out[k] = input[k];
  return out as Partial<Editable>;
}

/** Stored value and requested value differ (arrays compared by content). */
export function differs(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length !== b.length || a.some((v, i) => v !== b[i]);
  return a !== b;
}

const REQUIRED_LABELS: Record<string, string> = {
  title: "a title",
  description: "a description",
  categoryId: "a category",
  condition: "the condition",
  images: "at least one photo",
  priceCents: "a price",
  startPriceCents: "a starting price",
  endTime: "an end time",
  city: "a city",
  lat: "the location's latitude",
  lng: "the location's longitude",
};

/** Every field a listing needs before it can be live, each as a field error. */
export function missingForPublish(m: Editable): FieldError[] {
  const missing: string[] = [];
  if (!m.title.trim()) missing.push("title");
  if (!m.description.trim()) missing.push("description");
  if (m.categoryId === null) missing.push("categoryId");
  if (m.condition === null) missing.push("condition");
  if (m.images.length === 0) missing.push("images");
  if (m.saleType === "auction") {
    if (m.startPriceCents === null) missing.push("startPriceCents");
    if (m.endTime === null) missing.push("endTime");
  } else if (m.priceCents === null) missing.push("priceCents");
  if (!m.city) missing.push("city");
  if (m.lat === null) missing.push("lat");
  if (m.lng === null) missing.push("lng");
  return missing.map((path) => ({ path, message: `${REQUIRED_LABELS[path]} is required to publish` }));
}

/**
 * rules/auction-rules.md §3.1: the reserve, when given, is above the start price; buy-now, when given,
 * above both; and the end comes after the start. Checked on the item as it would be after the save;
 * each error names the field this request sent where it can.
 */
export function relationErrors(m: Editable, given: Partial<Editable>): FieldError[] {
  const errors: FieldError[] = [];
  const pick = (a: keyof Editable, b: keyof Editable) => (b in given || !(a in given) ? b : a);
  if (m.reservePriceCents !== null && m.startPriceCents !== null && m.reservePriceCents <= m.startPriceCents)
    errors.push({
      path: pick("startPriceCents", "reservePriceCents"),
      message: "the reserve price must be above the starting price",
    });
  if (m.buyNowPriceCents !== null) {
    if (m.startPriceCents !== null && m.buyNowPriceCents <= m.startPriceCents)
      errors.push({
        path: pick("startPriceCents", "buyNowPriceCents"),
        message: "the buy-now price must be above the starting price",
      });
    if (m.reservePriceCents !== null && m.buyNowPriceCents <= m.reservePriceCents)
      errors.push({
        path: pick("reservePriceCents", "buyNowPriceCents"),
        message: "the buy-now price must be above the reserve price",
      });
  }
  if (m.startTime !== null && m.endTime !== null && m.endTime <= m.startTime)
    errors.push({ path: pick("startTime", "endTime"), message: "the end time must be after the start time" });
  errors.push(...offerErrors(m, given));
  return errors;
}

/**
 * CONTRACT.md "Offers": only a fixed-price listing takes offers; the auto-accept and auto-decline
 * amounts lie below the price (an offer at the price is Buy now), and declining never reaches past
 * accepting. A draft switched to auction keeps its settings until publishing drops them.
 */
function offerErrors(m: Editable, given: Partial<Editable>): FieldError[] {
  const errors: FieldError[] = [];
  const pick = (a: keyof Editable, b: keyof Editable) => (b in given || !(a in given) ? b : a);
  if (m.saleType === "auction") {
    if (m.acceptsOffers && "acceptsOffers" in given)
      errors.push({ path: "acceptsOffers", message: "only a fixed-price listing takes offers" });
    return errors;
  }
  if (m.priceCents !== null && m.autoAcceptCents !== null && m.autoAcceptCents >= m.priceCents)
    errors.push({
      path: pick("priceCents", "autoAcceptCents"),
      message: "the auto-accept amount must be below the price",
    });
  if (m.priceCents !== null && m.autoDeclineCents !== null && m.autoDeclineCents >= m.priceCents)
    errors.push({
      path: pick("priceCents", "autoDeclineCents"),
      message: "the auto-decline amount must be below the price",
    });
  if (m.autoAcceptCents !== null && m.autoDeclineCents !== null && m.autoDeclineCents > m.autoAcceptCents)
    errors.push({
      path: pick("autoAcceptCents", "autoDeclineCents"),
      message: "the auto-decline amount cannot be above the auto-accept amount",
    });
  return errors;
}

/** AUCTION_MIN_SECONDS: the least time from now (or the start, if later) to the end. */
export function auctionLengthError(
  startTime: number | null,
  endTime: number,
  now: number,
  minSeconds: number,
): FieldError | null {
  const from = Math.max(now, startTime ?? now);
  if (endTime - from >= minSeconds * 1000) return null;
  return {
    path: "endTime",
    message: `an auction must run for at least ${describeSeconds(minSeconds)} (from now or its start)`,
  };
}

export function describeSeconds(s: number): string {
  if (s % 86_400 === 0 && s >= 86_400) return plural(s / 86_400, "day");
  if (s % 3600 === 0 && s >= 3600) return plural(s / 3600, "hour");
  if (s % 60 === 0 && s >= 60) return plural(s / 60, "minute");
  return plural(s, "second");
}
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** A change the state of a live listing does not allow: answered with 10003 and this message. */
export type LiveEditRefusal = { path: string; message: string };

/**
 * What may change on a live (active) listing. Fixed-price listings change freely (the required
 * fields stay required). On an auction: the sale type never changes; the start price only before
 * the first bid; once bids exist a reserve cannot be added, removed or lowered (nor raised once it
 * has been met), buy-now is fixed, and the end cannot move earlier; the start time only while the
 * auction has not started yet.
 */
export function liveEditRefusal(row: ItemRow, given: Partial<Editable>, now: number): LiveEditRefusal | null {
  if (given.saleType !== undefined && given.saleType !== row.saleType)
    return { path: "saleType", message: "The sale type of a live listing cannot change." };
  if (row.saleType !== "auction") return null;
  const hasBids = row.bidCount > 0;
  const changed = (k: keyof Editable) => k in given && differs(given[k], row[k]);
  if (hasBids && changed("startPriceCents"))
    return { path: "startPriceCents", message: "The starting price cannot change after the first bid." };
  if (hasBids && changed("reservePriceCents")) {
    const next = given.reservePriceCents ?? null;
    const prev = row.reservePriceCents;
    if (prev === null)
      return {
        path: "reservePriceCents",
        message: "A reserve price cannot be added once bidding has started.",
      };
    if (next === null || next < prev)
      return {
        path: "reservePriceCents",
        message: "The reserve price cannot be lowered or removed once bidding has started.",
      };
    const price = row.currentPriceCents ?? row.startPriceCents ?? 0;
    if (price >= prev)
      return {
        path: "reservePriceCents",
        message: "The reserve price has been met and can no longer change.",
      };
  }
  if (hasBids && changed("buyNowPriceCents"))
    return { path: "buyNowPriceCents", message: "The buy-now price cannot change once bidding has started." };
  if (
    hasBids &&
    changed("endTime") &&
    given.endTime !== null &&
    row.endTime !== null &&
    given.endTime! < row.endTime
  )
    return { path: "endTime", message: "The end time cannot be moved earlier once bidding has started." };
  if (changed("startTime") && row.startTime !== null && row.startTime <= now)
    return { path: "startTime", message: "The auction has already started; its start time cannot change." };
  return null;
}
