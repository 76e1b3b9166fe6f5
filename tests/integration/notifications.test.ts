import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, notifications, sessions } from "#server/db/schema/index";
import { notify } from "#server/modules/notifications/notifications.service";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { openStream, seedNotifications } from "./notifications.fixtures.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const FIELDS = ["content", "createDate", "id", "isRead", "jumpId", "jumpType", "orderNumber", "pic", "title"];

/** A stream opened as `u` carries `u`'s new notice and not `other`'s. */
async function expectOnlyOwnNotices(
  stream: Awaited<ReturnType<typeof openStream>>,
  u: { id: number },
  other: { id: number },
) {
  await stream.waitFor("unread");
  await notify(s.deps, s.deps.database.db, { userId: other.id, title: "Theirs", content: "x", jumpType: 8 });
  await notify(s.deps, s.deps.database.db, { userId: u.id, title: "Mine", content: "y", jumpType: 8 });
  const got = await stream.waitFor("notification");
  expect(got.map((e) => e.data.title)).toEqual(["Mine"]);
}

describe("GET /api/notification/list", () => {
  it("needs a signed-in user", async () => {
    const r = await s.call("GET", "/api/notification/list");
    expect(r.status).toBe(HTTP.Unauthorized);
    expect(r.body.status_code).toBe(Code.TOKEN_INVALID);
  });

  it("pages newest first with page size 5 by default", async () => {
    const u = await createUser(s);
    await seedNotifications(s, u.id, 12);
    const p1 = await s.call("GET", "/api/notification/list", { token: u.token, query: { currentPage: 1 } });
    expect(p1.body.status_code).toBe(Code.OK);
    expect(p1.body.res_data.total).toBe(12);
    expect(p1.body.res_data.hasNextPage).toBe(true);
    expect(p1.body.res_data.list.map((n: any) => n.title)).toEqual(["N12", "N11", "N10", "N9", "N8"]);
    const first = p1.body.res_data.list[0];
    expect(Object.keys(first).sort()).toEqual(FIELDS);
    expect(first).toMatchObject({
      isRead: false,
      jumpType: 8,
      jumpId: "ITEM12",
      orderNumber: null,
      pic: null,
    });
    expect(typeof first.createDate).toBe("number");

    const p2 = await s.call("GET", "/api/notification/list", { token: u.token, query: { currentPage: 2 } });
    expect(p2.body.res_data.list.map((n: any) => n.title)).toEqual(["N7", "N6", "N5", "N4", "N3"]);
    expect(p2.body.res_data.hasNextPage).toBe(true);
    const p3 = await s.call("GET", "/api/notification/list", { token: u.token, query: { currentPage: 3 } });
    expect(p3.body.res_data.list.map((n: any) => n.title)).toEqual(["N2", "N1"]);
    expect(p3.body.res_data.hasNextPage).toBe(false);
    const p4 = await s.call("GET", "/api/notification/list", { token: u.token, query: { currentPage: 4 } });
    expect(p4.body.res_data).toEqual({ total: 12, list: [], hasNextPage: false });

    const big = await s.call("GET", "/api/notification/list", {
      token: u.token,
      query: { currentPage: 1, pageSize: 10 },
    });
    expect(big.body.res_data.list).toHaveLength(10);
  });

  it("filters by isRead (true/false/1/0) and lists both when omitted or blank", async () => {
    const u = await createUser(s);
    await seedNotifications(s, u.id, 3);
    await seedNotifications(s, u.id, 2, { isRead: true, title: "R" });
    const get = (isRead?: string) =>
      s.call("GET", "/api/notification/list", { token: u.token, query: { currentPage: 1, isRead } });
    for (const v of ["false", "0"]) {
      const r = await get(v);
      expect(r.body.res_data.total).toBe(3);
      expect(r.body.res_data.list.every((n: any) => n.isRead === false)).toBe(true);
    }
    for (const v of ["true", "1"]) {
      const r = await get(v);
      expect(r.body.res_data.total).toBe(2);
      expect(r.body.res_data.list.every((n: any) => n.isRead === true)).toBe(true);
    }
    expect((await get()).body.res_data.total).toBe(5);
    expect((await get("")).body.res_data.total).toBe(5);
  });

  it("shows only the caller's notifications", async () => {
    const a = await createUser(s);
    const b = await createUser(s);
    await seedNotifications(s, a.id, 2);
    const r = await s.call("GET", "/api/notification/list", { token: b.token });
    expect(r.body.res_data).toEqual({ total: 0, list: [], hasNextPage: false });
  });

  it("rejects bad paging and filters with 400 / 10001", async () => {
    const u = await createUser(s);
    for (const query of [
      { currentPage: 0 },
      { currentPage: "x" },
      { pageSize: 0 },
      { pageSize: 51 },
      { isRead: "maybe" },
    ]) {
      const r = await s.call("GET", "/api/notification/list", { token: u.token, query });
      expect(r.status, JSON.stringify(query)).toBe(HTTP.BadRequest);
      expect(r.body.status_code).toBe(Code.VALIDATION);
      expect(r.body.res_data.errors.length).toBeGreaterThan(0);
    }
  });
});

describe("GET /api/notification/unreadCount", () => {
  it("counts unread notifications and reports chat unread as 0", async () => {
    const u = await createUser(s);
    const none = await s.call("GET", "/api/notification/unreadCount", { token: u.token });
    expect(none.body.res_data).toEqual({ unreadCountNotifications: 0, unreadCount: 0 });
    await seedNotifications(s, u.id, 4);
    await seedNotifications(s, u.id, 3, { isRead: true });
    const r = await s.call("GET", "/api/notification/unreadCount", { token: u.token });
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data).toEqual({ unreadCountNotifications: 4, unreadCount: 0 });
  });

  it("counts past 99 (the badge caps, the count does not)", async () => {
    const u = await createUser(s);
    await seedNotifications(s, u.id, 120);
    const r = await s.call("GET", "/api/notification/unreadCount", { token: u.token });
    expect(r.body.res_data.unreadCountNotifications).toBe(120);
  });

  it("needs a signed-in user", async () => {
    const r = await s.call("GET", "/api/notification/unreadCount");
    expect(r.status).toBe(HTTP.Unauthorized);
  });
});

describe("PUT /api/notification/read and readAll", () => {
  it("marks one read and unread again, and the count follows", async () => {
    const u = await createUser(s);
    const [n1, n2] = await seedNotifications(s, u.id, 2);
    const r = await s.call("PUT", "/api/notification/read", {
      token: u.token,
      body: { notificationId: n1!.id, read: true },
    });
    expect(r.body).toMatchObject({ status_code: Code.OK, res_data: {} });
    const count = await s.call("GET", "/api/notification/unreadCount", { token: u.token });
    expect(count.body.res_data.unreadCountNotifications).toBe(1);
    const unread = await s.call("GET", "/api/notification/list", {
      token: u.token,
      query: { isRead: "false" },
    });
    expect(unread.body.res_data.list.map((n: any) => n.id)).toEqual([n2!.id]);

    // Form-encoded, read=false: back to unread.
    const back = await s.call("PUT", "/api/notification/read", {
      token: u.token,
      form: { notificationId: String(n1!.id), read: "false" },
    });
    expect(back.body.status_code).toBe(Code.OK);
    const after = await s.call("GET", "/api/notification/unreadCount", { token: u.token });
    expect(after.body.res_data.unreadCountNotifications).toBe(2);
  });

  it("also takes notificationId and read from the query string", async () => {
    const u = await createUser(s);
    const [n] = await seedNotifications(s, u.id, 1);
    const r = await s.call("PUT", "/api/notification/read", {
      token: u.token,
      query: { notificationId: n!.id, read: "true" },
    });
    expect(r.body.status_code).toBe(Code.OK);
    const count = await s.call("GET", "/api/notification/unreadCount", { token: u.token });
    expect(count.body.res_data.unreadCountNotifications).toBe(0);
  });

  it("answers 10004 for another user's notification and changes nothing", async () => {
    const owner = await createUser(s);
    const other = await createUser(s);
    const [n] = await seedNotifications(s, owner.id, 1);
    const r = await s.call("PUT", "/api/notification/read", {
      token: other.token,
      body: { notificationId: n!.id, read: true },
    });
    expect(r.status).toBe(HTTP.OK);
    expect(r.body.status_code).toBe(Code.NOT_FOUND);
    const [row] = await s.deps.database.db.select().from(notifications).where(eq(notifications.id, n!.id));
    expect(row!.isRead).toBe(false);
    const missing = await s.call("PUT", "/api/notification/read", {
      token: other.token,
      body: { notificationId: 99_999_999, read: true },
    });
    expect(missing.body.status_code).toBe(Code.NOT_FOUND);
  });

  it("rejects bad input with 400 / 10001", async () => {
    const u = await createUser(s);
    for (const body of [
      {},
      { notificationId: "abc" },
      { notificationId: -1 },
      { notificationId: 1, read: "x" },
    ]) {
      const r = await s.call("PUT", "/api/notification/read", { token: u.token, body });
      expect(r.status, JSON.stringify(body)).toBe(HTTP.BadRequest);
      expect(r.body.status_code).toBe(Code.VALIDATION);
    }
    const noAuth = await s.call("PUT", "/api/notification/read", { body: { notificationId: 1, read: true } });
    expect(noAuth.status).toBe(HTTP.Unauthorized);
  });

  it("readAll marks only the caller's notifications read", async () => {
    const u = await createUser(s);
    const other = await createUser(s);
    await seedNotifications(s, u.id, 7);
    await seedNotifications(s, other.id, 2);
    const r = await s.call("PUT", "/api/notification/readAll", { token: u.token });
    expect(r.body).toMatchObject({ status_code: Code.OK, res_data: {} });
    const mine = await s.call("GET", "/api/notification/unreadCount", { token: u.token });
    expect(mine.body.res_data.unreadCountNotifications).toBe(0);
    const all = await s.call("GET", "/api/notification/list", { token: u.token, query: { isRead: "true" } });
    expect(all.body.res_data.total).toBe(7);
    const theirs = await s.call("GET", "/api/notification/unreadCount", { token: other.token });
    expect(theirs.body.res_data.unreadCountNotifications).toBe(2);
    expect((await s.call("PUT", "/api/notification/readAll")).status).toBe(HTTP.Unauthorized);
  });
});

describe("notify()", () => {
  it("records the notification in the caller's transaction and lists it", async () => {
    const u = await createUser(s);
    const before = s.clock.now();
    await s.deps.database.db.transaction((tx) =>
      notify(s.deps, tx, {
        userId: u.id,
        title: "Order paid",
        content: "Order ON-1 was paid",
        jumpType: 15,
        jumpId: "ON-1",
        orderNumber: "ON-1",
        pic: "/files/1",
      }),
    );
    const r = await s.call("GET", "/api/notification/list", { token: u.token });
    expect(r.body.res_data.list[0]).toMatchObject({
      title: "Order paid",
      content: "Order ON-1 was paid",
      jumpType: 15,
      jumpId: "ON-1",
      orderNumber: "ON-1",
      pic: "/files/1",
      isRead: false,
    });
    // Stamped by the server's clock while it recorded the notification.
    expect(r.body.res_data.list[0].createDate).toBeGreaterThanOrEqual(before);
    expect(r.body.res_data.list[0].createDate).toBeLessThanOrEqual(s.clock.now());
  });

  it("leaves nothing behind when the caller's transaction rolls back", async () => {
    const u = await createUser(s);
    await expect(
      s.deps.database.db.transaction(async (tx) => {
        await notify(s.deps, tx, { userId: u.id, title: "T", content: "C", jumpType: 8, jumpId: "X" });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    const r = await s.call("GET", "/api/notification/unreadCount", { token: u.token });
    expect(r.body.res_data.unreadCountNotifications).toBe(0);
  });

  it("queues no push for a user without subscriptions", async () => {
    const u = await createUser(s);
    const before = await s.deps.database.db.select().from(jobs).where(eq(jobs.kind, "push.send"));
    await notify(s.deps, s.deps.database.db, { userId: u.id, title: "T", content: "C", jumpType: 8 });
    const after = await s.deps.database.db.select().from(jobs).where(eq(jobs.kind, "push.send"));
    expect(after.length).toBe(before.length);
  });
});

describe("GET /rt/me/events", () => {
  const streamUrl = (q = "") => `${s.url}/rt/me/events${q}`;
  const ticketFor = async (token: string) => {
    const r = await s.call("POST", "/rt/ticket", { token });
    expect(r.body.status_code).toBe(Code.OK);
    return r.body.res_data.ticket as string;
  };
  const withTicket = async (token: string) => `?ticket=${encodeURIComponent(await ticketFor(token))}`;

  it("refuses a missing, bad or signed-out token with 401", async () => {
    const none = await fetch(streamUrl());
    expect(none.status).toBe(HTTP.Unauthorized);
    expect(((await none.json()) as { status_code: number }).status_code).toBe(Code.TOKEN_INVALID);
    const bad = await fetch(streamUrl("?access_token=nope"));
    expect(bad.status).toBe(HTTP.Unauthorized);
    const badHeader = await fetch(streamUrl(), { headers: { authorization: "Bearer nope" } });
    expect(badHeader.status).toBe(HTTP.Unauthorized);

    const u = await createUser(s);
    await s.deps.database.db
      .update(sessions)
      .set({ revokedAt: s.clock.now() })
      .where(eq(sessions.id, u.sessionId));
    const revoked = await fetch(streamUrl(), { headers: { authorization: `Bearer ${u.token}` } });
    expect(revoked.status).toBe(HTTP.Unauthorized);
    expect(((await revoked.json()) as { status_code: number }).status_code).toBe(Code.SESSION_REVOKED);
  });

  it("sends the unread counts first, then notification and unread events live", async () => {
    const u = await createUser(s);
    await seedNotifications(s, u.id, 2);
    const stream = await openStream(streamUrl(await withTicket(u.token)));
    try {
      expect(stream.res.status).toBe(HTTP.OK);
      expect(stream.res.headers.get("content-type")).toContain("text/event-stream");
      const [initial] = await stream.waitFor("unread");
      expect(stream.events[0]).toBe(initial);
      expect(initial!.data).toEqual({ unreadCountNotifications: 2, unreadCount: 0 });

      await s.deps.database.db.transaction((tx) =>
        notify(s.deps, tx, {
          userId: u.id,
          title: "Outbid",
          content: "You were outbid",
          jumpType: 8,
          jumpId: "I1",
        }),
      );
      const [n] = await stream.waitFor("notification");
      expect(n!.data).toMatchObject({
        title: "Outbid",
        content: "You were outbid",
        jumpType: 8,
        jumpId: "I1",
      });
      expect(n!.id).toMatch(/^\d+$/);
      const unread = await stream.waitFor("unread", 2);
      expect(unread[1]!.data).toEqual({ unreadCountNotifications: 3, unreadCount: 0 });

      // Reading one publishes the lower count.
      await s.call("PUT", "/api/notification/read", {
        token: u.token,
        body: { notificationId: n!.data.id, read: true },
      });
      const again = await stream.waitFor("unread", 3);
      expect(again[2]!.data.unreadCountNotifications).toBe(2);
      await s.call("PUT", "/api/notification/readAll", { token: u.token });
      const cleared = await stream.waitFor("unread", 4);
      expect(cleared[3]!.data.unreadCountNotifications).toBe(0);
    } finally {
      stream.close();
    }
  });

  it("accepts the Authorization header and only streams the user's own events", async () => {
    const u = await createUser(s);
    const other = await createUser(s);
    const stream = await openStream(streamUrl(), { authorization: `Bearer ${u.token}` });
    try {
      expect(stream.res.status).toBe(HTTP.OK);
      await expectOnlyOwnNotices(stream, u, other);
    } finally {
      stream.close();
    }
  });

  it("opens with a ticket once: a second use, an expired ticket and a made-up one are refused", async () => {
    const noAuth = await s.call("POST", "/rt/ticket");
    expect(noAuth.status).toBe(HTTP.Unauthorized);
    expect(noAuth.body.status_code).toBe(Code.TOKEN_INVALID);

    const u = await createUser(s);
    const r = await s.call("POST", "/rt/ticket", { token: u.token });
    expect(r.body.status_code).toBe(Code.OK);
    const { ticket, expiresAt } = r.body.res_data as { ticket: string; expiresAt: number };
    // 60 s from when it was made (the answer's server_time is taken a moment later).
    expect(expiresAt - r.body.server_time).toBeGreaterThan(59_000);
    expect(expiresAt - r.body.server_time).toBeLessThanOrEqual(60_000);
    // Not the access token, nor anything derived from it that a log could give back.
    expect(ticket).not.toContain(u.token);
    expect(ticket.length).toBeGreaterThanOrEqual(40);

    const stream = await openStream(streamUrl(`?ticket=${encodeURIComponent(ticket)}`));
    try {
      expect(stream.res.status).toBe(HTTP.OK);
      await stream.waitFor("unread");
      const again = await fetch(streamUrl(`?ticket=${encodeURIComponent(ticket)}`));
      expect(again.status).toBe(HTTP.Unauthorized);
      expect(((await again.json()) as { status_code: number }).status_code).toBe(Code.TOKEN_INVALID);
    } finally {
      stream.close();
    }

    const late = await ticketFor(u.token);
    s.clock.offsetMs += 60_001;
    try {
      const expired = await fetch(streamUrl(`?ticket=${encodeURIComponent(late)}`));
      expect(expired.status).toBe(HTTP.Unauthorized);
      expect(((await expired.json()) as { status_code: number }).status_code).toBe(Code.TOKEN_INVALID);
    } finally {
      s.clock.offsetMs -= 60_001;
    }
    const fresh = await ticketFor(u.token);
    const nearly = await openStream(streamUrl(`?ticket=${encodeURIComponent(fresh)}`));
    nearly.close();
    expect(nearly.res.status).toBe(HTTP.OK);

    const madeUp = await fetch(streamUrl("?ticket=nope"));
    expect(madeUp.status).toBe(HTTP.Unauthorized);
  });

  it("a ticket is its user's: it streams only their events and never opens another user's stream", async () => {
    const u = await createUser(s);
    const other = await createUser(s);
    const ticket = await ticketFor(u.token);
    // Someone else signed in presenting u's ticket: refused, and the ticket is spent.
    const borrowed = await fetch(streamUrl(`?ticket=${encodeURIComponent(ticket)}`), {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(borrowed.status).toBe(HTTP.Unauthorized);
    expect(((await borrowed.json()) as { status_code: number }).status_code).toBe(Code.TOKEN_INVALID);
    expect((await fetch(streamUrl(`?ticket=${encodeURIComponent(ticket)}`))).status).toBe(HTTP.Unauthorized);

    const stream = await openStream(streamUrl(await withTicket(u.token)));
    try {
      await expectOnlyOwnNotices(stream, u, other);
    } finally {
      stream.close();
    }
  });

  it("refuses a ticket whose session signed out after it was given", async () => {
    const u = await createUser(s);
    const ticket = await ticketFor(u.token);
    const out = await s.call("POST", "/api/hweb/login/v1/logout", { token: u.token });
    expect(out.body.status_code).toBe(Code.OK);
    const r = await fetch(streamUrl(`?ticket=${encodeURIComponent(ticket)}`));
    expect(r.status).toBe(HTTP.Unauthorized);
    expect(((await r.json()) as { status_code: number }).status_code).toBe(Code.SESSION_REVOKED);
  });

  it("reads no access token from the URL, and logs a stream's path without its query", async () => {
    const u = await createUser(s);
    for (const name of ["access_token", "token"]) {
      const r = await fetch(streamUrl(`?${name}=${encodeURIComponent(u.token)}`));
      expect(r.status).toBe(HTTP.Unauthorized);
    }
    const lines: unknown[] = [];
    const info = s.deps.log.info;
    s.deps.log.info = (...args: Parameters<typeof info>) => {
      lines.push(args);
      return info.apply(s.deps.log, args);
    };
    try {
      const ticket = await ticketFor(u.token);
      const stream = await openStream(streamUrl(`?ticket=${encodeURIComponent(ticket)}`));
      await stream.waitFor("unread");
      stream.close();
      await fetch(streamUrl(`?access_token=${encodeURIComponent(u.token)}`));
    } finally {
      s.deps.log.info = info;
    }
    const logged = JSON.stringify(lines);
    expect(logged).toContain("/rt/me/events");
    expect(logged).not.toContain(u.token);
    expect(logged).not.toContain("ticket=");
  });

  it("replays what was missed after Last-Event-ID", async () => {
    const u = await createUser(s);
    const first = await openStream(streamUrl(await withTicket(u.token)));
    await first.waitFor("unread");
    await notify(s.deps, s.deps.database.db, { userId: u.id, title: "One", content: "1", jumpType: 8 });
    const [one] = await first.waitFor("notification");
    first.close();

    // Missed while disconnected.
    await notify(s.deps, s.deps.database.db, { userId: u.id, title: "Two", content: "2", jumpType: 8 });
    await notify(s.deps, s.deps.database.db, { userId: u.id, title: "Three", content: "3", jumpType: 8 });

    const second = await openStream(streamUrl(await withTicket(u.token)), { "last-event-id": one!.id! });
    try {
      const replayed = await second.waitFor("notification", 2);
      expect(replayed.map((e) => e.data.title)).toEqual(["Two", "Three"]);
      expect(Number(replayed[0]!.id)).toBeGreaterThan(Number(one!.id));
      // The counts after the replay are current.
      const unread = await second.waitFor("unread", 3);
      expect(unread.at(-1)!.data.unreadCountNotifications).toBe(3);
    } finally {
      second.close();
    }
  });
});

describe("OpenAPI", () => {
  it("documents the notification and push endpoints", async () => {
    const r = await s.call("GET", "/api/openapi.json");
    expect(r.status).toBe(HTTP.OK);
    const paths = (r.body as unknown as { paths: Record<string, Record<string, any>> }).paths;
    expect(Object.keys(paths["/api/notification/list"]!)).toContain("get");
    expect(Object.keys(paths["/api/notification/unreadCount"]!)).toContain("get");
    expect(Object.keys(paths["/api/notification/read"]!)).toContain("put");
    expect(Object.keys(paths["/api/notification/readAll"]!)).toContain("put");
    expect(Object.keys(paths["/api/push/vapidPublicKey"]!)).toContain("get");
    expect(Object.keys(paths["/api/push/unsubscribe"]!)).toContain("post");
    const subscribe = paths["/api/push/subscribe"]!.post;
    expect(JSON.stringify(subscribe.requestBody)).toContain("p256dh");
  });
});
