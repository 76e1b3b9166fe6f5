// `npm test`: every check in order, stopping at the first that fails, then each phase's time.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";

const PHASES = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["build", "npm", ["run", "build"]],
  // The unit and integration tests; the image check (`npm run test:image`) needs the npm registry and
  // runs in `.ci/run`.
  [
    "vitest",
    "npx",
    ["vitest", "run", "--config", "tests/vitest.config.ts", "--project", "unit", "--project", "integration"],
  ],
  ["e2e", "npm", ["run", "test:e2e"]],
];

const done = [];
const started = Date.now();
let failed = 0;
for (const [name, cmd, args] of PHASES) {
  const t = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  const code = r.status ?? 1;
  done.push({ name, seconds: Math.round((Date.now() - t) / 1000), code });
  if (code !== 0) {
    failed = code;
    break;
  }
}
const lines = [
  ...done.map(
    (p) =>
      `${p.name.padEnd(10)} ${String(p.seconds).padStart(5)} s${p.code ? `  (failed: exit ${p.code})` : ""}`,
  ),
  `${"total".padEnd(10)} ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s`,
];
console.log("\nnpm test phases:");
for (const line of lines) console.log(`  ${line}`);
// .ci/run names a file here to print these again in its own summary, at the very end.
if (process.env.TEST_PHASES_FILE) writeFileSync(process.env.TEST_PHASES_FILE, `${lines.join("\n")}\n`);
process.exit(failed);
