// Tables of the orders module: orders, card payments and refunds (the wallet's are in wallet.ts).
import { bigserial, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { items } from "./catalog.ts";
import { epochMs, reference } from "./columns.ts";

/**
 * One sale of one item. The item's title, number and cover are copied at creation so the order
 * reads the same after the listing changes. `status` moves only through `#shared/order-states`.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    orderNumber: text("order_number").notNull(),
    itemId: reference("item_id", () => items.id),
    itemNumber: text("item_number").notNull(),
    itemTitle: text("item_title").notNull(),
    itemCover: text("item_cover"),
    buyerId: reference("buyer_id", () => users.id),
    sellerId: reference("seller_id", () => users.id),
    /** The seller's store when the item was listed by a store; its team sees and handles the order. */
    storeId: integer("store_id"),
    amountCents: integer("amount_cents").notNull(),
    /** auction | buy_now | fixed */
    source: text("source").notNull(),
    status: text("status").notNull(),
    /** card | cash, once the buyer chose. */
    paymentMethod: text("payment_method"),
    paymentMethodId: text("payment_method_id"),
    pickupCode: text("pickup_code"),
    pickupCodeTime: epochMs("pickup_code_time"),
    refundedCents: integer("refunded_cents").notNull().default(0),
    refundRequestCents: integer("refund_request_cents"),
    refundReason: text("refund_reason"),
    refundRequestTime: epochMs("refund_request_time"),
    reportReason: text("report_reason"),
    /** buyer | seller */
    reportedBy: text("reported_by"),
    payDeadlineTime: epochMs("pay_deadline_time").notNull(),
    paidTime: epochMs("paid_time"),
    completeTime: epochMs("complete_time"),
    cancelTime: epochMs("cancel_time"),
    createTime: epochMs("create_time").notNull(),
    updateTime: epochMs("update_time").notNull(),
  },
  (t) => [
    uniqueIndex("orders_order_number_idx").on(t.orderNumber),
    index("orders_buyer_idx").on(t.buyerId, t.id),
    index("orders_seller_idx").on(t.sellerId, t.id),
    index("orders_store_idx").on(t.storeId, t.id),
    index("orders_item_idx").on(t.itemId),
  ],
);

/** Every transition of every order: who did what, from which state to which. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: reference("order_id", () => orders.id),
    action: text("action").notNull(),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    /** buyer | seller | system */
    party: text("party").notNull(),
    actorId: integer("actor_id"),
    note: text("note"),
    createTime: epochMs("create_time").notNull(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

/** A buyer's saved card. Only the provider's reference, brand, last 4 digits and expiry are kept. */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: text("id").primaryKey(),
    userId: reference("user_id", () => users.id),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    createTime: epochMs("create_time").notNull(),
    deleteTime: epochMs("delete_time"),
  },
  (t) => [index("payment_methods_user_idx").on(t.userId)],
);

/**
 * One attempt to charge an order's card. `idempotencyKey` is sent to the provider: the same attempt
 * retried after a crash reaches the same charge, never a second one.
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    orderId: reference("order_id", () => orders.id),
    userId: integer("user_id").notNull(),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref"),
    paymentMethodId: text("payment_method_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** processing | requires_action | succeeded | declined | canceled */
    status: text("status").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    actionUrl: text("action_url"),
    message: text("message"),
    createTime: epochMs("create_time").notNull(),
    updateTime: epochMs("update_time").notNull(),
  },
  (t) => [
    uniqueIndex("payments_idempotency_idx").on(t.idempotencyKey),
    index("payments_order_idx").on(t.orderId),
    index("payments_provider_ref_idx").on(t.providerRef),
  ],
);

export const refunds = pgTable(
  "refunds",
  {
    id: text("id").primaryKey(),
    orderId: reference("order_id", () => orders.id),
    paymentId: text("payment_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref"),
    status: text("status").notNull(),
    createTime: epochMs("create_time").notNull(),
  },
  (t) => [index("refunds_order_idx").on(t.orderId)],
);
