import { t as cx } from "./cx-ClXQrqf-.js";
import { ft as AppLink, Ot as Skeleton } from "./index-BAN1tMZn.js";
import { n as formatCents } from "./money-DGJvr2qW.js";
import "./ui-BfiZzKoh.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";

// src/client/features/selling/seller-item-row.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/selling/seller-item-row.tsx";
var STATE_LABEL = {
  draft: "Draft",
  scheduled: "Scheduled",
  active: "Live",
  ended: "Ended",
  sold: "Sold",
  withdrawn: "Withdrawn",
};
var STATE_TONE = {
  draft: "bg-slate-100 text-slate-700",
  scheduled: "bg-sky-100 text-sky-800",
  active: "bg-emerald-100 text-emerald-800",
  ended: "bg-slate-200 text-slate-700",
  sold: "bg-orange-100 text-orange-800",
  withdrawn: "bg-rose-100 text-rose-800",
};
var dateText = (ms) =>
  new Date(ms).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
/** One listing in the seller's lists: cover, title, state, price, and the row's actions. */
function SellerItemRow({ title, cover, href, badges, meta, price, actions }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "li",
    {
      className: "flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200 md:gap-4 md:p-4",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "size-20 shrink-0 overflow-hidden rounded-xl bg-slate-100 md:size-24",
            children: cover
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "img",
                  {
                    src: cover,
                    alt: "",
                    loading: "lazy",
                    className: "size-full object-cover",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 53,
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
                    lineNumber: 55,
                    columnNumber: 11,
                  },
                  this,
                ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 51,
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
                  className: "flex flex-wrap items-center gap-1.5",
                  children: badges,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 59,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                AppLink,
                {
                  href,
                  className: "focus-ring truncate rounded font-semibold text-slate-900 hover:underline",
                  children: title,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 60,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-xs text-slate-500",
                  children: meta,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 66,
                  columnNumber: 9,
                },
                this,
              ),
              price &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "text-sm font-bold text-slate-900",
                    children: price,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 67,
                    columnNumber: 19,
                  },
                  this,
                ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 58,
            columnNumber: 7,
          },
          this,
        ),
        actions &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "flex shrink-0 flex-col items-end justify-center gap-2",
              children: actions,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 69,
              columnNumber: 19,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 50,
      columnNumber: 5,
    },
    this,
  );
}
function StateBadge({ state }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Badge,
    {
      className: STATE_TONE[state],
      children: STATE_LABEL[state],
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 75,
      columnNumber: 10,
    },
    this,
  );
}
function Badge({ className, children }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "span",
    {
      className: cx("rounded-full px-2 py-0.5 text-[11px] font-semibold", className),
      children,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 80,
      columnNumber: 5,
    },
    this,
  );
}
var summaryPrice = (i) =>
  i.priceCents === null ? null : `${formatCents(i.priceCents)}${i.cashOnly ? " · cash only" : ""}`;
function RowSkeletons() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "ul",
    {
      className: "space-y-3",
      "aria-busy": "true",
      "aria-label": "Loading",
      children: [0, 1, 2].map((i) =>
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "li",
          {
            className: "flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "size-20 rounded-xl" },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 92,
                  columnNumber: 11,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex-1 space-y-2",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Skeleton,
                      { className: "h-4 w-16" },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 94,
                        columnNumber: 13,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Skeleton,
                      { className: "h-5 w-2/3" },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 95,
                        columnNumber: 13,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Skeleton,
                      { className: "h-4 w-24" },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 96,
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
                  lineNumber: 93,
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
            lineNumber: 91,
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
      lineNumber: 89,
      columnNumber: 5,
    },
    this,
  );
}

export {
  Badge as t,
  dateText as a,
  RowSkeletons as n,
  SellerItemRow as r,
  StateBadge as i,
  summaryPrice as o,
};
