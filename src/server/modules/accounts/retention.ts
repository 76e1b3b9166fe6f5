import { sql } from "drizzle-orm";
import type { Env } from "../../env.ts";
import { type BatchStats, type Pruner, pruneByCondition } from "../../platform/retention.ts";

const DAY_MS = 24 * 3_600_000;

/**
 * Sign-ins that ended (revoked, or past their absolute end) more than RETENTION_SESSIONS_DAYS ago:
 * their refresh tokens first (they reference the sign-in), then the sign-ins. Nothing can renew
 * them any more; the grace keeps them for a look after a reported theft.
 */
export function sessionsPruner(env: Pick<Env, "RETENTION_SESSIONS_DAYS">): Pruner {
  return {
    name: "sessions",
    async prune(db, now, n): Promise<BatchStats> {
      const cut = now - env.RETENTION_SESSIONS_DAYS * DAY_MS;
      const tokens = await pruneByCondition(
        db,
        "refresh_tokens",
        sql`session_id IN (SELECT id FROM sessions WHERE revoked_at < ${cut} OR expires_at < ${cut})`,
        n,
      );
      const ended = await pruneByCondition(
        db,
        "sessions",
        sql`revoked_at < ${cut} OR expires_at < ${cut}`,
        n,
      );
      return {
        deleted: tokens.deleted + ended.deleted,
        batches: tokens.batches + ended.batches,
        longestMs: Math.max(tokens.longestMs, ended.longestMs),
      };
    },
  };
}
