import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * A deployment as an operator runs one: server processes (`node --import tsx src/server/main.ts`),
 * each with an empty DATA_DIR of its own, on one fresh PostgreSQL database, behind nginx spreading
 * requests round-robin. Used by multi-process.test.ts.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export type ServerProcess = {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** The last lines it printed, for a failure's message. */
  output: string[];
  exited: Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A new empty database on TEST_DATABASE_URL's server; `drop` removes it. */
export async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bnomo_mp_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/**
 * Starts one server process and resolves once it is ready (/api/readyz). `env` may be built from the
 * process's own address (for PUBLIC_URL); `startMs` bounds the wait (longer on a busy machine).
 */
export async function startProcess(
  env: Record<string, string> | ((url: string) => Record<string, string>),
  { startMs = 60_000 }: { startMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-proc-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, "no-client"),
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
      PUSH_ALLOWED_HOSTS: "127.0.0.1",
      ...(typeof env === "function" ? env(url) : env),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split("\n").filter(Boolean));
    if (output.length > 40) output.splice(0, output.length - 40);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output.join("\n")}`);
    const ok = await fetch(`${url}/api/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline)
      throw new Error(`server did not start in ${startMs / 1000} s:\n${output.join("\n")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, dataDir, child, output, exited };
}

export async function stopProcess(p: ServerProcess): Promise<void> {
  if (p.child.exitCode === null && p.child.signalCode === null) {
    p.child.kill("SIGTERM");
    const timer = setTimeout(() => p.child.kill("SIGKILL"), 10_000);
    await p.exited;
    clearTimeout(timer);
  }
  fs.rmSync(p.dataDir, { recursive: true, force: true });
}

/** The sample configuration of the README, with the test's ports and a private prefix. */
export function nginxConf(dir: string, listenPort: number, upstreams: number[]): string {
  return `daemon off;
worker_processes 1;
${process.getuid?.() === 0 ? "user root;\n" : ""}error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;

  upstream bnomo {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listenPort};
    # Each process's metrics are scraped from the process itself, never through the balancer.
    location = /metrics { return 404; }
    location / {
      proxy_pass http://bnomo;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Live events (SSE under /rt) must not wait in a buffer.
      proxy_buffering off;
      proxy_read_timeout 1h;
      # A request no process received goes to the next one (a POST that reached one is never re-sent).
      proxy_next_upstream error timeout;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export type Proxy = { url: string; dir: string; child: ChildProcess; stop(): Promise<void> };

export async function startNginx(upstreams: number[]): Promise<Proxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-nginx-"));
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(conf, nginxConf(dir, port, upstreams));
  const child = spawn(NGINX, ["-c", conf, "-p", dir], { stdio: ["ignore", "pipe", "pipe"] });
  let err = "";
  child.stderr!.on("data", (c: Buffer) => {
    err += c.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${err}`);
    const ok = await fetch(`${url}/api/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${err}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    dir,
    child,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
