import { z } from "zod";
import { ItemStatusSchema } from "./catalog.ts";
import { PageSchema, PagingQuerySchema } from "./common.ts";
import { MAX_PRICE_CENTS } from "./selling.ts";

/**
 * Offers on fixed-price items (CONTRACT.md "Offers"). A buyer offers less than the asking price;
 * the seller accepts, declines or counters; an accepted offer becomes the buyer's order.
 */

export const OFFER_STATUSES = [
  "pending",
  "countered",
  "accepted",
  "declined",
  "expired",
  "withdrawn",
] as const;
export const OfferStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof OfferStatusSchema>;
/** Still waiting for an answer: at most one per buyer and item. */
export const OPEN_OFFER_STATUSES = ["pending", "countered"] as const satisfies readonly OfferStatus[];

export const OFFER_ACTIONS = ["accept", "decline", "counter", "withdraw"] as const;
export const OfferActionSchema = z.enum(OFFER_ACTIONS);
export type OfferAction = z.infer<typeof OfferActionSchema>;

/** Who closed the offer: a party, the thresholds the seller set (`auto`), or the system (sold elsewhere, expiry). */
export const OFFER_DECIDERS = ["buyer", "seller", "auto", "system"] as const;

/** Form bodies carry strings: accept "1250" as 1250. */
const cents = () =>
  z.coerce
    .number({ error: "must be an amount in whole cents" })
    .int({ error: "must be an amount in whole cents" })
    .min(1, { error: "must be at least 1 cent" })
    .max(MAX_PRICE_CENTS, { error: `must be at most ${MAX_PRICE_CENTS}` });

export const OfferIdSchema = z.string().trim().min(1).max(40);

/** POST /offer/make (Idempotency-Key). */
export const MakeOfferInputSchema = z.object({
  itemNumber: z.string().trim().min(1).max(40),
  amountCents: cents(),
});
export type MakeOfferInput = z.infer<typeof MakeOfferInputSchema>;

/** POST /offer/respond (Idempotency-Key). `amountCents` only with `counter`. */
export const RespondOfferInputSchema = z
  .object({
    offerId: OfferIdSchema,
    action: OfferActionSchema,
    amountCents: cents().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.action === "counter" && v.amountCents === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["amountCents"],
        message: "enter the amount of your counter-offer",
      });
  });
export type RespondOfferInput = z.infer<typeof RespondOfferInputSchema>;

/** `open` = pending or countered; `closed` = the rest. */
export const OFFER_LIST_FILTERS = ["all", "open", "closed"] as const;
export type OfferListFilter = (typeof OFFER_LIST_FILTERS)[number];
export const OfferListQuerySchema = PagingQuerySchema.extend({
  role: z.enum(["buyer", "seller"]),
  itemNumber: z.string().trim().min(1).max(40).optional(),
  status: z.enum(OFFER_LIST_FILTERS).default("all"),
});
export type OfferListQuery = z.infer<typeof OfferListQuerySchema>;

/** GET /offer/detail: one offer, for its buyer or its seller. */
export const OfferIdQuerySchema = z.object({ offerId: OfferIdSchema });

export const OfferSchema = z.object({
  offerId: z.string(),
  itemNumber: z.string(),
  /** What the buyer offered. */
  amountCents: z.number().int(),
  /** The seller's counter-offer, once made. */
  counterCents: z.number().int().nullable(),
  status: OfferStatusSchema,
  buyer: z.object({ id: z.number().int(), name: z.string() }),
  createTime: z.number().int(),
  /** When a pending offer or a counter lapses (OFFER_HOURS after it was made). */
  expiresAt: z.number().int(),
  /** The buyer's order once accepted. */
  orderNumber: z.string().nullable(),
  // Fields beyond the contract's, for lists and screens.
  /** The price agreed (the offer, or the counter when the buyer accepted it); null until accepted. */
  agreedCents: z.number().int().nullable(),
  /** Who closed it; null while open. */
  decidedBy: z.enum(OFFER_DECIDERS).nullable(),
  updateTime: z.number().int(),
  item: z.object({
    title: z.string(),
    cover: z.string().nullable(),
    /** The asking price. */
    priceCents: z.number().int().nullable(),
    status: ItemStatusSchema,
  }),
  seller: z.object({ id: z.number().int(), name: z.string(), storeId: z.number().int().nullable() }),
  /** The caller's side, and what the caller may do now (drives the buttons). */
  role: z.enum(["buyer", "seller"]),
  actions: z.array(OfferActionSchema),
});
export type Offer = z.infer<typeof OfferSchema>;

export const OfferPageSchema = PageSchema(OfferSchema);
