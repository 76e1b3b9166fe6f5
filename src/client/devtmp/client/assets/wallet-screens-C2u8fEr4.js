import {
  ft as AppLink,
  pt as Button,
  Et as EmptyState,
  Dt as Page,
  Ot as Skeleton,
  rn as showToast,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as formatCents } from "./money-DGJvr2qW.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { n as useNavigate } from "./useNavigate-KEmBFHEf.js";
import {
  t as BalanceCards,
  n as BalanceSkeleton,
  d as balanceQuery,
  f as bankAccountQuery,
  o as card,
  p as downloadTransactionsCsv,
  b as formatDateTime,
  r as Loaded,
  h as payoutsQuery,
  s as primaryLink,
  i as RowsSkeleton,
  c as secondaryLink,
  u as TRANSACTION_TYPES,
  a as TransactionRow,
  y as TYPE_LABEL,
  _ as transactionsQuery,
  l as useWho,
} from "./wallet-ui-C8jaAPP1.js";

// src/client/features/wallet/wallet-screens.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/wallet/wallet-screens.tsx";
var PAYOUT_STATUS = {
  pending: "On its way",
  paid: "Paid",
  failed: "Failed",
};
var tiles = [
  {
    href: "/balance",
    title: "Balance",
    body: "What you can withdraw and what is pending",
  },
  {
    href: "/balance/transactions",
    title: "Transactions",
    body: "Every sale, refund, fee and withdrawal",
  },
  {
    href: "/revenue",
    title: "Revenue",
    body: "Your sales over time",
  },
  {
    href: "/bank-account",
    title: "Bank account",
    body: "Where withdrawals are sent",
  },
];
/** /manageMyWallet: the seller's wallet at a glance and the ways into it. */
function ManageMyWalletScreen() {
  const who = useWho();
  const balance = useQuery(balanceQuery(who));
  const bank = useQuery(bankAccountQuery(who));
  const payouts = useQuery(payoutsQuery(who));
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "My wallet",
      actions: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        AppLink,
        {
          href: "/withdraw",
          className: primaryLink,
          children: "Withdraw",
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
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "div",
        {
          className: "flex flex-col gap-6",
          children: [
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Loaded,
              {
                query: balance,
                skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  BalanceSkeleton,
                  {},
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 61,
                    columnNumber: 43,
                  },
                  this,
                ),
                children: (b) =>
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    BalanceCards,
                    { balance: b },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 62,
                      columnNumber: 19,
                    },
                    this,
                  ),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 61,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "nav",
              {
                "aria-label": "Wallet",
                children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "ul",
                  {
                    className: "grid gap-3 sm:grid-cols-2 lg:grid-cols-4",
                    children: tiles.map((t) =>
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "li",
                        {
                          children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            AppLink,
                            {
                              href: t.href,
                              className:
                                "focus-ring flex h-full flex-col gap-1 rounded-2xl bg-white p-4 ring-1 ring-slate-200 transition hover:ring-orange-300",
                              children: [
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "span",
                                  {
                                    className: "text-base font-semibold text-slate-900",
                                    children: t.title,
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 72,
                                    columnNumber: 19,
                                  },
                                  this,
                                ),
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "span",
                                  {
                                    className: "text-sm text-slate-600",
                                    children: t.body,
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 73,
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
                              lineNumber: 68,
                              columnNumber: 17,
                            },
                            this,
                          ),
                        },
                        t.href,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 67,
                          columnNumber: 15,
                        },
                        this,
                      ),
                    ),
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
              "div",
              {
                className: "grid gap-6 lg:grid-cols-2",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "section",
                    {
                      "aria-labelledby": "bank-heading",
                      className: card,
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "h2",
                          {
                            id: "bank-heading",
                            className: "mb-2 text-base font-semibold text-slate-900",
                            children: "Payout bank account",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 81,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        bank.data === void 0
                          ? bank.isError
                            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "p",
                                {
                                  className: "text-sm text-slate-600",
                                  children: "Could not load the bank account.",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 86,
                                  columnNumber: 17,
                                },
                                this,
                              )
                            : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                Skeleton,
                                { className: "h-10" },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 88,
                                  columnNumber: 17,
                                },
                                this,
                              )
                          : bank.data
                            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "p",
                                {
                                  className: "text-sm text-slate-700",
                                  children: [
                                    bank.data.holderName,
                                    " · account ending in ",
                                    bank.data.last4,
                                    " · routing",
                                    " ",
                                    bank.data.routingMasked,
                                  ],
                                },
                                void 0,
                                true,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 91,
                                  columnNumber: 15,
                                },
                                this,
                              )
                            : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "p",
                                {
                                  className: "text-sm text-slate-600",
                                  children: "No bank account yet.",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 96,
                                  columnNumber: 15,
                                },
                                this,
                              ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          AppLink,
                          {
                            href: "/bank-account",
                            className: `${secondaryLink} mt-3`,
                            children: bank.data ? "Change bank account" : "Add bank account",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 98,
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
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "section",
                    {
                      "aria-labelledby": "payouts-heading",
                      className: card,
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "h2",
                          {
                            id: "payouts-heading",
                            className: "mb-2 text-base font-semibold text-slate-900",
                            children: "Recent withdrawals",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 103,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        payouts.data === void 0
                          ? payouts.isError
                            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "p",
                                {
                                  className: "text-sm text-slate-600",
                                  children: "Could not load withdrawals.",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 108,
                                  columnNumber: 17,
                                },
                                this,
                              )
                            : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                Skeleton,
                                { className: "h-20" },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 110,
                                  columnNumber: 17,
                                },
                                this,
                              )
                          : payouts.data.list.length === 0
                            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "p",
                                {
                                  className: "text-sm text-slate-600",
                                  children: "No withdrawals yet.",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 113,
                                  columnNumber: 15,
                                },
                                this,
                              )
                            : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "ul",
                                {
                                  className: "divide-y divide-slate-100",
                                  children: payouts.data.list.map((p) =>
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "li",
                                      {
                                        className: "flex items-center justify-between gap-3 py-2 text-sm",
                                        children: [
                                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                            AppLink,
                                            {
                                              href: `/withdrawResult?payoutId=${encodeURIComponent(p.payoutId)}`,
                                              className: "focus-ring rounded text-slate-700 hover:underline",
                                              children: formatDateTime(p.createTime),
                                            },
                                            void 0,
                                            false,
                                            {
                                              fileName: _jsxFileName,
                                              lineNumber: 118,
                                              columnNumber: 21,
                                            },
                                            this,
                                          ),
                                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                            "span",
                                            {
                                              className: "text-xs text-slate-500",
                                              children: PAYOUT_STATUS[p.status],
                                            },
                                            void 0,
                                            false,
                                            {
                                              fileName: _jsxFileName,
                                              lineNumber: 124,
                                              columnNumber: 21,
                                            },
                                            this,
                                          ),
                                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                            "span",
                                            {
                                              className: "font-semibold tabular-nums text-slate-900",
                                              children: formatCents(p.amountCents),
                                            },
                                            void 0,
                                            false,
                                            {
                                              fileName: _jsxFileName,
                                              lineNumber: 125,
                                              columnNumber: 21,
                                            },
                                            this,
                                          ),
                                        ],
                                      },
                                      p.payoutId,
                                      true,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 117,
                                        columnNumber: 19,
                                      },
                                      this,
                                    ),
                                  ),
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 115,
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
                      lineNumber: 102,
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
                lineNumber: 79,
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
          lineNumber: 60,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 52,
      columnNumber: 5,
    },
    this,
  );
}
/** /balance: the balances, the way to withdraw, and the latest movements. */
function BalanceScreen() {
  const who = useWho();
  const balance = useQuery(balanceQuery(who));
  const recent = useQuery(transactionsQuery(who, void 0, 1, 5));
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Balance",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "div",
        {
          className: "flex flex-col gap-6",
          children: [
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Loaded,
              {
                query: balance,
                skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  BalanceSkeleton,
                  {},
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 147,
                    columnNumber: 43,
                  },
                  this,
                ),
                children: (b) =>
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    BalanceCards,
                    { balance: b },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 148,
                      columnNumber: 19,
                    },
                    this,
                  ),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 147,
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
                    AppLink,
                    {
                      href: "/withdraw",
                      className: primaryLink,
                      children: "Withdraw",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 151,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    AppLink,
                    {
                      href: "/revenue",
                      className: secondaryLink,
                      children: "Revenue",
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
                ],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName,
                lineNumber: 150,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "section",
              {
                "aria-labelledby": "recent-heading",
                className: "flex flex-col gap-3",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: "flex items-center justify-between",
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "h2",
                          {
                            id: "recent-heading",
                            className: "text-lg font-semibold text-slate-900",
                            children: "Recent transactions",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 160,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          AppLink,
                          {
                            href: "/balance/transactions",
                            className:
                              "focus-ring rounded px-2 py-1 text-sm font-semibold text-orange-700 hover:bg-orange-50",
                            children: "See all",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 163,
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
                      lineNumber: 159,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Loaded,
                    {
                      query: recent,
                      skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        RowsSkeleton,
                        { label: "Loading transactions" },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 170,
                          columnNumber: 44,
                        },
                        this,
                      ),
                      children: (page) =>
                        page.list.length === 0
                          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              EmptyState,
                              {
                                title: "No transactions yet",
                                body: "Sales, refunds and withdrawals will show up here.",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 173,
                                columnNumber: 17,
                              },
                              this,
                            )
                          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "ul",
                              {
                                className:
                                  "divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200",
                                children: page.list.map((t) =>
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    TransactionRow,
                                    { t },
                                    t.id,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 180,
                                      columnNumber: 21,
                                    },
                                    this,
                                  ),
                                ),
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 178,
                                columnNumber: 17,
                              },
                              this,
                            ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 170,
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
                lineNumber: 158,
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
          lineNumber: 146,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 145,
      columnNumber: 5,
    },
    this,
  );
}
var PAGE_SIZE = 20;
/** /balance/transactions: every movement, paged, filtered by type (search `type`, `page`). */
function TransactionsScreen({ type, page }) {
  const who = useWho();
  const navigate = useNavigate();
  const q = useQuery(transactionsQuery(who, type, page, PAGE_SIZE));
  const selectId = (0, import_react.useId)();
  const go = (next) => {
    const params = new URLSearchParams();
    if (next.type) params.set("type", next.type);
    if (next.page && next.page > 1) params.set("page", String(next.page));
    const s = params.toString();
    navigate({ href: `/balance/transactions${s ? `?${s}` : ""}` });
  };
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / PAGE_SIZE)) : 1;
  const [downloading, setDownloading] = (0, import_react.useState)(false);
  async function download() {
    setDownloading(true);
    try {
      await downloadTransactionsCsv(type);
    } catch {
      showToast("Could not download the transactions. Try again.", "error");
    } finally {
      setDownloading(false);
    }
  }
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Transactions",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mb-4 flex flex-wrap items-end justify-between gap-3",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex flex-col gap-1.5",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "label",
                      {
                        htmlFor: selectId,
                        className: "text-sm font-medium text-slate-800",
                        children: "Type",
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
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "select",
                      {
                        id: selectId,
                        value: type ?? "",
                        onChange: (e) => go({ type: e.target.value || void 0 }),
                        className:
                          "focus-ring h-10 min-w-56 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "option",
                            {
                              value: "",
                              children: "All types",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 232,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          TRANSACTION_TYPES.map((t) =>
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "option",
                              {
                                value: t,
                                children: TYPE_LABEL[t],
                              },
                              t,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 234,
                                columnNumber: 15,
                              },
                              this,
                            ),
                          ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 226,
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
                  lineNumber: 222,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex items-center gap-3",
                  children: [
                    q.data &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className: "text-sm text-slate-600",
                          "aria-live": "polite",
                          children: [q.data.total, " ", q.data.total === 1 ? "transaction" : "transactions"],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 242,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Button,
                      {
                        variant: "secondary",
                        busy: downloading,
                        onClick: () => void download(),
                        children: "Download CSV",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 246,
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
                  lineNumber: 240,
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
            lineNumber: 221,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Loaded,
          {
            query: q,
            skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              RowsSkeleton,
              {
                rows: 8,
                label: "Loading transactions",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 251,
                columnNumber: 35,
              },
              this,
            ),
            children: (data) =>
              data.list.length === 0
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    EmptyState,
                    {
                      title: type ? "No transactions of this type" : "No transactions yet",
                      body: type
                        ? "Choose another type to see more."
                        : "Sales, refunds and withdrawals will show up here.",
                      action: type
                        ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Button,
                            {
                              variant: "secondary",
                              onClick: () => go({}),
                              children: "Show all types",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 263,
                              columnNumber: 19,
                            },
                            this,
                          )
                        : void 0,
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 254,
                      columnNumber: 13,
                    },
                    this,
                  )
                : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    import_jsx_dev_runtime.Fragment,
                    {
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "ul",
                          {
                            "aria-label": "Transactions",
                            "aria-busy": q.isPlaceholderData || void 0,
                            className: "divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200",
                            children: data.list.map((t) =>
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                TransactionRow,
                                { t },
                                t.id,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 277,
                                  columnNumber: 19,
                                },
                                this,
                              ),
                            ),
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 271,
                            columnNumber: 15,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "nav",
                          {
                            "aria-label": "Pages",
                            className: "mt-4 flex items-center justify-between gap-3",
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                Button,
                                {
                                  variant: "secondary",
                                  disabled: page <= 1,
                                  onClick: () =>
                                    go({
                                      type,
                                      page: page - 1,
                                    }),
                                  children: "Previous",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 281,
                                  columnNumber: 17,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "p",
                                {
                                  className: "text-sm text-slate-600",
                                  children: ["Page ", page, " of ", pages],
                                },
                                void 0,
                                true,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 284,
                                  columnNumber: 17,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                Button,
                                {
                                  variant: "secondary",
                                  disabled: !data.hasNextPage,
                                  onClick: () =>
                                    go({
                                      type,
                                      page: page + 1,
                                    }),
                                  children: "Next",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 287,
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
                            lineNumber: 280,
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
                      lineNumber: 270,
                      columnNumber: 13,
                    },
                    this,
                  ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 251,
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
      lineNumber: 220,
      columnNumber: 5,
    },
    this,
  );
}

export { BalanceScreen as t, ManageMyWalletScreen as n, TransactionsScreen as r };
