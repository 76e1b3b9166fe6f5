import { t as newIdempotencyKey } from "./api-CDAijywg.js";
import {
  t as brandName,
  n as checkCard,
  r as formatCardNumber,
  i as formatExpiry,
  a as serverCardErrors,
} from "./card-input-CbSLxxsg.js";
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
import { n as formatCents } from "./money-DGJvr2qW.js";
import {
  c as card,
  t as ItemThumb,
  n as Loaded,
  u as primaryLink,
  s as StatusBadge,
  d as secondaryLink,
} from "./order-ui-DKyc1efy.js";
import {
  t as orderDetailQuery,
  n as orderKeys,
  a as paymentConfigQuery,
  o as paymentMethodsQuery,
} from "./orders-queries-InVPuFtr.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as submit } from "./submit-DeNN2Qp8.js";
import { t as TextField } from "./text-field-C5q5EduD.js";
import { n as useNavigate } from "./useNavigate-KEmBFHEf.js";

// src/client/features/orders/payment-screens.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/orders/payment-screens.tsx";
var enc = encodeURIComponent;
function OrderMini({ order }) {
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
            lineNumber: 32,
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
                  lineNumber: 34,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "mt-0.5 text-xs text-slate-500",
                  children: ["Order No. ", order.orderNumber],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 35,
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
            lineNumber: 33,
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
            lineNumber: 37,
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
      lineNumber: 31,
      columnNumber: 5,
    },
    this,
  );
}
/** What the buyer pays: the price, no buyer fee, the total. */
function PriceBreakdown({ order }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "dl",
    {
      className: "mt-4 flex flex-col gap-1.5 border-t border-slate-100 pt-4 text-sm",
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
                  children: "Item price",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 47,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "dd",
                {
                  className: "font-medium text-slate-900",
                  children: formatCents(order.amountCents),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 48,
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
            lineNumber: 46,
            columnNumber: 7,
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
                  children: "Buyer fee",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 51,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "dd",
                {
                  className: "font-medium text-slate-900",
                  children: formatCents(0),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 52,
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
            lineNumber: 50,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex justify-between gap-3 border-t border-slate-100 pt-2",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "dt",
                {
                  className: "font-semibold text-slate-900",
                  children: "Total",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 55,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "dd",
                {
                  className: "text-lg font-bold text-slate-900",
                  children: formatCents(order.amountCents),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 56,
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
            lineNumber: 54,
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
      lineNumber: 45,
      columnNumber: 5,
    },
    this,
  );
}
/** A plain word on how the card is handled. */
function SecureNote() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "p",
    {
      className:
        "flex items-start gap-2 rounded-xl bg-white px-4 py-3 text-xs text-slate-700 ring-1 ring-slate-200",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "svg",
          {
            "aria-hidden": "true",
            viewBox: "0 0 24 24",
            className: "mt-0.5 size-4 shrink-0 text-emerald-700",
            fill: "none",
            stroke: "currentColor",
            strokeWidth: "2",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "rect",
                {
                  x: "5",
                  y: "11",
                  width: "14",
                  height: "10",
                  rx: "2",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 74,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "path",
                {
                  d: "M8 11V7a4 4 0 0 1 8 0v4",
                  strokeLinecap: "round",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 75,
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
            lineNumber: 66,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            children:
              "Secure payment: your card details travel encrypted to our payment provider and are never shown to the seller. You are charged only when you press Pay, and the seller is paid only after you collect the item.",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 77,
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
      lineNumber: 65,
      columnNumber: 5,
    },
    this,
  );
}
var canPay = (o) => o.actions.includes("pay") || o.actions.includes("payCash");
/** The order is past payment: say where it stands and link to it. */
function NotPayable({ order }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    EmptyState,
    {
      title: "Nothing to pay",
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
                lineNumber: 95,
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
          lineNumber: 94,
          columnNumber: 9,
        },
        this,
      ),
      action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        AppLink,
        {
          href: `/orderDetail/${enc(order.orderNumber)}`,
          className: secondaryLink,
          children: "View order",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 99,
          columnNumber: 9,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 91,
      columnNumber: 5,
    },
    this,
  );
}
function CardLabel({ pm }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "span",
    {
      className: "flex flex-1 items-center justify-between gap-3",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            className: "font-semibold text-slate-900",
            children: [brandName(pm.brand), " •••• ", pm.last4],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 110,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            className: "text-xs text-slate-500",
            children: ["Expires ", String(pm.expMonth).padStart(2, "0"), "/", String(pm.expYear).slice(-2)],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 113,
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
      lineNumber: 109,
      columnNumber: 5,
    },
    this,
  );
}
var radioRow =
  "flex cursor-pointer items-center gap-3 rounded-xl bg-white px-4 py-3 text-sm ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-orange-500 focus-within:ring-2 focus-within:ring-orange-500";
/** /payment/{orderNumber}: choose card or cash in person (cash only under $0.50). */
function PaymentScreen({ orderNumber }) {
  const q = useQuery(orderDetailQuery(orderNumber));
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Payment",
      width: "narrow",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        Loaded,
        {
          query: q,
          skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            Skeleton,
            { className: "h-80 rounded-2xl" },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 128,
              columnNumber: 35,
            },
            this,
          ),
          what: "Order",
          children: (order) =>
            canPay(order)
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  PaymentChoice,
                  { order },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 129,
                    columnNumber: 38,
                  },
                  this,
                )
              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  NotPayable,
                  { order },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 129,
                    columnNumber: 72,
                  },
                  this,
                ),
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 128,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 127,
      columnNumber: 5,
    },
    this,
  );
}
function PaymentChoice({ order }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const cardAllowed = order.actions.includes("pay") && !order.cashOnly;
  const [method, setMethod] = (0, import_react.useState)(cardAllowed ? "card" : "cash");
  const cards = useQuery({
    ...paymentMethodsQuery(),
    enabled: cardAllowed,
  });
  const [pmId, setPmId] = (0, import_react.useState)(null);
  const [busy, setBusy] = (0, import_react.useState)(false);
  const key = (0, import_react.useRef)(newIdempotencyKey());
  const chosen = pmId ?? cards.data?.[0]?.paymentMethodId ?? null;
  const addHref = `/addCard?orderNumber=${enc(order.orderNumber)}`;
  const methodName = (0, import_react.useId)();
  const go = async (e) => {
    e.preventDefault();
    if (method === "card") {
      if (!chosen) return void navigate({ href: addHref });
      navigate({ href: `/pay?orderNumber=${enc(order.orderNumber)}&paymentMethodId=${enc(chosen)}` });
      return;
    }
    setBusy(true);
    const r = await submit(
      "/order/payCash",
      { orderNumber: order.orderNumber },
      { idempotencyKey: key.current },
    );
    setBusy(false);
    if (!r.ok) {
      if (r.code === Code.ILLEGAL_ORDER_STATE)
        qc.invalidateQueries({ queryKey: orderKeys.detail(order.orderNumber) });
      return;
    }
    qc.setQueryData(orderKeys.detail(order.orderNumber), r.data);
    qc.invalidateQueries({ queryKey: orderKeys.lists() });
    showToast("You will pay in cash when you collect the item.", "success");
    navigate({ href: `/orderDetail/${enc(order.orderNumber)}` });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "form",
    {
      onSubmit: go,
      className: "flex flex-col gap-4",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: card,
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                OrderMini,
                { order },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 177,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                PriceBreakdown,
                { order },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 178,
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
            lineNumber: 176,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "fieldset",
          {
            className: "flex flex-col gap-2",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "legend",
                {
                  className: "mb-2 text-base font-semibold text-slate-900",
                  children: "How would you like to pay?",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 181,
                  columnNumber: 9,
                },
                this,
              ),
              cardAllowed &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "label",
                  {
                    className: radioRow,
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "input",
                        {
                          type: "radio",
                          name: methodName,
                          value: "card",
                          checked: method === "card",
                          onChange: () => setMethod("card"),
                          className: "size-4 accent-orange-500",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 184,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "span",
                        {
                          className: "flex flex-col",
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "span",
                              {
                                className: "font-semibold text-slate-900",
                                children: "Card",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 193,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "span",
                              {
                                className: "text-xs text-slate-500",
                                children: "Pay online now with a debit or credit card",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 194,
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
                          lineNumber: 192,
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
                    lineNumber: 183,
                    columnNumber: 11,
                  },
                  this,
                ),
              order.actions.includes("payCash") &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "label",
                  {
                    className: radioRow,
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "input",
                        {
                          type: "radio",
                          name: methodName,
                          value: "cash",
                          checked: method === "cash",
                          onChange: () => setMethod("cash"),
                          className: "size-4 accent-orange-500",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 200,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "span",
                        {
                          className: "flex flex-col",
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "span",
                              {
                                className: "font-semibold text-slate-900",
                                children: "Cash in person",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 209,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "span",
                              {
                                className: "text-xs text-slate-500",
                                children: "Pay the seller when you collect the item",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 210,
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
                          lineNumber: 208,
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
                    lineNumber: 199,
                    columnNumber: 11,
                  },
                  this,
                ),
              order.cashOnly &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className:
                      "rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200",
                    children: "Orders under $0.50 are paid in cash in person.",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 215,
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
            lineNumber: 180,
            columnNumber: 7,
          },
          this,
        ),
        method === "card" &&
          cardAllowed &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "fieldset",
            {
              className: "flex flex-col gap-2",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "legend",
                  {
                    className: "mb-2 text-base font-semibold text-slate-900",
                    children: "Your cards",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 223,
                    columnNumber: 11,
                  },
                  this,
                ),
                cards.data === void 0
                  ? cards.isError
                    ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className: "text-sm text-rose-700",
                          children: [
                            "Your cards could not be loaded.",
                            " ",
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "button",
                              {
                                type: "button",
                                className: "focus-ring rounded underline",
                                onClick: () => void cards.refetch(),
                                children: "Try again",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 228,
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
                          lineNumber: 226,
                          columnNumber: 15,
                        },
                        this,
                      )
                    : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        Skeleton,
                        { className: "h-14 rounded-xl" },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 237,
                          columnNumber: 15,
                        },
                        this,
                      )
                  : cards.data.length === 0
                    ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className: "text-sm text-slate-600",
                          children: "You have no saved cards yet. Add one to pay.",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 240,
                          columnNumber: 13,
                        },
                        this,
                      )
                    : cards.data.map((pm) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "label",
                          {
                            className: radioRow,
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "input",
                                {
                                  type: "radio",
                                  name: `${methodName}-card`,
                                  value: pm.paymentMethodId,
                                  checked: chosen === pm.paymentMethodId,
                                  onChange: () => setPmId(pm.paymentMethodId),
                                  className: "size-4 accent-orange-500",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 244,
                                  columnNumber: 17,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                CardLabel,
                                { pm },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 252,
                                  columnNumber: 17,
                                },
                                this,
                              ),
                            ],
                          },
                          pm.paymentMethodId,
                          true,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 243,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      ),
                cards.data &&
                  cards.data.length > 0 &&
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    AppLink,
                    {
                      href: addHref,
                      className: cx(
                        "focus-ring inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50",
                        "mt-1 self-start",
                      ),
                      children: "Add a card",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 258,
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
              lineNumber: 222,
              columnNumber: 9,
            },
            this,
          ),
        method === "card" &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            SecureNote,
            {},
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 265,
              columnNumber: 29,
            },
            this,
          ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Button,
          {
            type: "submit",
            size: "lg",
            busy,
            disabled: method === "card" && cards.data === void 0,
            children: method === "cash" ? "Pay cash in person" : chosen ? "Continue" : "Add a card",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 266,
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
      lineNumber: 175,
      columnNumber: 5,
    },
    this,
  );
}
/** /paymentOnline (Payment Method): saved cards, remove, add. */
function PaymentOnlineScreen() {
  const q = useQuery(paymentMethodsQuery());
  const qc = useQueryClient();
  const [removing, setRemoving] = (0, import_react.useState)(null);
  const [busy, setBusy] = (0, import_react.useState)(false);
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    const r = await submit("/payment/methods/delete", { paymentMethodId: removing.paymentMethodId });
    setBusy(false);
    setRemoving(null);
    if (r.ok) {
      qc.setQueryData(orderKeys.cards(), (old) =>
        old?.filter((c) => c.paymentMethodId !== removing.paymentMethodId),
      );
      showToast("Card removed", "success");
      qc.invalidateQueries({ queryKey: orderKeys.cards() });
    }
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Payment Method",
      width: "narrow",
      actions: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        AppLink,
        {
          href: "/addCard",
          className: primaryLink,
          children: "Add card",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 298,
          columnNumber: 9,
        },
        this,
      ),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Loaded,
          {
            query: q,
            what: "Cards",
            skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                role: "status",
                "aria-busy": "true",
                "aria-label": "Loading your cards",
                className: "flex flex-col gap-2",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Skeleton,
                    { className: "h-16 rounded-xl" },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 308,
                      columnNumber: 13,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Skeleton,
                    { className: "h-16 rounded-xl" },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 309,
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
                lineNumber: 307,
                columnNumber: 11,
              },
              this,
            ),
            children: (cards) =>
              cards.length === 0
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    EmptyState,
                    {
                      title: "No saved cards",
                      body: "Add a card to pay for orders online. Only its brand and last 4 digits are kept.",
                      action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        AppLink,
                        {
                          href: "/addCard",
                          className: primaryLink,
                          children: "Add a card",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 319,
                          columnNumber: 17,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 315,
                      columnNumber: 13,
                    },
                    this,
                  )
                : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "ul",
                    {
                      className: "flex flex-col gap-2",
                      "aria-label": "Saved cards",
                      children: cards.map((pm) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "li",
                          {
                            className:
                              "flex items-center gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200",
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                CardLabel,
                                { pm },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 331,
                                  columnNumber: 19,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                Button,
                                {
                                  variant: "ghost",
                                  size: "sm",
                                  "aria-label": `Delete ${brandName(pm.brand)} ending in ${pm.last4}`,
                                  onClick: () => setRemoving(pm),
                                  children: "Delete",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 332,
                                  columnNumber: 19,
                                },
                                this,
                              ),
                            ],
                          },
                          pm.paymentMethodId,
                          true,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 327,
                            columnNumber: 17,
                          },
                          this,
                        ),
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 325,
                      columnNumber: 13,
                    },
                    this,
                  ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 303,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          ConfirmDialog,
          {
            open: removing !== null,
            message: removing
              ? `Delete the ${brandName(removing.brand)} card ending in ${removing.last4}?`
              : "",
            confirmLabel: "Delete",
            cancelLabel: "Cancel",
            busy,
            onConfirm: () => void remove(),
            onCancel: () => setRemoving(null),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 346,
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
      lineNumber: 294,
      columnNumber: 5,
    },
    this,
  );
}
/** /addCard: card number, expiry and CVC, checked here and by the sandbox provider. */
function AddCardScreen({ orderNumber }) {
  const config = useQuery(paymentConfigQuery());
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [f, setF] = (0, import_react.useState)({
    cardNumber: "",
    expiry: "",
    cvc: "",
  });
  const [errors, setErrors] = (0, import_react.useState)({});
  const [busy, setBusy] = (0, import_react.useState)(false);
  const key = (0, import_react.useRef)(newIdempotencyKey());
  const refs = {
    cardNumber: (0, import_react.useRef)(null),
    expiry: (0, import_react.useRef)(null),
    cvc: (0, import_react.useRef)(null),
  };
  const focusFirst = (e) => {
    const first = ["cardNumber", "expiry", "cvc"].find((k) => e[k]);
    if (first) refs[first].current?.focus();
  };
  const onSubmit = async (e) => {
    e.preventDefault();
    const c = checkCard(f);
    if (!c.ok) {
      setErrors(c.errors);
      focusFirst(c.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const r = await submit(
      "/payment/sandbox/card",
      { ...c.card },
      {
        idempotencyKey: key.current,
        toast: false,
      },
    );
    setBusy(false);
    if (!r.ok) {
      key.current = newIdempotencyKey();
      const fe = serverCardErrors(r.fieldErrors);
      if (Object.keys(fe).length === 0) fe.cardNumber = r.message || "The card could not be saved.";
      setErrors(fe);
      focusFirst(fe);
      return;
    }
    qc.invalidateQueries({ queryKey: orderKeys.cards() });
    showToast(`${brandName(r.data.brand)} ending in ${r.data.last4} saved`, "success");
    if (orderNumber)
      navigate({
        href: `/pay?orderNumber=${enc(orderNumber)}&paymentMethodId=${enc(r.data.paymentMethodId)}`,
      });
    else navigate({ href: "/paymentOnline" });
  };
  const set = (k, v) => {
    setF((o) => ({
      ...o,
      [k]: v,
    }));
    if (errors[k])
      setErrors((o) => ({
        ...o,
        [k]: void 0,
      }));
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Add card",
      width: "narrow",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "form",
        {
          onSubmit,
          noValidate: true,
          className: cx(card, "flex flex-col gap-4"),
          children: [
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              TextField,
              {
                ref: refs.cardNumber,
                label: "Card number",
                inputMode: "numeric",
                autoComplete: "cc-number",
                placeholder: "1234 5678 9012 3456",
                value: f.cardNumber,
                onChange: (e) => set("cardNumber", formatCardNumber(e.target.value)),
                error: errors.cardNumber,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 417,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: "grid grid-cols-2 gap-4",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    TextField,
                    {
                      ref: refs.expiry,
                      label: "Expiry (MM/YY)",
                      inputMode: "numeric",
                      autoComplete: "cc-exp",
                      placeholder: "MM/YY",
                      value: f.expiry,
                      onChange: (e) => set("expiry", formatExpiry(e.target.value)),
                      error: errors.expiry,
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 428,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    TextField,
                    {
                      ref: refs.cvc,
                      label: "CVC",
                      inputMode: "numeric",
                      autoComplete: "cc-csc",
                      placeholder: "123",
                      maxLength: 4,
                      value: f.cvc,
                      onChange: (e) => set("cvc", e.target.value.replace(/\D/g, "")),
                      error: errors.cvc,
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 438,
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
                lineNumber: 427,
                columnNumber: 9,
              },
              this,
            ),
            config.data?.provider === "sandbox" &&
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "rounded-lg bg-sky-50 px-3 py-2 text-xs text-sky-900 ring-1 ring-sky-200",
                  children:
                    "Test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks your bank to confirm. Any future expiry and any CVC.",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 451,
                  columnNumber: 11,
                },
                this,
              ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                className: "text-xs text-slate-600",
                children:
                  "Your card is saved with our payment provider over an encrypted connection; we keep only its brand and last four digits.",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 456,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Button,
              {
                type: "submit",
                size: "lg",
                busy,
                children: "Save card",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 460,
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
          lineNumber: 416,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 415,
      columnNumber: 5,
    },
    this,
  );
}
/** /pay: confirm and pay the order with the chosen card. */
function PayScreen({ orderNumber, paymentMethodId }) {
  const q = useQuery(orderDetailQuery(orderNumber));
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Confirm and pay",
      width: "narrow",
      children: !orderNumber
        ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            EmptyState,
            {
              title: "No order to pay",
              action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                AppLink,
                {
                  href: "/buying?type=unpaid",
                  className: secondaryLink,
                  children: "See unpaid orders",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 483,
                  columnNumber: 13,
                },
                this,
              ),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 480,
              columnNumber: 9,
            },
            this,
          )
        : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            Loaded,
            {
              query: q,
              skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-72 rounded-2xl" },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 489,
                  columnNumber: 37,
                },
                this,
              ),
              what: "Order",
              children: (order) =>
                order.actions.includes("pay")
                  ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      PayForm,
                      {
                        order,
                        paymentMethodId,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 492,
                        columnNumber: 15,
                      },
                      this,
                    )
                  : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      NotPayable,
                      { order },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 494,
                        columnNumber: 15,
                      },
                      this,
                    ),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 489,
              columnNumber: 9,
            },
            this,
          ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 478,
      columnNumber: 5,
    },
    this,
  );
}
function PayForm({ order, paymentMethodId }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const cards = useQuery(paymentMethodsQuery());
  const pm = cards.data?.find((c) => c.paymentMethodId === paymentMethodId);
  const [busy, setBusy] = (0, import_react.useState)(false);
  const [declined, setDeclined] = (0, import_react.useState)(null);
  const key = (0, import_react.useRef)(newIdempotencyKey());
  const alertRef = (0, import_react.useRef)(null);
  const n = enc(order.orderNumber);
  (0, import_react.useEffect)(() => {
    if (declined) alertRef.current?.focus();
  }, [declined]);
  const pay = async () => {
    setBusy(true);
    setDeclined(null);
    const r = await submit(
      "/order/pay",
      {
        orderNumber: order.orderNumber,
        paymentMethodId,
      },
      { idempotencyKey: key.current },
    );
    if (!r.ok) {
      setBusy(false);
      key.current = newIdempotencyKey();
      if (r.code === Code.ILLEGAL_ORDER_STATE || r.code === Code.BELOW_MIN_ONLINE_PAYMENT)
        qc.invalidateQueries({ queryKey: orderKeys.detail(order.orderNumber) });
      return;
    }
    qc.invalidateQueries({ queryKey: orderKeys.all });
    if (r.data.status === "paid") {
      navigate({ href: `/paymentResult?orderNumber=${n}&status=paid` });
      return;
    }
    if (r.data.status === "requires_action" && r.data.actionUrl) {
      window.location.assign(r.data.actionUrl);
      return;
    }
    setBusy(false);
    key.current = newIdempotencyKey();
    setDeclined(r.data.message || "Your card was declined.");
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex flex-col gap-4",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: card,
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                OrderMini,
                { order },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 551,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                PriceBreakdown,
                { order },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 552,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "dl",
                {
                  className: "mt-2 flex flex-col gap-2 text-sm",
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: "flex items-center justify-between gap-3",
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "dt",
                          {
                            className: "text-slate-600",
                            children: "Card",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 555,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "dd",
                          {
                            className: "font-semibold text-slate-900",
                            children: pm
                              ? `${brandName(pm.brand)} •••• ${pm.last4}`
                              : cards.data
                                ? "Card not found"
                                : "…",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 556,
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
                      lineNumber: 554,
                      columnNumber: 11,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 553,
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
            lineNumber: 550,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          SecureNote,
          {},
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 562,
            columnNumber: 7,
          },
          this,
        ),
        declined &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              ref: alertRef,
              tabIndex: -1,
              role: "alert",
              className:
                "rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900 ring-1 ring-rose-200 outline-none",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "font-semibold",
                    children: "Payment declined",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 570,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "mt-0.5",
                    children: declined,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 571,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "mt-1",
                    children: "Try again, or use another card.",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 572,
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
              lineNumber: 564,
              columnNumber: 9,
            },
            this,
          ),
        cards.data && !pm
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              AppLink,
              {
                href: `/payment/${n}`,
                className: primaryLink,
                children: "Choose a card",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 576,
                columnNumber: 9,
              },
              this,
            )
          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Button,
              {
                size: "lg",
                busy,
                disabled: !pm,
                onClick: () => void pay(),
                children: declined ? "Try again" : `Pay ${formatCents(order.amountCents)}`,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 580,
                columnNumber: 9,
              },
              this,
            ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          AppLink,
          {
            href: `/payment/${n}`,
            className: cx(secondaryLink, "self-center"),
            children: "Use another card",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 584,
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
      lineNumber: 549,
      columnNumber: 5,
    },
    this,
  );
}
/** /paymentResult (Complete Purchase): the outcome, read back from the order itself. */
function PaymentResultScreen({ orderNumber, status }) {
  const q = useQuery({
    ...orderDetailQuery(orderNumber),
    enabled: Boolean(orderNumber),
    refetchOnMount: "always",
  });
  const order = q.data;
  const fresh = order !== void 0 && !q.isFetching;
  const ok =
    (order ? order.status !== "awaiting_payment" && order.status !== "cancelled" : false) ||
    (!fresh && status === "paid");
  const pending =
    !ok && (status === "pending" || (status === "paid" && order?.status === "awaiting_payment"));
  const n = enc(orderNumber);
  const { refetch } = q;
  (0, import_react.useEffect)(() => {
    if (!pending || !orderNumber) return;
    const t = setInterval(() => void refetch(), 3e3);
    return () => clearInterval(t);
  }, [pending, orderNumber, refetch]);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: ok ? "Order confirmed" : pending ? "Payment processing" : "Complete Purchase",
      width: "narrow",
      children: !orderNumber
        ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            EmptyState,
            {
              title: "No payment to show",
              action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                AppLink,
                {
                  href: "/buying",
                  className: secondaryLink,
                  children: "See your purchases",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 624,
                  columnNumber: 13,
                },
                this,
              ),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 621,
              columnNumber: 9,
            },
            this,
          )
        : q.isPending && !order
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Skeleton,
              { className: "h-64 rounded-2xl" },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 630,
                columnNumber: 9,
              },
              this,
            )
          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "section",
              {
                className: cx(card, "flex flex-col items-center gap-3 text-center"),
                "aria-live": "polite",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      "aria-hidden": "true",
                      className: cx(
                        "flex size-14 items-center justify-center rounded-full text-2xl font-bold",
                        ok
                          ? "bg-emerald-100 text-emerald-700"
                          : pending
                            ? "bg-sky-100 text-sky-700"
                            : "bg-rose-100 text-rose-700",
                      ),
                      children: ok ? "✓" : pending ? "…" : "!",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 633,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "h2",
                    {
                      className: "text-xl font-bold text-slate-900",
                      children: ok
                        ? "Your order is confirmed"
                        : pending
                          ? "Payment processing"
                          : "Payment failed",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 646,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  ok &&
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      WhatNext,
                      { order },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 649,
                        columnNumber: 18,
                      },
                      this,
                    ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "text-sm text-slate-600",
                      children: ok
                        ? "You paid by card. The seller has been told."
                        : pending
                          ? "Your bank is still confirming the payment. This page updates by itself."
                          : "The payment did not go through. You have not been charged. Try again or use another card.",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 650,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  order &&
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "div",
                      {
                        className: "mt-2 w-full rounded-xl bg-slate-50 p-3 text-left",
                        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          OrderMini,
                          { order },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 659,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 658,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: "mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center",
                      children: [
                        ok || pending
                          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              AppLink,
                              {
                                href: `/orderDetail/${n}`,
                                className: primaryLink,
                                children: "View order",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 664,
                                columnNumber: 15,
                              },
                              this,
                            )
                          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              AppLink,
                              {
                                href: `/payment/${n}`,
                                className: primaryLink,
                                children: "Try again",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 668,
                                columnNumber: 15,
                              },
                              this,
                            ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          AppLink,
                          {
                            href: "/",
                            className: secondaryLink,
                            children: "Continue shopping",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 672,
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
                      lineNumber: 662,
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
                lineNumber: 632,
                columnNumber: 9,
              },
              this,
            ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 616,
      columnNumber: 5,
    },
    this,
  );
}
/** After a successful payment: the three steps that follow, in order. */
function WhatNext({ order }) {
  const where = order?.item.city ? ` in ${order.item.city}` : "";
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "ol",
    {
      className:
        "w-full list-decimal space-y-1.5 rounded-xl bg-slate-50 py-3 pl-8 pr-3 text-left text-sm text-slate-800",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "li",
          { children: ["Message the seller to agree when to collect the item", where, "."] },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 687,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "li",
          { children: "At the pickup, open the order and show your pickup code (or its QR code)." },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 688,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "li",
          { children: "The seller enters the code; only then is the money released to them." },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 689,
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
      lineNumber: 686,
      columnNumber: 5,
    },
    this,
  );
}

export {
  AddCardScreen as t,
  PaymentOnlineScreen as r,
  PaymentResultScreen as i,
  PaymentScreen as a,
  PayScreen as n,
};
