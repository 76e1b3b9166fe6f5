import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { epochMs } from "./columns.ts";

/** Answers kept for Idempotency-Key replays (24 h at least). */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    httpStatus: integer("http_status").notNull(),
    response: jsonb("response").notNull(),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

/** Fixed-window counters for rate limits, shared by every server process. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: epochMs("window_start").notNull(),
  count: integer("count").notNull(),
  /** The latest hit: growing delays (failed sign-ins) count from it. */
  lastAt: epochMs("last_at"),
});

/** Due work: picked with FOR UPDATE SKIP LOCKED so several processes never run one job twice. */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    /** Same dedupeKey while pending = one job (e.g. one close per auction). */
    dedupeKey: text("dedupe_key"),
    payload: jsonb("payload").notNull().default({}),
    runAt: epochMs("run_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    doneAt: epochMs("done_at"),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [
    index("jobs_due_idx").on(t.runAt).where(sql`${t.doneAt} IS NULL`),
    uniqueIndex("jobs_dedupe_idx").on(t.dedupeKey).where(sql`${t.doneAt} IS NULL`),
  ],
);

/** The event log behind SSE: lets a reconnecting client resume from Last-Event-ID. */
export const events = pgTable(
  "events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel").notNull(),
    type: text("type").notNull(),
    data: jsonb("data").notNull(),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [index("events_channel_idx").on(t.channel, t.id)],
);

/**
 * Uploaded images. Stored as WebP variants `<id>/<size>.webp` in storage (platform/storage.ts);
 * platform/files.ts records and answers them.
 */
export const files = pgTable("files", {
  id: text("id").primaryKey(),
  ownerId: integer("owner_id").references(() => users.id),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  createdAt: epochMs("created_at").notNull(),
});
