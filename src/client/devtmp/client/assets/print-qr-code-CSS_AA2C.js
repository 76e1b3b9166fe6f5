import { ft as AppLink, pt as Button, Dt as Page, Ot as Skeleton } from "./index-BAN1tMZn.js";
import { t as ItemPicker } from "./item-picker-DqxTvVev.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as formatCents } from "./money-DGJvr2qW.js";
import { r as prepareQr, t as QrImage } from "./qr-image-DSslXRM7.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { f as useActingStore } from "./stores-admin-queries-CjY60wfr.js";

// src/client/features/stores-admin/print-qr-screen.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/stores-admin/print-qr-screen.tsx";
var PAPERS = {
  a4: {
    label: "A4",
    css: "A4",
  },
  letter: {
    label: "US Letter",
    css: "letter",
  },
};
var QR_SIZE = 128;
var printCss = (paper) => `
@media print {
  @page { size: ${PAPERS[paper].css}; margin: 10mm; }
  body * { visibility: hidden !important; }
  .qr-sheet, .qr-sheet * { visibility: visible !important; }
  .qr-sheet { position: absolute; inset: 0 auto auto 0; width: 100%; display: grid !important;
    grid-template-columns: repeat(3, 1fr); grid-auto-rows: 60mm; gap: 4mm; padding: 0 !important;
    background: white !important; }
  .qr-label { break-inside: avoid; height: 60mm; overflow: hidden; padding: 3mm !important;
    border: 1px dashed #94a3b8 !important; box-shadow: none !important; border-radius: 2mm !important; }
  .qr-label [role="img"] { width: 30mm !important; height: 30mm !important; }
}`;
/** /print-qr-code: labels with title, price, QR code and sinCode for my (or my store's) live items. */
function PrintQrScreen() {
  const store = useActingStore();
  if (store === void 0)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Page,
      {
        heading: "Print QR Code",
        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Skeleton,
          { className: "h-64 rounded-2xl" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 40,
            columnNumber: 9,
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
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    PrintQr,
    {
      storeId: store?.id ?? null,
      storeName: store?.storeName ?? null,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 43,
      columnNumber: 10,
    },
    this,
  );
}
var labelUrl = (it) => `${location.origin}${it.path}`;
function PrintQr({ storeId, storeName }) {
  const [picked, setPicked] = (0, import_react.useState)(/* @__PURE__ */ new Map());
  const [paper, setPaper] = (0, import_react.useState)(() =>
    /^en-(US|CA)|^es-(US|MX)/.test(navigator.language) ? "letter" : "a4",
  );
  const [printing, setPrinting] = (0, import_react.useState)(false);
  const chosen = [...picked.values()].filter((i) => i !== null);
  const onFirstPage = (0, import_react.useCallback)((items) => {
    setPicked((p) => (p.size ? p : new Map(items.map((i) => [i.itemNumber, i]))));
  }, []);
  async function print() {
    setPrinting(true);
    try {
      await prepareQr(chosen.map(labelUrl), QR_SIZE);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      window.print();
    } finally {
      setPrinting(false);
    }
  }
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Print QR Code",
      actions: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        Button,
        {
          onClick: () => void print(),
          busy: printing,
          disabled: chosen.length === 0,
          className: "print:hidden",
          children: ["Print labels (", chosen.length, ")"],
        },
        void 0,
        true,
        {
          fileName: _jsxFileName,
          lineNumber: 76,
          columnNumber: 9,
        },
        this,
      ),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "style",
          { children: printCss(paper) },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 86,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "-mt-2 mb-4 max-w-2xl text-sm text-slate-600 print:hidden",
            children: [
              "Labels for ",
              storeName ? `${storeName}'s` : "your",
              " live items. Buyers scan the code to open the item, or type the short code on",
              " ",
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                AppLink,
                {
                  href: "/codeSearch",
                  className: "font-medium text-orange-700 hover:underline",
                  children: "Code Search",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 90,
                  columnNumber: 9,
                },
                this,
              ),
              ".",
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 87,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "grid items-start gap-4 md:grid-cols-[20rem_1fr]",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex flex-col gap-3 print:hidden",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "section",
                      {
                        "aria-label": "Choose items",
                        className: "rounded-2xl bg-white ring-1 ring-slate-200",
                        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          ItemPicker,
                          {
                            storeId,
                            picked,
                            onChange: setPicked,
                            listLabel: "Live items",
                            onFirstPage,
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
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 97,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "fieldset",
                      {
                        className: "flex gap-2 rounded-2xl bg-white p-3 ring-1 ring-slate-200",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "legend",
                            {
                              className: "sr-only",
                              children: "Paper size",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 107,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              className: "self-center text-sm font-medium text-slate-800",
                              "aria-hidden": "true",
                              children: "Paper",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 108,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          Object.keys(PAPERS).map((k) =>
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "label",
                              {
                                className:
                                  "flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-1.5 text-sm has-[:checked]:border-orange-400 has-[:checked]:bg-orange-50",
                                children: [
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    "input",
                                    {
                                      type: "radio",
                                      name: "paper",
                                      value: k,
                                      checked: paper === k,
                                      onChange: () => setPaper(k),
                                      className: "accent-orange-500",
                                    },
                                    void 0,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 116,
                                      columnNumber: 17,
                                    },
                                    this,
                                  ),
                                  PAPERS[k].label,
                                ],
                              },
                              k,
                              true,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 112,
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
                  fileName: _jsxFileName,
                  lineNumber: 96,
                  columnNumber: 9,
                },
                this,
              ),
              chosen.length === 0
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className:
                        "rounded-2xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600 print:hidden",
                      children: "Tick the items to put on the sheet.",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 130,
                      columnNumber: 11,
                    },
                    this,
                  )
                : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "ul",
                    {
                      "aria-label": "Label sheet",
                      className: "qr-sheet grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4",
                      children: chosen.map((it) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Label,
                          { it },
                          it.itemNumber,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 139,
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
                      lineNumber: 134,
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
            lineNumber: 95,
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
      lineNumber: 73,
      columnNumber: 5,
    },
    this,
  );
}
function Label({ it }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "li",
    {
      className:
        "qr-label flex flex-col items-center gap-1.5 rounded-xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "line-clamp-2 min-h-[2.5em] text-sm font-semibold leading-tight text-slate-900",
            children: it.title,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 151,
            columnNumber: 7,
          },
          this,
        ),
        it.priceCents !== null &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "text-base font-extrabold text-slate-900",
              children: [
                formatCents(it.priceCents),
                it.saleType === "auction" &&
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "span",
                    {
                      className: "ml-1 text-xs font-medium text-slate-500",
                      children: "bid",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 157,
                      columnNumber: 41,
                    },
                    this,
                  ),
              ],
            },
            void 0,
            true,
            {
              fileName: _jsxFileName,
              lineNumber: 155,
              columnNumber: 9,
            },
            this,
          ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          QrImage,
          {
            text: labelUrl(it),
            label: `QR code for ${it.title}`,
            size: QR_SIZE,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 160,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "font-mono text-sm font-bold tracking-widest text-slate-900",
            children: it.sinCode,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 161,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "text-[10px] text-slate-500",
            children: ["Scan, or enter the code at ", location.host, "/codeSearch"],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 162,
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
      lineNumber: 150,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/print-qr-code.tsx?tsr-split=component
var SplitComponent = PrintQrScreen;

export { SplitComponent as component };
