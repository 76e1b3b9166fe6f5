import { t as cx } from "./cx-ClXQrqf-.js";
import {
  ft as AppLink,
  $t as api,
  pt as Button,
  on as buildHeaders,
  sn as buildUrl,
  Et as EmptyState,
  an as HttpError,
  Cn as queryOptions,
  Ot as Skeleton,
  Yt as sessionAtom,
  vn as useAtomValue,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as formatCents } from "./money-DGJvr2qW.js";
import { g as keepPreviousData } from "./query-HN9MFuoM.js";

// src/client/features/wallet/wallet-format.ts
var TYPE_LABEL = {
  payment: "Card sale (pending until handed over)",
  release: "Handed over: released to available",
  refund: "Refund",
  cash_sale: "Cash sale (paid in person)",
  fee_settlement: "Cash sale fees paid from available",
  payout: "Withdrawal",
  payout_reversal: "Withdrawal returned",
};
/** "+$12.00" / "−$3.00": the sign is part of the text, not only the colour. */
function signedCents(cents) {
  if (cents > 0) return `+${formatCents(cents)}`;
  if (cents < 0) return `−${formatCents(-cents)}`;
  return formatCents(0);
}
var dt = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
});
var formatDateTime = (ms) => dt.format(ms);
// src/client/features/wallet/wallet-queries.ts
var TRANSACTION_TYPES = [
  "payment",
  "release",
  "refund",
  "cash_sale",
  "fee_settlement",
  "payout",
  "payout_reversal",
];
/** Keys of the wallet (one factory). `who` keeps one account's persisted cache from another's. */
var walletKeys = {
  all: ["wallet"],
  balance: (who) => [...walletKeys.all, "balance", who],
  transactions: (who, type, page, size) => [...walletKeys.all, "transactions", who, type, page, size],
  revenue: (who, days) => [...walletKeys.all, "revenue", who, days],
  bank: (who) => [...walletKeys.all, "bank", who],
  payouts: (who) => [...walletKeys.all, "payouts", who],
  payout: (payoutId) => [...walletKeys.all, "payout", payoutId],
};
var balanceQuery = (who) =>
  queryOptions({
    queryKey: walletKeys.balance(who),
    queryFn: () => api.get("/wallet/balance"),
    staleTime: 5e3,
  });
var transactionsQuery = (who, type, page, pageSize = 20) =>
  queryOptions({
    queryKey: walletKeys.transactions(who, type ?? "all", page, pageSize),
    queryFn: () =>
      api.get("/wallet/transactions", {
        type,
        currentPage: page,
        pageSize,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5e3,
  });
var DAY = 864e5;
/** The last `days` days, ending now, in the device's time zone (the chart's days are local days). */
var revenueQuery = (who, days) =>
  queryOptions({
    queryKey: walletKeys.revenue(who, days),
    queryFn: () => {
      const endTime = Date.now();
      return api.get("/wallet/revenue", {
        startTime: endTime - (days - 1) * DAY,
        endTime,
        tzOffsetMinutes: -(/* @__PURE__ */ new Date().getTimezoneOffset()),
      });
    },
    placeholderData: keepPreviousData,
    staleTime: 6e4,
  });
/** `{}` from the server means no account yet: null here. */
var bankAccountQuery = (who) =>
  queryOptions({
    queryKey: walletKeys.bank(who),
    queryFn: async () => {
      const b = await api.get("/wallet/bankAccount");
      return "last4" in b && b.last4 ? b : null;
    },
    staleTime: 6e4,
  });
var payoutsQuery = (who) =>
  queryOptions({
    queryKey: walletKeys.payouts(who),
    queryFn: () =>
      api.get("/wallet/withdrawals", {
        currentPage: 1,
        pageSize: 5,
      }),
    staleTime: 1e4,
  });
var payoutQuery = (payoutId) =>
  queryOptions({
    queryKey: walletKeys.payout(payoutId),
    queryFn: () => api.get("/wallet/withdrawal", { payoutId }, { toast: false }),
    enabled: Boolean(payoutId),
  });
/**
 * Saves the transactions as CSV (GET /wallet/transactions/export). The file needs the bearer
 * token, so it is fetched and handed to the browser as a download rather than linked.
 */
async function downloadTransactionsCsv(type) {
  await api.get("/wallet/balance", void 0, { toast: false });
  const path = "/wallet/transactions/export";
  const res = await fetch(buildUrl(path, { type }), { headers: buildHeaders(path, { Accept: "text/csv" }) });
  if (!res.ok) throw new Error(`The export failed (${res.status})`);
  const blob = await res.blob();
  const name =
    /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "transactions.csv";
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 6e4);
}
// src/client/features/wallet/wallet-ui.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/wallet/wallet-ui.tsx";
/** The signed-in user (the wallet is personal), so one account's persisted cache never shows for another. */
function useWho() {
  return String(useAtomValue(sessionAtom).userInfo?.id ?? "?");
}
var card = "rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-6";
var linkButton =
  "focus-ring inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors";
var primaryLink = `${linkButton} bg-orange-500 text-white shadow-sm hover:bg-orange-600`;
var secondaryLink = `${linkButton} bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50`;
/** Data (fresh or persisted) wins; else a failure with retry; else the skeleton. */
function Loaded({ query, skeleton, children }) {
  if (query.data !== void 0)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      import_jsx_dev_runtime.Fragment,
      { children: children(query.data) },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 35,
        columnNumber: 40,
      },
      this,
    );
  if (query.isError) {
    const offline = query.error instanceof HttpError && query.error.status === 0;
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      EmptyState,
      {
        title: offline ? "You are offline" : "Something went wrong",
        body: offline
          ? "This page has not been saved on this device yet. Connect and try again."
          : query.error.message,
        action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Button,
          {
            variant: "secondary",
            onClick: () => void query.refetch(),
            children: "Try again",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 47,
            columnNumber: 11,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 39,
        columnNumber: 7,
      },
      this,
    );
  }
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    import_jsx_dev_runtime.Fragment,
    { children: skeleton },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 54,
      columnNumber: 10,
    },
    this,
  );
}
/** Available, pending and (when any) cash-sale fees due. */
function BalanceCards({ balance }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "dl",
    {
      className: "grid grid-cols-2 gap-3 sm:grid-cols-3",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "col-span-2 rounded-2xl bg-slate-900 p-4 text-white sm:col-span-1 md:p-5",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "dt",
                {
                  className: "text-xs font-medium uppercase tracking-wide text-slate-300",
                  children: "Available",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 62,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "dd",
                {
                  className: "mt-1 text-2xl font-bold tabular-nums md:text-3xl",
                  "data-testid": "available-balance",
                  children: formatCents(balance.availableCents),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 63,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "dd",
                {
                  className: "mt-1 text-xs text-slate-300",
                  children: "Ready to withdraw",
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
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 61,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-5",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "dt",
                {
                  className: "text-xs font-medium uppercase tracking-wide text-slate-500",
                  children: "Pending",
                },
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
                "dd",
                {
                  className: "mt-1 text-2xl font-bold tabular-nums text-slate-900 md:text-3xl",
                  "data-testid": "pending-balance",
                  children: formatCents(balance.pendingCents),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 70,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "dd",
                {
                  className: "mt-1 text-xs text-slate-500",
                  children: "Paid orders not yet picked up",
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
            lineNumber: 68,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-5",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "dt",
                {
                  className: "text-xs font-medium uppercase tracking-wide text-slate-500",
                  children: "Fees due",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 79,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "dd",
                {
                  className: "mt-1 text-2xl font-bold tabular-nums text-slate-900 md:text-3xl",
                  children: formatCents(balance.feeDueCents),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 80,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "dd",
                {
                  className: "mt-1 text-xs text-slate-500",
                  children: "Fees of cash sales, taken from future earnings",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 83,
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
            lineNumber: 78,
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
      lineNumber: 60,
      columnNumber: 5,
    },
    this,
  );
}
function BalanceSkeleton() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      role: "status",
      "aria-busy": "true",
      "aria-label": "Loading the balance",
      className: "grid grid-cols-2 gap-3 sm:grid-cols-3",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Skeleton,
          { className: "col-span-2 h-28 rounded-2xl sm:col-span-1" },
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
          Skeleton,
          { className: "h-28 rounded-2xl" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 98,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Skeleton,
          { className: "h-28 rounded-2xl" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 99,
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
      lineNumber: 91,
      columnNumber: 5,
    },
    this,
  );
}
/** What changed hands, by type: a cash sale's money went from the buyer's hand to the seller's. */
var GROSS_LABEL = {
  payment: "Paid by card",
  cash_sale: "Handed over in cash",
  refund: "Refunded to the buyer",
};
/**
 * One ledger movement, as the books have it: what changed hands, the fee and the net; what it did to
 * each balance; and the balances right after it. Read top to bottom, the balances add up to today's.
 */
function TransactionRow({ t }) {
  const changes = [
    {
      name: "Available",
      cents: t.availableChangeCents,
    },
    {
      name: "Pending",
      cents: t.pendingChangeCents,
    },
    {
      name: "Fees due",
      cents: t.feeDueChangeCents,
    },
  ].filter((c) => c.cents !== 0);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "li",
    {
      className: "flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "min-w-0",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-sm font-semibold text-slate-900",
                  children: TYPE_LABEL[t.type] ?? t.type,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 124,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "truncate text-xs text-slate-500",
                  children: [
                    formatDateTime(t.createTime),
                    t.orderNumber &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        import_jsx_dev_runtime.Fragment,
                        {
                          children: [
                            " · ",
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              AppLink,
                              {
                                href: `/sellerOrderDetail/${encodeURIComponent(t.orderNumber)}`,
                                className:
                                  "focus-ring rounded underline decoration-slate-300 hover:decoration-slate-600",
                                children: ["Order ", t.orderNumber],
                              },
                              void 0,
                              true,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 130,
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
                          lineNumber: 128,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    t.payoutId && !t.orderNumber && ` · ${t.payoutId}`,
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 125,
                  columnNumber: 9,
                },
                this,
              ),
              t.grossCents !== null &&
                t.feeCents !== null &&
                t.netCents !== null &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "dl",
                  {
                    className: "mt-1 flex flex-wrap gap-x-3 text-xs text-slate-700",
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "div",
                        {
                          className: "flex gap-1",
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "dt",
                              { children: GROSS_LABEL[t.type] ?? "Amount" },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 143,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "dd",
                              {
                                className: "font-semibold tabular-nums",
                                children: formatCents(Math.abs(t.grossCents)),
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 144,
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
                          lineNumber: 142,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "div",
                        {
                          className: "flex gap-1",
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "dt",
                              { children: t.feeCents < 0 ? "Fee returned" : "Fee" },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 147,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "dd",
                              {
                                className: "font-semibold tabular-nums",
                                children: formatCents(Math.abs(t.feeCents)),
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 148,
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
                          lineNumber: 146,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "div",
                        {
                          className: "flex gap-1",
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "dt",
                              { children: "Net" },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 151,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "dd",
                              {
                                className: "font-semibold tabular-nums",
                                children: signedCents(t.netCents),
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 152,
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
                          lineNumber: 150,
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
            fileName: _jsxFileName,
            lineNumber: 123,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex shrink-0 flex-col gap-0.5 text-sm sm:items-end",
            children: [
              changes.length === 0
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "text-xs text-slate-500",
                      children: "No balance changed",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 159,
                      columnNumber: 11,
                    },
                    this,
                  )
                : changes.map((c) =>
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        className: "flex gap-1.5 tabular-nums",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              className: "text-slate-600",
                              children: c.name,
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 163,
                              columnNumber: 15,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              className: cx(
                                "font-bold",
                                (c.name === "Fees due" ? -c.cents : c.cents) < 0
                                  ? "text-rose-700"
                                  : "text-emerald-700",
                              ),
                              children: signedCents(c.cents),
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 164,
                              columnNumber: 15,
                            },
                            this,
                          ),
                        ],
                      },
                      c.name,
                      true,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 162,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-xs text-slate-500 tabular-nums",
                  children: [
                    "Balance after: available ",
                    formatCents(t.availableAfterCents),
                    t.pendingAfterCents !== 0 && ` · pending ${formatCents(t.pendingAfterCents)}`,
                    t.feeDueAfterCents !== 0 && ` · fees due ${formatCents(t.feeDueAfterCents)}`,
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 176,
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
      fileName: _jsxFileName,
      lineNumber: 122,
      columnNumber: 5,
    },
    this,
  );
}
function RowsSkeleton({ rows = 5, label }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      role: "status",
      "aria-busy": "true",
      "aria-label": label,
      className: "divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200",
      children: Array.from({ length: rows }, (_, i) =>
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex items-center justify-between px-4 py-3",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex flex-col gap-1.5",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Skeleton,
                      { className: "h-4 w-40" },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 198,
                        columnNumber: 13,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Skeleton,
                      { className: "h-3 w-28" },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 199,
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
                  lineNumber: 197,
                  columnNumber: 11,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-4 w-16" },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 201,
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
            lineNumber: 196,
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
      lineNumber: 188,
      columnNumber: 5,
    },
    this,
  );
}

export {
  BalanceCards as t,
  BalanceSkeleton as n,
  balanceQuery as d,
  bankAccountQuery as f,
  card as o,
  downloadTransactionsCsv as p,
  formatDateTime as b,
  Loaded as r,
  payoutQuery as m,
  payoutsQuery as h,
  primaryLink as s,
  RowsSkeleton as i,
  revenueQuery as g,
  secondaryLink as c,
  TRANSACTION_TYPES as u,
  TransactionRow as a,
  TYPE_LABEL as y,
  transactionsQuery as _,
  useWho as l,
  walletKeys as v,
};
