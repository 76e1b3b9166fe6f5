import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client.ts";
import type { AppDeps } from "./context.ts";
import { IDEMPOTENCY_TTL_MS } from "./idempotency.ts";

/**
 * What grows forever unless pruned: the event log behind live streams, finished jobs, stored
 * Idempotency-Key answers, rate-limit counters (and, through the accounts module, ended sign-ins).
 * A daily recurring job deletes what is past its window, in small batches each committed on its
 * own, so a hot table (events takes every bid's event) never waits on a long lock.
 */
export const RETENTION_JOB = "platform.retention";
const DAY_MS = 24 * 3_600_000;
const HOUR_MS = 3_600_000;

export type BatchStats = { deleted: number; batches: number; longestMs: number };

/** One table's pruner: `cutoffs` are computed once per run from the clock and the settings. */
export type Pruner = {
  name: string;
  prune(db: Db, now: number, batchSize: number): Promise<BatchStats>;
};

/**
 * Runs `batch` until it says it is done; each call is one autocommit statement (the batch size
 * bounds how long its row locks live). `batch` answers how many rows it deleted and whether more may be left.
 */
export async function deleteInBatches(
  batch: () => Promise<{ deleted: number; more: boolean }>,
): Promise<BatchStats> {
  const stats: BatchStats = { deleted: 0, batches: 0, longestMs: 0 };
  for (;;) {
    const t0 = performance.now();
    const { deleted, more } = await batch();
    stats.longestMs = Math.max(stats.longestMs, performance.now() - t0);
    stats.batches++;
    stats.deleted += deleted;
    if (!more) return stats;
    // Let requests waiting on the single embedded connection (or the pool) go first.
    await new Promise((r) => setImmediate(r));
  }
}

/**
 * `DELETE … WHERE ctid IN (SELECT ctid … LIMIT n)`: a table without an order to walk, pruned by a
 * condition (`where` is the condition on the table `table`).
 */
export function pruneByCondition(db: Db, table: string, where: SQL, batchSize: number): Promise<BatchStats> {
  return deleteInBatches(async () => {
    const rows = await queryRows<{ n: number | string }>(
      db,
      sql`WITH gone AS (
            DELETE FROM ${sql.identifier(table)} WHERE ctid IN (
              SELECT ctid FROM ${sql.identifier(table)} WHERE ${where} LIMIT ${batchSize}
            ) RETURNING 1
          ) SELECT count(*) AS n FROM gone`,
    );
    const deleted = Number(rows[0]?.n ?? 0);
    return { deleted, more: deleted === batchSize };
  });
}

/**
 * The event log in id order (ids grow with time): each batch looks at the next `n` ids by the
 * primary key, deletes those older than `cut`, and the walk stops at the first recent one, so a
 * batch costs `n` index entries whatever the table's size, and there is no index on the time.
 */
async function pruneEvents(db: Db, cut: number, batchSize: number): Promise<BatchStats> {
  let cursor = 0;
  return deleteInBatches(async () => {
    const [row] = await queryRows<{
      seen: number | string;
      last: number | string | null;
      recent: number | string;
      deleted: number | string;
    }>(
      db,
      sql`WITH batch AS (
            SELECT id, created_at FROM events WHERE id > ${cursor} ORDER BY id LIMIT ${batchSize}
          ), gone AS (
            DELETE FROM events e USING batch b WHERE e.id = b.id AND b.created_at < ${cut} RETURNING 1
          )
          SELECT (SELECT count(*) FROM batch) AS seen, (SELECT max(id) FROM batch) AS last,
                 (SELECT count(*) FROM batch WHERE created_at >= ${cut}) AS recent,
                 (SELECT count(*) FROM gone) AS deleted`,
    );
    cursor = Number(row?.last ?? cursor);
    return {
      deleted: Number(row?.deleted ?? 0),
      more: Number(row?.seen ?? 0) === batchSize && Number(row?.recent ?? 0) === 0,
    };
  });
}

/** Finished jobs, walked in id order (done_at has no index: only pending jobs are indexed). */
async function pruneJobs(db: Db, cut: number, batchSize: number): Promise<BatchStats> {
  let cursor = 0;
  return deleteInBatches(async () => {
    const [row] = await queryRows<{
      seen: number | string;
      last: number | string | null;
      deleted: number | string;
    }>(
      db,
      sql`WITH batch AS (
            SELECT id, done_at FROM jobs WHERE id > ${cursor} ORDER BY id LIMIT ${batchSize}
          ), gone AS (
            DELETE FROM jobs j USING batch b
            WHERE j.id = b.id AND b.done_at IS NOT NULL AND b.done_at < ${cut} RETURNING 1
          )
          SELECT (SELECT count(*) FROM batch) AS seen, (SELECT max(id) FROM batch) AS last,
                 (SELECT count(*) FROM gone) AS deleted`,
    );
    cursor = Number(row?.last ?? cursor);
    return { deleted: Number(row?.deleted ?? 0), more: Number(row?.seen ?? 0) === batchSize };
  });
}

/** The platform's own tables; modules add theirs (`extra`). */
export function platformPruners(deps: Pick<AppDeps, "env">): Pruner[] {
  const { env } = deps;
  return [
    {
      name: "events",
      prune: (db, now, n) => pruneEvents(db, now - env.RETENTION_EVENTS_HOURS * HOUR_MS, n),
    },
    {
      name: "jobs",
      prune: (db, now, n) => pruneJobs(db, now - env.RETENTION_JOBS_DAYS * DAY_MS, n),
    },
    {
      name: "idempotency_keys",
      // Never under the replay promise (rules: 24 h at least), whatever the setting says.
      prune: (db, now, n) =>
        pruneByCondition(
          db,
          "idempotency_keys",
          sql`created_at < ${now - Math.max(IDEMPOTENCY_TTL_MS, env.RETENTION_IDEMPOTENCY_HOURS * HOUR_MS)}`,
          n,
        ),
    },
    {
      name: "rate_limits",
      // A counter past every window (the longest is an hour) and its growing delay counts nothing.
      prune: (db, now, n) => {
        const cut = now - env.RETENTION_RATE_LIMIT_HOURS * HOUR_MS;
        return pruneByCondition(
          db,
          "rate_limits",
          sql`window_start < ${cut} AND coalesce(last_at, window_start) < ${cut}`,
          n,
        );
      },
    },
  ];
}

/** One pass over every pruner; what each removed and its longest batch. */
export async function runRetention(
  deps: Pick<AppDeps, "env" | "database" | "clock" | "log">,
  pruners: Pruner[],
): Promise<Record<string, BatchStats>> {
  const now = deps.clock.now();
  const report: Record<string, BatchStats> = {};
  for (const p of pruners) report[p.name] = await p.prune(deps.database.root, now, deps.env.RETENTION_BATCH);
  deps.log.info("retention done", report);
  return report;
}

/** The daily job; its first run is a day after the deployment's first start. */
export async function registerRetention(
  deps: Pick<AppDeps, "env" | "database" | "clock" | "log" | "jobs">,
  extra: Pruner[],
): Promise<void> {
  const pruners = [...platformPruners(deps), ...extra];
  deps.jobs.registerRecurring(RETENTION_JOB, DAY_MS, async () => {
    await runRetention(deps, pruners);
  });
  await deps.jobs.ensureRecurring(deps.database.root, RETENTION_JOB, deps.clock.now() + DAY_MS);
}
