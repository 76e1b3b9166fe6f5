import { z } from "zod";
import {
  AuctionStateSchema,
  ConditionSchema,
  ItemDetailSchema,
  ItemStatusSchema,
  SaleTypeSchema,
  SellerRefSchema,
} from "./catalog.ts";
import { BoolFromForm, PagingQuerySchema } from "./common.ts";

/**
 * The seller's side of items (rules/http-contract.md §3.2, §3.4). The enums and the
 * public shapes are the catalog's, so buyer and seller views agree.
 */

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const IMAGES_MAX = 12;
export const CITY_MAX = 120;
export const PICKUP_NOTE_MAX = 300;
/** $10,000,000: far above anything sold here, and well inside the database's 32-bit integer. */
export const MAX_PRICE_CENTS = 1_000_000_000;
export const SOFT_CLOSE_MAX_SECONDS = 3600;
/** Year 9999 in epoch ms: keeps times sane without guessing at a horizon. */
const MAX_TIME_MS = 253_402_300_799_000;

/** Form bodies carry strings: a numeric string becomes a number; "" and "null" mean null. */
function fromForm(v: unknown): unknown {
  if (typeof v !== "string") return v;
  const t = v.trim();
  if (t === "" || t === "null") return null;
  const n = Number(t);
  return Number.isNaN(n) ? v : n;
}

const int = (min: number, max: number, what = "a whole number") =>
  z.preprocess(
    fromForm,
    z
      .number({ error: `must be ${what}` })
      .int({ error: `must be ${what}` })
      .min(min, { error: `must be at least ${min}` })
      .max(max, { error: `must be at most ${max}` }),
  );
const nullableInt = (min: number, max: number, what?: string) =>
  z.preprocess(fromForm, z.union([z.null(), int(min, max, what)]));
const cents = () => nullableInt(1, MAX_PRICE_CENTS, "an amount in whole cents");
const coordinate = (limit: number) =>
  z.preprocess(
    fromForm,
    z.union([
      z.null(),
      z
        .number({ error: "must be a number" })
        .min(-limit, { error: `must be between -${limit} and ${limit}` })
        .max(limit, { error: `must be between -${limit} and ${limit}` }),
    ]),
  );
const time = () => nullableInt(0, MAX_TIME_MS, "a time in epoch milliseconds");

/** A fileId list: JSON array, repeated form fields (`images[]`), or one comma-separated string. */
/** An image's url as the views give it (`/media/<fileId>/<size>.webp`) stands for its fileId. */
function toFileId(v: unknown): unknown {
  if (typeof v !== "string") return v;
  const m = /^(?:https?:\/\/[^/]+)?\/media\/([^/]+)\/\d+\.webp$/.exec(v.trim());
  return m ? m[1] : v.trim();
}

/**
 * A fileId list: JSON array, repeated form fields (`images[]`), or one comma-separated string.
 * Urls from the item views are accepted too, so a view can be sent back as it came.
 */
const ImagesSchema = z.preprocess(
  (v) => {
    if (v === null || v === "") return [];
    const list =
      typeof v === "string"
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : v;
    return Array.isArray(list) ? list.map(toFileId) : list;
  },
  z
    .array(z.string().min(1, { error: "must be a fileId" }).max(100), {
      error: "must be a list of fileIds",
    })
    .max(IMAGES_MAX, { error: `at most ${IMAGES_MAX} photos` })
    .refine((a) => new Set(a).size === a.length, { error: "the same photo is listed twice" }),
);

export const ItemNumberSchema = z.string().trim().min(1).max(40);

/** Every field that a save may carry; each one optional (a draft takes any subset). */
export const ItemFieldsSchema = z.object({
  title: z
    .string({ error: "must be text" })
    .trim()
    .max(TITLE_MAX, { error: `at most ${TITLE_MAX} characters` }),
  description: z
    .string({ error: "must be text" })
    .trim()
    .max(DESCRIPTION_MAX, { error: `at most ${DESCRIPTION_MAX} characters` }),
  categoryId: nullableInt(1, 2_147_483_647, "a category id"),
  condition: z.preprocess(fromForm, ConditionSchema.nullable()),
  images: ImagesSchema,
  saleType: SaleTypeSchema,
  /** Fixed price. Below 50 cents the sale is cash in person only. */
  priceCents: cents(),
  city: z.preprocess(
    fromForm,
    z
      .string()
      .trim()
      .min(1)
      .max(CITY_MAX, { error: `at most ${CITY_MAX} characters` })
      .nullable(),
  ),
  /** Where and when the seller hands the item over; shown to buyers before they commit. */
  pickupNote: z.preprocess(
    fromForm,
    z
      .string()
      .trim()
      .max(PICKUP_NOTE_MAX, { error: `at most ${PICKUP_NOTE_MAX} characters` })
      .nullable(),
  ),
  lat: coordinate(90),
  lng: coordinate(180),
  startPriceCents: cents(),
  /** Never shown to anyone but the seller. */
  reservePriceCents: cents(),
  buyNowPriceCents: cents(),
  /** Default: the moment of publishing. */
  startTime: time(),
  endTime: time(),
  /** Default 300; 0 turns the soft close off. */
  softCloseSeconds: int(0, SOFT_CLOSE_MAX_SECONDS, "a number of seconds"),
  /** Fixed price only: buyers may offer less than the price (CONTRACT.md "Offers"). */
  acceptsOffers: BoolFromForm,
  /** Offers at or above are accepted at once. Never shown to anyone but the seller. */
  autoAcceptCents: cents(),
  /** Offers below are declined at once. Never shown to anyone but the seller. */
  autoDeclineCents: cents(),
});
export type ItemFields = z.infer<typeof ItemFieldsSchema>;
export const ITEM_FIELD_NAMES = Object.keys(ItemFieldsSchema.shape) as (keyof ItemFields)[];

export const SaveItemInputSchema = ItemFieldsSchema.partial()
  .extend({
    /** Absent: create a draft. Present (with `version`): edit that item. */
    itemNumber: ItemNumberSchema.optional(),
    version: int(1, 2_147_483_647, "the item's version").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.itemNumber !== undefined && v.version === undefined)
      ctx.addIssue({ code: "custom", path: ["version"], message: "is required when editing an item" });
  });
export type SaveItemInput = z.infer<typeof SaveItemInputSchema>;

export const SaveItemResultSchema = z.object({ itemNumber: z.string(), version: z.number().int() });

export const ItemVersionInputSchema = z.object({
  itemNumber: ItemNumberSchema,
  version: int(1, 2_147_483_647, "the item's version"),
});

export const ItemNumberQuerySchema = z.object({ itemNumber: ItemNumberSchema });
export const ItemNumberInputSchema = z.object({ itemNumber: ItemNumberSchema });

export const WithdrawInputSchema = z.object({
  itemNumber: ItemNumberSchema,
  /** Optional: when given, a stale version answers 10009. */
  version: int(1, 2_147_483_647, "the item's version").optional(),
});

export const MY_ITEMS_FILTERS = [
  "active",
  "scheduled",
  "ended",
  "sold",
  "withdrawn",
  "draft",
  "all",
] as const;
export const MyItemsQuerySchema = PagingQuerySchema.extend({
  status: z.enum(MY_ITEMS_FILTERS).default("all"),
});

export const AuctionSettingsInputSchema = z.object({
  itemNumber: ItemNumberSchema,
  version: int(1, 2_147_483_647, "the item's version"),
  softCloseSeconds: ItemFieldsSchema.shape.softCloseSeconds.optional(),
  reservePriceCents: ItemFieldsSchema.shape.reservePriceCents.optional(),
  buyNowPriceCents: ItemFieldsSchema.shape.buyNowPriceCents.optional(),
  endTime: ItemFieldsSchema.shape.endTime.optional(),
});
export type AuctionSettingsInput = z.input<typeof AuctionSettingsInputSchema>;

/** The seller's full view: every field as saved (reserve included), the version, drafts too. */
export const SellerItemSchema = z.object({
  itemNumber: z.string(),
  sinCode: z.string(),
  title: z.string(),
  description: z.string(),
  /** Image urls, the first is the cover. */
  images: z.array(z.string()),
  /** The same images as fileIds, to send back on save. */
  imageIds: z.array(z.string()),
  cover: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  condition: ConditionSchema.nullable(),
  saleType: SaleTypeSchema,
  priceCents: z.number().int().nullable(),
  /** A fixed price under $0.50: paid in cash in person only. */
  cashOnly: z.boolean(),
  paymentMethods: z.array(z.enum(["card", "cash"])),
  status: ItemStatusSchema,
  seller: SellerRefSchema,
  storeId: z.number().int().nullable(),
  city: z.string().nullable(),
  pickupNote: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  version: z.number().int(),
  startPriceCents: z.number().int().nullable(),
  reservePriceCents: z.number().int().nullable(),
  buyNowPriceCents: z.number().int().nullable(),
  startTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
  softCloseSeconds: z.number().int(),
  currentPriceCents: z.number().int().nullable(),
  bidCount: z.number().int(),
  /** Offers (fixed price): on or off, and the seller's private thresholds. */
  acceptsOffers: z.boolean(),
  autoAcceptCents: z.number().int().nullable(),
  autoDeclineCents: z.number().int().nullable(),
  /** Offers waiting for an answer (pending or countered). */
  openOffers: z.number().int(),
  /** The public auction state (null for fixed price or an incomplete draft). */
  auction: AuctionStateSchema.nullable(),
  /** `scheduled` is an active auction whose start is still ahead. */
  listingState: z.enum(["draft", "scheduled", "active", "ended", "sold", "withdrawn"]),
  sourceItemNumber: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  publishedAt: z.number().int().nullable(),
});
export type SellerItem = z.infer<typeof SellerItemSchema>;

/** One row of /item/myItems and /item/drafts. */
export const SellerItemSummarySchema = SellerItemSchema.pick({
  itemNumber: true,
  sinCode: true,
  title: true,
  cover: true,
  saleType: true,
  status: true,
  listingState: true,
  city: true,
  lat: true,
  lng: true,
  version: true,
  bidCount: true,
  startTime: true,
  endTime: true,
  cashOnly: true,
  createdAt: true,
  updatedAt: true,
  publishedAt: true,
  acceptsOffers: true,
  autoAcceptCents: true,
  autoDeclineCents: true,
  openOffers: true,
}).extend({
  /** The current price: the fixed price, or the auction's current price. */
  priceCents: z.number().int().nullable(),
});
export type SellerItemSummary = z.infer<typeof SellerItemSummarySchema>;

export const AuctionSettingsSchema = SellerItemSchema.pick({
  itemNumber: true,
  version: true,
  status: true,
  startPriceCents: true,
  reservePriceCents: true,
  buyNowPriceCents: true,
  startTime: true,
  endTime: true,
  softCloseSeconds: true,
  bidCount: true,
  currentPriceCents: true,
});
export type AuctionSettings = z.infer<typeof AuctionSettingsSchema>;

/** 10009 on a stale version: both sides, so the client can let the seller choose. */
export const VersionConflictSchema = z.object({
  current: SellerItemSchema,
  yours: z.record(z.string(), z.unknown()),
});

/** POST /item/publish: the public item, plus whether it sells for cash in person only. */
export const PublishedItemSchema = ItemDetailSchema.extend({ cashOnly: z.boolean() });

/** GET /item/freeItemLimit: the personal free-listing allowance (rules/product.md §7 admin "free item limits"). */
export const FreeItemLimitSchema = z.object({
  /** Live personal listings allowed for free (PERSONAL_FREE_ITEM_LIMIT). */
  limit: z.number().int(),
  /** Live personal listings now. */
  used: z.number().int(),
  remaining: z.number().int(),
  /** False while acting as a store: a store's listings do not count and are not limited. */
  applies: z.boolean(),
});
export type FreeItemLimit = z.infer<typeof FreeItemLimitSchema>;
