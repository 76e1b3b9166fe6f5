// Tables of the moderation module: reports grouped into cases, operators' decisions, appeals,
// blocks between members, strikes, seen addresses (signals) and the append-only audit log.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { epochMs, reference } from "./columns.ts";

/**
 * One queue entry per reported target while it is open: the `reportId` of the contract. Every
 * report of the same target joins it, so the queue counts them instead of listing each.
 */
export const moderationCases = pgTable(
  "moderation_cases",
  {
    id: serial("id").primaryKey(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    status: text("status").notNull().default("open"),
    reportCount: integer("report_count").notNull().default(0),
    createdAt: epochMs("created_at").notNull(),
    resolvedAt: epochMs("resolved_at"),
    decisionId: integer("decision_id"),
  },
  (t) => [
    uniqueIndex("moderation_cases_open_target_idx")
      .on(t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index("moderation_cases_status_idx").on(t.status, t.reportCount, t.createdAt),
  ],
);

/** A report of a case: by a member (one per member and case) or raised by the server (reporter null). */
export const moderationReports = pgTable(
  "moderation_reports",
  {
    id: serial("id").primaryKey(),
    caseId: reference("case_id", () => moderationCases.id),
    reporterId: integer("reporter_id").references(() => users.id),
    reason: text("reason").notNull(),
    details: text("details").notNull().default(""),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("moderation_reports_case_reporter_idx")
      .on(t.caseId, t.reporterId)
      .where(sql`${t.reporterId} IS NOT NULL`),
    uniqueIndex("moderation_reports_case_signal_idx")
      .on(t.caseId, t.reason)
      .where(sql`${t.reporterId} IS NULL`),
  ],
);

/** An operator's (or the strikes rule's) decision; `undo` holds what reversing it restores. */
export const moderationDecisions = pgTable(
  "moderation_decisions",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id").references(() => moderationCases.id),
    /** Null: decided by the server itself (three strikes). */
    operatorId: integer("operator_id").references(() => users.id),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    /** Who reads the statement of reasons and may appeal (null: nobody, e.g. a dismissal). */
    affectedUserId: integer("affected_user_id").references(() => users.id),
    reason: text("reason").notNull(),
    note: text("note").notNull(),
    status: text("status").notNull().default("in_force"),
    undo: jsonb("undo").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [index("moderation_decisions_affected_idx").on(t.affectedUserId)],
);

export const moderationAppeals = pgTable(
  "moderation_appeals",
  {
    id: serial("id").primaryKey(),
    decisionId: reference("decision_id", () => moderationDecisions.id),
    userId: reference("user_id", () => users.id),
    text: text("text").notNull(),
    status: text("status").notNull().default("open"),
    createdAt: epochMs("created_at").notNull(),
    resolvedAt: epochMs("resolved_at"),
  },
  (t) => [
    uniqueIndex("moderation_appeals_decision_idx").on(t.decisionId),
    index("moderation_appeals_status_idx").on(t.status, t.createdAt),
  ],
);

export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: reference("blocker_id", () => users.id),
    blockedId: reference("blocked_id", () => users.id),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("user_blocks_blocked_idx").on(t.blockedId),
  ],
);

/** A winner who let an order expire unpaid; three restrict the account. */
export const userStrikes = pgTable(
  "user_strikes",
  {
    id: serial("id").primaryKey(),
    userId: reference("user_id", () => users.id),
    orderNumber: text("order_number").notNull(),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [uniqueIndex("user_strikes_order_idx").on(t.orderNumber)],
);

/** Network addresses a member acted from (sign-in, bids): the shared-address signal compares them. */
export const userAddresses = pgTable(
  "user_addresses",
  {
    userId: reference("user_id", () => users.id),
    address: text("address").notNull(),
    lastSeenAt: epochMs("last_seen_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] }), index("user_addresses_address_idx").on(t.address)],
);

/**
 * Every operator action, append-only: the migration adds a trigger that refuses UPDATE and DELETE.
 */
export const moderationAudit = pgTable(
  "moderation_audit",
  {
    id: serial("id").primaryKey(),
    /** Null: the server itself (three strikes). */
    operatorId: integer("operator_id").references(() => users.id),
    operatorEmail: text("operator_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    note: text("note").notNull(),
    decisionId: integer("decision_id"),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [index("moderation_audit_created_idx").on(t.createdAt)],
);
