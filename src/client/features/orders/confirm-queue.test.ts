import { describe, expect, it, vi } from "vitest";
import { Code } from "#shared/codes";
import { getIdentityToken } from "../../api/session-store.ts";
import { CommandQueue, type SendResult } from "../../offline/command-queue.ts";
import { memoryKv } from "../../offline/kv.ts";
import { envelope, setTokens, setupBrowser } from "../../test/browser-env.ts";
import {
  type ConfirmCommand,
  confirmHandler,
  createConfirmQueue,
  type QueuedConfirm,
  sendConfirm,
} from "./confirm-queue.ts";

function memoryQueue() {
  let n = 0;
  return new CommandQueue(memoryKv(), {
    newKey: () => `key-${n++}`,
    now: () => Date.now(),
    isOnline: () => true,
    currentUserId: () => 7,
    lock: (fn) => fn(),
  });
}

function memory(answers: Record<string, SendResult[]>) {
  const sent: string[] = [];
  const queue = memoryQueue();
  queue.handle(
    "confirm",
    confirmHandler({
      send: async (c) => {
        sent.push(`${c.orderNumber}:${c.key}`);
        return answers[c.orderNumber]?.shift() ?? { ok: true, landed: null };
      },
    }),
  );
  const q = createConfirmQueue(queue, { userId: () => 7, identity: () => null });
  return { q, sent, saved: () => q.list() };
}

const entry = (orderNumber: string, queuedAt: number) => ({
  orderNumber,
  pickupCode: "123456",
  idempotencyKey: `key-${orderNumber}`,
  verified: true,
  queuedAt,
});

const refused = (message: string): SendResult => ({
  ok: false,
  code: Code.WRONG_PICKUP_CODE,
  message,
  data: null,
});

describe("offline pickup confirmations", () => {
  it("keeps one entry per order and replays oldest first with the key chosen offline", async () => {
    const m = memory({});
    await m.q.enqueue(entry("B", 2));
    await m.q.enqueue(entry("A", 1));
    await m.q.enqueue({ ...entry("B", 3), idempotencyKey: "key-B2" });
    expect((await m.saved()).map((e) => e.orderNumber).sort()).toEqual(["A", "B"]);
    const done = await m.q.replay();
    expect(m.sent).toEqual(["A:key-A", "B:key-B2"]);
    expect(done.map((d) => d.result.kind)).toEqual(["ok", "ok"]);
    expect(await m.saved()).toEqual([]);
  });
  it("stops at the first entry that must wait, and sends it again later with the same key", async () => {
    const m = memory({ A: [{ ok: false, code: 0, message: "down", data: null, transient: true }] });
    await m.q.enqueue(entry("A", 1));
    await m.q.enqueue(entry("B", 2));
    expect(await m.q.replay()).toEqual([]);
    expect(m.sent).toEqual(["A:key-A"]);
    expect(await m.saved()).toHaveLength(2);
    await m.q.replay();
    expect(m.sent).toEqual(["A:key-A", "A:key-A", "B:key-B"]);
    expect(await m.saved()).toEqual([]);
  });
  it("keeps a refused confirmation as failed until dismissed, and does not resend it", async () => {
    const m = memory({ A: [refused("The pickup code is wrong.")] });
    const seen: QueuedConfirm[][] = [];
    m.q.subscribe((e) => seen.push(e));
    await m.q.enqueue(entry("A", 1));
    const done = await m.q.replay();
    expect(done.map((d) => d.result)).toEqual([
      { kind: "refused", code: Code.WRONG_PICKUP_CODE, message: "The pickup code is wrong." },
    ]);
    expect((await m.saved())[0]?.failed).toEqual({
      code: Code.WRONG_PICKUP_CODE,
      message: "The pickup code is wrong.",
    });
    await m.q.replay();
    expect(m.sent).toEqual(["A:key-A"]);
    await m.q.dismiss("A");
    expect(await m.saved()).toEqual([]);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual([]));
  });
  it("never interleaves an enqueue with a replay", async () => {
    const m = memory({});
    await Promise.all([m.q.enqueue(entry("A", 1)), m.q.replay(), m.q.enqueue(entry("B", 2)), m.q.replay()]);
    expect(m.sent).toEqual(["A:key-A", "B:key-B"]);
    expect(await m.saved()).toEqual([]);
  });
});

describe("sending a queued confirmation", () => {
  const command = (orderNumber: string, identityToken: string | null): ConfirmCommand => ({
    id: orderNumber,
    key: `key-${orderNumber}`,
    kind: "confirm",
    chain: `order:${orderNumber}`,
    userId: 7,
    identityToken,
    status: "pending",
    label: orderNumber,
    createdAt: 0,
    orderNumber,
    pickupCode: "123456",
    verified: true,
  });

  it("acts as the identity it was queued under, not the one chosen since", async () => {
    const env = setupBrowser(() => envelope(Code.OK, {}));
    setTokens({ expiresIn: 600_000, refreshExpiresIn: 6_000_000 });
    localStorage.setItem("identityToken", "store-B");
    expect(await sendConfirm(command("O1", null))).toMatchObject({ ok: true });
    expect(await sendConfirm(command("O2", "store-A"))).toMatchObject({ ok: true });
    expect(env.calls.map((c) => c.headers.get("x-identity-token"))).toEqual([null, "store-A"]);
    expect(env.calls.map((c) => c.headers.get("idempotency-key"))).toEqual(["key-O1", "key-O2"]);
  });

  it("through the queue: confirmed as personal, replayed as personal after a switch to a store (and back)", async () => {
    const env = setupBrowser(() => envelope(Code.OK, {}));
    setTokens({ expiresIn: 600_000, refreshExpiresIn: 6_000_000 });
    const queue = memoryQueue();
    queue.handle("confirm", confirmHandler({ send: sendConfirm }));
    const q = createConfirmQueue(queue, { userId: () => 7, identity: getIdentityToken });
    localStorage.removeItem("identityToken");
    await q.enqueue({ ...entry("P", 1), identityToken: getIdentityToken() });
    localStorage.setItem("identityToken", "store-A");
    await q.enqueue({ ...entry("S", 2), identityToken: getIdentityToken() });
    // Offline in between, the seller switches identity; the replay still acts as each was made.
    localStorage.setItem("identityToken", "store-B");
    await q.replay();
    localStorage.removeItem("identityToken");
    expect(env.calls.map((c) => [c.url, c.headers.get("x-identity-token")])).toEqual([
      ["/api/order/confirm", null],
      ["/api/order/confirm", "store-A"],
    ]);
  });

  it("an HTTP refusal with an answer is final for its key", async () => {
    setupBrowser(() => envelope(Code.WRONG_PICKUP_CODE, null, "The pickup code is wrong.", 404));
    setTokens({ expiresIn: 600_000, refreshExpiresIn: 6_000_000 });
    expect(await sendConfirm(command("O1", null))).toMatchObject({
      ok: false,
      code: Code.WRONG_PICKUP_CODE,
      message: "The pickup code is wrong.",
      transient: false,
    });
  });
});
