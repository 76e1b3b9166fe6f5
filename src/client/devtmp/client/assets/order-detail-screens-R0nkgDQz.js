import { t as brandName } from "./card-input-CbSLxxsg.js";
import {
  a as _enum,
  o as array,
  s as boolean,
  c as literal,
  i as number,
  l as number$1,
  u as object,
  n as PageSchema,
  r as PagingQuerySchema,
  d as preprocess,
  f as record,
  p as string,
  m as union,
  h as unknown,
} from "./common-CKgmGgc2.js";
import { t as confirmQueue } from "./confirm-queue-D0Me35AS.js";
import { ft as AppLink, pt as Button, Dt as Page, Ot as Skeleton, wn as useQuery } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as formatCents } from "./money-DGJvr2qW.js";
import {
  c as card,
  m as formatDateTime,
  t as ItemThumb,
  n as Loaded,
  u as primaryLink,
  o as Row,
  p as STATUS_LABEL,
  s as StatusBadge,
  d as secondaryLink,
  h as statusHint,
} from "./order-ui-DKyc1efy.js";
import { t as orderDetailQuery, s as pickupCodeQuery } from "./orders-queries-InVPuFtr.js";
import { n as pickupVerifyKeyQuery } from "./pickup-verify-D3aHYL_n.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { r as feedbackKeys, a as orderFeedbackQuery, t as StarInput, n as Stars } from "./stars-C4TUtlGa.js";
import { t as submit } from "./submit-DeNN2Qp8.js";
import { t as useQueuedConfirms } from "./use-confirm-queue-IvcXuNT-.js";
import { t as useOrderUpdates } from "./use-order-updates-DHjshWFU.js";

// src/shared/order-states.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
 * The order state machine: the one place that says which order transitions exist and who may make
 * them. The server refuses everything else with 40005; the client uses `allowedActions` to show
 * only the buttons that would work.
 *
 * | action            | from                                                        | to                                   | by     |
 * |-------------------|-------------------------------------------------------------|--------------------------------------|--------|
 * | pay               | awaiting_payment                                            | paid (card accepted)                 | buyer  |
 * | payCash           | awaiting_payment                                            | cash_pending                         | buyer  |
 * | expire            | awaiting_payment (unpaid past the deadline, 72 h)           | cancelled                            | system |
 * | generatePickupCode| paid, cash_pending, partially_refunded*, refund_declined*   | ready_for_pickup                     | buyer  |
 * | confirm           | ready_for_pickup (pickup code or signed QR checked)         | completed                            | seller |
 * | requestRefund     | paid, ready_for_pickup, completed, partially_refunded (card)| refund_requested                     | buyer  |
 * | agreeRefund       | refund_requested                                            | refunded / partially_refunded        | seller |
 * | declineRefund     | refund_requested                                            | refund_declined                      | seller |
 * | report            | paid, cash_pending, ready_for_pickup, completed,            | reported                             | buyer or seller |
 * |                   | refund_requested, refund_declined, partially_refunded       |                                      |        |
 *
 * `*` only while the item has not been handed over yet (no completeTime): after a partial refund or
 * a declined refund of an order that was not picked up, the buyer can still collect it.
 * Terminal: cancelled, refunded, reported, and completed (except for a refund request or a report).
 */
var ORDER_STATUSES = [
  "awaiting_payment",
  "paid",
  "cash_pending",
  "ready_for_pickup",
  "completed",
  "cancelled",
  "refund_requested",
  "refunded",
  "partially_refunded",
  "refund_declined",
  "reported",
];
var ORDER_ACTIONS = [
  "pay",
  "payCash",
  "expire",
  "generatePickupCode",
  "confirm",
  "requestRefund",
  "agreeRefund",
  "declineRefund",
  "report",
];
/** Tabs of /buying and /orders (query `type`) and the statuses each one lists. */
var ORDER_LIST_TYPES = ["all", "unpaid", "pickup", "completed", "refund"];
// src/shared/contract/orders.ts
/** Orders and card payments (CONTRACT.md "Orders"). Amounts in cents, times in epoch ms. */
var MAX_CENTS = 1e9;
/** Form bodies carry strings: accept "123" as 123. */
var intField = (min, max) => number().int().min(min).max(max);
var OrderNumberSchema = string().trim().min(1).max(64);
var OrderStatusSchema = _enum(ORDER_STATUSES);
var OrderActionSchema = _enum(ORDER_ACTIONS);
var OrderPartySchema = object({
  id: number$1().int(),
  name: string(),
  pic: string().nullable(),
});
var OrderSchema = object({
  orderNumber: string(),
  status: OrderStatusSchema,
  amountCents: number$1().int(),
  refundedCents: number$1().int(),
  /** What the buyer asked back in a pending (or last) refund request. */
  refundRequestCents: number$1().int().nullable(),
  refundReason: string().nullable(),
  /** Refundable now (card orders): amount minus what was refunded. */
  refundableCents: number$1().int(),
  /** Platform fee on what remains, and what the seller keeps (shown to the seller). */
  feeCents: number$1().int(),
  sellerNetCents: number$1().int(),
  source: string(),
  item: object({
    id: number$1().int(),
    itemNumber: string(),
    title: string(),
    cover: string().nullable(),
    /** Where the item is picked up: its city and the seller's pickup note. */
    city: string().nullable(),
    pickupNote: string().nullable(),
  }),
  buyer: OrderPartySchema,
  seller: OrderPartySchema.extend({ storeId: number$1().int().nullable() }),
  /** card | cash once chosen. */
  paymentMethod: _enum(["card", "cash"]).nullable(),
  /** The card's brand and last 4 digits when paid by card. */
  card: object({
    brand: string(),
    last4: string(),
  }).nullable(),
  /** Cards are refused under this amount (40001): cash in person only. */
  cashOnly: boolean(),
  /** Only in the buyer's view, once issued. */
  pickupCode: string().nullable(),
  reportReason: string().nullable(),
  /** Which side of the order the caller is on, and what they can do next. */
  role: _enum(["buyer", "seller"]),
  actions: array(OrderActionSchema),
  payDeadlineTime: number$1().int(),
  paidTime: number$1().int().nullable(),
  completeTime: number$1().int().nullable(),
  cancelTime: number$1().int().nullable(),
  createTime: number$1().int(),
  updateTime: number$1().int(),
});
object({ orderNumber: OrderNumberSchema });
object({ orderNumber: OrderNumberSchema });
PagingQuerySchema.extend({ type: _enum(ORDER_LIST_TYPES).default("all") });
PageSchema(OrderSchema);
object({
  paymentMethodId: string(),
  brand: string(),
  last4: string(),
  expMonth: number$1().int(),
  expYear: number$1().int(),
});
object({
  cardNumber: string()
    .transform((s) => s.replace(/[\s-]/g, ""))
    .pipe(string().regex(/^\d{12,19}$/, "must be 12 to 19 digits")),
  expMonth: intField(1, 12),
  expYear: number()
    .int()
    .min(0)
    .max(9999)
    .transform((y) => (y < 100 ? 2e3 + y : y)),
  cvc: union([string(), number$1()])
    .transform((v) => String(v).trim())
    .pipe(string().regex(/^\d{3,4}$/, "must be 3 or 4 digits")),
});
object({
  paymentMethodId: string(),
  brand: string(),
  last4: string(),
});
object({ providerPaymentMethodId: string().min(3).max(255) });
object({ paymentMethodId: string().min(1).max(255) });
object({
  provider: _enum(["sandbox", "stripe"]),
  /** Buyers pay no fee on top of the price; the seller's fee comes out of the price. */
  buyerFeeCents: literal(0),
});
object({
  orderNumber: OrderNumberSchema,
  paymentMethodId: string().min(1).max(255),
});
object({
  status: _enum(["paid", "requires_action", "declined"]),
  orderNumber: string(),
  actionUrl: string().optional(),
  message: string().optional(),
});
object({
  pickupCode: string(),
  /** An SVG data URL of a QR code holding `qrPayload`. */
  qr: string(),
  /** A compact JWS (ES256) of { orderNumber, pickupCode } signed by the server. */
  qrPayload: string(),
});
object({
  alg: literal("ES256"),
  kid: string(),
  /** Public JWK for offline verification of the pickup QR. */
  jwk: record(string(), unknown()),
});
object({
  orderNumber: OrderNumberSchema,
  /** The 6 digits, or the signed QR payload scanned from the buyer's screen. */
  pickupCode: string().trim().min(1).max(2e3),
});
object({
  orderNumber: OrderNumberSchema,
  amountCents: intField(1, MAX_CENTS),
  reason: string().trim().min(1, "Please say why").max(1e3),
});
object({
  orderNumber: OrderNumberSchema,
  reason: string().trim().min(1, "Please say what went wrong").max(1e3),
});
// src/shared/contract/feedback.ts
var FEEDBACK_COMMENT_MAX = 1e3;
var FEEDBACK_REPLY_MAX = 1e3;
var rating = number({ error: "must be a whole number from 1 to 5" })
  .int({ error: "must be a whole number from 1 to 5" })
  .min(1, { error: "must be a whole number from 1 to 5" })
  .max(5, { error: "must be a whole number from 1 to 5" });
var optionalText = (max) =>
  preprocess(
    (v) => (v === null || v === void 0 ? void 0 : v),
    string({ error: "must be text" })
      .trim()
      .max(max, { error: `at most ${max} characters` })
      .optional(),
  );
object({
  orderNumber: OrderNumberSchema,
  rating,
  comment: optionalText(FEEDBACK_COMMENT_MAX),
});
object({
  feedbackId: number({ error: "must be a feedback id" }).int().min(1),
  reply: string({ error: "must be text" })
    .trim()
    .min(1, { error: "Write an answer" })
    .max(FEEDBACK_REPLY_MAX, { error: `at most ${FEEDBACK_REPLY_MAX} characters` }),
});
var FeedbackSchema = object({
  id: number$1().int(),
  orderNumber: string(),
  /** The author's side: `buyer` rated the seller, `seller` rated the buyer. */
  authorRole: _enum(["buyer", "seller"]),
  author: object({
    id: number$1().int(),
    name: string(),
  }),
  ratedId: number$1().int(),
  rating: number$1().int(),
  comment: string().nullable(),
  reply: string().nullable(),
  replyTime: number$1().int().nullable(),
  itemTitle: string(),
  createTime: number$1().int(),
  updateTime: number$1().int(),
  /** Until when the author may still change it. */
  editableUntil: number$1().int(),
});
object({
  orderNumber: string(),
  role: _enum(["buyer", "seller"]),
  /** Whether the caller may leave (or still edit) their rating now. */
  canLeave: boolean(),
  canEdit: boolean(),
  mine: FeedbackSchema.nullable(),
  theirs: FeedbackSchema.nullable(),
  /** Whether the caller may answer the other's rating (once). */
  canReply: boolean(),
});
var UserIdQuerySchema = object({ userId: number({ error: "must be a user id" }).int().min(1) });
object({
  userId: number$1().int(),
  name: string(),
  /** Average of all ratings received (one decimal), null without any. */
  average: number$1().nullable(),
  count: number$1().int(),
  /** Ratings received in the last 12 months, and the share of them at 4 or 5 stars (0–100). */
  count12m: number$1().int(),
  positivePercent12m: number$1().int().nullable(),
  latest: array(FeedbackSchema),
  emailVerified: boolean(),
  mobileVerified: boolean(),
  memberSince: number$1().int(),
  /** Median minutes to the first answer in chats where others wrote first; null without data. */
  responseMinutes: number$1().int().nullable(),
});
PagingQuerySchema.extend(UserIdQuerySchema.shape);
PageSchema(FeedbackSchema);
// src/client/features/feedback/order-feedback.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$1 = "/work/main/src/client/features/feedback/order-feedback.tsx";
var dateFmt = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
var box = "rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-6";
var area =
  "focus-ring mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900";
/** The order page's feedback card: once the item is picked up, each side rates the other. */
function OrderFeedbackSection({ order }) {
  const done = order.completeTime !== null;
  const q = useQuery(orderFeedbackQuery(order.orderNumber, done));
  if (!done || !q.data) return null;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    FeedbackCard,
    {
      order,
      fb: q.data,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$1,
      lineNumber: 20,
      columnNumber: 10,
    },
    this,
  );
}
function FeedbackCard({ order, fb }) {
  const [editing, setEditing] = (0, import_react.useState)(false);
  const other = fb.role === "buyer" ? "seller" : "buyer";
  const otherName = fb.role === "buyer" ? order.seller.name : order.buyer.name;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      "aria-labelledby": "feedback-heading",
      className: box,
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "h2",
          {
            id: "feedback-heading",
            className: "text-base font-semibold text-slate-900",
            children: "Feedback",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 29,
            columnNumber: 7,
          },
          this,
        ),
        fb.canLeave || editing
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              LeaveForm,
              {
                orderNumber: order.orderNumber,
                legend: `Rate the ${other}, ${otherName}`,
                initial: fb.mine,
                onDone: () => setEditing(false),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$1,
                lineNumber: 33,
                columnNumber: 9,
              },
              this,
            )
          : fb.mine
            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "mt-2 text-sm",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        className: "font-medium text-slate-900",
                        children: [
                          "You rated the ",
                          other,
                          " ",
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Stars,
                            { value: fb.mine.rating },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 42,
                              columnNumber: 35,
                            },
                            this,
                          ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 41,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    fb.mine.comment &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className: "mt-1 text-slate-700",
                          children: ["“", fb.mine.comment, "”"],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 44,
                          columnNumber: 31,
                        },
                        this,
                      ),
                    fb.canEdit
                      ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "p",
                          {
                            className: "mt-2 flex flex-wrap items-center gap-3 text-slate-600",
                            children: [
                              "You can change it until ",
                              dateFmt.format(fb.mine.editableUntil),
                              ".",
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                Button,
                                {
                                  variant: "secondary",
                                  size: "sm",
                                  onClick: () => setEditing(true),
                                  children: "Edit feedback",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$1,
                                  lineNumber: 48,
                                  columnNumber: 15,
                                },
                                this,
                              ),
                            ],
                          },
                          void 0,
                          true,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 46,
                            columnNumber: 13,
                          },
                          this,
                        )
                      : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "p",
                          {
                            className: "mt-1 text-xs text-slate-600",
                            children: "Feedback is fixed after 7 days.",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 53,
                            columnNumber: 13,
                          },
                          this,
                        ),
                    fb.mine.reply &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        Answer,
                        {
                          f: fb.mine,
                          name: otherName,
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 55,
                          columnNumber: 29,
                        },
                        this,
                      ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 40,
                  columnNumber: 9,
                },
                this,
              )
            : null,
        fb.theirs &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            TheirRating,
            {
              order,
              fb,
              theirs: fb.theirs,
              name: otherName,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 58,
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
      lineNumber: 28,
      columnNumber: 5,
    },
    this,
  );
}
function Answer({ f, name }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "p",
    {
      className: "mt-2 border-l-2 border-slate-200 pl-3 text-slate-700",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            className: "font-medium",
            children: [name, " answered:"],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$1,
            lineNumber: 66,
            columnNumber: 7,
          },
          this,
        ),
        " ",
        f.reply,
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$1,
      lineNumber: 65,
      columnNumber: 5,
    },
    this,
  );
}
function LeaveForm({ orderNumber, legend, initial, onDone }) {
  const qc = useQueryClient();
  const [rating, setRating] = (0, import_react.useState)(initial?.rating ?? 0);
  const [comment, setComment] = (0, import_react.useState)(initial?.comment ?? "");
  const [error, setError] = (0, import_react.useState)(null);
  const [busy, setBusy] = (0, import_react.useState)(false);
  const send = async (e) => {
    e.preventDefault();
    if (rating < 1) return setError("Choose from 1 to 5 stars.");
    setBusy(true);
    setError(null);
    const r = await submit(
      "/feedback/leave",
      {
        orderNumber,
        rating,
        comment: comment.trim() || void 0,
      },
      { toast: false },
    );
    setBusy(false);
    if (!r.ok) return setError(r.fieldErrors.rating ?? r.fieldErrors.comment ?? r.message);
    qc.setQueryData(feedbackKeys.order(orderNumber), r.data);
    qc.invalidateQueries({ queryKey: feedbackKeys.all });
    onDone();
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "form",
    {
      onSubmit: send,
      className: "mt-2 flex flex-col gap-3",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          StarInput,
          {
            value: rating,
            onChange: setRating,
            legend,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 105,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "label",
          {
            className: "text-sm font-medium text-slate-900",
            children: [
              "Comment (optional)",
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "textarea",
                {
                  value: comment,
                  maxLength: FEEDBACK_COMMENT_MAX,
                  rows: 3,
                  onChange: (e) => setComment(e.target.value),
                  className: area,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 108,
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
            lineNumber: 106,
            columnNumber: 7,
          },
          this,
        ),
        error &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              role: "alert",
              className: "text-sm font-medium text-rose-700",
              children: error,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 117,
              columnNumber: 9,
            },
            this,
          ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Button,
          {
            type: "submit",
            busy,
            className: "self-start",
            children: initial ? "Save feedback" : "Send feedback",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 121,
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
      lineNumber: 104,
      columnNumber: 5,
    },
    this,
  );
}
function TheirRating({ order, fb, theirs, name }) {
  const qc = useQueryClient();
  const [reply, setReply] = (0, import_react.useState)("");
  const [error, setError] = (0, import_react.useState)(null);
  const [busy, setBusy] = (0, import_react.useState)(false);
  const send = async (e) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const r = await submit(
      "/feedback/reply",
      {
        feedbackId: theirs.id,
        reply,
      },
      { toast: false },
    );
    setBusy(false);
    if (!r.ok) return setError(r.fieldErrors.reply ?? r.message);
    qc.invalidateQueries({ queryKey: feedbackKeys.order(order.orderNumber) });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "mt-4 border-t border-slate-100 pt-4 text-sm",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "font-medium text-slate-900",
            children: [
              name,
              " rated you ",
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Stars,
                { value: theirs.rating },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 155,
                  columnNumber: 26,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$1,
            lineNumber: 154,
            columnNumber: 7,
          },
          this,
        ),
        theirs.comment &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "mt-1 text-slate-700",
              children: ["“", theirs.comment, "”"],
            },
            void 0,
            true,
            {
              fileName: _jsxFileName$1,
              lineNumber: 157,
              columnNumber: 26,
            },
            this,
          ),
        theirs.reply
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                className: "mt-2 border-l-2 border-slate-200 pl-3 text-slate-700",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "span",
                    {
                      className: "font-medium",
                      children: "Your answer:",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 160,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  " ",
                  theirs.reply,
                ],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName$1,
                lineNumber: 159,
                columnNumber: 9,
              },
              this,
            )
          : fb.canReply
            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "form",
                {
                  onSubmit: send,
                  className: "mt-2 flex flex-col gap-2",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "label",
                      {
                        className: "font-medium text-slate-900",
                        children: [
                          "Answer (once, shown with the rating)",
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "textarea",
                            {
                              value: reply,
                              rows: 2,
                              onChange: (e) => setReply(e.target.value),
                              className: area,
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 166,
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
                        lineNumber: 164,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    error &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          role: "alert",
                          className: "font-medium text-rose-700",
                          children: error,
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 169,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Button,
                      {
                        type: "submit",
                        variant: "secondary",
                        size: "sm",
                        busy,
                        className: "self-start",
                        children: "Send answer",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 173,
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
                  lineNumber: 163,
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
      fileName: _jsxFileName$1,
      lineNumber: 153,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/orders/order-detail-screens.tsx
var _jsxFileName = "/work/main/src/client/features/orders/order-detail-screens.tsx";
var enc = encodeURIComponent;
function paymentText(o) {
  if (o.paymentMethod === "card") return o.card ? `${brandName(o.card.brand)} •••• ${o.card.last4}` : "Card";
  if (o.paymentMethod === "cash") return "Cash in person";
  return o.cashOnly ? "Cash in person (under $0.50)" : "Not chosen yet";
}
function DetailSkeleton() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      role: "status",
      "aria-busy": "true",
      "aria-label": "Loading the order",
      className: "grid gap-4 lg:grid-cols-[1fr_22rem]",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex flex-col gap-4",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-28 rounded-2xl" },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 35,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-64 rounded-2xl" },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 36,
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
            lineNumber: 34,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Skeleton,
          { className: "h-48 rounded-2xl" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 38,
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
      lineNumber: 28,
      columnNumber: 5,
    },
    this,
  );
}
/** Status first: what state the order is in, and what happens next. */
function StatusCard({ order }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      "aria-labelledby": "order-status",
      className: card,
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "h2",
          {
            id: "order-status",
            className: "sr-only",
            children: "Status",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 47,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex flex-wrap items-center gap-3",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                StatusBadge,
                {
                  status: order.status,
                  className: "px-3 py-1 text-sm",
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
                "p",
                {
                  className: "text-sm text-slate-500",
                  children: ["Order No. ", order.orderNumber],
                },
                void 0,
                true,
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
          "p",
          {
            className: "mt-3 text-base font-semibold text-slate-900",
            "data-testid": "order-status",
            children: STATUS_LABEL[order.status],
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 54,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "mt-1 text-sm text-slate-600",
            children: statusHint(order.status, order.role, order.completeTime !== null),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 57,
            columnNumber: 7,
          },
          this,
        ),
        order.status === "awaiting_payment" &&
          order.role === "buyer" &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "mt-2 text-sm text-amber-800",
              children: ["Pay by ", formatDateTime(order.payDeadlineTime), "."],
            },
            void 0,
            true,
            {
              fileName: _jsxFileName,
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
      fileName: _jsxFileName,
      lineNumber: 46,
      columnNumber: 5,
    },
    this,
  );
}
function ItemAndMoney({ order }) {
  const seller = order.role === "seller";
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      "aria-labelledby": "order-summary",
      className: card,
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "h2",
          {
            id: "order-summary",
            className: "mb-3 text-base font-semibold text-slate-900",
            children: "Summary",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 71,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex items-center gap-3 border-b border-slate-100 pb-3",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                ItemThumb,
                { cover: order.item.cover },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 75,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                AppLink,
                {
                  href: `/itemDetail/${enc(order.item.itemNumber)}`,
                  className:
                    "focus-ring rounded text-sm font-semibold text-slate-900 hover:underline md:text-base",
                  children: order.item.title,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 76,
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
            lineNumber: 74,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "dl",
          {
            className: "divide-y divide-slate-100",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Row,
                {
                  label: "Amount",
                  strong: true,
                  children: formatCents(order.amountCents),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 84,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Row,
                {
                  label: "Payment",
                  children: paymentText(order),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 87,
                  columnNumber: 9,
                },
                this,
              ),
              order.refundedCents > 0 &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Row,
                  {
                    label: "Refunded",
                    children: formatCents(order.refundedCents),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 88,
                    columnNumber: 37,
                  },
                  this,
                ),
              order.refundRequestCents !== null &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Row,
                  {
                    label: order.status === "refund_requested" ? "Refund asked" : "Last refund request",
                    children: formatCents(order.refundRequestCents),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 90,
                    columnNumber: 11,
                  },
                  this,
                ),
              order.refundReason &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Row,
                  {
                    label: "Refund reason",
                    children: order.refundReason,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 94,
                    columnNumber: 32,
                  },
                  this,
                ),
              order.reportReason &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Row,
                  {
                    label: "Report",
                    children: order.reportReason,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 95,
                    columnNumber: 32,
                  },
                  this,
                ),
              seller &&
                order.paymentMethod !== null &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  import_jsx_dev_runtime.Fragment,
                  {
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        Row,
                        {
                          label: "Platform fee",
                          children: ["−", formatCents(order.feeCents)],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 98,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        Row,
                        {
                          label: "You receive",
                          strong: true,
                          children: formatCents(order.sellerNetCents),
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 99,
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
                    lineNumber: 97,
                    columnNumber: 11,
                  },
                  this,
                ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Row,
                {
                  label: seller ? "Buyer" : "Seller",
                  children: seller ? order.buyer.name : order.seller.name,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 104,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Row,
                {
                  label: "Ordered",
                  children: formatDateTime(order.createTime),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 105,
                  columnNumber: 9,
                },
                this,
              ),
              order.paidTime &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Row,
                  {
                    label: "Paid",
                    children: formatDateTime(order.paidTime),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 106,
                    columnNumber: 28,
                  },
                  this,
                ),
              order.completeTime &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Row,
                  {
                    label: "Picked up",
                    children: formatDateTime(order.completeTime),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 107,
                    columnNumber: 32,
                  },
                  this,
                ),
              order.cancelTime &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Row,
                  {
                    label: "Cancelled",
                    children: formatDateTime(order.cancelTime),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 108,
                    columnNumber: 30,
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
      lineNumber: 70,
      columnNumber: 5,
    },
    this,
  );
}
/** The buyer's pickup code: six digits to read out and the signed QR to scan. */
function PickupCode({ order }) {
  const issued = order.status === "ready_for_pickup";
  const canIssue = order.actions.includes("generatePickupCode");
  const q = useQuery(pickupCodeQuery(order.orderNumber, issued));
  const qc = useQueryClient();
  if (!issued && !canIssue) return null;
  const show = async () => {
    await q.refetch();
    qc.invalidateQueries({ queryKey: orderDetailQuery(order.orderNumber).queryKey });
  };
  const code = q.data?.pickupCode ?? order.pickupCode;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      "aria-labelledby": "pickup-code",
      className: `${card} flex flex-col items-center text-center`,
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "h2",
          {
            id: "pickup-code",
            className: "text-base font-semibold text-slate-900",
            children: "Pickup code",
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
        code
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              import_jsx_dev_runtime.Fragment,
              {
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "mt-1 text-sm text-slate-600",
                      children: "Show this to the seller when you collect the item.",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 133,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "mt-3 font-mono text-4xl font-bold tracking-[0.3em] text-slate-900",
                      "data-testid": "pickup-code",
                      children: code,
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
                  q.data?.qr
                    ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "img",
                        {
                          src: q.data.qr,
                          alt: "Pickup QR code",
                          width: 200,
                          height: 200,
                          className: "mt-4 size-48 md:size-52",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 141,
                          columnNumber: 13,
                        },
                        this,
                      )
                    : q.isFetching
                      ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Skeleton,
                          { className: "mt-4 size-48" },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 149,
                            columnNumber: 13,
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
                lineNumber: 132,
                columnNumber: 9,
              },
              this,
            )
          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              import_jsx_dev_runtime.Fragment,
              {
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "mt-1 text-sm text-slate-600",
                      children:
                        "When you are ready to collect the item, get your code. The seller confirms it at the handoff.",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 154,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Button,
                    {
                      className: "mt-4",
                      size: "lg",
                      busy: q.isFetching,
                      onClick: () => void show(),
                      children: "Show pickup code",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 157,
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
                lineNumber: 153,
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
      lineNumber: 127,
      columnNumber: 5,
    },
    this,
  );
}
/** Where the handoff happens and how to reach the other side (the chat about this item). */
function PickupDetails({ order }) {
  const buyer = order.role === "buyer";
  const other = buyer ? order.seller.name : order.buyer.name;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      "aria-labelledby": "pickup-details",
      className: card,
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "h2",
          {
            id: "pickup-details",
            className: "text-base font-semibold text-slate-900",
            children: "Pickup details",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 172,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "dl",
          {
            className: "mt-2 divide-y divide-slate-100",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Row,
                {
                  label: "Where",
                  children: order.item.city ?? "Agree it in the chat",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 176,
                  columnNumber: 9,
                },
                this,
              ),
              order.item.pickupNote &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Row,
                  {
                    label: "Seller’s note",
                    children: order.item.pickupNote,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 177,
                    columnNumber: 35,
                  },
                  this,
                ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Row,
                {
                  label: buyer ? "Seller" : "Buyer",
                  children: other,
                },
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
            lineNumber: 175,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          AppLink,
          {
            href: `/chat?orderNumber=${enc(order.orderNumber)}`,
            className: `${secondaryLink} mt-3 w-full sm:w-auto`,
            children: buyer ? "Message seller" : "Message buyer",
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
      lineNumber: 171,
      columnNumber: 5,
    },
    this,
  );
}
/** Refunds and reports sit last, under their own heading: they are for when something went wrong. */
function NeedHelp({ order }) {
  const n = enc(order.orderNumber);
  const a = order.actions;
  const links = [
    a.includes("requestRefund") &&
      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        AppLink,
        {
          href: `/refundRequest/${n}`,
          className:
            "focus-ring inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50",
          children: "Request a refund",
        },
        "refund",
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 196,
          columnNumber: 7,
        },
        this,
      ),
    a.includes("report") &&
      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        AppLink,
        {
          href: `/report/${n}`,
          className:
            "focus-ring inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50",
          children: "Report a problem",
        },
        "report",
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 201,
          columnNumber: 7,
        },
        this,
      ),
  ].filter(Boolean);
  if (links.length === 0) return null;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      "aria-labelledby": "need-help",
      className: card,
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "h2",
          {
            id: "need-help",
            className: "text-base font-semibold text-slate-900",
            children: "Need help?",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 209,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "mt-1 text-sm text-slate-600",
            children:
              "Something wrong with the item or the handoff? Start with a message; if that does not help:",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 212,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap",
            children: links,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 215,
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
      lineNumber: 208,
      columnNumber: 5,
    },
    this,
  );
}
/** The buyer's main action: pay while unpaid; otherwise the pickup code (its own card). */
function BuyerMainAction({ order }) {
  const a = order.actions;
  if (a.includes("pay") || a.includes("payCash"))
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      AppLink,
      {
        href: `/payment/${enc(order.orderNumber)}`,
        className: `${primaryLink} h-12 text-base`,
        children: "Pay now",
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 225,
        columnNumber: 7,
      },
      this,
    );
  if (order.status === "ready_for_pickup" || a.includes("generatePickupCode"))
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      PickupCode,
      { order },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 230,
        columnNumber: 12,
      },
      this,
    );
  return null;
}
function SellerMainAction({ order, queued }) {
  const n = enc(order.orderNumber);
  const a = order.actions;
  const links = [
    a.includes("confirm") &&
      !queued &&
      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        AppLink,
        {
          href: `/order/confirm/${n}`,
          className: `focus-ring inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors bg-orange-500 text-white shadow-sm hover:bg-orange-600 h-12 text-base`,
          children: "Confirm pickup",
        },
        "confirm",
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 239,
          columnNumber: 7,
        },
        this,
      ),
    (a.includes("agreeRefund") || a.includes("declineRefund")) &&
      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        AppLink,
        {
          href: `/agreeRefund/${n}`,
          className: `focus-ring inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors bg-orange-500 text-white shadow-sm hover:bg-orange-600 h-12 text-base`,
          children: "Respond to refund",
        },
        "refund",
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 244,
          columnNumber: 7,
        },
        this,
      ),
  ].filter(Boolean);
  if (links.length === 0) return null;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      "aria-label": "Actions",
      className: "flex flex-col gap-2 sm:flex-row sm:flex-wrap",
      children: links,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 251,
      columnNumber: 5,
    },
    this,
  );
}
var layout = "grid items-start gap-4 lg:grid-cols-[1fr_24rem]";
var left = "lg:col-start-1";
var right = "lg:col-start-2 lg:row-span-6 lg:row-start-1";
/** /orderDetail/{orderNumber}: the buyer's order. Status and the next step first, help last. */
function BuyerOrderDetailScreen({ orderNumber }) {
  const q = useQuery(orderDetailQuery(orderNumber));
  useOrderUpdates();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Order details",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        Loaded,
        {
          query: q,
          skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            DetailSkeleton,
            {},
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 268,
              columnNumber: 35,
            },
            this,
          ),
          what: "Order",
          children: (order) =>
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: layout,
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: `${left} flex flex-col gap-4`,
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          StatusCard,
                          { order },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 272,
                            columnNumber: 15,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          BuyerMainAction,
                          { order },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 273,
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
                      lineNumber: 271,
                      columnNumber: 13,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: left,
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        PickupDetails,
                        { order },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 276,
                          columnNumber: 15,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 275,
                      columnNumber: 13,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: `${left} empty:hidden`,
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        OrderFeedbackSection,
                        { order },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 279,
                          columnNumber: 15,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 278,
                      columnNumber: 13,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: right,
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        ItemAndMoney,
                        { order },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 282,
                          columnNumber: 15,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 281,
                      columnNumber: 13,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: `${left} empty:hidden`,
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        NeedHelp,
                        { order },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 285,
                          columnNumber: 15,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 284,
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
                lineNumber: 270,
                columnNumber: 11,
              },
              this,
            ),
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
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 267,
      columnNumber: 5,
    },
    this,
  );
}
/** /sellerOrderDetail/{orderNumber}: the seller's order. */
function SellerOrderDetailScreen({ orderNumber }) {
  const q = useQuery(orderDetailQuery(orderNumber));
  useOrderUpdates();
  const qc = useQueryClient();
  const queued = useQueuedConfirms().find((e) => e.orderNumber === orderNumber);
  (0, import_react.useEffect)(() => {
    qc.prefetchQuery(pickupVerifyKeyQuery());
  }, [qc]);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Order details",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        Loaded,
        {
          query: q,
          skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            DetailSkeleton,
            {},
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 305,
              columnNumber: 35,
            },
            this,
          ),
          what: "Order",
          children: (order) =>
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: layout,
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: `${left} flex flex-col gap-4`,
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          StatusCard,
                          { order },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 309,
                            columnNumber: 15,
                          },
                          this,
                        ),
                        queued &&
                          order.status === "ready_for_pickup" &&
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "div",
                            {
                              className: `rounded-xl px-4 py-3 text-sm ring-1 ${queued.failed ? "bg-rose-50 text-rose-900 ring-rose-200" : "bg-sky-50 text-sky-900 ring-sky-200"}`,
                              children: queued.failed
                                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    "div",
                                    {
                                      className: "flex flex-wrap items-center justify-between gap-2",
                                      children: [
                                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                          "span",
                                          {
                                            children: [
                                              "The pickup confirmation you made offline was refused: ",
                                              queued.failed.message,
                                            ],
                                          },
                                          void 0,
                                          true,
                                          {
                                            fileName: _jsxFileName,
                                            lineNumber: 316,
                                            columnNumber: 23,
                                          },
                                          this,
                                        ),
                                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                          Button,
                                          {
                                            size: "sm",
                                            variant: "secondary",
                                            onClick: () => void confirmQueue.dismiss(orderNumber),
                                            children: "Dismiss",
                                          },
                                          void 0,
                                          false,
                                          {
                                            fileName: _jsxFileName,
                                            lineNumber: 319,
                                            columnNumber: 23,
                                          },
                                          this,
                                        ),
                                      ],
                                    },
                                    void 0,
                                    true,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 315,
                                      columnNumber: 21,
                                    },
                                    this,
                                  )
                                : "You confirmed this pickup offline. It will be sent when you are back online.",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 311,
                              columnNumber: 17,
                            },
                            this,
                          ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          SellerMainAction,
                          {
                            order,
                            queued: Boolean(queued && !queued.failed),
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 332,
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
                      lineNumber: 308,
                      columnNumber: 13,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: left,
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        PickupDetails,
                        { order },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 335,
                          columnNumber: 15,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 334,
                      columnNumber: 13,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: `${left} empty:hidden`,
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        OrderFeedbackSection,
                        { order },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 338,
                          columnNumber: 15,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 337,
                      columnNumber: 13,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: right,
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        ItemAndMoney,
                        { order },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 341,
                          columnNumber: 15,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 340,
                      columnNumber: 13,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: `${left} empty:hidden`,
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        NeedHelp,
                        { order },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 344,
                          columnNumber: 15,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 343,
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
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 305,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 304,
      columnNumber: 5,
    },
    this,
  );
}

export { BuyerOrderDetailScreen as t, SellerOrderDetailScreen as n };
