import { beforeEach, describe, expect, it } from "vitest";
import {
  _setPendingBackend,
  loadPendingBids,
  type PendingBid,
  pendingBidsOf,
  removePendingBid,
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

describe("pending bids", () => {
  let stored: PendingBid[] = [];
  beforeEach(() => {
    stored = [];
    _setPendingBackend({
      load: async () => structuredClone(stored),
      save: async (list) => {
        stored = structuredClone(list);
      },
    });
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
    await savePendingBid(bid({ userId: 2, amountCents: 999 }));
    expect(stored).toHaveLength(2);
    _setPendingBackend({ load: async () => structuredClone(stored), save: async () => {} });
    await loadPendingBids();
    expect(pendingBidsOf(1).map((p) => p.amountCents)).toEqual([1200]);
    expect(pendingBidsOf(2).map((p) => p.amountCents)).toEqual([999]);
    expect(pendingBidsOf(null)).toEqual([]);
  });

  it("removes only the confirmed or discarded one", async () => {
    await savePendingBid(bid());
    await savePendingBid(bid({ itemNumber: "B" }));
    await removePendingBid(1, "A");
    expect(stored.map((p) => p.itemNumber)).toEqual(["B"]);
  });
});
