import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { seedDemo } from "./db/seed/index.ts";
import type { Env } from "./env.ts";
import { isStoreMember, sessionsByIds } from "./modules/accounts/accounts.repo.ts";
import { savedLocaleOf } from "./modules/accounts/index.ts";
import { countUnreadTotals } from "./modules/chat/chat.repo.ts";
import { EventBus } from "./platform/bus.ts";
import { type Clock, systemClock } from "./platform/clock.ts";
import type { AppDeps } from "./platform/context.ts";
import { lifecycleOf } from "./platform/health.ts";
import { JobRunner } from "./platform/jobs.ts";
import { followKeyChanges, loadServerKeys } from "./platform/keys.ts";
import { closeStreams } from "./platform/live-stream.ts";
import { createLogger } from "./platform/logger.ts";
import { createMailer } from "./platform/mail.ts";
import { createPaymentProvider } from "./platform/payments/index.ts";
import { createWebPushService, defaultSubject } from "./platform/push.ts";
import { createSmsSender } from "./platform/sms.ts";
import { createStorage } from "./platform/storage.ts";

export type RunningServer = {
  url: string;
  port: number;
  deps: AppDeps;
  /** Stop accepting, finish what is in flight, stop jobs, close the database. */
  close(): Promise<void>;
  /**
   * The shutdown on SIGTERM: readiness answers 503 at once, live streams are ended with a retry
   * hint, jobs take no more work; after SHUTDOWN_DELAY_MS (the load balancer's probe period) the
   * server stops accepting and closes once requests in flight are answered.
   */
  drain(): Promise<void>;
};

export type StartOptions = {
  clock?: Clock;
  /** Keep the database in memory (unit and integration tests). */
  inMemory?: boolean;
  /** With `inMemory`: start from this migrated data folder's dump instead of an empty one. */
  pgliteTemplate?: Blob;
  /** Do not start the background job poller (tests run jobs by hand). */
  manualJobs?: boolean;
};

/** Boot everything main.ts and the tests need: database, migrations, bus, jobs, seed, HTTP. */
export async function startServer(env: Env, opts: StartOptions = {}): Promise<RunningServer> {
  const log = createLogger(env.LOG_LEVEL);
  const clock = opts.clock ?? systemClock;
  const t0 = performance.now();
  const database: Database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase(
        opts.inMemory
          ? { kind: "pglite", dataDir: null, template: opts.pgliteTemplate }
          : { kind: "pglite", dataDir: path.join(env.DATA_DIR, "db") },
      );
  const bus = new EventBus(database, clock, log);
  await bus.start();
  const jobs = new JobRunner(database, clock, log, env.JOBS_POLL_MS);
  // An in-memory test database starts empty: old key files in its DATA_DIR are not its own.
  const keys = await loadServerKeys(database.db, env, clock, { readLegacyFiles: !opts.inMemory });
  const unfollowKeys = followKeyChanges(keys, bus);
  const deps: AppDeps = {
    env,
    database,
    clock,
    bus,
    jobs,
    log,
    keys,
    storage: createStorage(env, database, clock),
    mail: createMailer(env, log),
    sms: createSmsSender(env, log),
    payments: createPaymentProvider({ env, keys, clock }),
    push: createWebPushService({
      keys: { ...keys.vapid, subject: env.VAPID_SUBJECT ?? defaultSubject(env.PUBLIC_URL) },
      // Read on every send: a test may set deps.pushAgent after start.
      agent: () => deps.pushAgent,
    }),
    chatUnread: countUnreadTotals,
    accounts: { sessionsByIds, isStoreMember, savedLocaleOf },
  };
  const app = createApp(deps);
  if (env.SEED_DEMO === "1") await seedDemo(deps);

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", () => resolve());
    server.once("error", reject);
  });
  const port = (server.address() as AddressInfo).port;
  if (!opts.manualJobs) jobs.start();
  log.info("server ready", {
    url: `http://${env.HOST}:${port}`,
    database: database.kind,
    ms: Math.round(performance.now() - t0),
  });

  const lifecycle = lifecycleOf(deps);
  let closing: Promise<void> | null = null;
  let draining: Promise<void> | null = null;
  const running: RunningServer = {
    url: `http://${env.HOST === "0.0.0.0" ? "127.0.0.1" : env.HOST}:${port}`,
    port,
    deps,
    close() {
      closing ??= (async () => {
        lifecycle.draining = true;
        // Long-lived streams (SSE) would hold close() forever: end them, telling browsers to come back.
        closeStreams(deps);
        const s = server as unknown as { closeIdleConnections(): void; closeAllConnections(): void };
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        s.closeIdleConnections();
        // Requests in flight are answered (within SHUTDOWN_TIMEOUT_MS); then the idle keep-alive
        // sockets they leave go, and whatever remains is cut.
        await Promise.race([lifecycle.whenIdle(), sleep(env.SHUTDOWN_TIMEOUT_MS)]);
        s.closeIdleConnections();
        await Promise.race([closed, sleep(1000)]);
        s.closeAllConnections();
        await closed;
        lifecycle.close();
        await jobs.stop();
        unfollowKeys();
        await bus.stop();
        await database.close();
        log.info("server stopped");
      })();
      return closing;
    },
    drain() {
      draining ??= (async () => {
        lifecycle.draining = true;
        const streams = closeStreams(deps);
        log.info("draining", { streams, inFlight: lifecycle.active, delayMs: env.SHUTDOWN_DELAY_MS });
        const jobsStopped = jobs.stop();
        await sleep(env.SHUTDOWN_DELAY_MS);
        await jobsStopped;
        await running.close();
      })();
      return draining;
    },
  };
  return running;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
