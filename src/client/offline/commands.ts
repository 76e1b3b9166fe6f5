import { newIdempotencyKey } from "../api/index.ts";
import { getIdentityToken, getUserInfo } from "../api/session-store.ts";
import { appStore, sessionAtom } from "../state.ts";
import { handlerOf } from "./command-kinds.ts";
import { CommandQueue, type QueueEvent } from "./command-queue.ts";
import { cacheKv, idbKv } from "./kv.ts";
import { deleteRetiredDb, readRetiredDb } from "./retired-db.ts";
import { moveRetiredStores, type RetiredBid, type RetiredConfirm } from "./retired-stores.ts";

/** The signed-in user whose commands this device sends now (null when signed out). */
export function currentUserId(): number | null {
  const s = appStore.get(sessionAtom);
  if (!s.token) return null;
  return s.userInfo?.id ?? getUserInfo()?.id ?? null;
}

/** The identity a command made now acts as, also on replay: null personal, else the store's token. */
export const identityNow = (): string | null => getIdentityToken();

/** Flushes take this Web Lock, one tab at a time (the e2e tests wait on the same name). */
const LOCK = "bnomo-outbox";

/** The one-time move of the retired stores takes its own lock, so two tabs never move them twice. */
const MOVE_LOCK = "bnomo-queue-move";

function lock<T>(fn: () => Promise<T>, name = LOCK): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  return locks ? (locks.request(name, fn) as Promise<T>) : fn();
}

const RETIRED_CONFIRM_DB = "bnomo-order-confirm";
const RETIRED_BIDS_KEY = "auctions.pendingBids";

/**
 * The app's one command queue, in the database the item outbox already used ("bnomo-outbox"), so
 * item changes waiting there stay where they are; the retired stores move in on first use.
 */
export const commandQueue = new CommandQueue(
  idbKv("bnomo-outbox"),
  {
    newKey: newIdempotencyKey,
    now: () => Date.now(),
    isOnline: () => navigator.onLine,
    currentUserId,
    lock: (fn) => lock(fn),
    // Each kind's sender, as the app registered them at start-up (command-kinds.ts).
    handlerOf,
  },
  (queue) =>
    lock(
      () =>
        moveRetiredStores(
          queue,
          {
            confirms: {
              read: () => readRetiredDb<RetiredConfirm[]>(RETIRED_CONFIRM_DB, "queue", "pending"),
              remove: () => deleteRetiredDb(RETIRED_CONFIRM_DB),
            },
            bids: {
              read: () => cacheKv.get<RetiredBid[]>(RETIRED_BIDS_KEY),
              remove: () => cacheKv.del(RETIRED_BIDS_KEY),
            },
          },
          { userId: currentUserId(), identityToken: identityNow(), newKey: newIdempotencyKey },
        ),
      MOVE_LOCK,
    ),
);

/** Other tabs hear that the queue changed (counts), and which commands landed (forms adopt versions). */
const channel =
  typeof window !== "undefined" && typeof BroadcastChannel !== "undefined"
    ? new BroadcastChannel("bnomo-outbox")
    : null;
let fromChannel = false;
commandQueue.subscribe((e) => {
  if (fromChannel || !channel) return;
  if (e.type === "changed" || e.type === "landed" || e.type === "dropped") channel.postMessage(e);
});
channel?.addEventListener("message", (m: MessageEvent<QueueEvent>) => {
  fromChannel = true;
  try {
    commandQueue.emit(m.data);
  } finally {
    fromChannel = false;
  }
});
