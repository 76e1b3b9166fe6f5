import { describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { ApiError } from "../api/call.ts";
import { confirmCommand } from "../test/commands.ts";
import {
  type Command,
  type CommandHandler,
  CommandQueue,
  CommandView,
  type NewCommand,
  type QueueDriver,
  type SendResult,
  sendAnswer,
} from "./command-queue.ts";
import { memoryKv } from "./kv.ts";
import { followLanded, type Landed, type NewEntry, type OutboxEntry, rebaseOnCurrent } from "./outbox.ts";

function fakeDriver(over: Partial<QueueDriver> = {}) {
  const state = { online: true, userId: 7 as number | null };
  let n = 0;
  let t = 1_000;
  const driver: QueueDriver = {
    newKey: () => `key-${n++}`,
    now: () => t++,
    isOnline: () => state.online,
    currentUserId: () => state.userId,
    lock: (fn) => fn(),
    ...over,
  };
  return { driver, state };
}

/** A fake server: one item whose version goes up by one per landed save; keys replay their answer. */
function fakeItemServer() {
  const state = { itemNumber: "ITEM1", version: 1, title: "first", created: 0 };
  const seen = new Map<string, SendResult<Landed>>();
  const sent: { key: string; body: Record<string, unknown> }[] = [];
  let online = true;
  const handler: CommandHandler<"save" | "publish"> = {
    prepare: async (e) => ({
      ...e.fields,
      ...(e.itemNumber ? { itemNumber: e.itemNumber, version: e.version } : {}),
    }),
    send: async (e: OutboxEntry, body) => {
      if (!online) throw new Error("offline");
      sent.push({ key: e.key, body });
      const prior = seen.get(e.key);
      if (prior) return prior;
      let res: SendResult<Landed>;
      if (!body.itemNumber) {
        state.created++;
        state.version = 1;
        res = { ok: true, landed: { itemNumber: state.itemNumber, version: 1, data: null } };
      } else if (body.version !== state.version) {
        res = {
          ok: false,
          code: Code.CONFLICT,
          message: "stale",
          data: { current: { ...state }, yours: body },
        };
      } else {
        state.version++;
        if (typeof body.title === "string") state.title = body.title;
        res = { ok: true, landed: { itemNumber: state.itemNumber, version: state.version, data: null } };
      }
      seen.set(e.key, res);
      return res;
    },
    follow: followLanded,
    rebase: rebaseOnCurrent,
  };
  const { driver } = fakeDriver();
  const queue = new CommandQueue(memoryKv(), driver);
  queue.handle("save", handler);
  queue.handle("publish", handler);
  const box = new CommandView(queue, ["save", "publish"] as const);
  return { state, sent, box, queue, setOnline: (v: boolean) => (online = v) };
}

const entry = (over: Partial<NewEntry>): NewEntry => ({
  kind: "save",
  chain: "local-1",
  after: null,
  userId: 7,
  identityToken: null,
  itemNumber: "ITEM1",
  version: 1,
  fields: {},
  photoIds: [],
  label: "Lamp",
  ...(over as object),
});

describe("the item outbox on the queue", () => {
  it("replays queued edits of one form in order, re-basing each on the version the previous one returned", async () => {
    const srv = fakeItemServer();
    srv.setOnline(false);
    const a = await srv.box.enqueue(entry({ fields: { title: "second" } }));
    const b = await srv.box.enqueue(entry({ after: a.id, fields: { title: "third" } }));
    await srv.box.flush();
    expect(await srv.box.list(7)).toHaveLength(2);
    srv.setOnline(true);
    await srv.box.flush();
    expect(await srv.box.list(7)).toHaveLength(0);
    expect(srv.state).toMatchObject({ version: 3, title: "third" });
    expect(srv.sent.map((s) => s.body.version)).toEqual([1, 2]);
    expect(await srv.box.outcome(b.id)).toMatchObject({ status: "landed", landed: { version: 3 } });
  });

  it("gives a draft created offline its itemNumber for the entries after it", async () => {
    const srv = fakeItemServer();
    srv.setOnline(false);
    const a = await srv.box.enqueue(entry({ itemNumber: null, version: null, fields: { title: "new" } }));
    await srv.box.enqueue(entry({ itemNumber: null, version: null, after: a.id, fields: { title: "x" } }));
    srv.setOnline(true);
    await srv.box.flush();
    expect(srv.state.created).toBe(1);
    expect(srv.sent[1]?.body).toMatchObject({ itemNumber: "ITEM1", version: 1 });
    expect(srv.state.version).toBe(2);
  });

  it("holds a stale edit as a conflict; keep mine resends on the current version, once", async () => {
    const srv = fakeItemServer();
    srv.state.version = 5;
    const a = await srv.box.enqueue(entry({ version: 4, fields: { title: "mine" } }));
    await srv.box.flush();
    expect((await srv.box.outcome(a.id)).status).toBe("conflict");
    expect(srv.state).toMatchObject({ version: 5, title: "first" });
    await srv.box.keepMine(a.id);
    await srv.box.flush();
    await srv.box.flush();
    expect(srv.state).toMatchObject({ version: 6, title: "mine" });
    expect(await srv.box.list(7)).toHaveLength(0);
  });

  it("take theirs drops the change and the ones made after it on that item", async () => {
    const srv = fakeItemServer();
    srv.state.version = 9;
    const events: string[] = [];
    srv.box.subscribe((e) => events.push(e.type));
    const a = await srv.box.enqueue(entry({ version: 8 }));
    await srv.box.enqueue(entry({ version: 8, after: a.id }));
    await srv.box.flush();
    expect((await srv.box.list(7)).map((e) => e.status)).toEqual(["conflict", "pending"]);
    await srv.box.takeTheirs(a.id);
    expect(await srv.box.list(7)).toHaveLength(0);
    expect(events).toContain("dropped");
    expect(srv.state.version).toBe(9);
  });

  it("an edit from another form that never saw a landed change is not re-based (it conflicts)", async () => {
    const srv = fakeItemServer();
    srv.setOnline(false);
    await srv.box.enqueue(entry({ fields: { title: "page A" } }));
    const b = await srv.box.enqueue(entry({ after: null, fields: { title: "page B" } }));
    srv.setOnline(true);
    await srv.box.flush();
    expect(srv.state).toMatchObject({ version: 2, title: "page A" });
    expect((await srv.box.outcome(b.id)).status).toBe("conflict");
  });

  it("a replay after a lost answer sends the same key and body, and lands once", async () => {
    const srv = fakeItemServer();
    const handler = (srv.queue as unknown as { handlers: Map<string, CommandHandler<"save">> }).handlers.get(
      "save",
    )!;
    const send = handler.send;
    let drop = true;
    handler.send = async (e, body) => {
      const r = await send(e, body);
      if (drop) {
        drop = false;
        throw new Error("connection reset after commit");
      }
      return r;
    };
    await srv.box.enqueue(entry({ fields: { title: "once" } }));
    await srv.box.flush();
    await srv.box.flush();
    expect(srv.state.version).toBe(2);
    expect(srv.sent).toHaveLength(2);
    expect(srv.sent[0]).toEqual(srv.sent[1]);
    expect(await srv.box.list(7)).toHaveLength(0);
  });
});

/** A queue with a "confirm" handler that answers from a script and records what it was sent as. */
function scripted(answers: Record<string, SendResult[]> = {}) {
  const { driver, state } = fakeDriver();
  const queue = new CommandQueue(memoryKv(), driver);
  const sent: { order: string; key: string; identity: string | null }[] = [];
  queue.handle("confirm", {
    send: async (c) => {
      sent.push({ order: c.orderNumber, key: c.key, identity: c.identityToken });
      return answers[c.orderNumber]?.shift() ?? { ok: true, landed: null };
    },
  });
  return { queue, sent, state };
}

const bid = (itemNumber: string, over: Partial<NewCommand<"bid">> = {}): NewCommand<"bid"> => ({
  kind: "bid",
  chain: `bid:${itemNumber}`,
  userId: 7,
  identityToken: null,
  label: itemNumber,
  itemNumber,
  title: "Lamp",
  bid: "bid",
  amountCents: 1200,
  seenMinCents: 1100,
  ...(over as object),
});

describe("the command queue", () => {
  it("keeps each command's identity and replays it as queued, whatever was chosen in between", async () => {
    const q = scripted();
    q.state.online = false;
    // Personal, then the user switches to store A and confirms, then back to personal.
    await q.queue.enqueue(confirmCommand("P1", { identityToken: null }));
    await q.queue.enqueue(confirmCommand("S1", { identityToken: "store-A" }));
    await q.queue.enqueue(confirmCommand("P2", { identityToken: null }));
    q.state.online = true;
    await q.queue.flush();
    expect(q.sent.map((s) => [s.order, s.identity])).toEqual([
      ["P1", null],
      ["S1", "store-A"],
      ["P2", null],
    ]);
    // The identity survives the store (IndexedDB keeps a clone): a fresh read has it as written.
    expect(await q.queue.list(7)).toEqual([]);
  });

  it("replays in creation order and holds back only the chain of a refused command", async () => {
    const q = scripted({ A: [{ ok: false, code: Code.WRONG_PICKUP_CODE, message: "wrong", data: null }] });
    await q.queue.enqueue(confirmCommand("A", { chain: "c1" }));
    await q.queue.enqueue(confirmCommand("B", { chain: "c1" }));
    await q.queue.enqueue(confirmCommand("C", { chain: "c2" }));
    await q.queue.flush();
    expect(q.sent.map((s) => s.order)).toEqual(["A", "C"]);
    const left = await q.queue.list(7);
    expect(left.map((c) => [c.kind === "confirm" && c.orderNumber, c.status])).toEqual([
      ["A", "failed"],
      ["B", "pending"],
    ]);
    expect(left[0]?.error).toMatchObject({ code: Code.WRONG_PICKUP_CODE, message: "wrong" });
    // A failed command is not resent by later flushes; B still waits behind it.
    await q.queue.flush();
    expect(q.sent.map((s) => s.order)).toEqual(["A", "C"]);
  });

  it("waits out a transient answer: the pass stops, and the next flush sends the same key", async () => {
    const q = scripted({
      A: [{ ok: false, code: Code.RATE_LIMITED, message: "slow down", data: null, transient: true }],
    });
    await q.queue.enqueue(confirmCommand("A"));
    await q.queue.enqueue(confirmCommand("B"));
    await q.queue.flush();
    expect(q.sent.map((s) => s.order)).toEqual(["A"]);
    expect((await q.queue.list(7)).map((c) => c.status)).toEqual(["pending", "pending"]);
    await q.queue.flush();
    expect(q.sent.map((s) => `${s.order}:${s.key}`)).toEqual(["A:key-0", "A:key-0", "B:key-1"]);
    expect(await q.queue.list(7)).toEqual([]);
  });

  it("sends nothing offline, nothing of another user, and nothing of a kind with no handler here", async () => {
    const q = scripted();
    await q.queue.enqueue(confirmCommand("A", { userId: 8 }));
    await q.queue.enqueue({ ...bid("X") }); // pending, but no "bid" handler in this page
    await q.queue.enqueue(confirmCommand("B"));
    q.state.online = false;
    await q.queue.flush();
    expect(q.sent).toEqual([]);
    q.state.online = true;
    await q.queue.flush();
    expect(q.sent.map((s) => s.order)).toEqual(["B"]);
    expect((await q.queue.list()).map((c) => c.chain)).toEqual(["order:A", "bid:X"]);
  });

  it("never sends a parked command in a flush; a release sends it once, then it is gone", async () => {
    const q = scripted();
    const bidsSent: string[] = [];
    q.queue.handle("bid", {
      send: async (c) => {
        bidsSent.push(c.key);
        return { ok: true, landed: null };
      },
    });
    const parked = await q.queue.enqueue(bid("X"), { parked: true });
    await q.queue.enqueue(bid("X", { amountCents: 1300 })); // behind it on its chain
    await q.queue.flush();
    await q.queue.flush();
    expect(bidsSent).toEqual([]);
    expect((await q.queue.list(7)).map((c) => c.status)).toEqual(["parked", "pending"]);

    const released: Command[] = [];
    const out = await q.queue.release(parked.id, async (c) => {
      released.push(c);
      return "placed";
    });
    expect(out).toBe("placed");
    expect(released.map((c) => [c.key, c.identityToken])).toEqual([[parked.key, null]]);
    expect((await q.queue.list(7)).map((c) => c.status)).toEqual(["pending"]);
    await expect(q.queue.release(parked.id, async () => "again")).rejects.toThrow();
    await q.queue.flush();
    // Only the command queued behind it went out; the released one was never sent by a flush.
    expect(bidsSent).toHaveLength(1);
    expect(bidsSent[0]).not.toBe(parked.key);
  });

  it("a release that fails keeps the command parked: same key after no answer, a new key after a refusal", async () => {
    const q = scripted();
    const parked = await q.queue.enqueue(bid("X"), { parked: true });
    await expect(
      q.queue.release(parked.id, async () => {
        throw new ApiError("Network error", 0);
      }),
    ).rejects.toThrow("Network error");
    const [kept] = await q.queue.list(7);
    expect(kept).toMatchObject({ status: "parked", key: parked.key });
    await expect(
      q.queue.release(parked.id, async () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    const [again] = await q.queue.list(7);
    expect(again?.status).toBe("parked");
    expect(again?.key).not.toBe(parked.key);
  });

  it("replace keeps one command per chain and user", async () => {
    const q = scripted();
    await q.queue.enqueue(bid("X", { amountCents: 1 }), { parked: true, replace: true });
    await q.queue.enqueue(bid("X", { userId: 8 }), { parked: true, replace: true });
    await q.queue.enqueue(bid("X", { amountCents: 2 }), { parked: true, replace: true });
    expect((await q.queue.list()).map((c) => [c.userId, c.kind === "bid" && c.amountCents])).toEqual([
      [8, 1200],
      [7, 2],
    ]);
  });
});

describe("the one rule for answers to a queued write", () => {
  const env = (status_code: number, res_data: unknown = null) => ({
    status_code,
    message: `m${status_code}`,
    res_data,
    server_time: 0,
  });
  /** As `call` answers an envelope: its data on 1, else the refusal thrown. */
  const answer = (send: () => Promise<ReturnType<typeof env>>) =>
    sendAnswer(
      () =>
        send().then((e) => {
          if (e.status_code === Code.OK) return e.res_data;
          throw new ApiError(e.message, 200, e);
        }),
      (d) => d,
    );

  it("lands on 1, waits out the retry-later codes, 5xx, 429 and no network, and takes other codes as final", async () => {
    expect(await answer(async () => env(Code.OK, { a: 1 }))).toEqual({ ok: true, landed: { a: 1 } });
    expect(await answer(async () => env(Code.RATE_LIMITED))).toMatchObject({ ok: false, transient: true });
    expect(await answer(async () => env(Code.TOKEN_EXPIRED))).toMatchObject({ ok: false, transient: true });
    expect(await answer(async () => env(Code.WRONG_PICKUP_CODE))).toMatchObject({
      ok: false,
      code: Code.WRONG_PICKUP_CODE,
      transient: false,
    });
    const thrown = (e: ApiError) => answer(() => Promise.reject(e));
    expect(await thrown(new ApiError("down", 503))).toMatchObject({ transient: true });
    expect(await thrown(new ApiError("slow", 429, env(Code.RATE_LIMITED)))).toMatchObject({
      transient: true,
    });
    expect(await thrown(new ApiError("Network error", 0))).toMatchObject({ transient: true });
    expect(await thrown(new ApiError("nope", 404, env(Code.WRONG_PICKUP_CODE)))).toMatchObject({
      ok: false,
      code: Code.WRONG_PICKUP_CODE,
      transient: false,
    });
  });
});
