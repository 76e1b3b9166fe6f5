import { EmptySchema } from "#shared/contract/common";
import {
  MarkReadPartsSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  PushSubscriptionInputSchema,
  PushUnsubscribeInputSchema,
  UnreadCountsSchema,
  VapidPublicKeySchema,
} from "#shared/contract/notifications";
import { settleLocale } from "../../i18n/request-locale.ts";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import { fieldError } from "../../platform/errors.ts";
import { getUnreadCounts, listNotifications, markAllRead, markRead } from "./notifications.service.ts";
import { initPush, subscribe, unsubscribe } from "./push.service.ts";

export function registerNotifications(api: Api, deps: AppDeps): void {
  initPush(deps);

  api.route({
    method: "get",
    path: "/notification/list",
    tag: "notifications",
    summary: "The user's notifications, newest first (page size 5 by default)",
    auth: "required",
    query: NotificationListQuerySchema,
    response: NotificationPageSchema,
    // The reader's language: Accept-Language, else the one they saved (i18n/request-locale.ts).
    handler: async ({ query, auth, deps, c }) =>
      listNotifications(deps, auth.userId, query, await settleLocale(c)),
  });

  api.route({
    method: "get",
    path: "/notification/unreadCount",
    tag: "notifications",
    summary: "Unread notifications and unread chat messages",
    auth: "required",
    response: UnreadCountsSchema,
    handler: ({ auth, deps }) => getUnreadCounts(deps, deps.database.db, auth.userId),
  });

  api.route({
    method: "put",
    path: "/notification/read",
    tag: "notifications",
    summary: "Mark one notification read (or unread with read=false)",
    auth: "required",
    description: "`notificationId` and `read` (default true) in the body or the query string.",
    body: MarkReadPartsSchema,
    query: MarkReadPartsSchema,
    response: EmptySchema,
    handler: async ({ body, query, auth, deps }) => {
      const id = body.notificationId ?? query.notificationId;
      if (id === undefined) throw fieldError("notificationId", "Required");
      await markRead(deps, auth.userId, id, body.read ?? query.read ?? true);
      return {};
    },
  });

  api.route({
    method: "put",
    path: "/notification/readAll",
    tag: "notifications",
    summary: "Mark every notification read",
    auth: "required",
    response: EmptySchema,
    handler: async ({ auth, deps }) => {
      await markAllRead(deps, auth.userId);
      return {};
    },
  });

  api.route({
    method: "get",
    path: "/push/vapidPublicKey",
    tag: "push",
    summary: "The VAPID application server key for pushManager.subscribe",
    response: VapidPublicKeySchema,
    handler: async ({ deps }) => ({ publicKey: deps.push.publicKey }),
  });

  api.route({
    method: "post",
    path: "/push/subscribe",
    tag: "push",
    summary: "Save this browser's PushSubscription for the signed-in user",
    auth: "required",
    body: PushSubscriptionInputSchema,
    response: EmptySchema,
    handler: async ({ body, auth, deps }) => {
      await subscribe(deps, auth.userId, body);
      return {};
    },
  });

  api.route({
    method: "post",
    path: "/push/unsubscribe",
    tag: "push",
    summary: "Forget a PushSubscription (on sign-out or when the browser drops it)",
    auth: "required",
    body: PushUnsubscribeInputSchema,
    response: EmptySchema,
    handler: async ({ body, auth, deps }) => {
      await unsubscribe(deps, auth.userId, body.endpoint);
      return {};
    },
  });
}
