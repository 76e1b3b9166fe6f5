/**
 * Registers the service worker and reports a waiting new version; `applyUpdate()` runs the
 * SKIP_WAITING handshake and reloads once the new version controls the page.
 *
 * The update flow is workbox-window's. A first visit has no worker to replace, so it registers with
 * the platform's own call and loads workbox-window only if a newer version turns up while it is
 * open; a visit that a worker already controls loads workbox-window at once (from the worker's cache).
 */
import { appStore, updateWaitingAtom } from "../state.ts";

type Listener = (waiting: boolean) => void;
let waiting = false;
const listeners = new Set<Listener>();
let apply: (() => void) | null = null;
const SCRIPT = "/sw.js";

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
  if (navigator.serviceWorker.controller) await followUpdates();
  else await firstInstall();
  // Look for a new version when the app comes back to the foreground.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible") return;
    void navigator.serviceWorker
      .getRegistration("/")
      .then((reg) => reg?.update())
      .catch(() => undefined);
  });
}

/**
 * A page no worker controls: the first install, or a hard reload. A worker that installs (or already
 * waits) while another one is active is a new version.
 */
async function firstInstall(): Promise<void> {
  // A registration the browser refuses (a private window, a blocked worker) leaves the page without
  // one. Not thrown: main.tsx's call runs inside the import's preload wrapper, and a failure there
  // counts as a chunk that did not load (vite:preloadError), which reloads the page.
  const reg = await navigator.serviceWorker.register(SCRIPT, { scope: "/" }).catch(() => undefined);
  if (!reg) {
    // Offline, its script could not be fetched: once more when the network is back.
    if (!navigator.onLine)
      window.addEventListener("online", () => void registerServiceWorker(), { once: true });
    return;
  }
  const follow = (next: ServiceWorker | null) => {
    if (!reg.active || !next) return;
    // workbox-window reports a worker that already waits when it registers (`wasWaitingBeforeRegister`).
    if (next.state === "installed") void followUpdates();
    else
      next.addEventListener("statechange", () => {
        if (next.state === "installed") void followUpdates();
      });
  };
  follow(reg.waiting ?? reg.installing);
  reg.addEventListener("updatefound", () => follow(reg.installing));
}

let following: Promise<void> | null = null;
function followUpdates(): Promise<void> {
  following ??= (async () => {
    const { Workbox } = await import("workbox-window");
    const wb = new Workbox(SCRIPT, { scope: "/", type: "classic" });
    wb.addEventListener("waiting", () => {
      waiting = true;
      appStore.set(updateWaitingAtom, true);
      for (const l of listeners) l(true);
    });
    apply = () => {
      wb.addEventListener("controlling", () => location.reload());
      wb.messageSkipWaiting();
    };
    await wb.register({ immediate: true });
  })();
  return following;
}
