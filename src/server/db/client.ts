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
  /** Subscribe to a LISTEN channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * The embedded database's data folder as a tar, between transactions and after a checkpoint: a
   * consistent copy taken while the server runs (backups). PostgreSQL has pg_dump instead.
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type OpenOptions =
  | { kind: "pglite"; dataDir: string | null /* null = in memory */ }
  | { kind: "postgres"; url: string };

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
 * A handle whose every session plans with bitmap scans only (enable_seqscan and enable_indexscan
 * off, set once when its connection opens), for `db` outside any transaction on PostgreSQL; else
 * null, and the caller sets them for one transaction (SET LOCAL). The same plans without the three
 * extra round trips (begin, set_config, commit) that made a word search four times one query.
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
  const database = opts.kind === "pglite" ? await openPglite(opts.dataDir) : await openPostgres(opts.url);
  try {
    if (database.kind === "pglite") {
      // drizzle-kit does not emit CREATE EXTENSION; the search module needs pg_trgm on both engines.
      await database.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
      await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
    } else await migratePostgres(opts.kind === "postgres" ? opts.url : "");
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

async function openPglite(dataDir: string | null): Promise<Database> {
  let releaseLock = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = takeDirLock(dataDir);
  }
  const client = new PGlite(dataDir ?? "memory://", { extensions: { pg_trgm } });
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

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle client dropped by the server (restart, terminate) must not crash the process; the pool
  // replaces it on the next query.
  pool.on("error", (err) => console.error(`database pool: ${err.message}`));
  const writes = new WriteCounter();
  const root = drizzlePg(pool, { schema, logger: writes.logger }) as unknown as Db;
  writes.watchTransactions(root);
  // Word searches are light and short: a few connections serve them (opened on first use).
  const bitmapPool = new pg.Pool({
    connectionString: url,
    max: 8,
    options: "-c enable_seqscan=off -c enable_indexscan=off",
  });
  bitmapPool.on("error", (err) => console.error(`database pool: ${err.message}`));
  bitmapTwins.set(root, drizzlePg(bitmapPool, { schema }) as unknown as Db);
  const listeners: pg.Client[] = [];
  return {
    db: ambientDb(root),
    root,
    kind: "postgres",
    writes: () => writes.count,
    async listen(channel, onPayload) {
      // LISTEN needs a connection of its own that stays open.
      const client = new pg.Client({ connectionString: url });
      client.on("error", (err) => console.error(`database listener: ${err.message}`));
      await client.connect();
      client.on("notification", (msg) => {
        if (msg.channel === channel) onPayload(msg.payload ?? "");
      });
      await client.query(`LISTEN "${channel.replace(/"/g, "")}"`);
      listeners.push(client);
      return async () => {
        const i = listeners.indexOf(client);
        if (i >= 0) listeners.splice(i, 1);
        await client.end().catch(() => {});
      };
    },
    async close() {
      await Promise.all(listeners.map((c) => c.end().catch(() => {})));
      await Promise.all([pool.end(), bitmapPool.end()]);
    },
  };
}

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
