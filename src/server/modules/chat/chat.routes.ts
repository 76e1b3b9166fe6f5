import { contractRoute } from "#shared/contract/routes";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import * as chat from "./chat.service.ts";

const TAG = "chat";

export function registerChat(api: Api, _deps: AppDeps): void {
  chat.registerChatForModeration();
  api.route({
    ...contractRoute("POST /chat/session"),
    tag: TAG,
    summary:
      "Open (or reuse) the conversation with an item's seller (itemNumber), or between the two parties of an order (orderNumber)",
    auth: "required",
    handler: ({ body, auth, deps }) =>
      body.orderNumber !== undefined
        ? chat.openSessionForOrder(deps, auth, body.orderNumber)
        : chat.openSession(deps, auth, body.itemNumber!),
  });

  api.route({
    ...contractRoute("GET /chat/sessions"),
    tag: TAG,
    summary: "My conversations, latest activity first, with the last message and unread count",
    auth: "required",
    handler: ({ query, auth, deps }) => chat.listSessions(deps, auth, query),
  });

  api.route({
    ...contractRoute("GET /chat/session"),
    tag: TAG,
    summary: "One of my conversations",
    auth: "required",
    handler: ({ query, auth, deps }) => chat.getSession(deps, auth, query.sessionId),
  });

  api.route({
    ...contractRoute("GET /chat/messages"),
    tag: TAG,
    summary: "A conversation's messages, newest first; marks it read",
    auth: "required",
    handler: ({ query, auth, deps }) => chat.listMessages(deps, auth, query),
  });

  api.route({
    ...contractRoute("POST /chat/read"),
    tag: TAG,
    summary: "Mark a conversation read",
    auth: "required",
    handler: async ({ body, auth, deps }) => {
      await chat.readSession(deps, auth, body.sessionId);
      return {};
    },
  });

  api.route({
    ...contractRoute("POST /chat/send"),
    tag: TAG,
    summary: "Send a message (1–2000 characters); honours Idempotency-Key",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => chat.sendMessage(deps, auth, body),
  });
}
