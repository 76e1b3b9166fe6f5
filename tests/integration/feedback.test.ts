import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { code, makeOrder, ok, retoken } from "./orders.fixtures.ts";

/*
 * Feedback after a completed order: each side rates the other once, may change it for 7 days (the
 * injected clock moves), then it is fixed; the rated person answers once; only the two parties
 * of the order; bad input is 10001 with its field; the public profile sums it up.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const DAY = 24 * 3600_000;

type Deal = { orderNumber: string; seller: TestUser; buyer: TestUser };

/** An order paid in cash and picked up (completed), unless `complete` is false. */
async function deal(complete = true, seller?: TestUser): Promise<Deal> {
  const sel = seller ?? (await createUser(s));
  const buyer = await createUser(s);
  const orderNumber = await makeOrder(s, sel, buyer, 1500);
  await ok(s, "POST", "/api/order/payCash", buyer, { orderNumber });
  if (complete) {
    const pk = await ok<{ pickupCode: string }>(s, "POST", "/api/order/generatePickupCode", buyer, {
      orderNumber,
    });
    await ok(s, "POST", "/api/order/confirm", sel, { orderNumber, pickupCode: pk.pickupCode });
  }
  return { orderNumber, seller: sel, buyer };
}

async function fieldsOf(user: TestUser, path: string, body: Record<string, unknown>) {
  const r = await s.call("POST", path, { token: user.token, body });
  expect(r.body.status_code).toBe(Code.VALIDATION);
  return (r.body.res_data.errors as Array<{ path: string }>).map((e) => e.path);
}

describe("leaving feedback", () => {
  it("buyer rates the seller and seller rates the buyer, each seeing both", async () => {
    const d = await deal();
    const before = await ok(s, "GET", "/api/feedback/order", d.buyer, { orderNumber: d.orderNumber });
    expect(before).toMatchObject({ role: "buyer", canLeave: true, mine: null, theirs: null });

    const b = await ok(s, "POST", "/api/feedback/leave", d.buyer, {
      orderNumber: d.orderNumber,
      rating: 5,
      comment: "  Friendly and on time.  ",
    });
    expect(b.mine).toMatchObject({ rating: 5, comment: "Friendly and on time.", authorRole: "buyer" });
    expect(b.mine.ratedId).toBe(d.seller.id);
    expect(b.canLeave).toBe(false);
    expect(b.canEdit).toBe(true);

    const sv = await ok(s, "POST", "/api/feedback/leave", d.seller, {
      orderNumber: d.orderNumber,
      rating: "4",
    });
    expect(sv.mine).toMatchObject({ rating: 4, comment: null, authorRole: "seller", ratedId: d.buyer.id });
    expect(sv.theirs).toMatchObject({ rating: 5, authorRole: "buyer" });

    const again = await ok(s, "GET", "/api/feedback/order", d.buyer, { orderNumber: d.orderNumber });
    expect(again.theirs).toMatchObject({ rating: 4, authorRole: "seller" });
  });

  it("is refused before the pickup (40005), for anyone but the two parties (10004) and for an unknown order", async () => {
    const open = await deal(false);
    expect(
      await code(s, "POST", "/api/feedback/leave", open.buyer, { orderNumber: open.orderNumber, rating: 5 }),
    ).toBe(Code.ILLEGAL_ORDER_STATE);
    expect(
      await code(s, "POST", "/api/feedback/leave", open.seller, { orderNumber: open.orderNumber, rating: 5 }),
    ).toBe(Code.ILLEGAL_ORDER_STATE);

    const d = await deal();
    const stranger = await createUser(s);
    expect(
      await code(s, "POST", "/api/feedback/leave", stranger, { orderNumber: d.orderNumber, rating: 1 }),
    ).toBe(Code.NOT_FOUND);
    expect(await code(s, "GET", "/api/feedback/order", stranger, { orderNumber: d.orderNumber })).toBe(
      Code.NOT_FOUND,
    );
    expect(
      await code(s, "POST", "/api/feedback/leave", d.buyer, { orderNumber: "NO-SUCH-ORDER", rating: 5 }),
    ).toBe(Code.NOT_FOUND);
    // Signed out: the call needs a user at all.
    const anon = await s.call("POST", "/api/feedback/leave", {
      body: { orderNumber: d.orderNumber, rating: 5 },
    });
    expect(anon.body.status_code).not.toBe(Code.OK);
  });

  it("refuses bad input with 10001 naming the field", async () => {
    const d = await deal();
    for (const rating of [0, 6, 3.5, "five", ""]) {
      expect(
        await fieldsOf(d.buyer, "/api/feedback/leave", { orderNumber: d.orderNumber, rating }),
      ).toContain("rating");
    }
    expect(await fieldsOf(d.buyer, "/api/feedback/leave", { orderNumber: d.orderNumber })).toContain(
      "rating",
    );
    expect(
      await fieldsOf(d.buyer, "/api/feedback/leave", {
        orderNumber: d.orderNumber,
        rating: 4,
        comment: "x".repeat(1001),
      }),
    ).toContain("comment");
    expect(await fieldsOf(d.buyer, "/api/feedback/leave", { rating: 4 })).toContain("orderNumber");
    // Nothing was stored by the refused calls.
    const v = await ok(s, "GET", "/api/feedback/order", d.buyer, { orderNumber: d.orderNumber });
    expect(v.mine).toBeNull();
  });
});

describe("editing for 7 days, then fixed", () => {
  it("a second leave edits the same rating; after 7 days it is refused and unchanged", async () => {
    const d = await deal();
    const first = await ok(s, "POST", "/api/feedback/leave", d.buyer, {
      orderNumber: d.orderNumber,
      rating: 2,
      comment: "Late",
    });
    s.clock.offsetMs += 6 * DAY;
    await retoken(s, d.buyer, d.seller);
    const edited = await ok(s, "POST", "/api/feedback/leave", d.buyer, {
      orderNumber: d.orderNumber,
      rating: 4,
      comment: "Late, but a good item",
    });
    expect(edited.mine).toMatchObject({ id: first.mine.id, rating: 4, comment: "Late, but a good item" });
    expect(edited.mine.editableUntil).toBe(first.mine.createTime + 7 * DAY);

    s.clock.offsetMs += 1 * DAY + 1000;
    await retoken(s, d.buyer, d.seller);
    expect(
      await code(s, "POST", "/api/feedback/leave", d.buyer, { orderNumber: d.orderNumber, rating: 1 }),
    ).toBe(Code.ILLEGAL_ORDER_STATE);
    const after = await ok(s, "GET", "/api/feedback/order", d.buyer, { orderNumber: d.orderNumber });
    expect(after.mine.rating).toBe(4);
    expect(after.canEdit).toBe(false);
    // The seller's own 7 days start when they rate: still possible now.
    await ok(s, "POST", "/api/feedback/leave", d.seller, { orderNumber: d.orderNumber, rating: 5 });
  });
});

describe("answers", () => {
  it("only the rated person answers, once", async () => {
    const d = await deal();
    const b = await ok(s, "POST", "/api/feedback/leave", d.buyer, { orderNumber: d.orderNumber, rating: 3 });
    const id = b.mine.id as number;
    const stranger = await createUser(s);
    expect(await code(s, "POST", "/api/feedback/reply", stranger, { feedbackId: id, reply: "Hm" })).toBe(
      Code.NOT_FOUND,
    );
    // The author cannot answer their own rating either.
    expect(await code(s, "POST", "/api/feedback/reply", d.buyer, { feedbackId: id, reply: "Hm" })).toBe(
      Code.NOT_FOUND,
    );
    expect(await fieldsOf(d.seller, "/api/feedback/reply", { feedbackId: id, reply: "   " })).toContain(
      "reply",
    );
    expect(await fieldsOf(d.seller, "/api/feedback/reply", { feedbackId: "x", reply: "Ok" })).toContain(
      "feedbackId",
    );

    const view = await ok(s, "GET", "/api/feedback/order", d.seller, { orderNumber: d.orderNumber });
    expect(view.canReply).toBe(true);
    const r = await ok(s, "POST", "/api/feedback/reply", d.seller, {
      feedbackId: id,
      reply: "Sorry about the wait, thanks for buying.",
    });
    expect(r).toMatchObject({ id, reply: "Sorry about the wait, thanks for buying." });
    expect(await code(s, "POST", "/api/feedback/reply", d.seller, { feedbackId: id, reply: "Again" })).toBe(
      Code.CONFLICT,
    );
    const after = await ok(s, "GET", "/api/feedback/order", d.seller, { orderNumber: d.orderNumber });
    expect(after.canReply).toBe(false);
    expect(after.theirs.reply).toBe("Sorry about the wait, thanks for buying.");
  });
});

describe("the public profile", () => {
  it("sums ratings up: average, count, share positive over 12 months, latest first, badges, member since", async () => {
    const seller = await createUser(s);
    const ratings = [5, 4, 2];
    for (const rating of ratings) {
      const d = await deal(true, seller);
      await ok(s, "POST", "/api/feedback/leave", d.buyer, {
        orderNumber: d.orderNumber,
        rating,
        comment: `Rated ${rating}`,
      });
    }
    const p = await ok(s, "GET", "/api/feedback/profile", seller, { userId: seller.id });
    expect(p).toMatchObject({
      userId: seller.id,
      average: 3.7,
      count: 3,
      count12m: 3,
      positivePercent12m: 67,
    });
    expect(p.latest.map((f: { comment: string }) => f.comment)).toEqual(["Rated 2", "Rated 4", "Rated 5"]);
    expect(typeof p.emailVerified).toBe("boolean");
    expect(typeof p.memberSince).toBe("number");

    // A year later the old ratings leave the 12-month share but still count in the average.
    s.clock.offsetMs += 366 * DAY;
    await retoken(s, seller);
    const later = await ok(s, "GET", "/api/feedback/profile", seller, { userId: seller.id });
    expect(later).toMatchObject({ average: 3.7, count: 3, count12m: 0, positivePercent12m: null });

    const list = await s.call("GET", "/api/feedback/list", {
      query: { userId: String(seller.id), pageSize: "2" },
    });
    expect(list.body.res_data).toMatchObject({ total: 3, hasNextPage: true });
    expect(list.body.res_data.list).toHaveLength(2);

    const none = await s.call("GET", "/api/feedback/profile", { query: { userId: "999999" } });
    expect(none.body.status_code).toBe(Code.NOT_FOUND);
    const bad = await s.call("GET", "/api/feedback/profile", { query: { userId: "abc" } });
    expect(bad.body.status_code).toBe(Code.VALIDATION);
  });

  it("reports a typical chat response time from the member's answers", async () => {
    const d = await deal();
    const chat = await ok<{ id: number }>(s, "POST", "/api/chat/session", d.buyer, {
      orderNumber: d.orderNumber,
    });
    await ok(s, "POST", "/api/chat/send", d.buyer, { sessionId: chat.id, content: "Is it still there?" });
    s.clock.offsetMs += 10 * 60_000;
    await retoken(s, d.buyer, d.seller);
    await ok(s, "POST", "/api/chat/send", d.seller, { sessionId: chat.id, content: "Yes, come by at 5." });
    const p = await ok(s, "GET", "/api/feedback/profile", d.seller, { userId: d.seller.id });
    expect(p.responseMinutes).toBe(10);
    // The seller could open the same chat from the order too (either party); a stranger cannot.
    const same = await ok<{ id: number }>(s, "POST", "/api/chat/session", d.seller, {
      orderNumber: d.orderNumber,
    });
    expect(same.id).toBe(chat.id);
    const stranger = await createUser(s);
    expect(await code(s, "POST", "/api/chat/session", stranger, { orderNumber: d.orderNumber })).toBe(
      Code.NOT_FOUND,
    );
  });
});

describe("the OpenAPI document", () => {
  it("documents the feedback endpoints with their schemas", async () => {
    const r = await s.call("GET", "/api/openapi.json");
    expect(r.status).toBe(HTTP.OK);
    const paths = (r.body as unknown as { paths: Record<string, Record<string, { requestBody?: unknown }>> })
      .paths;
    expect(Object.keys(paths["/api/feedback/order"]!)).toContain("get");
    expect(Object.keys(paths["/api/feedback/list"]!)).toContain("get");
    expect(Object.keys(paths["/api/feedback/profile"]!)).toContain("get");
    expect(JSON.stringify(paths["/api/feedback/leave"]!.post!.requestBody)).toContain("rating");
    expect(JSON.stringify(paths["/api/feedback/reply"]!.post!.requestBody)).toContain("feedbackId");
    expect(Object.keys(paths["/api/payment/config"]!)).toContain("get");
    expect(Object.keys(paths["/api/category/suggest"]!)).toContain("get");
  });
});
