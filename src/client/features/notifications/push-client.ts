import { call } from "../../api/index.ts";
import { getToken } from "../../api/session-store.ts";

/**
 * Web Push on this device: subscribe with the server's VAPID key and tell the server, keep the
 * server in step when the subscription changes, forget it on sign out.
 */

export function pushSupported(): boolean {
  return (
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    typeof window !== "undefined" &&
    "PushManager" in window &&
    "Notification" in window
  );
}

export type PushPermission = NotificationPermission | "unsupported";
export function pushPermission(): PushPermission {
  return pushSupported() ? Notification.permission : "unsupported";
}

/** base64url (the server's key) to the bytes `applicationServerKey` takes. */
export function urlBase64ToBytes(b64url: string): Uint8Array<ArrayBuffer> {
  const b64 = b64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (b64url.length % 4)) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const x = new Uint8Array(a);
  return x.length === b.length && x.every((v, i) => v === b[i]);
}

/** The active worker (subscribing needs one); the app registers it after load and its first install precaches the app, so be patient. */
async function readyRegistration(timeoutMs = 45_000): Promise<ServiceWorkerRegistration | null> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing?.active) return existing;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((r) => setTimeout(() => r(null), timeoutMs)),
  ]);
}

let syncing: Promise<boolean> | null = null;

/**
 * When signed in and notifications are allowed: subscribe (or keep the current subscription when
 * it uses the server's key) and POST it to /push/subscribe. Answers whether the server has it.
 * One run at a time.
 */
export function syncPushSubscription(opts: { granted?: boolean } = {}): Promise<boolean> {
  if (syncing) return syncing;
  const run = (async () => {
    try {
      // `granted`: the caller just got it from requestPermission(); Notification.permission can lag behind.
      if ((!opts.granted && pushPermission() !== "granted") || !getToken()) return false;
      const reg = await readyRegistration();
      if (!reg) return false;
      const { publicKey } = await call("GET", "/push/vapidPublicKey", {
        public: true,
      });
      const key = urlBase64ToBytes(publicKey);
      let sub = await reg.pushManager.getSubscription();
      if (sub && !sameBytes(sub.options.applicationServerKey, key)) {
        // Made with another server key (keys rotated, or another deployment): it cannot receive ours.
        await sub.unsubscribe().catch(() => false);
        sub = null;
      }
      sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      if (!getToken()) return false;
      await call("POST", "/push/subscribe", { body: sub.toJSON() as Record<string, unknown>, json: true });
      return true;
    } catch {
      // No push service reachable, blocked, offline: the app works without push; next load retries.
      return false;
    }
  })();
  // Cleared only after it is stored: a run that ends without awaiting would otherwise clear
  // `syncing` before the assignment and leave a finished promise in place for good.
  syncing = run;
  void run.finally(() => {
    if (syncing === run) syncing = null;
  });
  return run;
}

/** Tells the server to forget an endpoint (the worker saw it replaced). */
export async function forgetEndpoint(endpoint: string): Promise<void> {
  if (!getToken()) return;
  await call("POST", "/push/unsubscribe", { body: { endpoint } }).catch(() => undefined);
}

/**
 * On sign out, while the token is still valid: the server forgets this device's subscription and
 * the browser drops it, so the next person on this device gets none of the last one's pushes.
 */
export async function unsubscribePush(): Promise<void> {
  if (!pushSupported()) return;
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return;
  await forgetEndpoint(sub.endpoint);
  await sub.unsubscribe().catch(() => false);
}
