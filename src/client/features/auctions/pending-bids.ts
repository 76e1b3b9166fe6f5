import { useEffect, useSyncExternalStore } from "react";
import { newIdempotencyKey } from "../../api/index.ts";
import { type Command, type CommandQueue, CommandView } from "../../offline/command-queue.ts";
import { commandQueue, identityNow } from "../../offline/commands.ts";

/**
 * Bids made while offline. They are NOT sent by themselves: prices move while a phone is offline,
 * so a bid is a parked command on the app's one queue (offline/command-queue.ts; it survives
 * reloads, and no flush sends it) shown as a pending bid that its bidder confirms again, against the
 * current minimum, once back online. Confirming releases it: sent once, as the identity it was made
 * as, under its own Idempotency-Key.
 *
 * The path, end to end:
 * 1. Offline, Place bid or Set max on the auction panel parks the bid here (`savePendingBid`, from
 *    use-auction-panel.ts): one per bidder and item, a newer one replacing it.
 * 2. No trigger sends it: "bid" is registered as parked (shell/command-kinds.ts). The auction and
 *    My bids show it as pending (`usePendingBids`, pending-bid-note.tsx, my-bids-screen.tsx).
 * 3. Online again, the bidder confirms it against the current minimum (the panel's dialog):
 *    `confirmPendingBid` releases it, placed by the panel's usual request with the parked key and
 *    identity (auction-queries.ts); it stays pending if that fails. Or the bidder discards it
 *    (`removePendingBid`).
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

type BidCommand = Command<"bid">;

/** What a released bid is sent with. */
export type SendAs = { idempotencyKey: string; identity: string | null };

let view = new CommandView(commandQueue, ["bid"] as const);
let cache: PendingBid[] = [];
let loaded: Promise<void> | null = null;
let off: (() => void) | null = null;
const listeners = new Set<() => void>();

/** For tests: another queue (in memory) and forget what was loaded. */
export function _setPendingQueue(queue: CommandQueue): void {
  off?.();
  off = null;
  view = new CommandView(queue, ["bid"] as const);
  cache = [];
  loaded = null;
}

function emit(): void {
  for (const l of listeners) l();
}

const toPending = (c: BidCommand): PendingBid => ({
  userId: c.userId,
  itemNumber: c.itemNumber,
  title: c.title,
  kind: c.bid,
  amountCents: c.amountCents,
  seenMinCents: c.seenMinCents,
  createdAt: c.createdAt,
});

async function reload(): Promise<void> {
  const list = await view.list().catch(() => [] as BidCommand[]);
  // Newest first, as the bidder's list shows them.
  cache = list
    .filter((c) => c.status === "parked")
    .map(toPending)
    .reverse();
  emit();
}

export function loadPendingBids(): Promise<void> {
  if (!loaded) {
    // Follow the queue: a bid kept, confirmed or discarded here or in another tab.
    off ??= view.subscribe((e) => {
      if (e.type === "changed") void reload();
    });
    loaded = reload();
  }
  return loaded;
}

const chainOf = (itemNumber: string) => `bid:${itemNumber}`;

async function parkedOf(userId: number, itemNumber: string): Promise<BidCommand[]> {
  return (await view.list(userId)).filter((c) => c.chain === chainOf(itemNumber) && c.status === "parked");
}

const same = (a: Pick<PendingBid, "userId" | "itemNumber">, b: Pick<PendingBid, "userId" | "itemNumber">) =>
  a.userId === b.userId && a.itemNumber === b.itemNumber;

/** One pending bid per bidder and item: a newer one replaces the older. Newest first. */
export function upsertPending(list: readonly PendingBid[], entry: PendingBid): PendingBid[] {
  return [entry, ...list.filter((p) => !same(p, entry))];
}

/**
 * Parks a bid (replacing the bidder's pending bid on that item). The same bid kept again, after a
 * confirmation whose answer was lost, keeps its key: confirming it once more cannot place it twice.
 */
export async function savePendingBid(entry: PendingBid): Promise<void> {
  await loadPendingBids();
  const prior = (await parkedOf(entry.userId, entry.itemNumber)).find(
    (c) => c.bid === entry.kind && c.amountCents === entry.amountCents,
  );
  cache = upsertPending(cache, entry);
  emit();
  await view.enqueue(
    {
      kind: "bid",
      chain: chainOf(entry.itemNumber),
      userId: entry.userId,
      identityToken: prior ? prior.identityToken : identityNow(),
      ...(prior ? { key: prior.key } : {}),
      createdAt: entry.createdAt,
      label: entry.title,
      itemNumber: entry.itemNumber,
      title: entry.title,
      bid: entry.kind,
      amountCents: entry.amountCents,
      seenMinCents: entry.seenMinCents,
    },
    { parked: true, replace: true },
  );
}

/** Discards the bidder's pending bid on that item. */
export async function removePendingBid(userId: number, itemNumber: string): Promise<void> {
  await loadPendingBids();
  const next = cache.filter((p) => !same(p, { userId, itemNumber }));
  if (next.length !== cache.length) {
    cache = next;
    emit();
  }
  for (const c of await parkedOf(userId, itemNumber)) await view.discard(c.id);
}

/**
 * The bidder confirmed their pending bid again (the panel's confirm dialog): `send` places it now,
 * once, with the parked bid's key and identity; it stays pending if `send` fails. With no pending
 * bid left (discarded in another tab), it is sent as a new bid, as the bidder just asked.
 */
export async function confirmPendingBid<T>(
  userId: number,
  itemNumber: string,
  send: (as: SendAs) => Promise<T>,
): Promise<T> {
  await loadPendingBids();
  const [parked] = await parkedOf(userId, itemNumber);
  if (!parked) return send({ idempotencyKey: newIdempotencyKey(), identity: identityNow() });
  return view.release(parked.id, (c) => send({ idempotencyKey: c.key, identity: c.identityToken }));
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
