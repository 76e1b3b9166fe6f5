/**
 * Time from `npm start` on a built tree to a healthy `/api/health` (not a test), on a fresh
 * DATA_DIR (creates and seeds the database) and again on the same, existing DATA_DIR.
 *   npx vite build && npx tsx tests/bench/startup.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "./client-server.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-startup-"));
for (const label of ["fresh DATA_DIR (migrate + seed)", "existing DATA_DIR"]) {
  const t0 = performance.now();
  const s = await startServer({ command: ["npm", "start", "--silent"], dataDir });
  const ms = performance.now() - t0;
  console.log(`npm start → healthy, ${label}: ${(ms / 1000).toFixed(2)} s`);
  await s.stop();
}
fs.rmSync(dataDir, { recursive: true, force: true });
