import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import {
  type PgColumn,
  type PgDatabase,
  PgDialect,
  type PgQueryResultHKT,
  type PgTable,
} from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** One type for both drivers: modules never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; anything that takes a Db also takes a Tx. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  /** Joins the caller's ambient transaction when there is one (see `withAmbientTransaction`). */
  db: Db;
  /** The driver's own handle, never inside an ambient transaction. */
  root: Db;
  kind: "pglite" | "postgres";
  /**
   * How many times this process has written to the database so far: a number that only grows, read
   * before a read whose result is kept (a rendered page) and compared after. It moves when a
   * statement that writes is sent and again when a transaction that wrote ends (its commit), so a
   * read made between the two is never taken for fresh. Other processes' writes do not move it.
   */
  writes(): number;
  /**
   * Subscribe to a LISTEN channel; resolves to an unsubscribe function. On PostgreSQL the listening
   * connection is opened again (with backoff) whenever it is lost; `onReconnect` runs each time it
   * listens again, so the caller can read what was published while it was deaf.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * The embedded database's data folder as a tar, between transactions and after a checkpoint: a
   * consistent copy taken while the server runs (backups). PostgreSQL has pg_dump instead.
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type OpenOptions =
  | {
      kind: "pglite";
      dataDir: string | null /* null = in memory */;
      /** Start from this dump of a data folder (`dumpDataDir`): the tests' migrated template. */
      template?: Blob;
    }
  | { kind: "postgres"; url: string; timeouts?: Partial<PgTimeouts> };

/**
 * Bounds on every PostgreSQL wait, so that a database that is gone, restarting or cut off answers
 * with an error (the request answers 503) instead of holding the request without end.
 */
export type PgTimeouts = {
  /** Opening a connection, and waiting for a free one in the pool. */
  connectMs: number;
  /** One statement, on the server (statement_timeout) and on the client (a silent network). */
  statementMs: number;
  /** A transaction left idle (a process stalled or cut off mid-transaction) is ended by the server. */
  idleInTransactionMs: number;
};

export const DEFAULT_PG_TIMEOUTS: PgTimeouts = {
  connectMs: 5000,
  statementMs: 15_000,
  idleInTransactionMs: 30_000,
};

/**
 * The transaction a request's work joins. `withAmbientTransaction` opens one and, until it ends,
 * every query made through `database.db` in that async context runs inside it (a nested
 * `db.transaction` becomes a savepoint). The idempotency layer uses it so that the key, the change
 * and the answer commit together: modules keep taking `deps.database.db` and never pass it around.
 */
const ambient = new AsyncLocalStorage<Tx>();

/** Each ambient proxy's root handle. */
const rootOfProxy = new WeakMap<object, Db>();

function ambientDb(root: Db): Db {
  const proxy = new Proxy(root, {
    get(target, prop) {
      const current = ambient.getStore() ?? target;
      const value = Reflect.get(current, prop, current);
      return typeof value === "function" ? value.bind(current) : value;
    },
  });
  rootOfProxy.set(proxy, root);
  return proxy;
}

/** A PostgreSQL root handle's twin whose sessions plan with bitmap scans only (see `bitmapScansDb`). */
const bitmapTwins = new WeakMap<Db, Db>();

/**
 * pg_trgm's word similarity threshold (the `%>` operator) on the twin's sessions, set when each
 * connection opens: the search's "did you mean" reads the titles spelled like a word at this
 * similarity (search.service.ts, SUGGEST_SIMILARITY) without a transaction of its own to set it.
 * Nothing else on the twin uses `%>`.
 */
export const TWIN_WORD_SIMILARITY = 0.4;

/**
 * A handle whose every session plans with bitmap scans only (enable_seqscan and enable_indexscan
 * off, set once when its connection opens) and has TWIN_WORD_SIMILARITY, for `db` outside any
 * transaction on PostgreSQL; else null, and the caller sets them for one transaction (SET LOCAL).
 * The same plans without the three extra round trips (begin, set_config, commit) that made a word
 * search four times one query.
 */
export function bitmapScansDb(db: DbOrTx): Db | null {
  const root = rootOfProxy.get(db) ?? (db as Db);
  if (db !== root && ambient.getStore()) return null;
  return bitmapTwins.get(root) ?? null;
}

/** Run `fn` in one transaction that every `database.db` query made by `fn` joins. */
export function withAmbientTransaction<T>(database: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (ambient.getStore()) throw new Error("already inside an ambient transaction");
  return database.root.transaction((tx) => ambient.run(tx, () => fn(tx)));
}

/** Run `fn` outside the caller's ambient transaction (work shared with other requests). */
export function outsideAmbientTransaction<T>(fn: () => T): T {
  return ambient.exit(fn);
}

/** Counts a process's writes (see `Database.writes`). */
class WriteCounter {
  count = 0;
  /** drizzle's query log: every statement either driver sends, prepared or not, passes here. */
  readonly logger = {
    logQuery: (query: string) => {
      if (isWrite(query)) this.count++;
    },
  };
  /** Counts again when a top-level transaction that wrote ends, so a commit moves the count. */
  watchTransactions(root: Db): void {
    const transaction = root.transaction.bind(root);
    root.transaction = (async (...args: Parameters<Db["transaction"]>) => {
      const before = this.count;
      try {
        return await transaction(...args);
      } finally {
        if (this.count !== before) this.count++;
      }
    }) as Db["transaction"];
  }
}

/** A lock taken by SELECT … FOR UPDATE changes nothing: the job poller takes one every second. */
const ROW_LOCK = /\bfor\s+(?:no\s+key\s+)?(?:update|share)\b/gi;
const WRITE_WORD = /\b(?:insert|update|delete|truncate|merge)\b/i;
/** Verdicts by statement text: the hot statements are prepared, so their texts are few and reused. */
const writeVerdicts = new Map<string, boolean>();
/** Whether a statement may change rows (a WITH may hide a write; a word in an identifier is never whole). */
function isWrite(query: string): boolean {
  let verdict = writeVerdicts.get(query);
  if (verdict === undefined) {
    verdict = WRITE_WORD.test(query.replace(ROW_LOCK, ""));
    if (writeVerdicts.size < 5000) writeVerdicts.set(query, verdict);
  }
  return verdict;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database =
    opts.kind === "pglite"
      ? await openPglite(opts.dataDir, opts.template)
      : await openPostgres(opts.url, { ...DEFAULT_PG_TIMEOUTS, ...opts.timeouts });
  try {
    if (database.kind === "pglite") {
      // drizzle-kit does not emit CREATE EXTENSION; the search module needs pg_trgm on both engines.
      await database.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
      await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
    } else if (opts.kind === "postgres") await migratePostgres(opts.url);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/** Any fixed number: the advisory lock every process takes around migrating. */
const MIGRATION_LOCK = 421_620_250;

/**
 * Several processes of one deployment may start at once on an empty database: one migrates while
 * the others wait on an advisory lock, then find nothing left to do.
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", (err) => reportDbError("database migration", err));
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    const db = drizzlePg(client, { schema });
    await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    // Ending the session releases the lock too.
    await client.end().catch(() => {});
  }
}

async function openPglite(dataDir: string | null, template?: Blob): Promise<Database> {
  let releaseLock = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = takeDirLock(dataDir);
  }
  const client = new PGlite(dataDir ?? "memory://", {
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: template } : {}),
  });
  await client.waitReady;
  const writes = new WriteCounter();
  const root = drizzlePglite(client, { schema, logger: writes.logger }) as unknown as Db;
  writes.watchTransactions(root);
  return {
    db: ambientDb(root),
    root,
    kind: "pglite",
    writes: () => writes.count,
    async listen(channel, onPayload) {
      const unsub = await client.listen(channel, onPayload);
      return async () => unsub();
    },
    async dumpDataDir() {
      // The checkpoint first (a query takes the transaction lock itself), then the copy holding the
      // transaction lock: no transaction is half done in it.
      await client.exec("CHECKPOINT");
      return client._runExclusiveTransaction(() => client.dumpDataDir("none"));
    },
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * PGlite does not stop a second process from opening the same folder (the first would then crash),
 * so we take a lock file holding our pid. A lock whose owner is gone is taken over.
 */
function takeDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number(fs.readFileSync(lockPath, "utf8"));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The database in ${dataDir} is in use by another server (pid ${owner}). Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** How the pool reports a connection it lost; set by the server (its logger), stderr until then. */
let reportDbError: (what: string, err: Error) => void = (what, err) =>
  console.error(`${what}: ${err.message}`);
export function onDatabaseError(report: (what: string, err: Error) => void): void {
  reportDbError = report;
}

function poolOptions(url: string, t: PgTimeouts): pg.PoolConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: t.connectMs,
    statement_timeout: t.statementMs,
    // The server's statement timeout cannot fire when the network is silent: the client's does.
    query_timeout: t.statementMs + 1000,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/**
 * A pool no database fault can bring down: pg emits 'error' on a client when its connection ends,
 * and a checked-out client has no listener of the pool's (an unhandled 'error' kills the process).
 * Every client gets one for its whole life; the query in flight fails on its own and the pool drops
 * the broken client when it is released.
 */
function safePool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on("error", (err) => reportDbError("database pool", err));
  pool.on("connect", (client) => {
    client.on("error", (err) => reportDbError("database connection", err));
    cutOnReadTimeout(client);
  });
  return pool;
}

/**
 * pg gives up on a statement whose answer does not come (query_timeout) but keeps the connection,
 * whose next statements would wait behind the lost one: a connection that timed out is cut, so the
 * pool drops it when it is released and opens a fresh one.
 */
function cutOnReadTimeout(client: pg.PoolClient): void {
  const cut = (err: unknown) => {
    if ((err as Error | null)?.message === "Query read timeout")
      (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  };
  const query = client.query as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = function (
    this: unknown,
    ...args: unknown[]
  ) {
    const last = args[args.length - 1];
    if (typeof last === "function") {
      args[args.length - 1] = (err: unknown, res: unknown) => {
        cut(err);
        (last as (e: unknown, r: unknown) => void)(err, res);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === "function")
      (result as Promise<unknown>).then(undefined, cut);
    return result;
  };
}

async function openPostgres(url: string, timeouts: PgTimeouts): Promise<Database> {
  const pool = safePool({ ...poolOptions(url, timeouts), max: 20 });
  const writes = new WriteCounter();
  const root = drizzlePg(pool, { schema, logger: writes.logger }) as unknown as Db;
  writes.watchTransactions(root);
  // Word searches are light and short: a few connections serve them (opened on first use).
  const bitmapPool = safePool({
    ...poolOptions(url, timeouts),
    max: 8,
    options: `-c enable_seqscan=off -c enable_indexscan=off -c pg_trgm.word_similarity_threshold=${TWIN_WORD_SIMILARITY}`,
  });
  bitmapTwins.set(root, drizzlePg(bitmapPool, { schema }) as unknown as Db);
  const listeners = new Set<Listening>();
  return {
    db: ambientDb(root),
    root,
    kind: "postgres",
    writes: () => writes.count,
    async listen(channel, onPayload, onReconnect) {
      const l = new Listening(url, timeouts, channel, onPayload, onReconnect ?? (() => {}));
      await l.start();
      listeners.add(l);
      return async () => {
        listeners.delete(l);
        await l.stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((l) => l.stop()));
      await Promise.all([pool.end(), bitmapPool.end()]);
    },
  };
}

/**
 * One LISTEN connection that stays: when it is lost (a restart, a terminated backend, a silent
 * network found by the heartbeat), it is opened again after a growing pause (0.1 s doubling to
 * 5 s, with jitter so a fleet does not knock at once), then `onReconnect` says so.
 */
class Listening {
  private client: pg.Client | null = null;
  private stopped = false;
  private attempt = 0;
  private retry: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private url: string,
    private timeouts: PgTimeouts,
    private channel: string,
    private onPayload: (payload: string) => void,
    private onReconnect: () => void,
  ) {}

  /** The first connection must work: a server that cannot listen does not start. */
  async start(): Promise<void> {
    await this.connect();
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.heartbeat) clearInterval(this.heartbeat);
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const c = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: this.timeouts.connectMs,
      query_timeout: this.timeouts.connectMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 5000,
    });
    c.on("error", (err) => {
      reportDbError("database listener", err);
      this.lost(c);
    });
    c.on("end", () => this.lost(c));
    c.on("notification", (msg) => {
      if (msg.channel === this.channel) this.onPayload(msg.payload ?? "");
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${this.channel.replace(/"/g, "")}"`);
    } catch (err) {
      c.end().catch(() => {});
      throw err;
    }
    if (this.stopped) {
      await c.end().catch(() => {});
      return;
    }
    this.client = c;
  }

  /** A silent network is not an error until something is sent: a cheap query finds it. */
  private async beat(): Promise<void> {
    const c = this.client;
    if (!c) return;
    try {
      await c.query("SELECT 1");
    } catch (err) {
      reportDbError("database listener", err as Error);
      this.lost(c);
    }
  }

  private lost(c: pg.Client): void {
    if (this.client !== c) return;
    this.client = null;
    // A connection stuck on a dead network may never end by itself: cut it.
    (c as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    c.end().catch(() => {});
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped || this.retry) return;
    const base = Math.min(100 * 2 ** this.attempt, 5000);
    this.attempt++;
    this.retry = setTimeout(
      async () => {
        this.retry = null;
        if (this.stopped) return;
        try {
          await this.connect();
        } catch {
          this.schedule();
          return;
        }
        if (this.stopped || !this.client) return;
        this.attempt = 0;
        this.onReconnect();
      },
      base / 2 + Math.random() * (base / 2),
    );
    this.retry.unref();
  }
}

const HEARTBEAT_MS = 5000;

type Runnable<R> = { execute(values?: Record<string, unknown>): Promise<R> };

/**
 * A hot statement built once rather than on every call: drizzle's query building was a fifth of the
 * server's CPU under a crowd. `make` builds it with `sql.placeholder`s and `.prepare(name)`; the
 * result is kept per database session (the pool's for the life of the process, a transaction's for
 * that transaction), so a call inside a transaction still runs on it. On PostgreSQL the name makes
 * it a prepared statement, parsed once per connection. Names must be unique in the app.
 */
export function prepared<R>(make: (db: DbOrTx) => Runnable<R>) {
  const bySession = new WeakMap<object, Runnable<R>>();
  return (db: DbOrTx, values?: Record<string, unknown>): Promise<R> => {
    // Through the ambient proxy this is the session of the transaction in progress, if any.
    const session = db._.session;
    let q = bySession.get(session);
    if (!q) {
      q = make(db);
      bySession.set(session, q);
    }
    return q.execute(values);
  };
}

const dialect = new PgDialect();

/** `prepared` for raw SQL (with `sql.placeholder`s): its rows, as `queryRows` answers them. */
export function preparedRows<T>(name: string, query: SQL) {
  const built = dialect.sqlToQuery(query);
  const run = prepared(
    (db) => db._.session.prepareQuery(built, undefined, name, false) as Runnable<{ rows: T[] }>,
  );
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<T[]> => (await run(db, values)).rows;
}

/** Raw SQL that returns rows, the same on both drivers (both answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/**
 * An INSERT of many rows through one JSON parameter (`json_to_recordset`) instead of one parameter
 * per value: for the hundreds of rows a busy auction batch writes, building and sending a statement
 * with thousands of parameters costs far more CPU than the insert itself. Every row must carry the
 * same keys (a key left out is not given its column default). `onConflict` is appended as is
 * (`ON CONFLICT ... DO UPDATE ...`). Returns the statement, to run alone or inside a WITH.
 */
export function jsonInsert<T extends PgTable>(
  table: T,
  rows: Array<T["$inferInsert"]>,
  onConflict?: SQL,
): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0] ?? {}).filter((k) => columns[k]);
  const names = keys.map((k) => columns[k]!.name);
  const json = JSON.stringify(
    rows.map((r) =>
      Object.fromEntries(keys.map((k, i) => [names[i], (r as Record<string, unknown>)[k] ?? null])),
    ),
  );
  const list = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  const shape = sql.raw(keys.map((k, i) => `"${names[i]}" ${columns[k]!.getSQLType()}`).join(", "));
  return sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_to_recordset(${json}::json) AS x(${shape}) ${onConflict ?? sql``}`;
}

/** `jsonInsert` run alone; the new ids, in the order of `rows`. */
export async function insertJsonRows<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: Array<T["$inferInsert"]>,
  onConflict?: SQL,
): Promise<number[]> {
  if (!rows.length) return [];
  const out = await queryRows<{ id: number | string }>(
    db,
    sql`${jsonInsert(table, rows, onConflict)} RETURNING id`,
  );
  return out.map((r) => Number(r.id));
}
