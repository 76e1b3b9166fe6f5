/**
 * Registers the service worker with workbox-window (loaded after first paint) and reports a
 * waiting new version; `applyUpdate()` runs the SKIP_WAITING handshake and reloads once it controls.
 */
import { appStore, updateWaitingAtom } from "../state.ts";

type Listener = (waiting: boolean) => void;
let waiting = false;
const listeners = new Set<Listener>();
let apply: (() => void) | null = null;

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
  const { Workbox } = await import("workbox-window");
  const wb = new Workbox("/sw.js", { scope: "/", type: "classic" });
  const setWaiting = () => {
    waiting = true;
    appStore.set(updateWaitingAtom, true);
    for (const l of listeners) l(true);
  };
  wb.addEventListener("waiting", setWaiting);
  apply = () => {
    wb.addEventListener("controlling", () => location.reload());
    wb.messageSkipWaiting();
  };
  await wb.register();
  // Look for a new version when the app comes back to the foreground.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void wb.update().catch(() => undefined);
  });
}
