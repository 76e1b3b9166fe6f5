import { useEffect, useSyncExternalStore } from "react";
import { newIdempotencyKey } from "../../api/index.ts";
import { type Command, CommandView } from "../../offline/command-queue.ts";
import { commandQueue, identityNow } from "../../offline/commands.ts";

/**
 * Offers made while offline. Like bids (README decision 23) they are parked on the app's one
 * command queue, never sent by a flush: the item may sell or change its price while the phone is
 * offline, so the buyer sends the offer again once back online, seeing the item as it is then.
 * Sending releases the parked command: once, as the identity it was made as, under its own key, so
 * a confirmation whose answer was lost cannot make a second offer.
 */
type OfferCommand = Command<"offer">;

const view = new CommandView(commandQueue, ["offer"] as const);
let cache: OfferCommand[] = [];
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

async function reload(): Promise<void> {
  cache = (await view.list().catch(() => [] as OfferCommand[])).filter((c) => c.status === "parked");
  for (const l of listeners) l();
}

function load(): Promise<void> {
  if (!loaded) {
    // Follow the queue: an offer kept, sent or discarded here or in another tab.
    view.subscribe((e) => {
      if (e.type === "changed") void reload();
    });
    loaded = reload();
  }
  return loaded;
}

const chainOf = (itemNumber: string) => `offer:${itemNumber}`;

/** The buyer's offer on this item that waits on this device, if any. */
export function usePendingOffer(userId: number | null, itemNumber: string): OfferCommand | null {
  useEffect(() => void load(), []);
  const list = useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => cache,
    () => cache,
  );
  return list.find((c) => c.userId === userId && c.chain === chainOf(itemNumber)) ?? null;
}

/** Parks an offer made offline (one per buyer and item: a newer one replaces the older). */
export async function parkOffer(entry: {
  userId: number;
  itemNumber: string;
  title: string;
  amountCents: number;
  seenPriceCents: number;
}): Promise<void> {
  await load();
  await view.enqueue(
    {
      kind: "offer",
      chain: chainOf(entry.itemNumber),
      identityToken: identityNow(),
      label: entry.title,
      ...entry,
    },
    { parked: true, replace: true },
  );
}

export const discardPendingOffer = (c: OfferCommand): Promise<void> => view.discard(c.id);

/**
 * The buyer sends their parked offer now: `send` makes it with the parked command's key and
 * identity; the command stays parked when `send` throws (a new key unless nothing was answered).
 */
export async function sendPendingOffer<T>(
  c: OfferCommand,
  send: (as: { idempotencyKey: string; identity: string | null }) => Promise<T>,
): Promise<T> {
  const still = (await view.list(c.userId)).find((x) => x.id === c.id && x.status === "parked");
  if (!still) return send({ idempotencyKey: newIdempotencyKey(), identity: identityNow() });
  return view.release(c.id, (x) => send({ idempotencyKey: x.key, identity: x.identityToken }));
}
