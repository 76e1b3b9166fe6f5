import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

/*
 * A crowd on the database: every request must get an answer within a bound, either the operation's
 * own or 503 with Retry-After in the envelope from the admission line (app.ts). The clients share
 * the server's process, so on a machine crowded by other work an answer's time includes theirs:
 * the bound is generous (a quiet 2-core machine answers the slowest in about 6 s).
 */

const CLIENTS = 200;
const ROUNDS = 4;
const WAIT_MS = 2000;
/** Longest any answer may take: the line's wait plus the work of the requests ahead of it. */
const ANSWER_WITHIN_MS = 30_000;

describe("a crowd of clients", () => {
  let s: TestServer;
  let people: TestUser[];
  beforeAll(async () => {
    s = await startTestServer({ API_QUEUE_WAIT_MS: String(WAIT_MS), API_QUEUE_MAX: "100" });
    people = [];
    for (let i = 0; i < 10; i++) people.push(await createUser(s));
  });
  afterAll(async () => {
    await s.close();
  });

  it(`${CLIENTS} clients at once: every request is answered in time, by its operation or 503 with Retry-After`, async () => {
    const tally = { answered: 0, ok: 0, busy: 0, other: 0, hung: 0, slowestMs: 0 };
    const hungPaths: string[] = [];
    const one = async (i: number, round: number) => {
      const who = people[i % people.length]!;
      const headers = { platform: "hweb", authorization: `Bearer ${who.token}` };
      const which = (i + round) % 4;
      const [path, init]: [string, RequestInit] =
        which === 0
          ? ["/api/category/list", { headers }]
          : which === 1
            ? [`/api/search/items?q=lamp${i % 7}`, { headers }]
            : which === 2
              ? ["/api/user/info", { headers }]
              : ["/rt/ticket", { method: "POST", headers }];
      const t0 = performance.now();
      try {
        const r = await fetch(`${s.url}${path}`, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
        const body = (await r.json()) as { status_code: number; res_data: { retryAfter?: number } };
        tally.answered++;
        if (r.status === HTTP.ServiceUnavailable) {
          tally.busy++;
          expect(r.headers.get("retry-after")).toBe("1");
          expect(body).toMatchObject({ status_code: Code.SERVER_BUSY, res_data: { retryAfter: 1 } });
        } else if (r.status === HTTP.OK && body.status_code === Code.OK) tally.ok++;
        else tally.other++;
      } catch (err) {
        tally.hung++;
        hungPaths.push(`${path.split("?")[0]} ${String(err).slice(0, 80)}`);
      }
      tally.slowestMs = Math.max(tally.slowestMs, performance.now() - t0);
    };
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        for (let round = 0; round < ROUNDS; round++) await one(i, round);
      }),
    );
    console.log("crowd:", JSON.stringify({ clients: CLIENTS, requests: CLIENTS * ROUNDS, ...tally }));
    expect(hungPaths).toEqual([]);
    expect(tally.other).toBe(0);
    expect(tally.answered).toBe(CLIENTS * ROUNDS);
    expect(tally.ok).toBeGreaterThan(0);
    expect(tally.slowestMs).toBeLessThan(ANSWER_WITHIN_MS);
  }, 180_000);
});
