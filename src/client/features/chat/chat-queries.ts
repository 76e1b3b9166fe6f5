import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
} from "@tanstack/react-query";
import type { ChatMessage, ChatSession } from "#shared/contract/chat";
import type { Page } from "#shared/contract/common";
import { call, newIdempotencyKey, nextPage } from "../../api/index.ts";

export const CHAT_PAGE_SIZE = 30;
export const SESSIONS_PAGE_SIZE = 20;

/** Query keys of chat (one factory). */
export const chatKeys = {
  all: ["chat"] as const,
  sessions: () => [...chatKeys.all, "sessions"] as const,
  session: (id: number) => [...chatKeys.all, "session", id] as const,
  messages: (id: number) => [...chatKeys.all, "messages", id] as const,
};

/** The shell's badge query (GET /notification/unreadCount); the stream's `unread` events feed it. */
export const UNREAD_COUNT_KEY = ["notification", "unreadCount"] as const;

export const sessionsQuery = () =>
  infiniteQueryOptions({
    queryKey: chatKeys.sessions(),
    meta: { errorsInPlace: true },
    queryFn: ({ pageParam }) =>
      call("GET", "/chat/sessions", {
        query: { currentPage: pageParam, pageSize: SESSIONS_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 10_000,
  });

export const sessionQuery = (id: number) =>
  queryOptions({
    queryKey: chatKeys.session(id),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/chat/session", { query: { sessionId: id } }),
    staleTime: 30_000,
  });

/** Newest first, page by page; the screen shows them oldest at the top. Page 1 marks the chat read. */
export const messagesQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(id),
    meta: { errorsInPlace: true },
    queryFn: ({ pageParam }) =>
      call("GET", "/chat/messages", {
        query: { sessionId: id, currentPage: pageParam, pageSize: CHAT_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 5_000,
  });

export function openChatSession(itemNumber: string): Promise<ChatSession> {
  return call("POST", "/chat/session", { body: { itemNumber } });
}

/** The chat between an order's buyer and seller (either side may open it). */
export function openOrderChatSession(orderNumber: string): Promise<ChatSession> {
  return call("POST", "/chat/session", { body: { orderNumber } });
}

/** One key per message typed: a retry after a dropped answer does not send it twice. */
export function sendChatMessage(sessionId: number, content: string, idempotencyKey = newIdempotencyKey()) {
  return call("POST", "/chat/send", { body: { sessionId, content }, idempotencyKey });
}

export function markChatRead(sessionId: number): Promise<unknown> {
  return call("POST", "/chat/read", { body: { sessionId } });
}

/** Put a message into the cached conversation (from the send answer or the live stream), once. */
export function addMessageToCache(qc: QueryClient, message: ChatMessage): void {
  qc.setQueryData<InfiniteData<Page<ChatMessage>, number>>(chatKeys.messages(message.sessionId), (data) => {
    if (!data) return data;
    if (data.pages.some((p) => p.list.some((m) => m.id === message.id))) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return {
      ...data,
      pages: [{ ...first, list: [message, ...first.list], total: first.total + 1 }, ...rest],
    };
  });
}
