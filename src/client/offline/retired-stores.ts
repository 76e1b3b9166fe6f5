import { type CommandQueue, stamp } from "./command-queue.ts";

/**
 * Before the one command queue, pickup confirmations had their own database ("bnomo-order-confirm")
 * and bids made offline a key of idb-keyval's default store. On the first start after the upgrade
 * their entries become commands, once, and only then are the old ones removed: nothing a user wrote
 * is lost, and a start cut short between the two steps moves them again onto the same ids.
 */

// The two shapes below are written out, not imported from confirm-queue.ts and pending-bids.ts:
// they are what devices already stored, and must not follow later changes to the live types.

/** An entry of the retired pickup-confirmation queue. */
export type RetiredConfirm = {
  orderNumber: string;
  pickupCode: string;
  idempotencyKey: string;
  queuedAt: number;
  verified: boolean;
  /** Absent on entries queued before it was kept. */
  identityToken?: string | null;
  failed?: { code: number; message: string };
};

/** An entry of the retired pending-bids list. */
export type RetiredBid = {
  userId: number;
  itemNumber: string;
  title: string;
  kind: "bid" | "max";
  amountCents: number;
  seenMinCents: number;
  createdAt: number;
};

export type RetiredSource<T> = {
  read(): Promise<T[] | undefined>;
  /** Called only after every entry read is in the queue. */
  remove(): Promise<void>;
};

/**
 * Who is using the app now. The retired confirmations kept no user, and the oldest no identity:
 * they are given the signed-in user and, when absent, the identity chosen now, which is what their
 * replay would have acted as.
 */
export type Present = { userId: number | null; identityToken: string | null; newKey: () => string };

/** Moves what the retired stores hold; false when confirmations still wait for a signed-in user. */
export async function moveRetiredStores(
  queue: CommandQueue,
  sources: { confirms: RetiredSource<RetiredConfirm>; bids: RetiredSource<RetiredBid> },
  now: Present,
): Promise<boolean> {
  let done = true;
  // Confirmations wait for a signed-in user to own them (the seller's screens are signed in).
  if (now.userId === null) done = (await sources.confirms.read()) === undefined;
  else {
    const confirms = await sources.confirms.read();
    if (confirms) {
      for (const c of confirms) {
        if (!isConfirm(c)) continue;
        await queue.put(
          {
            kind: "confirm",
            chain: `order:${c.orderNumber}`,
            userId: now.userId,
            identityToken: c.identityToken === undefined ? now.identityToken : c.identityToken,
            key: c.idempotencyKey,
            createdAt: c.queuedAt,
            label: `Order ${c.orderNumber} — pickup`,
            orderNumber: c.orderNumber,
            pickupCode: c.pickupCode,
            verified: c.verified,
          },
          c.failed ? "failed" : "pending",
          `${stamp(c.queuedAt)}-c-${c.orderNumber}`,
          c.failed && { ...c.failed },
        );
      }
      await sources.confirms.remove();
    }
  }
  const bids = await sources.bids.read();
  if (bids) {
    for (const b of bids) {
      if (!isBid(b)) continue;
      await queue.put(
        {
          kind: "bid",
          chain: `bid:${b.itemNumber}`,
          userId: b.userId,
          identityToken: now.identityToken,
          key: now.newKey(),
          createdAt: b.createdAt,
          label: b.title,
          itemNumber: b.itemNumber,
          title: b.title,
          bid: b.kind,
          amountCents: b.amountCents,
          seenMinCents: b.seenMinCents,
        },
        "parked",
        `${stamp(b.createdAt)}-b-${b.userId}-${b.itemNumber}`,
      );
    }
    await sources.bids.remove();
  }
  return done;
}

// What an old version wrote is read defensively: a malformed entry is skipped, not fatal.
function isConfirm(c: unknown): c is RetiredConfirm {
  const x = c as RetiredConfirm | null;
  return (
    typeof x?.orderNumber === "string" && typeof x.pickupCode === "string" && typeof x.queuedAt === "number"
  );
}

function isBid(b: unknown): b is RetiredBid {
  const x = b as RetiredBid | null;
  return (
    typeof x?.userId === "number" && typeof x.itemNumber === "string" && typeof x.amountCents === "number"
  );
}
