import { sql } from "drizzle-orm";
import { Code } from "#shared/codes";
import { type DbOrTx, queryRows } from "../db/client.ts";
import { say } from "../i18n/messages.ts";
import type { Clock } from "./clock.ts";
import { ApiError } from "./errors.ts";

/** Every counter's window is at most an hour (and a growing delay at most a minute past its last hit). */
const LONGEST_WINDOW_MS = 60 * 60_000;
const DEFAULT_MAX_ROWS = 100_000;
const maxRowsOf = new WeakMap<object, number>();
let hitsSincePrune = 0;

/** The most counters `db` keeps (RATE_LIMIT_MAX_ROWS); server.ts sets it at start. */
export function capRateLimits(db: object, maxRows: number): void {
  maxRowsOf.set(db, maxRows);
}

/**
 * Keeps the table bounded whatever the traffic: unauthenticated requests make a key for every
 * address and account they name, and a flood of made-up names must not grow it without end nor
 * wait for the daily retention. Counters past the longest window count nothing and go first; past
 * `maxRows`, the lowest counts go first, the least recently hit among them: a flood of made-up names
 * is a flood of ones, while the counter holding an attacked account's ceiling is high and recent.
 */
export async function pruneRateLimits(db: DbOrTx, clock: Clock, maxRows: number): Promise<number> {
  const now = clock.now();
  const stale = await queryRows<{ n: number | string }>(
    db,
    sql`WITH gone AS (
          DELETE FROM rate_limits WHERE key IN (
            SELECT key FROM rate_limits WHERE coalesce(last_at, window_start) < ${now - LONGEST_WINDOW_MS} LIMIT 5000
          ) RETURNING 1
        ) SELECT count(*) AS n FROM gone`,
  );
  const [row] = await queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM rate_limits`);
  const over = Number(row?.n ?? 0) - maxRows;
  if (over > 0)
    await db.execute(
      sql`DELETE FROM rate_limits WHERE key IN (
            SELECT key FROM rate_limits ORDER BY count, coalesce(last_at, window_start) LIMIT ${over}
          )`,
    );
  return Number(stale[0]?.n ?? 0) + Math.max(0, over);
}

/**
 * Fixed-window counter in the database, so every server process shares it. Returns the count in
 * the current window after this hit. Every so many hits (a tenth of the cap, at most 500) the table
 * is pruned back under its cap, so it holds at most the cap and the keys of one such stretch.
 */
export async function hit(db: DbOrTx, clock: Clock, key: string, windowMs: number): Promise<number> {
  const maxRows = maxRowsOf.get(db) ?? DEFAULT_MAX_ROWS;
  if (++hitsSincePrune >= Math.min(500, Math.ceil(maxRows / 10))) {
    hitsSincePrune = 0;
    await pruneRateLimits(db, clock, maxRows);
  }
  const now = clock.now();
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    INSERT INTO rate_limits (key, window_start, count, last_at) VALUES (${key}, ${now}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      last_at = ${now},
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

/** The count in the current window and when that window ends (count 0: no window running). */
export async function windowOf(
  db: DbOrTx,
  clock: Clock,
  key: string,
  windowMs: number,
): Promise<{ count: number; endsAt: number }> {
  const [row] = await queryRows<{ count: number; window_start: number }>(
    db,
    sql`SELECT count, window_start FROM rate_limits WHERE key = ${key}`,
  );
  const now = clock.now();
  if (!row || Number(row.window_start) + windowMs <= now) return { count: 0, endsAt: now };
  return { count: Number(row.count), endsAt: Number(row.window_start) + windowMs };
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

/**
 * Growing delays instead of a lock-out: the first `free` failures in the window cost nothing, then
 * each further attempt must wait 1 s, 2 s, 4 s … (at most `maxDelayMs`) after the latest failure.
 * Returns how long the caller must still wait (0: go ahead). An owner who mistyped is slowed, never
 * shut out; a guesser gets a handful of tries a minute.
 */
export async function failureDelay(
  db: DbOrTx,
  clock: Clock,
  key: string,
  windowMs: number,
  free: number,
  maxDelayMs: number,
): Promise<number> {
  const [row] = await queryRows<{ count: number; window_start: number; last_at: number | null }>(
    db,
    sql`SELECT count, window_start, last_at FROM rate_limits WHERE key = ${key}`,
  );
  const now = clock.now();
  if (!row || Number(row.window_start) + windowMs <= now) return 0;
  const over = Number(row.count) - free;
  if (over < 0) return 0;
  const delay = Math.min(maxDelayMs, 1000 * 2 ** over);
  return Math.max(0, Number(row.last_at ?? row.window_start) + delay - now);
}

/** 10029 with how long to wait, in `res_data.retryAfter` (seconds) and the `Retry-After` header. */
export function slowDown(waitMs: number, what: string): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiError(
    Code.RATE_LIMITED,
    say("{what} Please wait {seconds, plural, one {# second} other {# seconds}} and try again.", {
      what,
      seconds,
    }),
    { retryAfter: seconds },
    429,
    { "Retry-After": String(seconds) },
  );
}
