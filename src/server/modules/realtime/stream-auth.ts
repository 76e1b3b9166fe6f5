import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { Code } from "#shared/codes";
import { streamTickets } from "../../db/schema/index.ts";
import { requireSignedIn } from "../../platform/auth.ts";
import type { AppDeps, AuthInfo } from "../../platform/context.ts";
import { ApiError } from "../../platform/errors.ts";
import { enforce } from "../../platform/rate-limit.ts";

/**
 * EventSource cannot send headers, and a token in a stream's URL ends up in every proxy's access
 * log. So a signed-in client first asks for a ticket with its normal Authorization header
 * (`POST /rt/ticket`) and opens the stream with `?ticket=`. A ticket is random, lives 60 s, works
 * once (spent in the database, so in every process), and carries the user and the sign-in
 * session that asked for it: a session signed out meanwhile gets nothing. Streams act as the
 * person, never as a store, so no store identity travels with it.
 */
export const TICKET_SECONDS = 60;
/** A page asks once per (re)connection; this bounds a signed-in client filling the table. */
const TICKETS_PER_MINUTE = 60;

const hashOf = (ticket: string) => createHash("sha256").update(ticket).digest("base64url");

export async function issueTicket(
  deps: AppDeps,
  auth: AuthInfo,
): Promise<{ ticket: string; expiresAt: number }> {
  const { db } = deps.database;
  await enforce(db, deps.clock, `stream-ticket:${auth.sessionId}`, TICKETS_PER_MINUTE, 60_000);
  const now = deps.clock.now();
  // Expired tickets are worthless: each new one clears them, so the table holds about a minute's worth.
  await db.delete(streamTickets).where(lt(streamTickets.expiresAt, now));
  const ticket = randomBytes(32).toString("base64url");
  const expiresAt = now + TICKET_SECONDS * 1000;
  await db
    .insert(streamTickets)
    .values({ hash: hashOf(ticket), userId: auth.userId, sessionId: auth.sessionId, expiresAt });
  return { ticket, expiresAt };
}

/** Spends a ticket (whatever happens next, it never works again) and answers whose it was. */
export async function redeemTicket(deps: AppDeps, ticket: string): Promise<AuthInfo> {
  const { db } = deps.database;
  const [row] =
    ticket.length <= 100
      ? await db
          .delete(streamTickets)
          .where(eq(streamTickets.hash, hashOf(ticket)))
          .returning()
      : [];
  // Unknown, used or expired: one answer for all of them.
  if (!row || row.expiresAt <= deps.clock.now())
    throw new ApiError(Code.TOKEN_INVALID, "Request unauthorized: this stream ticket is not valid", {}, 401);
  await requireSignedIn(deps, { userId: row.userId, sessionId: row.sessionId });
  return { userId: row.userId, sessionId: row.sessionId, storeId: null };
}
