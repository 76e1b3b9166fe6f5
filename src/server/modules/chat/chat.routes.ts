import { z } from "zod";
import {
  ChatMessageSchema,
  ChatMessagesQuerySchema,
  ChatSessionIdSchema,
  ChatSessionSchema,
  OpenChatInputSchema,
  SendChatInputSchema,
} from "#shared/contract/chat";
import { PageSchema, PagingQuerySchema } from "#shared/contract/common";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import * as chat from "./chat.service.ts";

const TAG = "chat";

export function registerChat(api: Api, _deps: AppDeps): void {
  chat.registerChatForModeration();
  api.route({
    method: "post",
    path: "/chat/session",
    tag: TAG,
    summary:
      "Open (or reuse) the conversation with an item's seller (itemNumber), or between the two parties of an order (orderNumber)",
    auth: "required",
    body: OpenChatInputSchema,
    response: ChatSessionSchema,
    handler: ({ body, auth, deps }) =>
      body.orderNumber !== undefined
        ? chat.openSessionForOrder(deps, auth, body.orderNumber)
        : chat.openSession(deps, auth, body.itemNumber!),
  });

  api.route({
    method: "get",
    path: "/chat/sessions",
    tag: TAG,
    summary: "My conversations, latest activity first, with the last message and unread count",
    auth: "required",
    query: PagingQuerySchema,
    response: PageSchema(ChatSessionSchema),
    handler: ({ query, auth, deps }) => chat.listSessions(deps, auth, query),
  });

  api.route({
    method: "get",
    path: "/chat/session",
    tag: TAG,
    summary: "One of my conversations",
    auth: "required",
    query: z.object({ sessionId: ChatSessionIdSchema }),
    response: ChatSessionSchema,
    handler: ({ query, auth, deps }) => chat.getSession(deps, auth, query.sessionId),
  });

  api.route({
    method: "get",
    path: "/chat/messages",
    tag: TAG,
    summary: "A conversation's messages, newest first; marks it read",
    auth: "required",
    query: ChatMessagesQuerySchema,
    response: PageSchema(ChatMessageSchema),
    handler: ({ query, auth, deps }) => chat.listMessages(deps, auth, query),
  });

  api.route({
    method: "post",
    path: "/chat/read",
    tag: TAG,
    summary: "Mark a conversation read",
    auth: "required",
    body: z.object({ sessionId: ChatSessionIdSchema }),
    response: z.object({}),
    handler: async ({ body, auth, deps }) => {
      await chat.readSession(deps, auth, body.sessionId);
      return {};
    },
  });

  api.route({
    method: "post",
    path: "/chat/send",
    tag: TAG,
    summary: "Send a message (1–2000 characters); honours Idempotency-Key",
    auth: "required",
    idempotent: true,
    body: SendChatInputSchema,
    response: ChatMessageSchema,
    handler: ({ body, auth, deps }) => chat.sendMessage(deps, auth, body),
  });
}
