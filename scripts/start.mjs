// `npm start`: build the app when there is no build or its sources are newer than the build, then
// run the compiled server (dist/app/main.js) in this process: plain JavaScript, no loader.
// `node scripts/start.mjs backup FILE` / `restore FILE` run the backup tool the same way.
// In a production install (`npm prune --omit=dev`) the build tools are gone: an existing build runs
// as it is, whatever the files' times say. Demo data is on by default for the server (SEED_DEMO=1),
// as the README promises.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
// The server bundle is built last, so it is the stamp of a complete build.
const stamp = path.join(root, "dist", "app", "main.js");
const tool = process.argv[2];

function newest(dir) {
  let t = 0;
  if (!fs.existsSync(dir)) return t;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) t = Math.max(t, newest(p));
    else t = Math.max(t, fs.statSync(p).mtimeMs);
  }
  return t;
}

const mtime = (f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0);
const built = mtime(stamp);
const canBuild = fs.existsSync(path.join(root, "node_modules", "vite", "package.json"));
if (!built || canBuild) {
  const sources = Math.max(
    newest(path.join(root, "src")),
    newest(path.join(root, "sw")),
    newest(path.join(root, "public")),
    mtime(path.join(root, "vite.config.ts")),
    mtime(path.join(root, "src/server/vite.config.ts")),
    mtime(path.join(root, "package.json")),
  );
  if (sources > built) {
    if (!canBuild) {
      console.error(
        "There is no build and the build tools are not installed: run `npm ci && npm run build` first.",
      );
      process.exit(1);
    }
    console.log("Building the app (sources changed since the last build)…");
    const r = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
process.env.NODE_ENV ??= "production";
if (tool === "backup" || tool === "restore") {
  await import(pathToFileURL(path.join(root, "dist", "app", "backup.js")).href);
} else {
  process.env.SEED_DEMO ??= "1";
  // One process (no child): SIGTERM reaches the server directly and it shuts down cleanly.
  await import(pathToFileURL(stamp).href);
}
