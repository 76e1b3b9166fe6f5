// `npm run test:pg`: the integration suite on PostgreSQL. Each test file creates and drops its own
// database on the server named by TEST_DATABASE_URL (default: the local server, trust auth).
import { spawnSync } from "node:child_process";

const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
};
// Files that open no database, so a second run proves nothing new; `npm test` runs each once. Left
// out here by name, so the run says so:
// - build.test.ts checks dist/, which this script does not build (`npm test` builds it first);
// - check-walls.test.ts and check-words.test.ts run the lint scripts on scratch trees.
const EXCLUDED = [
  "tests/integration/build.test.ts",
  "tests/integration/check-walls.test.ts",
  "tests/integration/check-words.test.ts",
];
console.log(
  `test:pg: leaving out ${EXCLUDED.join(", ")} (npm test runs them; they do not depend on the database)`,
);
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
    ...EXCLUDED.flatMap((file) => ["--exclude", file]),
    ...process.argv.slice(2),
  ],
  { stdio: "inherit", env },
);
process.exit(r.status ?? 1);
