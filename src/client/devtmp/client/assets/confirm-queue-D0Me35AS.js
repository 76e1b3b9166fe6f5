import {
  mn as Code,
  Mt as createStore,
  Ft as get,
  an as HttpError,
  jt as queryClient,
  tn as request,
  It as set,
  rn as showToast,
  hn as TOKEN_CODES,
} from "./index-BAN1tMZn.js";
import { n as orderKeys } from "./orders-queries-InVPuFtr.js";

// src/client/features/orders/confirm-queue.ts
var idbStore = null;
var KEY = "pending";
function store() {
  idbStore ??= createStore("bnomo-order-confirm", "queue");
  return idbStore;
}
/** POST /order/confirm: ok, refused for good (wrong code, wrong state), or try again later. */
async function sendConfirm(e) {
  try {
    const env = await request("POST", "/order/confirm", {
      body: {
        orderNumber: e.orderNumber,
        pickupCode: e.pickupCode,
      },
      idempotencyKey: e.idempotencyKey,
      toast: false,
    });
    if (env.status_code === Code.OK) return { kind: "ok" };
    if (TOKEN_CODES.includes(env.status_code) || env.status_code === Code.RATE_LIMITED)
      return { kind: "retry" };
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
      return {
        kind: "refused",
        code: err.envelope.status_code,
        message: err.envelope.message,
      };
    return { kind: "retry" };
  }
}
var defaultDeps = {
  load: () => get(KEY, store()).then((v) => v ?? []),
  save: (entries) => set(KEY, entries, store()),
  send: sendConfirm,
};
function createConfirmQueue(deps) {
  const listeners = /* @__PURE__ */ new Set();
  let chain = Promise.resolve();
  const serial = (fn) => {
    const next = chain.then(fn, fn);
    chain = next.catch(() => void 0);
    return next;
  };
  const emit = (entries) => {
    for (const l of listeners) l(entries);
  };
  return {
    list: () => deps.load(),
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    /** Adds (or replaces) the order's pending confirmation. */
    enqueue(input) {
      return serial(async () => {
        const entries = (await deps.load()).filter((e) => e.orderNumber !== input.orderNumber);
        entries.push({
          ...input,
          queuedAt: input.queuedAt ?? Date.now(),
        });
        await deps.save(entries);
        emit(entries);
        return entries;
      });
    },
    dismiss(orderNumber) {
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
        const done = [];
        let entries = await deps.load();
        for (const entry of [...entries].sort((a, b) => a.queuedAt - b.queuedAt)) {
          if (entry.failed) continue;
          const result = await deps.send(entry);
          if (result.kind === "retry") break;
          done.push({
            entry,
            result,
          });
          entries =
            result.kind === "ok"
              ? entries.filter((e) => e.orderNumber !== entry.orderNumber)
              : entries.map((e) =>
                  e.orderNumber === entry.orderNumber
                    ? {
                        ...e,
                        failed: {
                          code: result.code,
                          message: result.message,
                        },
                      }
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
var confirmQueue = createConfirmQueue(defaultDeps);
var started = false;
/**
 * Replays now and whenever the browser comes back online. Called by the seller's order screens;
 * calling it again only replays. Each outcome refreshes that order and tells the seller.
 */
function startConfirmQueue() {
  const run = () =>
    void confirmQueue.replay().then((done) => {
      for (const { entry, result } of done) {
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(entry.orderNumber) });
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
        if (result.kind === "ok") showToast(`Pickup confirmed for order ${entry.orderNumber}`, "success");
        else if (result.kind === "refused")
          showToast(`Order ${entry.orderNumber}: ${result.message}`, "error", 6e3);
      }
    });
  if (!started) {
    started = true;
    window.addEventListener("online", run);
  }
  if (navigator.onLine) run();
}

export { confirmQueue as t, startConfirmQueue as n };
