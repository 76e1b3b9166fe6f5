import { describe, expect, it } from "vitest";
import { CommandQueue, type QueueDriver } from "./command-queue.ts";
import { type Kv, memoryKv } from "./kv.ts";
import {
  moveRetiredStores,
  type RetiredBid,
  type RetiredConfirm,
  type RetiredSource,
} from "./retired-stores.ts";

/** An old store held in memory: what it holds, and whether it was removed. */
function source<T>(held: T[] | undefined) {
  const s = { held, removed: 0 };
  const src: RetiredSource<T> = {
    read: async () => structuredClone(s.held),
    remove: async () => {
      s.held = undefined;
      s.removed++;
    },
  };
  return { s, src };
}

const confirm = (orderNumber: string, over: Partial<RetiredConfirm> = {}): RetiredConfirm => ({
  orderNumber,
  pickupCode: "123456",
  idempotencyKey: `key-${orderNumber}`,
  queuedAt: 10,
  verified: true,
  ...over,
});

const bid = (itemNumber: string, over: Partial<RetiredBid> = {}): RetiredBid => ({
  userId: 1,
  itemNumber,
  title: "Lamp",
  kind: "max",
  amountCents: 1500,
  seenMinCents: 1100,
  createdAt: 20,
  ...over,
});

const driver = (who: { userId: number | null }): QueueDriver => ({
  newKey: (() => {
    let n = 0;
    return () => `new-${n++}`;
  })(),
  now: () => 1_000,
  isOnline: () => true,
  currentUserId: () => who.userId,
  lock: (fn) => fn(),
});

function setup(opts: {
  confirms?: RetiredConfirm[];
  bids?: RetiredBid[];
  userId?: number | null;
  identity?: string | null;
  kv?: Kv;
}) {
  const kv = opts.kv ?? memoryKv();
  const confirms = source(opts.confirms);
  const bids = source(opts.bids);
  const who = { userId: opts.userId === undefined ? 7 : opts.userId };
  const queue = new CommandQueue(kv, driver(who), (q) =>
    moveRetiredStores(
      q,
      { confirms: confirms.src, bids: bids.src },
      { userId: who.userId, identityToken: opts.identity ?? null, newKey: () => "fresh-key" },
    ),
  );
  return { kv, queue, confirms: confirms.s, bids: bids.s, who };
}

describe("moving the retired offline stores into the queue", () => {
  it("moves confirmations (key, identity, failure kept) and pending bids (parked), then removes the old", async () => {
    const t = setup({
      confirms: [
        confirm("O1", { identityToken: null }),
        confirm("O2", { identityToken: "store-A", queuedAt: 5 }),
        confirm("O3", { failed: { code: 40002, message: "The pickup code is wrong." }, queuedAt: 30 }),
      ],
      bids: [bid("X")],
      identity: "store-B",
    });
    const list = await t.queue.list();
    expect(
      list.map((c) => [c.kind, c.status, c.key, c.identityToken, c.userId, c.chain, c.createdAt]),
    ).toEqual([
      ["confirm", "pending", "key-O2", "store-A", 7, "order:O2", 5],
      ["confirm", "pending", "key-O1", null, 7, "order:O1", 10],
      ["bid", "parked", "fresh-key", "store-B", 1, "bid:X", 20],
      // Kept no identity (queued before it was kept): the one chosen now, as its replay would have.
      ["confirm", "failed", "key-O3", "store-B", 7, "order:O3", 30],
    ]);
    expect(list[2]).toMatchObject({ bid: "max", amountCents: 1500, seenMinCents: 1100, title: "Lamp" });
    expect(list[3]?.error).toEqual({ code: 40002, message: "The pickup code is wrong." });
    expect(t.confirms).toMatchObject({ held: undefined, removed: 1 });
    expect(t.bids).toMatchObject({ held: undefined, removed: 1 });
  });

  it("runs once per start, and a start cut short before the removal moves them again onto the same ids", async () => {
    const kv = memoryKv();
    const first = setup({ kv, confirms: [confirm("O1")], bids: [bid("X")] });
    await first.queue.list();
    await first.queue.list();
    expect(first.confirms.removed).toBe(1);
    // As if the old stores had survived (the removal never happened): the move is idempotent.
    const again = setup({ kv, confirms: [confirm("O1")], bids: [bid("X")] });
    expect((await again.queue.list()).map((c) => c.chain)).toEqual(["order:O1", "bid:X"]);
  });

  it("leaves confirmations in the old store until someone is signed in; bids carry their user and move", async () => {
    const t = setup({ userId: null, confirms: [confirm("O1")], bids: [bid("X")] });
    expect((await t.queue.list()).map((c) => c.chain)).toEqual(["bid:X"]);
    expect(t.confirms).toMatchObject({ removed: 0 });
    expect(t.confirms.held).toHaveLength(1);
    // The seller signs in on the same page: the next read moves them.
    t.who.userId = 7;
    expect((await t.queue.list()).map((c) => c.chain)).toEqual(["order:O1", "bid:X"]);
    expect(t.confirms).toMatchObject({ held: undefined, removed: 1 });
    expect(t.bids.removed).toBe(1);
  });

  it("does nothing on a device that never had the old stores, and skips malformed entries", async () => {
    const empty = setup({});
    expect(await empty.queue.list()).toEqual([]);
    expect(empty.confirms.removed + empty.bids.removed).toBe(0);
    const odd = setup({ confirms: [{ orderNumber: 5 } as unknown as RetiredConfirm, confirm("O1")] });
    expect((await odd.queue.list()).map((c) => c.chain)).toEqual(["order:O1"]);
  });

  it("a moved confirmation is sent by the next flush as it was queued", async () => {
    const t = setup({ confirms: [confirm("O1", { identityToken: "store-A" })] });
    const sent: string[] = [];
    t.queue.handle("confirm", {
      send: async (c) => {
        sent.push(`${c.orderNumber}:${c.key}:${c.identityToken}`);
        return { ok: true, landed: null };
      },
    });
    await t.queue.flush();
    expect(sent).toEqual(["O1:key-O1:store-A"]);
    expect(await t.queue.list()).toEqual([]);
  });
});
