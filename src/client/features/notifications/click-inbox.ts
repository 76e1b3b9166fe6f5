import { type NotificationClickMessage, SW_MESSAGE } from "#shared/sw-messages";

/** A notification click the worker hands to an open window (sw/push.ts). */
export type NotificationClick = NotificationClickMessage;

type InboxWindow = Window & { __notificationClicks?: unknown[] };

/**
 * Takes over the clicks boot.ts kept while the app was starting (a click can arrive before any
 * React effect has run), then every later one, and hands each to `handle` once. Returns a stop
 * function; clicks that arrive after it are kept again for the next taker.
 */
export function takeNotificationClicks(handle: (click: NotificationClick) => void): () => void {
  const w = window as InboxWindow;
  if (!w.__notificationClicks) {
    // No boot script ran (a test page, an old shell): listen from here on.
    const clicks: unknown[] = [];
    w.__notificationClicks = clicks;
    navigator.serviceWorker?.addEventListener("message", (e: MessageEvent) => {
      if ((e.data as { type?: string } | null)?.type === SW_MESSAGE.notificationClick) clicks.push(e.data);
    });
  }
  const inbox = w.__notificationClicks;
  const deliver = (raw: unknown) => {
    const c = raw as Partial<NotificationClick> | null;
    if (typeof c?.url === "string" && c.url.startsWith("/") && !c.url.startsWith("//"))
      handle(c as NotificationClick);
  };
  for (const c of inbox.splice(0)) deliver(c);
  inbox.push = (...items: unknown[]) => {
    for (const c of items) deliver(c);
    return inbox.length;
  };
  return () => {
    inbox.push = Array.prototype.push;
  };
}
