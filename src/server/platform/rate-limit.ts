import { sql } from "drizzle-orm";
import { Code } from "#shared/codes";
import { type DbOrTx, queryRows } from "../db/client.ts";
import type { Clock } from "./clock.ts";
import { ApiError } from "./errors.ts";

/**
 * Fixed-window counter in the database, so every server process shares it. Returns the count in
 * the current window after this hit.
 */
export async function hit(db: DbOrTx, clock: Clock, key: string, windowMs: number): Promise<number> {
  const now = clock.now();
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start + ${windowMs} <= ${now} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start + ${windowMs} <= ${now} THEN ${now} ELSE rate_limits.window_start END
    RETURNING count`,
  );
  return Number(rows[0]?.count ?? 1);
}

/** Current count without adding a hit. */
export async function peek(db: DbOrTx, clock: Clock, key: string, windowMs: number): Promise<number> {
  const [row] = await queryRows<{ count: number; window_start: number }>(
    db,
    sql`SELECT count, window_start FROM rate_limits WHERE key = ${key}`,
  );
  if (!row || Number(row.window_start) + windowMs <= clock.now()) return 0;
  return Number(row.count);
}

export async function resetLimit(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

/** Count a hit and throw 10029 once over `limit` in the window. */
export async function enforce(
  db: DbOrTx,
  clock: Clock,
  key: string,
  limit: number,
  windowMs: number,
  message = "Too many requests. Please wait a moment and try again.",
): Promise<void> {
  const count = await hit(db, clock, key, windowMs);
  if (count > limit) throw new ApiError(Code.RATE_LIMITED, message, {}, 429);
}
