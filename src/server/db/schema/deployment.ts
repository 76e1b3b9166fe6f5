import { customType, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { epochMs } from "./columns.ts";

/** Raw bytes: Buffer from node-postgres, Uint8Array from PGlite. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * The server's secrets, created once by whichever process starts first and read by all of them, so
 * no process keeps anything of its own on disk. `purpose` names what a key is for; `kid` tells the
 * keys of one purpose apart (token keys rotate: every key not retired still verifies).
 */
export const serverKeys = pgTable(
  "server_keys",
  {
    purpose: text("purpose").notNull(),
    kid: text("kid").notNull(),
    /** base64url of the secret bytes, or JSON for a key pair (VAPID). */
    material: text("material").notNull(),
    createdAt: epochMs("created_at").notNull(),
    retiredAt: epochMs("retired_at"),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.kid] })],
);

/** Stored pictures when STORAGE=postgres (the default with DATABASE_URL): one row per object key. */
export const blobs = pgTable("blobs", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  data: bytea("data").notNull(),
  createdAt: epochMs("created_at").notNull(),
});
