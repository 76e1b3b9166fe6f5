import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Duplex } from "node:stream";
import { serve } from "@hono/node-server";
import { Code } from "#shared/codes";
import { createApp } from "./app.ts";
import { type Database, onDatabaseError, openDatabase } from "./db/client.ts";
import { seedDemo } from "./demo/index.ts";
import type { Env } from "./env.ts";
import { isStoreMember, savedLocaleOf, sessionsByIds, sessionsPruner } from "./modules/accounts/index.ts";
import { countUnreadTotals } from "./modules/chat/index.ts";
import { notify } from "./modules/notifications/index.ts";
import { startBackupEndpoint } from "./platform/backup.ts";
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
import { pushHostPolicy } from "./platform/push-target.ts";
import { capRateLimits } from "./platform/rate-limit.ts";
import { registerRetention } from "./platform/retention.ts";
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
  onDatabaseError((what, err) => log.warn(what, { err: err.message }));
  const database: Database = env.DATABASE_URL
    ? await openDatabase({
        kind: "postgres",
        url: env.DATABASE_URL,
        timeouts: {
          connectMs: env.DB_CONNECT_TIMEOUT_MS,
          statementMs: env.DB_STATEMENT_TIMEOUT_MS,
          idleInTransactionMs: Math.max(env.DB_STATEMENT_TIMEOUT_MS * 2, 10_000),
        },
      })
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
      hosts: pushHostPolicy(env.PUSH_ALLOWED_HOSTS),
    }),
    chatUnread: countUnreadTotals,
    accounts: { sessionsByIds, isStoreMember, savedLocaleOf },
    notifyUser: (db, notice) => notify(deps, db, notice),
  };
  capRateLimits(database.db, env.RATE_LIMIT_MAX_ROWS);
  const app = createApp(deps);
  await registerRetention(deps, [sessionsPruner(env)]);
  if (env.SEED_DEMO === "1") await seedDemo(deps);

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", () => resolve());
    server.once("error", reject);
  });
  // An idle keep-alive socket stays open past the minute clients and proxies keep theirs, so the
  // client closes it first. When the server closed first (Node's 5 s), a request the client sent at
  // that moment met a reset socket and a POST (a purchase, a bid) failed with no answer at all.
  // Shutdown closes idle sockets itself (close() below), so it does not wait for these.
  const http = server as unknown as { keepAliveTimeout: number; headersTimeout: number };
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) =>
    answerClientError(err, socket, clock),
  );
  const port = (server.address() as AddressInfo).port;
  if (!opts.manualJobs) jobs.start();
  const stopBackupEndpoint = opts.inMemory ? async () => {} : await startBackupEndpoint(env, database, log);
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
        await stopBackupEndpoint();
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

/**
 * A request Node's own parser refuses (headers too large, a malformed line) never reaches the app:
 * Node would answer a bare 400 or 431. It gets the contract's envelope instead, then the
 * connection closes (the parser cannot go on reading it).
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex, clock: Clock): void {
  const s = socket as Duplex & { _httpMessage?: unknown };
  if (err.code === "ECONNRESET" || !socket.writable || s._httpMessage) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    err.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", "The request headers are too large"]
      : err.code === "ERR_HTTP_REQUEST_TIMEOUT" || err.code === "HPE_REQUEST_TIMEOUT"
        ? [408, "Request Timeout", "The request took too long to arrive"]
        : [400, "Bad Request", "The request could not be read"];
  const body = JSON.stringify({
    status_code: Code.VALIDATION,
    message,
    res_data: { errors: [{ path: "", message }] },
    server_time: clock.now(),
  });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
