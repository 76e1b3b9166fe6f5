import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { parseEnv } from "#server/env";
import { OffsetClock } from "#server/platform/clock";
import { type RunningServer, startServer } from "#server/server";
import { Code } from "#shared/codes";

export type Envelope<T = any> = { status_code: number; message: string; res_data: T; server_time: number };

export type TestServer = RunningServer & {
  clock: OffsetClock;
  /** Call the API like a client: JSON body, `platform: hweb`, optional token. */
  call<T = any>(
    method: string,
    path: string,
    opts?: CallOptions,
  ): Promise<{ status: number; body: Envelope<T>; headers: Headers }>;
  /** Sign in (demo password by default) and return the tokens answer. */
  signIn(account: string, password?: string): Promise<{ token: string; refreshToken: string; user: any }>;
};

export type CallOptions = {
  token?: string;
  body?: unknown;
  form?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
};

/**
 * A real server over HTTP on a fresh database: in-memory PGlite, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set (npm run test:pg). Env overrides go in `env`.
 */
/**
 * Another server process' worth of server (its own pool, LISTEN connection and job runner, and
 * an empty DATA_DIR of its own) on the first one's PostgreSQL database, with the first one's clock
 * (tests move it) and its env settings given here. Keys come from the shared database. Closing it
 * removes its folder. PGlite is one process by nature: this needs TEST_DATABASE_URL.
 */
export async function startSecondServer(
  first: TestServer,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-second-"));
  const server = await startServer(
    parseEnv({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      LOG_LEVEL: "silent",
      SEED_DEMO: "0",
      CLIENT_DIR: path.join(dir, "no-client"),
      PUSH_ALLOWED_HOSTS: "127.0.0.1",
      DATABASE_URL: first.deps.env.DATABASE_URL!,
      ...env,
    }),
    { clock: first.clock, manualJobs: true },
  );
  const close = server.close;
  return {
    ...server,
    async close() {
      await close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let templateBlob: Blob | undefined;

/** The migrated PGlite data folder global-setup.ts dumped, read once per worker. */
function pgliteTemplate(): Blob | undefined {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  if (!file) return undefined;
  templateBlob ??= new Blob([fs.readFileSync(file)], { type: "application/x-tar" });
  return templateBlob;
}

export async function startTestServer(
  env: Record<string, string> = {},
  /** Keep the data: this DATA_DIR (PGlite on disk) or this database, left in place at close. */
  keep: { dataDir: string; databaseUrl?: string } | null = null,
): Promise<TestServer> {
  const dataDir = keep?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-test-"));
  let dropDb: (() => Promise<void>) | null = null;
  let databaseUrl: string | undefined = keep?.databaseUrl;
  if (process.env.TEST_DATABASE_URL && !keep) {
    const name = `bnomo_t_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    // A copy of the migrated template (global-setup.ts) when there is one.
    const template = process.env.TEST_TEMPLATE_DATABASE;
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
    await admin.end();
    const u = new URL(process.env.TEST_DATABASE_URL);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDb = async () => {
      const a = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  }
  const clock = new OffsetClock();
  const parsed = parseEnv({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_DEMO: "0",
    CLIENT_DIR: path.join(dataDir, "no-client"),
    // The test push service listens on 127.0.0.1 (push-service.ts).
    PUSH_ALLOWED_HOSTS: "127.0.0.1",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const inMemory = !databaseUrl && !keep;
  const server = await startServer(parsed, {
    clock,
    inMemory,
    pgliteTemplate: inMemory ? pgliteTemplate() : undefined,
    manualJobs: true,
  });
  const close = server.close;
  const t: TestServer = {
    ...server,
    clock,
    async close() {
      await close();
      await dropDb?.();
      if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async call(method, p, opts = {}) {
      const url = new URL(server.url + p);
      for (const [k, v] of Object.entries(opts.query ?? {}))
        if (v !== undefined) url.searchParams.set(k, String(v));
      const headers: Record<string, string> = { platform: "hweb", ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let body: string | undefined;
      if (opts.form) {
        headers["content-type"] = "application/x-www-form-urlencoded";
        body = new URLSearchParams(opts.form).toString();
      } else if (opts.body !== undefined) {
        headers["content-type"] = "application/json";
        body = JSON.stringify(opts.body);
      }
      const res = await fetch(url, { method, headers, body });
      const text = await res.text();
      let parsedBody: any;
      try {
        parsedBody = JSON.parse(text);
      } catch {
        parsedBody = { raw: text };
      }
      return { status: res.status, body: parsedBody, headers: res.headers };
    },
    async signIn(account, password = "Demo1234") {
      const r = await t.call("POST", "/api/hweb/login/v1/login", { body: { account, password } });
      if (r.body.status_code !== Code.OK)
        throw new Error(`sign-in failed for ${account}: ${JSON.stringify(r.body)}`);
      return r.body.res_data;
    },
  };
  return t;
}
