// Tables of the chat module: a buyer and a seller talking about one item.
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { items } from "./catalog.ts";
import { epochMs, reference } from "./columns.ts";

/** One conversation per (item, buyer); the seller is the item's seller when it opened. */
export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: serial("id").primaryKey(),
    itemId: reference("item_id", () => items.id),
    buyerId: reference("buyer_id", () => users.id),
    sellerId: reference("seller_id", () => users.id),
    createdAt: epochMs("created_at").notNull(),
    /** Orders the session list (newest conversation first); the creation time until a message. */
    lastMessageAt: epochMs("last_message_at").notNull(),
    /** The id of the newest message each side has seen (0: none). Unread = the other's messages above it. */
    buyerReadId: integer("buyer_read_id").notNull().default(0),
    sellerReadId: integer("seller_read_id").notNull().default(0),
  },
  (t) => [
    uniqueIndex("chat_sessions_item_buyer_idx").on(t.itemId, t.buyerId),
    index("chat_sessions_buyer_idx").on(t.buyerId, t.lastMessageAt),
    index("chat_sessions_seller_idx").on(t.sellerId, t.lastMessageAt),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    sessionId: reference("session_id", () => chatSessions.id, "cascade"),
    senderId: reference("sender_id", () => users.id),
    content: text("content").notNull(),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [
    // Newest-first paging and "last message" per session.
    index("chat_messages_session_idx").on(t.sessionId, t.id.desc()),
  ],
);
