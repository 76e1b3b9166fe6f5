import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { type FormEvent, type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { CHAT_MESSAGE_MAX, type ChatMessage, type ChatSession } from "#shared/contract/chat";
import { dateFormats } from "#shared/date-formats";
import { formatCents } from "#shared/money";
import { ApiError, newIdempotencyKey } from "../../api/index.ts";
import { useLocale } from "../../i18n/locale.ts";
import { mutate } from "../../query-client.ts";
import { identityAtom, sessionAtom } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { EmptyState, Page, Skeleton } from "../../ui/page.tsx";
import { sellerPagePath } from "../../ui/seller-path.ts";
import { BlockButton, ReportButton } from "../moderation/safety-buttons.tsx";
import {
  addMessageToCache,
  chatKeys,
  markChatRead,
  messagesQuery,
  openChatSession,
  openOrderChatSession,
  sendChatMessage,
  sessionQuery,
} from "./chat-queries.ts";
import { formatMessageTime } from "./chat-time.ts";
import { SessionList } from "./session-list.tsx";
import { useChatStream } from "./use-chat-stream.ts";

/** /chatList: the conversations (the phone drawer's Chat entry). */
export function ChatListScreen() {
  const { t } = useLingui();
  useChatStream();
  return (
    <Page heading={t`Chats`} width="narrow">
      <SessionList />
    </Page>
  );
}

/**
 * /chat: with `sessionId` the conversation (and, on wide screens, the list beside it); with
 * `itemNumber` it first opens the chat with that item's seller; with neither, the list.
 */
export function ChatScreen({
  sessionId,
  itemNumber,
  orderNumber,
}: {
  sessionId?: number;
  itemNumber?: string;
  orderNumber?: string;
}) {
  const { t } = useLingui();
  const readNow = useRef<(e: { sessionId: number; message: ChatMessage }) => void>(undefined);
  const [attempt, setAttempt] = useState(0);
  useChatStream((e) => readNow.current?.(e));

  let main: React.ReactNode = null;
  if (sessionId) main = <Conversation sessionId={sessionId} readNow={readNow} />;
  else if (itemNumber || orderNumber)
    main = (
      <OpenByItem
        key={attempt}
        itemNumber={itemNumber}
        orderNumber={orderNumber}
        retry={() => setAttempt((n) => n + 1)}
      />
    );

  return (
    <Page heading={main ? undefined : t`Chats`}>
      <div className={cx("grid gap-4", main && "md:grid-cols-[20rem_1fr]")}>
        <section aria-label={t`Conversations`} className={cx(main && "hidden md:block")}>
          {main && (
            <h2 className="mb-3 text-lg font-bold text-slate-900">
              <Trans>Chats</Trans>
            </h2>
          )}
          <SessionList activeId={sessionId} compact={Boolean(main)} />
        </section>
        {main}
      </div>
    </Page>
  );
}

/**
 * `/chat?itemNumber=…` (the item's seller) or `/chat?orderNumber=…` (the other party of an order):
 * open (or reuse) the chat, then show it by sessionId.
 */
function OpenByItem({
  itemNumber,
  orderNumber,
  retry,
}: {
  itemNumber?: string;
  orderNumber?: string;
  retry: () => void;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    mutate(() => (orderNumber ? openOrderChatSession(orderNumber) : openChatSession(itemNumber ?? ""))).then(
      (s) => {
        if (!live) return;
        qc.setQueryData(chatKeys.session(s.id), s);
        void navigate({ to: "/chat", search: { sessionId: s.id }, replace: true });
      },
      (err: unknown) => {
        if (live)
          setError(
            err instanceof ApiError ? err.message : i18n._(msg`Could not open the chat. Please try again.`),
          );
      },
    );
    return () => {
      live = false;
    };
  }, [itemNumber, orderNumber, navigate, qc, i18n]);
  if (!error) return <ConversationSkeleton />;
  return (
    <EmptyState
      title={t`Could not start this chat`}
      body={error}
      action={
        <div className="flex gap-3">
          <Button variant="secondary" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
          <AppLink
            href={
              orderNumber
                ? `/orderDetail/${encodeURIComponent(orderNumber)}`
                : `/itemDetail/${encodeURIComponent(itemNumber ?? "")}`
            }
            className="focus-ring inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-orange-600 hover:bg-orange-50"
          >
            <Trans>Back to the item</Trans>
          </AppLink>
        </div>
      }
    />
  );
}

function ConversationSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <Skeleton className="h-14" />
      <Skeleton className="ml-auto h-10 w-2/3" />
      <Skeleton className="h-10 w-1/2" />
      <Skeleton className="h-24" />
    </div>
  );
}

function Conversation({
  sessionId,
  readNow,
}: {
  sessionId: number;
  readNow: React.RefObject<((e: { sessionId: number; message: ChatMessage }) => void) | undefined>;
}) {
  const { t } = useLingui();
  const session = useQuery(sessionQuery(sessionId));
  const messages = useInfiniteQuery(messagesQuery(sessionId));
  const identity = useAtomValue(identityAtom);
  const me = useAtomValue(sessionAtom).userInfo;
  const myId = identity?.user.id ?? me?.id ?? null;
  const logRef = useRef<HTMLOListElement>(null);
  const stickToBottom = useRef(true);

  // A message from the other side while this conversation is on screen is read at once.
  readNow.current = (e) => {
    if (e.sessionId === sessionId && e.message.senderId !== myId && document.visibilityState === "visible")
      void markChatRead(sessionId);
  };

  const list = (messages.data?.pages ?? []).flatMap((p) => p.list).reverse();
  const newestId = list.at(-1)?.id;
  useLayoutEffect(() => {
    const el = logRef.current;
    if (el && stickToBottom.current && newestId !== undefined) el.scrollTop = el.scrollHeight;
  }, [newestId]);

  const failed = (session.isError && !session.data) || (messages.isError && !messages.data);
  if (failed) {
    const err = session.error ?? messages.error;
    const notFound = err instanceof ApiError && err.code === 10004;
    return (
      <EmptyState
        title={notFound ? t`This conversation does not exist` : t`Could not load this chat`}
        body={notFound ? t`It may belong to someone else.` : err?.message}
        action={
          notFound ? (
            <AppLink href="/chatList" className="text-sm font-semibold text-orange-600 hover:underline">
              <Trans>All chats</Trans>
            </AppLink>
          ) : (
            <Button
              variant="secondary"
              onClick={() => {
                void session.refetch();
                void messages.refetch();
              }}
            >
              <Trans>Try again</Trans>
            </Button>
          )
        }
      />
    );
  }
  if (!session.data) return <ConversationSkeleton />;
  const s = session.data;
  const name = s.other.name;
  return (
    <section
      aria-label={t`Chat with ${name}`}
      className="flex h-[calc(100dvh-11rem)] min-h-[24rem] flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 md:h-[calc(100dvh-14rem)]"
    >
      <ChatHeader s={s} />
      <ol
        ref={logRef}
        role="log"
        aria-label={t`Messages`}
        aria-live="polite"
        onScroll={(e) => {
          const el = e.currentTarget;
          stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
        className="flex flex-1 flex-col gap-2 overflow-y-auto bg-slate-50 px-3 py-4"
      >
        {messages.hasNextPage && (
          <li className="self-center">
            <Button
              variant="ghost"
              size="sm"
              busy={messages.isFetchingNextPage}
              onClick={() => {
                stickToBottom.current = false;
                void messages.fetchNextPage();
              }}
            >
              <Trans>Load older messages</Trans>
            </Button>
          </li>
        )}
        {!messages.data &&
          [0, 1, 2].map((i) => (
            <li key={i} className={cx("w-1/2", i % 2 === 1 && "self-end")}>
              <Skeleton className="h-10 rounded-2xl" />
            </li>
          ))}
        {messages.data && list.length === 0 && (
          <li className="m-auto max-w-xs text-center text-sm text-slate-500">
            {s.myRole === "buyer"
              ? t`Ask ${name} about this item: condition, pickup, anything.`
              : t`No messages yet from ${name}.`}
          </li>
        )}
        {list.map((m) => (
          <Bubble key={m.id} m={m} mine={m.senderId !== s.other.id} />
        ))}
      </ol>
      <SendBox
        sessionId={sessionId}
        onSent={() => {
          stickToBottom.current = true;
        }}
      />
    </section>
  );
}

function ChatHeader({ s }: { s: ChatSession }) {
  const { t } = useLingui();
  const href = `/itemDetail/${encodeURIComponent(s.item.itemNumber)}`;
  return (
    <header className="flex items-center gap-3 border-b border-slate-200 px-3 py-2.5">
      <AppLink
        href="/chatList"
        className="focus-ring -ml-1 rounded-lg px-2 py-1 text-sm font-semibold text-slate-600 hover:bg-slate-100 md:hidden"
      >
        <span aria-hidden="true">←</span> <Trans>Chats</Trans>
      </AppLink>
      <span className="flex size-11 shrink-0 overflow-hidden rounded-lg bg-slate-100">
        {s.item.cover && (
          <img src={s.item.cover} alt="" width={44} height={44} className="size-full object-cover" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-base font-bold text-slate-900">
          {s.myRole === "buyer" ? (
            <AppLink href={sellerPagePath(s.other)} className="focus-ring rounded hover:underline">
              {s.other.name}
            </AppLink>
          ) : (
            s.other.name
          )}
        </h1>
        <p className="truncate text-sm text-slate-600">
          <AppLink href={href} className="font-medium text-orange-700 hover:underline">
            {s.item.title}
          </AppLink>
          {s.item.priceCents !== null && <> · {formatCents(s.item.priceCents)}</>}
          <span className="text-slate-600">
            {" "}
            · {s.myRole === "buyer" ? (s.other.storeId ? t`Store` : t`Seller`) : t`Buyer`}
          </span>
        </p>
      </div>
      <BlockButton userId={s.other.id} name={s.other.name} className="shrink-0 max-sm:px-3" />
    </header>
  );
}

function Bubble({ m, mine }: { m: ChatMessage; mine: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <li className={cx("flex max-w-[80%] flex-col", mine ? "items-end self-end" : "items-start self-start")}>
      <p
        className={cx(
          "whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-[15px] leading-snug",
          mine
            ? "rounded-br-md bg-orange-500 text-white"
            : "rounded-bl-md bg-white text-slate-900 ring-1 ring-slate-200",
        )}
      >
        <span className="sr-only">{mine ? t`You:` : t`Them:`} </span>
        {m.content}
      </p>
      <span className="mt-0.5 flex items-center gap-1 px-1">
        <time className="text-[11px] text-slate-500" dateTime={dateFormats.type8(locale, m.createTime)}>
          {formatMessageTime(m.createTime, locale)}
        </time>
        {!mine && (
          <ReportButton targetType="message" targetId={String(m.id)} targetName={m.content} look="inline" />
        )}
      </span>
    </li>
  );
}

function SendBox({ sessionId, onSent }: { sessionId: number; onSent: () => void }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  // The key stays with the text until it is sent, so a retry after a lost answer is not a duplicate.
  const key = useRef(newIdempotencyKey());
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const content = text.trim();

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!content || busy) return;
    setBusy(true);
    try {
      const m = await mutate(() => sendChatMessage(sessionId, content, key.current));
      onSent();
      addMessageToCache(qc, m);
      void qc.invalidateQueries({ queryKey: chatKeys.sessions() });
      key.current = newIdempotencyKey();
      setText("");
    } catch {
      // The toast policy already showed the reason; the text stays for another try.
    } finally {
      setBusy(false);
      inputRef.current?.focus();
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 bg-white p-2.5">
      <label htmlFor="chat-message" className="sr-only">
        <Trans>Message</Trans>
      </label>
      <textarea
        id="chat-message"
        ref={inputRef}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          key.current = newIdempotencyKey();
        }}
        onKeyDown={onKeyDown}
        rows={1}
        maxLength={CHAT_MESSAGE_MAX}
        placeholder={t`Write a message`}
        aria-describedby="chat-message-hint"
        className="focus-ring max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 [field-sizing:content]"
      />
      <span id="chat-message-hint" className="sr-only">
        <Trans>Enter sends, Shift+Enter starts a new line. At most {CHAT_MESSAGE_MAX} characters.</Trans>
      </span>
      <Button type="submit" busy={busy} disabled={!content} className="h-11">
        <Trans>Send</Trans>
      </Button>
    </form>
  );
}
