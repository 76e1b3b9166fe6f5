import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client";
import { events, idempotencyKeys, jobs, rateLimits, refreshTokens, sessions } from "#server/db/schema/index";
import { RETENTION_JOB } from "#server/platform/retention";
import { createUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let s: TestServer;
beforeAll(async () => {
  // Small batches, so the prune takes several of them and the walk's stopping rules are exercised.
  s = await startTestServer({ RETENTION_BATCH: "7" });
});
afterAll(async () => {
  await s.close();
});

const count = async (table: string, where = sql`true`) =>
  Number(
    (
      await queryRows<{ n: string }>(
        s.deps.database.db,
        sql`SELECT count(*) AS n FROM ${sql.identifier(table)} WHERE ${where}`,
      )
    )[0]!.n,
  );

describe("retention", () => {
  it("the daily job prunes old events, finished jobs, keys, counters and ended sign-ins, and keeps recent ones", async () => {
    const db = s.deps.database.db;
    const [pending] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, RETENTION_JOB), isNull(jobs.doneAt)));
    expect(pending, "a retention job is scheduled at start").toBeTruthy();
    expect(pending!.runAt).toBeGreaterThan(s.clock.now() + DAY - HOUR);

    // A day and a bit later, by the server's clock.
    s.clock.offsetMs += DAY + HOUR;
    const now = s.clock.now();
    const old = now - 3 * DAY;
    const recent = now - HOUR;
    const ch = `retention-test:${randomUUID()}`;
    await db.insert(events).values([
      ...Array.from({ length: 30 }, (_, i) => ({
        channel: ch,
        type: "old",
        data: { i },
        createdAt: old + i,
      })),
      ...Array.from({ length: 5 }, (_, i) => ({
        channel: ch,
        type: "new",
        data: { i },
        createdAt: recent + i,
      })),
    ]);
    await db.insert(jobs).values([
      ...Array.from({ length: 20 }, () => ({
        kind: "test.old",
        runAt: old,
        doneAt: now - 10 * DAY,
        createdAt: old,
      })),
      { kind: "test.recent", runAt: recent, doneAt: recent, createdAt: recent },
      { kind: "test.waiting", runAt: now + 30 * DAY, createdAt: old },
    ]);
    const u = await createUser(s);
    await db.insert(idempotencyKeys).values([
      ...Array.from({ length: 15 }, (_, i) => ({
        userId: u.id,
        key: `old-${i}`,
        requestHash: "h",
        httpStatus: 200,
        response: {},
        createdAt: now - 3 * DAY,
      })),
      {
        userId: u.id,
        key: "fresh",
        requestHash: "h",
        httpStatus: 200,
        response: {},
        createdAt: now - 23 * HOUR,
      },
    ]);
    await db.insert(rateLimits).values([
      ...Array.from({ length: 10 }, (_, i) => ({
        key: `test-old-${i}-${ch}`,
        windowStart: old,
        count: 3,
        lastAt: old,
      })),
      // An old window whose latest hit is recent still drives a growing delay: kept.
      { key: `test-late-${ch}`, windowStart: old, count: 9, lastAt: recent },
      { key: `test-new-${ch}`, windowStart: recent, count: 1, lastAt: recent },
    ]);
    const ended = randomUUID();
    const revoked = randomUUID();
    const live = randomUUID();
    await db.insert(sessions).values([
      { id: ended, userId: u.id, createdAt: now - 90 * DAY, expiresAt: now - 60 * DAY },
      {
        id: revoked,
        userId: u.id,
        createdAt: now - 50 * DAY,
        expiresAt: now + DAY,
        revokedAt: now - 40 * DAY,
      },
      { id: live, userId: u.id, createdAt: now - DAY, expiresAt: now + 29 * DAY },
    ]);
    await db.insert(refreshTokens).values([
      { tokenHash: `t-${ended}`, sessionId: ended, createdAt: now - 90 * DAY, spentAt: now - 89 * DAY },
      { tokenHash: `t-${revoked}`, sessionId: revoked, createdAt: now - 50 * DAY },
      { tokenHash: `t-${live}`, sessionId: live, createdAt: now - DAY },
    ]);

    expect(await s.deps.jobs.runDue()).toBeGreaterThanOrEqual(1);

    expect(await count("events", sql`channel = ${ch} AND type = 'old'`)).toBe(0);
    expect(await count("events", sql`channel = ${ch} AND type = 'new'`)).toBe(5);
    expect(await count("jobs", sql`kind = 'test.old'`)).toBe(0);
    expect(await count("jobs", sql`kind IN ('test.recent', 'test.waiting')`)).toBe(2);
    expect(await count("idempotency_keys", sql`user_id = ${u.id}`)).toBe(1);
    expect(await count("rate_limits", sql`key LIKE ${`%${ch}`}`)).toBe(2);
    expect(await count("sessions", sql`user_id = ${u.id}`)).toBe(2); // the live one and the fixture's
    expect(await count("sessions", sql`id = ${live}`)).toBe(1);
    expect(await count("refresh_tokens", sql`session_id IN (${ended}, ${revoked})`)).toBe(0);
    expect(await count("refresh_tokens", sql`session_id = ${live}`)).toBe(1);

    // The run is done and the next one is due a day later (one pending row).
    const next = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, RETENTION_JOB), isNull(jobs.doneAt)));
    expect(next).toHaveLength(1);
    expect(next[0]!.runAt).toBeGreaterThanOrEqual(now + DAY);
  });

  it("a restart does not move the pending run", async () => {
    const db = s.deps.database.db;
    const [before] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, RETENTION_JOB), isNull(jobs.doneAt)));
    await s.deps.jobs.ensureRecurring(db, RETENTION_JOB, s.clock.now() + 5 * DAY);
    const after = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, RETENTION_JOB), isNull(jobs.doneAt)));
    expect(after).toHaveLength(1);
    expect(after[0]!.runAt).toBe(before!.runAt);
  });
});
