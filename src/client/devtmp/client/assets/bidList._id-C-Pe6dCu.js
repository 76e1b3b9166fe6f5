import { a as bidsQuery } from "./auction-queries-gInSO2J2.js";
import { a as itemQuery } from "./catalog-queries-CJhAGVIC.js";
import { t as cx } from "./cx-ClXQrqf-.js";
import {
  ft as AppLink,
  pt as Button,
  Et as EmptyState,
  Jt as onlineAtom,
  Dt as Page,
  v as Route,
  Ot as Skeleton,
  vn as useAtomValue,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as formatCents } from "./money-DGJvr2qW.js";
import { n as useLiveAuction } from "./use-live-auction-BNpbh9sb.js";
import { t as useInfiniteQuery } from "./useInfiniteQuery-BzfsR92_.js";

// src/client/features/auctions/bid-list-screen.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$1 = "/work/main/src/client/features/auctions/bid-list-screen.tsx";
var when = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
});
var ROW_SKELETONS = ["a", "b", "c", "d", "e", "f"];
/** /bidList/{id}: every placed bid, newest first, automatic ones marked "auto", mine marked. */
function BidListScreen({ itemNumber }) {
  const online = useAtomValue(onlineAtom);
  const item = useQuery(itemQuery(itemNumber)).data;
  const q = useInfiniteQuery(bidsQuery(itemNumber));
  useLiveAuction(itemNumber, item?.status === "active" && item.auction?.status !== "ended");
  const rows = q.data?.pages.flatMap((p) => p.list) ?? [];
  const total = q.data?.pages[0]?.total ?? 0;
  const a = item?.auction;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Bid history",
      width: "narrow",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mb-4 flex flex-col gap-1",
            children: [
              item
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    AppLink,
                    {
                      href: `/itemDetail/${encodeURIComponent(itemNumber)}`,
                      className:
                        "focus-ring self-start rounded text-base font-semibold text-orange-700 hover:underline",
                      children: item.title,
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 39,
                      columnNumber: 11,
                    },
                    this,
                  )
                : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Skeleton,
                    { className: "h-5 w-2/3" },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 46,
                      columnNumber: 11,
                    },
                    this,
                  ),
              a &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "text-sm text-slate-600",
                    children: [
                      a.bidCount > 0 ? "Current bid" : "Starting bid",
                      " ",
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "strong",
                        {
                          className: "text-slate-900",
                          children: formatCents(a.currentPriceCents),
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 51,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      " ·",
                      " ",
                      a.bidCount === 1 ? "1 bid" : `${a.bidCount} bids`,
                      !a.reserveMet && " · Reserve not met",
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 49,
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
            lineNumber: 37,
            columnNumber: 7,
          },
          this,
        ),
        !online &&
          rows.length > 0 &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200",
              children: "You are offline: this history was saved on this device and may be out of date.",
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 59,
              columnNumber: 9,
            },
            this,
          ),
        q.isPending
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "ul",
              {
                className: "flex flex-col gap-2",
                "aria-busy": "true",
                "aria-label": "Loading bids",
                children: ROW_SKELETONS.map((k) =>
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "li",
                    {
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        Skeleton,
                        { className: "h-12 w-full" },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 68,
                          columnNumber: 15,
                        },
                        this,
                      ),
                    },
                    k,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 67,
                      columnNumber: 13,
                    },
                    this,
                  ),
                ),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$1,
                lineNumber: 65,
                columnNumber: 9,
              },
              this,
            )
          : q.isError && rows.length === 0
            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                EmptyState,
                {
                  title: online ? "We could not load the bids" : "You are offline",
                  body: online
                    ? "Check your connection and try again."
                    : "This history has not been saved on this device yet. Try again when you are back online.",
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
                      lineNumber: 81,
                      columnNumber: 13,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 73,
                  columnNumber: 9,
                },
                this,
              )
            : rows.length === 0
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  EmptyState,
                  {
                    title: "No bids yet",
                    body: "Be the first to bid on this item.",
                    action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      AppLink,
                      {
                        href: `/itemDetail/${encodeURIComponent(itemNumber)}`,
                        className:
                          "focus-ring rounded-lg bg-orange-500 px-4 py-2 text-sm font-semibold text-white hover:bg-orange-600",
                        children: "Go to the item",
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
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 87,
                    columnNumber: 9,
                  },
                  this,
                )
              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  import_jsx_dev_runtime.Fragment,
                  {
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "table",
                        {
                          className:
                            "w-full table-fixed border-separate border-spacing-0 overflow-hidden rounded-xl bg-white text-sm ring-1 ring-slate-200",
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "caption",
                              {
                                className: "sr-only",
                                children: "Bids on this item, newest first",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$1,
                                lineNumber: 102,
                                columnNumber: 13,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "thead",
                              {
                                className:
                                  "bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500",
                                children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "tr",
                                  {
                                    children: [
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "th",
                                        {
                                          scope: "col",
                                          className: "px-3 py-2.5",
                                          children: "Bidder",
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName$1,
                                          lineNumber: 105,
                                          columnNumber: 17,
                                        },
                                        this,
                                      ),
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "th",
                                        {
                                          scope: "col",
                                          className: "w-28 px-3 py-2.5 text-right",
                                          children: "Amount",
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName$1,
                                          lineNumber: 108,
                                          columnNumber: 17,
                                        },
                                        this,
                                      ),
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "th",
                                        {
                                          scope: "col",
                                          className: "w-32 px-3 py-2.5 text-right sm:w-44",
                                          children: "Time",
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName$1,
                                          lineNumber: 111,
                                          columnNumber: 17,
                                        },
                                        this,
                                      ),
                                    ],
                                  },
                                  void 0,
                                  true,
                                  {
                                    fileName: _jsxFileName$1,
                                    lineNumber: 104,
                                    columnNumber: 15,
                                  },
                                  this,
                                ),
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$1,
                                lineNumber: 103,
                                columnNumber: 13,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "tbody",
                              {
                                children: rows.map((b, i) =>
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    BidRow,
                                    {
                                      bid: b,
                                      top: i === 0,
                                    },
                                    `${b.createTime}-${b.bidder}-${b.amountCents}-${b.auto}`,
                                    false,
                                    {
                                      fileName: _jsxFileName$1,
                                      lineNumber: 118,
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
                                lineNumber: 116,
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
                          lineNumber: 101,
                          columnNumber: 11,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "div",
                        {
                          className: "mt-4 flex flex-col items-center gap-2 text-sm text-slate-600",
                          children: [
                            q.hasNextPage
                              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  Button,
                                  {
                                    variant: "secondary",
                                    onClick: () => void q.fetchNextPage(),
                                    busy: q.isFetchingNextPage,
                                    children: "Load more bids",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName$1,
                                    lineNumber: 128,
                                    columnNumber: 15,
                                  },
                                  this,
                                )
                              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "p",
                                  { children: [total === 1 ? "1 bid" : `All ${total} bids`, " shown."] },
                                  void 0,
                                  true,
                                  {
                                    fileName: _jsxFileName$1,
                                    lineNumber: 132,
                                    columnNumber: 15,
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
                                  lineNumber: 134,
                                  columnNumber: 40,
                                },
                                this,
                              ),
                          ],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName$1,
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
                    fileName: _jsxFileName$1,
                    lineNumber: 100,
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
      lineNumber: 36,
      columnNumber: 5,
    },
    this,
  );
}
function BidRow({ bid, top }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "tr",
    {
      className: cx(bid.isMine && "bg-orange-50/70"),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "td",
          {
            className: "border-t border-slate-100 px-3 py-2.5",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "span",
              {
                className: "flex flex-wrap items-center gap-1.5",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "span",
                    {
                      className: "font-mono text-slate-900",
                      children: bid.bidder,
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 147,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  bid.isMine &&
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        className:
                          "rounded-full bg-orange-100 px-2 py-0.5 text-[11px] font-semibold text-orange-800",
                        children: "You",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 149,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  bid.auto &&
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        className:
                          "rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-semibold text-slate-600",
                        title: "Placed automatically from a max bid",
                        children: "auto",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 154,
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
                lineNumber: 146,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 145,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "td",
          {
            className: cx(
              "border-t border-slate-100 px-3 py-2.5 text-right tabular-nums",
              top && "font-bold text-slate-900",
            ),
            children: formatCents(bid.amountCents),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 163,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "td",
          {
            className: "border-t border-slate-100 px-3 py-2.5 text-right text-slate-600 tabular-nums",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "time",
              {
                dateTime: new Date(bid.createTime).toISOString(),
                children: when.format(bid.createTime),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$1,
                lineNumber: 172,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 171,
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
      lineNumber: 144,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/bidList.$id.tsx?tsr-split=component
var _jsxFileName = "/work/main/src/client/routes/bidList.$id.tsx?tsr-split=component";
var SplitComponent = function BidList() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    BidListScreen,
    { itemNumber: Route.useParams().id },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 4,
      columnNumber: 10,
    },
    this,
  );
};

export { SplitComponent as component };
