import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import type { ChatEvent } from "#shared/contract/chat";
import { subscribeStream } from "../../api/index.ts";
import { refetchAfterServerChange } from "../../query-client.ts";
import { sessionAtom } from "../../state.ts";
import { addMessageToCache, chatKeys, UNREAD_COUNT_KEY } from "./chat-queries.ts";

/**
 * While a chat screen is open: the user's stream (`/rt/me/events`) puts new messages into the
 * conversation and refreshes the list and the unread badge. `onMessage` lets the open conversation
 * mark what it shows as read.
 */
export function useChatStream(onMessage?: (e: ChatEvent) => void): void {
  const qc = useQueryClient();
  const signedIn = Boolean(useAtomValue(sessionAtom).token);
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (!signedIn) return;
    // The one shared channel (api/sse.ts); the latest counts at once when it is already open.
    const sub = subscribeStream(
      "/me/events",
      {
        chat: (data) => {
          const e = data as ChatEvent;
          addMessageToCache(qc, e.message);
          void refetchAfterServerChange(qc, chatKeys.sessions());
          handler.current?.(e);
        },
        unread: (data) => {
          qc.setQueryData(UNREAD_COUNT_KEY, data);
          void refetchAfterServerChange(qc, chatKeys.sessions());
        },
      },
      { state: ["unread"] },
    );
    return () => sub.close();
  }, [qc, signedIn]);
}
