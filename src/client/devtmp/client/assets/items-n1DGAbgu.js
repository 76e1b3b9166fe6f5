import { t as newIdempotencyKey } from "./api-CDAijywg.js";
import { t as cx } from "./cx-ClXQrqf-.js";
import {
  ft as AppLink,
  $t as api,
  pt as Button,
  Et as EmptyState,
  Dt as Page,
  z as Route,
  Yt as sessionAtom,
  rn as showToast,
  vn as useAtomValue,
  At as useDocumentTitle,
} from "./index-BAN1tMZn.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as useInfiniteQuery } from "./useInfiniteQuery-BzfsR92_.js";
import "./ui-BfiZzKoh.js";
import { t as ConfirmDialog } from "./dialog-fEMjAfBb.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import {
  a as dateText,
  n as RowSkeletons,
  r as SellerItemRow,
  i as StateBadge,
  o as summaryPrice,
} from "./seller-item-row-ZBtxuSph.js";
import { i as myItemsQuery, o as sellingKeys } from "./selling-queries-CfSob5w7.js";

// src/client/features/selling/my-items-screen.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$1 = "/work/main/src/client/features/selling/my-items-screen.tsx";
var TABS = [
  {
    id: "active",
    name: "Active",
  },
  {
    id: "scheduled",
    name: "Scheduled",
  },
  {
    id: "ended",
    name: "Ended",
  },
  {
    id: "sold",
    name: "Sold",
  },
  {
    id: "draft",
    name: "Drafts",
  },
];
var EMPTY = {
  active: "Nothing is live right now.",
  scheduled: "No auctions are waiting to start.",
  ended: "No ended listings.",
  sold: "Nothing sold yet.",
  draft: "No drafts.",
};
/** My items: tabs active, scheduled, ended, sold, drafts; withdraw, sell again, edit. */
function MyItemsScreen({ tab }) {
  useDocumentTitle("My Items");
  const identity = useAtomValue(sessionAtom).identityToken ?? "personal";
  const q = useInfiniteQuery(myItemsQuery(tab, identity));
  const qc = useQueryClient();
  const [withdrawing, setWithdrawing] = (0, import_react.useState)(null);
  const [busy, setBusy] = (0, import_react.useState)(false);
  const list = q.data?.pages.flatMap((p) => p.list) ?? [];
  const withdraw = async () => {
    if (!withdrawing) return;
    setBusy(true);
    try {
      await api.post(
        "/item/withdraw",
        {
          itemNumber: withdrawing.itemNumber,
          version: withdrawing.version,
        },
        { idempotencyKey: newIdempotencyKey() },
      );
      showToast("The listing was withdrawn.", "success");
      await qc.invalidateQueries({ queryKey: sellingKeys.all });
    } catch {
    } finally {
      setBusy(false);
      setWithdrawing(null);
    }
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "My Items",
      actions: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        AppLink,
        {
          href: "/postItem",
          className:
            "focus-ring inline-flex h-10 items-center rounded-lg bg-orange-500 px-4 text-sm font-semibold text-white hover:bg-orange-600",
          children: "New listing",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName$1,
          lineNumber: 70,
          columnNumber: 9,
        },
        this,
      ),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mx-auto max-w-3xl",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "nav",
                {
                  "aria-label": "Item status",
                  className: "-mx-4 mb-4 overflow-x-auto px-4 md:mx-0 md:px-0",
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "ul",
                    {
                      className: "flex gap-2",
                      children: TABS.map((t) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "li",
                          {
                            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              AppLink,
                              {
                                href: `/items?tab=${t.id}`,
                                "aria-current": t.id === tab ? "page" : void 0,
                                className: cx(
                                  "focus-ring inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold",
                                  t.id === tab
                                    ? "bg-slate-900 text-white"
                                    : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50",
                                ),
                                children: t.name,
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$1,
                                lineNumber: 83,
                                columnNumber: 17,
                              },
                              this,
                            ),
                          },
                          t.id,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 82,
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
                      lineNumber: 80,
                      columnNumber: 11,
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
              q.isPending
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    RowSkeletons,
                    {},
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 100,
                      columnNumber: 11,
                    },
                    this,
                  )
                : q.isError && list.length === 0
                  ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      EmptyState,
                      {
                        title: "Your items could not be loaded",
                        body: navigator.onLine
                          ? q.error.message
                          : "You are offline. This list has not been saved on this device yet.",
                        action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Button,
                          {
                            onClick: () => void q.refetch(),
                            children: "Try again",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 109,
                            columnNumber: 21,
                          },
                          this,
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 102,
                        columnNumber: 11,
                      },
                      this,
                    )
                  : list.length === 0
                    ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        EmptyState,
                        {
                          title: EMPTY[tab],
                          action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            AppLink,
                            {
                              href: "/postItem",
                              className: "font-semibold text-orange-700 underline",
                              children: "Post an item",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 115,
                              columnNumber: 15,
                            },
                            this,
                          ),
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 112,
                          columnNumber: 11,
                        },
                        this,
                      )
                    : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "ul",
                        {
                          className: "space-y-3",
                          children: list.map((i) =>
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              SellerItemRow,
                              {
                                title: i.title || "Untitled item",
                                cover: i.cover,
                                href:
                                  i.status === "draft"
                                    ? `/editItem?itemNumber=${i.itemNumber}`
                                    : `/itemDetail/${i.itemNumber}`,
                                badges: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  import_jsx_dev_runtime.Fragment,
                                  {
                                    children: [
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        StateBadge,
                                        { state: i.listingState },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName$1,
                                          lineNumber: 134,
                                          columnNumber: 21,
                                        },
                                        this,
                                      ),
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "span",
                                        {
                                          className: "text-[11px] font-medium text-slate-500",
                                          children:
                                            i.saleType === "auction"
                                              ? `Auction · ${i.bidCount} ${i.bidCount === 1 ? "bid" : "bids"}`
                                              : "Fixed price",
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName$1,
                                          lineNumber: 135,
                                          columnNumber: 21,
                                        },
                                        this,
                                      ),
                                    ],
                                  },
                                  void 0,
                                  true,
                                  {
                                    fileName: _jsxFileName$1,
                                    lineNumber: 133,
                                    columnNumber: 19,
                                  },
                                  this,
                                ),
                                meta: metaOf(i),
                                price: summaryPrice(i),
                                actions: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  RowActions,
                                  {
                                    item: i,
                                    onWithdraw: () => setWithdrawing(i),
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName$1,
                                    lineNumber: 144,
                                    columnNumber: 26,
                                  },
                                  this,
                                ),
                              },
                              i.itemNumber,
                              false,
                              {
                                fileName: _jsxFileName$1,
                                lineNumber: 123,
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
                          lineNumber: 121,
                          columnNumber: 11,
                        },
                        this,
                      ),
              q.hasNextPage &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "div",
                  {
                    className: "mt-4 flex justify-center",
                    children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Button,
                      {
                        variant: "secondary",
                        busy: q.isFetchingNextPage,
                        onClick: () => void q.fetchNextPage(),
                        children: "Show more",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 151,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 150,
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
            lineNumber: 78,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          ConfirmDialog,
          {
            open: withdrawing !== null,
            message: `Withdraw “${withdrawing?.title ?? ""}”? Buyers will no longer see it.`,
            confirmLabel: "Withdraw",
            cancelLabel: "Keep it",
            busy,
            onConfirm: () => void withdraw(),
            onCancel: () => setWithdrawing(null),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 157,
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
      lineNumber: 67,
      columnNumber: 5,
    },
    this,
  );
}
function metaOf(i) {
  if (i.listingState === "scheduled" && i.startTime) return `Starts ${dateText(i.startTime)}`;
  if (i.listingState === "active" && i.endTime) return `Ends ${dateText(i.endTime)}`;
  if ((i.listingState === "ended" || i.listingState === "sold") && i.endTime)
    return `Ended ${dateText(i.endTime)}`;
  return `Edited ${dateText(i.updatedAt)}`;
}
var action =
  "focus-ring inline-flex h-8 items-center rounded-lg px-3 text-xs font-semibold ring-1 ring-inset ring-slate-300 hover:bg-slate-50";
function RowActions({ item, onWithdraw }) {
  const s = item.listingState;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    import_jsx_dev_runtime.Fragment,
    {
      children: [
        (s === "draft" || s === "active" || s === "scheduled") &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            AppLink,
            {
              href: `/editItem?itemNumber=${item.itemNumber}`,
              className: action,
              "aria-label": `Edit ${item.title}`,
              children: "Edit",
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 186,
              columnNumber: 9,
            },
            this,
          ),
        (s === "active" || s === "scheduled") &&
          item.saleType === "auction" &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            AppLink,
            {
              href: `/auctionSettings/${item.itemNumber}`,
              className: action,
              children: "Settings",
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 195,
              columnNumber: 9,
            },
            this,
          ),
        (s === "active" || s === "scheduled") &&
          item.bidCount === 0 &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "button",
            {
              type: "button",
              onClick: onWithdraw,
              className: cx(action, "text-rose-700"),
              children: "Withdraw",
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 200,
              columnNumber: 9,
            },
            this,
          ),
        (s === "ended" || s === "sold" || s === "withdrawn") &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            AppLink,
            {
              href: `/sellAgain/${item.itemNumber}`,
              className: action,
              children: "Sell again",
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 205,
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
      lineNumber: 184,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/items.tsx?tsr-split=component
var _jsxFileName = "/work/main/src/client/routes/items.tsx?tsr-split=component";
var SplitComponent = function Items() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    MyItemsScreen,
    { tab: Route.useSearch().tab ?? "active" },
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
