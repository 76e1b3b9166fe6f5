import path from "node:path";
import { envOrExit } from "../env.ts";
import { restoreBackup, takeBackup } from "../platform/backup.ts";

// `npm run backup -- FILE` and `npm run restore -- FILE` (through scripts/start.mjs, which runs the
// built copy of this file): the deployment is the one the same settings name (DATA_DIR,
// DATABASE_URL, STORAGE). See platform/backup.ts.
async function main() {
  const [command, file] = process.argv.slice(2);
  if ((command !== "backup" && command !== "restore") || !file) {
    console.error("usage: npm run backup -- FILE | npm run restore -- FILE");
    process.exit(2);
  }
  const env = envOrExit();
  const target = path.resolve(file);
  const t0 = performance.now();
  try {
    const m = command === "backup" ? await takeBackup(env, target) : await restoreBackup(env, target);
    const s = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(
      `${command === "backup" ? "Backed up" : "Restored"} the ${m.engine} database and ${m.files} uploaded files ${command === "backup" ? "to" : "from"} ${target} in ${s} s`,
    );
    if (m.storage === "s3")
      console.log(
        "Pictures stay in the S3 bucket: keep them with the bucket's versioning (README, Backups).",
      );
  } catch (err) {
    console.error(`${command} failed: ${(err as Error).message}`);
    process.exit(1);
  }
}

void main();
