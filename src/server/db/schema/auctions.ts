// Tables of the auctions module. The auction's own state (price, bid count, leader, end time) lives
// on the items row, whose lock serialises every action on one auction.
import { bigserial, boolean, index, integer, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { epochMs } from "./columns.ts";

/** Placed bids (the bid list): face bids and the automatic bids the server made for auto-bids. */
export const bids = pgTable(
  "bids",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    itemId: integer("item_id").notNull(),
    bidderId: integer("bidder_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    auto: boolean("auto").notNull(),
    /** 1, 2, 3 … per item: the order the rules placed the entries in. */
    seq: integer("seq").notNull(),
    createTime: epochMs("create_time").notNull(),
  },
  (t) => [
    uniqueIndex("bids_item_seq_idx").on(t.itemId, t.seq),
    index("bids_bidder_idx").on(t.bidderId, t.itemId),
  ],
);

/**
 * One row per bidder per item: their auto-bid (active while maxAmountCents is set and cancelledAt
 * is null; inserting again replaces it) and their highest placed bid, so an action reads every
 * bidder's reach from a handful of rows instead of the whole bid list. Keys order commits for ties
 * (see modules/auctions/engine.ts).
 */
export const autoBids = pgTable(
  "auto_bids",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    itemId: integer("item_id").notNull(),
    bidderId: integer("bidder_id").notNull(),
    maxAmountCents: integer("max_amount_cents"),
    commitKey: integer("commit_key").notNull().default(0),
    committedAt: epochMs("committed_at"),
    cancelledAt: epochMs("cancelled_at"),
    placedMaxCents: integer("placed_max_cents"),
    placedKey: integer("placed_key").notNull().default(0),
    updatedAt: epochMs("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("auto_bids_item_bidder_idx").on(t.itemId, t.bidderId),
    index("auto_bids_bidder_idx").on(t.bidderId, t.updatedAt),
  ],
);
