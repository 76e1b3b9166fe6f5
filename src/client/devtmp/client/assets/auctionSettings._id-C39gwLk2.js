import { t as newIdempotencyKey } from "./api-CDAijywg.js";
import {
  Qt as ApiCodeError,
  ft as AppLink,
  $t as api,
  pt as Button,
  mn as Code,
  Et as EmptyState,
  cn as fieldErrorList,
  Dt as Page,
  b as Route,
  Ot as Skeleton,
  rn as showToast,
  At as useDocumentTitle,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as centsToDollarString, n as formatCents } from "./money-DGJvr2qW.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import "./ui-BfiZzKoh.js";
import { n as centsOf } from "./form-model-BG5Sj-P3.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as auctionSettingsQuery, o as sellingKeys } from "./selling-queries-CfSob5w7.js";
import { t as TextField } from "./text-field-C5q5EduD.js";

// src/client/features/selling/auction-settings-screen.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$1 = "/work/main/src/client/features/selling/auction-settings-screen.tsx";
var toLocalInput = (ms) => {
  if (ms === null) return "";
  const d = new Date(ms);
  const p = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};
/** A live auction's settings (reserve, buy now, end, soft close) under the live-edit rules. */
function AuctionSettingsScreen({ itemNumber }) {
  useDocumentTitle("Auction settings");
  const q = useQuery(auctionSettingsQuery(itemNumber));
  if (q.isPending)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Page,
      {
        heading: "Auction settings",
        width: "narrow",
        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "space-y-4",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-11 w-full" },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 35,
                  columnNumber: 11,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-11 w-full" },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 36,
                  columnNumber: 11,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-11 w-full" },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 37,
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
            lineNumber: 34,
            columnNumber: 9,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName$1,
        lineNumber: 33,
        columnNumber: 7,
      },
      this,
    );
  if (q.isError)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Page,
      {
        heading: "Auction settings",
        width: "narrow",
        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          EmptyState,
          {
            title: "These settings could not be loaded",
            body: navigator.onLine ? q.error.message : "You are offline.",
            action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Button,
              {
                onClick: () => void q.refetch(),
                children: "Try again",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$1,
                lineNumber: 47,
                columnNumber: 19,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 44,
            columnNumber: 9,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName$1,
        lineNumber: 43,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    SettingsForm,
    {
      s: q.data,
      itemNumber,
    },
    q.data.version,
    false,
    {
      fileName: _jsxFileName$1,
      lineNumber: 51,
      columnNumber: 10,
    },
    this,
  );
}
function SettingsForm({ s, itemNumber }) {
  const qc = useQueryClient();
  const [reserve, setReserve] = (0, import_react.useState)(
    s.reservePriceCents === null ? "" : centsToDollarString(s.reservePriceCents),
  );
  const [buyNow, setBuyNow] = (0, import_react.useState)(
    s.buyNowPriceCents === null ? "" : centsToDollarString(s.buyNowPriceCents),
  );
  const [end, setEnd] = (0, import_react.useState)(toLocalInput(s.endTime));
  const [soft, setSoft] = (0, import_react.useState)(String(s.softCloseSeconds));
  const [errors, setErrors] = (0, import_react.useState)({});
  const [message, setMessage] = (0, import_react.useState)(null);
  const [busy, setBusy] = (0, import_react.useState)(false);
  (0, import_react.useEffect)(() => setMessage(null), []);
  const save = async () => {
    const e = {};
    const r = centsOf(reserve);
    const b = centsOf(buyNow);
    if (r !== null && Number.isNaN(r)) e.reservePriceCents = "Enter an amount like 12.50.";
    if (b !== null && Number.isNaN(b)) e.buyNowPriceCents = "Enter an amount like 12.50.";
    setErrors(e);
    if (Object.keys(e).length) return;
    const body = {
      itemNumber,
      version: s.version,
      softCloseSeconds: Number(soft),
    };
    if (r !== s.reservePriceCents) body.reservePriceCents = r;
    if (b !== s.buyNowPriceCents) body.buyNowPriceCents = b;
    const endMs = end ? new Date(end).getTime() : null;
    if (endMs !== null && toLocalInput(endMs) !== toLocalInput(s.endTime)) body.endTime = endMs;
    setBusy(true);
    setMessage(null);
    try {
      await api.post("/item/auctionSettings", body, {
        json: true,
        toast: false,
        idempotencyKey: newIdempotencyKey(),
      });
      showToast("Auction settings saved.", "success");
      await qc.invalidateQueries({ queryKey: sellingKeys.all });
    } catch (err) {
      if (err instanceof ApiCodeError) {
        const list = fieldErrorList(err.envelope);
        setErrors(Object.fromEntries(list.map((x) => [x.path.split(".")[0] ?? x.path, x.message])));
        setMessage(
          err.code === Code.CONFLICT
            ? "These settings changed elsewhere (a bid or another device). The latest values are loaded; check them and save again."
            : err.message,
        );
        if (err.code === Code.CONFLICT)
          await qc.invalidateQueries({ queryKey: sellingKeys.auctionSettings(itemNumber) });
      } else setMessage("Could not reach the server. Try again when you are online.");
    } finally {
      setBusy(false);
    }
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Auction settings",
      width: "narrow",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "div",
        {
          className: "space-y-5 rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-6",
          children: [
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "dl",
              {
                className: "grid grid-cols-2 gap-3 text-sm",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "dt",
                          {
                            className: "text-slate-500",
                            children: "Starting price",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 114,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "dd",
                          {
                            className: "font-semibold",
                            children: s.startPriceCents === null ? "—" : formatCents(s.startPriceCents),
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 115,
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
                      lineNumber: 113,
                      columnNumber: 11,
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
                            className: "text-slate-500",
                            children: "Current price · bids",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 120,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "dd",
                          {
                            className: "font-semibold",
                            children: [
                              s.currentPriceCents === null ? "—" : formatCents(s.currentPriceCents),
                              " · ",
                              s.bidCount,
                            ],
                          },
                          void 0,
                          true,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 121,
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
                      lineNumber: 119,
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
                lineNumber: 112,
                columnNumber: 9,
              },
              this,
            ),
            s.bidCount > 0 &&
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900",
                  children:
                    "This auction has bids: the reserve can no longer be lowered and the starting price is fixed.",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 127,
                  columnNumber: 11,
                },
                this,
              ),
            message &&
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  role: "alert",
                  className: "rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800",
                  children: message,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 132,
                  columnNumber: 11,
                },
                this,
              ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              TextField,
              {
                label: "Reserve price",
                inputMode: "decimal",
                value: reserve,
                error: errors.reservePriceCents,
                hint: "Hidden from buyers. Empty: no reserve.",
                onChange: (e) => setReserve(e.target.value),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$1,
                lineNumber: 136,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              TextField,
              {
                label: "Buy now price",
                inputMode: "decimal",
                value: buyNow,
                error: errors.buyNowPriceCents,
                hint: "Empty: no buy now.",
                onChange: (e) => setBuyNow(e.target.value),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$1,
                lineNumber: 144,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              TextField,
              {
                label: "End time",
                type: "datetime-local",
                value: end,
                error: errors.endTime,
                onChange: (e) => setEnd(e.target.value),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$1,
                lineNumber: 152,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: "flex flex-col gap-1.5",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "label",
                    {
                      htmlFor: "soft-close",
                      className: "text-sm font-medium text-slate-800",
                      children: "Soft close",
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
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "select",
                    {
                      id: "soft-close",
                      value: soft,
                      onChange: (e) => setSoft(e.target.value),
                      className: "focus-ring h-11 rounded-lg border border-slate-300 bg-white px-3",
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "option",
                          {
                            value: "0",
                            children: "Off",
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
                          "option",
                          {
                            value: "60",
                            children: "1 minute",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 170,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "option",
                          {
                            value: "120",
                            children: "2 minutes",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 171,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "option",
                          {
                            value: "300",
                            children: "5 minutes",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 172,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "option",
                          {
                            value: "600",
                            children: "10 minutes",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 173,
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
                      lineNumber: 163,
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
                lineNumber: 159,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: "flex items-center justify-between gap-3",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    AppLink,
                    {
                      href: `/itemDetail/${itemNumber}`,
                      className: "text-sm font-semibold text-orange-700 underline",
                      children: "View listing",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 177,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Button,
                    {
                      busy,
                      onClick: () => void save(),
                      children: "Save settings",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 183,
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
          fileName: _jsxFileName$1,
          lineNumber: 111,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$1,
      lineNumber: 110,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/auctionSettings.$id.tsx?tsr-split=component
var _jsxFileName = "/work/main/src/client/routes/auctionSettings.$id.tsx?tsr-split=component";
var SplitComponent = function AuctionSettings() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    AuctionSettingsScreen,
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
