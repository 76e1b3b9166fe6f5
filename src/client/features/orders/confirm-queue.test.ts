import { afterEach, describe, expect, it, vi } from "vitest";
import { Code } from "#shared/codes";
import { _resetRequestState } from "../../api/request.ts";
import { envelope, setTokens, setupBrowser } from "../../test/browser-env.ts";
import { createConfirmQueue, type QueuedConfirm, type SendResult, sendConfirm } from "./confirm-queue.ts";

function memory(answers: Record<string, SendResult[]>) {
  let saved: QueuedConfirm[] = [];
  const sent: string[] = [];
  const q = createConfirmQueue({
    load: async () => structuredClone(saved),
    save: async (e) => {
      saved = structuredClone(e);
    },
    send: async (e) => {
      sent.push(`${e.orderNumber}:${e.idempotencyKey}`);
      return answers[e.orderNumber]?.shift() ?? { kind: "ok" };
    },
  });
  return { q, sent, saved: () => saved };
}

const entry = (orderNumber: string, queuedAt: number) => ({
  orderNumber,
  pickupCode: "123456",
  idempotencyKey: `key-${orderNumber}`,
  verified: true,
  queuedAt,
});

describe("offline pickup confirmations", () => {
  it("keeps one entry per order and replays oldest first with the key chosen offline", async () => {
    const m = memory({});
    await m.q.enqueue(entry("B", 2));
    await m.q.enqueue(entry("A", 1));
    await m.q.enqueue({ ...entry("B", 3), idempotencyKey: "key-B2" });
    expect(
      m
        .saved()
        .map((e) => e.orderNumber)
        .sort(),
    ).toEqual(["A", "B"]);
    const done = await m.q.replay();
    expect(m.sent).toEqual(["A:key-A", "B:key-B2"]);
    expect(done.map((d) => d.result.kind)).toEqual(["ok", "ok"]);
    expect(m.saved()).toEqual([]);
  });
  it("stops at the first entry that must wait, and sends it again later with the same key", async () => {
    const m = memory({ A: [{ kind: "retry" }, { kind: "ok" }] });
    await m.q.enqueue(entry("A", 1));
    await m.q.enqueue(entry("B", 2));
    expect(await m.q.replay()).toEqual([]);
    expect(m.sent).toEqual(["A:key-A"]);
    expect(m.saved()).toHaveLength(2);
    await m.q.replay();
    expect(m.sent).toEqual(["A:key-A", "A:key-A", "B:key-B"]);
    expect(m.saved()).toEqual([]);
  });
  it("keeps a refused confirmation as failed until dismissed, and does not resend it", async () => {
    const m = memory({
      A: [{ kind: "refused", code: Code.WRONG_PICKUP_CODE, message: "The pickup code is wrong." }],
    });
    const seen: QueuedConfirm[][] = [];
    m.q.subscribe((e) => seen.push(e));
    await m.q.enqueue(entry("A", 1));
    await m.q.replay();
    expect(m.saved()[0]?.failed).toEqual({
      code: Code.WRONG_PICKUP_CODE,
      message: "The pickup code is wrong.",
    });
    await m.q.replay();
    expect(m.sent).toEqual(["A:key-A"]);
    await m.q.dismiss("A");
    expect(m.saved()).toEqual([]);
    expect(seen.at(-1)).toEqual([]);
  });
  it("never interleaves an enqueue with a replay", async () => {
    const m = memory({});
    await Promise.all([m.q.enqueue(entry("A", 1)), m.q.replay(), m.q.enqueue(entry("B", 2)), m.q.replay()]);
    expect(m.sent).toEqual(["A:key-A", "B:key-B"]);
    expect(m.saved()).toEqual([]);
  });
});

describe("sending a queued confirmation", () => {
  afterEach(() => {
    _resetRequestState();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("acts as the identity it was queued under, not the one chosen since", async () => {
    const env = setupBrowser(() => envelope(Code.OK, {}));
    setTokens({ expiresIn: 600_000, refreshExpiresIn: 6_000_000 });
    localStorage.setItem("identityToken", "store-B");
    expect(await sendConfirm({ ...entry("O1", 1), identityToken: null })).toEqual({ kind: "ok" });
    expect(await sendConfirm({ ...entry("O2", 2), identityToken: "store-A" })).toEqual({ kind: "ok" });
    expect(env.calls.map((c) => c.headers.get("x-identity-token"))).toEqual([null, "store-A"]);
    expect(env.calls.map((c) => c.headers.get("idempotency-key"))).toEqual(["key-O1", "key-O2"]);
  });
});
