import { openDatabase } from "./db/client.ts";
import { parseEnv } from "./env.ts";
import { EventBus } from "./platform/bus.ts";
import { systemClock } from "./platform/clock.ts";
import { listTokenKeys, retireTokenKey, rotateTokenKey } from "./platform/keys.ts";
import { createLogger } from "./platform/logger.ts";

/**
 * `npx tsx src/server/token-keys.ts list | rotate | retire <kid>`: the token keys in the database
 * of DATABASE_URL (or DATA_DIR's embedded one, with its server stopped). Running servers hear of a
 * change at once. Rotate, wait at least ACCESS_TOKEN_SECONDS (and for store identities to be chosen
 * again), then retire the old kid.
 */
async function main() {
  const [command, kid] = process.argv.slice(2);
  const env = parseEnv();
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: `${env.DATA_DIR}/db` });
  const bus = new EventBus(database, systemClock, createLogger("silent"));
  try {
    const { db } = database;
    if (command === "rotate") console.log(`signing with ${await rotateTokenKey(db, bus, systemClock)}`);
    else if (command === "retire" && kid) {
      const done = await retireTokenKey(db, bus, systemClock, kid);
      console.log(done ? `retired ${kid}` : `no key ${kid} in use`);
    } else if (command === "list" || !command) {
      for (const r of await listTokenKeys(db))
        console.log(
          `${r.kid}\tcreated ${new Date(r.createdAt).toISOString()}\t${r.retiredAt ? `retired ${new Date(r.retiredAt).toISOString()}` : "in use"}`,
        );
    } else {
      console.error("usage: token-keys.ts list | rotate | retire <kid>");
      process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error((err as Error).message);
  process.exit(1);
});
