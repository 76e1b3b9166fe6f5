import { type OutboxFlushedMessage, SW_MESSAGE } from "#shared/sw-messages";
import { appStore, signedInAtom } from "../state.ts";

/**
 * When the command queue replays (rules/http-contract.md §5 "offline writes"): the app's one set of
 * triggers, started by the shell for every visitor and kept for the page's life, whoever is signed
 * in (a sign-out does not stop them; a sign-in replays what its user left waiting).
 *
 * - the network comes back (`online`);
 * - the app comes to the foreground (`focus`, `visibilitychange` to visible);
 * - the service worker's Background Sync asks (sw/sync.ts messages open pages, since the tokens
 *   live in localStorage, which a worker cannot read); the page answers once its pass is over;
 * - someone signs in; and once at start, when the browser has a quiet moment.
 *
 * A flush the user asks for (Save, Try again) calls the queue directly; these are the rest.
 */
export type SyncEnv = {
  win: EventTarget;
  doc: EventTarget & { visibilityState: DocumentVisibilityState };
  /** The service worker container, when the browser has one. */
  worker?: EventTarget | undefined;
  /** Calls `fn` each time someone signs in; returns how to stop. */
  onSignIn(fn: () => void): () => void;
  /** Calls `fn` once the page is quiet; returns how to cancel. */
  idle(fn: () => void): () => void;
};

/** Installs the triggers around `replay`; returns how to remove them all. */
export function startReplayTriggers(replay: () => Promise<void>, env: SyncEnv): () => void {
  const go = () => void replay().catch(() => undefined);
  const onVisible = () => {
    if (env.doc.visibilityState === "visible") go();
  };
  const onWorker = (e: Event) => {
    const m = e as MessageEvent<{ type?: string }>;
    if (m.data?.type !== SW_MESSAGE.outboxFlush) return;
    // Answered whatever the pass did: the worker only waits to know it is over.
    const answer = () =>
      (m.source as { postMessage?: (msg: OutboxFlushedMessage) => void } | null)?.postMessage?.({
        type: SW_MESSAGE.outboxFlushed,
      });
    void replay().then(answer, answer);
  };
  env.win.addEventListener("online", go);
  env.win.addEventListener("focus", go);
  env.doc.addEventListener("visibilitychange", onVisible);
  env.worker?.addEventListener("message", onWorker);
  const stopSignIn = env.onSignIn(go);
  const cancelFirst = env.idle(go);
  return () => {
    env.win.removeEventListener("online", go);
    env.win.removeEventListener("focus", go);
    env.doc.removeEventListener("visibilitychange", onVisible);
    env.worker?.removeEventListener("message", onWorker);
    stopSignIn();
    cancelFirst();
  };
}

/**
 * One pass of the app's queue. Signed out there is nobody to send as, so the queue's module is not
 * even loaded (a guest's page carries none of it); the commands wait for their user.
 */
async function replayQueue(): Promise<void> {
  if (!appStore.get(signedInAtom)) return;
  const { commandQueue } = await import("./commands.ts");
  await commandQueue.flush();
}

function browserEnv(): SyncEnv {
  return {
    win: window,
    doc: document,
    worker: navigator.serviceWorker,
    onSignIn(fn) {
      let was = appStore.get(signedInAtom);
      return appStore.sub(signedInAtom, () => {
        const now = appStore.get(signedInAtom);
        if (now && !was) fn();
        was = now;
      });
    },
    idle(fn) {
      if (!("requestIdleCallback" in window)) {
        const t = setTimeout(fn, 50);
        return () => clearTimeout(t);
      }
      const id = requestIdleCallback(fn, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    },
  };
}

let stop: (() => void) | null = null;

/** The shell's start (once per page; a second start while running changes nothing). */
export function startOfflineSync(): () => void {
  if (stop || typeof window === "undefined") return () => undefined;
  const remove = startReplayTriggers(replayQueue, browserEnv());
  stop = () => {
    remove();
    stop = null;
  };
  return stop;
}

/** Ask the service worker for a Background Sync ("outbox") when the browser has it. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    const sync = (
      reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    await sync?.register("outbox");
  } catch {
    // No Background Sync: the `online` and focus triggers do the job.
  }
}
