import { t as newIdempotencyKey } from "./api-CDAijywg.js";
import { t as cx } from "./cx-ClXQrqf-.js";
import {
  pt as Button,
  Dt as Page,
  Ot as Skeleton,
  rn as showToast,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as submit } from "./submit-D9uNNB2p.js";
import { t as TextField } from "./text-field-C5q5EduD.js";
import { f as bankAccountQuery, r as Loaded, l as useWho, v as walletKeys } from "./wallet-ui-C8jaAPP1.js";

// src/client/features/wallet/bank-account-screen.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/wallet/bank-account-screen.tsx";
/** ABA routing checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
function routingValid(r) {
  if (!/^\d{9}$/.test(r)) return false;
  const d = [...r].map(Number);
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0;
}
function checkBank(f) {
  const e = {};
  if (!f.holderName.trim()) e.holderName = "Enter the name on the account";
  const r = f.routingNumber.replace(/\s/g, "");
  if (!r) e.routingNumber = "Enter the 9-digit routing number";
  else if (!routingValid(r)) e.routingNumber = "This routing number is not valid";
  const a = f.accountNumber.replace(/[\s-]/g, "");
  if (!a) e.accountNumber = "Enter the account number";
  else if (!/^\d{4,17}$/.test(a)) e.accountNumber = "An account number has 4 to 17 digits";
  return e;
}
/** /bank-account: where withdrawals are paid (only the holder, last 4 and masked routing are kept). */
function BankAccountScreen() {
  const who = useWho();
  const q = useQuery(bankAccountQuery(who));
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Bank account",
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
              lineNumber: 41,
              columnNumber: 35,
            },
            this,
          ),
          children: (bank) =>
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              BankForm,
              {
                who,
                current: bank,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 42,
                columnNumber: 20,
              },
              this,
            ),
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 41,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 40,
      columnNumber: 5,
    },
    this,
  );
}
function BankForm({ who, current }) {
  const qc = useQueryClient();
  const [editing, setEditing] = (0, import_react.useState)(current === null);
  const [f, setF] = (0, import_react.useState)({
    holderName: current?.holderName ?? "",
    routingNumber: "",
    accountNumber: "",
  });
  const [errors, setErrors] = (0, import_react.useState)({});
  const [busy, setBusy] = (0, import_react.useState)(false);
  const key = (0, import_react.useRef)(newIdempotencyKey());
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
  const onSubmit = async (e) => {
    e.preventDefault();
    const errs = checkBank(f);
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setBusy(true);
    const r = await submit(
      "/wallet/bankAccount",
      {
        holderName: f.holderName.trim(),
        routingNumber: f.routingNumber.replace(/\s/g, ""),
        accountNumber: f.accountNumber.replace(/[\s-]/g, ""),
      },
      { idempotencyKey: key.current },
    );
    setBusy(false);
    key.current = newIdempotencyKey();
    if (!r.ok) {
      setErrors({
        holderName: r.fieldErrors.holderName,
        routingNumber: r.fieldErrors.routingNumber,
        accountNumber: r.fieldErrors.accountNumber,
      });
      return;
    }
    qc.setQueryData(walletKeys.bank(who), r.data);
    showToast("Bank account saved", "success");
    setEditing(false);
    setF({
      holderName: r.data.holderName,
      routingNumber: "",
      accountNumber: "",
    });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex flex-col gap-4",
      children: [
        current &&
          !editing &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "section",
            {
              "aria-labelledby": "current-bank",
              className: "rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-6",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "h2",
                  {
                    id: "current-bank",
                    className: "text-base font-semibold text-slate-900",
                    children: "Withdrawals go to",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 98,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "dl",
                  {
                    className: "mt-3 grid gap-2 text-sm",
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
                                children: "Account holder",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 103,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "dd",
                              {
                                className: "font-semibold text-slate-900",
                                children: current.holderName,
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 104,
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
                          columnNumber: 13,
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
                                children: "Account",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 107,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "dd",
                              {
                                className: "font-semibold text-slate-900",
                                children: ["•••• ", current.last4],
                              },
                              void 0,
                              true,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 108,
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
                          lineNumber: 106,
                          columnNumber: 13,
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
                                children: "Routing",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 111,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "dd",
                              {
                                className: "font-semibold text-slate-900",
                                children: current.routingMasked,
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 112,
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
                          lineNumber: 110,
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
                    lineNumber: 101,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Button,
                  {
                    variant: "secondary",
                    className: "mt-4",
                    onClick: () => setEditing(true),
                    children: "Change bank account",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 115,
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
              lineNumber: 97,
              columnNumber: 9,
            },
            this,
          ),
        editing &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "form",
            {
              onSubmit,
              noValidate: true,
              className: cx("rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-6", "flex flex-col gap-4"),
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "text-sm text-slate-600",
                    children:
                      "We keep only the account holder, the last 4 digits and a masked routing number. The full details go to our payment provider.",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 122,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  TextField,
                  {
                    label: "Account holder name",
                    autoComplete: "name",
                    value: f.holderName,
                    onChange: (e) => set("holderName", e.target.value),
                    error: errors.holderName,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 126,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  TextField,
                  {
                    label: "Routing number",
                    inputMode: "numeric",
                    maxLength: 11,
                    value: f.routingNumber,
                    onChange: (e) => set("routingNumber", e.target.value.replace(/[^\d\s]/g, "")),
                    hint: "9 digits, e.g. 110000000",
                    error: errors.routingNumber,
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
                  TextField,
                  {
                    label: "Account number",
                    inputMode: "numeric",
                    maxLength: 20,
                    value: f.accountNumber,
                    onChange: (e) => set("accountNumber", e.target.value.replace(/[^\d\s-]/g, "")),
                    error: errors.accountNumber,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 142,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "div",
                  {
                    className: "flex flex-col gap-2 sm:flex-row-reverse",
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        Button,
                        {
                          type: "submit",
                          size: "lg",
                          busy,
                          className: "sm:flex-1",
                          children: "Save bank account",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 151,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      current &&
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Button,
                          {
                            variant: "secondary",
                            size: "lg",
                            className: "sm:flex-1",
                            onClick: () => setEditing(false),
                            children: "Cancel",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 155,
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
              lineNumber: 121,
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
      lineNumber: 95,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/bank-account.tsx?tsr-split=component
var SplitComponent = BankAccountScreen;

export { SplitComponent as component };
