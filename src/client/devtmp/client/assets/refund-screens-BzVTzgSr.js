import { t as newIdempotencyKey } from "./api-CDAijywg.js";
import { t as cx } from "./cx-ClXQrqf-.js";
import { t as ConfirmDialog } from "./dialog-fEMjAfBb.js";
import {
  ft as AppLink,
  pt as Button,
  mn as Code,
  Et as EmptyState,
  Dt as Page,
  Ot as Skeleton,
  rn as showToast,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as centsToDollarString, n as formatCents, r as parseDollars } from "./money-DGJvr2qW.js";
import { r as detailHref } from "./order-list-screens-C3s7XY8_.js";
import {
  c as card,
  t as ItemThumb,
  n as Loaded,
  s as StatusBadge,
  d as secondaryLink,
} from "./order-ui-DKyc1efy.js";
import { t as orderDetailQuery, n as orderKeys } from "./orders-queries-InVPuFtr.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as submit } from "./submit-DeNN2Qp8.js";
import { t as TextField } from "./text-field-C5q5EduD.js";
import { n as useNavigate } from "./useNavigate-KEmBFHEf.js";

// src/client/features/orders/refund-screens.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/orders/refund-screens.tsx";
function Header({ order }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex items-center gap-3",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          ItemThumb,
          { cover: order.item.cover },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 23,
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
                "p",
                {
                  className: "line-clamp-2 text-sm font-semibold text-slate-900",
                  children: order.item.title,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 25,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      StatusBadge,
                      { status: order.status },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 27,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    " Order No. ",
                    order.orderNumber,
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 26,
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
            lineNumber: 24,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "text-lg font-bold text-slate-900",
            children: formatCents(order.amountCents),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 30,
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
      lineNumber: 22,
      columnNumber: 5,
    },
    this,
  );
}
function NotAllowed({ order, what }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    EmptyState,
    {
      title: `You cannot ${what} now`,
      body: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "span",
        {
          className: "inline-flex flex-wrap items-center justify-center gap-2",
          children: [
            "This order is ",
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              StatusBadge,
              { status: order.status },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 41,
                columnNumber: 25,
              },
              this,
            ),
          ],
        },
        void 0,
        true,
        {
          fileName: _jsxFileName,
          lineNumber: 40,
          columnNumber: 9,
        },
        this,
      ),
      action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        AppLink,
        {
          href: detailHref(order.role === "buyer" ? "buying" : "selling", order.orderNumber),
          className: secondaryLink,
          children: "View order",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 45,
          columnNumber: 9,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 37,
      columnNumber: 5,
    },
    this,
  );
}
function TextArea({ label, value, onChange, error, hint }) {
  const id = (0, import_react.useId)();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex flex-col gap-1.5",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "label",
          {
            htmlFor: id,
            className: "text-sm font-medium text-slate-800",
            children: label,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 72,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "textarea",
          {
            id,
            rows: 4,
            maxLength: 1e3,
            value,
            onChange: (e) => onChange(e.target.value),
            "aria-invalid": error ? true : void 0,
            "aria-describedby": error ? `${id}-err` : hint ? `${id}-hint` : void 0,
            className: cx(
              "focus-ring rounded-lg border bg-white px-3 py-2 text-base text-slate-900",
              error ? "border-rose-500" : "border-slate-300",
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 75,
            columnNumber: 7,
          },
          this,
        ),
        error
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                id: `${id}-err`,
                className: "text-xs font-medium text-rose-600",
                children: error,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 89,
                columnNumber: 9,
              },
              this,
            )
          : hint
            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  id: `${id}-hint`,
                  className: "text-xs text-slate-500",
                  children: hint,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 93,
                  columnNumber: 9,
                },
                this,
              )
            : null,
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 71,
      columnNumber: 5,
    },
    this,
  );
}
/** /refundRequest/{orderNumber}: the buyer asks for all or part of the payment back. */
function RefundRequestScreen({ orderNumber }) {
  const q = useQuery(orderDetailQuery(orderNumber));
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Request a refund",
      width: "narrow",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        Loaded,
        {
          query: q,
          what: "Order",
          skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            Skeleton,
            { className: "h-80 rounded-2xl" },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 106,
              columnNumber: 48,
            },
            this,
          ),
          children: (order) =>
            order.actions.includes("requestRefund")
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  RefundForm,
                  { order },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 109,
                    columnNumber: 13,
                  },
                  this,
                )
              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  NotAllowed,
                  {
                    order,
                    what: "request a refund",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 111,
                    columnNumber: 13,
                  },
                  this,
                ),
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 106,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 105,
      columnNumber: 5,
    },
    this,
  );
}
function RefundForm({ order }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [amount, setAmount] = (0, import_react.useState)(centsToDollarString(order.refundableCents));
  const [reason, setReason] = (0, import_react.useState)("");
  const [errors, setErrors] = (0, import_react.useState)({});
  const [busy, setBusy] = (0, import_react.useState)(false);
  const key = (0, import_react.useRef)(newIdempotencyKey());
  const onSubmit = async (e) => {
    e.preventDefault();
    const cents = parseDollars(amount);
    const next = {
      amount:
        cents === null || cents <= 0
          ? "Enter an amount in dollars, e.g. 12.50"
          : cents > order.refundableCents
            ? `You can ask for at most ${formatCents(order.refundableCents)}`
            : void 0,
      reason: reason.trim() ? void 0 : "Please say why you want a refund",
    };
    setErrors(next);
    if (next.amount || next.reason || cents === null) return;
    setBusy(true);
    const r = await submit(
      "/order/refund/request",
      {
        orderNumber: order.orderNumber,
        amountCents: cents,
        reason: reason.trim(),
      },
      { idempotencyKey: key.current },
    );
    setBusy(false);
    if (!r.ok) {
      key.current = newIdempotencyKey();
      if (r.code === Code.REFUND_TOO_LARGE) setErrors({ amount: r.message });
      else if (r.fieldErrors.amountCents || r.fieldErrors.reason)
        setErrors({
          amount: r.fieldErrors.amountCents,
          reason: r.fieldErrors.reason,
        });
      if (r.code === Code.ILLEGAL_ORDER_STATE)
        qc.invalidateQueries({ queryKey: orderKeys.detail(order.orderNumber) });
      return;
    }
    qc.setQueryData(orderKeys.detail(order.orderNumber), r.data);
    qc.invalidateQueries({ queryKey: orderKeys.lists() });
    showToast("Refund requested. The seller will answer soon.", "success");
    navigate({ href: detailHref("buying", order.orderNumber) });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "form",
    {
      onSubmit,
      noValidate: true,
      className: cx(card, "flex flex-col gap-4"),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Header,
          { order },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 164,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          TextField,
          {
            label: "Refund amount ($)",
            inputMode: "decimal",
            value: amount,
            onChange: (e) => setAmount(e.target.value),
            hint: `Up to ${formatCents(order.refundableCents)}`,
            error: errors.amount,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 165,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          TextArea,
          {
            label: "Reason",
            value: reason,
            onChange: setReason,
            error: errors.reason,
            hint: "Tell the seller what went wrong.",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 173,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Button,
          {
            type: "submit",
            size: "lg",
            busy,
            children: "Request refund",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 180,
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
      lineNumber: 163,
      columnNumber: 5,
    },
    this,
  );
}
/** /agreeRefund/{orderNumber}: the seller agrees to or declines the buyer's refund request. */
function AgreeRefundScreen({ orderNumber }) {
  const q = useQuery(orderDetailQuery(orderNumber));
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Refund request",
      width: "narrow",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        Loaded,
        {
          query: q,
          what: "Order",
          skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            Skeleton,
            { className: "h-80 rounded-2xl" },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 192,
              columnNumber: 48,
            },
            this,
          ),
          children: (order) =>
            order.actions.includes("agreeRefund") || order.actions.includes("declineRefund")
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  AgreeForm,
                  { order },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 195,
                    columnNumber: 13,
                  },
                  this,
                )
              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  NotAllowed,
                  {
                    order,
                    what: "answer a refund",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 197,
                    columnNumber: 13,
                  },
                  this,
                ),
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 192,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 191,
      columnNumber: 5,
    },
    this,
  );
}
function AgreeForm({ order }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [ask, setAsk] = (0, import_react.useState)(null);
  const [busy, setBusy] = (0, import_react.useState)(false);
  const keys = (0, import_react.useRef)({
    agree: newIdempotencyKey(),
    decline: newIdempotencyKey(),
  });
  const asked = order.refundRequestCents ?? 0;
  const answer = async (what) => {
    setBusy(true);
    const r = await submit(
      `/order/refund/${what}`,
      { orderNumber: order.orderNumber },
      { idempotencyKey: keys.current[what] },
    );
    setBusy(false);
    setAsk(null);
    if (!r.ok) {
      qc.invalidateQueries({ queryKey: orderKeys.detail(order.orderNumber) });
      return;
    }
    qc.setQueryData(orderKeys.detail(order.orderNumber), r.data);
    qc.invalidateQueries({ queryKey: orderKeys.lists() });
    qc.invalidateQueries({ queryKey: ["wallet"] });
    showToast(what === "agree" ? `Refunded ${formatCents(asked)}` : "Refund declined", "success");
    navigate({ href: detailHref("selling", order.orderNumber) });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: cx(card, "flex flex-col gap-4"),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Header,
          { order },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 233,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "dl",
          {
            className: "grid gap-3 rounded-xl bg-slate-50 p-4 text-sm",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex justify-between gap-3",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dt",
                      {
                        className: "text-slate-600",
                        children: "Buyer",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 236,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dd",
                      {
                        className: "font-semibold text-slate-900",
                        children: order.buyer.name,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 237,
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
                  lineNumber: 235,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex justify-between gap-3",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dt",
                      {
                        className: "text-slate-600",
                        children: "Amount asked",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 240,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dd",
                      {
                        className: "text-base font-bold text-slate-900",
                        children: [
                          formatCents(asked),
                          asked < order.amountCents - order.refundedCents &&
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "span",
                              {
                                className: "ml-1 text-xs font-normal text-slate-500",
                                children: "(partial)",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 244,
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
                        lineNumber: 241,
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
                  lineNumber: 239,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dt",
                      {
                        className: "text-slate-600",
                        children: "Reason",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 249,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dd",
                      {
                        className: "mt-1 whitespace-pre-wrap text-slate-900",
                        children: order.refundReason || "—",
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
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 248,
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
            lineNumber: 234,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "text-xs text-slate-500",
            children:
              "Agreeing returns the money to the buyer’s card; the platform fee is returned in proportion.",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 253,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex flex-col gap-2 sm:flex-row-reverse",
            children: [
              order.actions.includes("agreeRefund") &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Button,
                  {
                    size: "lg",
                    className: "sm:flex-1",
                    onClick: () => setAsk("agree"),
                    children: "Agree to refund",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 258,
                    columnNumber: 11,
                  },
                  this,
                ),
              order.actions.includes("declineRefund") &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Button,
                  {
                    size: "lg",
                    variant: "secondary",
                    className: "sm:flex-1",
                    onClick: () => setAsk("decline"),
                    children: "Decline refund",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 263,
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
            lineNumber: 256,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          ConfirmDialog,
          {
            open: ask !== null,
            message:
              ask === "agree"
                ? `Refund ${formatCents(asked)} to ${order.buyer.name}?`
                : "Decline this refund request?",
            confirmLabel: ask === "agree" ? "Refund" : "Decline",
            cancelLabel: "Cancel",
            busy,
            onConfirm: () => ask && void answer(ask),
            onCancel: () => setAsk(null),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 268,
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
      lineNumber: 232,
      columnNumber: 5,
    },
    this,
  );
}
/** /report/{orderNumber}: the buyer or seller reports a problem to the platform. */
function ReportScreen({ orderNumber }) {
  const q = useQuery(orderDetailQuery(orderNumber));
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Report a problem",
      width: "narrow",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        Loaded,
        {
          query: q,
          what: "Order",
          skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            Skeleton,
            { className: "h-72 rounded-2xl" },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 290,
              columnNumber: 48,
            },
            this,
          ),
          children: (order) =>
            order.actions.includes("report")
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  ReportForm,
                  { order },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 293,
                    columnNumber: 13,
                  },
                  this,
                )
              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  NotAllowed,
                  {
                    order,
                    what: "report this order",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 295,
                    columnNumber: 13,
                  },
                  this,
                ),
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 290,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 289,
      columnNumber: 5,
    },
    this,
  );
}
function ReportForm({ order }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [reason, setReason] = (0, import_react.useState)("");
  const [error, setError] = (0, import_react.useState)();
  const [busy, setBusy] = (0, import_react.useState)(false);
  const key = (0, import_react.useRef)(newIdempotencyKey());
  const onSubmit = async (e) => {
    e.preventDefault();
    if (!reason.trim()) return setError("Please say what went wrong");
    setError(void 0);
    setBusy(true);
    const r = await submit(
      "/order/report",
      {
        orderNumber: order.orderNumber,
        reason: reason.trim(),
      },
      { idempotencyKey: key.current },
    );
    setBusy(false);
    if (!r.ok) {
      key.current = newIdempotencyKey();
      if (r.fieldErrors.reason) setError(r.fieldErrors.reason);
      return;
    }
    qc.setQueryData(orderKeys.detail(order.orderNumber), r.data);
    qc.invalidateQueries({ queryKey: orderKeys.lists() });
    showToast("Thanks. We will look into it.", "success");
    navigate({ href: detailHref(order.role === "buyer" ? "buying" : "selling", order.orderNumber) });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "form",
    {
      onSubmit,
      noValidate: true,
      className: cx(card, "flex flex-col gap-4"),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Header,
          { order },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 333,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          TextArea,
          {
            label: "What went wrong?",
            value: reason,
            onChange: setReason,
            error,
            hint: "Our team reads every report. Reporting stops the order until it is resolved.",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 334,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Button,
          {
            type: "submit",
            size: "lg",
            variant: "danger",
            busy,
            children: "Send report",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 341,
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
      lineNumber: 332,
      columnNumber: 5,
    },
    this,
  );
}

export { AgreeRefundScreen as t, RefundRequestScreen as n, ReportScreen as r };
