import { createHash } from "node:crypto";
import { and, eq, lt, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { Code } from "#shared/codes";
import type { Locale } from "#shared/locale";
import { type Db, type DbOrTx, withAmbientTransaction } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema/index.ts";
import { settleLocale } from "../i18n/request-locale.ts";
import type { AppEnv } from "./context.ts";
import { type Envelope, envelope, httpStatusFor, localizeEnvelope, rawEnvelope } from "./envelope.ts";
import { ApiError } from "./errors.ts";
import { outboxReplays } from "./metrics.ts";
import { currentScope, inScope } from "./request-scope.ts";

export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

/** One use of an Idempotency-Key: who, which key, and a hash of the request it was first sent with. */
export type IdempotencyClaim = { userId: number; key: string; requestHash: string };

type KeyRow = { requestHash: string; httpStatus: number; response: unknown };

/**
 * How a route keeps its keys.
 * - `transaction`: the key is claimed, the handler runs and its answer is stored in ONE database
 *   transaction (the handler's queries join it, see `withAmbientTransaction`). A crash at any point
 *   leaves either all three committed or none: a retry then replays the answer or runs afresh.
 * - `batched`: the handler's change is applied by work shared with other requests (the auction
 *   batches). The handler reads the claim with `currentIdempotencyClaim()` and claims, applies and
 *   stores the answer itself, in the transaction that applies the change (`claimKeys`,
 *   `storeAnswers`); a key already answered comes back as a thrown `StoredAnswer`.
 */
export type IdempotencyMode = "transaction" | "batched";

/** The key the current request carries, for handlers of `batched` routes. */
export function currentIdempotencyClaim(): IdempotencyClaim | null {
  return (currentScope()?.claim as IdempotencyClaim | undefined) ?? null;
}

/** Thrown by a `batched` handler that found its key already answered: that answer is sent again. */
export class StoredAnswer extends Error {
  constructor(readonly row: KeyRow) {
    super("stored idempotent answer");
  }
}

/** Thrown inside the transaction to roll it back (a fault, a token problem) and answer `response`. */
class RolledBack extends Error {
  constructor(readonly response: Response | unknown) {
    super("rolled back");
  }
}

/**
 * Idempotency-Key: the first answer for (user, key) is stored; a replay with the same request gets
 * it back and changes nothing; the same key with another request is 10009. Concurrent first uses
 * of one key: the second waits on the first's uncommitted key row (PostgreSQL) or on the single
 * connection (PGlite), then replays its answer.
 */
export async function withIdempotency(
  c: Context<AppEnv>,
  userId: number,
  body: unknown,
  run: () => Promise<Response>,
  mode: IdempotencyMode = "transaction",
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
  const requestHash = createHash("sha256")
    .update(`${c.req.method} ${new URL(c.req.url).pathname}\n${stableJson(body)}`)
    .digest("hex");
  const claim: IdempotencyClaim = { userId, key, requestHash };

  if (mode === "batched") {
    // No look-up first: the batch claims the key under the item's lock, and a key already answered
    // comes back from there as a StoredAnswer (a round trip fewer on every first use).
    try {
      return await inScope({ reqId: currentScope()?.reqId ?? "", claim }, run);
    } catch (err) {
      if (err instanceof StoredAnswer) {
        outboxReplays.inc();
        return answer(c, err.row, requestHash, await settleLocale(c));
      }
      throw err;
    }
  }

  let outcome: { res: Response } | { err: ApiError };
  try {
    outcome = await withAmbientTransaction(deps.database, async (tx) => {
      const claimed = await claimKeys(tx, [claim], deps.clock.now());
      if (claimed.size === 0) {
        const row = await find(tx, userId, key);
        if (!row) throw new RolledBack(new ApiError(Code.CONFLICT, "Please retry this request"));
        outboxReplays.inc();
        // Inside the transaction: the header's language (reading the user's would wait on it).
        return { res: answer(c, row, requestHash, c.get("locale")) };
      }
      let res: Response;
      try {
        res = await run();
      } catch (err) {
        // A thrown ApiError is a business answer, kept with the key; anything else is a fault, and
        // the rollback frees the key and undoes whatever the handler did.
        if (!(err instanceof ApiError)) throw err;
        const status = err.httpStatus ?? httpStatusFor(err.code);
        if (status === 401) throw new RolledBack(err);
        await storeAnswers(tx, [
          { claim, httpStatus: status, response: rawEnvelope(c, err.code, err.message, err.data) },
        ]);
        return { err };
      }
      // Token and server faults may succeed on the retry, so they are not kept.
      if (res.status >= 500 || res.status === 401) throw new RolledBack(res);
      let stored: unknown;
      try {
        stored = await res.clone().json();
      } catch {
        // Not an envelope (a file, a stream): nothing to replay, so the key is not kept.
        await tx
          .delete(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
        return { res };
      }
      await storeAnswers(tx, [{ claim, httpStatus: res.status, response: stored as Envelope }]);
      return { res };
    });
  } catch (err) {
    if (!(err instanceof RolledBack)) throw err;
    if (err.response instanceof Response) return err.response;
    throw err.response;
  }
  if ("err" in outcome) throw outcome.err;
  return outcome.res;
}

/**
 * Claim keys inside the caller's transaction: the rows stay uncommitted (so invisible, and a
 * concurrent claim of the same key waits) until the caller stores their answers and commits.
 * Returns the keys claimed; the others already have a committed answer. A pending row (status 0)
 * left by an older version of this server is taken over.
 */
export async function claimKeys(tx: DbOrTx, list: IdempotencyClaim[], now: number): Promise<Set<string>> {
  if (!list.length) return new Set();
  const rows = await tx
    .insert(idempotencyKeys)
    .values(list.map((cl) => ({ ...cl, httpStatus: 0, response: {}, createdAt: now })))
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { requestHash: sql`excluded.request_hash`, createdAt: now },
      setWhere: eq(idempotencyKeys.httpStatus, 0),
    })
    .returning({ userId: idempotencyKeys.userId, key: idempotencyKeys.key });
  return new Set(rows.map((r) => `${r.userId}:${r.key}`));
}

/**
 * `claimKeys` as a statement to run inside a caller's WITH, after `after` (a condition on an earlier
 * part of that WITH, such as a row lock, which PostgreSQL then evaluates first). Returns `user_id`
 * and `key` of the keys claimed; `claimedIds` reads them back.
 */
export function claimKeysStatement(list: IdempotencyClaim[], now: number, after: SQL): SQL {
  const json = JSON.stringify(
    list.map((cl) => ({ user_id: cl.userId, key: cl.key, request_hash: cl.requestHash })),
  );
  return sql`INSERT INTO ${idempotencyKeys} AS k (user_id, key, request_hash, http_status, response, created_at)
    SELECT x.user_id, x.key, x.request_hash, 0, '{}'::jsonb, ${now}::bigint
    FROM json_to_recordset(${json}::json) AS x(user_id integer, key text, request_hash text)
    WHERE ${after}
    ON CONFLICT (user_id, key) DO UPDATE SET request_hash = excluded.request_hash, created_at = excluded.created_at
    WHERE k.http_status = 0
    RETURNING k.user_id, k.key`;
}

/** The ids (`claimId`) of the keys a `claimKeysStatement` claimed, from its rows as `[user_id, key]` pairs. */
export function claimedIds(pairs: Array<[number, string]> | null | undefined): Set<string> {
  return new Set((pairs ?? []).map(([userId, key]) => `${userId}:${key}`));
}

export const claimId = (cl: IdempotencyClaim) => `${cl.userId}:${cl.key}`;

/** Store the answers of claimed keys, in one statement however many. */
export async function storeAnswers(
  tx: DbOrTx,
  list: Array<{ claim: IdempotencyClaim; httpStatus: number; response: Envelope }>,
): Promise<void> {
  const statement = storeAnswersStatement(list);
  if (statement) await tx.execute(statement);
}

/** `storeAnswers` as one statement (to run alone or inside a WITH); null when there is none to store. */
export function storeAnswersStatement(
  list: Array<{ claim: IdempotencyClaim; httpStatus: number; response: Envelope }>,
): SQL | null {
  if (!list.length) return null;
  const json = JSON.stringify(
    list.map((a) => ({
      user_id: a.claim.userId,
      key: a.claim.key,
      http_status: a.httpStatus,
      response: a.response,
    })),
  );
  return sql`UPDATE ${idempotencyKeys} AS k
    SET http_status = x.http_status, response = x.response
    FROM json_to_recordset(${json}::json) AS x(user_id integer, key text, http_status integer, response jsonb)
    WHERE k.user_id = x.user_id AND k.key = x.key`;
}

/** Answers already stored for these keys (committed, status set). */
export async function storedAnswers(tx: DbOrTx, list: IdempotencyClaim[]): Promise<Map<string, KeyRow>> {
  const out = new Map<string, KeyRow>();
  for (const cl of list) {
    const row = await find(tx, cl.userId, cl.key);
    if (row && row.httpStatus !== 0) out.set(claimId(cl), row);
  }
  return out;
}

async function find(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** A replay speaks the replaying request's language: answers are stored in English. */
function answer(c: Context<AppEnv>, row: KeyRow, requestHash: string, locale: Locale) {
  if (row.requestHash !== requestHash) {
    return c.json(
      envelope(c, Code.CONFLICT, "This Idempotency-Key was already used for another request", {}),
      200,
    );
  }
  const stored = localizeEnvelope(row.response as Envelope, locale);
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
