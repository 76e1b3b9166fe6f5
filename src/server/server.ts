import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { seedDemo } from "./db/seed/index.ts";
import type { Env } from "./env.ts";
import { isStoreMember, sessionsByIds } from "./modules/accounts/accounts.repo.ts";
import { savedLocaleOf, sessionsPruner } from "./modules/accounts/index.ts";
import { countUnreadTotals } from "./modules/chat/chat.repo.ts";
import { startBackupEndpoint } from "./platform/backup.ts";
import { EventBus } from "./platform/bus.ts";
import { type Clock, systemClock } from "./platform/clock.ts";
import type { AppDeps } from "./platform/context.ts";
import { JobRunner } from "./platform/jobs.ts";
import { followKeyChanges, loadServerKeys } from "./platform/keys.ts";
import { createLogger } from "./platform/logger.ts";
import { createMailer } from "./platform/mail.ts";
import { createPaymentProvider } from "./platform/payments/index.ts";
import { createWebPushService, defaultSubject } from "./platform/push.ts";
import { registerRetention } from "./platform/retention.ts";
import { createSmsSender } from "./platform/sms.ts";
import { createStorage } from "./platform/storage.ts";

export type RunningServer = {
  url: string;
  port: number;
  deps: AppDeps;
  /** Stop accepting, finish what is in flight, stop jobs, close the database. */
  close(): Promise<void>;
};

export type StartOptions = {
  clock?: Clock;
  /** Keep the database in memory (unit and integration tests). */
  inMemory?: boolean;
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
    : await openDatabase({ kind: "pglite", dataDir: opts.inMemory ? null : path.join(env.DATA_DIR, "db") });
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
  await registerRetention(deps, [sessionsPruner(env)]);
  if (env.SEED_DEMO === "1") await seedDemo(deps);

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", () => resolve());
    server.once("error", reject);
  });
  const port = (server.address() as AddressInfo).port;
  if (!opts.manualJobs) jobs.start();
  const stopBackupEndpoint = opts.inMemory ? async () => {} : await startBackupEndpoint(env, database, log);
  log.info("server ready", {
    url: `http://${env.HOST}:${port}`,
    database: database.kind,
    ms: Math.round(performance.now() - t0),
  });

  let closing: Promise<void> | null = null;
  return {
    url: `http://${env.HOST === "0.0.0.0" ? "127.0.0.1" : env.HOST}:${port}`,
    port,
    deps,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Long-lived streams (SSE) would hold close() forever: end idle and streaming sockets.
          const s = server as unknown as {
            closeIdleConnections?: () => void;
            closeAllConnections?: () => void;
          };
          s.closeIdleConnections?.();
          setTimeout(() => s.closeAllConnections?.(), 5000).unref();
        });
        await jobs.stop();
        await stopBackupEndpoint();
        unfollowKeys();
        await bus.stop();
        await database.close();
        log.info("server stopped");
      })();
      return closing;
    },
  };
}
