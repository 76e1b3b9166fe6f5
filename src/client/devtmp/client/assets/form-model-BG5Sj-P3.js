import { t as centsToDollarString, r as parseDollars } from "./money-DGJvr2qW.js";

// src/client/features/selling/form-model.ts
var emptyForm = () => ({
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
  photos: [],
});
/** Local photo id of a server image: stable, so loading the same item twice reuses the record. */
var photoIdOfFile = (fileId) => `file:${fileId}`;
function formFromSellerItem(item) {
  const dollars = (c) => (c === null ? "" : centsToDollarString(c));
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
    photos: item.imageIds.map(photoIdOfFile),
  };
}
var PRICE_FIELDS = [
  ["price", "priceCents"],
  ["startPrice", "startPriceCents"],
  ["reservePrice", "reservePriceCents"],
  ["buyNowPrice", "buyNowPriceCents"],
];
/** Cents of a typed price: null when empty, NaN when it is not a price. */
function centsOf(text) {
  if (!text.trim()) return null;
  return parseDollars(text) ?? NaN;
}
/** The body of POST /item/save for this form (photos are added by the outbox as fileIds). */
function saveFields(f) {
  const out = {
    title: f.title,
    description: f.description,
    categoryId: f.categoryId,
    condition: f.condition || null,
    saleType: f.saleType,
    softCloseSeconds: f.softCloseSeconds,
    startTime: f.startTime,
    endTime: f.endTime,
    pickupNote: f.pickupNote?.trim() || null,
  };
  for (const [k, wire] of PRICE_FIELDS) {
    const c = centsOf(f[k]);
    out[wire] = c !== null && Number.isNaN(c) ? null : c;
  }
  if (f.city !== null && f.lat !== null && f.lng !== null)
    Object.assign(out, {
      city: f.city,
      lat: f.lat,
      lng: f.lng,
    });
  return out;
}
/** Fixed prices under $0.50 are paid in cash in person only. */
var isCashOnly = (f) => {
  const c = centsOf(f.price);
  return f.saleType === "fixed" && c !== null && !Number.isNaN(c) && c < 50;
};
var STEPS = [
  {
    id: "details",
    name: "Details",
  },
  {
    id: "photos",
    name: "Photos",
  },
  {
    id: "price",
    name: "Price",
  },
  {
    id: "location",
    name: "Location",
  },
  {
    id: "review",
    name: "Review",
  },
];
/** Form-level checks for one step; `publish` also demands what publishing needs. */
function validateStep(step, f, opts) {
  const e = {};
  const required = opts.publish;
  if (step === "photos") {
    if (required && f.photos.length === 0) e.photos = "Add at least one photo.";
  }
  if (step === "details") {
    if (f.title.length > 120) e.title = "Use at most 120 characters.";
    if (required && !f.title.trim()) e.title = "Enter a title.";
    if (required && !f.description.trim()) e.description = "Describe the item.";
    if (required && f.categoryId === null) e.categoryId = "Choose a category.";
    if (required && !f.condition) e.condition = "Choose the condition.";
  }
  if (step === "price") {
    const bad = (k) => Number.isNaN(centsOf(f[k]) ?? 0);
    const label = "Enter an amount in dollars, like 12.50.";
    if (f.saleType === "fixed") {
      if (bad("price")) e.price = label;
      else if (centsOf(f.price) === 0) e.price = "The price must be at least $0.01.";
      else if (required && centsOf(f.price) === null) e.price = "Enter a price.";
    } else {
      for (const k of ["startPrice", "reservePrice", "buyNowPrice"]) if (bad(k)) e[k] = label;
      const start = centsOf(f.startPrice);
      const reserve = centsOf(f.reservePrice);
      const buyNow = centsOf(f.buyNowPrice);
      if (!e.startPrice && required && start === null) e.startPrice = "Enter a starting price.";
      if (!e.startPrice && start === 0) e.startPrice = "The starting price must be at least $0.01.";
      if (!e.reservePrice && reserve !== null && start !== null && reserve <= start)
        e.reservePrice = "The reserve must be above the starting price.";
      if (!e.buyNowPrice && buyNow !== null && start !== null && buyNow <= Math.max(start, reserve ?? 0))
        e.buyNowPrice = "Buy now must be above the starting price and the reserve.";
      if (required && f.endTime === null) e.endTime = "Choose when the auction ends.";
      if (f.endTime !== null && f.endTime <= Math.max(f.startTime ?? 0, opts.now))
        e.endTime = "The end must be after the start and in the future.";
    }
  }
  return e;
}
function validateAll(f, opts) {
  return Object.assign({}, ...STEPS.map((s) => validateStep(s.id, f, opts)));
}
/** Which step shows a field the server named (`res_data.errors[].path`). */
function stepOfPath(path) {
  const field = path.split(".")[0] ?? "";
  if (field === "images") return "photos";
  if (["title", "description", "categoryId", "condition"].includes(field)) return "details";
  if (["city", "lat", "lng", "pickupNote"].includes(field)) return "location";
  return "price";
}
/** Server field path -> the form's field key. */
function formKeyOfPath(path) {
  const field = path.split(".")[0] ?? "";
  return (
    {
      images: "photos",
      priceCents: "price",
      startPriceCents: "startPrice",
      reservePriceCents: "reservePrice",
      buyNowPriceCents: "buyNowPrice",
      lat: "city",
      lng: "city",
    }[field] ?? field
  );
}

export {
  centsOf as n,
  emptyForm as r,
  formFromSellerItem as i,
  formKeyOfPath as a,
  isCashOnly as o,
  photoIdOfFile as s,
  STEPS as t,
  saveFields as c,
  stepOfPath as l,
  validateAll as u,
  validateStep as d,
};
