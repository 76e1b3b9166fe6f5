import type { Notification, UnreadCounts } from "#shared/contract/notifications";
import { subscribeStream } from "../../api/index.ts";

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

/**
 * Follows the user's channel (`/rt/me/events`) for the badges and lists. The channel, its ticket
 * and its reconnections belong to api/sse.ts, shared with chat and orders: this only tells the
 * connection's opening snapshot from the changes after it. Returns a function that stops it.
 */
export function startNotificationStream(
  handlers: LiveHandlers,
  subscribe: typeof subscribeStream = subscribeStream,
): () => void {
  let snapshotSeen = false;
  const sub = subscribe(
    "/me/events",
    {
      unread: (d) => {
        if (snapshotSeen) return handlers.onUnread(d as UnreadCounts);
        snapshotSeen = true;
        handlers.onResync?.();
      },
      notification: (d) => handlers.onNotification(d as Notification),
    },
    {
      onConnected: () => {
        snapshotSeen = false;
      },
      // Joining a channel another screen opened: its latest counts stand for the snapshot.
      state: ["unread"],
    },
  );
  return () => sub.close();
}
