import { type ChildProcess, execFileSync, execSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The Dockerfile's steps without Docker (images cannot be pulled here): a copy of the repository
 * (the files git knows, committed or not, none it ignores: no node_modules, no dist), the build
 * stage's RUN commands exactly as written, the final stage's `COPY --from=build` into a second
 * folder, then its CMD with its ENV, on a free port. The final stage's system packages (apt) and
 * user are Docker's part and are not run.
 */
const root = path.resolve(import.meta.dirname, "../..");
const registry = execSync("npm config get registry", { encoding: "utf8" }).trim().replace(/\/?$/, "/");
const reachable = await fetch(`${registry}-/ping`, { signal: AbortSignal.timeout(5000) }).then(
  (r) => r.ok,
  () => false,
);

type Stage = { runs: string[]; copies: Array<[string, string]>; env: Record<string, string>; cmd: string[] };

/** The Dockerfile's stages: RUN lines (continuations joined), COPY --from=build, ENV and CMD. */
function readDockerfile(): Stage[] {
  const text = fs.readFileSync(path.join(root, "Dockerfile"), "utf8").replace(/\\\n\s*/g, " ");
  const stages: Stage[] = [];
  for (const line of text.split("\n").map((l) => l.trim())) {
    if (line.startsWith("FROM ")) stages.push({ runs: [], copies: [], env: {}, cmd: [] });
    const stage = stages.at(-1);
    if (!stage) continue;
    if (line.startsWith("RUN ")) stage.runs.push(line.slice(4));
    const copy = /^COPY --from=build (.+)$/.exec(line);
    if (copy) {
      const parts = copy[1]!.split(/\s+/);
      const dest = parts.pop()!;
      for (const src of parts) stage.copies.push([src.replace(/^\/app\//, ""), dest]);
    }
    if (line.startsWith("ENV "))
      for (const [, k, v] of line.slice(4).matchAll(/(\w+)=(\S+)/g)) stage.env[k!] = v!;
    if (line.startsWith("CMD ")) stage.cmd = JSON.parse(line.slice(4));
  }
  return stages;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

let child: ChildProcess | null = null;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-install-"));
afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await new Promise((r) => child!.once("exit", r));
  }
  fs.rmSync(work, { recursive: true, force: true });
});

const title = reachable
  ? "production install (the Dockerfile's steps)"
  : `production install (skipped: the npm registry ${registry} is unreachable, npm ci cannot run)`;

describe.skipIf(!reachable)(title, () => {
  it(
    "npm ci, build and prune --omit=dev, then the compiled server answers without tsx or vite",
    async () => {
      const [build, final] = readDockerfile();
      expect(build!.runs).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^npm ci/),
          "npm run build",
          expect.stringMatching(/^npm prune --omit=dev/),
        ]),
      );
      const src = path.join(work, "build");
      const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
        cwd: root,
        encoding: "utf8",
      })
        .split("\0")
        .filter((f) => f && fs.existsSync(path.join(root, f)));
      for (const f of files) {
        fs.mkdirSync(path.dirname(path.join(src, f)), { recursive: true });
        fs.copyFileSync(path.join(root, f), path.join(src, f));
      }
      for (const command of build!.runs)
        execSync(command, { cwd: src, stdio: "inherit", timeout: 40 * 60_000 });

      const app = path.join(work, "app");
      fs.mkdirSync(app);
      for (const [from, to] of final!.copies) {
        const target = path.join(app, to.endsWith("/") || to === "./" ? path.basename(from) : to);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.renameSync(path.join(src, from), target);
      }
      // The runtime holds no development dependency and no TypeScript loader.
      expect(fs.existsSync(path.join(app, "node_modules", "tsx"))).toBe(false);
      expect(fs.existsSync(path.join(app, "node_modules", "vite"))).toBe(false);
      expect(fs.existsSync(path.join(app, "src"))).toBe(false);

      const port = await freePort();
      const dataDir = path.join(work, "data");
      child = spawn(final!.cmd[0]!, final!.cmd.slice(1), {
        cwd: app,
        env: {
          PATH: process.env.PATH,
          ...final!.env,
          HOST: "127.0.0.1",
          PORT: String(port),
          DATA_DIR: dataDir,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout!.on("data", (d) => (output += d));
      child.stderr!.on("data", (d) => (output += d));
      const base = `http://127.0.0.1:${port}`;
      let healthy = false;
      while (!healthy && child.exitCode === null) {
        healthy = await fetch(`${base}/api/livez`).then(
          (r) => r.ok,
          () => false,
        );
        if (!healthy) await new Promise((r) => setTimeout(r, 250));
      }
      expect(healthy, output).toBe(true);
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("<html");
      child.kill("SIGTERM");
      const code = await new Promise((r) => child!.once("exit", r));
      expect(code, output).toBe(0);
    },
    90 * 60_000,
  );
});
