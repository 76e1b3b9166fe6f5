import { t as newIdempotencyKey } from "./api-CDAijywg.js";
import { t as cx } from "./cx-ClXQrqf-.js";
import {
  ft as AppLink,
  pt as Button,
  mn as Code,
  in as checkToken,
  Et as EmptyState,
  an as HttpError,
  en as http,
  Dt as Page,
  Ot as Skeleton,
  kt as Spinner,
  rn as showToast,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as centsToDollarString, n as formatCents, r as parseDollars } from "./money-DGJvr2qW.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as submit } from "./submit-D9uNNB2p.js";
import { t as TextField } from "./text-field-C5q5EduD.js";
import { n as useNavigate } from "./useNavigate-KEmBFHEf.js";
import {
  d as balanceQuery,
  f as bankAccountQuery,
  o as card,
  b as formatDateTime,
  r as Loaded,
  m as payoutQuery,
  s as primaryLink,
  c as secondaryLink,
  l as useWho,
  v as walletKeys,
} from "./wallet-ui-C8jaAPP1.js";

// src/client/features/wallet/withdraw-guard.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var defaultDeps = {
  fetch: (q) => http.get("/wallet/connectedAccount", q, { toast: false }),
  refresh: () => checkToken({ force: true }),
};
async function runWithdrawGuard(pageUrl, deps = defaultDeps) {
  const q = {
    refreshUrl: pageUrl,
    returnUrl: pageUrl,
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    let env;
    try {
      env = await deps.fetch(q);
    } catch (err) {
      if (err instanceof HttpError && err.status === 0) return { kind: "offline" };
      return {
        kind: "error",
        message: err instanceof Error ? err.message : "Something went wrong.",
      };
    }
    switch (env.status_code) {
      case Code.OK: {
        const link = env.res_data?.redirectLink;
        return link
          ? {
              kind: "redirect",
              url: link,
            }
          : { kind: "continue" };
      }
      case Code.PAYOUT_NEEDS_USER_DATA:
        return { kind: "confirmUserData" };
      case Code.TOKEN_EXPIRED:
        if (attempt === 0) {
          await deps.refresh();
          continue;
        }
        return {
          kind: "error",
          message: env.message || "Your session expired. Please sign in again.",
        };
      default:
        return {
          kind: "error",
          message: env.message || "Withdrawals are not available right now.",
        };
    }
  }
  return {
    kind: "error",
    message: "Withdrawals are not available right now.",
  };
}
// src/client/features/wallet/withdraw-screens.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/wallet/withdraw-screens.tsx";
/** /withdraw: guarded (spec §7–§8), then the amount to send to the bank. */
function WithdrawScreen() {
  const navigate = useNavigate();
  const [state, setState] = (0, import_react.useState)({ kind: "checking" });
  const check = (0, import_react.useCallback)(async () => {
    setState({ kind: "checking" });
    const r = await runWithdrawGuard(`${window.location.origin}/withdraw`);
    if (r.kind === "redirect") window.location.assign(r.url);
    else if (r.kind === "confirmUserData")
      navigate({
        href: "/confirmUserData",
        replace: true,
      });
    else if (r.kind === "error") {
      if (!r.message.includes("Request unauthorized")) showToast(r.message, "error");
    }
    setState(r);
  }, [navigate]);
  const ran = (0, import_react.useRef)(false);
  (0, import_react.useEffect)(() => {
    if (ran.current) return;
    ran.current = true;
    check();
  }, [check]);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Withdraw",
      width: "narrow",
      children:
        state.kind === "continue"
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              WithdrawForm,
              {},
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 57,
                columnNumber: 9,
              },
              this,
            )
          : state.kind === "error" || state.kind === "offline"
            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                EmptyState,
                {
                  title:
                    state.kind === "offline" ? "You are offline" : "Withdrawals are not available right now",
                  body: state.kind === "offline" ? "Connect to the internet to withdraw." : state.message,
                  action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Button,
                    {
                      variant: "secondary",
                      onClick: () => void check(),
                      children: "Try again",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 63,
                      columnNumber: 13,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 59,
                  columnNumber: 9,
                },
                this,
              )
            : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  role: "status",
                  className:
                    "flex flex-col items-center gap-3 rounded-2xl bg-white p-10 text-center ring-1 ring-slate-200",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Spinner,
                      { label: "Checking your payout account" },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 73,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        className: "text-sm text-slate-600",
                        children:
                          state.kind === "redirect"
                            ? "Taking you to set up payouts…"
                            : state.kind === "confirmUserData"
                              ? "Please confirm your details first…"
                              : "Checking your payout account…",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 74,
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
                  lineNumber: 69,
                  columnNumber: 9,
                },
                this,
              ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 55,
      columnNumber: 5,
    },
    this,
  );
}
function WithdrawForm() {
  const who = useWho();
  const balance = useQuery(balanceQuery(who));
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Loaded,
    {
      query: balance,
      skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        Skeleton,
        { className: "h-72 rounded-2xl" },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 91,
          columnNumber: 39,
        },
        this,
      ),
      children: (b) =>
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          WithdrawAmount,
          {
            who,
            balance: b,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 92,
            columnNumber: 15,
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
function WithdrawAmount({ who, balance }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const bank = useQuery(bankAccountQuery(who));
  const [amount, setAmount] = (0, import_react.useState)(
    balance.availableCents > 0 ? centsToDollarString(balance.availableCents) : "",
  );
  const [error, setError] = (0, import_react.useState)();
  const [busy, setBusy] = (0, import_react.useState)(false);
  const key = (0, import_react.useRef)(newIdempotencyKey());
  const ref = (0, import_react.useRef)(null);
  const nothing = balance.availableCents <= 0;
  const onSubmit = async (e) => {
    e.preventDefault();
    const cents = parseDollars(amount);
    const msg =
      cents === null || cents <= 0
        ? "Enter an amount in dollars, e.g. 25.00"
        : cents > balance.availableCents
          ? `You can withdraw at most ${formatCents(balance.availableCents)}`
          : void 0;
    setError(msg);
    if (msg || cents === null) {
      ref.current?.focus();
      return;
    }
    setBusy(true);
    const r = await submit(
      "/wallet/withdraw",
      { amountCents: cents },
      {
        idempotencyKey: key.current,
        toast: false,
      },
    );
    setBusy(false);
    if (!r.ok) {
      key.current = newIdempotencyKey();
      if (r.code === Code.PAYOUT_NEEDS_USER_DATA) return void navigate({ href: "/confirmUserData" });
      setError(r.fieldErrors.amountCents || r.message || "The withdrawal could not be made.");
      if (r.code === Code.INSUFFICIENT_BALANCE) qc.invalidateQueries({ queryKey: walletKeys.balance(who) });
      ref.current?.focus();
      return;
    }
    qc.invalidateQueries({ queryKey: walletKeys.all });
    qc.setQueryData(walletKeys.payout(r.data.payoutId), r.data);
    navigate({ href: `/withdrawResult?payoutId=${encodeURIComponent(r.data.payoutId)}` });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "form",
    {
      onSubmit,
      noValidate: true,
      className: cx(card, "flex flex-col gap-4"),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "rounded-xl bg-slate-900 p-4 text-white",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-xs font-medium uppercase tracking-wide text-slate-300",
                  children: "Available to withdraw",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 146,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "mt-1 text-3xl font-bold tabular-nums",
                  "data-testid": "available-balance",
                  children: formatCents(balance.availableCents),
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
              balance.pendingCents > 0 &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "mt-1 text-xs text-slate-300",
                    children: [formatCents(balance.pendingCents), " pending until pickup"],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 151,
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
            lineNumber: 145,
            columnNumber: 7,
          },
          this,
        ),
        nothing
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                className: "text-sm text-slate-600",
                children:
                  "Nothing to withdraw yet. Money becomes available when a buyer picks up a paid order.",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 157,
                columnNumber: 9,
              },
              this,
            )
          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              import_jsx_dev_runtime.Fragment,
              {
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    TextField,
                    {
                      ref,
                      label: "Amount ($)",
                      inputMode: "decimal",
                      value: amount,
                      onChange: (e) => {
                        setAmount(e.target.value);
                        setError(void 0);
                      },
                      hint: `Up to ${formatCents(balance.availableCents)}`,
                      error,
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 162,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "text-sm text-slate-600",
                      children: [
                        bank.data
                          ? `To ${bank.data.holderName}, account ending in ${bank.data.last4}.`
                          : "To the bank account of your payout account.",
                        " ",
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          AppLink,
                          {
                            href: "/bank-account",
                            className: "focus-ring rounded font-semibold text-orange-700 underline",
                            children: bank.data ? "Change" : "Add bank account",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 178,
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
                      lineNumber: 174,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Button,
                    {
                      type: "submit",
                      size: "lg",
                      busy,
                      children: "Withdraw",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 185,
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
                lineNumber: 161,
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
      lineNumber: 144,
      columnNumber: 5,
    },
    this,
  );
}
var STATUS_TEXT = {
  pending: {
    title: "Withdrawal on its way",
    body: "Your money is on its way to your bank.",
    tone: "bg-sky-100 text-sky-700",
    mark: "→",
  },
  paid: {
    title: "Withdrawal complete",
    body: "The money has been paid to your bank.",
    tone: "bg-emerald-100 text-emerald-700",
    mark: "✓",
  },
  failed: {
    title: "Withdrawal failed",
    body: "The money is back in your available balance.",
    tone: "bg-rose-100 text-rose-700",
    mark: "!",
  },
};
/** /withdrawResult?payoutId=…: what happened to a withdrawal. */
function WithdrawResultScreen({ payoutId }) {
  const q = useQuery(payoutQuery(payoutId));
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Withdrawal",
      width: "narrow",
      children: !payoutId
        ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            EmptyState,
            {
              title: "No withdrawal to show",
              action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                AppLink,
                {
                  href: "/manageMyWallet",
                  className: secondaryLink,
                  children: "Go to my wallet",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 224,
                  columnNumber: 13,
                },
                this,
              ),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 221,
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
                { className: "h-64 rounded-2xl" },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 230,
                  columnNumber: 37,
                },
                this,
              ),
              children: (p) => {
                const s = STATUS_TEXT[p.status];
                return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
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
                            s.tone,
                          ),
                          children: s.mark,
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 238,
                          columnNumber: 17,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "h2",
                        {
                          className: "text-xl font-bold text-slate-900",
                          children: s.title,
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 247,
                          columnNumber: 17,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className: "text-3xl font-bold tabular-nums text-slate-900",
                          children: formatCents(p.amountCents),
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 248,
                          columnNumber: 17,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className: "text-sm text-slate-600",
                          children: p.failureMessage ?? s.body,
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 249,
                          columnNumber: 17,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "dl",
                        {
                          className: "mt-1 grid w-full gap-1 rounded-xl bg-slate-50 p-3 text-left text-sm",
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
                                      children: "Requested",
                                    },
                                    void 0,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 252,
                                      columnNumber: 21,
                                    },
                                    this,
                                  ),
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    "dd",
                                    {
                                      className: "text-slate-900",
                                      children: formatDateTime(p.createTime),
                                    },
                                    void 0,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 253,
                                      columnNumber: 21,
                                    },
                                    this,
                                  ),
                                ],
                              },
                              void 0,
                              true,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 251,
                                columnNumber: 19,
                              },
                              this,
                            ),
                            p.arrivalTime &&
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "div",
                                {
                                  className: "flex justify-between gap-3",
                                  children: [
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "dt",
                                      {
                                        className: "text-slate-600",
                                        children: p.status === "paid" ? "Arrived" : "Expected",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 257,
                                        columnNumber: 23,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "dd",
                                      {
                                        className: "text-slate-900",
                                        children: formatDateTime(p.arrivalTime),
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 258,
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
                                  lineNumber: 256,
                                  columnNumber: 21,
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
                                      children: "Reference",
                                    },
                                    void 0,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 262,
                                      columnNumber: 21,
                                    },
                                    this,
                                  ),
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    "dd",
                                    {
                                      className: "font-mono text-xs text-slate-900",
                                      children: p.payoutId,
                                    },
                                    void 0,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 263,
                                      columnNumber: 21,
                                    },
                                    this,
                                  ),
                                ],
                              },
                              void 0,
                              true,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 261,
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
                          lineNumber: 250,
                          columnNumber: 17,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "div",
                        {
                          className: "mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center",
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              AppLink,
                              {
                                href: "/balance",
                                className: primaryLink,
                                children: "See balance",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 267,
                                columnNumber: 19,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              AppLink,
                              {
                                href: "/manageMyWallet",
                                className: secondaryLink,
                                children: "My wallet",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 270,
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
                          lineNumber: 266,
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
                    lineNumber: 234,
                    columnNumber: 15,
                  },
                  this,
                );
              },
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 230,
              columnNumber: 9,
            },
            this,
          ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 219,
      columnNumber: 5,
    },
    this,
  );
}

export { WithdrawResultScreen as t, WithdrawScreen as n };
