import { msg } from "@lingui/core/macro";
import { call } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { i18n } from "../../i18n/i18n.ts";
import {
  type Command,
  type CommandHandler,
  type CommandQueue,
  CommandView,
  type SendResult,
  sendAnswer,
} from "../../offline/command-queue.ts";
import { commandQueue, currentUserId, identityNow } from "../../offline/commands.ts";
import { queryClient } from "../../query-client.ts";
import { orderKeys } from "./orders-queries.ts";

/**
 * Pickup confirmations made with no signal: commands ("confirm") on the app's one queue
 * (offline/command-queue.ts), sent (POST /order/confirm, with the Idempotency-Key chosen when the
 * seller confirmed, as the identity they confirmed as) when the device is back online. A replay the
 * server refuses stays listed as failed, with its message, until the seller dismisses it.
 *
 * The path, end to end:
 * 1. Offline, the seller types the code or scans the buyer's QR, checked on the device against
 *    the signed key kept for this (confirm-screen.tsx, pickup-verify.ts); `confirmQueue.enqueue`
 *    keeps one confirmation per order, with its key and identity.
 * 2. The queue replays it when a trigger fires (offline/sync.ts: online, focus, visible, sign-in,
 *    the worker's sync), through `confirmCommands` below, registered at start-up
 *    (shell/command-kinds.ts): `sendConfirm` posts it, `sendAnswer` says what the answer means.
 * 3. Each outcome refreshes the order and tells the seller (`tell`); the order screens list what
 *    still waits or was refused (use-confirm-queue.ts) and let the seller dismiss it.
 */
export type QueuedConfirm = {
  orderNumber: string;
  /** The 6 digits, or the signed QR text. */
  pickupCode: string;
  idempotencyKey: string;
  queuedAt: number;
  /** Checked offline against the signed QR (false for typed digits, checked by the server later). */
  verified: boolean;
  /**
   * The identity the seller confirmed as (a store's token, or null for the personal account); the
   * replay acts as it whatever is chosen by then. Left out, the identity chosen now.
   */
  identityToken?: string | null;
  failed?: { code: number; message: string };
};

export type ConfirmResult = { kind: "ok" } | { kind: "refused"; code: number; message: string };
export type ConfirmCommand = Command<"confirm">;

const REFUSED = msg`The confirmation was refused.`;
const chainOf = (orderNumber: string) => `order:${orderNumber}`;

function toQueued(c: ConfirmCommand): QueuedConfirm {
  return {
    orderNumber: c.orderNumber,
    pickupCode: c.pickupCode,
    idempotencyKey: c.key,
    queuedAt: c.createdAt,
    verified: c.verified,
    identityToken: c.identityToken,
    ...(c.status === "failed"
      ? { failed: { code: c.error?.code ?? 0, message: c.error?.message || i18n._(REFUSED) } }
      : {}),
  };
}

/** POST /order/confirm as queued; what the answer means is the queue's one rule (`sendAnswer`). */
export function sendConfirm(c: ConfirmCommand): Promise<SendResult> {
  return sendAnswer(
    () =>
      call("POST", "/order/confirm", {
        body: { orderNumber: c.orderNumber, pickupCode: c.pickupCode },
        idempotencyKey: c.key,
        identity: c.identityToken,
      }),
    (data) => data,
  );
}

export type ConfirmQueueDeps = {
  userId: () => number | null;
  identity: () => string | null;
};

/**
 * How the queue sends a pickup confirmation (registered for "confirm" in shell/command-kinds.ts):
 * `send` posts it; `onDone` hears each one sent by any flush, landed or refused for good.
 */
export function confirmHandler(deps: {
  send: (c: ConfirmCommand) => Promise<SendResult>;
  onDone?: (entry: QueuedConfirm, result: ConfirmResult) => void;
}): CommandHandler<"confirm"> {
  return {
    send: deps.send,
    onLanded: (c) => deps.onDone?.(toQueued(c), { kind: "ok" }),
    onFailed: (c) => {
      const q = toQueued(c);
      deps.onDone?.(q, {
        kind: "refused",
        code: q.failed?.code ?? 0,
        message: q.failed?.message ?? i18n._(REFUSED),
      });
    },
  };
}

export type ConfirmQueue = ReturnType<typeof createConfirmQueue>;

/** The confirmations' face on the queue: one per order, listed for the signed-in seller. */
export function createConfirmQueue(queue: CommandQueue, deps: ConfirmQueueDeps) {
  const view = new CommandView(queue, ["confirm"] as const);

  const list = async (): Promise<QueuedConfirm[]> => {
    const userId = deps.userId();
    return userId === null ? [] : (await view.list(userId)).map(toQueued);
  };

  return {
    list,
    /** Hears every change (in this tab or another) with the current list. */
    subscribe(fn: (entries: QueuedConfirm[]) => void): () => void {
      return view.subscribe(() => void list().then(fn, () => undefined));
    },
    /** Adds (or replaces) the order's pending confirmation. */
    async enqueue(input: Omit<QueuedConfirm, "queuedAt" | "failed"> & { queuedAt?: number }) {
      const userId = deps.userId();
      if (userId === null) throw new Error(i18n._(msg`Sign in to confirm a pickup.`));
      await view.enqueue(
        {
          kind: "confirm",
          chain: chainOf(input.orderNumber),
          userId,
          identityToken: input.identityToken === undefined ? deps.identity() : input.identityToken,
          key: input.idempotencyKey,
          createdAt: input.queuedAt,
          label: `Order ${input.orderNumber} — pickup`,
          orderNumber: input.orderNumber,
          pickupCode: input.pickupCode,
          verified: input.verified,
        },
        { replace: true },
      );
      return list();
    },
    async dismiss(orderNumber: string) {
      for (const c of await view.list(deps.userId())) {
        if (c.chain === chainOf(orderNumber)) await view.discard(c.id);
      }
      return list();
    },
    /** Sends what waits (oldest first, stopping at the first that must wait); answers what happened. */
    async replay(): Promise<Array<{ entry: QueuedConfirm; result: ConfirmResult }>> {
      const done: Array<{ entry: QueuedConfirm; result: ConfirmResult }> = [];
      const off = view.subscribe((e) => {
        if (e.type === "landed") done.push({ entry: toQueued(e.entry), result: { kind: "ok" } });
        if (e.type === "failed") {
          const q = toQueued(e.entry);
          done.push({
            entry: q,
            result: {
              kind: "refused",
              code: q.failed?.code ?? 0,
              message: q.failed?.message ?? i18n._(REFUSED),
            },
          });
        }
      });
      try {
        await view.flush();
      } finally {
        off();
      }
      return done;
    },
  };
}

/** Each outcome refreshes that order and tells the seller, whichever trigger sent it. */
function tell(entry: QueuedConfirm, result: ConfirmResult): void {
  void queryClient.invalidateQueries({ queryKey: orderKeys.detail(entry.orderNumber) });
  void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  const { orderNumber } = entry;
  if (result.kind === "ok") showToast(i18n._(msg`Pickup confirmed for order ${orderNumber}`), "success");
  else {
    const reason = result.message;
    showToast(i18n._(msg`Order ${orderNumber}: ${reason}`), "error", 6000);
  }
}

/** The app's confirmations, on the app's one queue. */
export const confirmQueue = createConfirmQueue(commandQueue, {
  userId: currentUserId,
  identity: identityNow,
});

/** The app's sender of confirmations: each outcome refreshes that order and tells the seller. */
export const confirmCommands = confirmHandler({ send: sendConfirm, onDone: tell });
