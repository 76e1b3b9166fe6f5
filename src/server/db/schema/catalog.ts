import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { epochMs, reference, tsvector } from "./columns.ts";

export const categories = pgTable("categories", {
  id: integer("id").primaryKey(),
  parentId: integer("parent_id"),
  name: text("name").notNull(),
  sort: integer("sort").notNull().default(0),
});

/**
 * Han characters (with the CJK extensions and compatibility block) and kana, as a PostgreSQL regex
 * class: writing has no spaces between words there, so search indexes them one character per word.
 * The same class as CJK in modules/search/search-terms.ts.
 */
const CJK_CLASS = "[\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\U00020000-\\U0002fa1f]";
/** SQL that puts a space around every CJK character of `text` (an SQL expression). */
const cjkSplit = (text: string) => `regexp_replace(${text}, '(${CJK_CLASS})', ' \\1 ', 'g')`;

/**
 * An item for sale: fixed price or auction. The auction's state lives on the same row so that one
 * row lock serialises every action on it.
 */
export const items = pgTable(
  "items",
  {
    id: serial("id").primaryKey(),
    itemNumber: text("item_number").notNull(),
    sinCode: text("sin_code").notNull(),
    sellerId: reference("seller_id", () => users.id),
    storeId: integer("store_id"),
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
    categoryId: integer("category_id"),
    condition: text("condition"),
    /** fileIds, the first is the cover. */
    images: jsonb("images").$type<string[]>().notNull().default([]),
    saleType: text("sale_type").notNull().default("fixed"),
    priceCents: integer("price_cents"),
    city: text("city"),
    /** Where and when the seller hands the item over, shown to a buyer before they commit. */
    pickupNote: text("pickup_note"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    /** draft | active | ended | sold | withdrawn */
    status: text("status").notNull().default("draft"),
    version: integer("version").notNull().default(1),
    startPriceCents: integer("start_price_cents"),
    reservePriceCents: integer("reserve_price_cents"),
    buyNowPriceCents: integer("buy_now_price_cents"),
    startTime: epochMs("start_time"),
    endTime: epochMs("end_time"),
    softCloseSeconds: integer("soft_close_seconds").notNull().default(300),
    /** Fixed price: buyers may offer less (the offers module). The thresholds are the seller's alone. */
    acceptsOffers: boolean("accepts_offers").notNull().default(false),
    autoAcceptCents: integer("auto_accept_cents"),
    autoDeclineCents: integer("auto_decline_cents"),
    currentPriceCents: integer("current_price_cents"),
    bidCount: integer("bid_count").notNull().default(0),
    leaderId: integer("leader_id"),
    /** Set once when the auction closes or is bought out. */
    closedAt: epochMs("closed_at"),
    /** Copied from a previous listing by /sellAgain. */
    sourceItemNumber: text("source_item_number"),
    watchCount: integer("watch_count").notNull().default(0),
    createdAt: epochMs("created_at").notNull(),
    updatedAt: epochMs("updated_at").notNull(),
    publishedAt: epochMs("published_at"),
    /**
     * The price a buyer sees now: the fixed price, or the auction's current price (its start price
     * until the first bid). Search filters and sorts on it, so it is kept by the database itself.
     */
    listPriceCents: integer("list_price_cents").generatedAlwaysAs(
      sql`CASE WHEN sale_type = 'auction' THEN CASE WHEN bid_count = 0 THEN start_price_cents ELSE coalesce(current_price_cents, start_price_cents) END ELSE price_cents END`,
    ),
    /**
     * Title weighs above description in full-text search. Chinese and Japanese characters stand
     * apart, one word each (`CJK_SPLIT`), so a query in them is a phrase of characters (src/README.md,
     * decision 15).
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', ${sql.raw(cjkSplit("coalesce(title, '')"))}), 'A') || setweight(to_tsvector('english', ${sql.raw(cjkSplit("coalesce(description, '')"))}), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex("items_item_number_idx").on(t.itemNumber),
    uniqueIndex("items_sin_code_idx").on(t.sinCode),
    index("items_seller_idx").on(t.sellerId, t.status),
    index("items_status_category_idx").on(t.status, t.categoryId),
    // The ending sort reads it in order; with sale_type in it, search counts the visible items (no
    // auction past its end) with an index-only scan instead of reading every active row.
    index("items_active_end_idx").on(t.endTime, t.id, t.saleType).where(sql`${t.status} = 'active'`),
    index("items_search_idx").using("gin", t.searchVector),
    index("items_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("items_published_idx").on(t.publishedAt),
    // Shaped like the search sorts (newest, price) so a page comes straight off the index.
    index("items_active_published_idx")
      .on(t.publishedAt.desc().nullsLast(), t.id.desc())
      .where(sql`${t.status} = 'active'`),
    index("items_active_price_idx").on(t.listPriceCents, t.id).where(sql`${t.status} = 'active'`),
    // A distance's box: lng is checked inside the index, so only the box's items reach the table
    // (the lat band alone crosses a continent). With a category first for a category in a box, and
    // for a query word's category arm under a price filter (search.service.ts, matchesOf).
    index("items_active_place_idx").on(t.lat, t.lng).where(sql`${t.status} = 'active'`),
    index("items_active_category_place_idx")
      .on(t.categoryId, t.lat, t.lng)
      .where(sql`${t.status} = 'active'`),
    index("items_active_category_price_idx")
      .on(t.categoryId, t.listPriceCents)
      .where(sql`${t.status} = 'active'`),
    index("items_active_store_idx").on(t.storeId).where(sql`${t.status} = 'active'`),
  ],
);

export const watches = pgTable(
  "watches",
  {
    userId: reference("user_id", () => users.id),
    itemId: reference("item_id", () => items.id),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index("watches_item_idx").on(t.itemId)],
);

export const recentlyViewed = pgTable(
  "recently_viewed",
  {
    userId: integer("user_id").notNull(),
    itemId: integer("item_id").notNull(),
    viewedAt: epochMs("viewed_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    index("recently_viewed_user_idx").on(t.userId, t.viewedAt),
  ],
);
