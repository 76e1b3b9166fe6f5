import { describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { memoryKv } from "./kv.ts";
import { type NewEntry, Outbox, type OutboxDriver, type OutboxEntry, type SendResult } from "./outbox.ts";

/** A fake server: one item whose version goes up by one per landed save; keys replay their answer. */
function fakeServer() {
  const state = { itemNumber: "ITEM1", version: 1, title: "first", created: 0 };
  const seen = new Map<string, SendResult>();
  const sent: { key: string; body: Record<string, unknown> }[] = [];
  let online = true;
  const driver: OutboxDriver = {
    prepare: async (e) => ({
      ...e.fields,
      ...(e.itemNumber ? { itemNumber: e.itemNumber, version: e.version } : {}),
    }),
    send: async (e: OutboxEntry, body) => {
      if (!online) throw new Error("offline");
      sent.push({ key: e.key, body });
      const prior = seen.get(e.key);
      if (prior) return prior;
      let res: SendResult;
      if (!body.itemNumber) {
        state.created++;
        state.version = 1;
        res = { ok: true, itemNumber: state.itemNumber, version: 1, data: null };
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
        res = { ok: true, itemNumber: state.itemNumber, version: state.version, data: null };
      }
      seen.set(e.key, res);
      return res;
    },
    newKey: (() => {
      let n = 0;
      return () => `key-${n++}`;
    })(),
    now: (() => {
      let t = 1_000;
      return () => t++;
    })(),
    isOnline: () => online,
    currentUserId: () => 7,
    lock: (fn) => fn(),
  };
  return { state, sent, driver, setOnline: (v: boolean) => (online = v) };
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
  ...over,
});

describe("Outbox", () => {
  it("replays queued edits of one form in order, re-basing each on the version the previous one returned", async () => {
    const srv = fakeServer();
    const box = new Outbox(memoryKv(), srv.driver);
    srv.setOnline(false);
    const a = await box.enqueue(entry({ fields: { title: "second" } }));
    const b = await box.enqueue(entry({ after: a.id, fields: { title: "third" } }));
    await box.flush();
    expect(await box.list(7)).toHaveLength(2);
    srv.setOnline(true);
    await box.flush();
    expect(await box.list(7)).toHaveLength(0);
    expect(srv.state).toMatchObject({ version: 3, title: "third" });
    expect(srv.sent.map((s) => s.body.version)).toEqual([1, 2]);
    expect(await box.outcome(b.id)).toMatchObject({ status: "landed", landed: { version: 3 } });
  });

  it("gives a draft created offline its itemNumber for the entries after it", async () => {
    const srv = fakeServer();
    const box = new Outbox(memoryKv(), srv.driver);
    srv.setOnline(false);
    const a = await box.enqueue(entry({ itemNumber: null, version: null, fields: { title: "new" } }));
    await box.enqueue(
      entry({ itemNumber: null, version: null, after: a.id, kind: "save", fields: { title: "x" } }),
    );
    srv.setOnline(true);
    await box.flush();
    expect(srv.state.created).toBe(1);
    expect(srv.sent[1]?.body).toMatchObject({ itemNumber: "ITEM1", version: 1 });
    expect(srv.state.version).toBe(2);
  });

  it("holds a stale edit as a conflict; keep mine resends on the current version, once", async () => {
    const srv = fakeServer();
    srv.state.version = 5;
    const box = new Outbox(memoryKv(), srv.driver);
    const a = await box.enqueue(entry({ version: 4, fields: { title: "mine" } }));
    await box.flush();
    const o = await box.outcome(a.id);
    expect(o.status).toBe("conflict");
    expect(srv.state).toMatchObject({ version: 5, title: "first" });
    await box.keepMine(a.id);
    await box.flush();
    await box.flush();
    expect(srv.state).toMatchObject({ version: 6, title: "mine" });
    expect(await box.list(7)).toHaveLength(0);
  });

  it("take theirs drops the change and the ones made after it on that item", async () => {
    const srv = fakeServer();
    srv.state.version = 9;
    const box = new Outbox(memoryKv(), srv.driver);
    const events: string[] = [];
    box.subscribe((e) => events.push(e.type));
    const a = await box.enqueue(entry({ version: 8 }));
    await box.enqueue(entry({ version: 8, after: a.id }));
    await box.flush();
    expect((await box.list(7)).map((e) => e.status)).toEqual(["conflict", "pending"]);
    await box.takeTheirs(a.id);
    expect(await box.list(7)).toHaveLength(0);
    expect(events).toContain("dropped");
    expect(srv.state.version).toBe(9);
  });

  it("an edit from another form that never saw a landed change is not re-based (it conflicts)", async () => {
    const srv = fakeServer();
    const box = new Outbox(memoryKv(), srv.driver);
    srv.setOnline(false);
    await box.enqueue(entry({ fields: { title: "page A" } }));
    const b = await box.enqueue(entry({ after: null, fields: { title: "page B" } }));
    srv.setOnline(true);
    await box.flush();
    expect(srv.state).toMatchObject({ version: 2, title: "page A" });
    expect((await box.outcome(b.id)).status).toBe("conflict");
  });

  it("a replay after a lost answer sends the same key and body, and lands once", async () => {
    const srv = fakeServer();
    const box = new Outbox(memoryKv(), srv.driver);
    const send = srv.driver.send;
    let drop = true;
    srv.driver.send = async (e, body) => {
      const r = await send(e, body);
      if (drop) {
        drop = false;
        throw new Error("connection reset after commit");
      }
      return r;
    };
    await box.enqueue(entry({ fields: { title: "once" } }));
    await box.flush();
    await box.flush();
    expect(srv.state.version).toBe(2);
    expect(srv.sent).toHaveLength(2);
    expect(srv.sent[0]).toEqual(srv.sent[1]);
    expect(await box.list(7)).toHaveLength(0);
  });
});
