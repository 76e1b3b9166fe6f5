import { pt as Button, wn as useQuery } from "./index-BAN1tMZn.js";
import { n as formatCents } from "./money-DGJvr2qW.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import "./ui-BfiZzKoh.js";
import { r as categoriesQuery } from "./catalog-queries-CJhAGVIC.js";
import { r as conditionLabel } from "./conditions-UMBHp48_.js";
import { n as Dialog } from "./dialog-fEMjAfBb.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { o as outbox } from "./use-outbox-CaxsULoD.js";

// src/client/features/selling/conflict-dialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/selling/conflict-dialog.tsx";
function flatten(nodes, out = /* @__PURE__ */ new Map()) {
  for (const n of nodes) {
    out.set(n.id, n.name);
    flatten(n.children, out);
  }
  return out;
}
var money = (v) => (typeof v === "number" ? formatCents(v) : "—");
var when = (v) =>
  typeof v === "number"
    ? new Date(v).toLocaleString("en-US", {
        dateStyle: "medium",
        timeStyle: "short",
      })
    : "—";
var text = (v) => (typeof v === "string" && v.trim() ? v : "—");
/** The fields that differ between what the seller queued and what the server holds now. */
function conflictRows(yours, photoCount, theirs, categories) {
  const cat = (v) => (typeof v === "number" ? (categories.get(v) ?? `#${v}`) : "—");
  const spec = [
    ["Title", "title", text],
    ["Description", "description", text],
    ["Category", "categoryId", cat],
    ["Condition", "condition", (v) => (v ? conditionLabel(v) : "—")],
    ["Sale type", "saleType", (v) => (v === "auction" ? "Auction" : "Fixed price")],
    ["Price", "priceCents", money],
    ["Starting price", "startPriceCents", money],
    ["Reserve price", "reservePriceCents", money],
    ["Buy now price", "buyNowPriceCents", money],
    ["Ends", "endTime", when],
    ["City", "city", text],
  ];
  const rows = [];
  for (const [label, key, fmt] of spec) {
    if (!(key in yours)) continue;
    const a = fmt(yours[key]);
    const b = fmt(theirs[key]);
    if (a !== b)
      rows.push({
        label,
        yours: a,
        theirs: b,
      });
  }
  if (photoCount !== theirs.imageIds.length)
    rows.push({
      label: "Photos",
      yours: String(photoCount),
      theirs: String(theirs.imageIds.length),
    });
  return rows;
}
/** 10009: both versions side by side; the seller keeps theirs or takes the server's. */
function ConflictDialog({ entryId, onClose }) {
  const [entry, setEntry] = (0, import_react.useState)(void 0);
  const [busy, setBusy] = (0, import_react.useState)(false);
  const cats = useQuery(categoriesQuery());
  (0, import_react.useEffect)(() => {
    outbox.outcome(entryId).then((o) => setEntry(o.status === "conflict" ? o.entry : null));
  }, [entryId]);
  (0, import_react.useEffect)(() => {
    if (entry === null) onClose();
  }, [entry, onClose]);
  if (!entry?.conflict) return null;
  const current = entry.conflict.current;
  const rows = conflictRows(
    entry.kind === "save" ? entry.fields : {},
    entry.kind === "save" ? entry.photoIds.length : current.imageIds.length,
    current,
    flatten(cats.data ?? []),
  );
  const choose = async (mine) => {
    setBusy(true);
    try {
      if (mine) await outbox.keepMine(entry.id);
      else await outbox.takeTheirs(entry.id);
      outbox.flush();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Dialog,
    {
      open: true,
      onClose,
      title: "This item was changed elsewhere",
      className: "w-[min(94vw,44rem)]",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "text-sm text-slate-700",
            children: [
              entry.label,
              " was changed on another device or page after you started editing. Compare both versions and choose which one to keep. Nothing is overwritten until you choose.",
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 94,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mt-4 max-h-[55vh] overflow-auto rounded-lg ring-1 ring-slate-200",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "table",
              {
                className: "w-full text-left text-sm",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "caption",
                    {
                      className: "sr-only",
                      children: "Your version and the version on the server",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 100,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "thead",
                    {
                      className: "sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-600",
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "tr",
                        {
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "th",
                              {
                                scope: "col",
                                className: "px-3 py-2",
                                children: "Field",
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
                              "th",
                              {
                                scope: "col",
                                className: "px-3 py-2",
                                children: "Your version",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 106,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "th",
                              {
                                scope: "col",
                                className: "px-3 py-2",
                                children: ["On the server (version ", current.version, ")"],
                              },
                              void 0,
                              true,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 109,
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
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 101,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "tbody",
                    {
                      className: "divide-y divide-slate-100 align-top",
                      children:
                        rows.length === 0
                          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "tr",
                              {
                                children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "td",
                                  {
                                    colSpan: 3,
                                    className: "px-3 py-3 text-slate-600",
                                    children:
                                      "The fields you changed now hold the same values on both sides.",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 117,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 116,
                                columnNumber: 15,
                              },
                              this,
                            )
                          : rows.map((r) =>
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "tr",
                                {
                                  children: [
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        scope: "row",
                                        className: "px-3 py-2 font-medium text-slate-700",
                                        children: r.label,
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 124,
                                        columnNumber: 19,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "td",
                                      {
                                        className: "whitespace-pre-wrap break-words px-3 py-2 text-slate-900",
                                        children: r.yours,
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 127,
                                        columnNumber: 19,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "td",
                                      {
                                        className: "whitespace-pre-wrap break-words px-3 py-2 text-slate-900",
                                        children: r.theirs,
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 128,
                                        columnNumber: 19,
                                      },
                                      this,
                                    ),
                                  ],
                                },
                                r.label,
                                true,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 123,
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
                      lineNumber: 114,
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
            lineNumber: 98,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  variant: "secondary",
                  busy,
                  onClick: () => void choose(false),
                  children: "Take theirs",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 136,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  busy,
                  onClick: () => void choose(true),
                  children: "Keep mine",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
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
            fileName: _jsxFileName,
            lineNumber: 135,
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
      lineNumber: 93,
      columnNumber: 5,
    },
    this,
  );
}

export { ConflictDialog as default, conflictRows };
