import { sql } from "drizzle-orm";
import { Code } from "#shared/codes";
import { contractRoute } from "#shared/contract/routes";
import type { Api } from "./api.ts";
import type { AppDeps } from "./context.ts";
import { ApiError } from "./errors.ts";

/**
 * Liveness, readiness and the drain on SIGTERM. A process is live while it runs; it is ready while
 * its database (and its bucket, when pictures live in one) answers and it is not shutting down. A
 * load balancer polls /api/readyz and stops sending traffic on 503; an orchestrator restarts a
 * process only when /api/livez stops answering.
 */
export class Lifecycle {
  draining = false;
  private inFlight = 0;
  private idle: Array<() => void> = [];
  private closers: Array<() => unknown> = [];

  /** Something to undo when the server stops (a metrics source, say). */
  onClose(fn: () => unknown): void {
    this.closers.push(fn);
  }

  close(): void {
    for (const fn of this.closers.splice(0)) fn();
  }

  enter(): void {
    this.inFlight++;
  }

  leave(): void {
    if (--this.inFlight === 0) for (const done of this.idle.splice(0)) done();
  }

  get active(): number {
    return this.inFlight;
  }

  /** Resolves once no request is in flight (streams are not counted: they are closed separately). */
  whenIdle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }
}

const lifecycles = new WeakMap<AppDeps, Lifecycle>();

export function lifecycleOf(deps: AppDeps): Lifecycle {
  let l = lifecycles.get(deps);
  if (!l) {
    l = new Lifecycle();
    lifecycles.set(deps, l);
  }
  return l;
}

/** A readiness probe never waits long: a database that does not answer in time is down. */
const PROBE_TIMEOUT_MS = 2000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** What is not answering, or null when all is well. Each probe is a fresh round trip: nothing is cached, so recovery shows at once. */
export async function unavailable(deps: AppDeps): Promise<string | null> {
  try {
    await withTimeout(deps.database.root.execute(sql`select 1`), PROBE_TIMEOUT_MS);
  } catch (err) {
    return `database: ${(err as Error).message}`;
  }
  if (deps.storage.kind === "s3") {
    try {
      // A missing object is an answer; only an unreachable bucket throws.
      await withTimeout(deps.storage.stat("health/probe"), PROBE_TIMEOUT_MS);
    } catch (err) {
      return `storage: ${(err as Error).message}`;
    }
  }
  return null;
}

/** Paths the admission line and the drain's bookkeeping leave alone. */
export const PROBE_PATHS = new Set(["/api/health", "/api/livez", "/api/readyz"]);

export function registerHealth(api: Api): void {
  api.route({
    ...contractRoute("GET /livez"),
    tag: "platform",
    summary: "Liveness: 200 while the process runs",
    handler: async () => ({ ok: true }),
  });
  api.route({
    ...contractRoute("GET /readyz"),
    tag: "platform",
    summary: "Readiness: 200 while the database answers, 503 when it does not or once shutting down",
    handler: async ({ deps }) => {
      if (lifecycleOf(deps).draining)
        throw new ApiError(Code.SERVER_BUSY, "Shutting down", { reason: "draining" }, 503, {
          "Retry-After": "1",
        });
      const down = await unavailable(deps);
      if (down) {
        deps.log.warn("not ready", { reason: down });
        throw new ApiError(Code.SERVER_BUSY, "Not ready", { reason: down }, 503, { "Retry-After": "1" });
      }
      return { ok: true, database: deps.database.kind };
    },
  });
}
