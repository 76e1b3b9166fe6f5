/**
 * Registers the service worker (after first paint) and reports a waiting new version;
 * `applyUpdate()` runs the SKIP_WAITING handshake and reloads once the new worker controls.
 *
 * The few lines of workbox-window this app used, written out: its module cost a first visit 1.9 KB
 * of brotli for a registration, a `waiting` event and a message (README, decision 22). The rules
 * are workbox-window's: a worker counts as waiting when it has installed and is still the
 * registration's waiting worker a moment later (a first install activates at once and never waits),
 * and a worker that was already waiting when the page registered counts too.
 */
import { SW_MESSAGE } from "#shared/sw-messages";
import { appStore, updateWaitingAtom } from "../state.ts";

type Listener = (waiting: boolean) => void;
let waiting = false;
const listeners = new Set<Listener>();
let apply: (() => void) | null = null;

/** How long an installed worker must stay waiting to count (workbox-window's WAITING_TIMEOUT_DURATION). */
const WAITING_SETTLE_MS = 200;

export function onUpdateWaiting(l: Listener): () => void {
  listeners.add(l);
  l(waiting);
  return () => listeners.delete(l);
}

export function applyUpdate(): void {
  if (apply) apply();
  else location.reload();
}

export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator) || !import.meta.env.PROD) return;
  const container = navigator.serviceWorker;
  const registration = await container.register("/sw.js", { scope: "/", type: "classic" });
  const setWaiting = () => {
    waiting = true;
    appStore.set(updateWaitingAtom, true);
    for (const l of listeners) l(true);
  };
  const watched = new WeakSet<ServiceWorker>();
  const watch = (worker: ServiceWorker | null) => {
    if (!worker || watched.has(worker)) return;
    watched.add(worker);
    const onState = () => {
      if (worker.state !== "installed") return;
      setTimeout(() => {
        if (registration.waiting === worker) setWaiting();
      }, WAITING_SETTLE_MS);
    };
    worker.addEventListener("statechange", onState);
    onState();
  };
  if (registration.waiting) setWaiting();
  watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
  apply = () => {
    const waitingWorker = registration.waiting;
    if (!waitingWorker) return location.reload();
    container.addEventListener("controllerchange", () => location.reload(), { once: true });
    waitingWorker.postMessage({ type: SW_MESSAGE.skipWaiting });
  };
  // Look for a new version when the app comes back to the foreground.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void registration.update().catch(() => undefined);
  });
}
