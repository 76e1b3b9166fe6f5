import { SpanStatusCode, trace } from "@opentelemetry/api";
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { type Database, type DbOrTx, insertJsonRows, type Tx } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";
import type { Clock } from "./clock.ts";
import type { Logger } from "./logger.ts";

const tracer = trace.getTracer("bnomo.jobs");

export type JobHandler = (
  tx: Tx,
  payload: Record<string, unknown>,
  job: { id: number; attempts: number },
) => Promise<void>;

export type ScheduleInput = {
  kind: string;
  runAt: number;
  payload?: Record<string, unknown>;
  /** While a job with this key is pending, scheduling again moves it instead of adding one. */
  dedupeKey?: string;
};

/**
 * Work too long for one transaction (retention deletes in many small commits): it runs after the
 * job's row is claimed, outside any transaction, with the database to itself.
 */
export type StandaloneHandler = (job: { id: number; attempts: number }) => Promise<void>;

/** How long a claimed standalone job is left alone before another process may take it again. */
const STANDALONE_LEASE_MS = 3_600_000;

/**
 * The due-work runner. A job runs inside a transaction that first locks its row with
 * FOR UPDATE SKIP LOCKED, so with several processes each job runs once, and what its handler writes
 * commits together with "done". A failing job is retried later with backoff.
 */
export class JobRunner {
  private handlers = new Map<string, JobHandler>();
  private standalone = new Map<string, { run: StandaloneHandler; everyMs: number }>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private database: Database,
    private clock: Clock,
    private log: Logger,
    private pollMs: number,
  ) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /**
   * A job that repeats every `everyMs` (one pending row, dedupe key = kind) and runs outside a
   * transaction. `ensureRecurring` puts the first one in place; each run schedules the next.
   */
  registerRecurring(kind: string, everyMs: number, run: StandaloneHandler): void {
    this.standalone.set(kind, { run, everyMs });
  }

  /** The recurring job's pending row, added unless one is pending already (a restart keeps its time). */
  async ensureRecurring(db: DbOrTx, kind: string, firstAt: number): Promise<void> {
    await db
      .insert(jobs)
      .values(this.rowOf({ kind, runAt: firstAt, dedupeKey: kind }))
      .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`${jobs.doneAt} IS NULL` });
  }

  async schedule(db: DbOrTx, input: ScheduleInput): Promise<void> {
    const values = this.rowOf(input);
    if (!input.dedupeKey) {
      await db.insert(jobs).values(values);
      return;
    }
    await db
      .insert(jobs)
      .values(values)
      .onConflictDoUpdate({
        target: jobs.dedupeKey,
        targetWhere: sql`${jobs.doneAt} IS NULL`,
        set: { runAt: values.runAt, payload: values.payload },
      });
  }

  /** Many jobs without dedupe keys in one statement (a notice to many users queues one push each). */
  async scheduleMany(db: DbOrTx, inputs: Array<Omit<ScheduleInput, "dedupeKey">>): Promise<void> {
    await insertJsonRows(
      db,
      jobs,
      inputs.map((i) => this.rowOf(i)),
    );
  }

  private rowOf(input: ScheduleInput) {
    return {
      kind: input.kind,
      runAt: input.runAt,
      payload: input.payload ?? {},
      dedupeKey: input.dedupeKey ?? null,
      createdAt: this.clock.now(),
    };
  }

  /** Jobs due now and not done, and how late the oldest is (for GET /metrics). */
  async backlog(): Promise<{ waiting: number; lagSeconds: number }> {
    const now = this.clock.now();
    const [row] = await this.database.root
      .select({ waiting: sql<number>`count(*)::int`, oldest: sql<number | null>`min(${jobs.runAt})` })
      .from(jobs)
      .where(and(isNull(jobs.doneAt), lte(jobs.runAt, now)));
    const oldest = row?.oldest == null ? null : Number(row.oldest);
    return {
      waiting: Number(row?.waiting ?? 0),
      lagSeconds: oldest === null ? 0 : Math.max(0, now - oldest) / 1000,
    };
  }

  start(): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      void this.runDue()
        .catch((err) => this.log.error("jobs tick failed", { err: String(err) }))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.pollMs);
        });
    };
    this.timer = setTimeout(tick, this.pollMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Run every job due by the clock now; returns how many ran. Tests call this directly. */
  runDue(max = 100): Promise<number> {
    if (this.running) return this.running.then(() => this.runDue(max));
    this.running = this.drain(max).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(max: number): Promise<number> {
    let ran = 0;
    while (ran < max && !this.stopped) {
      const did = await this.runOne();
      if (did === "none") break;
      ran++;
    }
    return ran;
  }

  /** Jobs run in transactions of their own (`database.root`), whoever woke the runner. */
  private async runOne(): Promise<"none" | "ok" | "failed"> {
    const now = this.clock.now();
    let picked: { id: number; kind: string; attempts: number } | null = null;
    try {
      await this.database.root.transaction(async (tx) => {
        const [job] = await tx
          .select()
          .from(jobs)
          .where(and(isNull(jobs.doneAt), lte(jobs.runAt, now)))
          .orderBy(asc(jobs.runAt))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!job) return;
        picked = job;
        if (this.standalone.has(job.kind)) {
          // Claimed by moving it past a lease: committed now, so the work below holds no lock.
          await tx
            .update(jobs)
            .set({ runAt: now + STANDALONE_LEASE_MS })
            .where(eq(jobs.id, job.id));
          return;
        }
        const handler = this.handlers.get(job.kind);
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        const run = job;
        // One span a job (a no-op unless tracing is on, platform/tracing.ts): its queries nest in it.
        await tracer.startActiveSpan(`job ${run.kind}`, async (span) => {
          span.setAttributes({ "job.id": run.id, "job.kind": run.kind, "job.attempts": run.attempts });
          try {
            await handler(tx, run.payload as Record<string, unknown>, { id: run.id, attempts: run.attempts });
          } catch (err) {
            span.recordException(err as Error);
            span.setStatus({ code: SpanStatusCode.ERROR });
            throw err;
          } finally {
            span.end();
          }
        });
        await tx.update(jobs).set({ doneAt: this.clock.now() }).where(eq(jobs.id, job.id));
      });
      const job = picked as { id: number; kind: string; attempts: number } | null;
      const recurring = job && this.standalone.get(job.kind);
      if (job && recurring) {
        await recurring.run({ id: job.id, attempts: job.attempts });
        await this.database.root.transaction(async (tx) => {
          const done = this.clock.now();
          await tx.update(jobs).set({ doneAt: done }).where(eq(jobs.id, job.id));
          await this.schedule(tx, { kind: job.kind, runAt: done + recurring.everyMs, dedupeKey: job.kind });
        });
      }
    } catch (err) {
      const job = picked as { id: number; kind: string; attempts: number } | null;
      if (!job) throw err;
      const attempts = job.attempts + 1;
      // Exponential backoff capped at an hour; after 12 tries the job is parked as done with its error.
      const delay = Math.min(3_600_000, 1000 * 2 ** attempts);
      await this.database.root
        .update(jobs)
        .set({
          attempts,
          lastError: String(err).slice(0, 2000),
          runAt: now + delay,
          // A recurring job is never parked: it would not come back.
          doneAt: attempts >= 12 && !this.standalone.has(job.kind) ? now : null,
        })
        .where(eq(jobs.id, job.id));
      this.log.warn("job failed", { kind: job.kind, id: job.id, attempts, err: String(err) });
      return "failed";
    }
    return picked ? "ok" : "none";
  }
}
