// `npm start`: build the client when its sources are newer than the build, then run the server.
// Demo data is on by default here (SEED_DEMO=1), as the README promises.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
// The server build comes last, so its entry is the stamp of a complete build.
const stamp = path.join(root, "dist", "server", "entry-server.js");

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

const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const sources = Math.max(
  newest(path.join(root, "src", "client")),
  newest(path.join(root, "src", "shared")),
  newest(path.join(root, "sw")),
  newest(path.join(root, "public")),
  fs.statSync(path.join(root, "vite.config.ts")).mtimeMs,
  fs.statSync(path.join(root, "package.json")).mtimeMs,
);
if (sources > built) {
  console.log("Building the app (sources changed since the last build)…");
  for (const args of [
    ["vite", "build"],
    ["vite", "build", "--ssr"],
  ]) {
    const r = spawnSync("npx", args, { cwd: root, stdio: "inherit" });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
process.env.SEED_DEMO ??= "1";
process.env.NODE_ENV ??= "production";
// One process (no child): SIGTERM reaches the server directly and it shuts down cleanly.
const { register } = await import("tsx/esm/api");
register();
await import(path.join(root, "src/server/main.ts"));
