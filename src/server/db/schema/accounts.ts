import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { epochMs, reference } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email"),
    mobile: text("mobile"),
    userName: text("user_name"),
    nickName: text("nick_name"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    pic: text("pic"),
    introduction: text("introduction"),
    city: text("city"),
    cityLat: doublePrecision("city_lat"),
    cityLng: doublePrecision("city_lng"),
    taxId: text("tax_id"),
    passwordHash: text("password_hash"),
    emailVerified: boolean("email_verified").notNull().default(false),
    mobileVerified: boolean("mobile_verified").notNull().default(false),
    /** Confirmed legal name/address for payouts (90081 until true). */
    userDataConfirmed: boolean("user_data_confirmed").notNull().default(false),
    restricted: boolean("restricted").notNull().default(false),
    deactivatedAt: epochMs("deactivated_at"),
    /** Suspended by an operator's decision: every session revoked, signing in answers 9999. */
    suspendedAt: epochMs("suspended_at"),
    createdAt: epochMs("created_at").notNull(),
    /** The language the user chose (`en`, `zh`) for messages, e-mails and pushes; null: not chosen. */
    locale: text("locale"),
  },
  (t) => [
    uniqueIndex("users_email_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_mobile_idx").on(t.mobile),
    uniqueIndex("users_user_name_idx").on(sql`lower(${t.userName})`),
  ],
);

/** A sign-in: the family of rotating refresh tokens. Revoking it ends every token of the family. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey(),
    userId: reference("user_id", () => users.id),
    createdAt: epochMs("created_at").notNull(),
    /** Absolute end of the refresh family (REFRESH_TOKEN_SECONDS from sign-in). */
    expiresAt: epochMs("expires_at").notNull(),
    revokedAt: epochMs("revoked_at"),
    revokedReason: text("revoked_reason"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const refreshTokens = pgTable("refresh_tokens", {
  /** sha256 of the token; the token itself is never stored. */
  tokenHash: text("token_hash").primaryKey(),
  sessionId: uuid("session_id")
    .notNull()
    .references(() => sessions.id),
  createdAt: epochMs("created_at").notNull(),
  spentAt: epochMs("spent_at"),
});

export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    account: text("account").notNull(),
    scene: text("scene").notNull(),
    codeHash: text("code_hash").notNull(),
    /** The client address that asked for the code: a newer code from elsewhere leaves this one working here. */
    source: text("source"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: epochMs("expires_at").notNull(),
    consumedAt: epochMs("consumed_at"),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [index("verification_codes_account_idx").on(t.account, t.scene)],
);

export const stores = pgTable("stores", {
  id: serial("id").primaryKey(),
  storeName: text("store_name").notNull(),
  ownerId: reference("owner_id", () => users.id),
  introduction: text("introduction"),
  logo: text("logo"),
  createdAt: epochMs("created_at").notNull(),
});

export const storeMembers = pgTable(
  "store_members",
  {
    storeId: reference("store_id", () => stores.id),
    userId: reference("user_id", () => users.id),
    /** owner | admin | staff */
    role: text("role").notNull(),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.userId] }), index("store_members_user_idx").on(t.userId)],
);

/**
 * Someone asked to join a store's team, until they accept or decline (or the invitation lapses).
 * Kept apart from `store_members` so the team list shows only what the manager typed until then:
 * whether the address has an account is the invitee's to reveal, by accepting.
 */
export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: serial("id").primaryKey(),
    storeId: reference("store_id", () => stores.id),
    /** The email, username or phone exactly as the manager typed it (after the contract's trimming). */
    account: text("account").notNull(),
    /** admin | staff */
    role: text("role").notNull(),
    /** The account it named when sent, if one did; else whoever later proves that email or phone. */
    userId: integer("user_id").references(() => users.id),
    invitedBy: reference("invited_by", () => users.id),
    createdAt: epochMs("created_at").notNull(),
    expiresAt: epochMs("expires_at").notNull(),
  },
  (t) => [
    uniqueIndex("team_invitations_store_account_idx").on(t.storeId, sql`lower(${t.account})`),
    index("team_invitations_user_idx").on(t.userId),
    index("team_invitations_account_idx").on(sql`lower(${t.account})`),
  ],
);

/**
 * Seller-portal handoffs already exchanged, by their `jti`: a handoff works once. Rows are kept
 * until `expiresAt` (60 s after it was made), after which the handoff fails on its own anyway.
 */
export const portalHandoffs = pgTable(
  "portal_handoffs",
  {
    jti: uuid("jti").primaryKey(),
    userId: reference("user_id", () => users.id),
    usedAt: epochMs("used_at").notNull(),
    expiresAt: epochMs("expires_at").notNull(),
  },
  (t) => [index("portal_handoffs_expires_idx").on(t.expiresAt)],
);
