import { contractRoute } from "#shared/contract/routes";
import { settleLocale } from "../../i18n/request-locale.ts";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import { fieldError } from "../../platform/errors.ts";
import { getUnreadCounts, listNotifications, markAllRead, markRead } from "./notifications.service.ts";
import { initPush, subscribe, unsubscribe } from "./push.service.ts";

export function registerNotifications(api: Api, deps: AppDeps): void {
  initPush(deps);

  api.route({
    ...contractRoute("GET /notification/list"),
    tag: "notifications",
    summary: "The user's notifications, newest first (page size 5 by default)",
    auth: "required",
    // The reader's language: Accept-Language, else the one they saved (i18n/request-locale.ts).
    handler: async ({ query, auth, deps, c }) =>
      listNotifications(deps, auth.userId, query, await settleLocale(c)),
  });

  api.route({
    ...contractRoute("GET /notification/unreadCount"),
    tag: "notifications",
    summary: "Unread notifications and unread chat messages",
    auth: "required",
    handler: ({ auth, deps }) => getUnreadCounts(deps, deps.database.db, auth.userId),
  });

  api.route({
    ...contractRoute("PUT /notification/read"),
    tag: "notifications",
    summary: "Mark one notification read (or unread with read=false)",
    auth: "required",
    description: "`notificationId` and `read` (default true) in the body or the query string.",
    handler: async ({ body, query, auth, deps }) => {
      const id = body.notificationId ?? query.notificationId;
      if (id === undefined) throw fieldError("notificationId", "Required");
      await markRead(deps, auth.userId, id, body.read ?? query.read ?? true);
      return {};
    },
  });

  api.route({
    ...contractRoute("PUT /notification/readAll"),
    tag: "notifications",
    summary: "Mark every notification read",
    auth: "required",
    handler: async ({ auth, deps }) => {
      await markAllRead(deps, auth.userId);
      return {};
    },
  });

  api.route({
    ...contractRoute("GET /push/vapidPublicKey"),
    tag: "push",
    summary: "The VAPID application server key for pushManager.subscribe",
    handler: async ({ deps }) => ({ publicKey: deps.push.publicKey }),
  });

  api.route({
    ...contractRoute("POST /push/subscribe"),
    tag: "push",
    summary: "Save this browser's PushSubscription for the signed-in user",
    auth: "required",
    handler: async ({ body, auth, deps }) => {
      await subscribe(deps, auth.userId, body);
      return {};
    },
  });

  api.route({
    ...contractRoute("POST /push/unsubscribe"),
    tag: "push",
    summary: "Forget a PushSubscription (on sign-out or when the browser drops it)",
    auth: "required",
    handler: async ({ body, auth, deps }) => {
      await unsubscribe(deps, auth.userId, body.endpoint);
      return {};
    },
  });
}
