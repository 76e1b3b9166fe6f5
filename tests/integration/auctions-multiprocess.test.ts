import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "#server/server";
import { Code } from "#shared/codes";
import { createAuction, HOUR, itemRow } from "./auctions.fixtures.ts";
import { createUser, type TestUser } from "./fixtures.ts";
import { startSecondServer, startTestServer, type TestServer } from "./harness.ts";
import { openStream } from "./notifications.fixtures.ts";

// Two server processes' worth of servers (each with its own pool, LISTEN connection and job
// runner) on one PostgreSQL database. PGlite is one process by nature, so this needs PostgreSQL.
const pg = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!pg)("two servers on one PostgreSQL", () => {
  let s1: TestServer;
  let s2: RunningServer;

  beforeAll(async () => {
    s1 = await startTestServer({ ACCESS_TOKEN_SECONDS: "864000" });
    s2 = await startSecondServer(s1, { ACCESS_TOKEN_SECONDS: "864000" });
  });
  afterAll(async () => {
    await s2?.close();
    await s1?.close();
  });

  it("takes bids through both, streams every change on both, closes once", async () => {
    const seller = await createUser(s1);
    const people: TestUser[] = [];
    for (let i = 0; i < 6; i++) people.push(await createUser(s1));
    const item = await createAuction(s1, seller.id, { startPriceCents: 100 });
    const n = item.itemNumber;
    const st1 = await openStream(`${s1.url}/rt/items/${n}/events`);
    const st2 = await openStream(`${s2.url}/rt/items/${n}/events`);
    await st1.waitFor("auction");
    await st2.waitFor("auction");

    const via = (srv: { url: string }, u: TestUser, amountCents: number) =>
      fetch(`${srv.url}/api/item/bid`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${u.token}`, platform: "hweb" },
        body: JSON.stringify({ itemNumber: n, amountCents }),
      }).then((r) => r.json() as Promise<{ status_code: number }>);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => via(i % 2 ? s2 : s1, people[i % 6]!, 100 + i * 100)),
    );
    const accepted = answers.filter((a) => a.status_code === Code.OK).length;
    expect(accepted).toBeGreaterThan(5);
    const row = await itemRow(s1, n);
    expect(row.bidCount).toBe(accepted);
    // Both processes' watchers see the changes (concurrent bids on one process may share one
    // batch and so one event) up to the final state, with the same event ids.
    const until = async (st: typeof st1, pred: (d: any) => boolean) => {
      for (let i = 0; i < 200 && !st.events.some((e) => e.event === "auction" && pred(e.data)); i++)
        await new Promise((r) => setTimeout(r, 50));
      return st.events.filter((e) => e.event === "auction");
    };
    const e1 = await until(st1, (d) => d.bidCount === accepted);
    const e2 = await until(st2, (d) => d.bidCount === accepted);
    expect(e1.at(-1)!.data.bidCount).toBe(accepted);
    expect(e2.at(-1)!.data.bidCount).toBe(accepted);
    expect(e1.slice(1).map((e) => e.id)).toEqual(e2.slice(1).map((e) => e.id));
    expect(e1.length).toBeGreaterThan(2);

    // Both runners race for the close; it happens once.
    s1.clock.offsetMs += HOUR + 1000;
    await Promise.all([
      s1.deps.jobs.runDue(),
      s2.deps.jobs.runDue(),
      s1.deps.jobs.runDue(),
      s2.deps.jobs.runDue(),
    ]);
    const closed = await itemRow(s1, n);
    expect(closed.status).toBe("sold");
    const ends1 = await until(st1, (d) => d.status === "ended");
    await until(st2, (d) => d.status === "ended");
    await new Promise((r) => setTimeout(r, 300));
    expect(st1.events.filter((e) => e.event === "auction" && e.data.status === "ended")).toHaveLength(1);
    expect(st2.events.filter((e) => e.event === "auction" && e.data.status === "ended")).toHaveLength(1);
    expect(ends1.at(-1)!.data.status).toBe("ended");
    const winner = people.find((p) => p.id === closed.leaderId)!;
    const list = await fetch(`${s2.url}/api/notification/list?pageSize=50`, {
      headers: { authorization: `Bearer ${winner.token}`, platform: "hweb" },
    }).then((r) => r.json() as Promise<{ res_data: { list: { jumpType: number; orderNumber: string }[] } }>);
    const won = list.res_data.list.filter((x) => x.jumpType === 16);
    expect(won).toHaveLength(1);
    expect(won[0]!.orderNumber.length).toBeGreaterThan(0);
    st1.close();
    st2.close();
  });

  it("a sign-out on one server is refused on the other within moments, not after the cache expires", async () => {
    const u = await createUser(s1);
    const info = (srv: { url: string }) =>
      fetch(`${srv.url}/api/user/info`, {
        headers: { authorization: `Bearer ${u.token}`, platform: "hweb" },
      }).then((r) => r.json() as Promise<{ status_code: number }>);
    // Both servers have now seen the session signed in (and remember it for a moment).
    expect((await info(s1)).status_code).toBe(Code.OK);
    expect((await info(s2)).status_code).toBe(Code.OK);
    const out = await fetch(`${s1.url}/api/hweb/login/v1/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${u.token}`, platform: "hweb", "content-type": "application/json" },
      body: "{}",
    }).then((r) => r.json() as Promise<{ status_code: number }>);
    expect(out.status_code).toBe(Code.OK);
    expect((await info(s1)).status_code).toBe(Code.SESSION_REVOKED);
    // Well inside the 2 s the other server would otherwise trust its memory.
    await expect
      .poll(async () => (await info(s2)).status_code, { timeout: 1000, interval: 50 })
      .toBe(Code.SESSION_REVOKED);
  });
});
