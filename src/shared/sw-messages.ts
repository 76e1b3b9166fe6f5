/**
 * What the service worker (sw/) and the app's pages say to each other with `postMessage`, by
 * `type`, and the query parameter a page opened from a notification carries. Shared so both sides
 * name them once: the worker cannot import the client.
 */
export const SW_MESSAGE = {
  /** Worker → an open window: a notification was clicked; the app navigates and marks it read. */
  notificationClick: "notification-click",
  /** Worker → windows: the push service rotated or dropped the subscription; a page tells the server. */
  subscriptionChanged: "push-subscription-changed",
  /** Worker → windows: Background Sync asks a page to replay the offline outbox. */
  outboxFlush: "outbox-flush",
  /** Page → worker: the replay asked for by `outboxFlush` finished. */
  outboxFlushed: "outbox-flushed",
  /** Page → waiting worker: take over now. workbox-window's `messageSkipWaiting()` sends it. */
  skipWaiting: "SKIP_WAITING",
} as const;

/** The query parameter that carries a clicked notification's id into a page the worker opened. */
export const FROM_NOTIFICATION_PARAM = "fromNotification";

export type NotificationClickMessage = {
  type: typeof SW_MESSAGE.notificationClick;
  url: string;
  notificationId?: number | null;
};

export type SubscriptionChangedMessage = {
  type: typeof SW_MESSAGE.subscriptionChanged;
  oldEndpoint: string | null;
  /** The new subscription's `toJSON()`, or null when subscribing again failed. */
  subscription: { endpoint?: string; expirationTime?: number | null; keys?: Record<string, string> } | null;
};

export type OutboxFlushMessage = { type: typeof SW_MESSAGE.outboxFlush };
export type OutboxFlushedMessage = { type: typeof SW_MESSAGE.outboxFlushed };
export type SkipWaitingMessage = { type: typeof SW_MESSAGE.skipWaiting };

/** Every message the worker posts to a page. */
export type WorkerMessage = NotificationClickMessage | SubscriptionChangedMessage | OutboxFlushMessage;
/** Every message a page posts to the worker. */
export type PageMessage = OutboxFlushedMessage | SkipWaitingMessage;
