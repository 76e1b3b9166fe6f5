// Tables of the notifications module.
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { epochMs, reference } from "./columns.ts";

/** What a user was told (rules/product.md §3 Notification); jumpType/jumpId/orderNumber say where it leads (§4). */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: reference("user_id", () => users.id, "cascade"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    pic: text("pic"),
    isRead: boolean("is_read").notNull().default(false),
    createDate: epochMs("create_date").notNull(),
    jumpType: integer("jump_type").notNull(),
    jumpId: text("jump_id"),
    orderNumber: text("order_number"),
  },
  (t) => [
    // Newest-first paging per user.
    index("notifications_user_idx").on(t.userId, t.createDate, t.id),
    // The unread badge is counted on every notify and page load.
    index("notifications_unread_idx").on(t.userId).where(sql`${t.isRead} = false`),
  ],
);

/** Web Push subscriptions (one per browser endpoint); an endpoint belongs to whoever subscribed it last. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: reference("user_id", () => users.id, "cascade"),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** The browser's expirationTime, when it gave one. */
    expirationTime: epochMs("expiration_time"),
    createdAt: epochMs("created_at").notNull(),
    lastSuccessAt: epochMs("last_success_at"),
    /** Consecutive non-retryable failures (reset by a delivery). */
    failures: integer("failures").notNull().default(0),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);
