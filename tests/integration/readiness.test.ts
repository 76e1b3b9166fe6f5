import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createDatabase } from "./cluster.ts";
import { startTestServer, type TestServer } from "./harness.ts";

/**
 * Readiness follows the database: the server reaches PostgreSQL through a TCP relay this test
 * controls, and "the database is down" is the relay cutting every connection and refusing new ones
 * (the shared server itself is never touched). PostgreSQL only: the embedded database cannot go away.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) console.warn("readiness suite skipped: no TEST_DATABASE_URL (run `npm run test:pg`)");

type Relay = { port: number; up: boolean; close(): Promise<void> };

async function startRelay(target: URL): Promise<Relay> {
  const sockets = new Set<net.Socket>();
  const relay: Relay = {
    port: 0,
    up: true,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  const server = net.createServer((client) => {
    if (!relay.up) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  relay.port = (server.address() as net.AddressInfo).port;
  const down = () => {
    for (const s of sockets) s.destroy();
  };
  Object.defineProperty(relay, "up", {
    get: () => up,
    set: (v: boolean) => {
      up = v;
      if (!v) down();
    },
  });
  let up = true;
  return relay;
}

describe.skipIf(!pgUrl)("readiness while PostgreSQL is unreachable", () => {
  let s: TestServer;
  let relay: Relay;
  let drop: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    const db = await createDatabase(pgUrl!);
    drop = db.drop;
    const direct = new URL(db.url);
    relay = await startRelay(direct);
    const viaRelay = new URL(db.url);
    viaRelay.hostname = "127.0.0.1";
    viaRelay.port = String(relay.port);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-ready-"));
    s = await startTestServer({}, { dataDir, databaseUrl: viaRelay.toString() });
  }, 60_000);

  afterAll(async () => {
    await s?.close();
    await relay?.close();
    await drop?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 503 while the database does not answer, and 200 again by itself once it does", async () => {
    const ready = () => s.call("GET", "/api/readyz");
    expect((await ready()).status).toBe(HTTP.OK);

    relay.up = false;
    const down = await ready();
    expect(down.status).toBe(HTTP.ServiceUnavailable);
    expect(down.body.status_code).toBe(Code.SERVER_BUSY);
    expect(down.headers.get("retry-after")).toBe("1");
    // Still alive: nothing to restart.
    expect((await s.call("GET", "/api/livez")).status).toBe(HTTP.OK);
    // A second probe is not answered from a cache.
    expect((await ready()).status).toBe(HTTP.ServiceUnavailable);

    relay.up = true;
    await expect.poll(async () => (await ready()).status, { timeout: 10_000, interval: 200 }).toBe(HTTP.OK);
    expect((await ready()).body.res_data).toEqual({ ok: true, database: "postgres" });
  });
});
