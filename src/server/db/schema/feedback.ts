// Tables of the feedback module: after a completed order, each side rates the other once.
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { epochMs, reference } from "./columns.ts";
import { orders } from "./orders.ts";

/**
 * One rating of one party of an order by the other: 1–5 stars and an optional comment, editable
 * by its author for 7 days after it was left, and one answer from the rated person.
 */
export const feedback = pgTable(
  "feedback",
  {
    id: serial("id").primaryKey(),
    orderId: reference("order_id", () => orders.id),
    /** The author's side of the order: `buyer` rates the seller, `seller` rates the buyer. */
    authorRole: text("author_role").notNull(),
    authorId: reference("author_id", () => users.id),
    ratedId: reference("rated_id", () => users.id),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    reply: text("reply"),
    replyTime: epochMs("reply_time"),
    createTime: epochMs("create_time").notNull(),
    updateTime: epochMs("update_time").notNull(),
  },
  (t) => [
    // Once per side per order: the database refuses a second one even if two requests race.
    uniqueIndex("feedback_order_role_idx").on(t.orderId, t.authorRole),
    index("feedback_rated_idx").on(t.ratedId, t.createTime),
  ],
);
