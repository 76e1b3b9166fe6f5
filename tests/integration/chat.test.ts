import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createItem, createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { openStream } from "./notifications.fixtures.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

async function open(u: TestUser, itemNumber: string) {
  return s.call("POST", "/api/chat/session", { token: u.token, body: { itemNumber } });
}
async function send(u: TestUser, sessionId: number, content: string, key?: string) {
  return s.call("POST", "/api/chat/send", {
    token: u.token,
    body: { sessionId, content },
    headers: key ? { "Idempotency-Key": key } : {},
  });
}
const unread = async (u: TestUser) =>
  (await s.call("GET", "/api/notification/unreadCount", { token: u.token })).body.res_data;

/** A seller with one item and a buyer. */
async function setup() {
  const seller = await createUser(s, { userName: `sel${Math.random().toString(36).slice(2, 10)}` });
  const buyer = await createUser(s);
  const item = await createItem(s, { sellerId: seller.id, title: "Red bicycle" });
  return { seller, buyer, item };
}

describe("POST /api/chat/session", () => {
  it("needs a signed-in user", async () => {
    const r = await s.call("POST", "/api/chat/session", { body: { itemNumber: "X" } });
    expect(r.status).toBe(HTTP.Unauthorized);
  });

  it("opens one session per item and buyer, reused on the next call", async () => {
    const { seller, buyer, item } = await setup();
    const a = await open(buyer, item.itemNumber);
    expect(a.body.status_code).toBe(Code.OK);
    expect(a.body.res_data).toMatchObject({
      buyerId: buyer.id,
      sellerId: seller.id,
      myRole: "buyer",
      unreadCount: 0,
      lastMessage: null,
      item: { itemNumber: item.itemNumber, sinCode: item.sinCode, title: "Red bicycle", priceCents: 1000 },
    });
    expect(a.body.res_data.other).toMatchObject({ id: seller.id });
    expect(a.body.res_data.other.name).toMatch(/^sel/);
    const b = await open(buyer, item.itemNumber);
    expect(b.body.res_data.id).toBe(a.body.res_data.id);
  });

  it("refuses the seller's own item (10003), unknown and draft items (10004), bad input (10001)", async () => {
    const { seller, buyer, item } = await setup();
    expect((await open(seller, item.itemNumber)).body.status_code).toBe(Code.FORBIDDEN);
    expect((await open(buyer, "NOPE123")).body.status_code).toBe(Code.NOT_FOUND);
    const draft = await createItem(s, { sellerId: seller.id, status: "draft" });
    expect((await open(buyer, draft.itemNumber)).body.status_code).toBe(Code.NOT_FOUND);
    const bad = await s.call("POST", "/api/chat/session", { token: buyer.token, body: { itemNumber: "" } });
    expect(bad.status).toBe(HTTP.BadRequest);
    expect(bad.body.status_code).toBe(Code.VALIDATION);
    expect(bad.body.res_data.errors[0].path).toBe("itemNumber");
  });
});

describe("sending and reading", () => {
  it("sends, lists newest first, counts unread and marks read when the recipient reads", async () => {
    const { seller, buyer, item } = await setup();
    const sid = (await open(buyer, item.itemNumber)).body.res_data.id;
    for (const text of ["Hi", "Is it still available?", "Can I pick it up today?"]) {
      const r = await send(buyer, sid, text);
      expect(r.body.status_code).toBe(Code.OK);
      expect(r.body.res_data).toMatchObject({ sessionId: sid, senderId: buyer.id, content: text });
      s.clock.offsetMs += 1000;
    }
    expect(await unread(seller)).toMatchObject({ unreadCount: 3 });
    expect(await unread(buyer)).toMatchObject({ unreadCount: 0 });

    // The seller's list shows the conversation with its last message and unread count.
    const list = await s.call("GET", "/api/chat/sessions", { token: seller.token });
    expect(list.body.status_code).toBe(Code.OK);
    expect(list.body.res_data.total).toBe(1);
    const row = list.body.res_data.list[0];
    expect(row).toMatchObject({ id: sid, myRole: "seller", unreadCount: 3 });
    expect(row.lastMessage.content).toBe("Can I pick it up today?");
    expect(row.other.id).toBe(buyer.id);

    // Page 2 of size 2 does not mark read... page 1 does.
    const p2 = await s.call("GET", "/api/chat/messages", {
      token: seller.token,
      query: { sessionId: sid, currentPage: 2, pageSize: 2 },
    });
    expect(p2.body.res_data.list.map((m: any) => m.content)).toEqual(["Hi"]);
    expect(p2.body.res_data.hasNextPage).toBe(false);
    expect(await unread(seller)).toMatchObject({ unreadCount: 3 });
    const p1 = await s.call("GET", "/api/chat/messages", {
      token: seller.token,
      query: { sessionId: sid, currentPage: 1, pageSize: 2 },
    });
    expect(p1.body.res_data.list.map((m: any) => m.content)).toEqual([
      "Can I pick it up today?",
      "Is it still available?",
    ]);
    expect(p1.body.res_data).toMatchObject({ total: 3, hasNextPage: true });
    expect(await unread(seller)).toMatchObject({ unreadCount: 0 });

    // The reply counts for the buyer; the buyer's list puts it first.
    expect((await send(seller, sid, "Yes, after 5pm")).body.status_code).toBe(Code.OK);
    expect(await unread(buyer)).toMatchObject({ unreadCount: 1 });
    const bl = await s.call("GET", "/api/chat/sessions", { token: buyer.token });
    expect(bl.body.res_data.list[0]).toMatchObject({ id: sid, unreadCount: 1, myRole: "buyer" });
    const read = await s.call("POST", "/api/chat/read", { token: buyer.token, body: { sessionId: sid } });
    expect(read.body.status_code).toBe(Code.OK);
    expect(await unread(buyer)).toMatchObject({ unreadCount: 0 });
  });

  it("lists sessions by latest activity and pages them", async () => {
    const buyer = await createUser(s);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const seller = await createUser(s);
      const item = await createItem(s, { sellerId: seller.id, title: `Thing ${i}` });
      ids.push((await open(buyer, item.itemNumber)).body.res_data.id);
      s.clock.offsetMs += 1000;
    }
    await send(buyer, ids[0]!, "bump");
    const p1 = await s.call("GET", "/api/chat/sessions", {
      token: buyer.token,
      query: { currentPage: 1, pageSize: 2 },
    });
    expect(p1.body.res_data.list.map((x: any) => x.id)).toEqual([ids[0], ids[2]]);
    expect(p1.body.res_data).toMatchObject({ total: 3, hasNextPage: true });
    const bad = await s.call("GET", "/api/chat/sessions", { token: buyer.token, query: { pageSize: 51 } });
    expect(bad.body.status_code).toBe(Code.VALIDATION);
  });

  it("keeps other people out of a session (10004)", async () => {
    const { buyer, item } = await setup();
    const stranger = await createUser(s);
    const sid = (await open(buyer, item.itemNumber)).body.res_data.id;
    await send(buyer, sid, "Hello");
    expect((await send(stranger, sid, "Let me in")).body.status_code).toBe(Code.NOT_FOUND);
    const msgs = await s.call("GET", "/api/chat/messages", {
      token: stranger.token,
      query: { sessionId: sid },
    });
    expect(msgs.body.status_code).toBe(Code.NOT_FOUND);
    const one = await s.call("GET", "/api/chat/session", {
      token: stranger.token,
      query: { sessionId: sid },
    });
    expect(one.body.status_code).toBe(Code.NOT_FOUND);
    const read = await s.call("POST", "/api/chat/read", { token: stranger.token, body: { sessionId: sid } });
    expect(read.body.status_code).toBe(Code.NOT_FOUND);
    expect((await send(buyer, 99_999_999, "x")).body.status_code).toBe(Code.NOT_FOUND);
    const list = await s.call("GET", "/api/chat/sessions", { token: stranger.token });
    expect(list.body.res_data.total).toBe(0);
  });

  it("validates the content: 1 to 2000 characters after trimming", async () => {
    const { buyer, item } = await setup();
    const sid = (await open(buyer, item.itemNumber)).body.res_data.id;
    for (const content of ["", "   ", "x".repeat(2001)]) {
      const r = await send(buyer, sid, content);
      expect(r.status).toBe(HTTP.BadRequest);
      expect(r.body.status_code).toBe(Code.VALIDATION);
      expect(r.body.res_data.errors[0].path).toBe("content");
    }
    expect((await send(buyer, sid, "x".repeat(2000))).body.status_code).toBe(Code.OK);
    const noSession = await s.call("POST", "/api/chat/send", { token: buyer.token, body: { content: "hi" } });
    expect(noSession.body.status_code).toBe(Code.VALIDATION);
  });

  it("is idempotent: a retried send with the same key stores one message", async () => {
    const { seller, buyer, item } = await setup();
    const sid = (await open(buyer, item.itemNumber)).body.res_data.id;
    const key = randomUUID();
    const a = await send(buyer, sid, "Once", key);
    const b = await send(buyer, sid, "Once", key);
    expect(b.body.res_data.id).toBe(a.body.res_data.id);
    const other = await send(buyer, sid, "Different", key);
    expect(other.body.status_code).toBe(Code.CONFLICT);
    const msgs = await s.call("GET", "/api/chat/messages", {
      token: seller.token,
      query: { sessionId: sid },
    });
    expect(msgs.body.res_data.total).toBe(1);
  });
});

describe("live delivery on /rt/me/events", () => {
  it("streams a chat event to both sides and the recipient's unread count", async () => {
    const { seller, buyer, item } = await setup();
    const sid = (await open(buyer, item.itemNumber)).body.res_data.id;
    const sellerStream = await openStream(`${s.url}/rt/me/events`, {
      authorization: `Bearer ${seller.token}`,
    });
    const buyerStream = await openStream(`${s.url}/rt/me/events`, { authorization: `Bearer ${buyer.token}` });
    try {
      await sellerStream.waitFor("unread");
      await buyerStream.waitFor("unread");
      await send(buyer, sid, "Live hello");
      const [e] = await sellerStream.waitFor("chat");
      expect(e!.data).toMatchObject({
        sessionId: sid,
        message: { content: "Live hello", senderId: buyer.id },
      });
      const [mine] = await buyerStream.waitFor("chat");
      expect(mine!.data.message.content).toBe("Live hello");
      const counts = await sellerStream.waitFor("unread", 2);
      expect(counts.at(-1)!.data).toMatchObject({ unreadCount: 1 });
    } finally {
      sellerStream.close();
      buyerStream.close();
    }
  });
});
