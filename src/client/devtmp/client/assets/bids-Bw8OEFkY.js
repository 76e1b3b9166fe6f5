import { r as auctionKeys, c as myBidsQuery, d as standingFromMyBid } from "./auction-queries-gInSO2J2.js";
import { t as cx } from "./cx-ClXQrqf-.js";
import {
  ft as AppLink,
  pt as Button,
  gt as ClockIcon,
  vt as CloudOffIcon,
  Et as EmptyState,
  Jt as onlineAtom,
  Dt as Page,
  Q as Route,
  Ot as Skeleton,
  Yt as sessionAtom,
  vn as useAtomValue,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as formatCents } from "./money-DGJvr2qW.js";
import { r as usePendingBids } from "./pending-bids-CDFp15un.js";
import { T as skipToken } from "./query-HN9MFuoM.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { n as useServerNow } from "./server-clock-CGJGxq8x.js";
import { a as isLeader, n as useLiveAuction } from "./use-live-auction-BNpbh9sb.js";
import { t as formatTimeLeft } from "./use-now-CzzdknSh.js";
import { t as useInfiniteQuery } from "./useInfiniteQuery-BzfsR92_.js";
import { n as useNavigate } from "./useNavigate-KEmBFHEf.js";

// src/client/features/auctions/my-bids-screen.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$1 = "/work/main/src/client/features/auctions/my-bids-screen.tsx";
var MY_BIDS_TABS = ["leading", "outbid", "won", "lost"];
var TAB_LABEL = {
  leading: "Leading",
  outbid: "Outbid",
  won: "Won",
  lost: "Lost",
};
var EMPTY = {
  leading: {
    title: "You are not leading any auction",
    body: "Auctions where you are the highest bidder show here.",
  },
  outbid: {
    title: "Nobody has outbid you",
    body: "Open auctions where someone bid more than you show here.",
  },
  won: {
    title: "No auctions won yet",
    body: "Auctions you win show here until you find them in Purchases.",
  },
  lost: {
    title: "No lost auctions",
    body: "Ended auctions you bid on but did not win show here.",
  },
};
/** Live streams for this many of the soonest-ending rows; the rest refresh by a quiet poll. */
var LIVE_ROWS = 3;
var ROW_SKELETONS = ["a", "b", "c", "d"];
/** /bids: my bids by tab (leading, outbid, won, lost), prices and standing kept live. */
function MyBidsScreen({ tab }) {
  const session = useAtomValue(sessionAtom);
  const online = useAtomValue(onlineAtom);
  const userId = session.token ? (session.userInfo?.id ?? 0) : null;
  const navigate = useNavigate();
  const q = useInfiniteQuery(myBidsQuery(userId, tab));
  const pending = usePendingBids(userId);
  const tabRefs = (0, import_react.useRef)({});
  const select = (t, focus = false) => {
    navigate({
      to: "/bids",
      search: { type: t },
      replace: true,
    });
    if (focus) tabRefs.current[t]?.focus();
  };
  const onKey = (e) => {
    const i = MY_BIDS_TABS.indexOf(tab);
    const next =
      e.key === "ArrowRight"
        ? MY_BIDS_TABS[(i + 1) % MY_BIDS_TABS.length]
        : e.key === "ArrowLeft"
          ? MY_BIDS_TABS[(i + MY_BIDS_TABS.length - 1) % MY_BIDS_TABS.length]
          : e.key === "Home"
            ? MY_BIDS_TABS[0]
            : e.key === "End"
              ? MY_BIDS_TABS[MY_BIDS_TABS.length - 1]
              : null;
    if (next) {
      e.preventDefault();
      select(next, true);
    }
  };
  if (userId == null)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Page,
      {
        heading: "Bids",
        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          EmptyState,
          {
            title: "Sign in to see your bids",
            action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              AppLink,
              {
                href: `/signIn?redirect=${encodeURIComponent("/bids")}`,
                className:
                  "focus-ring inline-flex h-10 items-center rounded-lg bg-orange-500 px-4 text-sm font-semibold text-white hover:bg-orange-600",
                children: "Sign In",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$1,
                lineNumber: 82,
                columnNumber: 13,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 79,
            columnNumber: 9,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName$1,
        lineNumber: 78,
        columnNumber: 7,
      },
      this,
    );
  const rows = q.data?.pages.flatMap((p) => p.list) ?? [];
  const openRows = rows
    .filter((r) => r.auction.status !== "ended")
    .sort((a, b) => a.auction.endTime - b.auction.endTime)
    .slice(0, LIVE_ROWS)
    .map((r) => r.item.itemNumber);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Bids",
      width: "default",
      children: [
        pending.length > 0 &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "section",
            {
              "aria-labelledby": "pending-bids-heading",
              className: "mb-5 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "h2",
                  {
                    id: "pending-bids-heading",
                    className: "mb-2 flex items-center gap-2 font-semibold",
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        CloudOffIcon,
                        { className: "size-4" },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 108,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      "Pending bids (not sent)",
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 107,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "mb-2",
                    children:
                      "You made these while offline. Open each item to confirm it again against the current price.",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 111,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "ul",
                  {
                    className: "flex flex-col gap-1",
                    children: pending.map((p) =>
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "li",
                        {
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              AppLink,
                              {
                                href: `/itemDetail/${encodeURIComponent(p.itemNumber)}`,
                                className: "focus-ring rounded font-semibold text-orange-800 underline",
                                children: p.title,
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$1,
                                lineNumber: 117,
                                columnNumber: 17,
                              },
                              this,
                            ),
                            " ",
                            "— ",
                            p.kind === "max" ? "max bid" : "bid",
                            " of ",
                            formatCents(p.amountCents),
                          ],
                        },
                        p.itemNumber,
                        true,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 116,
                          columnNumber: 15,
                        },
                        this,
                      ),
                    ),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 114,
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
              lineNumber: 103,
              columnNumber: 9,
            },
            this,
          ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            role: "tablist",
            "aria-label": "My bids",
            className: "mb-4 flex gap-1 overflow-x-auto border-b border-slate-200",
            onKeyDown: onKey,
            children: MY_BIDS_TABS.map((t) =>
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "button",
                {
                  ref: (el) => {
                    tabRefs.current[t] = el;
                  },
                  type: "button",
                  role: "tab",
                  id: `bids-tab-${t}`,
                  "aria-selected": tab === t,
                  "aria-controls": "bids-panel",
                  tabIndex: tab === t ? 0 : -1,
                  onClick: () => select(t),
                  className: cx(
                    "focus-ring -mb-px shrink-0 rounded-t-lg border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors",
                    tab === t
                      ? "border-orange-500 text-orange-700"
                      : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                  ),
                  children: TAB_LABEL[t],
                },
                t,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 137,
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
            lineNumber: 130,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            role: "tabpanel",
            id: "bids-panel",
            "aria-labelledby": `bids-tab-${tab}`,
            children: [
              !online &&
                rows.length > 0 &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className:
                      "mb-3 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200",
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        CloudOffIcon,
                        { className: "size-4 shrink-0" },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 164,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      "You are offline: these bids were saved on this device and may be out of date.",
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 163,
                    columnNumber: 11,
                  },
                  this,
                ),
              q.isPending
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "ul",
                    {
                      className: "flex flex-col gap-3",
                      "aria-busy": "true",
                      "aria-label": "Loading bids",
                      children: ROW_SKELETONS.map((k) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "li",
                          {
                            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              Skeleton,
                              { className: "h-24 w-full rounded-xl" },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$1,
                                lineNumber: 172,
                                columnNumber: 17,
                              },
                              this,
                            ),
                          },
                          k,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 171,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 169,
                      columnNumber: 11,
                    },
                    this,
                  )
                : q.isError && rows.length === 0
                  ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      EmptyState,
                      {
                        title: online ? "We could not load your bids" : "You are offline",
                        body: online
                          ? "Check your connection and try again."
                          : "Your bids have not been saved on this device yet. Try again when you are back online.",
                        action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Button,
                          {
                            onClick: () => void q.refetch(),
                            busy: q.isFetching,
                            children: "Try again",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 185,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 177,
                        columnNumber: 11,
                      },
                      this,
                    )
                  : rows.length === 0
                    ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        EmptyState,
                        {
                          title: EMPTY[tab].title,
                          body: EMPTY[tab].body,
                          action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            AppLink,
                            {
                              href: "/itemSearch?type=auction&sort=ending",
                              className:
                                "focus-ring rounded-lg px-3 py-2 text-sm font-semibold text-orange-700 hover:bg-orange-50",
                              children: "Find auctions ending soon",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 195,
                              columnNumber: 15,
                            },
                            this,
                          ),
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 191,
                          columnNumber: 11,
                        },
                        this,
                      )
                    : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        import_jsx_dev_runtime.Fragment,
                        {
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "ul",
                              {
                                className: "grid gap-3 lg:grid-cols-2",
                                "aria-label": `${TAB_LABEL[tab]} bids`,
                                children: rows.map((r) =>
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    MyBidRow,
                                    {
                                      row: r,
                                      userId,
                                      live: openRows.includes(r.item.itemNumber),
                                    },
                                    r.item.itemNumber,
                                    false,
                                    {
                                      fileName: _jsxFileName$1,
                                      lineNumber: 207,
                                      columnNumber: 17,
                                    },
                                    this,
                                  ),
                                ),
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$1,
                                lineNumber: 205,
                                columnNumber: 13,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "div",
                              {
                                className: "mt-5 flex flex-col items-center gap-2 text-sm text-slate-600",
                                children: [
                                  q.hasNextPage
                                    ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        Button,
                                        {
                                          variant: "secondary",
                                          onClick: () => void q.fetchNextPage(),
                                          busy: q.isFetchingNextPage,
                                          children: "Load more",
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName$1,
                                          lineNumber: 217,
                                          columnNumber: 17,
                                        },
                                        this,
                                      )
                                    : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "p",
                                        {
                                          children: [
                                            rows.length === 1 ? "1 auction" : `All ${rows.length} auctions`,
                                            " shown.",
                                          ],
                                        },
                                        void 0,
                                        true,
                                        {
                                          fileName: _jsxFileName$1,
                                          lineNumber: 225,
                                          columnNumber: 17,
                                        },
                                        this,
                                      ),
                                  q.isFetchNextPageError &&
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "p",
                                      {
                                        role: "alert",
                                        children: "We could not load more bids.",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$1,
                                        lineNumber: 227,
                                        columnNumber: 42,
                                      },
                                      this,
                                    ),
                                ],
                              },
                              void 0,
                              true,
                              {
                                fileName: _jsxFileName$1,
                                lineNumber: 215,
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
                          lineNumber: 204,
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
            lineNumber: 161,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$1,
      lineNumber: 101,
      columnNumber: 5,
    },
    this,
  );
}
var BADGE = {
  leading: {
    text: "Leading",
    cls: "bg-emerald-100 text-emerald-800",
  },
  outbid: {
    text: "Outbid",
    cls: "bg-rose-100 text-rose-800",
  },
  won: {
    text: "Won",
    cls: "bg-emerald-600 text-white",
  },
  lost: {
    text: "Lost",
    cls: "bg-slate-200 text-slate-700",
  },
};
function MyBidRow({ row, userId, live }) {
  const itemNumber = row.item.itemNumber;
  useLiveAuction(itemNumber, live);
  const leaderNow = useQuery({
    queryKey: auctionKeys.live(itemNumber),
    queryFn: skipToken,
  }).data;
  const now = useServerNow();
  const a = row.auction;
  const open = row.state === "leading" || row.state === "outbid";
  const state = open
    ? isLeader(standingFromMyBid(row), leaderNow, userId)
      ? "leading"
      : "outbid"
    : row.state;
  const left = formatTimeLeft(a.endTime - now);
  const badge = BADGE[state];
  const href = `/itemDetail/${encodeURIComponent(itemNumber)}`;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "li",
    {
      className: "flex gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          AppLink,
          {
            href,
            tabIndex: -1,
            "aria-hidden": "true",
            className: "shrink-0",
            children: row.item.cover
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "img",
                  {
                    src: row.item.cover,
                    alt: "",
                    width: 88,
                    height: 88,
                    loading: "lazy",
                    className: "size-20 rounded-lg object-cover sm:size-22",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 265,
                    columnNumber: 11,
                  },
                  this,
                )
              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "span",
                  {
                    className:
                      "flex size-20 items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-400",
                    children: "No photo",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 274,
                    columnNumber: 11,
                  },
                  this,
                ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 263,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex min-w-0 flex-1 flex-col gap-1",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex items-start justify-between gap-2",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      AppLink,
                      {
                        href,
                        className:
                          "focus-ring line-clamp-2 rounded font-semibold text-slate-900 hover:text-orange-700 hover:underline",
                        children: row.item.title,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 281,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        className: cx("shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold", badge.cls),
                        children: badge.text,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 287,
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
                  lineNumber: 280,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-sm text-slate-700",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        className: "font-bold text-slate-900",
                        children: formatCents(a.currentPriceCents),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 292,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    " · ",
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      AppLink,
                      {
                        href: `/bidList/${encodeURIComponent(itemNumber)}`,
                        className:
                          "focus-ring rounded underline decoration-slate-300 hover:decoration-orange-500",
                        children: a.bidCount === 1 ? "1 bid" : `${a.bidCount} bids`,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 294,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    !a.reserveMet && " · Reserve not met",
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 291,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-xs text-slate-600",
                  children: [
                    row.myMaxBidCents != null &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        import_jsx_dev_runtime.Fragment,
                        { children: ["Your bid ", formatCents(row.myMaxBidCents)] },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 303,
                          columnNumber: 41,
                        },
                        this,
                      ),
                    row.myMaxBidCents != null && row.myMaxAmountCents != null && " · ",
                    row.myMaxAmountCents != null &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        import_jsx_dev_runtime.Fragment,
                        { children: ["Your max ", formatCents(row.myMaxAmountCents)] },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 305,
                          columnNumber: 44,
                        },
                        this,
                      ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 302,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "mt-auto flex items-center justify-between gap-2",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        className: cx(
                          "inline-flex items-center gap-1 text-xs font-medium",
                          open && left && a.endTime - now < 36e5 ? "text-rose-600" : "text-slate-600",
                        ),
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            ClockIcon,
                            { className: "size-3.5" },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 314,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          open && left ? `${left} left` : "Ended",
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 308,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    state === "outbid" &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        AppLink,
                        {
                          href,
                          className:
                            "focus-ring rounded-lg bg-orange-500 px-3 py-1.5 text-xs font-semibold text-white hover:bg-orange-600",
                          children: "Bid again",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 318,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    state === "won" &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        AppLink,
                        {
                          href: "/buying",
                          className:
                            "focus-ring rounded-lg px-2 py-1 text-xs font-semibold text-orange-700 hover:underline",
                          children: "Pay in Purchases",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 326,
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
                  lineNumber: 307,
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
            lineNumber: 279,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$1,
      lineNumber: 262,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/bids.tsx?tsr-split=component
var _jsxFileName = "/work/main/src/client/routes/bids.tsx?tsr-split=component";
var SplitComponent = function Bids() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    MyBidsScreen,
    { tab: Route.useSearch().type },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 10,
      columnNumber: 10,
    },
    this,
  );
};

export { SplitComponent as component };
