import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { CategoryNode, Condition, SaleType } from "#shared/contract/catalog";
import type { SellerItem } from "#shared/contract/selling";
import { dateFormats } from "#shared/date-formats";
import { DEFAULT_LOCALE } from "#shared/locale";
import { centsToDollarString, formatCents, parseDollars } from "#shared/money";
import { i18n as appI18n } from "../../i18n/i18n.ts";

/** The post/edit form as the seller fills it (prices as typed; times as epoch ms). */
export type ItemForm = {
  title: string;
  description: string;
  categoryId: number | null;
  condition: Condition | "";
  saleType: SaleType;
  price: string;
  startPrice: string;
  reservePrice: string;
  buyNowPrice: string;
  /** null: starts when published. */
  startTime: number | null;
  endTime: number | null;
  softCloseSeconds: number;
  /** null: the seller's own city (the server's default). */
  city: string | null;
  lat: number | null;
  lng: number | null;
  /** Where and when the seller hands the item over (shown to buyers before they buy). */
  pickupNote?: string;
  /**
   * Fixed price only: buyers may offer less, with the seller's private auto-accept and
   * auto-decline amounts as typed. Optional in the type: drafts kept on the device before offers
   * existed have none.
   */
  acceptsOffers?: boolean;
  autoAccept?: string;
  autoDecline?: string;
  /** Local photo ids (offline/drafts.ts), the first is the cover. */
  photos: string[];
};

export const emptyForm = (): ItemForm => ({
  title: "",
  description: "",
  categoryId: null,
  condition: "",
  saleType: "fixed",
  price: "",
  startPrice: "",
  reservePrice: "",
  buyNowPrice: "",
  startTime: null,
  endTime: null,
  softCloseSeconds: 300,
  city: null,
  lat: null,
  lng: null,
  acceptsOffers: false,
  autoAccept: "",
  autoDecline: "",
  photos: [],
});

/** Local photo id of a server image: stable, so loading the same item twice reuses the record. */
export const photoIdOfFile = (fileId: string) => `file:${fileId}`;

export function formFromSellerItem(item: SellerItem): ItemForm {
  const dollars = (c: number | null) => (c === null ? "" : centsToDollarString(c));
  return {
    title: item.title,
    description: item.description,
    categoryId: item.categoryId,
    condition: item.condition ?? "",
    saleType: item.saleType,
    price: dollars(item.priceCents),
    startPrice: dollars(item.startPriceCents),
    reservePrice: dollars(item.reservePriceCents),
    buyNowPrice: dollars(item.buyNowPriceCents),
    startTime: item.startTime,
    endTime: item.endTime,
    softCloseSeconds: item.softCloseSeconds,
    city: item.city,
    lat: item.lat,
    lng: item.lng,
    pickupNote: item.pickupNote ?? "",
    acceptsOffers: item.acceptsOffers,
    autoAccept: dollars(item.autoAcceptCents),
    autoDecline: dollars(item.autoDeclineCents),
    photos: item.imageIds.map(photoIdOfFile),
  };
}

export type FieldErrors = Partial<Record<string, string>>;

const PRICE_FIELDS = [
  ["price", "priceCents"],
  ["startPrice", "startPriceCents"],
  ["reservePrice", "reservePriceCents"],
  ["buyNowPrice", "buyNowPriceCents"],
] as const;

/** Cents of a typed price: null when empty, NaN when it is not a price. */
export function centsOf(text: string): number | null {
  if (!text.trim()) return null;
  return parseDollars(text) ?? Number.NaN;
}

/** The body of POST /item/save for this form (photos are added by the outbox as fileIds). */
export function saveFields(f: ItemForm): Record<string, unknown> {
  const out: Record<string, unknown> = {
    title: f.title,
    description: f.description,
    categoryId: f.categoryId,
    condition: f.condition || null,
    saleType: f.saleType,
    softCloseSeconds: f.softCloseSeconds,
    startTime: f.startTime,
    endTime: f.endTime,
    // Optional in the type: drafts saved on the device before the field existed have none.
    pickupNote: f.pickupNote?.trim() || null,
  };
  for (const [k, wire] of PRICE_FIELDS) {
    const c = centsOf(f[k]);
    out[wire] = c !== null && Number.isNaN(c) ? null : c;
  }
  // Offers go with a fixed price only; their amounts only while offers are on.
  const offers = f.saleType === "fixed" && f.acceptsOffers === true;
  const threshold = (text: string | undefined) => {
    const c = offers ? centsOf(text ?? "") : null;
    return c !== null && Number.isNaN(c) ? null : c;
  };
  out.acceptsOffers = offers;
  out.autoAcceptCents = threshold(f.autoAccept);
  out.autoDeclineCents = threshold(f.autoDecline);
  // No city chosen: leave the location out so the server keeps (or defaults to) the seller's city.
  if (f.city !== null && f.lat !== null && f.lng !== null)
    Object.assign(out, { city: f.city, lat: f.lat, lng: f.lng });
  return out;
}

/** Fixed prices under $0.50 are paid in cash in person only. */
export const isCashOnly = (f: ItemForm) => {
  const c = centsOf(f.price);
  return f.saleType === "fixed" && c !== null && !Number.isNaN(c) && c < 50;
};

// Details first: the title is what a seller has in mind, and it suggests the category.
// Names are message descriptors: shown with `i18n._(step.name)`.
export const STEPS = [
  { id: "details", name: msg`Details` },
  { id: "photos", name: msg`Photos` },
  { id: "price", name: msg`Price` },
  { id: "location", name: msg`Location` },
  { id: "review", name: msg`Review` },
] as const;
export type StepId = (typeof STEPS)[number]["id"];

/**
 * Form-level checks for one step; `publish` also demands what publishing needs. Messages in
 * `opts.i18n`'s language (the app's by default).
 */
export function validateStep(
  step: StepId,
  f: ItemForm,
  opts: { publish: boolean; now: number; i18n?: I18n },
): FieldErrors {
  const i18n = opts.i18n ?? appI18n;
  const e: FieldErrors = {};
  const required = opts.publish;
  if (step === "photos") {
    if (required && f.photos.length === 0) e.photos = i18n._(msg`Add at least one photo.`);
  }
  if (step === "details") {
    if (f.title.length > 120) e.title = i18n._(msg`Use at most 120 characters.`);
    if (required && !f.title.trim()) e.title = i18n._(msg`Enter a title.`);
    if (required && !f.description.trim()) e.description = i18n._(msg`Describe the item.`);
    if (required && f.categoryId === null) e.categoryId = i18n._(msg`Choose a category.`);
    if (required && !f.condition) e.condition = i18n._(msg`Choose the condition.`);
  }
  if (step === "price") {
    const bad = (k: (typeof PRICE_FIELDS)[number][0]) => Number.isNaN(centsOf(f[k]) ?? 0);
    const label = i18n._(msg`Enter an amount in dollars, like 12.50.`);
    if (f.saleType === "fixed") {
      if (bad("price")) e.price = label;
      else if (centsOf(f.price) === 0) e.price = i18n._(msg`The price must be at least $0.01.`);
      else if (required && centsOf(f.price) === null) e.price = i18n._(msg`Enter a price.`);
      if (f.acceptsOffers) {
        const price = centsOf(f.price);
        const accept = centsOf(f.autoAccept ?? "");
        const decline = centsOf(f.autoDecline ?? "");
        if (Number.isNaN(accept ?? 0)) e.autoAccept = label;
        else if (accept !== null && price !== null && !Number.isNaN(price) && accept >= price)
          e.autoAccept = i18n._(msg`Auto-accept must be below the price (at the price, buyers use Buy now).`);
        if (Number.isNaN(decline ?? 0)) e.autoDecline = label;
        else if (decline !== null && price !== null && !Number.isNaN(price) && decline >= price)
          e.autoDecline = i18n._(msg`Auto-decline must be below the price.`);
        else if (decline !== null && accept !== null && !Number.isNaN(accept) && decline > accept)
          e.autoDecline = i18n._(msg`Auto-decline cannot be above auto-accept.`);
      }
    } else {
      for (const k of ["startPrice", "reservePrice", "buyNowPrice"] as const) if (bad(k)) e[k] = label;
      const start = centsOf(f.startPrice);
      const reserve = centsOf(f.reservePrice);
      const buyNow = centsOf(f.buyNowPrice);
      if (!e.startPrice && required && start === null) e.startPrice = i18n._(msg`Enter a starting price.`);
      if (!e.startPrice && start === 0)
        e.startPrice = i18n._(msg`The starting price must be at least $0.01.`);
      if (!e.reservePrice && reserve !== null && start !== null && reserve <= start)
        e.reservePrice = i18n._(msg`The reserve must be above the starting price.`);
      if (!e.buyNowPrice && buyNow !== null && start !== null && buyNow <= Math.max(start, reserve ?? 0))
        e.buyNowPrice = i18n._(msg`Buy now must be above the starting price and the reserve.`);
      if (required && f.endTime === null) e.endTime = i18n._(msg`Choose when the auction ends.`);
      if (f.endTime !== null && f.endTime <= Math.max(f.startTime ?? 0, opts.now))
        e.endTime = i18n._(msg`The end must be after the start and in the future.`);
    }
  }
  return e;
}

export function validateAll(f: ItemForm, opts: { publish: boolean; now: number; i18n?: I18n }): FieldErrors {
  return Object.assign({}, ...STEPS.map((s) => validateStep(s.id, f, opts)));
}

/** Which step shows a field the server named (`res_data.errors[].path`). */
export function stepOfPath(path: string): StepId {
  const field = path.split(".")[0] ?? "";
  if (field === "images") return "photos";
  if (["title", "description", "categoryId", "condition"].includes(field)) return "details";
  if (["city", "lat", "lng", "pickupNote"].includes(field)) return "location";
  return "price";
}

/** Server field path -> the form's field key. */
export function formKeyOfPath(path: string): string {
  const field = path.split(".")[0] ?? "";
  const map: Record<string, string> = {
    images: "photos",
    priceCents: "price",
    startPriceCents: "startPrice",
    reservePriceCents: "reservePrice",
    buyNowPriceCents: "buyNowPrice",
    autoAcceptCents: "autoAccept",
    autoDeclineCents: "autoDecline",
    lat: "city",
    lng: "city",
  };
  return map[field] ?? field;
}

/**
 * The server's field errors (`res_data.errors`) as the form's: by field key, first one wins,
 * capitalised, with a full stop (a Chinese one after a Chinese message, which arrives translated).
 */
export function fieldErrorsFromServer(list: readonly { path: string; message: string }[]): FieldErrors {
  const next: FieldErrors = {};
  for (const er of list) {
    const m = er.message;
    next[formKeyOfPath(er.path)] ??= /[\u3400-\u9fff]$/.test(m)
      ? `${m}。`
      : /[。！？]$/.test(m)
        ? m
        : `${m.charAt(0).toUpperCase()}${m.slice(1)}.`;
  }
  return next;
}

export type CategoryGroup = { group: string | null; leaves: { id: number; name: string }[] };

/** Leaf categories grouped under their top-level category (the select's options are leaves only). */
export function leafGroups(tree: CategoryNode[]): CategoryGroup[] {
  const leavesOf = (n: CategoryNode): { id: number; name: string }[] =>
    n.children.length ? n.children.flatMap(leavesOf) : [{ id: n.id, name: n.name }];
  return tree.map((n) => ({ group: n.children.length ? n.name : null, leaves: leavesOf(n) }));
}

export const DAY = 24 * 3600_000;

export const roundToMinute = (ms: number) => Math.ceil(ms / 60_000) * 60_000;

/**
 * Epoch ms to a `datetime-local` input's value, in local time ("" for none): type8 to the minute,
 * the same in every language (the input shows it in the browser's own way).
 */
export const toLocalInput = (ms: number | null) =>
  ms === null ? "" : dateFormats.type8(DEFAULT_LOCALE, ms, { precision: "minute" });

/** A `datetime-local` input's value to epoch ms (null when empty or not a time). */
export const fromLocalInput = (v: string) => {
  if (!v) return null;
  const t = new Date(v).getTime();
  return Number.isNaN(t) ? null : t;
};

/** The change of sale type: an auction without an end gets one a week from now. */
export function saleTypePatch(f: ItemForm, saleType: SaleType, now: number): Partial<ItemForm> {
  return saleType === "auction" && f.endTime === null
    ? { saleType, endTime: roundToMinute(now + 7 * DAY) }
    : { saleType };
}

/** "Ends in N days": from the start time (or now, if later), on a whole minute. */
export const endTimeInDays = (f: ItemForm, days: number, now: number) =>
  roundToMinute(Math.max(f.startTime ?? 0, now) + days * DAY);

/** A typed price as shown in the review and the preview ("—" when empty or not a price). */
export function priceText(text: string): string {
  const c = centsOf(text);
  return c === null || Number.isNaN(c) ? "—" : formatCents(c);
}

/** Where this item's changes stand, as the review step says it (in `i18n`'s language). */
export function draftStatusText(
  meta: {
    pending: number;
    itemNumber: string | null;
    dirty: boolean;
    base: number | null;
  },
  i18n: I18n = appI18n,
): string {
  const pending = meta.pending;
  const version = meta.base ?? "?";
  return pending > 0
    ? i18n._(
        msg`Not sent yet: ${plural(pending, { one: "# edit", other: "# edits" })} of this item, kept on this device.`,
      )
    : meta.itemNumber
      ? meta.dirty
        ? i18n._(msg`You have changes that are kept on this device only. Save the draft to send them.`)
        : i18n._(msg`Saved (version ${version}).`)
      : i18n._(msg`Not saved on the server yet — kept on this device as you type.`);
}
