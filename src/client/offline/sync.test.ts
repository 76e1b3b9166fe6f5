import { describe, expect, it } from "vitest";
import { SW_MESSAGE } from "#shared/sw-messages";
import { CommandQueue, type NewCommand } from "./command-queue.ts";
import { memoryKv } from "./kv.ts";
import { type SyncEnv, startReplayTriggers } from "./sync.ts";

/** A page made of event targets: its window, document, worker container, sign-ins and idle moment. */
function page() {
  const doc = Object.assign(new EventTarget(), { visibilityState: "hidden" as DocumentVisibilityState });
  const signIns = new Set<() => void>();
  const idle = new Set<() => void>();
  const env: SyncEnv = {
    win: new EventTarget(),
    doc,
    worker: new EventTarget(),
    onSignIn(fn) {
      signIns.add(fn);
      return () => signIns.delete(fn);
    },
    idle(fn) {
      idle.add(fn);
      return () => idle.delete(fn);
    },
  };
  return {
    env,
    doc,
    signIn: () => {
      for (const f of signIns) f();
    },
    quiet: () => {
      for (const f of idle) f();
      idle.clear();
    },
    listening: () => signIns.size,
  };
}

/** A worker's message, with a source that records the page's answers. */
function workerMessage(type: string) {
  const answers: unknown[] = [];
  const e = new MessageEvent("message", { data: { type } });
  Object.defineProperty(e, "source", { value: { postMessage: (m: unknown) => answers.push(m) } });
  return { e, answers };
}

describe("the offline queue's triggers", () => {
  it("replay on online, focus, the page becoming visible, a sign-in and once when the page is quiet", async () => {
    const p = page();
    const calls: string[] = [];
    let why = "";
    startReplayTriggers(async () => void calls.push(why), p.env);
    const fire = (name: string, f: () => void) => {
      why = name;
      f();
    };
    fire("idle", p.quiet);
    fire("online", () => p.env.win.dispatchEvent(new Event("online")));
    fire("focus", () => p.env.win.dispatchEvent(new Event("focus")));
    fire("hidden", () => p.doc.dispatchEvent(new Event("visibilitychange")));
    p.doc.visibilityState = "visible";
    fire("visible", () => p.doc.dispatchEvent(new Event("visibilitychange")));
    fire("sign-in", p.signIn);
    expect(calls).toEqual(["idle", "online", "focus", "visible", "sign-in"]);
  });

  it("answer the worker's Background Sync once the pass is over, also when it failed", async () => {
    const p = page();
    let finish: () => void = () => undefined;
    let fail = false;
    startReplayTriggers(
      () =>
        fail ? Promise.reject(new Error("offline")) : new Promise<void>((resolve) => (finish = resolve)),
      p.env,
    );
    const ok = workerMessage(SW_MESSAGE.outboxFlush);
    p.env.worker?.dispatchEvent(ok.e);
    await Promise.resolve();
    expect(ok.answers).toEqual([]);
    finish();
    await expect.poll(() => ok.answers).toEqual([{ type: SW_MESSAGE.outboxFlushed }]);
    fail = true;
    const failed = workerMessage(SW_MESSAGE.outboxFlush);
    p.env.worker?.dispatchEvent(failed.e);
    await expect.poll(() => failed.answers).toEqual([{ type: SW_MESSAGE.outboxFlushed }]);
    // Other messages (a notification click) are not the queue's.
    const other = workerMessage(SW_MESSAGE.notificationClick);
    p.env.worker?.dispatchEvent(other.e);
    await Promise.resolve();
    expect(other.answers).toEqual([]);
  });

  it("stop removes every trigger", async () => {
    const p = page();
    let n = 0;
    const stop = startReplayTriggers(async () => void n++, p.env);
    stop();
    p.quiet();
    p.env.win.dispatchEvent(new Event("online"));
    p.env.win.dispatchEvent(new Event("focus"));
    p.doc.visibilityState = "visible";
    p.doc.dispatchEvent(new Event("visibilitychange"));
    p.signIn();
    p.env.worker?.dispatchEvent(workerMessage(SW_MESSAGE.outboxFlush).e);
    await Promise.resolve();
    expect(n).toBe(0);
    expect(p.listening()).toBe(0);
  });

  it("a signed-out visitor with a queued command keeps the triggers, and it replays once its user is back", async () => {
    const session = { userId: 7 as number | null, online: false };
    const sent: string[] = [];
    let n = 0;
    const queue = new CommandQueue(memoryKv(), {
      newKey: () => `key-${n++}`,
      now: () => 1_000 + n,
      isOnline: () => session.online,
      currentUserId: () => session.userId,
      lock: (fn) => fn(),
    });
    queue.handle("confirm", {
      send: async (c) => {
        sent.push(c.orderNumber);
        return { ok: true, landed: null };
      },
    });
    const p = page();
    startReplayTriggers(() => queue.flush(), p.env);
    const command: NewCommand<"confirm"> = {
      kind: "confirm",
      chain: "order:O1",
      userId: 7,
      identityToken: null,
      label: "O1",
      orderNumber: "O1",
      pickupCode: "123456",
      verified: true,
    };
    // Confirmed offline, then signed out (the session ran out) before the network came back.
    await queue.enqueue(command);
    session.userId = null;
    session.online = true;
    p.env.win.dispatchEvent(new Event("online"));
    await queue.flush();
    expect(sent).toEqual([]);
    expect(await queue.list(7)).toHaveLength(1);
    // The same seller signs in again: the sign-in alone replays it, nothing else needed.
    session.userId = 7;
    p.signIn();
    await expect.poll(() => sent).toEqual(["O1"]);
    expect(await queue.list(7)).toEqual([]);
    // The triggers outlived the sign-out: a later command replays on `online` as before.
    session.online = false;
    await queue.enqueue({ ...command, chain: "order:O2", orderNumber: "O2", label: "O2" });
    session.online = true;
    p.env.win.dispatchEvent(new Event("online"));
    await expect.poll(() => sent).toEqual(["O1", "O2"]);
  });
});
