// The npm registry reachable from our machines lacks some optional platform binaries (biome,
// rollup, tailwind oxide for other OSes/CPUs). `npm install` then writes a lock that `npm ci`
// rejects as "Missing: … from lock file". This adds an entry for each missing optional package
// with its os/cpu/libc, so `npm ci` skips it on this platform exactly as it would with a full
// registry. Run after regenerating the lock: `npm install && node scripts/fix-lock.mjs`.
import fs from "node:fs";

const lockPath = `${process.cwd()}/package-lock.json`;
const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
const pkgs = lock.packages;

function platformOf(name) {
  const n = name.split("/").pop();
  const os = ["android", "darwin", "linux", "win32", "freebsd", "openbsd", "openharmony", "wasm32"].find(
    (o) => n.includes(`-${o}`),
  );
  const cpus = {
    arm64: "arm64",
    x64: "x64",
    ia32: "ia32",
    "arm-": "arm",
    loong64: "loong64",
    ppc64: "ppc64",
    riscv64: "riscv64",
    s390x: "s390x",
  };
  let cpu = Object.entries(cpus).find(([k]) => n.includes(`-${k}`))?.[1];
  if (os === "wasm32") return { cpu: ["wasm32"] };
  if (!cpu && /-arm$|-arm-/.test(n)) cpu = "arm";
  const out = {};
  if (os) out.os = [os];
  if (cpu) out.cpu = [cpu];
  if (/musl/.test(n)) out.libc = ["musl"];
  else if (os === "linux" && /gnu/.test(n)) out.libc = ["glibc"];
  return out;
}

let added = 0;
for (const [path, entry] of Object.entries(pkgs)) {
  const opt = entry.optionalDependencies ?? {};
  for (const [dep, spec] of Object.entries(opt)) {
    const key = `node_modules/${dep}`;
    const nested = `${path}/node_modules/${dep}`;
    if (pkgs[key] || pkgs[nested]) continue;
    const plat = platformOf(dep);
    if (!plat.os && !plat.cpu) continue;
    pkgs[key] = { version: String(spec).replace(/^[\^~]/, ""), dev: entry.dev, optional: true, ...plat };
    added++;
  }
}
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform entries`);
