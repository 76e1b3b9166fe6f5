import type { Notification, UnreadCounts } from "#shared/contract/notifications";
import { getToken } from "../../api/session-store.ts";
import { openStream } from "../../api/sse.ts";
import { checkToken } from "../../api/tokens.ts";

/** Reconnect delays: 1 s, 2 s, 4 s … up to 30 s, each ±20 % so many tabs do not reconnect in step. */
export function backoffDelay(attempt: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export type LiveHandlers = {
  /** The counts changed. */
  onUnread: (counts: UnreadCounts) => void;
  onNotification: (n: Notification) => void;
  /**
   * A connection is up: events may have been missed before it (or while it was down), so re-read
   * the counts and lists. Each connection opens with a snapshot `unread` event; it is used only as
   * this signal, so `GET /notification/unreadCount` stays the one source of the starting count
   * and the stream carries the changes after it.
   */
  onResync?: () => void;
};

export type LiveDeps = {
  open: typeof openStream;
  checkToken: typeof checkToken;
  hasToken: () => boolean;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (t: unknown) => void;
};

const defaultDeps: LiveDeps = {
  open: openStream,
  checkToken,
  hasToken: () => Boolean(getToken()),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (t) => globalThis.clearTimeout(t as ReturnType<typeof setTimeout>),
};

const CLOSED = 2; // EventSource.CLOSED (not defined outside browsers)

/**
 * Keeps `GET /rt/me/events` open while signed in. The browser reconnects by itself after a network
 * blip; when it gives up (the server refused: an expired token answers 401) we check the token
 * (refreshing it; forced after repeated refusals, in case the local clock is wrong) and reconnect
 * with backoff. Every connection starts with a snapshot `unread` event, which resets the backoff.
 * Returns a function that stops it.
 */
export function startNotificationStream(handlers: LiveHandlers, deps: LiveDeps = defaultDeps): () => void {
  let stopped = false;
  let attempt = 0;
  let close: (() => void) | null = null;
  let timer: unknown = null;

  const connect = () => {
    if (stopped || !deps.hasToken()) return;
    let snapshotSeen = false;
    close = deps.open(
      "/me/events",
      {
        unread: (d) => {
          attempt = 0;
          if (snapshotSeen) return handlers.onUnread(d as UnreadCounts);
          snapshotSeen = true;
          handlers.onResync?.();
        },
        notification: (d) => handlers.onNotification(d as Notification),
      },
      (e) => {
        const es = e.target as { readyState?: number } | null;
        if (es && es.readyState !== CLOSED) return; // the browser is retrying on its own
        close?.();
        close = null;
        if (stopped) return;
        const force = attempt >= 2;
        timer = deps.setTimeout(() => {
          timer = null;
          void deps
            .checkToken(force ? { force: true } : {})
            .catch(() => undefined)
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
