import { useQueryClient } from "@tanstack/react-query";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import type { UnreadCounts } from "#shared/contract/notifications";
import { FROM_NOTIFICATION_PARAM, SW_MESSAGE, type WorkerMessage } from "#shared/sw-messages";
import { refetchAfterServerChange } from "../../query-client.ts";
import { sessionAtom } from "../../state.ts";
import { onBeforeSignOut } from "../session/session-actions.ts";
import { takeNotificationClicks } from "./click-inbox.ts";
import { startNotificationStream } from "./live.ts";
import { markNotificationRead, notificationKeys } from "./notifications-queries.ts";
import { forgetEndpoint, pushSupported, syncPushSubscription, unsubscribePush } from "./push-client.ts";
import { FloatingPushOffer } from "./push-offer.tsx";

/**
 * Mounted once by the shell: keeps the unread counts live over `/rt/me/events`, keeps this
 * device's push subscription in step with the server, routes notification clicks that the worker
 * hands over, and shows the push offer when another feature asks for it (`offerPushAfter`).
 */
export default function NotificationsBackground() {
  const session = useAtomValue(sessionAtom);
  const signedIn = Boolean(session.token);
  const userId = session.userInfo?.id ?? null;
  const qc = useQueryClient();
  const router = useRouter();

  // Live counts: `unread` events update the badges; a new notification refreshes the lists.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a different user gets a new stream
  useEffect(() => {
    if (!signedIn) return;
    return startNotificationStream({
      onUnread: (counts) => qc.setQueryData<UnreadCounts>(notificationKeys.unread(), counts),
      onNotification: () => void refetchAfterServerChange(qc, notificationKeys.lists()),
      onResync: () => void refetchAfterServerChange(qc, notificationKeys.all()),
    });
  }, [signedIn, userId, qc]);

  // Push: subscribe at once when already allowed (never ask here), and forget it on sign out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a different user posts the subscription again
  useEffect(() => {
    if (!signedIn || !pushSupported()) return;
    void syncPushSubscription();
    return onBeforeSignOut(unsubscribePush);
  }, [signedIn, userId]);

  // Messages from the worker: a click on a notification while the app is open; a new subscription.
  useEffect(() => {
    if (!pushSupported()) return;
    const sw = navigator.serviceWorker;
    const onMessage = (e: MessageEvent) => {
      const m = e.data as WorkerMessage | null;
      if (m?.type === SW_MESSAGE.subscriptionChanged) {
        void (async () => {
          if (m.oldEndpoint) await forgetEndpoint(m.oldEndpoint);
          await syncPushSubscription();
        })();
      }
    };
    const markReadFromPush = (id: number) =>
      void markNotificationRead(id)
        .catch(() => undefined)
        .finally(() => {
          void qc.invalidateQueries({ queryKey: notificationKeys.lists() });
          void qc.invalidateQueries({ queryKey: notificationKeys.unread() });
        });
    sw.addEventListener("message", onMessage);
    sw.startMessages?.();
    // Clicks come through the inbox boot.ts opened before the app started (none is lost).
    const stopClicks = takeNotificationClicks((click) => {
      if (typeof click.notificationId === "number") markReadFromPush(click.notificationId);
      void router.navigate({ href: click.url });
    });
    return () => {
      stopClicks();
      sw.removeEventListener("message", onMessage);
    };
  }, [router, qc]);

  // A page the worker opened from a notification: `?fromNotification=<id>` marks it read, then leaves the URL.
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    const params = new URLSearchParams(searchStr);
    const raw = params.get(FROM_NOTIFICATION_PARAM);
    if (raw === null) return;
    params.delete(FROM_NOTIFICATION_PARAM);
    const rest = params.toString();
    void router.navigate({ href: pathname + (rest ? `?${rest}` : ""), replace: true });
    const id = Number(raw);
    if (!signedIn || !Number.isInteger(id) || id <= 0) return;
    void markNotificationRead(id)
      .catch(() => undefined)
      .finally(() => {
        void qc.invalidateQueries({ queryKey: notificationKeys.lists() });
        void qc.invalidateQueries({ queryKey: notificationKeys.unread() });
      });
  }, [searchStr, pathname, signedIn, router, qc]);

  return <FloatingPushOffer />;
}
