import {
  in as checkToken,
  Bt as onBeforeSignOut,
  Yt as sessionAtom,
  vn as useAtomValue,
  xn as useRouterState,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { r as markNotificationRead, i as notificationKeys } from "./notifications-queries-BGho0Vl4.js";
import {
  a as forgetEndpoint,
  s as pushSupported,
  c as syncPushSubscription,
  l as unsubscribePush,
} from "./offer-push-COOh80RA.js";
import { t as FloatingPushOffer } from "./push-offer-Bdj4dywN.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as openStream } from "./sse-B52HyX8J.js";
import { h as getToken } from "./storage-352Vgnio.js";
import { t as useRouter } from "./useRouter-bDiZYcc0.js";

// src/client/features/notifications/click-inbox.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
 * Takes over the clicks boot.ts kept while the app was starting (a click can arrive before any
 * React effect has run), then every later one, and hands each to `handle` once. Returns a stop
 * function; clicks that arrive after it are kept again for the next taker.
 */
function takeNotificationClicks(handle) {
  const w = window;
  if (!w.__notificationClicks) {
    const clicks = [];
    w.__notificationClicks = clicks;
    navigator.serviceWorker?.addEventListener("message", (e) => {
      if (e.data?.type === "notification-click") clicks.push(e.data);
    });
  }
  const inbox = w.__notificationClicks;
  const deliver = (raw) => {
    const c = raw;
    if (typeof c?.url === "string" && c.url.startsWith("/") && !c.url.startsWith("//")) handle(c);
  };
  for (const c of inbox.splice(0)) deliver(c);
  inbox.push = (...items) => {
    for (const c of items) deliver(c);
    return inbox.length;
  };
  return () => {
    inbox.push = Array.prototype.push;
  };
}
// src/client/features/notifications/live.ts
/** Reconnect delays: 1 s, 2 s, 4 s … up to 30 s, each ±20 % so many tabs do not reconnect in step. */
function backoffDelay(attempt, random = Math.random) {
  const base = Math.min(3e4, 1e3 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}
var defaultDeps = {
  open: openStream,
  checkToken,
  hasToken: () => Boolean(getToken()),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (t) => globalThis.clearTimeout(t),
};
var CLOSED = 2;
/**
 * Keeps `GET /rt/me/events` open while signed in. The browser reconnects by itself after a network
 * blip; when it gives up (the server refused: an expired token answers 401) we check the token
 * (refreshing it; forced after repeated refusals, in case the local clock is wrong) and reconnect
 * with backoff. Every connection starts with a snapshot `unread` event, which resets the backoff.
 * Returns a function that stops it.
 */
function startNotificationStream(handlers, deps = defaultDeps) {
  let stopped = false;
  let attempt = 0;
  let close = null;
  let timer = null;
  const connect = () => {
    if (stopped || !deps.hasToken()) return;
    let snapshotSeen = false;
    close = deps.open(
      "/me/events",
      {
        unread: (d) => {
          attempt = 0;
          if (snapshotSeen) return handlers.onUnread(d);
          snapshotSeen = true;
          handlers.onResync?.();
        },
        notification: (d) => handlers.onNotification(d),
      },
      (e) => {
        const es = e.target;
        if (es && es.readyState !== CLOSED) return;
        close?.();
        close = null;
        if (stopped) return;
        const force = attempt >= 2;
        timer = deps.setTimeout(() => {
          timer = null;
          deps
            .checkToken(force ? { force: true } : {})
            .catch(() => void 0)
            .then(connect);
        }, backoffDelay(attempt++));
      },
    );
  };
  connect();
  return () => {
    stopped = true;
    if (timer !== null) deps.clearTimeout(timer);
    close?.();
  };
}
// src/client/features/notifications/notifications-background.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/notifications/notifications-background.tsx";
/** Must match sw/push.ts (FROM_NOTIFICATION_PARAM, SW_MESSAGE); the worker cannot import the client. */
var FROM_NOTIFICATION_PARAM = "fromNotification";
var MSG_SUB_CHANGED = "push-subscription-changed";
/**
 * Mounted once by the shell: keeps the unread counts live over `/rt/me/events`, keeps this
 * device's push subscription in step with the server, routes notification clicks that the worker
 * hands over, and shows the push offer when another feature asks for it (`offerPushAfter`).
 */
function NotificationsBackground() {
  const session = useAtomValue(sessionAtom);
  const signedIn = Boolean(session.token);
  const userId = session.userInfo?.id ?? null;
  const qc = useQueryClient();
  const router = useRouter();
  (0, import_react.useEffect)(() => {
    if (!signedIn) return;
    return startNotificationStream({
      onUnread: (counts) => qc.setQueryData(notificationKeys.unread(), counts),
      onNotification: () => void qc.invalidateQueries({ queryKey: notificationKeys.lists() }),
      onResync: () => void qc.invalidateQueries({ queryKey: notificationKeys.all() }),
    });
  }, [signedIn, userId, qc]);
  (0, import_react.useEffect)(() => {
    if (!signedIn || !pushSupported()) return;
    syncPushSubscription();
    return onBeforeSignOut(unsubscribePush);
  }, [signedIn, userId]);
  (0, import_react.useEffect)(() => {
    if (!pushSupported()) return;
    const sw = navigator.serviceWorker;
    const onMessage = (e) => {
      const m = e.data;
      if (m?.type === MSG_SUB_CHANGED)
        (async () => {
          if (m.oldEndpoint) await forgetEndpoint(m.oldEndpoint);
          await syncPushSubscription();
        })();
    };
    const markReadFromPush = (id) =>
      void markNotificationRead(id)
        .catch(() => void 0)
        .finally(() => {
          qc.invalidateQueries({ queryKey: notificationKeys.lists() });
          qc.invalidateQueries({ queryKey: notificationKeys.unread() });
        });
    sw.addEventListener("message", onMessage);
    sw.startMessages?.();
    const stopClicks = takeNotificationClicks((click) => {
      if (typeof click.notificationId === "number") markReadFromPush(click.notificationId);
      router.navigate({ href: click.url });
    });
    return () => {
      stopClicks();
      sw.removeEventListener("message", onMessage);
    };
  }, [router, qc]);
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  (0, import_react.useEffect)(() => {
    const params = new URLSearchParams(searchStr);
    const raw = params.get(FROM_NOTIFICATION_PARAM);
    if (raw === null) return;
    params.delete(FROM_NOTIFICATION_PARAM);
    const rest = params.toString();
    router.navigate({
      href: pathname + (rest ? `?${rest}` : ""),
      replace: true,
    });
    const id = Number(raw);
    if (!signedIn || !Number.isInteger(id) || id <= 0) return;
    markNotificationRead(id)
      .catch(() => void 0)
      .finally(() => {
        qc.invalidateQueries({ queryKey: notificationKeys.lists() });
        qc.invalidateQueries({ queryKey: notificationKeys.unread() });
      });
  }, [searchStr, pathname, signedIn, router, qc]);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    FloatingPushOffer,
    {},
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 107,
      columnNumber: 10,
    },
    this,
  );
}

export { FROM_NOTIFICATION_PARAM, NotificationsBackground as default };
