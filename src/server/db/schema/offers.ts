// The offers module's table: a buyer's offer below a fixed price, and the seller's counter.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { items } from "./catalog.ts";
import { epochMs, reference } from "./columns.ts";

/**
 * One negotiation between a buyer and the seller of one fixed-price item. `status` is pending →
 * (countered) → accepted | declined | expired | withdrawn. Every change happens under the item's
 * row lock, so two answers at the same moment are taken one after the other.
 */
export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    /** The opaque id of the contract (`offerId`). */
    offerNumber: text("offer_number").notNull(),
    itemId: reference("item_id", () => items.id),
    buyerId: reference("buyer_id", () => users.id),
    /** The item's seller and store when the offer was made (lists by seller read these). */
    sellerId: reference("seller_id", () => users.id),
    storeId: integer("store_id"),
    amountCents: integer("amount_cents").notNull(),
    counterCents: integer("counter_cents"),
    /** pending | countered | accepted | declined | expired | withdrawn */
    status: text("status").notNull(),
    /** buyer | seller | auto | system, once closed. */
    decidedBy: text("decided_by"),
    agreedCents: integer("agreed_cents"),
    orderNumber: text("order_number"),
    expiresAt: epochMs("expires_at").notNull(),
    createTime: epochMs("create_time").notNull(),
    updateTime: epochMs("update_time").notNull(),
  },
  (t) => [
    uniqueIndex("offers_offer_number_idx").on(t.offerNumber),
    // One open offer per buyer per item, kept by the database as well as by the service.
    uniqueIndex("offers_open_buyer_item_idx")
      .on(t.itemId, t.buyerId)
      .where(sql`${t.status} IN ('pending', 'countered')`),
    index("offers_item_idx").on(t.itemId, t.status),
    index("offers_buyer_idx").on(t.buyerId, t.id),
    index("offers_seller_idx").on(t.sellerId, t.id),
    index("offers_store_idx").on(t.storeId, t.id),
  ],
);
