import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../../api/index.ts";
import { CommandQueue } from "../../offline/command-queue.ts";
import { type Kv, memoryKv } from "../../offline/kv.ts";
import {
  _setPendingQueue,
  confirmPendingBid,
  loadPendingBids,
  type PendingBid,
  pendingBidsOf,
  removePendingBid,
  type SendAs,
  savePendingBid,
  upsertPending,
} from "./pending-bids.ts";

const bid = (over: Partial<PendingBid> = {}): PendingBid => ({
  userId: 1,
  itemNumber: "A",
  title: "Lamp",
  kind: "bid",
  amountCents: 1200,
  seenMinCents: 1100,
  createdAt: 1,
  ...over,
});

function queueOn(kv: Kv, sent: string[] = []) {
  let n = 0;
  const q = new CommandQueue(kv, {
    newKey: () => `key-${n++}`,
    now: () => 1_000,
    isOnline: () => true,
    currentUserId: () => 1,
    lock: (fn) => fn(),
  });
  // Were a flush to send bids, this would see them.
  q.handle("bid", {
    send: async (c) => {
      sent.push(c.key);
      return { ok: true, landed: null };
    },
  });
  return q;
}

describe("pending bids", () => {
  let kv: Kv;
  let queue: CommandQueue;
  let flushed: string[];
  beforeEach(() => {
    kv = memoryKv();
    flushed = [];
    queue = queueOn(kv, flushed);
    _setPendingQueue(queue);
  });

  it("keeps one per bidder and item, the newest first", () => {
    const list = upsertPending([bid(), bid({ itemNumber: "B" })], bid({ amountCents: 1500, createdAt: 2 }));
    expect(list.map((p) => [p.itemNumber, p.amountCents])).toEqual([
      ["A", 1500],
      ["B", 1200],
    ]);
  });

  it("survives a reload (what is saved is what loads) and is per user", async () => {
    await savePendingBid(bid());
    await savePendingBid(bid({ userId: 2, amountCents: 999, createdAt: 2 }));
    await savePendingBid(bid({ amountCents: 1300, createdAt: 3 }));
    _setPendingQueue(queueOn(kv));
    await loadPendingBids();
    expect(pendingBidsOf(1).map((p) => p.amountCents)).toEqual([1300]);
    expect(pendingBidsOf(2).map((p) => p.amountCents)).toEqual([999]);
    expect(pendingBidsOf(null)).toEqual([]);
  });

  it("removes only the discarded one", async () => {
    await savePendingBid(bid());
    await savePendingBid(bid({ itemNumber: "B", createdAt: 2 }));
    await removePendingBid(1, "A");
    expect((await queue.list()).map((c) => c.kind === "bid" && c.itemNumber)).toEqual(["B"]);
  });

  it("is parked: a flush never sends it; confirming sends it once with its key, then it is gone", async () => {
    await savePendingBid(bid());
    await queue.flush();
    expect(flushed).toEqual([]);
    const [parked] = await queue.list();
    const calls: SendAs[] = [];
    const answer = await confirmPendingBid(1, "A", async (as) => {
      calls.push(as);
      return "leading";
    });
    expect(answer).toBe("leading");
    expect(calls).toEqual([{ idempotencyKey: parked?.key, identity: null }]);
    expect(await queue.list()).toEqual([]);
    expect(pendingBidsOf(1)).toEqual([]);
    await queue.flush();
    expect(flushed).toEqual([]);
  });

  it("stays pending when the confirmation gets no answer, and the same bid kept again keeps its key", async () => {
    await savePendingBid(bid());
    const [parked] = await queue.list();
    await expect(
      confirmPendingBid(1, "A", async () => {
        throw new ApiError("Network error", 0);
      }),
    ).rejects.toThrow();
    // The panel keeps it again on no answer: same bid, same key, so it cannot land twice.
    await savePendingBid(bid({ createdAt: 5 }));
    const [kept] = await queue.list();
    expect(kept).toMatchObject({ status: "parked", key: parked?.key });
    expect(pendingBidsOf(1)).toHaveLength(1);
  });
});
