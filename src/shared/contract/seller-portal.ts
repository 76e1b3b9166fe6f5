import { z } from "zod";
import { SaleTypeSchema } from "./catalog.ts";
import { PagingQuerySchema } from "./common.ts";
import { ItemFieldsSchema, MAX_PRICE_CENTS, MY_ITEMS_FILTERS, SellerItemSummarySchema } from "./selling.ts";

/** The seller portal's own calls: the listings table, bulk actions and performance. */

export const PORTAL_ITEM_SORTS = ["newest", "oldest", "price_asc", "price_desc", "ending", "title"] as const;
export const PortalItemsQuerySchema = PagingQuerySchema.extend({
  status: z.enum(MY_ITEMS_FILTERS).default("all"),
  /** Words of the title, or an item number or QR code exactly. */
  q: z.string().trim().max(100).optional(),
  saleType: SaleTypeSchema.optional(),
  sort: z.enum(PORTAL_ITEM_SORTS).default("newest"),
});
export type PortalItemsQuery = z.infer<typeof PortalItemsQuerySchema>;

/** Counts per status for the table's filter tabs (the current identity's listings). */
export const PortalItemCountsSchema = z.record(z.enum(MY_ITEMS_FILTERS), z.number().int());

export const BULK_ACTIONS = ["withdraw", "relist", "setPrice", "qrLabels", "setOffers"] as const;
export const BULK_MAX = 50;
export const BulkActionInputSchema = z
  .object({
    action: z.enum(BULK_ACTIONS),
    itemNumbers: z.array(z.string().trim().min(1).max(40)).min(1).max(BULK_MAX),
    /** setPrice only: the new fixed price. */
    priceCents: z.coerce.number().int().min(1).max(MAX_PRICE_CENTS).optional(),
    /** setOffers only (fixed price): offers on or off, and the thresholds (null clears one; absent keeps it). */
    acceptsOffers: ItemFieldsSchema.shape.acceptsOffers.optional(),
    autoAcceptCents: ItemFieldsSchema.shape.autoAcceptCents.optional(),
    autoDeclineCents: ItemFieldsSchema.shape.autoDeclineCents.optional(),
  })
  .refine((b) => b.action !== "setPrice" || b.priceCents !== undefined, {
    path: ["priceCents"],
    message: "enter the new price",
  })
  .refine((b) => b.action !== "setOffers" || typeof b.acceptsOffers === "boolean", {
    path: ["acceptsOffers"],
    message: "say whether the listings take offers",
  });
export type BulkActionInput = z.infer<typeof BulkActionInputSchema>;

/** What the action did to one item: status_code 1, or the code and message the single call gives. */
export const BulkItemResultSchema = z.object({
  itemNumber: z.string(),
  statusCode: z.number().int(),
  message: z.string(),
  /** relist: the new live listing (or the draft, when it could not go live). */
  newItemNumber: z.string().nullable(),
  /** The item afterwards (withdraw, setPrice), or the new listing (relist). */
  item: SellerItemSummarySchema.nullable(),
  /** qrLabels: what a label prints. */
  label: z.object({ sinCode: z.string(), title: z.string(), url: z.string() }).nullable(),
});
export const BulkActionResultSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  okCount: z.number().int(),
  results: z.array(BulkItemResultSchema),
});
export type BulkActionResult = z.infer<typeof BulkActionResultSchema>;

export const PERFORMANCE_DAYS = [7, 30, 90] as const;
export const PerformanceQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (PERFORMANCE_DAYS as readonly number[]).includes(d), "choose 7, 30 or 90")
    .default(30),
  tzOffsetMinutes: z.coerce.number().int().min(-840).max(840).default(0),
});
export const PerformanceSchema = z.object({
  days: z.number().int(),
  startTime: z.number().int(),
  endTime: z.number().int(),
  /** From the ledger, as GET /wallet/revenue answers for the same range. */
  revenueCents: z.number().int(),
  /** Sales (payments and cash sales) in the ledger. */
  salesCount: z.number().int(),
  /** Listings sold in the range. */
  soldCount: z.number().int(),
  /** Listings that finished in the range: sold, ended unsold or withdrawn. */
  finishedCount: z.number().int(),
  /** soldCount / finishedCount in basis points (null when nothing finished). */
  sellThroughBps: z.number().int().nullable(),
  /** Mean of (sold − published) over the listings sold in the range, in days. */
  avgDaysToSell: z.number().nullable(),
  series: z.array(
    z.object({ date: z.string(), amountCents: z.number().int(), orderCount: z.number().int() }),
  ),
});
export type Performance = z.infer<typeof PerformanceSchema>;
