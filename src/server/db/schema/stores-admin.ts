// Tables of the store tools: TV display devices, open-platform apps and their grants, store configurations.
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { stores, users } from "./accounts.ts";
import { epochMs, reference } from "./columns.ts";

/** A TV that shows a store's items; it opens `/tv-display?device=<pairingCode>` without signing in. */
export const tvDevices = pgTable(
  "tv_devices",
  {
    id: serial("id").primaryKey(),
    storeId: reference("store_id", () => stores.id, "cascade"),
    name: text("name").notNull(),
    /** grid | slideshow */
    layout: text("layout").notNull(),
    /** all (every active item of the store) | chosen (itemNumbers) */
    itemFilter: text("item_filter").notNull(),
    itemNumbers: jsonb("item_numbers").$type<string[]>().notNull().default([]),
    rotationSeconds: integer("rotation_seconds").notNull(),
    pairingCode: text("pairing_code").notNull(),
    createdAt: epochMs("created_at").notNull(),
    updatedAt: epochMs("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("tv_devices_pairing_code_idx").on(t.pairingCode),
    index("tv_devices_store_idx").on(t.storeId),
  ],
);

/** A third-party app registered by a store. The secret is kept only as an argon2 hash. */
export const platformApps = pgTable(
  "platform_apps",
  {
    id: serial("id").primaryKey(),
    storeId: reference("store_id", () => stores.id, "cascade"),
    name: text("name").notNull(),
    clientId: text("client_id").notNull(),
    clientSecretHash: text("client_secret_hash").notNull(),
    redirectUris: jsonb("redirect_uris").$type<string[]>().notNull(),
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    createdAt: epochMs("created_at").notNull(),
    updatedAt: epochMs("updated_at").notNull(),
    secretRotatedAt: epochMs("secret_rotated_at").notNull(),
  },
  (t) => [
    uniqueIndex("platform_apps_client_id_idx").on(t.clientId),
    index("platform_apps_store_idx").on(t.storeId),
  ],
);

/**
 * An authorization code a store admin gave an app on `/authorize`: single use, short-lived, kept
 * only as a SHA-256 hash (it is random, so a slow hash buys nothing).
 */
export const platformAuthCodes = pgTable(
  "platform_auth_codes",
  {
    id: serial("id").primaryKey(),
    appId: reference("app_id", () => platformApps.id, "cascade"),
    storeId: reference("store_id", () => stores.id, "cascade"),
    userId: reference("user_id", () => users.id, "cascade"),
    codeHash: text("code_hash").notNull(),
    redirectUri: text("redirect_uri").notNull(),
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    /** PKCE (S256): the app proves at the token step that it started this authorization. */
    codeChallenge: text("code_challenge"),
    expiresAt: epochMs("expires_at").notNull(),
    usedAt: epochMs("used_at"),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [uniqueIndex("platform_auth_codes_hash_idx").on(t.codeHash)],
);

/**
 * The tokens an app holds for a store: a short access token and a refresh token that rotates on
 * every use. Rows of one grant share `family`; a refresh token used twice revokes the family.
 */
export const platformTokens = pgTable(
  "platform_tokens",
  {
    id: serial("id").primaryKey(),
    appId: reference("app_id", () => platformApps.id, "cascade"),
    storeId: reference("store_id", () => stores.id, "cascade"),
    userId: reference("user_id", () => users.id, "cascade"),
    family: text("family").notNull(),
    accessHash: text("access_hash").notNull(),
    refreshHash: text("refresh_hash").notNull(),
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    accessExpiresAt: epochMs("access_expires_at").notNull(),
    refreshExpiresAt: epochMs("refresh_expires_at").notNull(),
    createdAt: epochMs("created_at").notNull(),
    revokedAt: epochMs("revoked_at"),
  },
  (t) => [
    uniqueIndex("platform_tokens_access_idx").on(t.accessHash),
    uniqueIndex("platform_tokens_refresh_idx").on(t.refreshHash),
    index("platform_tokens_family_idx").on(t.family),
  ],
);

/** One row of settings per store; absent means the defaults. */
export const storeConfigurations = pgTable("store_configurations", {
  storeId: integer("store_id")
    .primaryKey()
    .references(() => stores.id, { onDelete: "cascade" }),
  defaultSoftCloseSeconds: integer("default_soft_close_seconds").notNull(),
  pickupInstructions: text("pickup_instructions").notNull().default(""),
  acceptCash: boolean("accept_cash").notNull(),
  notifyNewOrder: boolean("notify_new_order").notNull(),
  notifyChatMessage: boolean("notify_chat_message").notNull(),
  notifyAuctionEnded: boolean("notify_auction_ended").notNull(),
  updatedAt: epochMs("updated_at").notNull(),
});
