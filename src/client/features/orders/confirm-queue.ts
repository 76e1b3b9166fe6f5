import { createStore, get, set } from "idb-keyval";
import { Code, RETRY_LATER_CODES } from "#shared/codes";
import { HttpError } from "../../api/http.ts";
import { request } from "../../api/request.ts";
import { queryClient } from "../../query-client.ts";
import { showToast } from "../../ui/toast-store.ts";
import { orderKeys } from "./orders-queries.ts";

/**
 * Pickup confirmations made with no signal: kept in IndexedDB and sent (POST /order/confirm, with
 * the Idempotency-Key chosen when the seller confirmed) when the device is back online. A replay
 * that the server refuses stays listed as failed, with its message, until the seller dismisses it.
 * (A shared outbox in src/client/offline/ did not exist when this was written; this queue is small
 * on purpose so it can move there.)
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
   * replay acts as it whatever is chosen by then. Absent on entries queued before it was kept.
   */
  identityToken?: string | null;
  failed?: { code: number; message: string };
};

export type SendResult =
  | { kind: "ok" }
  | { kind: "refused"; code: number; message: string }
  | { kind: "retry" };

export type QueueDeps = {
  load: () => Promise<QueuedConfirm[]>;
  save: (entries: QueuedConfirm[]) => Promise<void>;
  send: (e: QueuedConfirm) => Promise<SendResult>;
};

let idbStore: ReturnType<typeof createStore> | null = null;
const KEY = "pending";
function store() {
  idbStore ??= createStore("bnomo-order-confirm", "queue");
  return idbStore;
}

/** POST /order/confirm: ok, refused for good (wrong code, wrong state), or try again later. */
export async function sendConfirm(e: QueuedConfirm): Promise<SendResult> {
  try {
    const env = await request("POST", "/order/confirm", {
      body: { orderNumber: e.orderNumber, pickupCode: e.pickupCode },
      idempotencyKey: e.idempotencyKey,
      identity: e.identityToken,
      toast: false,
    });
    if (env.status_code === Code.OK) return { kind: "ok" };
    // Token trouble or rate limits pass: keep the entry and try again.
    if (RETRY_LATER_CODES.includes(env.status_code)) return { kind: "retry" };
    return {
      kind: "refused",
      code: env.status_code,
      message: env.message || "The confirmation was refused.",
    };
  } catch (err) {
    if (
      err instanceof HttpError &&
      err.status >= 400 &&
      err.status < 500 &&
      err.status !== 429 &&
      err.envelope
    )
      return { kind: "refused", code: err.envelope.status_code, message: err.envelope.message };
    return { kind: "retry" };
  }
}

const defaultDeps: QueueDeps = {
  load: () => get<QueuedConfirm[]>(KEY, store()).then((v) => v ?? []),
  save: (entries) => set(KEY, entries, store()),
  send: sendConfirm,
};

export type ConfirmQueue = ReturnType<typeof createConfirmQueue>;

export function createConfirmQueue(deps: QueueDeps) {
  const listeners = new Set<(entries: QueuedConfirm[]) => void>();
  // Every change goes through one promise chain, so a replay and an enqueue never interleave.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn, fn);
    chain = next.catch(() => undefined);
    return next;
  };
  const emit = (entries: QueuedConfirm[]) => {
    for (const l of listeners) l(entries);
  };

  return {
    list: () => deps.load(),
    subscribe(fn: (entries: QueuedConfirm[]) => void): () => void {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    /** Adds (or replaces) the order's pending confirmation. */
    enqueue(input: Omit<QueuedConfirm, "queuedAt" | "failed"> & { queuedAt?: number }) {
      return serial(async () => {
        const entries = (await deps.load()).filter((e) => e.orderNumber !== input.orderNumber);
        entries.push({ ...input, queuedAt: input.queuedAt ?? Date.now() });
        await deps.save(entries);
        emit(entries);
        return entries;
      });
    },
    dismiss(orderNumber: string) {
      return serial(async () => {
        const entries = (await deps.load()).filter((e) => e.orderNumber !== orderNumber);
        await deps.save(entries);
        emit(entries);
        return entries;
      });
    },
    /**
     * Sends pending entries oldest first; stops at the first that must wait (still offline).
     * Answers what happened to each entry sent.
     */
    replay() {
      return serial(async () => {
        const done: Array<{ entry: QueuedConfirm; result: SendResult }> = [];
        let entries = await deps.load();
        for (const entry of [...entries].sort((a, b) => a.queuedAt - b.queuedAt)) {
          if (entry.failed) continue;
          const result = await deps.send(entry);
          if (result.kind === "retry") break;
          done.push({ entry, result });
          entries =
            result.kind === "ok"
              ? entries.filter((e) => e.orderNumber !== entry.orderNumber)
              : entries.map((e) =>
                  e.orderNumber === entry.orderNumber
                    ? { ...e, failed: { code: result.code, message: result.message } }
                    : e,
                );
          await deps.save(entries);
          emit(entries);
        }
        return done;
      });
    },
  };
}

/** The app's queue (IndexedDB). */
export const confirmQueue = createConfirmQueue(defaultDeps);

let started = false;
/**
 * Replays now and whenever the browser comes back online. Called by the seller's order screens;
 * calling it again only replays. Each outcome refreshes that order and tells the seller.
 */
export function startConfirmQueue(): void {
  const run = () =>
    void confirmQueue.replay().then((done) => {
      for (const { entry, result } of done) {
        void queryClient.invalidateQueries({ queryKey: orderKeys.detail(entry.orderNumber) });
        void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
        if (result.kind === "ok") showToast(`Pickup confirmed for order ${entry.orderNumber}`, "success");
        else if (result.kind === "refused")
          showToast(`Order ${entry.orderNumber}: ${result.message}`, "error", 6000);
      }
    });
  if (!started) {
    started = true;
    window.addEventListener("online", run);
  }
  if (navigator.onLine) run();
}
