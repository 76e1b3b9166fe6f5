import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderationAudit, users } from "#server/db/schema/index";
import { hashPassword } from "#server/modules/accounts/passwords";
import { Code } from "#shared/codes";
import { JumpType } from "#shared/jump-types";
import { createItem, createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { code, makeOrder, ok, payByCard, retoken } from "./orders.fixtures.ts";
import { createCategories, createFile } from "./selling.fixtures.ts";

const OPERATOR = `ops-${randomUUID().slice(0, 8)}@ops.test`;

let s: TestServer;
let op: TestUser;
beforeAll(async () => {
  s = await startTestServer({ OPERATOR_EMAILS: `someone@else.test, ${OPERATOR.toUpperCase()}` });
  op = await createUser(s, { email: OPERATOR });
});
afterAll(async () => {
  await s.close();
});

const bid = (u: TestUser, itemNumber: string, amountCents: number) =>
  s.call("POST", "/api/item/bid", {
    token: u.token,
    body: { itemNumber, amountCents },
    headers: { "Idempotency-Key": randomUUID() },
  });
const buyNow = (u: TestUser, itemNumber: string) =>
  s.call("POST", "/api/item/buyNow", {
    token: u.token,
    body: { itemNumber },
    headers: { "Idempotency-Key": randomUUID() },
  });
const detail = (u: TestUser | null, itemNumber: string) =>
  s.call("GET", "/api/item/detail", { token: u?.token, query: { itemNumber } });
const reportItem = (u: TestUser, itemNumber: string, reason = "prohibited") =>
  ok<{ reportId: number }>(s, "POST", "/api/report", u, {
    targetType: "item",
    targetId: itemNumber,
    reason,
    details: "Looks like a weapon",
  });
const resolve = (reportId: number, action: string, note: string) =>
  ok<{ decisionId: number }>(s, "POST", "/api/admin/reports/resolve", op, { reportId, action, note });
async function notices(u: TestUser) {
  const r = await ok(s, "GET", "/api/notification/list", u, { pageSize: "50" });
  return r.list as Array<{ title: string; content: string; jumpType: number; jumpId: string | null }>;
}
async function openQueue() {
  return (await ok(s, "GET", "/api/admin/reports", op, { pageSize: "50" })).list as Array<any>;
}

describe("operators", () => {
  it("GET /user/info says who is an operator (OPERATOR_EMAILS, any case)", async () => {
    const member = await createUser(s);
    expect((await ok(s, "GET", "/api/user/info", op)).isOperator).toBe(true);
    expect((await ok(s, "GET", "/api/user/info", member)).isOperator).toBe(false);
  });

  it("every /admin call by anyone else answers 10003", async () => {
    const member = await createUser(s);
    for (const [method, path, body] of [
      ["GET", "/api/admin/reports", {}],
      ["GET", "/api/admin/reports/detail", { reportId: "1" }],
      ["POST", "/api/admin/reports/resolve", { reportId: 1, action: "dismiss", note: "x" }],
      ["GET", "/api/admin/appeals", {}],
      ["POST", "/api/admin/appeals/resolve", { appealId: 1, uphold: true }],
      ["GET", "/api/admin/audit", {}],
    ] as const)
      expect(await code(s, method, path, member, body as Record<string, unknown>), path).toBe(Code.FORBIDDEN);
  });
});

describe("POST /report", () => {
  it("bad input answers 10001 with the field and stores nothing", async () => {
    const seller = await createUser(s);
    const member = await createUser(s);
    const item = await createItem(s, { sellerId: seller.id });
    const before = (await ok(s, "GET", "/api/admin/reports", op)).total;
    const r = await s.call("POST", "/api/report", {
      token: member.token,
      body: { targetType: "item", targetId: item.itemNumber, reason: "because" },
    });
    expect(r.body.status_code).toBe(Code.VALIDATION);
    expect(JSON.stringify(r.body.res_data)).toContain("reason");
    const t = await s.call("POST", "/api/report", {
      token: member.token,
      body: { targetType: "planet", targetId: "x", reason: "spam" },
    });
    expect(t.body.status_code).toBe(Code.VALIDATION);
    expect((await ok(s, "GET", "/api/admin/reports", op)).total).toBe(before);
  });

  it("groups reports of one target with a count; the same reporter gets the same reportId", async () => {
    const seller = await createUser(s);
    const [a, b] = [await createUser(s), await createUser(s)];
    const item = await createItem(s, { sellerId: seller.id, title: "Suspicious watch" });
    const first = await reportItem(a, item.itemNumber, "counterfeit");
    expect((await reportItem(a, item.itemNumber, "counterfeit")).reportId).toBe(first.reportId);
    expect((await reportItem(b, item.itemNumber, "fraud")).reportId).toBe(first.reportId);
    const entry = (await openQueue()).find((e) => e.reportId === first.reportId);
    expect(entry).toMatchObject({
      targetType: "item",
      targetId: item.itemNumber,
      reason: "counterfeit",
      reports: 2,
      status: "open",
      targetLabel: "Suspicious watch",
      system: false,
    });
    expect(entry.actions).toEqual(["dismiss", "remove_item", "restrict_user", "suspend_user"]);
    // The most reported first.
    const queue = await openQueue();
    for (let i = 1; i < queue.length; i++)
      expect(queue[i - 1].reports).toBeGreaterThanOrEqual(queue[i].reports);
    const d = await ok(s, "GET", "/api/admin/reports/detail", op, { reportId: String(first.reportId) });
    expect(d.item).toMatchObject({ itemNumber: item.itemNumber, title: "Suspicious watch" });
    expect(d.user).toMatchObject({ id: seller.id });
    expect(d.reporters.map((r: any) => r.reporter.id)).toEqual([a.id, b.id]);
  });

  it("a chat message: only its conversation's other side may report it; the console shows the messages around it", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const outsider = await createUser(s);
    const item = await createItem(s, { sellerId: seller.id });
    const session = await ok(s, "POST", "/api/chat/session", buyer, { itemNumber: item.itemNumber });
    await ok(s, "POST", "/api/chat/send", buyer, { sessionId: session.id, content: "Hi, is it available?" });
    const rude = await ok(s, "POST", "/api/chat/send", seller, {
      sessionId: session.id,
      content: "Get lost",
    });
    await ok(s, "POST", "/api/chat/send", buyer, { sessionId: session.id, content: "That was rude" });
    const body = { targetType: "message", targetId: String(rude.id), reason: "harassment", details: "" };
    expect(await code(s, "POST", "/api/report", outsider, body)).toBe(Code.NOT_FOUND);
    const { reportId } = await ok(s, "POST", "/api/report", buyer, body);
    const d = await ok(s, "GET", "/api/admin/reports/detail", op, { reportId: String(reportId) });
    expect(d.messages.map((m: any) => [m.content, m.reported])).toEqual([
      ["Hi, is it available?", false],
      ["Get lost", true],
      ["That was rude", false],
    ]);
    expect(d.user.id).toBe(seller.id);
  });

  it("a reported order flows into the same queue", async () => {
    const seller = await createUser(s, { userDataConfirmed: true });
    const buyer = await createUser(s);
    const orderNumber = await makeOrder(s, seller, buyer);
    await payByCard(s, buyer, orderNumber);
    await ok(s, "POST", "/api/order/report", buyer, { orderNumber, reason: "Never showed up" });
    const entry = (await openQueue()).find((e) => e.targetType === "order" && e.targetId === orderNumber);
    expect(entry).toMatchObject({ reason: "order_report", details: "Never showed up", reports: 1 });
    const d = await ok(s, "GET", "/api/admin/reports/detail", op, { reportId: String(entry.reportId) });
    expect(d.order).toMatchObject({ orderNumber, status: "reported", buyer: { id: buyer.id } });
  });
});

describe("decisions", () => {
  it("remove_item while it is being bid on: hidden, bids stop, bidders and seller told; appeal and reversal bring it back", async () => {
    const seller = await createUser(s);
    const bidder = await createUser(s);
    const reporter = await createUser(s);
    const item = await createItem(s, { sellerId: seller.id, saleType: "auction", title: "Ivory carving" });
    expect((await bid(bidder, item.itemNumber, 500)).body.status_code).toBe(Code.OK);
    const { reportId } = await reportItem(reporter, item.itemNumber);
    const { decisionId } = await resolve(reportId, "remove_item", "Ivory may not be sold here.");

    // Gone for everyone but its seller; bidding answers as for a missing item.
    expect((await detail(bidder, item.itemNumber)).body.status_code).toBe(Code.NOT_FOUND);
    expect((await detail(null, item.itemNumber)).body.status_code).toBe(Code.NOT_FOUND);
    expect((await detail(seller, item.itemNumber)).body.res_data.status).toBe("removed");
    expect((await bid(bidder, item.itemNumber, 900)).body.status_code).toBe(Code.NOT_FOUND);
    const search = await s.call("GET", "/api/item/search", { query: { q: "Ivory carving" } });
    expect(JSON.stringify(search.body.res_data ?? {})).not.toContain(item.itemNumber);

    expect((await notices(bidder)).some((n) => n.title === "Listing removed")).toBe(true);
    const told = (await notices(seller)).find((n) => n.jumpType === JumpType.DECISION);
    expect(told).toMatchObject({ jumpId: String(decisionId) });
    expect(told!.content).toContain("Ivory may not be sold here.");

    // The seller reads the statement of reasons and appeals, once.
    const dd = await ok(s, "GET", "/api/decision/detail", seller, { decisionId: String(decisionId) });
    expect(dd).toMatchObject({ action: "remove_item", note: "Ivory may not be sold here.", canAppeal: true });
    expect(await code(s, "GET", "/api/decision/detail", bidder, { decisionId: String(decisionId) })).toBe(
      Code.NOT_FOUND,
    );
    expect(await code(s, "POST", "/api/appeal", bidder, { decisionId, text: "not mine" })).toBe(
      Code.NOT_FOUND,
    );
    const { appealId } = await ok(s, "POST", "/api/appeal", seller, { decisionId, text: "It is resin." });
    expect(await code(s, "POST", "/api/appeal", seller, { decisionId, text: "again" })).toBe(Code.CONFLICT);
    const appeals = (await ok(s, "GET", "/api/admin/appeals", op, { pageSize: "50" })).list;
    expect(appeals.find((a: any) => a.appealId === appealId)).toMatchObject({
      decisionId,
      status: "open",
      appellant: { id: seller.id },
    });

    // Reversed: back as it was, bids and all.
    await ok(s, "POST", "/api/admin/appeals/resolve", op, { appealId, uphold: false, note: "It is resin." });
    const back = await detail(bidder, item.itemNumber);
    expect(back.body.res_data).toMatchObject({ status: "active" });
    // Its bids stand again (the bidder still leads) and bidding is open.
    expect((await bid(bidder, item.itemNumber, 900)).body.status_code).toBe(Code.ALREADY_HIGH_BIDDER);
    expect((await bid(reporter, item.itemNumber, 900)).body.status_code).toBe(Code.OK);
    expect(
      (await ok(s, "GET", "/api/decision/detail", seller, { decisionId: String(decisionId) })).status,
    ).toBe("reversed");

    // Audited: the removal and the reversal, newest first, with who and the note.
    const audit = (await ok(s, "GET", "/api/admin/audit", op, { pageSize: "50" })).list;
    const mine = audit.filter((e: any) => e.decisionId === decisionId);
    expect(mine.map((e: any) => e.action)).toEqual(["appeal_reversed", "remove_item"]);
    expect(mine[1]).toMatchObject({ operator: OPERATOR, targetType: "item", targetId: item.itemNumber });
  });

  it("the audit log is append-only", async () => {
    await expect(s.deps.database.db.delete(moderationAudit)).rejects.toThrow();
  });

  it("restrict_user: no bidding, buying or posting (9999); reading and wallet still work; a reversal lifts it", async () => {
    const target = await createUser(s);
    const seller = await createUser(s);
    const reporter = await createUser(s);
    const auction = await createItem(s, { sellerId: seller.id, saleType: "auction" });
    const fixed = await createItem(s, { sellerId: seller.id });
    const { reportId } = await ok(s, "POST", "/api/report", reporter, {
      targetType: "user",
      targetId: String(target.id),
      reason: "fraud",
      details: "",
    });
    const { decisionId } = await resolve(reportId, "restrict_user", "Repeated non-payment.");
    expect((await bid(target, auction.itemNumber, 500)).body.status_code).toBe(Code.ACCOUNT_RESTRICTED);
    expect((await buyNow(target, fixed.itemNumber)).body.status_code).toBe(Code.ACCOUNT_RESTRICTED);
    expect(await code(s, "GET", "/api/item/checkIfUserCanUploadItem", target)).toBe(Code.ACCOUNT_RESTRICTED);
    expect((await detail(target, fixed.itemNumber)).body.status_code).toBe(Code.OK);
    expect(await code(s, "GET", "/api/wallet/balance", target)).toBe(Code.OK);
    expect((await ok(s, "GET", "/api/user/info", target)).restricted).toBe(true);

    const { appealId } = await ok(s, "POST", "/api/appeal", target, { decisionId, text: "I paid." });
    await ok(s, "POST", "/api/admin/appeals/resolve", op, { appealId, uphold: false });
    expect((await bid(target, auction.itemNumber, 500)).body.status_code).toBe(Code.OK);
  });

  it("restrict_user: saving and publishing a listing answer 9999 and change nothing; a reversal lets them post again", async () => {
    const target = await createUser(s);
    const reporter = await createUser(s);
    const draft = await ok<{ itemNumber: string; version: number }>(s, "POST", "/api/item/save", target, {
      title: "Oak stool",
      description: "Solid oak, seats one.",
      categoryId: (await createCategories(s)).leafId,
      condition: "good",
      images: [await createFile(s, target.id)],
      saleType: "fixed",
      priceCents: 2500,
    });
    const { reportId } = await ok(s, "POST", "/api/report", reporter, {
      targetType: "user",
      targetId: String(target.id),
      reason: "spam",
      details: "",
    });
    const { decisionId } = await resolve(reportId, "restrict_user", "Spam listings.");

    expect(
      await code(s, "POST", "/api/item/save", target, { title: "Another stool", saleType: "fixed" }),
    ).toBe(Code.ACCOUNT_RESTRICTED);
    expect(await code(s, "POST", "/api/item/save", target, { ...draft, title: "Renamed stool" })).toBe(
      Code.ACCOUNT_RESTRICTED,
    );
    expect(await code(s, "POST", "/api/item/publish", target, draft)).toBe(Code.ACCOUNT_RESTRICTED);
    const still = await ok(s, "GET", "/api/item/seller/itemDetail", target, { itemNumber: draft.itemNumber });
    expect(still).toMatchObject({ title: "Oak stool", status: "draft", version: draft.version });

    const { appealId } = await ok(s, "POST", "/api/appeal", target, { decisionId, text: "They are mine." });
    await ok(s, "POST", "/api/admin/appeals/resolve", op, { appealId, uphold: false });
    const saved = await ok(s, "POST", "/api/item/save", target, { ...draft, title: "Renamed stool" });
    await ok(s, "POST", "/api/item/publish", target, saved);
    expect(
      await ok(s, "GET", "/api/item/seller/itemDetail", target, { itemNumber: draft.itemNumber }),
    ).toMatchObject({ title: "Renamed stool", status: "active" });
  });

  it("an upheld appeal keeps the decision", async () => {
    const target = await createUser(s);
    const { reportId } = await ok(s, "POST", "/api/report", await createUser(s), {
      targetType: "user",
      targetId: String(target.id),
      reason: "spam",
      details: "",
    });
    const { decisionId } = await resolve(reportId, "restrict_user", "Spam listings.");
    const { appealId } = await ok(s, "POST", "/api/appeal", target, { decisionId, text: "No." });
    await ok(s, "POST", "/api/admin/appeals/resolve", op, { appealId, uphold: true });
    expect((await ok(s, "GET", "/api/user/info", target)).restricted).toBe(true);
    expect(await code(s, "POST", "/api/admin/appeals/resolve", op, { appealId, uphold: false })).toBe(
      Code.CONFLICT,
    );
  });

  it("suspend_user: every session revoked (100024) and signing in answers 9999; a reversal lets them in", async () => {
    const password = "Sup3r-secret-pass";
    const target = await createUser(s, { passwordHash: await hashPassword(password) });
    const { reportId } = await ok(s, "POST", "/api/report", await createUser(s), {
      targetType: "user",
      targetId: String(target.id),
      reason: "fraud",
      details: "",
    });
    const { decisionId } = await resolve(reportId, "suspend_user", "Stolen cards.");
    expect(await code(s, "GET", "/api/user/info", target)).toBe(Code.SESSION_REVOKED);
    const login = () =>
      s.call("POST", "/api/hweb/login/v1/login", { body: { account: target.email, password } });
    expect((await login()).body.status_code).toBe(Code.ACCOUNT_RESTRICTED);
    const [row] = await s.deps.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.suspendedAt).not.toBeNull();
    // Someone else cannot appeal it.
    expect(await code(s, "POST", "/api/appeal", await createUser(s), { decisionId, text: "x" })).toBe(
      Code.NOT_FOUND,
    );
  });

  it("a decision needs a note and an action that fits the target (10001), and only once (10009)", async () => {
    const target = await createUser(s);
    const { reportId } = await ok(s, "POST", "/api/report", await createUser(s), {
      targetType: "user",
      targetId: String(target.id),
      reason: "spam",
      details: "",
    });
    expect(
      await code(s, "POST", "/api/admin/reports/resolve", op, { reportId, action: "remove_item", note: "x" }),
    ).toBe(Code.VALIDATION);
    expect(
      await code(s, "POST", "/api/admin/reports/resolve", op, { reportId, action: "dismiss", note: " " }),
    ).toBe(Code.VALIDATION);
    await resolve(reportId, "dismiss", "Not spam.");
    expect(
      await code(s, "POST", "/api/admin/reports/resolve", op, { reportId, action: "dismiss", note: "x" }),
    ).toBe(Code.CONFLICT);
    const resolved = (await ok(s, "GET", "/api/admin/reports", op, { status: "resolved", pageSize: "50" }))
      .list;
    expect(resolved.find((e: any) => e.reportId === reportId)).toMatchObject({ status: "resolved" });
  });
});

describe("blocking", () => {
  it("a blocked member cannot message, bid on or buy from the blocker (10003); unblocking restores it", async () => {
    const seller = await createUser(s);
    const pest = await createUser(s);
    const auction = await createItem(s, { sellerId: seller.id, saleType: "auction" });
    const fixed = await createItem(s, { sellerId: seller.id });
    const session = await ok(s, "POST", "/api/chat/session", pest, { itemNumber: fixed.itemNumber });
    expect((await ok(s, "POST", "/api/user/block", seller, { userId: pest.id, block: true })).blocked).toBe(
      true,
    );

    expect(await code(s, "POST", "/api/chat/session", pest, { itemNumber: auction.itemNumber })).toBe(
      Code.FORBIDDEN,
    );
    expect(await code(s, "POST", "/api/chat/send", pest, { sessionId: session.id, content: "hello?" })).toBe(
      Code.FORBIDDEN,
    );
    expect((await bid(pest, auction.itemNumber, 500)).body.status_code).toBe(Code.FORBIDDEN);
    expect((await buyNow(pest, fixed.itemNumber)).body.status_code).toBe(Code.FORBIDDEN);
    // Others are not affected, and the blocker may still write.
    expect((await bid(await createUser(s), auction.itemNumber, 500)).body.status_code).toBe(Code.OK);
    expect(await code(s, "POST", "/api/chat/send", seller, { sessionId: session.id, content: "Bye" })).toBe(
      Code.OK,
    );

    const list = await ok(s, "GET", "/api/user/blocked", seller);
    expect(list).toMatchObject({ total: 1, hasNextPage: false });
    expect(list.list[0].id).toBe(pest.id);
    expect(await code(s, "POST", "/api/user/block", seller, { userId: seller.id, block: true })).toBe(
      Code.VALIDATION,
    );

    await ok(s, "POST", "/api/user/block", seller, { userId: pest.id, block: false });
    expect((await ok(s, "GET", "/api/user/blocked", seller)).total).toBe(0);
    expect(await code(s, "POST", "/api/chat/send", pest, { sessionId: session.id, content: "sorry" })).toBe(
      Code.OK,
    );
    expect((await bid(pest, auction.itemNumber, 900)).body.status_code).toBe(Code.OK);
  });
});

describe("signals", () => {
  it("three won orders left unpaid: strikes in the queue, then the account restricted by a decision", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await makeOrder(s, seller, buyer));
    s.clock.offsetMs += 8 * 24 * 3600_000;
    await s.deps.jobs.runDue();
    await retoken(s, buyer, op);
    const info = await ok(s, "GET", "/api/user/info", buyer);
    expect(info.restricted).toBe(true);
    const told = (await notices(buyer)).find((n) => n.jumpType === JumpType.DECISION);
    expect(told?.title).toBe("Your account was restricted");
    const resolved = (await ok(s, "GET", "/api/admin/reports", op, { status: "resolved", pageSize: "50" }))
      .list;
    const entry = resolved.find((e: any) => e.targetType === "user" && e.targetId === String(buyer.id));
    expect(entry).toMatchObject({ reason: "unpaid_order", system: true, reports: 2 });
    const audit = (await ok(s, "GET", "/api/admin/audit", op, { pageSize: "50" })).list;
    expect(audit.find((e: any) => e.targetId === String(buyer.id))).toMatchObject({
      operator: "system",
      action: "restrict_user",
    });
  });

  it("a bidder acting from the seller's address raises a shared-address report on the item", async () => {
    const seller = await createUser(s);
    const shill = await createUser(s);
    const item = await createItem(s, { sellerId: seller.id, saleType: "auction" });
    const elsewhere = await createItem(s, { sellerId: (await createUser(s)).id, saleType: "auction" });
    // Both act from this machine: the seller's bid on another item records the seller's address.
    expect((await bid(seller, elsewhere.itemNumber, 500)).body.status_code).toBe(Code.OK);
    expect((await bid(shill, item.itemNumber, 500)).body.status_code).toBe(Code.OK);
    const entry = (await openQueue()).find((e) => e.targetType === "item" && e.targetId === item.itemNumber);
    expect(entry).toMatchObject({ reason: "shared_address", system: true });
    expect(entry.details).toContain(`Bidder #${shill.id}`);
  });
});
