import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./cluster.ts";

/**
 * A PostgreSQL cluster of the test's own (initdb and pg_ctl in a temporary folder, on a free port),
 * so that it can be stopped, restarted and its backends terminated without touching the machine's
 * shared server. As root, the cluster runs as the `postgres` user (initdb refuses root).
 */
export type PrivateCluster = {
  port: number;
  /** postgres://… for `database` on this cluster. */
  url(database?: string): string;
  /** Run SQL as the superuser on database `postgres`. */
  admin<T = any>(text: string, values?: unknown[]): Promise<T[]>;
  /** Restarts without blocking the test's own servers (they share its event loop). */
  restart(mode: "fast" | "immediate"): Promise<void>;
  destroy(): void;
};

const asRoot = process.getuid?.() === 0;

function run(cmd: string, args: string[]): void {
  const full = asRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
  const r = spawnSync(full[0] as string, full[1] as string[], { encoding: "utf8", timeout: 120_000 });
  if (r.status !== 0)
    throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}): ${r.stderr}${r.stdout}`);
}

export function canRunPrivateCluster(): boolean {
  const r = spawnSync("initdb", ["--version"], { encoding: "utf8" });
  return r.status === 0;
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-pgc-"));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () =>
    run("pg_ctl", ["-D", data, "-o", opts, "-l", path.join(dir, "log"), "-w", "-t", "60", "start"]);
  start();
  const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async admin(text, values) {
      const c = new pg.Client({ connectionString: url() });
      c.on("error", () => {});
      await c.connect();
      try {
        return (await c.query(text, values as unknown[])).rows;
      } finally {
        await c.end().catch(() => {});
      }
    },
    restart(mode) {
      const args = [
        "-D",
        data,
        "-m",
        mode,
        "-o",
        opts,
        "-l",
        path.join(dir, "log"),
        "-w",
        "-t",
        "60",
        "restart",
      ];
      const [cmd, full] = asRoot
        ? ["runuser", ["-u", "postgres", "--", "pg_ctl", ...args]]
        : ["pg_ctl", args];
      return new Promise((resolve, reject) => {
        const child = spawn(cmd, full as string[], { stdio: "ignore" });
        child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl restart: ${code}`))));
      });
    },
    destroy() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A TCP relay between the server and the database that the test can cut. While `partitioned`,
 * nothing passes in either direction and nothing is closed: a silent network. Bytes sent meanwhile
 * are held and delivered when it heals, as TCP's retransmissions would deliver them (a connection
 * neither side gave up on carries on where it stopped); new connections are held without reaching
 * the database and stay dead.
 */
export type Partition = { port: number; partitioned: boolean; close(): Promise<void> };

export async function startRelay(targetPort: number): Promise<Partition> {
  const sockets = new Set<net.Socket>();
  /** Flushes of the bytes held in each direction of each open connection. */
  const held = new Set<() => void>();
  let partitioned = false;
  const relay: Partition = {
    port: 0,
    get partitioned() {
      return partitioned;
    },
    set partitioned(cut: boolean) {
      partitioned = cut;
      if (!cut) for (const flush of held) flush();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  /** Bytes from one side to the other, held while cut. */
  function pipe(from: net.Socket, to: net.Socket): void {
    const queue: Buffer[] = [];
    const flush = () => {
      for (const b of queue.splice(0)) if (!to.destroyed) to.write(b);
    };
    held.add(flush);
    from.on("close", () => held.delete(flush));
    from.on("data", (b) => {
      if (partitioned) queue.push(b);
      else if (!to.destroyed) to.write(b);
    });
  }
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => {});
    if (partitioned) return; // held: never reaches the database
    const upstream = net.connect(targetPort, "127.0.0.1");
    sockets.add(upstream);
    upstream.on("close", () => {
      sockets.delete(upstream);
      client.destroy();
    });
    client.on("close", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    pipe(client, upstream);
    pipe(upstream, client);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  relay.port = (server.address() as net.AddressInfo).port;
  return relay;
}
