// `npm run test:pg`: the integration suite on PostgreSQL. Each test file creates and drops its own
// database on the server named by TEST_DATABASE_URL (default: the local server, trust auth).
import { spawnSync } from "node:child_process";

const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
};
const r = spawnSync(
  "npx",
  ["vitest", "run", "--config", "tests/vitest.config.ts", "--project", "integration"],
  { stdio: "inherit", env },
);
process.exit(r.status ?? 1);
