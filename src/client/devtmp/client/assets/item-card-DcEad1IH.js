import { t as cx } from "./cx-ClXQrqf-.js";
import { ft as AppLink, gt as ClockIcon, St as PinIcon, Ot as Skeleton } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as formatCents } from "./money-DGJvr2qW.js";
import { t as formatTimeLeft, n as useNow } from "./use-now-CzzdknSh.js";

// src/client/ui/item-card.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/ui/item-card.tsx";
function TimeLeft({ endTime }) {
  const now = useNow();
  const left = formatTimeLeft(endTime - now);
  const soon = left !== null && endTime - now < 36e5;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "span",
    {
      suppressHydrationWarning: true,
      className: cx(
        "inline-flex shrink-0 items-center gap-1 whitespace-nowrap text-xs font-medium",
        soon ? "text-rose-600" : "text-slate-600",
      ),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          ClockIcon,
          { className: "size-3.5" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 28,
            columnNumber: 7,
          },
          this,
        ),
        left ? `${left} left` : "Ended",
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 21,
      columnNumber: 5,
    },
    this,
  );
}
/** An item in a grid or row: cover (fixed 1:1 box, lazy), title, price, time left. Links to its page. */
function ItemCard({ item, priority = false }) {
  const auction = item.saleType === "auction";
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "article",
    {
      className:
        "group relative flex flex-col overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 transition hover:shadow-md hover:ring-slate-300",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "relative aspect-square overflow-hidden bg-slate-100",
            children: [
              item.cover
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "img",
                    {
                      src: item.cover,
                      alt: "",
                      width: 320,
                      height: 320,
                      loading: priority ? "eager" : "lazy",
                      fetchPriority: priority ? "high" : "auto",
                      decoding: "async",
                      className: "size-full object-cover transition duration-300 group-hover:scale-[1.03]",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 41,
                      columnNumber: 11,
                    },
                    this,
                  )
                : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: "flex size-full items-center justify-center text-xs text-slate-400",
                      children: "No photo",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 52,
                      columnNumber: 11,
                    },
                    this,
                  ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "span",
                {
                  className: cx(
                    "absolute left-2 top-2 rounded-full px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wide",
                    auction ? "bg-slate-900/85 text-white" : "bg-white/90 text-slate-800",
                  ),
                  children: auction ? "Auction" : "Buy now",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 54,
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
            lineNumber: 39,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex flex-1 flex-col gap-1 p-3",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h3",
                {
                  className: "line-clamp-2 min-h-[2.5rem] text-sm font-medium leading-5 text-slate-900",
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    AppLink,
                    {
                      href: `/itemDetail/${encodeURIComponent(item.itemNumber)}`,
                      className: "focus-ring rounded after:absolute after:inset-0 after:content-['']",
                      children: item.title,
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 65,
                      columnNumber: 11,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 64,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-base font-bold text-slate-900",
                  children: [
                    item.priceCents != null ? formatCents(item.priceCents) : "—",
                    auction &&
                      item.bidCount != null &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "span",
                        {
                          className: "ml-1.5 text-xs font-normal text-slate-500",
                          children: [item.bidCount, " ", item.bidCount === 1 ? "bid" : "bids"],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 75,
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
                  lineNumber: 72,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className:
                    "mt-auto flex flex-col gap-0.5 pt-1 lg:flex-row lg:items-center lg:justify-between lg:gap-2",
                  children: [
                    auction && item.endTime
                      ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          TimeLeft,
                          { endTime: item.endTime },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 81,
                            columnNumber: 38,
                          },
                          this,
                        )
                      : null,
                    item.city &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "span",
                        {
                          className: "inline-flex min-w-0 items-center gap-0.5 text-xs text-slate-500",
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              PinIcon,
                              { className: "size-3 shrink-0" },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 84,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "span",
                              {
                                className: "truncate",
                                children: item.city,
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 85,
                                columnNumber: 15,
                              },
                              this,
                            ),
                          ],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 83,
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
                  lineNumber: 80,
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
            lineNumber: 63,
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
      lineNumber: 38,
      columnNumber: 5,
    },
    this,
  );
}
function ItemCardSkeleton() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "overflow-hidden rounded-xl bg-white ring-1 ring-slate-200",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Skeleton,
          { className: "aspect-square rounded-none" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 97,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "space-y-2 p-3",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-4 w-5/6" },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 99,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-4 w-1/2" },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 100,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-3 w-1/3" },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 101,
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
            lineNumber: 98,
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
      lineNumber: 96,
      columnNumber: 5,
    },
    this,
  );
}
var SKELETON_KEYS = Array.from({ length: 24 }, (_, i) => `s${i}`);
var gridCols = "grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5";
/** A responsive grid of cards; `loading` shows skeletons of the same size (no layout shift). */
function ItemGrid({ items, loading, skeletons = 10, label }) {
  if (loading && !items?.length)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      "div",
      {
        className: gridCols,
        role: "status",
        "aria-busy": "true",
        "aria-label": label ?? "Loading items",
        children: SKELETON_KEYS.slice(0, skeletons).map((k) =>
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            ItemCardSkeleton,
            {},
            k,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 126,
              columnNumber: 11,
            },
            this,
          ),
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 124,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "ul",
    {
      className: gridCols,
      "aria-label": label,
      children: items?.map((it, i) =>
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "li",
          {
            className: "flex",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: "w-full",
                children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  ItemCard,
                  {
                    item: it,
                    priority: i < 2,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 135,
                    columnNumber: 13,
                  },
                  this,
                ),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 134,
                columnNumber: 11,
              },
              this,
            ),
          },
          it.itemNumber,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 133,
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
      lineNumber: 131,
      columnNumber: 5,
    },
    this,
  );
}

export { ItemCard as t, ItemCardSkeleton as n, ItemGrid as r };
