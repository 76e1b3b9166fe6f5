// `npm run test:pg`: the integration suite on PostgreSQL. Each test file creates and drops its own
// database on the server named by TEST_DATABASE_URL (default: the local server, trust auth).
import { spawnSync } from "node:child_process";

const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
};
// build.test.ts checks dist/, which does not depend on the database and which this script does not build:
// `npm test` runs it after the build. Left out here by name, so the run says so instead of failing on it.
const EXCLUDED = "tests/integration/build.test.ts";
console.log(`test:pg: leaving out ${EXCLUDED} (the build's output is checked by npm test)`);
// `npm run test:pg -- <files or filters>` runs only those, as vitest would.
const r = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "--config",
    "tests/vitest.config.ts",
    "--project",
    "integration",
    "--exclude",
    EXCLUDED,
    ...process.argv.slice(2),
  ],
  { stdio: "inherit", env },
);
process.exit(r.status ?? 1);
