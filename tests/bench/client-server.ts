import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
export const dist = path.join(root, "dist/client");
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--disable-sync",
];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export async function waitHealthy(url: string, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok && (await r.json()).status_code === 1) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become healthy`);
}

export type Running = { url: string; proc: ChildProcess; dataDir: string; stop: () => Promise<void> };

/** Starts the built app + API (`npm start`'s server) on a free port with a fresh demo database. */
export async function startServer(opts: { command?: string[]; dataDir?: string } = {}): Promise<Running> {
  if (!fs.existsSync(path.join(dist, "index.html"))) throw new Error("Build first: npx vite build");
  const port = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-bench-"));
  const url = `http://127.0.0.1:${port}`;
  // SERVER_NODE_ARGS: node's own flags for the server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const [cmd, ...args] = opts.command ?? [
    process.execPath,
    ...nodeArgs,
    "--import",
    "tsx",
    "src/server/main.ts",
  ];
  const proc = spawn(cmd!, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      PUBLIC_URL: url,
    },
    stdio: ["ignore", "ignore", "inherit"],
    // Own process group: `npm start` runs the server as a child that must get the signal too.
    detached: true,
  });
  const exited = new Promise((r) => proc.once("exit", r));
  const stop = async () => {
    if (proc.exitCode === null && proc.pid) {
      process.kill(-proc.pid, "SIGTERM");
      await exited;
      // Wait for the whole group (the server closes its database after npm has exited).
      for (let i = 0; i < 200; i++) {
        try {
          process.kill(-proc.pid, 0);
        } catch {
          break;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  await waitHealthy(url);
  return { url, proc, dataDir, stop };
}

/** The landing pages the client benches measure, named, with real items of the demo data. */
export async function landingPages(url: string): Promise<[name: string, path: string][]> {
  const api = async <T>(p: string): Promise<T> => {
    const r = await fetch(`${url}/api${p}`, { headers: { platform: "hweb" } });
    return ((await r.json()) as { res_data: T }).res_data;
  };
  type Listed = { list: { itemNumber: string }[] };
  const auction = (await api<Listed>("/search/items?type=auction&sort=newest&pageSize=1")).list[0]!;
  const fixed = (await api<Listed>("/search/items?type=fixed&sort=newest&pageSize=1")).list[0]!;
  const tree = await api<{ id: number }[]>("/category/list");
  return [
    ["home", "/"],
    ["auction item", `/itemDetail/${auction.itemNumber}`],
    ["fixed-price item", `/itemDetail/${fixed.itemNumber}`],
    ["search", "/itemSearch?q=camera"],
    ["category list", `/classificationList/${tree[0]!.id}`],
  ];
}
