import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { users } from "#server/db/schema/index";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { type ServerProcess, startProcess, stopProcess } from "./cluster.ts";
import { createItem } from "./fixtures.ts";
import type { TestServer } from "./harness.ts";

/**
 * The shutdown an orchestrator starts with SIGTERM, on a real server process (embedded database on
 * disk, as `npm start` runs it): readiness turns 503 at once, the request in flight is answered, the
 * live stream is ended with a retry hint, and the process exits 0.
 */
describe("SIGTERM drains a running process", () => {
  let dataDir: string;
  let proc: ServerProcess;
  let itemNumber: string;

  beforeAll(async () => {
    // An auction to watch, written before the process opens the database.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-drain-"));
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
    const now = Date.now();
    const [seller] = await database.db
      .insert(users)
      .values({
        email: "drain-seller@test.local",
        passwordHash: "x",
        userName: "drainseller",
        firstName: "Drain",
        lastName: "Seller",
        emailVerified: true,
        createdAt: now,
      })
      .returning({ id: users.id });
    const item = await createItem(
      { deps: { database, clock: { now: () => Date.now() } } } as unknown as TestServer,
      {
        saleType: "auction",
        sellerId: seller!.id,
        endTime: now + 3_600_000,
      },
    );
    itemNumber = item.itemNumber;
    await database.close();
    proc = await startProcess(
      { DATA_DIR: dataDir, SHUTDOWN_DELAY_MS: "4000", LOG_LEVEL: "info" },
      { startMs: 180_000 },
    );
  }, 240_000);

  afterAll(async () => {
    if (proc) await stopProcess(proc);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers readyz 503 at once, finishes the request in flight, closes the stream with a retry hint, exits 0", async () => {
    expect((await fetch(`${proc.url}/api/readyz`)).status).toBe(HTTP.OK);

    // A live stream, read raw to see the retry field.
    let streamText = "";
    let streamEnded = false;
    const stream = http.get(`${proc.url}/rt/items/${itemNumber}/events`, {
      headers: { accept: "text/event-stream" },
    });
    const streamDone = new Promise<void>((resolve) => {
      stream.on("response", (res) => {
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          streamText += chunk;
        });
        res.on("end", () => {
          streamEnded = true;
          resolve();
        });
        res.on("error", () => resolve());
      });
      stream.on("error", () => resolve());
    });
    await expect.poll(() => streamText, { timeout: 10_000 }).toContain("event: auction");

    // A slow request: headers and half the body now, the rest after SIGTERM.
    const body = JSON.stringify({ account: "nobody@test.local", password: "Wrong-Pass-1" });
    const slow = http.request(`${proc.url}/api/hweb/login/v1/login`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        platform: "hweb",
      },
    });
    const slowAnswer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.on("response", (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => {
          text += c;
        });
        res.on("end", () => resolve({ status: res.statusCode!, text }));
      });
      slow.on("error", reject);
    });
    slow.write(body.slice(0, 10));
    // Give the server the request's head, so it is in flight before the signal.
    await new Promise((r) => setTimeout(r, 300));

    proc.child.kill("SIGTERM");

    // Readiness says no at once (while the process still accepts: SHUTDOWN_DELAY_MS), liveness still yes.
    await expect
      .poll(async () => (await fetch(`${proc.url}/api/readyz`)).status, { timeout: 3000, interval: 100 })
      .toBe(HTTP.ServiceUnavailable);
    const ready = await fetch(`${proc.url}/api/readyz`);
    expect(ready.status).toBe(HTTP.ServiceUnavailable);
    expect(((await ready.json()) as { status_code: number }).status_code).toBe(Code.SERVER_BUSY);
    expect((await fetch(`${proc.url}/api/livez`)).status).toBe(HTTP.OK);

    // The stream was ended politely: a retry hint, then the end of the response.
    await streamDone;
    expect(streamEnded).toBe(true);
    expect(streamText).toMatch(/\nretry: \d+\n/);

    // The request in flight still gets its answer.
    slow.end(body.slice(10));
    const answer = await slowAnswer;
    expect(answer.status).toBe(HTTP.OK);
    expect(JSON.parse(answer.text).status_code).toBe(Code.FORBIDDEN);

    expect(await proc.exited).toBe(0);
    expect(proc.output.join("\n")).toContain('"msg":"draining"');
  }, 60_000);
});
