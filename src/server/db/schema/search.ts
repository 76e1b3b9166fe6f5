// Tables of the search module.
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { items } from "./catalog.ts";
import { epochMs, reference } from "./columns.ts";

/** A query and its filters a user saved, with alerts for new listings that match it. */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial("id").primaryKey(),
    userId: reference("user_id", () => users.id, "cascade"),
    /** GET /search/items' parameters (q and filters), without empty ones. */
    query: jsonb("query").$type<Record<string, string | number>>().notNull(),
    /** The query in a canonical form, so saving the same search twice keeps one row. */
    queryKey: text("query_key").notNull(),
    alerts: boolean("alerts").notNull().default(true),
    /** The last alert sent; at most one an hour. */
    lastAlertAt: epochMs("last_alert_at"),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("saved_searches_user_query_idx").on(t.userId, t.queryKey),
    // The publish-time matcher reads the searches with alerts on.
    index("saved_searches_alerts_idx").on(t.id).where(sql`${t.alerts} = true`),
  ],
);

/** Each alert sent (one saved search, one item): the key that keeps the same alert from going twice. */
export const savedSearchAlerts = pgTable(
  "saved_search_alerts",
  {
    savedSearchId: reference("saved_search_id", () => savedSearches.id, "cascade"),
    itemId: reference("item_id", () => items.id, "cascade"),
    createdAt: epochMs("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.itemId] })],
);
