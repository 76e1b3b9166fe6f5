import { t as newIdempotencyKey } from "./api-CDAijywg.js";
import {
  a as _enum,
  i as number,
  l as number$1,
  u as object,
  r as PagingQuerySchema,
  p as string,
} from "./common-CKgmGgc2.js";
import { t as cx } from "./cx-ClXQrqf-.js";
import {
  Qt as ApiCodeError,
  ft as AppLink,
  $t as api,
  pt as Button,
  fn as badgeText,
  Et as EmptyState,
  an as HttpError,
  qt as identityAtom,
  Dt as Page,
  Cn as queryOptions,
  Ot as Skeleton,
  Yt as sessionAtom,
  Tt as UserIcon,
  vn as useAtomValue,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as infiniteQueryOptions } from "./infiniteQueryOptions-tGWn1F2G.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as formatCents } from "./money-DGJvr2qW.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as openStream } from "./sse-B52HyX8J.js";
import { t as useInfiniteQuery } from "./useInfiniteQuery-BzfsR92_.js";
import { n as useNavigate } from "./useNavigate-KEmBFHEf.js";

// src/shared/contract/chat.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Longest chat message, in characters. */
var CHAT_MESSAGE_MAX = 2e3;
var ChatSessionIdSchema = number().int().min(1).max(2147483647);
object({
  itemNumber: string().trim().min(1, "itemNumber is required").max(64).optional(),
  orderNumber: string().trim().min(1).max(64).optional(),
}).refine((v) => v.itemNumber !== void 0 || v.orderNumber !== void 0, {
  message: "itemNumber is required",
  path: ["itemNumber"],
});
PagingQuerySchema.extend({ sessionId: ChatSessionIdSchema });
object({
  sessionId: ChatSessionIdSchema,
  content: string()
    .trim()
    .min(1, "Write a message first")
    .max(CHAT_MESSAGE_MAX, `A message is at most ${CHAT_MESSAGE_MAX} characters`),
});
var ChatMessageSchema = object({
  id: number$1().int(),
  sessionId: number$1().int(),
  senderId: number$1().int(),
  content: string(),
  createTime: number$1().int(),
});
var ChatItemSchema = object({
  itemNumber: string(),
  sinCode: string(),
  title: string(),
  cover: string().nullable(),
  priceCents: number$1().int().nullable(),
  status: string(),
});
object({
  id: number$1().int(),
  item: ChatItemSchema,
  buyerId: number$1().int(),
  sellerId: number$1().int(),
  /** Whether the caller is the buyer or the seller in this conversation. */
  myRole: _enum(["buyer", "seller"]),
  other: object({
    id: number$1().int(),
    name: string(),
    pic: string().nullable(),
  }),
  lastMessage: ChatMessageSchema.nullable(),
  /** Messages from the other party the caller has not read yet. */
  unreadCount: number$1().int(),
  createTime: number$1().int(),
  lastMessageTime: number$1().int(),
});
/** Query keys of chat (one factory). */
var chatKeys = {
  all: ["chat"],
  sessions: () => [...chatKeys.all, "sessions"],
  session: (id) => [...chatKeys.all, "session", id],
  messages: (id) => [...chatKeys.all, "messages", id],
};
/** The shell's badge query (GET /notification/unreadCount); the stream's `unread` events feed it. */
var UNREAD_COUNT_KEY = ["notification", "unreadCount"];
var sessionsQuery = () =>
  infiniteQueryOptions({
    queryKey: chatKeys.sessions(),
    queryFn: ({ pageParam }) =>
      api.get(
        "/chat/sessions",
        {
          currentPage: pageParam,
          pageSize: 20,
        },
        { toast: false },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasNextPage ? pages.length + 1 : void 0),
    staleTime: 1e4,
  });
var sessionQuery = (id) =>
  queryOptions({
    queryKey: chatKeys.session(id),
    queryFn: () => api.get("/chat/session", { sessionId: id }, { toast: false }),
    staleTime: 3e4,
  });
/** Newest first, page by page; the screen shows them oldest at the top. Page 1 marks the chat read. */
var messagesQuery = (id) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(id),
    queryFn: ({ pageParam }) =>
      api.get(
        "/chat/messages",
        {
          sessionId: id,
          currentPage: pageParam,
          pageSize: 30,
        },
        { toast: false },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasNextPage ? pages.length + 1 : void 0),
    staleTime: 5e3,
  });
function openChatSession(itemNumber) {
  return api.post("/chat/session", { itemNumber });
}
/** The chat between an order's buyer and seller (either side may open it). */
function openOrderChatSession(orderNumber) {
  return api.post("/chat/session", { orderNumber });
}
/** One key per message typed: a retry after a dropped answer does not send it twice. */
function sendChatMessage(sessionId, content, idempotencyKey = newIdempotencyKey()) {
  return api.post(
    "/chat/send",
    {
      sessionId,
      content,
    },
    { idempotencyKey },
  );
}
function markChatRead(sessionId) {
  return api.post("/chat/read", { sessionId }, { toast: false });
}
/** Put a message into the cached conversation (from the send answer or the live stream), once. */
function addMessageToCache(qc, message) {
  qc.setQueryData(chatKeys.messages(message.sessionId), (data) => {
    if (!data) return data;
    if (data.pages.some((p) => p.list.some((m) => m.id === message.id))) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return {
      ...data,
      pages: [
        {
          ...first,
          list: [message, ...first.list],
          total: first.total + 1,
        },
        ...rest,
      ],
    };
  });
}
// src/client/features/chat/chat-time.ts
var time = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
});
var day = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
});
/** Today: the time; earlier: the date. */
function formatChatTime(at, now = Date.now()) {
  const d = new Date(at);
  const n = new Date(now);
  return d.getFullYear() === n.getFullYear() && d.getMonth() === n.getMonth() && d.getDate() === n.getDate()
    ? time.format(d)
    : day.format(d);
}
var formatMessageTime = (at) => time.format(new Date(at));
// src/client/features/chat/session-list.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$1 = "/work/main/src/client/features/chat/session-list.tsx";
/** The user's conversations, latest first, with unread badges; `activeId` is highlighted. */
function SessionList({ activeId, compact }) {
  const q = useInfiniteQuery(sessionsQuery());
  const sessions = q.data?.pages.flatMap((p) => p.list) ?? [];
  if (!q.data && q.isError) {
    const offline = q.error instanceof HttpError && q.error.status === 0;
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      EmptyState,
      {
        title: offline ? "You are offline" : "Could not load your chats",
        body: offline ? "Your chats have not been saved on this device yet." : q.error.message,
        action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Button,
          {
            variant: "secondary",
            onClick: () => void q.refetch(),
            children: "Try again",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 24,
            columnNumber: 11,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName$1,
        lineNumber: 20,
        columnNumber: 7,
      },
      this,
    );
  }
  if (!q.data)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      "ul",
      {
        className: "flex flex-col gap-2",
        "aria-label": "Loading chats",
        children: [0, 1, 2, 3].map((i) =>
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "li",
            {
              children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-18 rounded-xl" },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 36,
                  columnNumber: 13,
                },
                this,
              ),
            },
            i,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 35,
              columnNumber: 11,
            },
            this,
          ),
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName$1,
        lineNumber: 33,
        columnNumber: 7,
      },
      this,
    );
  if (sessions.length === 0)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      EmptyState,
      {
        title: "No conversations yet",
        body: "Open an item and choose Contact seller to ask about it. Buyers' questions about your items appear here too.",
        action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          AppLink,
          {
            href: "/",
            className: "text-sm font-semibold text-orange-600 hover:underline",
            children: "Browse items",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 47,
            columnNumber: 11,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName$1,
        lineNumber: 43,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex flex-col gap-3",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "ul",
          {
            className: "divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200",
            children: sessions.map((s) =>
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                SessionRow,
                {
                  s,
                  active: s.id === activeId,
                  compact,
                },
                s.id,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 57,
                  columnNumber: 11,
                },
                this,
              ),
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 55,
            columnNumber: 7,
          },
          this,
        ),
        q.hasNextPage &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            Button,
            {
              variant: "secondary",
              busy: q.isFetchingNextPage,
              onClick: () => void q.fetchNextPage(),
              children: "Load more chats",
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 61,
              columnNumber: 9,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$1,
      lineNumber: 54,
      columnNumber: 5,
    },
    this,
  );
}
function SessionRow({ s, active, compact }) {
  const last = s.lastMessage;
  const preview = last ? `${last.senderId === s.other.id ? "" : "You: "}${last.content}` : "No messages yet";
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "li",
    {
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        AppLink,
        {
          href: `/chat?sessionId=${s.id}`,
          "aria-current": active ? "page" : void 0,
          className: cx(
            "focus-ring flex items-center gap-3 px-3 py-3 hover:bg-slate-50",
            active && "bg-orange-50 hover:bg-orange-50",
          ),
          children: [
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "span",
              {
                className:
                  "relative flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 text-slate-400",
                children: s.item.cover
                  ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "img",
                      {
                        src: s.item.cover,
                        alt: "",
                        width: 48,
                        height: 48,
                        className: "size-full object-cover",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 84,
                        columnNumber: 13,
                      },
                      this,
                    )
                  : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      UserIcon,
                      { className: "size-6" },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 86,
                        columnNumber: 13,
                      },
                      this,
                    ),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$1,
                lineNumber: 82,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "span",
              {
                className: "min-w-0 flex-1",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "span",
                    {
                      className: "flex items-baseline justify-between gap-2",
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "span",
                          {
                            className: "truncate font-semibold text-slate-900",
                            children: s.other.name,
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 91,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "time",
                          {
                            className: "shrink-0 text-xs text-slate-500",
                            dateTime: new Date(s.lastMessageTime).toISOString(),
                            children: formatChatTime(s.lastMessageTime),
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 92,
                            columnNumber: 13,
                          },
                          this,
                        ),
                      ],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 90,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  !compact &&
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        className: "block truncate text-xs text-slate-500",
                        children: s.item.title,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 99,
                        columnNumber: 24,
                      },
                      this,
                    ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "span",
                    {
                      className: cx(
                        "block truncate text-sm",
                        s.unreadCount > 0 ? "font-semibold text-slate-900" : "text-slate-600",
                      ),
                      children: preview,
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 100,
                      columnNumber: 11,
                    },
                    this,
                  ),
                ],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName$1,
                lineNumber: 89,
                columnNumber: 9,
              },
              this,
            ),
            s.unreadCount > 0 &&
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "span",
                {
                  className:
                    "flex h-5 min-w-5 items-center justify-center rounded-full bg-orange-500 px-1.5 text-xs font-bold text-white",
                  children: [
                    badgeText(s.unreadCount),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        className: "sr-only",
                        children: " unread",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 112,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 110,
                  columnNumber: 11,
                },
                this,
              ),
          ],
        },
        void 0,
        true,
        {
          fileName: _jsxFileName$1,
          lineNumber: 74,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$1,
      lineNumber: 73,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/chat/use-chat-stream.ts
/**
 * While a chat screen is open: the user's stream (`/rt/me/events`) puts new messages into the
 * conversation and refreshes the list and the unread badge. `onMessage` lets the open conversation
 * mark what it shows as read.
 */
function useChatStream(onMessage) {
  const qc = useQueryClient();
  const token = useAtomValue(sessionAtom).token;
  const handler = (0, import_react.useRef)(onMessage);
  handler.current = onMessage;
  (0, import_react.useEffect)(() => {
    if (!token) return;
    return openStream("/me/events", {
      chat: (data) => {
        const e = data;
        addMessageToCache(qc, e.message);
        qc.invalidateQueries({ queryKey: chatKeys.sessions() });
        handler.current?.(e);
      },
      unread: (data) => {
        qc.setQueryData(UNREAD_COUNT_KEY, data);
        qc.invalidateQueries({ queryKey: chatKeys.sessions() });
      },
    });
  }, [qc, token]);
}
// src/client/features/chat/chat-screen.tsx
var _jsxFileName = "/work/main/src/client/features/chat/chat-screen.tsx";
/** /chatList: the conversations (the phone drawer's Chat entry). */
function ChatListScreen() {
  useChatStream();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Chats",
      width: "narrow",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        SessionList,
        {},
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 32,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 31,
      columnNumber: 5,
    },
    this,
  );
}
/**
 * /chat: with `sessionId` the conversation (and, on wide screens, the list beside it); with
 * `itemNumber` it first opens the chat with that item's seller; with neither, the list.
 */
function ChatScreen({ sessionId, itemNumber, orderNumber }) {
  const readNow = (0, import_react.useRef)(void 0);
  const [attempt, setAttempt] = (0, import_react.useState)(0);
  useChatStream((e) => readNow.current?.(e));
  let main = null;
  if (sessionId)
    main = /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Conversation,
      {
        sessionId,
        readNow,
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 55,
        columnNumber: 25,
      },
      this,
    );
  else if (itemNumber || orderNumber)
    main = /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      OpenByItem,
      {
        itemNumber,
        orderNumber,
        retry: () => setAttempt((n) => n + 1),
      },
      attempt,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 58,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: main ? void 0 : "Chats",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "div",
        {
          className: cx("grid gap-4", main && "md:grid-cols-[20rem_1fr]"),
          children: [
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "section",
              {
                "aria-label": "Conversations",
                className: cx(main && "hidden md:block"),
                children: [
                  main &&
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "h2",
                      {
                        className: "mb-3 text-lg font-bold text-slate-900",
                        children: "Chats",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 70,
                        columnNumber: 20,
                      },
                      this,
                    ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    SessionList,
                    {
                      activeId: sessionId,
                      compact: Boolean(main),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 71,
                      columnNumber: 11,
                    },
                    this,
                  ),
                ],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName,
                lineNumber: 69,
                columnNumber: 9,
              },
              this,
            ),
            main,
          ],
        },
        void 0,
        true,
        {
          fileName: _jsxFileName,
          lineNumber: 68,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 67,
      columnNumber: 5,
    },
    this,
  );
}
/**
 * `/chat?itemNumber=…` (the item's seller) or `/chat?orderNumber=…` (the other party of an order):
 * open (or reuse) the chat, then show it by sessionId.
 */
function OpenByItem({ itemNumber, orderNumber, retry }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [error, setError] = (0, import_react.useState)(null);
  (0, import_react.useEffect)(() => {
    let live = true;
    (orderNumber ? openOrderChatSession(orderNumber) : openChatSession(itemNumber ?? "")).then(
      (s) => {
        if (!live) return;
        qc.setQueryData(chatKeys.session(s.id), s);
        navigate({
          to: "/chat",
          search: { sessionId: s.id },
          replace: true,
        });
      },
      (err) => {
        if (live)
          setError(
            err instanceof ApiCodeError || err instanceof HttpError
              ? err.message
              : "Could not open the chat. Please try again.",
          );
      },
    );
    return () => {
      live = false;
    };
  }, [itemNumber, orderNumber, navigate, qc]);
  if (!error)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      ConversationSkeleton,
      {},
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 116,
        columnNumber: 22,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    EmptyState,
    {
      title: "Could not start this chat",
      body: error,
      action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "div",
        {
          className: "flex gap-3",
          children: [
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Button,
              {
                variant: "secondary",
                onClick: retry,
                children: "Try again",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 123,
                columnNumber: 11,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              AppLink,
              {
                href: orderNumber
                  ? `/orderDetail/${encodeURIComponent(orderNumber)}`
                  : `/itemDetail/${encodeURIComponent(itemNumber ?? "")}`,
                className:
                  "focus-ring inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-orange-600 hover:bg-orange-50",
                children: "Back to the item",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 126,
                columnNumber: 11,
              },
              this,
            ),
          ],
        },
        void 0,
        true,
        {
          fileName: _jsxFileName,
          lineNumber: 122,
          columnNumber: 9,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 118,
      columnNumber: 5,
    },
    this,
  );
}
function ConversationSkeleton() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Skeleton,
          { className: "h-14" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 145,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Skeleton,
          { className: "ml-auto h-10 w-2/3" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 146,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Skeleton,
          { className: "h-10 w-1/2" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 147,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Skeleton,
          { className: "h-24" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 148,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 144,
      columnNumber: 5,
    },
    this,
  );
}
function Conversation({ sessionId, readNow }) {
  const session = useQuery(sessionQuery(sessionId));
  const messages = useInfiniteQuery(messagesQuery(sessionId));
  const identity = useAtomValue(identityAtom);
  const me = useAtomValue(sessionAtom).userInfo;
  const myId = identity?.user.id ?? me?.id ?? null;
  const logRef = (0, import_react.useRef)(null);
  const stickToBottom = (0, import_react.useRef)(true);
  readNow.current = (e) => {
    if (e.sessionId === sessionId && e.message.senderId !== myId && document.visibilityState === "visible")
      markChatRead(sessionId);
  };
  const list = (messages.data?.pages ?? []).flatMap((p) => p.list).reverse();
  const newestId = list.at(-1)?.id;
  (0, import_react.useLayoutEffect)(() => {
    const el = logRef.current;
    if (el && stickToBottom.current && newestId !== void 0) el.scrollTop = el.scrollHeight;
  }, [newestId]);
  if ((session.isError && !session.data) || (messages.isError && !messages.data)) {
    const err = session.error ?? messages.error;
    const notFound = err instanceof ApiCodeError && err.code === 10004;
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      EmptyState,
      {
        title: notFound ? "This conversation does not exist" : "Could not load this chat",
        body: notFound ? "It may belong to someone else." : err?.message,
        action: notFound
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              AppLink,
              {
                href: "/chatList",
                className: "text-sm font-semibold text-orange-600 hover:underline",
                children: "All chats",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 191,
                columnNumber: 13,
              },
              this,
            )
          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Button,
              {
                variant: "secondary",
                onClick: () => {
                  session.refetch();
                  messages.refetch();
                },
                children: "Try again",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 195,
                columnNumber: 13,
              },
              this,
            ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 186,
        columnNumber: 7,
      },
      this,
    );
  }
  if (!session.data)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      ConversationSkeleton,
      {},
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 209,
        columnNumber: 29,
      },
      this,
    );
  const s = session.data;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      "aria-label": `Chat with ${s.other.name}`,
      className:
        "flex h-[calc(100dvh-11rem)] min-h-[24rem] flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 md:h-[calc(100dvh-14rem)]",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          ChatHeader,
          { s },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 216,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "ol",
          {
            ref: logRef,
            role: "log",
            "aria-label": "Messages",
            "aria-live": "polite",
            onScroll: (e) => {
              const el = e.currentTarget;
              stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
            },
            className: "flex flex-1 flex-col gap-2 overflow-y-auto bg-slate-50 px-3 py-4",
            children: [
              messages.hasNextPage &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "li",
                  {
                    className: "self-center",
                    children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Button,
                      {
                        variant: "ghost",
                        size: "sm",
                        busy: messages.isFetchingNextPage,
                        onClick: () => {
                          stickToBottom.current = false;
                          messages.fetchNextPage();
                        },
                        children: "Load older messages",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 230,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 229,
                    columnNumber: 11,
                  },
                  this,
                ),
              !messages.data &&
                [0, 1, 2].map((i) =>
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "li",
                    {
                      className: cx("w-1/2", i % 2 === 1 && "self-end"),
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        Skeleton,
                        { className: "h-10 rounded-2xl" },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 246,
                          columnNumber: 15,
                        },
                        this,
                      ),
                    },
                    i,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 245,
                      columnNumber: 13,
                    },
                    this,
                  ),
                ),
              messages.data &&
                list.length === 0 &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "li",
                  {
                    className: "m-auto max-w-xs text-center text-sm text-slate-500",
                    children:
                      s.myRole === "buyer"
                        ? `Ask ${s.other.name} about this item: condition, pickup, anything.`
                        : `No messages yet from ${s.other.name}.`,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 250,
                    columnNumber: 11,
                  },
                  this,
                ),
              list.map((m) =>
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Bubble,
                  {
                    m,
                    mine: m.senderId !== s.other.id,
                  },
                  m.id,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 257,
                    columnNumber: 11,
                  },
                  this,
                ),
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 217,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          SendBox,
          {
            sessionId,
            onSent: () => {
              stickToBottom.current = true;
            },
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 260,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 212,
      columnNumber: 5,
    },
    this,
  );
}
function ChatHeader({ s }) {
  const href = `/itemDetail/${encodeURIComponent(s.item.itemNumber)}`;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "header",
    {
      className: "flex items-center gap-3 border-b border-slate-200 px-3 py-2.5",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          AppLink,
          {
            href: "/chatList",
            className:
              "focus-ring -ml-1 rounded-lg px-2 py-1 text-sm font-semibold text-slate-600 hover:bg-slate-100 md:hidden",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "span",
                {
                  "aria-hidden": "true",
                  children: "←",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 278,
                  columnNumber: 9,
                },
                this,
              ),
              " Chats",
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 274,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            className: "flex size-11 shrink-0 overflow-hidden rounded-lg bg-slate-100",
            children:
              s.item.cover &&
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "img",
                {
                  src: s.item.cover,
                  alt: "",
                  width: 44,
                  height: 44,
                  className: "size-full object-cover",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 282,
                  columnNumber: 11,
                },
                this,
              ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 280,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "min-w-0 flex-1",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h1",
                {
                  className: "truncate text-base font-bold text-slate-900",
                  children: s.other.name,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 286,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "truncate text-sm text-slate-600",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      AppLink,
                      {
                        href,
                        className: "font-medium text-orange-700 hover:underline",
                        children: s.item.title,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 288,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    s.item.priceCents !== null &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        import_jsx_dev_runtime.Fragment,
                        { children: [" · ", formatCents(s.item.priceCents)] },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 291,
                          columnNumber: 42,
                        },
                        this,
                      ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        className: "text-slate-400",
                        children: [" · ", s.myRole === "buyer" ? "Seller" : "Buyer"],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 292,
                        columnNumber: 11,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 287,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 285,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 273,
      columnNumber: 5,
    },
    this,
  );
}
function Bubble({ m, mine }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "li",
    {
      className: cx("flex max-w-[80%] flex-col", mine ? "items-end self-end" : "items-start self-start"),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: cx(
              "whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-[15px] leading-snug",
              mine
                ? "rounded-br-md bg-orange-500 text-white"
                : "rounded-bl-md bg-white text-slate-900 ring-1 ring-slate-200",
            ),
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "span",
                {
                  className: "sr-only",
                  children: mine ? "You: " : "Them: ",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 310,
                  columnNumber: 9,
                },
                this,
              ),
              m.content,
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 302,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "time",
          {
            className: "mt-0.5 px-1 text-[11px] text-slate-500",
            dateTime: new Date(m.createTime).toISOString(),
            children: formatMessageTime(m.createTime),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 313,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 301,
      columnNumber: 5,
    },
    this,
  );
}
function SendBox({ sessionId, onSent }) {
  const qc = useQueryClient();
  const [text, setText] = (0, import_react.useState)("");
  const [busy, setBusy] = (0, import_react.useState)(false);
  const key = (0, import_react.useRef)(newIdempotencyKey());
  const inputRef = (0, import_react.useRef)(null);
  const content = text.trim();
  async function submit(e) {
    e?.preventDefault();
    if (!content || busy) return;
    setBusy(true);
    try {
      const m = await sendChatMessage(sessionId, content, key.current);
      onSent();
      addMessageToCache(qc, m);
      qc.invalidateQueries({ queryKey: chatKeys.sessions() });
      key.current = newIdempotencyKey();
      setText("");
    } catch {
    } finally {
      setBusy(false);
      inputRef.current?.focus();
    }
  }
  function onKeyDown(e) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  }
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "form",
    {
      onSubmit: submit,
      className: "flex items-end gap-2 border-t border-slate-200 bg-white p-2.5",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "label",
          {
            htmlFor: "chat-message",
            className: "sr-only",
            children: "Message",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 360,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "textarea",
          {
            id: "chat-message",
            ref: inputRef,
            value: text,
            onChange: (e) => {
              setText(e.target.value);
              key.current = newIdempotencyKey();
            },
            onKeyDown,
            rows: 1,
            maxLength: CHAT_MESSAGE_MAX,
            placeholder: "Write a message",
            "aria-describedby": "chat-message-hint",
            className:
              "focus-ring max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 [field-sizing:content]",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 363,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            id: "chat-message-hint",
            className: "sr-only",
            children: [
              "Enter sends, Shift+Enter starts a new line. At most ",
              CHAT_MESSAGE_MAX,
              " characters.",
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 378,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Button,
          {
            type: "submit",
            busy,
            disabled: !content,
            className: "h-11",
            children: "Send",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 381,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 359,
      columnNumber: 5,
    },
    this,
  );
}

export { ChatListScreen as t, ChatScreen as n };
