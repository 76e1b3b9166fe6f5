import { t as cx } from "./cx-ClXQrqf-.js";
import { n as Dialog } from "./dialog-fEMjAfBb.js";
import {
  ft as AppLink,
  mt as BellIcon,
  pt as Button,
  Ot as Skeleton,
  rn as showToast,
  Zt as signedInAtom,
  rt as unreadCountQuery,
  vn as useAtomValue,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import {
  t as adjustUnread,
  n as markAllNotificationsRead,
  r as markNotificationRead,
  i as notificationKeys,
  a as notificationListQuery,
} from "./notifications-queries-BGho0Vl4.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as useInfiniteQuery } from "./useInfiniteQuery-BzfsR92_.js";
import { t as useRouter } from "./useRouter-bDiZYcc0.js";

// src/client/features/notifications/notification-utils.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Spec §9: load the next page once the scroll position is within 5 px of the bottom. */
function nearBottom(el, threshold = 5) {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= threshold;
}
var rtf = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
var dateFmt = new Intl.DateTimeFormat("en", {
  month: "short",
  day: "numeric",
  year: "numeric",
});
/** "just now", "5 minutes ago", "yesterday", … and a date after a week. */
function formatWhen(at, now) {
  const s = Math.round((now - at) / 1e3);
  if (s < 45) return "just now";
  const m = Math.round(s / 60);
  if (m < 60) return rtf.format(-m, "minute");
  const h = Math.round(m / 60);
  if (h < 24) return rtf.format(-h, "hour");
  const d = Math.round(h / 24);
  if (d < 7) return rtf.format(-d, "day");
  return dateFmt.format(at);
}
/** The confirmation text of Mark all as read (spec §4 shows the count). */
function markAllMessage(count) {
  if (count <= 0) return "You have no unread notifications.";
  return count === 1 ? "Mark 1 notification as read?" : `Mark all ${count} notifications as read?`;
}
// src/shared/jump-types.ts
var JumpType = {
  BUYING: 5,
  ORDERS: 6,
  ITEM: 8,
  BUYING_ALT: 13,
  ORDERS_ALT: 14,
  SELLER_ORDER: 15,
  BUYER_ORDER: 16,
  /** A new listing matches a saved search; jumpId is the search's query string. */
  SAVED_SEARCH: 20,
};
/** The in-app path a notification opens, or null when its jumpType leads nowhere. */
function notificationPath(n) {
  const id = n.jumpId ?? "";
  switch (n.jumpType) {
    case JumpType.BUYING:
    case JumpType.BUYING_ALT:
      return `/buying?type=${encodeURIComponent(id)}`;
    case JumpType.ORDERS:
    case JumpType.ORDERS_ALT:
      return `/orders?type=${encodeURIComponent(id)}`;
    case JumpType.ITEM:
      return `/itemDetail/${encodeURIComponent(id)}`;
    case JumpType.BUYER_ORDER:
      return `/orderDetail/${encodeURIComponent(n.orderNumber ?? id)}`;
    case JumpType.SAVED_SEARCH:
      return id ? `/itemSearch?${id}` : "/itemSearch";
    case JumpType.SELLER_ORDER:
      return `/sellerOrderDetail/${encodeURIComponent(n.orderNumber ?? id)}`;
    default:
      return null;
  }
}
// src/client/features/notifications/use-open-notification.ts
/**
 * Spec §4: clicking a notification marks it read, decrements the unread count, closes the
 * dropdown (`onDone`) and navigates by jumpType. The count drops at once; the server's `unread`
 * stream event confirms it.
 */
function useOpenNotification(onDone) {
  const qc = useQueryClient();
  const router = useRouter();
  return (0, import_react.useCallback)(
    (n) => {
      if (!n.isRead) {
        adjustUnread(qc, (c) => c - 1);
        markNotificationRead(n.id)
          .catch(() => adjustUnread(qc, (c) => c + 1))
          .finally(() => void qc.invalidateQueries({ queryKey: notificationKeys.lists() }));
      }
      onDone?.();
      const path = notificationPath(n);
      if (path) router.navigate({ href: path });
    },
    [qc, router, onDone],
  );
}
// src/client/features/notifications/notification-list.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/notifications/notification-list.tsx";
/** The notifications list with its controls, shared by the bell's dropdown and /notifications. */
function NotificationList({ variant, onNavigate }) {
  const [showRead, setShowRead] = (0, import_react.useState)(false);
  const signedIn = useAtomValue(signedInAtom);
  const unread = useQuery(unreadCountQuery(signedIn)).data?.unreadCountNotifications ?? 0;
  const q = useInfiniteQuery({
    ...notificationListQuery(showRead),
    enabled: signedIn,
  });
  const open = useOpenNotification(onNavigate);
  const scroller = (0, import_react.useRef)(null);
  const listRef = (0, import_react.useRef)(null);
  const checkboxId = (0, import_react.useId)();
  const items = q.data?.pages.flatMap((p) => p.list) ?? [];
  const now = useMinuteNow();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = q;
  const loadMoreIfNear = (0, import_react.useCallback)(() => {
    if (!hasNextPage || isFetchingNextPage) return;
    if (
      variant === "dropdown"
        ? scroller.current && nearBottom(scroller.current)
        : nearBottom({
            scrollHeight: document.documentElement.scrollHeight,
            scrollTop: window.scrollY,
            clientHeight: window.innerHeight,
          })
    )
      fetchNextPage();
  }, [variant, hasNextPage, isFetchingNextPage, fetchNextPage]);
  (0, import_react.useEffect)(() => {
    loadMoreIfNear();
  }, [loadMoreIfNear, items.length]);
  (0, import_react.useEffect)(() => {
    if (variant !== "page") return;
    window.addEventListener("scroll", loadMoreIfNear, { passive: true });
    window.addEventListener("resize", loadMoreIfNear);
    return () => {
      window.removeEventListener("scroll", loadMoreIfNear);
      window.removeEventListener("resize", loadMoreIfNear);
    };
  }, [variant, loadMoreIfNear]);
  const onListKey = (e) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    const buttons = Array.from(listRef.current?.querySelectorAll("[data-notification]") ?? []);
    const i = buttons.indexOf(document.activeElement);
    const next = buttons[Math.min(buttons.length - 1, Math.max(0, i + (e.key === "ArrowDown" ? 1 : -1)))];
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };
  const dropdown = variant === "dropdown";
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: cx("flex flex-col", dropdown ? "max-h-[min(70dvh,480px)]" : ""),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: cx(
              "flex flex-wrap items-center gap-x-3 gap-y-2",
              dropdown
                ? "border-b border-slate-200 px-4 py-3"
                : "mb-4 rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200",
            ),
            children: [
              dropdown &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "h2",
                  {
                    className: "mr-auto text-base font-bold text-slate-900",
                    children: [
                      "Notifications",
                      unread > 0 &&
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "span",
                          {
                            className: "sr-only",
                            children: [", ", unread, " unread"],
                          },
                          void 0,
                          true,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 99,
                            columnNumber: 28,
                          },
                          this,
                        ),
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 97,
                    columnNumber: 11,
                  },
                  this,
                ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "label",
                {
                  htmlFor: checkboxId,
                  className: cx(
                    "flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-700",
                    dropdown ? "order-last w-full" : "mr-auto",
                  ),
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "input",
                      {
                        id: checkboxId,
                        type: "checkbox",
                        checked: showRead,
                        onChange: (e) => setShowRead(e.target.checked),
                        className: "focus-ring size-5 rounded accent-orange-500",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 109,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    "Show Read Notifications",
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 102,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                MarkAllRead,
                { unread },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 118,
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
            lineNumber: 88,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            ref: scroller,
            onScroll: dropdown ? loadMoreIfNear : void 0,
            className: cx(dropdown && "min-h-0 flex-1 overflow-y-auto overscroll-contain"),
            children: [
              q.isPending && signedIn
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    ListSkeleton,
                    {},
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 127,
                      columnNumber: 11,
                    },
                    this,
                  )
                : q.isError && items.length === 0
                  ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "div",
                      {
                        role: "alert",
                        className: "flex flex-col items-center gap-3 px-4 py-10 text-center",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "p",
                            {
                              className: "text-sm text-slate-700",
                              children: "We couldn't load your notifications.",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 130,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Button,
                            {
                              variant: "secondary",
                              size: "sm",
                              onClick: () => void q.refetch(),
                              children: "Try again",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 131,
                              columnNumber: 13,
                            },
                            this,
                          ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 129,
                        columnNumber: 11,
                      },
                      this,
                    )
                  : items.length === 0
                    ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "div",
                        {
                          className: "flex flex-col items-center gap-2 px-4 py-10 text-center",
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "span",
                              {
                                className:
                                  "flex size-12 items-center justify-center rounded-full bg-orange-50 text-orange-500",
                                children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  BellIcon,
                                  { className: "size-6" },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 138,
                                    columnNumber: 15,
                                  },
                                  this,
                                ),
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 137,
                                columnNumber: 13,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "p",
                              {
                                className: "text-sm font-semibold text-slate-800",
                                children: "No notifications yet",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 140,
                                columnNumber: 13,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "p",
                              {
                                className: "text-xs text-slate-600",
                                children: showRead
                                  ? "Bids, sales and messages about your items will show up here."
                                  : "You are all caught up.",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 141,
                                columnNumber: 13,
                              },
                              this,
                            ),
                          ],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 136,
                          columnNumber: 11,
                        },
                        this,
                      )
                    : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "ul",
                        {
                          ref: listRef,
                          "aria-label": showRead ? "All notifications" : "Unread notifications",
                          onKeyDown: onListKey,
                          className: cx(
                            "divide-y divide-slate-100",
                            !dropdown && "overflow-hidden rounded-xl bg-white ring-1 ring-slate-200",
                          ),
                          children: items.map((n) =>
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "li",
                              {
                                children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  NotificationRow,
                                  {
                                    n,
                                    now,
                                    onOpen: open,
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 159,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                              },
                              n.id,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 158,
                                columnNumber: 15,
                              },
                              this,
                            ),
                          ),
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 148,
                          columnNumber: 11,
                        },
                        this,
                      ),
              isFetchingNextPage &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "flex items-center justify-center gap-2 py-3 text-xs text-slate-500",
                    role: "status",
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "span",
                        {
                          className:
                            "size-4 animate-spin rounded-full border-2 border-orange-500 border-r-transparent",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 166,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      "Loading more…",
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 165,
                    columnNumber: 11,
                  },
                  this,
                ),
              q.isFetchNextPageError &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "div",
                  {
                    className: "flex justify-center py-3",
                    children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Button,
                      {
                        variant: "ghost",
                        size: "sm",
                        onClick: () => void fetchNextPage(),
                        children: "Couldn't load more. Try again",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 172,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 171,
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
            lineNumber: 121,
            columnNumber: 7,
          },
          this,
        ),
        dropdown &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "border-t border-slate-200 px-4 py-2.5 text-center",
              children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                AppLink,
                {
                  href: "/notifications",
                  onClick: onNavigate,
                  className:
                    "focus-ring inline-block rounded px-2 py-1 text-sm font-semibold text-orange-600 hover:underline",
                  children: "See more notifications",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 181,
                  columnNumber: 11,
                },
                this,
              ),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 180,
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
      lineNumber: 87,
      columnNumber: 5,
    },
    this,
  );
}
function NotificationRow({ n, now, onOpen }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "button",
    {
      type: "button",
      "data-notification": n.id,
      onClick: () => onOpen(n),
      className: cx(
        "focus-ring flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-slate-50",
        !n.isRead && "bg-orange-50/50",
      ),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          NotificationPic,
          { pic: n.pic },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 213,
            columnNumber: 7,
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
                  className: "flex items-baseline gap-2",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        className: cx(
                          "min-w-0 flex-1 truncate text-sm text-slate-900",
                          !n.isRead && "font-semibold",
                        ),
                        children: n.title,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 216,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "time",
                      {
                        dateTime: new Date(n.createDate).toISOString(),
                        className: "shrink-0 text-xs text-slate-500",
                        children: formatWhen(n.createDate, now),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 221,
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
                  lineNumber: 215,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "span",
                {
                  className: "mt-0.5 line-clamp-2 block text-[13px] leading-snug text-slate-600",
                  children: n.content,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 225,
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
            lineNumber: 214,
            columnNumber: 7,
          },
          this,
        ),
        !n.isRead &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "span",
            {
              className: "mt-1.5 size-2 shrink-0 rounded-full bg-orange-500",
              children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "span",
                {
                  className: "sr-only",
                  children: "Unread",
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
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 228,
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
      lineNumber: 204,
      columnNumber: 5,
    },
    this,
  );
}
/** The item's picture, or a bell when there is none or it does not load. */
function NotificationPic({ pic }) {
  const [failed, setFailed] = (0, import_react.useState)(false);
  if (pic && !failed)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      "img",
      {
        src: pic,
        alt: "",
        loading: "lazy",
        onError: () => setFailed(true),
        className: "size-11 shrink-0 rounded-lg bg-slate-100 object-cover",
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 241,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "span",
    {
      className: "flex size-11 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        BellIcon,
        { className: "size-5" },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 251,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 250,
      columnNumber: 5,
    },
    this,
  );
}
function ListSkeleton() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      role: "status",
      "aria-busy": "true",
      "aria-label": "Loading notifications",
      className: "divide-y divide-slate-100",
      children: [0, 1, 2].map((i) =>
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex gap-3 px-4 py-3",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "size-11 shrink-0 rounded-lg" },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 266,
                  columnNumber: 11,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex-1 space-y-2 pt-1",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Skeleton,
                      { className: "h-3.5 w-2/3" },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 268,
                        columnNumber: 13,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Skeleton,
                      { className: "h-3 w-full" },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 269,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 267,
                  columnNumber: 11,
                },
                this,
              ),
            ],
          },
          i,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 265,
            columnNumber: 9,
          },
          this,
        ),
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 258,
      columnNumber: 5,
    },
    this,
  );
}
/** Spec §4: Mark all as read asks first (with the count, Undo and Confirm), then clears the count and reloads. */
function MarkAllRead({ unread }) {
  const qc = useQueryClient();
  const [open, setOpen] = (0, import_react.useState)(false);
  const [busy, setBusy] = (0, import_react.useState)(false);
  const close = () => setOpen(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await markAllNotificationsRead();
      adjustUnread(qc, () => 0);
      setOpen(false);
      await qc.resetQueries({ queryKey: notificationKeys.lists() });
    } catch {
      showToast("Couldn't mark your notifications as read. Try again.", "error");
    } finally {
      setBusy(false);
    }
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    import_jsx_dev_runtime.Fragment,
    {
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "button",
          {
            type: "button",
            onClick: () => setOpen(true),
            className: "focus-ring rounded px-1 text-sm font-semibold text-orange-600 hover:underline",
            children: "Mark all as read",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 299,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          StopEscape,
          {
            active: open,
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Dialog,
              {
                open,
                onClose: close,
                title: "Mark all as read",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "text-sm text-slate-700",
                      children: markAllMessage(unread),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 308,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: "mt-6 flex justify-end gap-3",
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Button,
                          {
                            variant: "secondary",
                            autoFocus: true,
                            onClick: close,
                            children: "Undo",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 310,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Button,
                          {
                            busy,
                            onClick: () => void confirm(),
                            children: "Confirm",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 313,
                            columnNumber: 13,
                          },
                          this,
                        ),
                      ],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 309,
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
                lineNumber: 307,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 306,
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
      lineNumber: 298,
      columnNumber: 5,
    },
    this,
  );
}
/** Keeps Escape inside the confirmation so it closes only the dialog, not the dropdown around it. */
function StopEscape({ active, children }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "contents",
      onKeyDown: (e) => {
        if (active && e.key === "Escape") e.stopPropagation();
      },
      children,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 327,
      columnNumber: 5,
    },
    this,
  );
}
/** A clock that ticks each minute (relative times need no more). */
function useMinuteNow() {
  const [now, setNow] = (0, import_react.useState)(() => Date.now());
  (0, import_react.useEffect)(() => {
    const t = setInterval(() => setNow(Date.now()), 6e4);
    return () => clearInterval(t);
  }, []);
  return now;
}

export { NotificationList as t };
