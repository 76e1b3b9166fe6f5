import {
  Qt as ApiCodeError,
  $t as api,
  pt as Button,
  cn as fieldErrorList,
  Dt as Page,
  Ot as Skeleton,
  rn as showToast,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as PICKUP_INSTRUCTIONS_MAX, i as SOFT_CLOSE_MAX_SECONDS } from "./stores-admin-D0WM6AzD.js";
import "./api-CDAijywg.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import {
  t as configurationQuery,
  p as Failed,
  l as StoreGate,
  a as storeToolKeys,
} from "./stores-admin-queries-CjY60wfr.js";
import { t as TextField } from "./text-field-C5q5EduD.js";

// src/client/features/stores-admin/configurations-screen.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/stores-admin/configurations-screen.tsx";
/** /configurations: the store's defaults and preferences. */
function ConfigurationsScreen() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    StoreGate,
    {
      heading: "Configurations",
      width: "narrow",
      children: (store) =>
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Page,
          {
            heading: "Configurations",
            width: "narrow",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "-mt-2 mb-4 text-sm text-slate-600",
                  children: ["Settings of ", store.storeName, ", for everyone on its team."],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 23,
                  columnNumber: 11,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Loaded,
                { storeId: store.id },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 26,
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
            lineNumber: 22,
            columnNumber: 9,
          },
          this,
        ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 20,
      columnNumber: 5,
    },
    this,
  );
}
function Loaded({ storeId }) {
  const q = useQuery(configurationQuery(storeId));
  if (q.data)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      ConfigForm,
      {
        storeId,
        initial: q.data,
      },
      q.data.updateTime ?? 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 35,
        columnNumber: 22,
      },
      this,
    );
  if (q.isError)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Failed,
      {
        error: q.error,
        retry: () => void q.refetch(),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 36,
        columnNumber: 25,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Skeleton,
    { className: "h-[28rem] rounded-2xl" },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 37,
      columnNumber: 10,
    },
    this,
  );
}
var section = "flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200";
function ConfigForm({ storeId, initial }) {
  const qc = useQueryClient();
  const [softClose, setSoftClose] = (0, import_react.useState)(String(initial.defaultSoftCloseSeconds));
  const [pickup, setPickup] = (0, import_react.useState)(initial.pickupInstructions);
  const [acceptCash, setAcceptCash] = (0, import_react.useState)(initial.acceptCash);
  const [notify, setNotify] = (0, import_react.useState)({
    notifyNewOrder: initial.notifyNewOrder,
    notifyChatMessage: initial.notifyChatMessage,
    notifyAuctionEnded: initial.notifyAuctionEnded,
  });
  const [errors, setErrors] = (0, import_react.useState)({});
  const [busy, setBusy] = (0, import_react.useState)(false);
  async function submit(e) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const saved = await api.post(
        "/store/configurations",
        {
          defaultSoftCloseSeconds: Number(softClose),
          pickupInstructions: pickup,
          acceptCash,
          ...notify,
        },
        { json: true },
      );
      qc.setQueryData(storeToolKeys.configuration(storeId), saved);
      showToast("Configurations saved", "success");
    } catch (err) {
      const list = err instanceof ApiCodeError ? fieldErrorList(err.envelope) : [];
      setErrors(Object.fromEntries(list.map((x) => [x.path, x.message])));
    } finally {
      setBusy(false);
    }
  }
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "form",
    {
      onSubmit: submit,
      className: "flex flex-col gap-4",
      noValidate: true,
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "section",
          {
            className: section,
            "aria-labelledby": "cfg-auctions",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h2",
                {
                  id: "cfg-auctions",
                  className: "text-base font-bold text-slate-900",
                  children: "Auctions",
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
                TextField,
                {
                  label: "Default soft close (seconds)",
                  type: "number",
                  inputMode: "numeric",
                  min: 0,
                  max: SOFT_CLOSE_MAX_SECONDS,
                  value: softClose,
                  onChange: (e) => setSoftClose(e.target.value),
                  hint: "A bid in the last seconds extends the auction by this much. 0 turns it off. Used for new auctions.",
                  error: errors.defaultSoftCloseSeconds,
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
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "section",
          {
            className: section,
            "aria-labelledby": "cfg-pickup",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h2",
                {
                  id: "cfg-pickup",
                  className: "text-base font-bold text-slate-900",
                  children: "Pickup and payment",
                },
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
                "div",
                {
                  className: "flex flex-col gap-1.5",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "label",
                      {
                        htmlFor: "cfg-pickup-text",
                        className: "text-sm font-medium text-slate-800",
                        children: "Pickup instructions",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 104,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "textarea",
                      {
                        id: "cfg-pickup-text",
                        rows: 4,
                        maxLength: PICKUP_INSTRUCTIONS_MAX,
                        value: pickup,
                        onChange: (e) => setPickup(e.target.value),
                        placeholder: "Where and when buyers collect, what to bring",
                        "aria-describedby": "cfg-pickup-hint",
                        className:
                          "focus-ring rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 107,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        id: "cfg-pickup-hint",
                        className: `text-xs ${errors.pickupInstructions ? "font-medium text-rose-600" : "text-slate-500"}`,
                        children: errors.pickupInstructions ?? `${pickup.length}/1000 characters`,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
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
                  fileName: _jsxFileName,
                  lineNumber: 103,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "label",
                {
                  className: "flex cursor-pointer items-start gap-3",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "input",
                      {
                        type: "checkbox",
                        className: "mt-0.5 size-4 accent-orange-500",
                        checked: acceptCash,
                        onChange: (e) => setAcceptCash(e.target.checked),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 125,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              className: "block text-sm font-semibold text-slate-900",
                              children: "Accept cash in person",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 132,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              className: "block text-xs text-slate-600",
                              children: "Orders under $0.50 are always paid in cash.",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 133,
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
                        lineNumber: 131,
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
                  lineNumber: 124,
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
            lineNumber: 99,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "section",
          {
            className: section,
            "aria-labelledby": "cfg-notify",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h2",
                {
                  id: "cfg-notify",
                  className: "text-base font-bold text-slate-900",
                  children: "Notifications",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 138,
                  columnNumber: 9,
                },
                this,
              ),
              [
                ["notifyNewOrder", "New orders", "When a buyer buys or wins one of the store's items"],
                ["notifyChatMessage", "Chat messages", "When a buyer writes about one of the store's items"],
                ["notifyAuctionEnded", "Auctions ended", "When one of the store's auctions closes"],
              ].map(([k, label, hint]) =>
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "label",
                  {
                    className: "flex cursor-pointer items-start gap-3",
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "input",
                        {
                          type: "checkbox",
                          className: "mt-0.5 size-4 accent-orange-500",
                          checked: notify[k],
                          onChange: (e) =>
                            setNotify((n) => ({
                              ...n,
                              [k]: e.target.checked,
                            })),
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 143,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "span",
                        {
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "span",
                              {
                                className: "block text-sm font-semibold text-slate-900",
                                children: label,
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 150,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "span",
                              {
                                className: "block text-xs text-slate-600",
                                children: hint,
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 151,
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
                          lineNumber: 149,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    ],
                  },
                  k,
                  true,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 142,
                    columnNumber: 11,
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
            lineNumber: 137,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex justify-end",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Button,
              {
                type: "submit",
                busy,
                children: "Save configurations",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 157,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 156,
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
      lineNumber: 82,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/configurations.tsx?tsr-split=component
var SplitComponent = ConfigurationsScreen;

export { SplitComponent as component };
