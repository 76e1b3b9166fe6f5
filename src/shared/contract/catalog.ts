import { z } from "zod";
import { AuctionStateSchema } from "./auctions.ts";
import { BoolFromForm, PagingQuerySchema } from "./common.ts";

/** rules/http-contract.md §3.4: the item conditions, best first. */
export const CONDITIONS = ["new", "like_new", "good", "fair", "for_parts"] as const;
export const ConditionSchema = z.enum(CONDITIONS);
export type Condition = z.infer<typeof ConditionSchema>;
export const CONDITION_LABELS: Record<Condition, string> = {
  new: "New",
  like_new: "Like new",
  good: "Good",
  fair: "Fair",
  for_parts: "For parts",
};

export const SALE_TYPES = ["auction", "fixed"] as const;
export const SaleTypeSchema = z.enum(SALE_TYPES);
export type SaleType = z.infer<typeof SaleTypeSchema>;

/** `removed`: taken down by an operator's decision (only its seller still sees it). */
export const ITEM_STATUSES = ["draft", "active", "ended", "sold", "withdrawn", "removed"] as const;
export const ItemStatusSchema = z.enum(ITEM_STATUSES);
export type ItemStatus = z.infer<typeof ItemStatusSchema>;

/** The image sizes stored for every upload (WebP, by width). */
export const IMAGE_SIZES = [320, 640, 1280] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export type CategoryNode = { id: number; name: string; children: CategoryNode[] };
// A getter (not z.lazy) plus a component id lets the OpenAPI generator emit a $ref instead of
// recursing forever.
export const CategoryNodeSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    get children(): z.ZodArray<typeof CategoryNodeSchema> {
      return z.array(CategoryNodeSchema);
    },
  })
  .meta({ id: "CategoryNode" });
export const CategoryTreeSchema = z.array(CategoryNodeSchema);

export const ItemNumberQuerySchema = z.object({ itemNumber: z.string().trim().min(1).max(40) });
export const SinCodeQuerySchema = z.object({ sinCode: z.string().trim().min(1).max(40) });
export const ItemNumberAnswerSchema = z.object({ itemNumber: z.string() });

/**
 * GET /item/gone: what a page for an item no longer listed may say (that it went, and where to look
 * next: its category and its seller); never its title, photos or price.
 */
export const GoneItemSchema = z.object({
  itemNumber: z.string(),
  status: z.enum(["withdrawn"]),
  categoryId: z.number().int().nullable(),
  seller: z.object({ id: z.number().int(), name: z.string(), storeId: z.number().int().nullable() }),
});
export type GoneItem = z.infer<typeof GoneItemSchema>;

// One definition of the public auction state, the auctions contract's; item answers carry it.
export { AuctionStateSchema };

export const SellerRefSchema = z.object({
  id: z.number().int(),
  /** The store's name for store items, else the seller's display name. */
  name: z.string(),
  storeId: z.number().int().nullable(),
  pic: z.string().nullable(),
});

/** The public item (GET /item/detail). Never carries the reserve amount. */
export const ItemDetailSchema = z.object({
  itemNumber: z.string(),
  sinCode: z.string(),
  title: z.string(),
  description: z.string(),
  /** Image urls (640 px WebP), the first is the cover. */
  images: z.array(z.string()),
  /** The same images as fileIds with every size, for galleries and srcset. */
  imageSet: z.array(
    z.object({ fileId: z.string(), small: z.string(), medium: z.string(), large: z.string() }),
  ),
  cover: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  /** Root-first category path, for breadcrumbs. */
  categoryPath: z.array(z.object({ id: z.number().int(), name: z.string() })),
  condition: ConditionSchema.nullable(),
  saleType: SaleTypeSchema,
  /** The fixed price (null for auctions). */
  priceCents: z.number().int().nullable(),
  /** What a buyer pays now: the fixed price or the auction's current price. */
  currentPriceCents: z.number().int().nullable(),
  status: ItemStatusSchema,
  seller: SellerRefSchema,
  city: z.string().nullable(),
  /** The seller's pickup note (where and when they hand the item over). */
  pickupNote: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  version: z.number().int(),
  auction: AuctionStateSchema.nullable(),
  watching: z.boolean(),
  watchCount: z.number().int(),
  isOwner: z.boolean(),
  /** Auctions, signed in: the viewer's pseudonym on this item, as live events name the leader. */
  myBidderTag: z.string().nullable(),
  /**
   * Auctions: the leader's pseudonym (null with no leader), as the live stream names it. The page
   * knows who leads without waiting for the stream: the buy-now buyer has no bid to show it.
   */
  leaderTag: z.string().nullable(),
  createTime: z.number().int(),
  publishTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
  /** Fixed price: buyers may make offers below the price (the seller's thresholds stay private). */
  acceptsOffers: z.boolean(),
  /** How long the seller has to answer an offer (OFFER_HOURS). */
  offerHours: z.number().int(),
});
export type ItemDetail = z.infer<typeof ItemDetailSchema>;

/** An item in lists and search results. */
export const ItemSummarySchema = z.object({
  itemNumber: z.string(),
  sinCode: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
  saleType: SaleTypeSchema,
  /** The current price: the fixed price, or the auction's current price. */
  priceCents: z.number().int().nullable(),
  condition: ConditionSchema.nullable(),
  city: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  endTime: z.number().int().nullable(),
  bidCount: z.number().int(),
  status: ItemStatusSchema,
  buyNowPriceCents: z.number().int().nullable(),
  /** Kilometres from the searched point, when a search gave one. */
  distanceKm: z.number().optional(),
});
export type ItemSummary = z.infer<typeof ItemSummarySchema>;

export const WatchInputSchema = z.object({
  itemNumber: z.string().trim().min(1).max(40),
  watch: BoolFromForm,
});
export const WatchAnswerSchema = z.object({ watching: z.boolean(), watchCount: z.number().int() });

export const PagedQuerySchema = PagingQuerySchema;

/** A home-page row: a title, the search it comes from (for "See all") and up to 12 items. */
export const HomeSectionSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** Query parameters of GET /search/items (and of /templateMore) that list the whole row. */
  // Search parameters of the row's "See all" (numbers stay numbers, per the contract).
  query: z.record(z.string(), z.union([z.string(), z.number()])),
  list: z.array(ItemSummarySchema),
});
export const HomeTemplateSchema = z.object({ sections: z.array(HomeSectionSchema) });
export type HomeSection = z.infer<typeof HomeSectionSchema>;

export const HomePopupSchema = z.object({
  popup: z
    .object({
      id: z.string(),
      title: z.string(),
      content: z.string(),
      link: z.string(),
      pic: z.string().nullable(),
    })
    .nullable(),
});

export const HomeFilterSchema = z.object({
  conditions: z.array(z.object({ value: ConditionSchema, label: z.string() })),
  saleTypes: z.array(z.object({ value: SaleTypeSchema, label: z.string() })),
  sorts: z.array(z.object({ value: z.string(), label: z.string() })),
  priceRanges: z.array(
    z.object({
      label: z.string(),
      minPriceCents: z.number().int().nullable(),
      maxPriceCents: z.number().int().nullable(),
    }),
  ),
  radiusKm: z.array(z.number()),
});
export type HomeFilter = z.infer<typeof HomeFilterSchema>;

export const SellerInfoQuerySchema = z.object({
  id: z.coerce.number().int().positive(),
  /** The face of this store of the seller's (its name, logo, introduction and items) instead of the person's. */
  storeId: z.coerce.number().int().positive().optional(),
});
export const SellerInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  userName: z.string().nullable(),
  pic: z.string().nullable(),
  introduction: z.string().nullable(),
  city: z.string().nullable(),
  /** The seller's city's coordinates (its centre): how far the seller is from the buyer. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  createTime: z.number().int(),
  activeItemCount: z.number().int(),
  soldItemCount: z.number().int(),
  stores: z.array(z.object({ id: z.number().int(), storeName: z.string() })),
  /** Set when this is a store's face (asked with `storeId`). */
  storeId: z.number().int().nullable(),
});
export const SellerItemsQuerySchema = PagingQuerySchema.extend({
  sid: z.coerce.number().int().positive(),
  /** Only the items of this store of the seller's, whichever team member listed them. */
  storeId: z.coerce.number().int().positive().optional(),
});

export const FileUploadAnswerSchema = z.object({
  fileId: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type FileUploadAnswer = z.infer<typeof FileUploadAnswerSchema>;

/** Deals (rules/product.md §7 "home template, deals"): the cheapest live items, under a price cap. */
export const DEALS_MAX_PRICE_CENTS = 2000;
export const DealsQuerySchema = PagingQuerySchema.extend({
  maxPriceCents: z.coerce.number().int().min(1).max(1_000_000_000).default(DEALS_MAX_PRICE_CENTS),
  cid: z.coerce.number().int().min(1).optional(),
});

/** GET /category/suggest: leaf categories for a title, from the words of listings already in them. */
export const CategorySuggestQuerySchema = z.object({
  title: z.string().trim().min(2, { error: "at least 2 characters" }).max(200),
});
export const CategorySuggestionsSchema = z.object({
  list: z.array(
    z.object({ id: z.number().int(), name: z.string(), path: z.array(z.string()), score: z.number() }),
  ),
});
export type CategorySuggestions = z.infer<typeof CategorySuggestionsSchema>;
