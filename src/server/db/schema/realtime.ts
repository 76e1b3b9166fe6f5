import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { epochMs, reference } from "./columns.ts";

/**
 * Stream tickets: what `GET /rt/me/events?ticket=` carries instead of an access token, so no
 * token lands in a proxy's access log. Kept by the SHA-256 of the ticket, spent by deleting the
 * row (one use, in every process), bound to the user and the sign-in session that asked for it.
 */
export const streamTickets = pgTable(
  "stream_tickets",
  {
    hash: text("hash").primaryKey(),
    userId: reference("user_id", () => users.id),
    sessionId: uuid("session_id").notNull(),
    expiresAt: epochMs("expires_at").notNull(),
  },
  (t) => [index("stream_tickets_expires_idx").on(t.expiresAt)],
);
