import { $t as api, Ut as appStore, bn as atom, en as http, Zt as signedInAtom } from "./index-BAN1tMZn.js";
import { n as __exportAll } from "./rolldown-runtime-SbdDWaPq.js";
import { h as getToken } from "./storage-352Vgnio.js";

// src/client/features/notifications/push-client.ts
/**
 * Web Push on this device: subscribe with the server's VAPID key and tell the server, keep the
 * server in step when the subscription changes, forget it on sign out.
 */
function pushSupported() {
  return (
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    typeof window !== "undefined" &&
    "PushManager" in window &&
    "Notification" in window
  );
}
function pushPermission() {
  return pushSupported() ? Notification.permission : "unsupported";
}
/** base64url (the server's key) to the bytes `applicationServerKey` takes. */
function urlBase64ToBytes(b64url) {
  const b64 = b64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (b64url.length % 4)) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}
function sameBytes(a, b) {
  if (!a) return false;
  const x = new Uint8Array(a);
  return x.length === b.length && x.every((v, i) => v === b[i]);
}
/** The active worker (subscribing needs one); the app registers it after load and its first install precaches the app, so be patient. */
async function readyRegistration(timeoutMs = 45e3) {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing?.active) return existing;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise((r) => setTimeout(() => r(null), timeoutMs)),
  ]);
}
var syncing = null;
/**
 * When signed in and notifications are allowed: subscribe (or keep the current subscription when
 * it uses the server's key) and POST it to /push/subscribe. Answers whether the server has it.
 * One run at a time.
 */
function syncPushSubscription(opts = {}) {
  if (syncing) return syncing;
  const run = (async () => {
    try {
      if ((!opts.granted && pushPermission() !== "granted") || !getToken()) return false;
      const reg = await readyRegistration();
      if (!reg) return false;
      const { publicKey } = await api.get("/push/vapidPublicKey", void 0, {
        public: true,
        toast: false,
      });
      const key = urlBase64ToBytes(publicKey);
      let sub = await reg.pushManager.getSubscription();
      if (sub && !sameBytes(sub.options.applicationServerKey, key)) {
        await sub.unsubscribe().catch(() => false);
        sub = null;
      }
      sub ??= await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      if (!getToken()) return false;
      await api.post("/push/subscribe", sub.toJSON(), {
        json: true,
        toast: false,
      });
      return true;
    } catch {
      return false;
    }
  })();
  syncing = run;
  run.finally(() => {
    if (syncing === run) syncing = null;
  });
  return run;
}
/** Tells the server to forget an endpoint (the worker saw it replaced). */
async function forgetEndpoint(endpoint) {
  if (!getToken()) return;
  await http.post("/push/unsubscribe", { endpoint }, { toast: false }).catch(() => void 0);
}
/**
 * On sign out, while the token is still valid: the server forgets this device's subscription and
 * the browser drops it, so the next person on this device gets none of the last one's pushes.
 */
async function unsubscribePush() {
  if (!pushSupported()) return;
  const sub = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
  if (!sub) return;
  await forgetEndpoint(sub.endpoint);
  await sub.unsubscribe().catch(() => false);
}
// src/client/features/notifications/offer-push.ts
var offer_push_exports = /* @__PURE__ */ __exportAll({ offerPushAfter: () => offerPushAfter });
var PUSH_OFFER_TEXT = {
  bid: "Get a notification the moment someone outbids you, and when the auction ends.",
  watch: "Get a notification before an auction you watch ends, so you can still bid.",
  order: "Get a notification when your order is paid, ready for pickup or refunded.",
  general: "Get a notification when you're outbid, an auction you follow is ending, or an order changes.",
};
/** The offer on screen, if any (the notifications feature renders it). */
var pushOfferAtom = atom(null);
/** "Not now" is remembered for a week on this device. */
var DISMISSED_KEY = "pushOfferDismissedAt";
var DISMISS_MS = 6048e5;
function pushOfferDismissed(now = Date.now()) {
  try {
    const at = Number(localStorage.getItem(DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && now - at < DISMISS_MS;
  } catch {
    return false;
  }
}
function dismissPushOffer() {
  try {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  } catch {}
  appStore.set(pushOfferAtom, null);
}
/**
 * Call after a first bid, watch or order: if this browser could show push notifications but the
 * person has not decided yet, offer to turn them on, saying why. Never asks on page load, and
 * never calls `Notification.requestPermission()` itself (only the offer's button does, on a click).
 *   import { offerPushAfter } from "../notifications/offer-push.ts"; offerPushAfter("bid");
 */
function offerPushAfter(reason) {
  if (!appStore.get(signedInAtom) || pushPermission() !== "default" || pushOfferDismissed()) return;
  if (appStore.get(pushOfferAtom) === null) appStore.set(pushOfferAtom, reason);
}

export {
  dismissPushOffer as n,
  forgetEndpoint as a,
  offer_push_exports as r,
  PUSH_OFFER_TEXT as t,
  pushOfferAtom as i,
  pushPermission as o,
  pushSupported as s,
  syncPushSubscription as c,
  unsubscribePush as l,
};
