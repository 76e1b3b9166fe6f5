const __vite__mapDeps = (
  i,
  m = __vite__mapDeps,
  d = m.f ||
    (m.f = [
      "assets/offer-push-COOh80RA.js",
      "assets/rolldown-runtime-SbdDWaPq.js",
      "assets/index-BAN1tMZn.js",
      "assets/react-4hkZzRew.js",
      "assets/query-HN9MFuoM.js",
      "assets/QueryClientProvider-CyHRSvor.js",
      "assets/jsx-runtime-cNwuCTLA.js",
      "assets/useRouter-bDiZYcc0.js",
      "assets/useNavigate-KEmBFHEf.js",
      "assets/matchContext-aCz5Afh0.js",
      "assets/useSelector-B17y36tr.js",
      "assets/storage-352Vgnio.js",
      "assets/link-hzUJy3xG.js",
      "assets/cx-ClXQrqf-.js",
      "assets/jsx-dev-runtime-IFDt3roe.js",
      "assets/route-search-BLjWEe1G.js",
      "assets/index-HnrQL3Z2.css",
    ]),
) => i.map((i) => d[i]);

import { t as newIdempotencyKey } from "./api-CDAijywg.js";
import {
  t as ActionError,
  r as auctionKeys,
  o as buyNow,
  s as cancelMaxBid,
  n as NO_STANDING,
  l as placeBid,
  u as setMaxBid,
  f as standingQuery,
} from "./auction-queries-gInSO2J2.js";
import { t as catalogKeys, a as itemQuery, l as setWatch } from "./catalog-queries-CJhAGVIC.js";
import { r as conditionLabel } from "./conditions-UMBHp48_.js";
import { t as cx } from "./cx-ClXQrqf-.js";
import { n as Dialog } from "./dialog-fEMjAfBb.js";
import {
  dt as __vitePreload,
  Qt as ApiCodeError,
  ft as AppLink,
  pt as Button,
  Wt as buyNowRequestAtom,
  gt as ClockIcon,
  vt as CloudOffIcon,
  mn as Code,
  Et as EmptyState,
  an as HttpError,
  qt as identityAtom,
  Jt as onlineAtom,
  St as PinIcon,
  g as Route,
  Ot as Skeleton,
  Yt as sessionAtom,
  rn as showToast,
  Zt as signedInAtom,
  Tt as UserIcon,
  _n as useAtom,
  vn as useAtomValue,
  At as useDocumentTitle,
  it as useHydrated,
  wn as useQuery,
  yn as useSetAtom,
} from "./index-BAN1tMZn.js";
import { n as LoadError, r as OfflineNote } from "./item-list-LHRswIwK.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as MemberReputation } from "./member-reputation-BE-F7lfg.js";
import { t as centsToDollarString, n as formatCents } from "./money-DGJvr2qW.js";
import { n as orderKeys } from "./orders-queries-InVPuFtr.js";
import { t as removePendingBid, n as savePendingBid, r as usePendingBids } from "./pending-bids-CDFp15un.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { T as skipToken } from "./query-HN9MFuoM.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as recordViewed } from "./recently-viewed-store-BINTfF-b.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { n as useServerNow } from "./server-clock-CGJGxq8x.js";
import { t as submit } from "./submit-DeNN2Qp8.js";
import { t as TextField } from "./text-field-C5q5EduD.js";
import {
  t as applyAuctionState,
  r as checkBidAmount,
  i as describeActionError,
  a as isLeader,
  o as orderPath,
  s as resolveStanding,
  n as useLiveAuction,
} from "./use-live-auction-BNpbh9sb.js";
import { t as formatTimeLeft } from "./use-now-CzzdknSh.js";
import { t as useMutation } from "./useMutation-Cer-pwiq.js";
import { t as useRouter } from "./useRouter-bDiZYcc0.js";

// src/client/features/orders/checkout-review.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$12 = "/work/main/src/client/features/orders/checkout-review.tsx";
var radioRow =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl bg-white px-4 py-3 text-sm ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-orange-500 focus-within:ring-2 focus-within:ring-orange-500";
/**
 * Buy now's review: what the buyer is about to agree to (item, price, no buyer fee, total, where
 * to pick it up, how to pay). Nothing is ordered until Confirm purchase; Back leaves no trace, so
 * the item stays on the market and the seller hears nothing.
 */
function CheckoutReview({ item, priceCents, open, onClose, onOrdered }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Dialog,
    {
      open,
      onClose,
      title: "Review your purchase",
      className: "md:w-[32rem]",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        ReviewBody,
        {
          item,
          priceCents,
          onClose,
          onOrdered,
        },
        void 0,
        false,
        {
          fileName: _jsxFileName$12,
          lineNumber: 37,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$12,
      lineNumber: 36,
      columnNumber: 5,
    },
    this,
  );
}
function ReviewBody({ item, priceCents, onClose, onOrdered }) {
  const router = useRouter();
  const qc = useQueryClient();
  const cashOnly = priceCents < 50;
  const [method, setMethod] = (0, import_react.useState)(cashOnly ? "cash" : "card");
  const [busy, setBusy] = (0, import_react.useState)(false);
  const [error, setError] = (0, import_react.useState)(null);
  const buyKey = (0, import_react.useRef)(newIdempotencyKey());
  const cashKey = (0, import_react.useRef)(newIdempotencyKey());
  const name = (0, import_react.useId)();
  const cover = item.imageSet[0]?.small ?? item.cover;
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const bought = await submit(
      "/item/buyNow",
      { itemNumber: item.itemNumber },
      {
        idempotencyKey: buyKey.current,
        toast: false,
      },
    );
    if (!bought.ok) {
      setBusy(false);
      setError(bought.message || "The purchase did not go through. Please try again.");
      return;
    }
    const orderNumber = bought.data.orderNumber;
    onOrdered?.(orderNumber);
    qc.invalidateQueries({ queryKey: orderKeys.lists() });
    const n = encodeURIComponent(orderNumber);
    if (method === "cash") {
      const paid = await submit("/order/payCash", { orderNumber }, { idempotencyKey: cashKey.current });
      setBusy(false);
      if (paid.ok) {
        qc.setQueryData(orderKeys.detail(orderNumber), paid.data);
        showToast("Order confirmed. You pay in cash when you collect the item.", "success");
      }
      router.navigate({ href: `/orderDetail/${n}` });
      return;
    }
    setBusy(false);
    router.navigate({ href: `/payment/${n}` });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex flex-col gap-4",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex items-center gap-3",
            children: [
              cover
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "img",
                    {
                      src: cover,
                      alt: "",
                      width: 64,
                      height: 64,
                      className: "size-16 shrink-0 rounded-lg bg-slate-100 object-cover",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$12,
                      lineNumber: 99,
                      columnNumber: 11,
                    },
                    this,
                  )
                : null,
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "line-clamp-2 min-w-0 flex-1 text-sm font-semibold text-slate-900",
                  children: item.title,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$12,
                  lineNumber: 107,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$12,
            lineNumber: 97,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "dl",
          {
            className: "flex flex-col gap-1.5 rounded-xl bg-slate-50 p-3 text-sm",
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
                        children: "Price",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$12,
                        lineNumber: 112,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dd",
                      {
                        className: "font-medium text-slate-900",
                        children: formatCents(priceCents),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$12,
                        lineNumber: 113,
                        columnNumber: 11,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$12,
                  lineNumber: 111,
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
                        children: "Buyer fee",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$12,
                        lineNumber: 116,
                        columnNumber: 11,
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
                        fileName: _jsxFileName$12,
                        lineNumber: 117,
                        columnNumber: 11,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$12,
                  lineNumber: 115,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "mt-1 flex justify-between gap-3 border-t border-slate-200 pt-2",
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
                        fileName: _jsxFileName$12,
                        lineNumber: 120,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dd",
                      {
                        className: "text-lg font-bold text-slate-900",
                        "data-testid": "checkout-total",
                        children: formatCents(priceCents),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$12,
                        lineNumber: 121,
                        columnNumber: 11,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$12,
                  lineNumber: 119,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-xs text-slate-600",
                  children: "Buyers pay no fee: the total is the price.",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$12,
                  lineNumber: 125,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$12,
            lineNumber: 110,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "section",
          {
            "aria-labelledby": `${name}-pickup`,
            className: "text-sm",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h3",
                {
                  id: `${name}-pickup`,
                  className: "font-semibold text-slate-900",
                  children: "Pickup",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$12,
                  lineNumber: 129,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "mt-1 flex items-center gap-1 text-slate-800",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      PinIcon,
                      { className: "size-4 shrink-0 text-slate-600" },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$12,
                        lineNumber: 133,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    item.city ?? "The seller will tell you where",
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$12,
                  lineNumber: 132,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "mt-1 text-slate-700",
                  children: item.pickupNote
                    ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        import_jsx_dev_runtime.Fragment,
                        {
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "span",
                              {
                                className: "font-medium",
                                children: "Seller’s note:",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$12,
                                lineNumber: 139,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            " ",
                            item.pickupNote,
                          ],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName$12,
                          lineNumber: 138,
                          columnNumber: 13,
                        },
                        this,
                      )
                    : "Agree a time with the seller in chat after you confirm.",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$12,
                  lineNumber: 136,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$12,
            lineNumber: 128,
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
                  className: "mb-2 text-sm font-semibold text-slate-900",
                  children: "Payment method",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$12,
                  lineNumber: 148,
                  columnNumber: 9,
                },
                this,
              ),
              !cashOnly &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "label",
                  {
                    className: radioRow,
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "input",
                        {
                          type: "radio",
                          name,
                          checked: method === "card",
                          onChange: () => setMethod("card"),
                          className: "size-5 accent-orange-500",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$12,
                          lineNumber: 151,
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
                                fileName: _jsxFileName$12,
                                lineNumber: 159,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "span",
                              {
                                className: "text-xs text-slate-600",
                                children: "Pay online on the next screen",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$12,
                                lineNumber: 160,
                                columnNumber: 15,
                              },
                              this,
                            ),
                          ],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName$12,
                          lineNumber: 158,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName$12,
                    lineNumber: 150,
                    columnNumber: 11,
                  },
                  this,
                ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "label",
                {
                  className: radioRow,
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "input",
                      {
                        type: "radio",
                        name,
                        checked: method === "cash",
                        onChange: () => setMethod("cash"),
                        className: "size-5 accent-orange-500",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$12,
                        lineNumber: 165,
                        columnNumber: 11,
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
                              fileName: _jsxFileName$12,
                              lineNumber: 173,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              className: "text-xs text-slate-600",
                              children: "Pay the seller when you collect the item",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$12,
                              lineNumber: 174,
                              columnNumber: 13,
                            },
                            this,
                          ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$12,
                        lineNumber: 172,
                        columnNumber: 11,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$12,
                  lineNumber: 164,
                  columnNumber: 9,
                },
                this,
              ),
              cashOnly &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "text-xs text-slate-700",
                    children: ["Under ", formatCents(50), " the price is paid in cash in person."],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName$12,
                    lineNumber: 178,
                    columnNumber: 11,
                  },
                  this,
                ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$12,
            lineNumber: 147,
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
              fileName: _jsxFileName$12,
              lineNumber: 185,
              columnNumber: 9,
            },
            this,
          ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  variant: "secondary",
                  size: "lg",
                  onClick: onClose,
                  disabled: busy,
                  children: "Back",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$12,
                  lineNumber: 191,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  size: "lg",
                  busy,
                  onClick: () => void confirm(),
                  children: "Confirm purchase",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$12,
                  lineNumber: 194,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$12,
            lineNumber: 190,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$12,
      lineNumber: 96,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/auctions/confirm-action-dialog.tsx
var _jsxFileName$11 = "/work/main/src/client/features/auctions/confirm-action-dialog.tsx";
/**
 * The confirmation step before a bid, a max bid or Buy now. Confirm has the focus, so Enter (or
 * Space) confirms at once and Escape cancels: quick from the keyboard, never a single mis-tap.
 */
function ConfirmActionDialog({ open, title, children, confirmLabel = "Confirm", busy, onConfirm, onCancel }) {
  const confirmRef = (0, import_react.useRef)(null);
  (0, import_react.useEffect)(() => {
    if (open) confirmRef.current?.focus();
  }, [open]);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Dialog,
    {
      open,
      onClose: onCancel,
      title,
      children: [
        children &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "text-sm text-slate-600",
              children,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$11,
              lineNumber: 34,
              columnNumber: 20,
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
                  onClick: onCancel,
                  disabled: busy,
                  children: "Cancel",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$11,
                  lineNumber: 36,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  ref: confirmRef,
                  onClick: onConfirm,
                  busy,
                  children: confirmLabel,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$11,
                  lineNumber: 39,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$11,
            lineNumber: 35,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$11,
      lineNumber: 33,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/auctions/engagement.ts
/**
 * After someone's first successful bid, offer push notifications: outbid alerts are what make them
 * worth it. Asked once per page load at most; the offer module itself remembers a "Not now".
 */
var offered = false;
function noteFirstEngagement(reason) {
  if (offered) return;
  offered = true;
  __vitePreload(
    () => import("./offer-push-COOh80RA.js").then((n) => n.r).then((m) => m.offerPushAfter(reason)),
    __vite__mapDeps([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]),
  );
}
// src/shared/auction.ts
/** The increment table of AUCTION_RULES.md, in cents: [lower bound of the band, increment]. */
var BANDS = [
  [5e5, 1e4],
  [25e4, 5e3],
  [1e5, 2500],
  [5e4, 1e3],
  [25e3, 500],
  [1e4, 250],
  [2500, 100],
  [500, 50],
  [100, 25],
  [0, 5],
];
/** inc(p): the increment of the band that holds price p (cents). */
function bidIncrement(priceCents) {
  for (const [floor, inc] of BANDS) if (priceCents >= floor) return inc;
  return 5;
}
// src/client/features/auctions/quick-bids.tsx
var _jsxFileName$10 = "/work/main/src/client/features/auctions/quick-bids.tsx";
/** The minimum next bid and the next two steps of the increment table (AUCTION_RULES.md). */
function quickBidAmounts(minCents) {
  const second = minCents + bidIncrement(minCents);
  return [minCents, second, second + bidIncrement(second)];
}
/**
 * One-tap bid amounts under "Your bid". A tap only fills in the amount and asks for the same
 * confirmation as a typed bid: nothing is sent without it.
 */
function QuickBids({ minCents, disabled, onPick, className }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "ul",
    {
      "aria-label": "Quick bids",
      className: cx("grid grid-cols-3 gap-2", className),
      children: quickBidAmounts(minCents).map((cents) =>
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "li",
          {
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "button",
              {
                type: "button",
                disabled,
                onClick: () => onPick(cents),
                className:
                  "focus-ring inline-flex h-11 w-full items-center justify-center rounded-lg bg-orange-50 px-2 text-sm font-semibold text-orange-800 ring-1 ring-inset ring-orange-200 hover:bg-orange-100 disabled:opacity-60",
                children: ["Bid ", formatCents(cents)],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName$10,
                lineNumber: 30,
                columnNumber: 11,
              },
              this,
            ),
          },
          cents,
          false,
          {
            fileName: _jsxFileName$10,
            lineNumber: 29,
            columnNumber: 9,
          },
          this,
        ),
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$10,
      lineNumber: 27,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/auctions/auction-panel.tsx
var _jsxFileName$9 = "/work/main/src/client/features/auctions/auction-panel.tsx";
var dateTime$1 = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
});
/** Sends guests to sign in and back here afterwards. */
function useSignInFirst() {
  const router = useRouter();
  return () => {
    const here = router.state.location.href;
    router.navigate({ href: `/signIn?redirect=${encodeURIComponent(here)}` });
  };
}
/** The auction half of the item page's panel: bid, max bid, Buy now, live standing, results. */
function AuctionPanel({ item, auction }) {
  const qc = useQueryClient();
  const router = useRouter();
  const session = useAtomValue(sessionAtom);
  const online = useAtomValue(onlineAtom);
  const signedIn = Boolean(session.token);
  const myId = signedIn ? (session.userInfo?.id ?? null) : null;
  const signInFirst = useSignInFirst();
  const now = useServerNow();
  const itemNumber = item.itemNumber;
  const active = item.status === "active";
  useLiveAuction(itemNumber, item.status !== "withdrawn");
  const standing = useQuery(standingQuery(itemNumber, myId)).data ?? NO_STANDING;
  const live = useQuery({
    queryKey: auctionKeys.live(itemNumber),
    queryFn: skipToken,
  }).data;
  const leader = isLeader(
    {
      ...standing,
      myTag: standing.myTag ?? item.myBidderTag,
    },
    live,
    myId,
  );
  const kind = resolveStanding({
    hasBid: standing.hasBid || leader,
    leader,
    auction,
    itemStatus: item.status,
  });
  const pending = usePendingBids(myId).find((p) => p.itemNumber === itemNumber) ?? null;
  const [bidText, setBidText] = (0, import_react.useState)(null);
  const [maxText, setMaxText] = (0, import_react.useState)("");
  const [bidError, setBidError] = (0, import_react.useState)(null);
  const [maxError, setMaxError] = (0, import_react.useState)(null);
  const [buyError, setBuyError] = (0, import_react.useState)(null);
  const [notice, setNotice] = (0, import_react.useState)(null);
  const [confirm, setConfirm] = (0, import_react.useState)(null);
  const minCents = auction.minNextBidCents;
  const reach = Math.max(standing.myMaxAmountCents ?? 0, standing.myMaxBidCents ?? 0);
  const maxMinCents = leader && reach > 0 ? reach + 1 : minCents;
  const bidValue = bidText ?? centsToDollarString(minCents);
  const endedLocally = auction.status === "open" && now >= auction.endTime;
  const refreshItem = () => {
    qc.invalidateQueries({ queryKey: catalogKeys.item(itemNumber) });
    qc.invalidateQueries({ queryKey: auctionKeys.standing(itemNumber, myId) });
  };
  const onAnswer = (p, a) => {
    applyAuctionState(qc, itemNumber, a);
    qc.setQueryData(auctionKeys.standing(itemNumber, myId), (s) => ({
      hasBid: true,
      isHighBidder: a.isHighBidder,
      myMaxAmountCents: a.myMaxAmountCents,
      myMaxBidCents: p.kind === "bid" ? Math.max(s?.myMaxBidCents ?? 0, p.cents) : (s?.myMaxBidCents ?? null),
      bidCount: a.bidCount,
      myTag: a.bidderTag,
    }));
    qc.invalidateQueries({ queryKey: auctionKeys.myBidsAll(myId) });
    noteFirstEngagement("bid");
  };
  const keepPending = async (k, cents) => {
    if (myId == null) return;
    await savePendingBid({
      userId: myId,
      itemNumber,
      title: item.title,
      kind: k,
      amountCents: cents,
      seenMinCents: minCents,
      createdAt: Date.now(),
    });
    setNotice(null);
  };
  const bidMutation = useMutation({
    networkMode: "always",
    retry: false,
    mutationFn: (p) => (p.kind === "bid" ? placeBid(itemNumber, p.cents) : setMaxBid(itemNumber, p.cents)),
    onSuccess: (a, p) => {
      onAnswer(p, a);
      if (p.fromPending && myId != null) removePendingBid(myId, itemNumber);
      if (p.kind === "bid") {
        setBidText(null);
        setNotice(
          a.isHighBidder
            ? `Bid placed: ${formatCents(p.cents)}. You're the highest bidder.`
            : `Bid placed: ${formatCents(p.cents)}, but another bidder's max bid is higher. You've been outbid.`,
        );
      } else {
        setMaxText("");
        setNotice(
          a.isHighBidder
            ? `Max bid set: ${formatCents(p.cents)}. We'll bid for you up to that amount.`
            : `Max bid set: ${formatCents(p.cents)}, but another bidder's max bid is higher. You've been outbid.`,
        );
      }
    },
    onError: (err, p) => {
      const setErr = p.kind === "bid" ? setBidError : setMaxError;
      if (err instanceof ActionError) {
        const d = describeActionError(err.code, err.message, err.envelope.res_data, minCents);
        setErr(d.message);
        if (d.refresh || d.minNextBidCents != null) refreshItem();
      } else if (err instanceof HttpError && err.status === 0) {
        keepPending(p.kind, p.cents);
        setErr("We could not reach the server. Your bid was kept on this device as a pending bid.");
      } else setErr("Something went wrong. Please try again.");
    },
  });
  const cancelMutation = useMutation({
    networkMode: "always",
    retry: false,
    mutationFn: () => cancelMaxBid(itemNumber),
    onSuccess: () => {
      qc.setQueryData(auctionKeys.standing(itemNumber, myId), (s) =>
        s
          ? {
              ...s,
              myMaxAmountCents: null,
            }
          : s,
      );
      qc.invalidateQueries({ queryKey: auctionKeys.myBidsAll(myId) });
      setNotice("Your max bid was cancelled. Bids already placed for you stay.");
    },
    onError: (err) => {
      if (err instanceof ActionError) {
        const d = describeActionError(err.code, err.message, err.envelope.res_data, minCents);
        setMaxError(d.message);
        if (d.refresh) refreshItem();
      } else setMaxError("We could not reach the server. Please try again.");
    },
  });
  const buyMutation = useMutation({
    networkMode: "always",
    retry: false,
    mutationFn: () => buyNow(itemNumber),
    onSuccess: ({ orderNumber }) => {
      setConfirm(null);
      refreshItem();
      router.navigate({ href: orderPath(orderNumber, auction.buyNowPriceCents) });
    },
    onError: (err) => {
      setConfirm(null);
      if (err instanceof ActionError) {
        const d = describeActionError(err.code, err.message, err.envelope.res_data, minCents);
        setBuyError(d.message);
        if (d.refresh) refreshItem();
      } else setBuyError("We could not reach the server. Please try again.");
    },
  });
  const onBid = (e) => {
    e.preventDefault();
    setBidError(null);
    setNotice(null);
    if (!signedIn) return signInFirst();
    const check = checkBidAmount(bidValue, minCents);
    if (!check.ok) return setBidError(check.message);
    if (leader) return setBidError("You are already the highest bidder. You can raise your max bid instead.");
    if (!online) {
      keepPending("bid", check.cents);
      return;
    }
    setConfirm({
      kind: "bid",
      cents: check.cents,
    });
  };
  const onMax = (e) => {
    e.preventDefault();
    setMaxError(null);
    setNotice(null);
    if (!signedIn) return signInFirst();
    const check = checkBidAmount(maxText, maxMinCents);
    if (!check.ok)
      return setMaxError(
        leader && maxText.trim()
          ? `To raise your max bid, enter more than ${formatCents(reach)}.`
          : check.message,
      );
    if (!online) {
      keepPending("max", check.cents);
      return;
    }
    setConfirm({
      kind: "max",
      cents: check.cents,
    });
  };
  const onConfirm = () => {
    if (!confirm) return;
    if (confirm.kind === "buy") return buyMutation.mutate();
    const p = confirm;
    setConfirm(null);
    bidMutation.mutate(p);
  };
  const reviewPending = (p) => {
    setBidError(null);
    setMaxError(null);
    const floor = p.kind === "max" ? maxMinCents : minCents;
    if (p.amountCents < floor) {
      if (p.kind === "bid") {
        setBidText(centsToDollarString(p.amountCents));
        setBidError(`Prices moved while you were offline. Enter ${formatCents(floor)} or more.`);
      } else {
        setMaxText(centsToDollarString(p.amountCents));
        setMaxError(`Prices moved while you were offline. Enter ${formatCents(floor)} or more.`);
      }
      if (myId != null) removePendingBid(myId, itemNumber);
      return;
    }
    setConfirm({
      kind: p.kind,
      cents: p.amountCents,
      fromPending: true,
    });
  };
  if (!active || auction.status === "ended")
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      AuctionResult,
      {
        item,
        auction,
        kind,
      },
      void 0,
      false,
      {
        fileName: _jsxFileName$9,
        lineNumber: 275,
        columnNumber: 12,
      },
      this,
    );
  if (auction.status === "scheduled" && now < auction.startTime)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      "div",
      {
        className: "rounded-lg bg-sky-50 px-3 py-3 text-sm text-sky-900 ring-1 ring-sky-200",
        children: [
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "font-semibold",
              children: "Bidding has not started yet",
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$9,
              lineNumber: 281,
              columnNumber: 9,
            },
            this,
          ),
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              children: [
                "It opens on",
                " ",
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "time",
                  {
                    dateTime: new Date(auction.startTime).toISOString(),
                    suppressHydrationWarning: true,
                    children: dateTime$1.format(auction.startTime),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$9,
                    lineNumber: 284,
                    columnNumber: 11,
                  },
                  this,
                ),
                ", starting at ",
                formatCents(auction.startPriceCents),
                ".",
              ],
            },
            void 0,
            true,
            {
              fileName: _jsxFileName$9,
              lineNumber: 282,
              columnNumber: 9,
            },
            this,
          ),
        ],
      },
      void 0,
      true,
      {
        fileName: _jsxFileName$9,
        lineNumber: 280,
        columnNumber: 7,
      },
      this,
    );
  const busy = bidMutation.isPending || cancelMutation.isPending || buyMutation.isPending;
  const buyOffered = auction.buyNowAvailable && auction.buyNowPriceCents != null;
  const hasMax = standing.myMaxAmountCents != null;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex flex-col gap-4",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          StandingBanner,
          {
            kind,
            standing,
            minCents,
            notice,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$9,
            lineNumber: 298,
            columnNumber: 7,
          },
          this,
        ),
        !auction.reserveMet &&
          auction.bidCount === 0 &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "text-sm text-slate-600",
              children: "Reserve not met",
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$9,
              lineNumber: 301,
              columnNumber: 9,
            },
            this,
          ),
        pending &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            PendingBidNote,
            {
              pending,
              online,
              minCents: pending.kind === "max" ? maxMinCents : minCents,
              onReview: () => reviewPending(pending),
              onDiscard: () => myId != null && void removePendingBid(myId, itemNumber),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$9,
              lineNumber: 305,
              columnNumber: 9,
            },
            this,
          ),
        endedLocally
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                className: "rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-700",
                "aria-live": "polite",
                children: "Bidding is closing…",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$9,
                lineNumber: 315,
                columnNumber: 9,
              },
              this,
            )
          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              import_jsx_dev_runtime.Fragment,
              {
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "form",
                    {
                      onSubmit: onBid,
                      noValidate: true,
                      className: "flex flex-col gap-2",
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "div",
                          {
                            className: "flex flex-col gap-2 sm:flex-row sm:items-start",
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                TextField,
                                {
                                  label: "Your bid",
                                  className: "flex-1",
                                  name: "bid",
                                  inputMode: "decimal",
                                  autoComplete: "off",
                                  enterKeyHint: "send",
                                  placeholder: centsToDollarString(minCents),
                                  value: bidValue,
                                  onChange: (e) => {
                                    setBidText(e.target.value);
                                    setBidError(null);
                                  },
                                  hint: `Minimum next bid: ${formatCents(minCents)}`,
                                  error:
                                    bidError &&
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "span",
                                      {
                                        role: "alert",
                                        children: bidError,
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$9,
                                        lineNumber: 339,
                                        columnNumber: 36,
                                      },
                                      this,
                                    ),
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$9,
                                  lineNumber: 325,
                                  columnNumber: 15,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                Button,
                                {
                                  type: "submit",
                                  size: "lg",
                                  className: "sm:mt-[26px] sm:min-w-36",
                                  busy: bidMutation.isPending && bidMutation.variables?.kind === "bid",
                                  disabled: busy,
                                  children: "Place bid",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$9,
                                  lineNumber: 341,
                                  columnNumber: 15,
                                },
                                this,
                              ),
                            ],
                          },
                          void 0,
                          true,
                          {
                            fileName: _jsxFileName$9,
                            lineNumber: 324,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          QuickBids,
                          {
                            minCents,
                            disabled: busy,
                            onPick: (cents) => {
                              setBidText(centsToDollarString(cents));
                              setBidError(null);
                              setNotice(null);
                              if (!signedIn) return signInFirst();
                              if (leader)
                                return setBidError(
                                  "You are already the highest bidder. You can raise your max bid instead.",
                                );
                              if (!online) return void keepPending("bid", cents);
                              setConfirm({
                                kind: "bid",
                                cents,
                              });
                            },
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$9,
                            lineNumber: 351,
                            columnNumber: 13,
                          },
                          this,
                        ),
                      ],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName$9,
                      lineNumber: 323,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  buyOffered &&
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "div",
                      {
                        className: "flex flex-col gap-2 sm:flex-row sm:items-center",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Button,
                            {
                              variant: "secondary",
                              className: "sm:min-w-36",
                              disabled: busy,
                              onClick: () => {
                                setBuyError(null);
                                if (!signedIn) return signInFirst();
                                if (!online)
                                  return setBuyError("You are offline. Buy now needs a connection.");
                                setConfirm({
                                  kind: "buy",
                                  cents: auction.buyNowPriceCents,
                                });
                              },
                              children: "Buy now",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$9,
                              lineNumber: 371,
                              columnNumber: 15,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "p",
                            {
                              className: "text-xs text-slate-600 sm:flex-1",
                              children: [
                                "Skip the bidding: pay ",
                                formatCents(auction.buyNowPriceCents),
                                " and the auction ends for everyone.",
                              ],
                            },
                            void 0,
                            true,
                            {
                              fileName: _jsxFileName$9,
                              lineNumber: 384,
                              columnNumber: 15,
                            },
                            this,
                          ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$9,
                        lineNumber: 370,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  buyError &&
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        role: "alert",
                        className: "text-sm font-medium text-rose-600",
                        children: buyError,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$9,
                        lineNumber: 391,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "section",
                    {
                      "aria-labelledby": "max-bid-heading",
                      className: "rounded-lg ring-1 ring-slate-200",
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "h2",
                          {
                            id: "max-bid-heading",
                            className: "px-3 pt-2.5 text-sm font-semibold text-slate-900",
                            children: hasMax
                              ? `Your max bid: ${formatCents(standing.myMaxAmountCents)}`
                              : "Bid automatically with a max bid",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$9,
                            lineNumber: 398,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "form",
                          {
                            onSubmit: onMax,
                            noValidate: true,
                            className: "flex flex-col gap-2 p-3 pt-1.5",
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "p",
                                {
                                  className: "text-xs text-slate-600",
                                  children:
                                    "We bid for you, only as much as it takes to keep you in the lead, up to your maximum. Other bidders never see it.",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$9,
                                  lineNumber: 404,
                                  columnNumber: 15,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "div",
                                {
                                  className: "flex flex-col gap-2 sm:flex-row sm:items-start",
                                  children: [
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      TextField,
                                      {
                                        label: "Your maximum",
                                        className: "flex-1",
                                        name: "max",
                                        inputMode: "decimal",
                                        autoComplete: "off",
                                        placeholder: centsToDollarString(maxMinCents),
                                        value: maxText,
                                        onChange: (e) => {
                                          setMaxText(e.target.value);
                                          setMaxError(null);
                                        },
                                        hint:
                                          leader && reach > 0
                                            ? `More than ${formatCents(reach)} to raise it.`
                                            : `${formatCents(maxMinCents)} or more.`,
                                        error:
                                          maxError &&
                                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                            "span",
                                            {
                                              role: "alert",
                                              children: maxError,
                                            },
                                            void 0,
                                            false,
                                            {
                                              fileName: _jsxFileName$9,
                                              lineNumber: 426,
                                              columnNumber: 38,
                                            },
                                            this,
                                          ),
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$9,
                                        lineNumber: 409,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      Button,
                                      {
                                        type: "submit",
                                        variant: "secondary",
                                        className: "sm:mt-[26px] sm:min-w-36",
                                        busy: bidMutation.isPending && bidMutation.variables?.kind === "max",
                                        disabled: busy,
                                        children: hasMax ? "Raise max bid" : "Set max bid",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$9,
                                        lineNumber: 428,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                  ],
                                },
                                void 0,
                                true,
                                {
                                  fileName: _jsxFileName$9,
                                  lineNumber: 408,
                                  columnNumber: 15,
                                },
                                this,
                              ),
                              hasMax &&
                                !leader &&
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  Button,
                                  {
                                    variant: "ghost",
                                    size: "sm",
                                    className: "self-start",
                                    busy: cancelMutation.isPending,
                                    disabled: busy,
                                    onClick: () => {
                                      setMaxError(null);
                                      if (!online)
                                        return setMaxError("You are offline. Cancelling needs a connection.");
                                      cancelMutation.mutate();
                                    },
                                    children: "Cancel max bid",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName$9,
                                    lineNumber: 439,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                              hasMax &&
                                leader &&
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "p",
                                  {
                                    className: "text-xs text-slate-500",
                                    children: "You can cancel your max bid only while you are not leading.",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName$9,
                                    lineNumber: 455,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                            ],
                          },
                          void 0,
                          true,
                          {
                            fileName: _jsxFileName$9,
                            lineNumber: 403,
                            columnNumber: 13,
                          },
                          this,
                        ),
                      ],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName$9,
                      lineNumber: 397,
                      columnNumber: 11,
                    },
                    this,
                  ),
                ],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName$9,
                lineNumber: 322,
                columnNumber: 9,
              },
              this,
            ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          ConfirmActionDialog,
          {
            open: confirm != null,
            title:
              confirm?.kind === "buy"
                ? `Buy now for ${formatCents(confirm.cents)}?`
                : confirm?.kind === "max"
                  ? `Confirm your max bid of ${formatCents(confirm.cents)}`
                  : `Confirm your bid of ${formatCents(confirm?.cents ?? 0)}`,
            confirmLabel: confirm?.kind === "buy" ? "Confirm purchase" : "Confirm",
            busy: buyMutation.isPending,
            onConfirm,
            onCancel: () => setConfirm(null),
            children:
              confirm?.kind === "buy"
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      children:
                        "The auction ends for everyone and an order is created for you at this price.",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$9,
                      lineNumber: 479,
                      columnNumber: 11,
                    },
                    this,
                  )
                : confirm?.kind === "max"
                  ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        children: [
                          "We will bid for you up to ",
                          formatCents(confirm.cents),
                          ". The current price is",
                          " ",
                          formatCents(auction.currentPriceCents),
                          ".",
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$9,
                        lineNumber: 481,
                        columnNumber: 11,
                      },
                      this,
                    )
                  : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        children: [
                          "A bid is a promise to buy if you win. The minimum right now is ",
                          formatCents(minCents),
                          ".",
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$9,
                        lineNumber: 486,
                        columnNumber: 11,
                      },
                      this,
                    ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$9,
            lineNumber: 464,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$9,
      lineNumber: 297,
      columnNumber: 5,
    },
    this,
  );
}
function StandingBanner({ kind, standing, minCents, notice }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      "aria-live": "polite",
      className: "empty:hidden",
      children: [
        kind === "leading" &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className:
                "rounded-lg bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900 ring-1 ring-emerald-200",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "font-semibold",
                    children: "You're leading: you're the highest bidder",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$9,
                    lineNumber: 510,
                    columnNumber: 11,
                  },
                  this,
                ),
                standing.myMaxAmountCents != null &&
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      children: [
                        "Your max bid of ",
                        formatCents(standing.myMaxAmountCents),
                        " bids for you if someone else bids.",
                      ],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName$9,
                      lineNumber: 512,
                      columnNumber: 13,
                    },
                    this,
                  ),
              ],
            },
            void 0,
            true,
            {
              fileName: _jsxFileName$9,
              lineNumber: 509,
              columnNumber: 9,
            },
            this,
          ),
        kind === "outbid" &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "rounded-lg bg-rose-50 px-3 py-2.5 text-sm text-rose-900 ring-1 ring-rose-200",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "font-semibold",
                    children: "You've been outbid",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$9,
                    lineNumber: 518,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  { children: ["Bid ", formatCents(minCents), " or more to take the lead."] },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName$9,
                    lineNumber: 519,
                    columnNumber: 11,
                  },
                  this,
                ),
              ],
            },
            void 0,
            true,
            {
              fileName: _jsxFileName$9,
              lineNumber: 517,
              columnNumber: 9,
            },
            this,
          ),
        notice &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "mt-2 text-sm text-slate-700",
              children: notice,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$9,
              lineNumber: 522,
              columnNumber: 18,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$9,
      lineNumber: 507,
      columnNumber: 5,
    },
    this,
  );
}
function PendingBidNote({ pending, online, minCents, onReview, onDiscard }) {
  const what = pending.kind === "max" ? "max bid" : "bid";
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      "aria-label": "Pending bid",
      className:
        "flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "flex items-center gap-2 font-semibold",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                CloudOffIcon,
                { className: "size-4 shrink-0" },
                void 0,
                false,
                {
                  fileName: _jsxFileName$9,
                  lineNumber: 547,
                  columnNumber: 9,
                },
                this,
              ),
              "Pending ",
              what,
              ": ",
              formatCents(pending.amountCents),
              " (not sent)",
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$9,
            lineNumber: 546,
            columnNumber: 7,
          },
          this,
        ),
        online
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                children: [
                  "You made it while offline. Prices may have moved: the minimum is now",
                  " ",
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "strong",
                    { children: formatCents(minCents) },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$9,
                      lineNumber: 553,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  ". Confirm it again to send it.",
                ],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName$9,
                lineNumber: 551,
                columnNumber: 9,
              },
              this,
            )
          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                children:
                  "You are offline. It stays on this device and is not sent by itself: you will confirm it again when you are back online.",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$9,
                lineNumber: 556,
                columnNumber: 9,
              },
              this,
            ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex flex-wrap gap-2",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  size: "sm",
                  onClick: onReview,
                  disabled: !online,
                  children: ["Review pending ", what],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$9,
                  lineNumber: 562,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  size: "sm",
                  variant: "ghost",
                  onClick: onDiscard,
                  children: "Discard",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$9,
                  lineNumber: 565,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$9,
            lineNumber: 561,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$9,
      lineNumber: 542,
      columnNumber: 5,
    },
    this,
  );
}
function AuctionResult({ item, auction, kind }) {
  const price = formatCents(auction.currentPriceCents);
  let title;
  let body = null;
  if (item.status === "withdrawn") title = "The seller withdrew this item";
  else if (kind === "won") {
    title = `It's yours: you won this item for ${price}`;
    body = "Your order is waiting for payment in Purchases.";
  } else if (item.status === "sold") {
    title = `Sold for ${price}`;
    if (kind === "lost") body = "You did not win this one.";
  } else if (auction.bidCount === 0) title = "This auction ended with no bids";
  else if (!auction.reserveMet) title = "This auction ended: the reserve was not met";
  else {
    title = `This auction ended at ${price}`;
    if (kind === "lost") body = "You did not win this one.";
  }
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: cx(
        "flex flex-col gap-1 rounded-lg px-3 py-3 text-sm ring-1",
        kind === "won"
          ? "bg-emerald-50 text-emerald-900 ring-emerald-200"
          : "bg-slate-50 text-slate-800 ring-slate-200",
      ),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "font-semibold",
            children: title,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$9,
            lineNumber: 610,
            columnNumber: 7,
          },
          this,
        ),
        body &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            { children: body },
            void 0,
            false,
            {
              fileName: _jsxFileName$9,
              lineNumber: 611,
              columnNumber: 16,
            },
            this,
          ),
        kind === "won" &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            AppLink,
            {
              href: "/buying",
              className: "focus-ring self-start rounded font-semibold text-orange-700 hover:underline",
              children: "Go to Purchases",
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$9,
              lineNumber: 613,
              columnNumber: 9,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$9,
      lineNumber: 602,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/auctions/bid-panel.tsx
var _jsxFileName$8 = "/work/main/src/client/features/auctions/bid-panel.tsx";
/**
 * The buying slot of /itemDetail/{id}, for both sale types: bidding for auctions, Buy now for
 * fixed prices, and the seller's own actions when they look at their own item.
 */
function BidPanel({ item }) {
  if (item.isOwner)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      SellerActions,
      { item },
      void 0,
      false,
      {
        fileName: _jsxFileName$8,
        lineNumber: 20,
        columnNumber: 28,
      },
      this,
    );
  if (item.saleType === "auction" && item.auction)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      AuctionPanel,
      {
        item,
        auction: item.auction,
      },
      void 0,
      false,
      {
        fileName: _jsxFileName$8,
        lineNumber: 21,
        columnNumber: 59,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    FixedPriceBuy,
    { item },
    void 0,
    false,
    {
      fileName: _jsxFileName$8,
      lineNumber: 22,
      columnNumber: 10,
    },
    this,
  );
}
var linkButton =
  "focus-ring inline-flex h-10 items-center justify-center rounded-lg px-4 text-sm font-semibold ring-1 ring-inset";
function SellerActions({ item }) {
  const n = encodeURIComponent(item.itemNumber);
  const auction = item.saleType === "auction" && item.auction;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex flex-col gap-3",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "text-sm text-slate-700",
            children: auction
              ? "This is your auction: buyers bid here. You can edit the item or change the auction settings."
              : "This is your listing: buyers buy it here. You can edit it.",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$8,
            lineNumber: 33,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex flex-wrap gap-2",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                AppLink,
                {
                  href: `/editItem?itemNumber=${n}`,
                  className: `${linkButton} bg-orange-500 text-white ring-orange-500 hover:bg-orange-600`,
                  children: "Edit item",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$8,
                  lineNumber: 39,
                  columnNumber: 9,
                },
                this,
              ),
              auction &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  AppLink,
                  {
                    href: `/auctionSettings/${n}`,
                    className: `${linkButton} bg-white text-slate-900 ring-slate-300 hover:bg-slate-50`,
                    children: "Auction settings",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$8,
                    lineNumber: 46,
                    columnNumber: 11,
                  },
                  this,
                ),
              auction &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  AppLink,
                  {
                    href: `/bidList/${n}`,
                    className: `${linkButton} bg-white text-slate-900 ring-slate-300 hover:bg-slate-50`,
                    children: "Bid history",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$8,
                    lineNumber: 54,
                    columnNumber: 11,
                  },
                  this,
                ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$8,
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
      fileName: _jsxFileName$8,
      lineNumber: 32,
      columnNumber: 5,
    },
    this,
  );
}
function FixedPriceBuy({ item }) {
  const router = useRouter();
  const qc = useQueryClient();
  const signedIn = useAtomValue(signedInAtom);
  const online = useAtomValue(onlineAtom);
  const [error, setError] = (0, import_react.useState)(null);
  const [reviewing, setReviewing] = (0, import_react.useState)(false);
  const price = item.priceCents ?? item.currentPriceCents;
  const cashOnly = price != null && price < 50;
  const [request, setRequest] = useAtom(buyNowRequestAtom);
  const start = () => {
    setError(null);
    if (!signedIn) {
      const here = router.state.location.href;
      router.navigate({ href: `/signIn?redirect=${encodeURIComponent(here)}` });
      return;
    }
    if (!online) return setError("You are offline. Buying needs a connection.");
    setReviewing(true);
  };
  const startRef = (0, import_react.useRef)(start);
  startRef.current = start;
  (0, import_react.useEffect)(() => {
    if (request !== item.itemNumber) return;
    setRequest(null);
    startRef.current();
  }, [request, item.itemNumber, setRequest]);
  if (item.status !== "active")
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      "p",
      {
        className:
          "rounded-lg bg-slate-50 px-3 py-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-200",
        children: item.status === "sold" ? "This item has been sold." : "This item is no longer available.",
      },
      void 0,
      false,
      {
        fileName: _jsxFileName$8,
        lineNumber: 99,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex flex-col gap-3",
      children: [
        cashOnly &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200",
              children: ["Cash in person only: online payment needs at least ", formatCents(50), "."],
            },
            void 0,
            true,
            {
              fileName: _jsxFileName$8,
              lineNumber: 107,
              columnNumber: 9,
            },
            this,
          ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Button,
          {
            size: "lg",
            className: "w-full sm:w-auto sm:min-w-48",
            onClick: start,
            children: "Buy now",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$8,
            lineNumber: 111,
            columnNumber: 7,
          },
          this,
        ),
        error &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              role: "alert",
              className: "text-sm font-medium text-rose-600",
              children: error,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$8,
              lineNumber: 115,
              columnNumber: 9,
            },
            this,
          ),
        price != null &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            CheckoutReview,
            {
              item,
              priceCents: price,
              open: reviewing,
              onClose: () => setReviewing(false),
              onOrdered: () => void qc.invalidateQueries({ queryKey: catalogKeys.item(item.itemNumber) }),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$8,
              lineNumber: 120,
              columnNumber: 9,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$8,
      lineNumber: 105,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/chat/contact-seller-button.tsx
var _jsxFileName$7 = "/work/main/src/client/features/chat/contact-seller-button.tsx";
/**
 * "Contact seller" on an item page: opens `/chat?itemNumber=…` (which opens or reuses the chat with
 * the seller). Guests go through sign-in first; the seller sees nothing.
 */
function ContactSellerButton({ itemNumber, sellerId, className }) {
  const session = useAtomValue(sessionAtom);
  const myId = useAtomValue(identityAtom)?.user.id ?? session.userInfo?.id ?? null;
  if (myId !== null && myId === sellerId) return null;
  const chat = `/chat?itemNumber=${encodeURIComponent(itemNumber)}`;
  const href = session.token ? chat : `/signIn?redirect=${encodeURIComponent(chat)}`;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    AppLink,
    {
      href,
      className: cx(
        "focus-ring inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50",
        className,
      ),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "svg",
          {
            "aria-hidden": "true",
            viewBox: "0 0 24 24",
            className: "size-4",
            fill: "none",
            stroke: "currentColor",
            strokeWidth: "2",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "path",
              {
                d: "M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z",
                strokeLinejoin: "round",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$7,
                lineNumber: 40,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$7,
            lineNumber: 32,
            columnNumber: 7,
          },
          this,
        ),
        "Contact seller",
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$7,
      lineNumber: 25,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/catalog/gallery-zoom.tsx
var _jsxFileName$6 = "/work/main/src/client/features/catalog/gallery-zoom.tsx";
/**
 * The photo at full size over the page. A tap (or Enter) toggles a 2.5× close-up centred where it
 * was tapped; Escape, the backdrop or Close ends it. Native <dialog>, so focus stays inside.
 */
function GalleryZoom({ photo, index, count, onClose }) {
  const [zoomed, setZoomed] = (0, import_react.useState)(null);
  const close = () => {
    setZoomed(null);
    onClose();
  };
  const toggle = (e) => {
    if (zoomed) return setZoomed(null);
    const r = e.currentTarget.getBoundingClientRect();
    const x = e.clientX ? ((e.clientX - r.left) / r.width) * 100 : 50;
    const y = e.clientY ? ((e.clientY - r.top) / r.height) * 100 : 50;
    setZoomed({
      x,
      y,
    });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Dialog,
    {
      open: photo !== null,
      onClose: close,
      title: `Photo ${index + 1} of ${count}`,
      hideTitle: true,
      className: "!m-0 !h-dvh !max-h-none !w-screen !max-w-none !rounded-none !bg-slate-950 !p-0",
      children:
        photo &&
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "relative flex h-dvh w-screen items-center justify-center overflow-hidden",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "button",
                {
                  type: "button",
                  onClick: toggle,
                  "aria-label": zoomed ? "Zoom out" : "Zoom in",
                  className: "focus-ring size-full cursor-zoom-in overflow-hidden",
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "img",
                    {
                      src: photo.large,
                      alt: photo.alt,
                      width: 1280,
                      height: 960,
                      className: "size-full object-contain transition-transform duration-200",
                      style: zoomed
                        ? {
                            transform: "scale(2.5)",
                            transformOrigin: `${zoomed.x}% ${zoomed.y}%`,
                            cursor: "zoom-out",
                          }
                        : void 0,
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$6,
                      lineNumber: 50,
                      columnNumber: 13,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$6,
                  lineNumber: 44,
                  columnNumber: 11,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className:
                    "absolute left-4 top-4 rounded-full bg-slate-900/80 px-3 py-1 text-sm font-medium text-white",
                  children: [index + 1, " / ", count],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$6,
                  lineNumber: 67,
                  columnNumber: 11,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "button",
                {
                  type: "button",
                  onClick: close,
                  className:
                    "focus-ring absolute right-3 top-3 inline-flex h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-slate-900 shadow",
                  children: "Close",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$6,
                  lineNumber: 70,
                  columnNumber: 11,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$6,
            lineNumber: 43,
            columnNumber: 9,
          },
          this,
        ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$6,
      lineNumber: 35,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/catalog/gallery.tsx
var _jsxFileName$5 = "/work/main/src/client/features/catalog/gallery.tsx";
/**
 * Photos: a scroll-snap strip (swipe on phones, no script needed), arrow buttons and the arrow keys
 * on wide screens, and thumbnails. Every image sits in a fixed 1:1 box so nothing shifts as it loads.
 */
function Gallery({ item }) {
  const photos = item.imageSet.length
    ? item.imageSet
    : item.images.map((url, i) => ({
        fileId: String(i),
        small: url,
        medium: url,
        large: url,
      }));
  const strip = (0, import_react.useRef)(null);
  const [index, setIndex] = (0, import_react.useState)(0);
  const [zoom, setZoom] = (0, import_react.useState)(false);
  const count = photos.length;
  const go = (0, import_react.useCallback)(
    (i) => {
      const el = strip.current;
      if (!el || count === 0) return;
      const next = (i + count) % count;
      el.scrollTo({
        left: next * el.clientWidth,
        behavior: "smooth",
      });
      setIndex(next);
    },
    [count],
  );
  (0, import_react.useEffect)(() => {
    if (count < 2) return;
    const onKey = (e) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.target?.closest("input, textarea, select, [contenteditable=true], dialog[open]")) return;
      if (e.key === "ArrowRight") {
        e.preventDefault();
        go(index + 1);
      } else if (e.key === "ArrowLeft") {
        e.preventDefault();
        go(index - 1);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [count, go, index]);
  if (count === 0)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      "div",
      {
        className:
          "flex aspect-[4/3] items-center justify-center rounded-2xl bg-slate-100 text-sm text-slate-500 md:rounded-2xl",
        children: "No photos",
      },
      void 0,
      false,
      {
        fileName: _jsxFileName$5,
        lineNumber: 51,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      "aria-label": "Photos",
      className: "flex flex-col gap-3",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "relative",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  ref: strip,
                  tabIndex: count > 1 ? 0 : void 0,
                  onScroll: (e) => {
                    const el = e.currentTarget;
                    const i = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
                    if (i !== index) setIndex(i);
                  },
                  className:
                    "focus-ring flex aspect-[4/3] snap-x snap-mandatory overflow-x-auto overscroll-x-contain bg-slate-100 [scrollbar-width:none] md:rounded-2xl",
                  children: photos.map((p, i) =>
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "div",
                      {
                        className: "size-full shrink-0 snap-center",
                        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "img",
                          {
                            src: p.medium,
                            srcSet: `${p.small} 320w, ${p.medium} 640w, ${p.large} 1280w`,
                            sizes: "(min-width: 1024px) 640px, 100vw",
                            width: 640,
                            height: 480,
                            alt: i === 0 ? item.title : `${item.title}, photo ${i + 1}`,
                            loading: i === 0 ? "eager" : "lazy",
                            fetchPriority: i === 0 ? "high" : "auto",
                            decoding: "async",
                            className: "size-full object-contain",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$5,
                            lineNumber: 72,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      },
                      p.fileId,
                      false,
                      {
                        fileName: _jsxFileName$5,
                        lineNumber: 71,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$5,
                  lineNumber: 60,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "button",
                {
                  type: "button",
                  onClick: () => setZoom(true),
                  className:
                    "focus-ring absolute left-3 top-3 inline-flex h-11 items-center gap-1.5 rounded-full bg-white/90 px-3 text-sm font-semibold text-slate-900 shadow ring-1 ring-slate-200 hover:bg-white",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "svg",
                      {
                        "aria-hidden": "true",
                        viewBox: "0 0 24 24",
                        className: "size-4",
                        fill: "none",
                        stroke: "currentColor",
                        strokeWidth: "2",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "circle",
                            {
                              cx: "11",
                              cy: "11",
                              r: "7",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$5,
                              lineNumber: 100,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "path",
                            {
                              d: "m20 20-3.5-3.5M11 8v6M8 11h6",
                              strokeLinecap: "round",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$5,
                              lineNumber: 101,
                              columnNumber: 13,
                            },
                            this,
                          ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$5,
                        lineNumber: 92,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    "Zoom",
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$5,
                  lineNumber: 87,
                  columnNumber: 9,
                },
                this,
              ),
              count > 1 &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  import_jsx_dev_runtime.Fragment,
                  {
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "button",
                        {
                          type: "button",
                          "aria-label": "Previous photo",
                          onClick: () => go(index - 1),
                          className:
                            "focus-ring absolute left-3 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-xl text-slate-800 shadow ring-1 ring-slate-200 hover:bg-white md:inline-flex",
                          children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              "aria-hidden": "true",
                              children: "‹",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$5,
                              lineNumber: 113,
                              columnNumber: 15,
                            },
                            this,
                          ),
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$5,
                          lineNumber: 107,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "button",
                        {
                          type: "button",
                          "aria-label": "Next photo",
                          onClick: () => go(index + 1),
                          className:
                            "focus-ring absolute right-3 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-xl text-slate-800 shadow ring-1 ring-slate-200 hover:bg-white md:inline-flex",
                          children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              "aria-hidden": "true",
                              children: "›",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$5,
                              lineNumber: 121,
                              columnNumber: 15,
                            },
                            this,
                          ),
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$5,
                          lineNumber: 115,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          "aria-live": "polite",
                          className:
                            "absolute bottom-3 right-3 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-medium text-white",
                          children: [index + 1, " / ", count],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName$5,
                          lineNumber: 123,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName$5,
                    lineNumber: 106,
                    columnNumber: 11,
                  },
                  this,
                ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$5,
            lineNumber: 58,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          GalleryZoom,
          {
            photo:
              zoom && photos[index]
                ? {
                    large: photos[index].large,
                    medium: photos[index].medium,
                    alt: index === 0 ? item.title : `${item.title}, photo ${index + 1}`,
                  }
                : null,
            index,
            count,
            onClose: () => setZoom(false),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$5,
            lineNumber: 132,
            columnNumber: 7,
          },
          this,
        ),
        count > 1 &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "ul",
            {
              "aria-label": "Thumbnails",
              className: "hidden gap-2 overflow-x-auto pb-1 [scrollbar-width:thin] md:flex",
              children: photos.map((p, i) =>
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "li",
                  {
                    className: "shrink-0",
                    children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "button",
                      {
                        type: "button",
                        "aria-label": `Show photo ${i + 1}`,
                        "aria-current": i === index ? "true" : void 0,
                        onClick: () => go(i),
                        className: cx(
                          "focus-ring block size-16 overflow-hidden rounded-lg bg-slate-100 ring-2 transition md:size-20",
                          i === index ? "ring-orange-500" : "ring-transparent opacity-80 hover:opacity-100",
                        ),
                        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "img",
                          {
                            src: p.small,
                            alt: "",
                            width: 80,
                            height: 80,
                            loading: "lazy",
                            decoding: "async",
                            className: "size-full object-cover",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$5,
                            lineNumber: 164,
                            columnNumber: 17,
                          },
                          this,
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$5,
                        lineNumber: 154,
                        columnNumber: 15,
                      },
                      this,
                    ),
                  },
                  p.fileId,
                  false,
                  {
                    fileName: _jsxFileName$5,
                    lineNumber: 153,
                    columnNumber: 13,
                  },
                  this,
                ),
              ),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$5,
              lineNumber: 147,
              columnNumber: 9,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$5,
      lineNumber: 57,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/catalog/item-sticky-bar.tsx
var _jsxFileName$4 = "/work/main/src/client/features/catalog/item-sticky-bar.tsx";
var action =
  "focus-ring inline-flex h-12 shrink-0 items-center justify-center rounded-lg bg-orange-500 px-5 text-base font-semibold text-white shadow-sm hover:bg-orange-600";
/** Moves to the bidding form and puts the cursor in "Your bid" (the quick bids sit under it). */
function goToBid() {
  const field = document.querySelector('main input[name="bid"]');
  if (!field) return;
  field.scrollIntoView({
    block: "center",
    behavior: "smooth",
  });
  field.focus({ preventScroll: true });
}
/**
 * Phones only: a bar fixed to the bottom of the item page with the live price, the live countdown
 * and the main action, so they never scroll away. It reads the item's query, which the live
 * auction stream keeps current. Its buttons are named "Bid now" and "Buy" (not "Place bid" and
 * "Buy now") so they add to, and never shadow, the panel's own controls.
 */
function ItemStickyBar({ itemNumber }) {
  const item = useQuery(itemQuery(itemNumber)).data;
  if (!item) return null;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    import_jsx_dev_runtime.Fragment,
    {
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            "aria-hidden": "true",
            className: "h-20 md:hidden",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$4,
            lineNumber: 33,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "section",
          {
            "aria-label": "Price and action",
            "data-testid": "sticky-bar",
            className:
              "fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur md:hidden",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: "flex items-center gap-3",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    BarSummary,
                    { item },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$4,
                      lineNumber: 40,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    BarAction,
                    { item },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$4,
                      lineNumber: 41,
                      columnNumber: 11,
                    },
                    this,
                  ),
                ],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName$4,
                lineNumber: 39,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$4,
            lineNumber: 34,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$4,
      lineNumber: 31,
      columnNumber: 5,
    },
    this,
  );
}
/** A countdown that visibly ticks every second: "2d 05:14:33", "05:14:33", null once it is over. */
function clockLeft(ms) {
  if (ms <= 0) return null;
  const s = Math.floor(ms / 1e3);
  const d = Math.floor(s / 86400);
  const pad = (n) => String(n).padStart(2, "0");
  const hms = `${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return d > 0 ? `${d}d ${hms}` : hms;
}
function BarSummary({ item }) {
  const now = useServerNow();
  const a = item.auction;
  const price = a ? a.currentPriceCents : item.priceCents;
  const target = a ? (a.status === "scheduled" ? a.startTime : a.endTime) : null;
  const left = target === null ? null : clockLeft(target - now);
  const soon = a?.status === "open" && target !== null && target - now < 36e5;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "min-w-0 flex-1",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "text-xs text-slate-600",
            children: a ? (a.bidCount > 0 ? "Current bid" : "Starting bid") : "Price",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$4,
            lineNumber: 67,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "flex flex-wrap items-baseline gap-x-2",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "span",
                {
                  className: "text-xl font-bold text-slate-900",
                  "data-testid": "sticky-price",
                  children: price != null ? formatCents(price) : "—",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$4,
                  lineNumber: 71,
                  columnNumber: 9,
                },
                this,
              ),
              a &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "span",
                  {
                    role: "timer",
                    "aria-live": "off",
                    "data-testid": "sticky-countdown",
                    suppressHydrationWarning: true,
                    className: `text-sm font-semibold ${soon ? "text-rose-700" : "text-slate-700"}`,
                    children:
                      a.status === "ended" || !left
                        ? "Ended"
                        : a.status === "scheduled"
                          ? `Starts in ${left}`
                          : `${left} left`,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$4,
                    lineNumber: 75,
                    columnNumber: 11,
                  },
                  this,
                ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$4,
            lineNumber: 70,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$4,
      lineNumber: 66,
      columnNumber: 5,
    },
    this,
  );
}
function BarAction({ item }) {
  const requestBuy = useSetAtom(buyNowRequestAtom);
  if (item.isOwner)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      AppLink,
      {
        href: `/editItem?itemNumber=${encodeURIComponent(item.itemNumber)}`,
        className: action,
        children: "Edit",
      },
      void 0,
      false,
      {
        fileName: _jsxFileName$4,
        lineNumber: 99,
        columnNumber: 7,
      },
      this,
    );
  if (item.status !== "active") return null;
  if (item.auction) {
    if (item.auction.status !== "open") return null;
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      "button",
      {
        type: "button",
        className: action,
        onClick: goToBid,
        children: "Bid now",
      },
      void 0,
      false,
      {
        fileName: _jsxFileName$4,
        lineNumber: 107,
        columnNumber: 7,
      },
      this,
    );
  }
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "button",
    {
      type: "button",
      className: action,
      onClick: () => requestBuy(item.itemNumber),
      children: "Buy",
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$4,
      lineNumber: 113,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/catalog/share-button.tsx
var _jsxFileName$3 = "/work/main/src/client/features/catalog/share-button.tsx";
/** Web Share where the device has it; otherwise the link goes to the clipboard. */
function ShareButton({ title, path, className }) {
  const share = async () => {
    const url = new URL(path, location.origin).toString();
    if (typeof navigator.share === "function")
      try {
        await navigator.share({
          title,
          url,
        });
        return;
      } catch (e) {
        if (e?.name === "AbortError") return;
      }
    try {
      await navigator.clipboard.writeText(url);
      showToast("Link copied", "success");
    } catch {
      window.prompt("Copy this link", url);
    }
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "button",
    {
      type: "button",
      onClick: () => void share(),
      className: cx(
        "focus-ring inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50",
        className,
      ),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "svg",
          {
            viewBox: "0 0 24 24",
            className: "size-5",
            fill: "none",
            stroke: "currentColor",
            strokeWidth: "2",
            strokeLinecap: "round",
            strokeLinejoin: "round",
            "aria-hidden": "true",
            focusable: "false",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "path",
              { d: "M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7M16 6l-4-4-4 4M12 2v13" },
              void 0,
              false,
              {
                fileName: _jsxFileName$3,
                lineNumber: 43,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$3,
            lineNumber: 32,
            columnNumber: 7,
          },
          this,
        ),
        "Share",
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$3,
      lineNumber: 24,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/catalog/watch-button.tsx
var _jsxFileName$2 = "/work/main/src/client/features/catalog/watch-button.tsx";
function HeartIcon({ filled }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "svg",
    {
      viewBox: "0 0 24 24",
      className: "size-5",
      "aria-hidden": "true",
      focusable: "false",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "path",
        {
          d: "M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z",
          fill: filled ? "currentColor" : "none",
          stroke: "currentColor",
          strokeWidth: "2",
          strokeLinejoin: "round",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName$2,
          lineNumber: 12,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$2,
      lineNumber: 11,
      columnNumber: 5,
    },
    this,
  );
}
/**
 * The `Watch` toggle (aria-pressed). Guests go to sign in first. The answer of POST /item/watch
 * updates the cached item directly (a refetch could come back from the worker's cache).
 */
function WatchButton({ item, className }) {
  const signedIn = useAtomValue(signedInAtom);
  const router = useRouter();
  const qc = useQueryClient();
  const key = catalogKeys.item(item.itemNumber);
  const m = useMutation({
    mutationFn: (watch) => setWatch(item.itemNumber, watch),
    onMutate: (watch) => {
      const before = qc.getQueryData(key);
      if (before)
        qc.setQueryData(key, {
          ...before,
          watching: watch,
        });
      return { before };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
    },
    onSuccess: (res) => {
      const cur = qc.getQueryData(key);
      if (cur)
        qc.setQueryData(key, {
          ...cur,
          watching: res.watching,
          watchCount: res.watchCount,
        });
      qc.invalidateQueries({ queryKey: [...catalogKeys.all, "watching"] });
      if (res.watching)
        __vitePreload(
          () => import("./offer-push-COOh80RA.js").then((n) => n.r).then((o) => o.offerPushAfter("watch")),
          __vite__mapDeps([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]),
        );
    },
  });
  const watching = item.watching;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "button",
    {
      type: "button",
      "aria-label": "Watch",
      "aria-pressed": watching,
      disabled: m.isPending,
      onClick: () => {
        if (!signedIn) {
          const here = router.state.location.href;
          router.navigate({ href: `/signIn?redirect=${encodeURIComponent(here)}` });
          return;
        }
        m.mutate(!watching);
      },
      className: cx(
        "focus-ring inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold ring-1 ring-inset transition-colors disabled:opacity-70",
        watching
          ? "bg-rose-50 text-rose-700 ring-rose-200 hover:bg-rose-100"
          : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50",
        className,
      ),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          HeartIcon,
          { filled: watching },
          void 0,
          false,
          {
            fileName: _jsxFileName$2,
            lineNumber: 74,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            "aria-hidden": "true",
            children: watching ? "Watching" : "Watch",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$2,
            lineNumber: 75,
            columnNumber: 7,
          },
          this,
        ),
        item.watchCount > 0 &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "span",
            {
              "aria-hidden": "true",
              className: "text-xs font-medium text-slate-500",
              children: item.watchCount,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$2,
              lineNumber: 77,
              columnNumber: 9,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$2,
      lineNumber: 53,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/catalog/item-detail-screen.tsx
var _jsxFileName$1 = "/work/main/src/client/features/catalog/item-detail-screen.tsx";
var dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
});
function StatusBadge({ item }) {
  const text =
    item.status === "sold"
      ? "Sold"
      : item.status === "withdrawn"
        ? "Withdrawn by the seller"
        : item.status === "ended" || item.auction?.status === "ended"
          ? "Ended"
          : item.status === "draft"
            ? "Draft"
            : item.auction?.status === "scheduled"
              ? "Starts soon"
              : null;
  if (!text) return null;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "span",
    {
      className:
        "inline-flex rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-white",
      children: text,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$1,
      lineNumber: 42,
      columnNumber: 5,
    },
    this,
  );
}
/** Price or auction summary: current price, bids and a countdown on the server's clock. */
function PriceSummary({ item }) {
  const now = useServerNow();
  const a = item.auction;
  if (!a)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      "div",
      {
        children: [
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "text-sm text-slate-600",
              children: "Price",
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 55,
              columnNumber: 9,
            },
            this,
          ),
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "text-3xl font-bold tracking-tight text-slate-900",
              children: item.priceCents != null ? formatCents(item.priceCents) : "—",
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
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
        fileName: _jsxFileName$1,
        lineNumber: 54,
        columnNumber: 7,
      },
      this,
    );
  const target = a.status === "scheduled" ? a.startTime : a.endTime;
  const left = formatTimeLeft(target - now);
  const soon = a.status === "open" && target - now < 36e5;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "grid grid-cols-2 gap-3 sm:grid-cols-3",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "col-span-2 sm:col-span-1",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-sm text-slate-600",
                  children: a.bidCount > 0 ? "Current bid" : "Starting bid",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 68,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-3xl font-bold tracking-tight text-slate-900",
                  children: formatCents(a.currentPriceCents),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 69,
                  columnNumber: 9,
                },
                this,
              ),
              !a.reserveMet &&
                a.bidCount > 0 &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "text-xs text-slate-500",
                    children: "Reserve not met",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 70,
                    columnNumber: 45,
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
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-sm text-slate-600",
                  children: "Bids",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 73,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-lg font-semibold text-slate-900",
                  children:
                    a.bidCount > 0
                      ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          AppLink,
                          {
                            href: `/bidList/${encodeURIComponent(item.itemNumber)}`,
                            className:
                              "focus-ring rounded underline decoration-slate-300 underline-offset-2 hover:decoration-orange-500",
                            children: [a.bidCount, " ", a.bidCount === 1 ? "bid" : "bids"],
                          },
                          void 0,
                          true,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 76,
                            columnNumber: 13,
                          },
                          this,
                        )
                      : "No bids yet",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 74,
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
            lineNumber: 72,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-sm text-slate-600",
                  children: a.status === "scheduled" ? "Starts in" : "Time left",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 88,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: `flex items-center gap-1 text-lg font-semibold ${soon ? "text-rose-600" : "text-slate-900"}`,
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      ClockIcon,
                      { className: "size-4" },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 92,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        role: "timer",
                        "aria-live": "off",
                        suppressHydrationWarning: true,
                        children: a.status === "ended" || !left ? "Ended" : left,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 94,
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
                  lineNumber: 89,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-xs text-slate-500",
                  suppressHydrationWarning: true,
                  children: [
                    a.status === "scheduled" ? "Starts" : a.status === "ended" ? "Ended" : "Ends",
                    " ",
                    dateTime.format(target),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 98,
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
            lineNumber: 87,
            columnNumber: 7,
          },
          this,
        ),
        a.buyNowPriceCents != null &&
          a.buyNowAvailable &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "col-span-2 text-sm text-slate-700 sm:col-span-3",
              children: [
                "Buy it now for ",
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "strong",
                  {
                    className: "text-slate-900",
                    children: formatCents(a.buyNowPriceCents),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 105,
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
              lineNumber: 104,
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
      lineNumber: 66,
      columnNumber: 5,
    },
    this,
  );
}
function Facts({ item }) {
  const category = item.categoryPath.at(-1);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "dl",
    {
      className: "grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "dt",
          {
            className: "text-slate-500",
            children: "Condition",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 116,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "dd",
          {
            className: "font-medium text-slate-900",
            children: conditionLabel(item.condition),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 117,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "dt",
          {
            className: "text-slate-500",
            children: "Category",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 118,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "dd",
          {
            className: "font-medium text-slate-900",
            children: category
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  AppLink,
                  {
                    href: `/classificationList/${category.id}`,
                    className: "focus-ring rounded text-orange-700 hover:underline",
                    children: item.categoryPath.map((c) => c.name).join(" › "),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 121,
                    columnNumber: 11,
                  },
                  this,
                )
              : (item.categoryName ?? "—"),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 119,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "dt",
          {
            className: "text-slate-500",
            children: "Location",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 131,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "dd",
          {
            className: "flex items-center gap-1 font-medium text-slate-900",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                PinIcon,
                { className: "size-4 text-slate-400" },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 133,
                  columnNumber: 9,
                },
                this,
              ),
              item.city ?? "Not stated",
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$1,
            lineNumber: 132,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "dt",
          {
            className: "text-slate-500",
            children: "Item number",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 136,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "dd",
          {
            className: "font-mono text-slate-900",
            children: item.itemNumber,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 137,
            columnNumber: 7,
          },
          this,
        ),
        item.publishTime &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            import_jsx_dev_runtime.Fragment,
            {
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "dt",
                  {
                    className: "text-slate-500",
                    children: "Listed",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 140,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "dd",
                  {
                    className: "text-slate-900",
                    suppressHydrationWarning: true,
                    children: dateTime.format(item.publishTime),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 141,
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
              lineNumber: 139,
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
      lineNumber: 115,
      columnNumber: 5,
    },
    this,
  );
}
function SellerCard({ item }) {
  const s = item.seller;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      "aria-labelledby": "seller-heading",
      className: "rounded-xl bg-white p-4 ring-1 ring-slate-200",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "h2",
          {
            id: "seller-heading",
            className: "mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500",
            children: "Seller",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 154,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex items-center gap-3",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "span",
                {
                  className:
                    "flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-200 text-slate-500",
                  children: s.pic
                    ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "img",
                        {
                          src: s.pic,
                          alt: "",
                          width: 48,
                          height: 48,
                          className: "size-full object-cover",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 160,
                          columnNumber: 13,
                        },
                        this,
                      )
                    : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        UserIcon,
                        { className: "size-6" },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 162,
                          columnNumber: 13,
                        },
                        this,
                      ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 158,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "min-w-0 flex-1",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      AppLink,
                      {
                        href: `/sellerInformation/${s.id}`,
                        className:
                          "focus-ring block truncate rounded text-base font-semibold text-slate-900 hover:text-orange-700 hover:underline",
                        children: s.name,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 166,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        className: "text-xs text-slate-500",
                        children: s.storeId ? "Store" : "Private seller",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 172,
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
                  lineNumber: 165,
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
            lineNumber: 157,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          MemberReputation,
          {
            userId: s.id,
            compact: true,
            className: "mt-3",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 175,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          AppLink,
          {
            href: `/sellerItems/${s.id}`,
            className: "focus-ring mt-3 inline-flex text-sm font-semibold text-orange-700 hover:underline",
            children: "See the seller’s other items",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 176,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          ContactSellerButton,
          {
            itemNumber: item.itemNumber,
            sellerId: s.id,
            className: "mt-3 w-full",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 182,
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
      lineNumber: 153,
      columnNumber: 5,
    },
    this,
  );
}
function DetailSkeleton() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "mx-auto grid w-full max-w-7xl gap-6 pb-8 md:px-6 md:py-8 lg:grid-cols-2",
      role: "status",
      "aria-busy": "true",
      "aria-label": "Loading item",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Skeleton,
          { className: "aspect-[4/3] w-full rounded-none md:rounded-2xl" },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 195,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "space-y-4 px-4 md:px-0",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-8 w-4/5" },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 197,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-5 w-1/3" },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 198,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-24 w-full" },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 199,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-10 w-1/2" },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 200,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-40 w-full" },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 201,
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
            lineNumber: 196,
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
      lineNumber: 189,
      columnNumber: 5,
    },
    this,
  );
}
/** /itemDetail/{id}: photos, title (h1), price or auction summary, bidding slot, facts, seller, description. */
function ItemDetailScreen({ itemNumber }) {
  const q = useQuery(itemQuery(itemNumber));
  useDocumentTitle(q.data?.title);
  const item = q.data;
  const hydrated = useHydrated();
  const recorded = (0, import_react.useRef)(null);
  (0, import_react.useEffect)(() => {
    if (item && recorded.current !== item.itemNumber) {
      recorded.current = item.itemNumber;
      recordViewed(item);
    }
  }, [item]);
  if (q.isPending)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      DetailSkeleton,
      {},
      void 0,
      false,
      {
        fileName: _jsxFileName$1,
        lineNumber: 222,
        columnNumber: 27,
      },
      this,
    );
  if (!item) {
    const notFound = q.error instanceof ApiCodeError && q.error.code === Code.NOT_FOUND;
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      "div",
      {
        className: "mx-auto w-full max-w-3xl px-4 py-10",
        children: notFound
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              import_jsx_dev_runtime.Fragment,
              {
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "h1",
                    {
                      className: "mb-4 text-xl font-bold text-slate-900",
                      children: "Item not found",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 229,
                      columnNumber: 13,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    EmptyState,
                    {
                      title: "This item does not exist or is no longer listed",
                      action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        AppLink,
                        {
                          href: "/",
                          className:
                            "focus-ring rounded-lg bg-orange-500 px-4 py-2 text-sm font-semibold text-white",
                          children: "Browse items",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 233,
                          columnNumber: 17,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 230,
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
                lineNumber: 228,
                columnNumber: 11,
              },
              this,
            )
          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              import_jsx_dev_runtime.Fragment,
              {
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "h1",
                    {
                      className: "mb-4 text-xl font-bold text-slate-900",
                      children: "Item",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 244,
                      columnNumber: 13,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    LoadError,
                    {
                      what: "this item",
                      onRetry: () => void q.refetch(),
                      busy: q.isFetching,
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 245,
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
                lineNumber: 243,
                columnNumber: 11,
              },
              this,
            ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName$1,
        lineNumber: 226,
        columnNumber: 7,
      },
      this,
    );
  }
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "mx-auto w-full max-w-7xl pb-10 md:px-6 md:py-8",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-10",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "lg:sticky lg:top-32 lg:self-start",
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Gallery,
                    { item },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 256,
                      columnNumber: 11,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 255,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex flex-col gap-5 px-4 pt-4 md:px-0 lg:pt-0",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      OfflineNote,
                      { what: "This item" },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 259,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "div",
                      {
                        className: "flex flex-col gap-2",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            StatusBadge,
                            { item },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 261,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "h1",
                            {
                              className:
                                "text-2xl font-bold leading-tight tracking-tight text-slate-900 md:text-3xl",
                              children: item.title,
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 262,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "p",
                            {
                              className: "text-sm text-slate-500",
                              children: [
                                item.saleType === "auction" ? "Auction" : "Buy it now",
                                " · ",
                                conditionLabel(item.condition),
                                item.city ? ` · ${item.city}` : "",
                              ],
                            },
                            void 0,
                            true,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 265,
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
                        lineNumber: 260,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "section",
                      {
                        "aria-label": "Price",
                        className: "rounded-xl bg-white p-4 ring-1 ring-slate-200",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            PriceSummary,
                            { item },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 271,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "div",
                            {
                              className: `mt-4 border-t border-slate-100 pt-4 ${hydrated ? "" : "invisible"}`,
                              children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                BidPanel,
                                { item },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$1,
                                  lineNumber: 275,
                                  columnNumber: 15,
                                },
                                this,
                              ),
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 274,
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
                        lineNumber: 270,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "div",
                      {
                        className: `flex flex-wrap gap-2 ${hydrated ? "" : "invisible"}`,
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            WatchButton,
                            { item },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 279,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            ShareButton,
                            {
                              title: item.title,
                              path: `/itemDetail/${encodeURIComponent(item.itemNumber)}`,
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 280,
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
                        lineNumber: 278,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "section",
                      {
                        "aria-labelledby": "details-heading",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "h2",
                            {
                              id: "details-heading",
                              className: "mb-3 text-lg font-semibold text-slate-900",
                              children: "Details",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 283,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Facts,
                            { item },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 286,
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
                        lineNumber: 282,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "section",
                      {
                        "aria-labelledby": "description-heading",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "h2",
                            {
                              id: "description-heading",
                              className: "mb-2 text-lg font-semibold text-slate-900",
                              children: "Description",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 289,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "p",
                            {
                              className: "whitespace-pre-line text-[15px] leading-relaxed text-slate-800",
                              children: item.description || "The seller has not added a description.",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 292,
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
                        lineNumber: 288,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      SellerCard,
                      { item },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 296,
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
                  lineNumber: 258,
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
            lineNumber: 254,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          ItemStickyBar,
          { itemNumber: item.itemNumber },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 299,
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
      lineNumber: 253,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/itemDetail.$id.tsx?tsr-split=component
var _jsxFileName = "/work/main/src/client/routes/itemDetail.$id.tsx?tsr-split=component";
var SplitComponent = function ItemDetail() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    ItemDetailScreen,
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
