import { t as cx } from "./cx-ClXQrqf-.js";
import {
  Qt as ApiCodeError,
  ft as AppLink,
  pt as Button,
  mn as Code,
  Et as EmptyState,
  an as HttpError,
  Ot as Skeleton,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as formatCents } from "./money-DGJvr2qW.js";

// src/client/features/orders/order-status.ts
var STATUS_LABEL = {
  awaiting_payment: "Awaiting payment",
  paid: "Paid",
  cash_pending: "Cash on pickup",
  ready_for_pickup: "Ready for pickup",
  completed: "Completed",
  cancelled: "Cancelled",
  refund_requested: "Refund requested",
  refunded: "Refunded",
  partially_refunded: "Partially refunded",
  refund_declined: "Refund declined",
  reported: "Reported",
};
var STATUS_TONE = {
  awaiting_payment: "amber",
  paid: "blue",
  cash_pending: "blue",
  ready_for_pickup: "violet",
  completed: "green",
  cancelled: "slate",
  refund_requested: "amber",
  refunded: "slate",
  partially_refunded: "slate",
  refund_declined: "rose",
  reported: "rose",
};
/** One sentence under the status: what happens next, from the reader's side of the order. */
function statusHint(status, role, completed) {
  const buyer = role === "buyer";
  switch (status) {
    case "awaiting_payment":
      return buyer ? "Pay before the deadline or the order is cancelled." : "Waiting for the buyer to pay.";
    case "paid":
      return buyer
        ? "Paid by card. Show your pickup code when you collect the item."
        : "Paid by card. Hand the item over when the buyer shows the pickup code.";
    case "cash_pending":
      return buyer
        ? "Pay in cash when you collect the item, and show your pickup code."
        : "The buyer pays in cash at pickup. Take the cash and confirm the pickup code.";
    case "ready_for_pickup":
      return buyer
        ? "Show this code to the seller when you collect the item."
        : "The buyer has a pickup code. Confirm it when you hand the item over.";
    case "completed":
      return buyer ? "You collected the item." : "Handed over. The money is in your balance.";
    case "cancelled":
      return "The order was not paid in time and was cancelled.";
    case "refund_requested":
      return buyer ? "The seller will agree to or decline your refund." : "The buyer asked for a refund.";
    case "refunded":
      return buyer ? "The money went back to your card." : "You refunded this order.";
    case "partially_refunded":
      return completed || !buyer
        ? "Part of the payment was refunded."
        : "Part of the payment was refunded. You can still collect the item.";
    case "refund_declined":
      return buyer ? "The seller declined the refund." : "You declined the refund.";
    case "reported":
      return "This order was reported. Our team will look into it.";
  }
}
var LIST_TABS = [
  {
    type: "all",
    label: "All",
  },
  {
    type: "unpaid",
    label: "Unpaid",
  },
  {
    type: "pickup",
    label: "Pickup",
  },
  {
    type: "completed",
    label: "Completed",
  },
  {
    type: "refund",
    label: "Refund",
  },
];
var dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
});
var dateOnly = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
var formatDateTime = (ms) => dateTime.format(ms);
var formatDate = (ms) => dateOnly.format(ms);
// src/client/features/orders/order-ui.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/orders/order-ui.tsx";
var TONES = {
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
  blue: "bg-sky-50 text-sky-800 ring-sky-200",
  green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  slate: "bg-slate-100 text-slate-700 ring-slate-200",
  rose: "bg-rose-50 text-rose-800 ring-rose-200",
  violet: "bg-violet-50 text-violet-800 ring-violet-200",
};
/** The order's status as a pill; the text is the status (colour is never the only signal). */
function StatusBadge({ status, className }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "span",
    {
      className: cx(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        TONES[STATUS_TONE[status]],
        className,
      ),
      children: STATUS_LABEL[status],
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 27,
      columnNumber: 5,
    },
    this,
  );
}
function ItemThumb({ cover, className }) {
  return cover
    ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "img",
        {
          src: cover,
          alt: "",
          width: 96,
          height: 96,
          loading: "lazy",
          decoding: "async",
          className: cx("size-16 shrink-0 rounded-lg bg-slate-100 object-cover md:size-20", className),
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 41,
          columnNumber: 5,
        },
        this,
      )
    : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "div",
        {
          "aria-hidden": "true",
          className: cx(
            "flex size-16 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-[10px] text-slate-400 md:size-20",
            className,
          ),
          children: "No photo",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 51,
          columnNumber: 5,
        },
        this,
      );
}
/** One order in a list: item, amount, status, the other party; the whole card links to the detail. */
function OrderCard({ order, href, extra }) {
  const other = order.role === "buyer" ? `Seller: ${order.seller.name}` : `Buyer: ${order.buyer.name}`;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "article",
    {
      className:
        "relative flex flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 transition hover:ring-slate-300 md:p-4",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex gap-3",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                ItemThumb,
                { cover: order.item.cover },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 69,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex min-w-0 flex-1 flex-col gap-1",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "h3",
                      {
                        className: "line-clamp-2 text-sm font-semibold text-slate-900 md:text-base",
                        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          AppLink,
                          {
                            href,
                            className: "focus-ring rounded after:absolute after:inset-0 after:content-['']",
                            children: order.item.title,
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 72,
                            columnNumber: 13,
                          },
                          this,
                        ),
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
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "div",
                      {
                        className: "flex flex-wrap items-center justify-between gap-2",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "p",
                            {
                              className: "text-base font-bold text-slate-900",
                              children: formatCents(order.amountCents),
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 80,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            StatusBadge,
                            { status: order.status },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 81,
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
                        lineNumber: 79,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        className: "truncate text-xs text-slate-500",
                        children: [other, " · ", formatDate(order.createTime), " · No. ", order.orderNumber],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 83,
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
                  lineNumber: 70,
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
            lineNumber: 68,
            columnNumber: 7,
          },
          this,
        ),
        extra &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "relative z-10 flex flex-wrap justify-end gap-2",
              children: extra,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 89,
              columnNumber: 17,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 67,
      columnNumber: 5,
    },
    this,
  );
}
function OrderCardSkeleton() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 md:p-4",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Skeleton,
          { className: "size-16 md:size-20" },
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
            className: "flex flex-1 flex-col gap-2",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-4 w-2/3" },
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
                { className: "h-4 w-1/4" },
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
                { className: "h-3 w-1/2" },
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
function isOffline(err) {
  return err instanceof HttpError && err.status === 0;
}
/** A failed load without data: offline, not found (or not yours), or something else, with a retry. */
function QueryFailure({ error, retry, what }) {
  if (error instanceof ApiCodeError && (error.code === Code.NOT_FOUND || error.code === Code.FORBIDDEN))
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      EmptyState,
      {
        title: `${what} not found`,
        body: error.message || `This ${what.toLowerCase()} does not exist or is not yours.`,
        action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          AppLink,
          {
            href: "/",
            className:
              "focus-ring rounded-lg px-3 py-2 text-sm font-semibold text-orange-700 hover:bg-orange-50",
            children: "Go to the home page",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 119,
            columnNumber: 11,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 115,
        columnNumber: 7,
      },
      this,
    );
  const offline = isOffline(error);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    EmptyState,
    {
      title: offline ? "You are offline" : "Something went wrong",
      body: offline
        ? "This page has not been saved on this device yet. Connect and try again."
        : error instanceof Error
          ? error.message
          : "Please try again.",
      action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
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
          lineNumber: 140,
          columnNumber: 9,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 130,
      columnNumber: 5,
    },
    this,
  );
}
/** Data (fresh or persisted) wins; else a failure with retry; else the skeleton. */
function Loaded({ query, skeleton, what, children }) {
  if (query.data !== void 0)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      import_jsx_dev_runtime.Fragment,
      { children: children(query.data) },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 160,
        columnNumber: 40,
      },
      this,
    );
  if (query.isError)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      QueryFailure,
      {
        error: query.error,
        retry: () => void query.refetch(),
        what,
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 162,
        columnNumber: 12,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    import_jsx_dev_runtime.Fragment,
    { children: skeleton },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 163,
      columnNumber: 10,
    },
    this,
  );
}
/** A label/value row of a summary list. */
function Row({ label, children, strong }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex items-baseline justify-between gap-4 py-2",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "dt",
          {
            className: "text-sm text-slate-600",
            children: label,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 170,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "dd",
          {
            className: cx("text-right text-sm text-slate-900", strong && "text-base font-bold"),
            children,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
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
      fileName: _jsxFileName,
      lineNumber: 169,
      columnNumber: 5,
    },
    this,
  );
}
var card = "rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-6";
var linkButton =
  "focus-ring inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors";
var primaryLink = `${linkButton} bg-orange-500 text-white shadow-sm hover:bg-orange-600`;
var secondaryLink = `${linkButton} bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50`;

export {
  card as c,
  formatDateTime as m,
  ItemThumb as t,
  isOffline as l,
  LIST_TABS as f,
  Loaded as n,
  OrderCard as r,
  OrderCardSkeleton as i,
  primaryLink as u,
  QueryFailure as a,
  Row as o,
  STATUS_LABEL as p,
  StatusBadge as s,
  secondaryLink as d,
  statusHint as h,
};
