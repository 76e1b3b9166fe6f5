import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_DIR, openDatabase } from "#server/db/client";

/**
 * Migrates one database before the integration files run, and every test server starts from a copy
 * of it instead of migrating its own (harness.ts): on PostgreSQL a template database
 * (`CREATE DATABASE … TEMPLATE`), on PGlite a dump of the migrated data folder that each in-memory
 * database loads. Starting a server went from a fresh database's initialisation and every migration
 * to a copy.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `bnomo_tpl_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    await admin(adminUrl, `CREATE DATABASE ${name}`);
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    const database = await openDatabase({ kind: "postgres", url: u.toString() });
    await database.close();
    process.env.TEST_TEMPLATE_DATABASE = name;
    return async () => {
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  // The same steps as openDatabase's for PGlite, on a client whose data folder can be dumped.
  const client = new PGlite("memory://", { extensions: { pg_trgm } });
  const db = drizzle(client);
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-template-")), "pgdata.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.TEST_PGLITE_TEMPLATE = file;
  return async () => {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  };
}

async function admin(url: string, statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}
