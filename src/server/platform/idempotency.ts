import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Context } from "hono";
import { Code } from "#shared/codes";
import type { Db } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema/index.ts";
import type { AppEnv } from "./context.ts";
import { envelope, httpStatusFor } from "./envelope.ts";
import { ApiError } from "./errors.ts";

export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

/**
 * Idempotency-Key: the first answer for (user, key) is stored; a replay with the same request gets
 * it back and changes nothing; the same key with another request is 10009. Concurrent first uses
 * of one key: one runs, the other waits for its answer.
 */
export async function withIdempotency(
  c: Context<AppEnv>,
  userId: number,
  body: unknown,
  run: () => Promise<Response>,
): Promise<Response> {
  const key = c.req.header("idempotency-key");
  if (!key) return run();
  if (key.length > 200)
    throw new ApiError(
      Code.VALIDATION,
      "Idempotency-Key is too long",
      { errors: [{ path: "Idempotency-Key", message: "at most 200 characters" }] },
      400,
    );
  const deps = c.get("deps");
  const db = deps.database.db;
  const requestHash = createHash("sha256")
    .update(`${c.req.method} ${new URL(c.req.url).pathname}\n${stableJson(body)}`)
    .digest("hex");

  // Claim the key with a pending row (http_status 0). Whoever inserts it runs the request; a
  // concurrent retry waits for that first answer instead of running twice.
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, httpStatus: 0, response: {}, createdAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    for (let i = 0; i < 100; i++) {
      const row = await find(db, userId, key);
      if (!row) break;
      if (row.requestHash !== requestHash || row.httpStatus !== 0) return answer(c, row, requestHash);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new ApiError(Code.CONFLICT, "A request with this Idempotency-Key is still in progress");
  }

  let res: Response;
  try {
    res = await run();
  } catch (err) {
    // A thrown ApiError is a business answer; anything else is a fault: free the key for a retry.
    if (err instanceof ApiError) {
      const status = err.httpStatus ?? httpStatusFor(err.code);
      if (status === 401) await release(db, userId, key);
      else {
        const response = envelope(c, err.code, err.message, err.data);
        await db
          .update(idempotencyKeys)
          .set({ httpStatus: status, response })
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      }
    } else await release(db, userId, key);
    throw err;
  }
  let stored: unknown;
  try {
    stored = await res.clone().json();
  } catch {
    await release(db, userId, key);
    return res;
  }
  // Token and server faults may succeed on the retry, so they are not kept.
  if (res.status >= 500 || res.status === 401) {
    await release(db, userId, key);
    return res;
  }
  await db
    .update(idempotencyKeys)
    .set({ httpStatus: res.status, response: stored as object })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return res;
}

async function release(db: Db, userId: number, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

async function find(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

function answer(
  c: Context<AppEnv>,
  row: { requestHash: string; httpStatus: number; response: unknown },
  requestHash: string,
) {
  if (row.requestHash !== requestHash) {
    return c.json(
      envelope(c, Code.CONFLICT, "This Idempotency-Key was already used for another request", {}),
      200,
    );
  }
  const stored = row.response as Record<string, unknown>;
  c.header("Idempotent-Replayed", "true");
  return c.json({ ...stored, server_time: c.get("deps").clock.now() }, row.httpStatus as 200);
}

export async function purgeIdempotencyKeys(db: Db, now: number): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, now - IDEMPOTENCY_TTL_MS));
}

function stableJson(v: unknown): string {
  if (v === null || typeof v !== "object") return JSON.stringify(v ?? null);
  if (Array.isArray(v)) return `[${v.map(stableJson).join(",")}]`;
  if (typeof File !== "undefined" && v instanceof File) return JSON.stringify({ file: v.name, size: v.size });
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`)
    .join(",")}}`;
}
