import { get, set } from "idb-keyval";
import { useEffect, useSyncExternalStore } from "react";

/**
 * Bids made while offline. They are NOT queued for sending: prices move while a phone is offline,
 * so a bid stays on the device (IndexedDB, survives reloads) as a visible pending bid that its
 * bidder confirms again, against the current minimum, once back online.
 */
export type PendingBid = {
  userId: number;
  itemNumber: string;
  title: string;
  /** A face-value bid, or a maximum for an auto-bid. */
  kind: "bid" | "max";
  amountCents: number;
  /** The minimum next bid the bidder saw when they made it. */
  seenMinCents: number;
  createdAt: number;
};

const KEY = "auctions.pendingBids";

export type PendingBackend = {
  load: () => Promise<PendingBid[]>;
  save: (list: PendingBid[]) => Promise<void>;
};

const idbBackend: PendingBackend = {
  load: async () => {
    try {
      const v = await get<PendingBid[]>(KEY);
      return Array.isArray(v) ? v : [];
    } catch {
      return [];
    }
  },
  save: (list) => set(KEY, list).catch(() => undefined),
};

let backend: PendingBackend = idbBackend;
let cache: PendingBid[] = [];
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** For tests: swap IndexedDB for something in memory and forget what was loaded. */
export function _setPendingBackend(b: PendingBackend): void {
  backend = b;
  cache = [];
  loaded = null;
}

function emit(): void {
  for (const l of listeners) l();
}

export function loadPendingBids(): Promise<void> {
  loaded ??= backend.load().then((list) => {
    cache = list;
    emit();
  });
  return loaded;
}

const same = (a: Pick<PendingBid, "userId" | "itemNumber">, b: Pick<PendingBid, "userId" | "itemNumber">) =>
  a.userId === b.userId && a.itemNumber === b.itemNumber;

/** One pending bid per bidder and item: a newer one replaces the older. Newest first. */
export function upsertPending(list: readonly PendingBid[], entry: PendingBid): PendingBid[] {
  return [entry, ...list.filter((p) => !same(p, entry))];
}

export async function savePendingBid(entry: PendingBid): Promise<void> {
  await loadPendingBids();
  cache = upsertPending(cache, entry);
  emit();
  await backend.save(cache);
}

export async function removePendingBid(userId: number, itemNumber: string): Promise<void> {
  await loadPendingBids();
  const next = cache.filter((p) => !same(p, { userId, itemNumber }));
  if (next.length === cache.length) return;
  cache = next;
  emit();
  await backend.save(cache);
}

export function pendingBidsOf(userId: number | null): PendingBid[] {
  return userId == null ? [] : cache.filter((p) => p.userId === userId);
}

function subscribe(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** The signed-in user's pending bids (all items), re-rendering when they change. */
export function usePendingBids(userId: number | null): PendingBid[] {
  useEffect(() => {
    void loadPendingBids();
  }, []);
  const all = useSyncExternalStore(
    subscribe,
    () => cache,
    () => cache,
  );
  return userId == null ? [] : all.filter((p) => p.userId === userId);
}
