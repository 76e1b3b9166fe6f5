import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setSuspended } from "#server/modules/accounts/index";
import { notify } from "#server/modules/notifications/notifications.service";
import type { RunningServer } from "#server/server";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { captureOutbox, freshEmail, signUp } from "./accounts.fixtures.ts";
import { startSecondServer, startTestServer, type TestServer } from "./harness.ts";
import { openStream } from "./notifications.fixtures.ts";

/*
 * A revoked sign-in must not keep listening: its open /rt/me/events streams end at once, in the
 * process that revoked it and in every other one (the revocation travels on the event bus).
 */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  captureOutbox(s);
});
afterAll(async () => {
  await s.close();
});

const L = "/api/hweb/login/v1";
type Stream = Awaited<ReturnType<typeof openStream>>;

async function person() {
  const email = freshEmail("listener");
  const first = await signUp(s, captureOutbox(s), email);
  const second = await s.signIn(email, "Sunny7Day");
  return { email, userId: first.user.id as number, a: first.token as string, b: second.token };
}

/** A stream opened the way a browser does (a ticket) and the way a fetch client does (the header). */
async function streamsOf(url: string, token: string, server: { url: string } = s): Promise<Stream[]> {
  const t = await fetch(`${server.url}/rt/ticket`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  const ticket = ((await t.json()) as { res_data: { ticket: string } }).res_data.ticket;
  const byTicket = await openStream(`${url}?ticket=${encodeURIComponent(ticket)}`);
  const byHeader = await openStream(url, { authorization: `Bearer ${token}` });
  for (const st of [byTicket, byHeader]) {
    expect(st.res.status).toBe(HTTP.OK);
    await st.waitFor("unread");
  }
  return [byTicket, byHeader];
}

const ended = (streams: Stream[]) => streams.every((st) => st.ended);

describe("revoking a sign-in ends its open streams", () => {
  it("signing out ends that session's streams at once, not the other session's", async () => {
    const p = await person();
    const mine = await streamsOf(`${s.url}/rt/me/events`, p.a);
    const other = await streamsOf(`${s.url}/rt/me/events`, p.b);
    try {
      expect(ended(mine)).toBe(false);
      const out = await s.call("POST", `${L}/logout`, { token: p.a });
      expect(out.body.status_code).toBe(Code.OK);
      await expect.poll(() => ended(mine), { timeout: 5000 }).toBe(true);
      // The other sign-in still hears its notices.
      await s.deps.database.db.transaction((tx) =>
        notify(s.deps, tx, { userId: p.userId, title: "Still here", content: "Yes", jumpType: 0 }),
      );
      for (const st of other) await st.waitFor("notification");
      expect(ended(other)).toBe(false);
    } finally {
      for (const st of [...mine, ...other]) st.close();
    }
  });

  it("a password change ends every other session's streams; the one it was made in keeps its own", async () => {
    const p = await person();
    const elsewhere = await streamsOf(`${s.url}/rt/me/events`, p.a);
    const here = await streamsOf(`${s.url}/rt/me/events`, p.b);
    try {
      const r = await s.call("POST", "/api/user/changePassword", {
        token: p.b,
        body: { oldPassword: "Sunny7Day", password: "Brand9New" },
      });
      expect(r.body.status_code).toBe(Code.OK);
      await expect.poll(() => ended(elsewhere), { timeout: 5000 }).toBe(true);
      await s.deps.database.db.transaction((tx) =>
        notify(s.deps, tx, { userId: p.userId, title: "Kept", content: "Yes", jumpType: 0 }),
      );
      for (const st of here) await st.waitFor("notification");
      expect(ended(here)).toBe(false);
    } finally {
      for (const st of [...elsewhere, ...here]) st.close();
    }
  });

  it("a password reset and an operator's suspension end every stream of the account", async () => {
    const p = await person();
    const box = captureOutbox(s);
    const before = await streamsOf(`${s.url}/rt/me/events`, p.a);
    try {
      await s.call("POST", `${L}/sendCode`, { body: { account: p.email, scene: "reset" } });
      const reset = await s.call("POST", `${L}/resetPassword`, {
        body: { account: p.email, code: box.lastCode(p.email), password: "Brand9New" },
      });
      expect(reset.body.status_code).toBe(Code.OK);
      await expect.poll(() => ended(before), { timeout: 5000 }).toBe(true);
    } finally {
      for (const st of before) st.close();
    }
    const again = await s.signIn(p.email, "Brand9New");
    const after = await streamsOf(`${s.url}/rt/me/events`, again.token);
    try {
      await s.deps.database.db.transaction((tx) => setSuspended(s.deps, tx, p.userId, true));
      await expect.poll(() => ended(after), { timeout: 5000 }).toBe(true);
    } finally {
      for (const st of after) st.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("across processes", () => {
  let s2: RunningServer;
  beforeAll(async () => {
    s2 = await startSecondServer(s);
  });
  afterAll(async () => {
    await s2?.close();
  });

  it("signing out through one process ends the session's streams in another", async () => {
    const p = await person();
    const there = await streamsOf(`${s2.url}/rt/me/events`, p.a, s2);
    try {
      await s.call("POST", `${L}/logout`, { token: p.a });
      await expect.poll(() => ended(there), { timeout: 5000 }).toBe(true);
    } finally {
      for (const st of there) st.close();
    }
  });
});
