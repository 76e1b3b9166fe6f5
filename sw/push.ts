/// <reference lib="webworker" />

import { DEFAULT_TITLE } from "#shared/constants";
import { PushPayloadSchema } from "#shared/contract/notifications";
import {
  FROM_NOTIFICATION_PARAM,
  type NotificationClickMessage,
  type SubscriptionChangedMessage,
  SW_MESSAGE,
} from "#shared/sw-messages";

/**
 * Web Push in the worker: show what the server pushed, and route a click to the right page.
 *
 * Marking read: the worker has no access token (it lives in the page's localStorage), so it never
 * calls the API itself. It hands the notification id to the page instead: an open app window gets
 * a `notification-click` message (the app navigates in place and PUTs /notification/read); a new
 * or non-app window is opened at `url?fromNotification=<id>` and the app marks it read on arrival.
 */

export const NOTIFICATION_ICON = "/icons/icon-192.png";
export const NOTIFICATION_BADGE = "/icons/badge-72.png";

export type ShownPush = {
  title: string;
  options: NotificationOptions & { data: { url: string; notificationId: number | null } };
};

/** Turns a push message's data into what `showNotification` needs; never throws. */
export function pushToNotification(data: { json(): unknown; text(): string } | null | undefined): ShownPush {
  let raw: unknown = null;
  let text = "";
  try {
    text = data?.text() ?? "";
    raw = text ? JSON.parse(text) : null;
  } catch {
    raw = null;
  }
  const parsed = PushPayloadSchema.safeParse(raw);
  const loose = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" && v ? v : undefined);
  const p = parsed.success
    ? parsed.data
    : {
        // An older or foreign payload: show what can be read rather than nothing.
        title: str(loose.title) ?? DEFAULT_TITLE,
        body: str(loose.body) ?? (raw === null ? text : ""),
        url: str(loose.url) ?? "/notifications",
        tag: str(loose.tag),
        notificationId: typeof loose.notificationId === "number" ? loose.notificationId : null,
      };
  return {
    title: p.title || DEFAULT_TITLE,
    options: {
      body: p.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      ...(p.tag ? { tag: p.tag } : {}),
      data: { url: safeInAppPath(p.url), notificationId: p.notificationId },
    },
  };
}

/** Only in-app paths: a payload must not be able to send a click to another site. */
export function safeInAppPath(url: string | undefined | null): string {
  if (!url?.startsWith("/") || url.startsWith("//")) return "/notifications";
  return url;
}

export type ClientInfo = { id: string; url: string; focused: boolean; visibilityState: string };

export type ClickPlan =
  /** Focus that app window and tell it where to go (it marks the notification read). */
  | { action: "message"; clientId: string; url: string; notificationId: number | null }
  /** Focus that window and load the page (a non-app page of ours, e.g. the offline page). */
  | { action: "navigate"; clientId: string; url: string }
  /** No window of ours is open: open one. */
  | { action: "open"; url: string };

/** Same-origin pages that are not the React app, so they cannot handle the click message. */
const NOT_APP = [/^\/offline\.html$/, /^\/api\//, /^\/rt\//, /^\/media\//];

/**
 * Where a notification click goes (pure, unit-tested): the in-app `url` from the payload, in the
 * best open window of this origin (focused, else visible, else the first), or a new window.
 */
export function planNotificationClick(input: {
  data: unknown;
  origin: string;
  clients: readonly ClientInfo[];
}): ClickPlan {
  const d = (input.data && typeof input.data === "object" ? input.data : {}) as Record<string, unknown>;
  const path = safeInAppPath(typeof d.url === "string" ? d.url : null);
  const notificationId = typeof d.notificationId === "number" ? d.notificationId : null;
  const withId =
    notificationId === null
      ? path
      : `${path}${path.includes("?") ? "&" : "?"}${FROM_NOTIFICATION_PARAM}=${notificationId}`;
  const ours = input.clients.filter((c) => {
    try {
      return new URL(c.url).origin === input.origin;
    } catch {
      return false;
    }
  });
  const best = ours.find((c) => c.focused) ?? ours.find((c) => c.visibilityState === "visible") ?? ours[0];
  if (!best) return { action: "open", url: withId };
  const here = new URL(best.url).pathname;
  if (NOT_APP.some((re) => re.test(here))) return { action: "navigate", clientId: best.id, url: withId };
  return { action: "message", clientId: best.id, url: path, notificationId };
}

/** Registers `push`, `notificationclick` and `pushsubscriptionchange` on the worker. */
export function registerPushHandlers(self: ServiceWorkerGlobalScope): void {
  self.addEventListener("push", (event) => {
    const { title, options } = pushToNotification(event.data);
    event.waitUntil(self.registration.showNotification(title, options));
  });

  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    event.waitUntil(
      (async () => {
        const list = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        const plan = planNotificationClick({
          data: event.notification.data,
          origin: self.location.origin,
          clients: list.map((c) => ({
            id: c.id,
            url: c.url,
            focused: c.focused,
            visibilityState: c.visibilityState,
          })),
        });
        if (plan.action === "open") {
          await self.clients.openWindow(plan.url);
          return;
        }
        const client = list.find((c) => c.id === plan.clientId);
        if (!client) {
          await self.clients.openWindow(plan.url);
          return;
        }
        // Focus may be refused (no user activation in some browsers); navigation still happens.
        await client.focus().catch(() => undefined);
        if (plan.action === "message") {
          client.postMessage({
            type: SW_MESSAGE.notificationClick,
            url: plan.url,
            notificationId: plan.notificationId,
          } satisfies NotificationClickMessage);
        } else {
          await client.navigate(plan.url).catch(() => self.clients.openWindow(plan.url));
        }
      })(),
    );
  });

  // The push service rotated or dropped the subscription: subscribe again with the same key and
  // let open pages tell the server (only a page holds the access token; a page also re-syncs on load).
  self.addEventListener("pushsubscriptionchange", (event) => {
    const e = event as Event & {
      oldSubscription?: PushSubscription | null;
      newSubscription?: PushSubscription | null;
      waitUntil(p: Promise<unknown>): void;
    };
    e.waitUntil(
      (async () => {
        let sub = e.newSubscription ?? null;
        const key = e.oldSubscription?.options.applicationServerKey ?? null;
        if (!sub && key) {
          sub = await self.registration.pushManager
            .subscribe({ userVisibleOnly: true, applicationServerKey: key })
            .catch(() => null);
        }
        const list = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        for (const c of list)
          c.postMessage({
            type: SW_MESSAGE.subscriptionChanged,
            oldEndpoint: e.oldSubscription?.endpoint ?? null,
            subscription: sub?.toJSON() ?? null,
          } satisfies SubscriptionChangedMessage);
      })(),
    );
  });
}
