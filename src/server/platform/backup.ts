import { execFile } from "node:child_process";
import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import * as tar from "tar";
import { type Database, openDatabase } from "../db/client.ts";
import type { Env } from "../env.ts";
import type { Logger } from "./logger.ts";

/**
 * Backups of a deployment (`npm run backup -- FILE`, `npm run restore -- FILE`): one tar holding
 * `manifest.json`, the database and the uploaded files kept in DATA_DIR.
 * - PostgreSQL: `pg_dump` (custom format), one snapshot whatever the servers do meanwhile; restored
 *   with `pg_restore` in one transaction.
 * - The embedded database: its data folder, copied between transactions after a checkpoint. A
 *   running server holds the folder (a second process must not open it), so the tool asks that
 *   server through a local-only endpoint (127.0.0.1, a random port and a token written to
 *   `DATA_DIR/db/admin.json`, readable by the server's user only); with no server it opens the
 *   folder itself.
 * - Pictures: in the database with STORAGE=postgres (inside the dump); files under DATA_DIR/uploads
 *   with STORAGE=local, copied after the database (objects are written once and before the row that
 *   names them, so every picture the copy of the database knows is there); with STORAGE=s3 they
 *   stay in the bucket, kept by its own versioning (README, "Backups").
 */
export type BackupManifest = {
  format: 1;
  engine: "pglite" | "postgres";
  storage: Env["STORAGE"];
  createdAt: string;
  database: string;
  files: number;
};

const run = promisify(execFile);
const ADMIN_FILE = "admin.json";

const pgliteDir = (env: Env) => path.join(env.DATA_DIR, "db");
const uploadsDir = (env: Env) => path.join(env.DATA_DIR, "uploads");

/**
 * The running embedded server's side: a loopback-only HTTP endpoint that answers the data folder's
 * tar to whoever shows the token. Returns its closer. PostgreSQL deployments need none.
 */
export async function startBackupEndpoint(
  env: Env,
  database: Database,
  log: Logger,
): Promise<() => Promise<void>> {
  if (!database.dumpDataDir) return async () => {};
  const token = randomBytes(32).toString("base64url");
  const expected = Buffer.from(`Bearer ${token}`);
  const server = http.createServer((req, res) => {
    const given = Buffer.from(req.headers.authorization ?? "");
    const allowed = given.length === expected.length && timingSafeEqual(given, expected);
    if (req.method !== "GET" || req.url !== "/backup/database" || !allowed) {
      res.writeHead(allowed ? 404 : 401).end();
      return;
    }
    database.dumpDataDir!().then(
      async (blob) => {
        res.writeHead(200, { "content-type": "application/x-tar", "content-length": String(blob.size) });
        res.end(Buffer.from(await blob.arrayBuffer()));
      },
      (err) => {
        log.error("backup dump failed", { err: String(err) });
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const file = path.join(pgliteDir(env), ADMIN_FILE);
  const port = (server.address() as AddressInfo).port;
  fs.writeFileSync(file, JSON.stringify({ pid: process.pid, port, token }), { mode: 0o600 });
  return async () => {
    fs.rmSync(file, { force: true });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

function runningServer(env: Env): { port: number; token: string } | null {
  try {
    const info = JSON.parse(fs.readFileSync(path.join(pgliteDir(env), ADMIN_FILE), "utf8")) as {
      pid: number;
      port: number;
      token: string;
    };
    process.kill(info.pid, 0);
    return info;
  } catch {
    return null;
  }
}

async function dumpEmbedded(env: Env, target: string): Promise<void> {
  const server = runningServer(env);
  if (server) {
    const res = await fetch(`http://127.0.0.1:${server.port}/backup/database`, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    if (!res.ok) throw new Error(`the running server refused the backup (HTTP ${res.status})`);
    fs.writeFileSync(target, Buffer.from(await res.arrayBuffer()));
    return;
  }
  if (!fs.existsSync(path.join(pgliteDir(env), "PG_VERSION")))
    throw new Error(`there is no database in ${pgliteDir(env)}`);
  // No server: the folder is ours (openDatabase takes its lock, or says who holds it).
  const database = await openDatabase({ kind: "pglite", dataDir: pgliteDir(env) });
  try {
    const blob = await database.dumpDataDir!();
    fs.writeFileSync(target, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await database.close();
  }
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let n = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (e.isFile()) n++;
  return n;
}

/** Writes the backup to `file` (through a temporary name: a cut-short backup never looks whole). */
export async function takeBackup(env: Env, file: string): Promise<BackupManifest> {
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-backup-"));
  try {
    const engine = env.DATABASE_URL ? "postgres" : "pglite";
    const dbFile = engine === "postgres" ? "database.pgdump" : "database.tar";
    if (env.DATABASE_URL) {
      await run("pg_dump", [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${path.join(stage, dbFile)}`,
        `--dbname=${env.DATABASE_URL}`,
      ]);
    } else await dumpEmbedded(env, path.join(stage, dbFile));
    const entries = ["manifest.json", dbFile];
    let files = 0;
    if (env.STORAGE === "local" && fs.existsSync(uploadsDir(env))) {
      fs.symlinkSync(uploadsDir(env), path.join(stage, "files"));
      entries.push("files");
      files = countFiles(uploadsDir(env));
    }
    const manifest: BackupManifest = {
      format: 1,
      engine,
      storage: env.STORAGE,
      createdAt: new Date().toISOString(),
      database: dbFile,
      files,
    };
    fs.writeFileSync(path.join(stage, "manifest.json"), JSON.stringify(manifest, null, 2));
    const partial = `${file}.partial`;
    // `follow`: the uploads' folder goes in as `files/`, its contents copied.
    await tar.c({ file: partial, cwd: stage, follow: true, portable: true }, entries);
    fs.renameSync(partial, file);
    return manifest;
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

/** Why the deployment named by `env` is not empty, or null when it is. */
async function notEmpty(env: Env): Promise<string | null> {
  if (env.STORAGE === "local" && fs.existsSync(uploadsDir(env)) && fs.readdirSync(uploadsDir(env)).length)
    return `${uploadsDir(env)} already holds files`;
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        "SELECT count(*) AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
      );
      if (Number(rows[0]!.n) > 0) return "the database already has tables";
    } finally {
      await client.end();
    }
    return null;
  }
  if (fs.existsSync(path.join(pgliteDir(env), "PG_VERSION")))
    return `${pgliteDir(env)} already holds a database`;
  return null;
}

/** Loads `file` into the empty deployment named by `env`; refuses one that holds anything. */
export async function restoreBackup(env: Env, file: string): Promise<BackupManifest> {
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-restore-"));
  try {
    await tar.x({ file, cwd: stage, strict: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(stage, "manifest.json"), "utf8")) as BackupManifest;
    if (manifest.format !== 1) throw new Error(`unknown backup format ${manifest.format}`);
    const engine = env.DATABASE_URL ? "postgres" : "pglite";
    if (manifest.engine !== engine)
      throw new Error(`this backup is of a ${manifest.engine} database; this deployment uses ${engine}`);
    if (manifest.storage !== env.STORAGE)
      throw new Error(
        `this backup's pictures are in ${manifest.storage} storage; this deployment uses ${env.STORAGE}`,
      );
    const why = await notEmpty(env);
    if (why) throw new Error(`restore needs an empty deployment: ${why}`);
    const dump = path.join(stage, manifest.database);
    if (env.DATABASE_URL) {
      await run("pg_restore", [
        "--no-owner",
        "--no-privileges",
        "--single-transaction",
        "--exit-on-error",
        `--dbname=${env.DATABASE_URL}`,
        dump,
      ]);
    } else {
      fs.mkdirSync(pgliteDir(env), { recursive: true });
      const db = await PGlite.create(pgliteDir(env), {
        loadDataDir: new Blob([fs.readFileSync(dump)]),
        extensions: { pg_trgm },
      });
      await db.close();
    }
    if (fs.existsSync(path.join(stage, "files")))
      fs.cpSync(path.join(stage, "files"), uploadsDir(env), { recursive: true });
    return manifest;
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}
