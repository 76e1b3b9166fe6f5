import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import type { Notification } from "#shared/contract/notifications";
import { notificationPath } from "#shared/jump-types";
import { adjustUnread, markNotificationRead, notificationKeys } from "./notifications-queries.ts";

/**
 * rules/product.md §4: clicking a notification marks it read, decrements the unread count, closes the
 * dropdown (`onDone`) and navigates by jumpType. The count drops at once; the server's `unread`
 * stream event confirms it.
 */
export function useOpenNotification(onDone?: () => void) {
  const qc = useQueryClient();
  const router = useRouter();
  return useCallback(
    (n: Notification) => {
      if (!n.isRead) {
        adjustUnread(qc, (c) => c - 1);
        void markNotificationRead(n.id)
          .catch(() => adjustUnread(qc, (c) => c + 1))
          .finally(() => void qc.invalidateQueries({ queryKey: notificationKeys.lists() }));
      }
      onDone?.();
      const path = notificationPath(n);
      if (path) void router.navigate({ href: path });
    },
    [qc, router, onDone],
  );
}
