import { z } from "zod";
import { PageSchema, PagingQuerySchema } from "./common.ts";

/** rules/http-contract.md §3.3: the public auction state (never the reserve amount). */
export const AuctionStateSchema = z.object({
  startPriceCents: z.number().int(),
  reserveMet: z.boolean(),
  buyNowPriceCents: z.number().int().nullable(),
  /** Whether Buy now can still be used (rules/auction-rules.md §7). */
  buyNowAvailable: z.boolean(),
  currentPriceCents: z.number().int(),
  minNextBidCents: z.number().int(),
  bidCount: z.number().int(),
  startTime: z.number().int(),
  endTime: z.number().int(),
  status: z.enum(["scheduled", "open", "ended"]),
});
export type AuctionStateDto = z.infer<typeof AuctionStateSchema>;

/** An item's live stream event (`/rt/items/{itemNumber}/events`): its state and who leads, by bidder tag. */
export const AuctionEventSchema = AuctionStateSchema.extend({
  itemNumber: z.string(),
  leaderTag: z.string().nullable(),
});
export type AuctionEvent = z.infer<typeof AuctionEventSchema>;

const ItemNumber = z.string().trim().min(1).max(40);
/** Cents arrive as JSON numbers or, from forms, as strings. */
const Cents = z.coerce.number().int().min(1).max(2_000_000_000);

export const PlaceBidInputSchema = z.object({ itemNumber: ItemNumber, amountCents: Cents });
export const AutoBidInputSchema = z.object({ itemNumber: ItemNumber, maxAmountCents: Cents });
export const ItemNumberInputSchema = z.object({ itemNumber: ItemNumber });

/** Answer of a bid or an auto-bid: the auction state and where the caller stands. */
export const BidAnswerSchema = AuctionStateSchema.extend({
  isHighBidder: z.boolean(),
  /** The caller's active auto-bid maximum (null when none). */
  myMaxAmountCents: z.number().int().nullable(),
  /** The caller's pseudonym on this item, as live `auction` events name the leader (`leaderTag`). */
  bidderTag: z.string(),
});
export type BidAnswer = z.infer<typeof BidAnswerSchema>;

export const BuyNowAnswerSchema = z.object({ orderNumber: z.string() });

export const BidListQuerySchema = PagingQuerySchema.extend({ itemNumber: ItemNumber });
export const BidEntrySchema = z.object({
  /** Masked, e.g. "b***1". */
  bidder: z.string(),
  amountCents: z.number().int(),
  createTime: z.number().int(),
  auto: z.boolean(),
  /** True on the caller's own entries (false for guests). */
  isMine: z.boolean(),
});
export type BidEntry = z.infer<typeof BidEntrySchema>;
export const BidListSchema = PageSchema(BidEntrySchema);

export const MY_BIDS_TYPES = ["all", "leading", "outbid", "won", "lost"] as const;
export type MyBidsType = (typeof MY_BIDS_TYPES)[number];
export const MyBidsQuerySchema = PagingQuerySchema.extend({ type: z.enum(MY_BIDS_TYPES).default("all") });

export const MyBidSchema = z.object({
  item: z.object({
    itemNumber: z.string(),
    sinCode: z.string(),
    title: z.string(),
    cover: z.string().nullable(),
    saleType: z.enum(["auction", "fixed"]),
    priceCents: z.number().int().nullable(),
    city: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    endTime: z.number().int().nullable(),
    bidCount: z.number().int(),
    status: z.enum(["draft", "active", "ended", "sold", "withdrawn", "removed"]),
    buyNowPriceCents: z.number().int().nullable(),
  }),
  auction: AuctionStateSchema,
  /** leading / outbid while open; won / lost once ended. */
  state: z.enum(["leading", "outbid", "won", "lost"]),
  isHighBidder: z.boolean(),
  /** The caller's pseudonym on this item: live `auction` events name the leader by it (`leaderTag`). */
  bidderTag: z.string(),
  /** The caller's highest placed bid and active auto-bid maximum. */
  myMaxBidCents: z.number().int().nullable(),
  myMaxAmountCents: z.number().int().nullable(),
  lastBidTime: z.number().int(),
});
export type MyBid = z.infer<typeof MyBidSchema>;
export const MyBidsSchema = PageSchema(MyBidSchema);
