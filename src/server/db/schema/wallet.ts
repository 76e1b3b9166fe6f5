// Tables of the wallet module: bank accounts, accounts at the payment provider, payouts and the
// double-entry ledger.
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { epochMs, reference } from "./columns.ts";

/** Where payouts go. Only what can be shown is kept: holder, last 4 digits, masked routing number. */
export const bankAccounts = pgTable("bank_accounts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  holderName: text("holder_name").notNull(),
  last4: text("last4").notNull(),
  routingMasked: text("routing_masked").notNull(),
  updateTime: epochMs("update_time").notNull(),
});

/**
 * A user's accounts at the provider: `connected` (payouts) and `customer` (saved cards; the orders
 * module asks for those through the wallet's face).
 */
export const paymentAccounts = pgTable(
  "payment_accounts",
  {
    userId: reference("user_id", () => users.id),
    provider: text("provider").notNull(),
    kind: text("kind").notNull(),
    providerRef: text("provider_ref").notNull(),
    /** connected accounts: onboarding finished and payouts enabled. */
    ready: boolean("ready").notNull().default(false),
    updateTime: epochMs("update_time").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider, t.kind] }),
    index("payment_accounts_ref_idx").on(t.providerRef),
  ],
);

export const payouts = pgTable(
  "payouts",
  {
    id: text("id").primaryKey(),
    userId: reference("user_id", () => users.id),
    /** Withdrawn from this store's purse (by its owner); null: from the user's own. */
    storeId: integer("store_id"),
    amountCents: integer("amount_cents").notNull(),
    /** pending | paid | failed */
    status: text("status").notNull(),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref"),
    failureMessage: text("failure_message"),
    arrivalTime: epochMs("arrival_time"),
    createTime: epochMs("create_time").notNull(),
    updateTime: epochMs("update_time").notNull(),
  },
  (t) => [index("payouts_user_idx").on(t.userId, t.createTime), index("payouts_ref_idx").on(t.providerRef)],
);

/**
 * Double-entry ledger. A transaction is a balanced set of entries (they sum to zero); balances are
 * sums of entries and are never stored. Signs: debit positive, credit negative.
 * `displayCents` is the figure the seller's transaction list shows (not used for balances).
 */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** payment | release | refund | cash_sale | fee_settlement | payout | payout_reversal */
    kind: text("kind").notNull(),
    userId: integer("user_id"),
    /** A store's money (its orders, its withdrawals) rather than the user's own; null: personal. */
    storeId: integer("store_id"),
    orderId: integer("order_id"),
    orderNumber: text("order_number"),
    payoutId: text("payout_id"),
    displayCents: integer("display_cents").notNull(),
    createTime: epochMs("create_time").notNull(),
  },
  (t) => [
    index("ledger_transactions_user_idx").on(t.userId, t.createTime),
    index("ledger_transactions_store_idx").on(t.storeId, t.createTime),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    txId: bigint("tx_id", { mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id),
    /** processor | fee_revenue | seller_pending | seller_available | seller_fee_due */
    account: text("account").notNull(),
    /** The seller for seller_* accounts; null for platform accounts. */
    userId: integer("user_id"),
    /** seller_* accounts of a store: the store's purse, whichever member sold; null: the user's own. */
    storeId: integer("store_id"),
    amountCents: integer("amount_cents").notNull(),
  },
  (t) => [
    index("ledger_entries_tx_idx").on(t.txId),
    index("ledger_entries_account_idx").on(t.account, t.userId),
    index("ledger_entries_store_idx").on(t.account, t.storeId),
  ],
);

/**
 * Card disputes (chargebacks) the processor reports on a paid order. While open, the seller's share
 * is held (not withdrawable); won releases it, lost debits the seller in the ledger (`dispute_lost`).
 */
export const cardDisputes = pgTable(
  "card_disputes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The processor's dispute id (sandbox: `dp_sbx_…`). */
    providerRef: text("provider_ref").notNull(),
    orderId: integer("order_id").notNull(),
    orderNumber: text("order_number").notNull(),
    sellerId: integer("seller_id").notNull(),
    /** The order's store: its purse holds the money, not the seller's own. */
    storeId: integer("store_id"),
    buyerId: integer("buyer_id").notNull(),
    /** What the card holder disputes, and the seller's share of it (held while open). */
    amountCents: integer("amount_cents").notNull(),
    netCents: integer("net_cents").notNull(),
    status: text("status").notNull().default("open"),
    reason: text("reason"),
    createTime: epochMs("create_time").notNull(),
    closeTime: epochMs("close_time"),
  },
  (t) => [
    uniqueIndex("card_disputes_provider_ref_idx").on(t.providerRef),
    index("card_disputes_seller_idx").on(t.sellerId, t.status),
  ],
);
