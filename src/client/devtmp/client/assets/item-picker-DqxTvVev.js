import { pt as Button, Ot as Skeleton, wn as useQuery } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as formatCents } from "./money-DGJvr2qW.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { p as Failed, i as printItemsQuery } from "./stores-admin-queries-CjY60wfr.js";
import { t as TextField } from "./text-field-C5q5EduD.js";

// src/client/features/stores-admin/item-picker.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/stores-admin/item-picker.tsx";
/**
 * Ticks live items of the store (or of the person) however many there are: a page at a time, a
 * search by title words or code, and "Select all" for every item the search matches (up to `max`).
 */
function ItemPicker({ storeId, picked, onChange, max, listLabel, onFirstPage }) {
  const qc = useQueryClient();
  const [text, setText] = (0, import_react.useState)("");
  const [search, setSearch] = (0, import_react.useState)("");
  const [page, setPage] = (0, import_react.useState)(1);
  const [busy, setBusy] = (0, import_react.useState)(false);
  (0, import_react.useEffect)(() => {
    const t = setTimeout(() => {
      setSearch(text.trim());
      setPage(1);
    }, 250);
    return () => clearTimeout(t);
  }, [text]);
  const q = useQuery(printItemsQuery(storeId, page, search));
  const [firstSeen, setFirstSeen] = (0, import_react.useState)(false);
  (0, import_react.useEffect)(() => {
    if (q.data && !q.isPlaceholderData && !firstSeen) {
      setFirstSeen(true);
      onFirstPage?.(q.data.list);
    }
  }, [q.data, q.isPlaceholderData, firstSeen, onFirstPage]);
  const full = max !== void 0 && picked.size >= max;
  const toggle = (it, on) => {
    const next = new Map(picked);
    if (on) {
      if (full) return;
      next.set(it.itemNumber, it);
    } else next.delete(it.itemNumber);
    onChange(next);
  };
  /** Every item the search matches (up to `max`): a 1,000-item store is 20 requests, all but the first at once. */
  async function selectAll() {
    setBusy(true);
    try {
      const next = new Map(picked);
      const first = await qc.fetchQuery(printItemsQuery(storeId, 1, search));
      const wanted = Math.min(
        Math.ceil(first.total / 50),
        max === void 0 ? Number.POSITIVE_INFINITY : Math.ceil(max / 50) + 1,
      );
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, wanted - 1) }, (_, i) =>
          qc.fetchQuery(printItemsQuery(storeId, i + 2, search)),
        ),
      );
      for (const it of [first, ...rest].flatMap((p) => p.list)) {
        if (max !== void 0 && next.size >= max) break;
        next.set(it.itemNumber, it);
      }
      onChange(next);
    } catch {
    } finally {
      setBusy(false);
    }
  }
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / 50)) : 1;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex flex-col",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex flex-col gap-2 border-b border-slate-100 p-3",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                TextField,
                {
                  label: "Search items",
                  type: "search",
                  value: text,
                  onChange: (e) => setText(e.target.value),
                  placeholder: "Title or code",
                  autoComplete: "off",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 98,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex flex-wrap items-center justify-between gap-2",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        className: "text-sm font-semibold text-slate-800",
                        "aria-live": "polite",
                        children: [
                          picked.size,
                          " selected",
                          q.data &&
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "span",
                              {
                                className: "font-normal text-slate-500",
                                children: [" ", "· ", q.data.total, " ", search ? "found" : "live"],
                              },
                              void 0,
                              true,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 110,
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
                        lineNumber: 107,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        className: "flex shrink-0 gap-1 whitespace-nowrap",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Button,
                            {
                              size: "sm",
                              variant: "ghost",
                              busy,
                              onClick: () => void selectAll(),
                              children: "Select all",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 117,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Button,
                            {
                              size: "sm",
                              variant: "ghost",
                              onClick: () => onChange(/* @__PURE__ */ new Map()),
                              children: "Clear",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 120,
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
                        lineNumber: 116,
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
                  lineNumber: 106,
                  columnNumber: 9,
                },
                this,
              ),
              max !== void 0 &&
                full &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "text-xs text-slate-600",
                    children: ["A device shows at most ", max, " chosen items."],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 126,
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
            columnNumber: 7,
          },
          this,
        ),
        q.data
          ? q.data.list.length === 0
            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "p-3 text-sm text-slate-600",
                  children: search ? `No live item matches “${search}”.` : "There are no live items yet.",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 131,
                  columnNumber: 11,
                },
                this,
              )
            : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "ul",
                {
                  className: "max-h-[40vh] divide-y divide-slate-100 overflow-y-auto md:max-h-[55vh]",
                  "aria-label": listLabel,
                  "aria-busy": q.isPlaceholderData || void 0,
                  children: q.data.list.map((it) =>
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "li",
                      {
                        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "label",
                          {
                            className: "flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50",
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "input",
                                {
                                  type: "checkbox",
                                  className: "size-4 shrink-0 accent-orange-500",
                                  checked: picked.has(it.itemNumber),
                                  disabled: full && !picked.has(it.itemNumber),
                                  onChange: (e) => toggle(it, e.target.checked),
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 143,
                                  columnNumber: 19,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "span",
                                {
                                  className: "min-w-0 flex-1 truncate text-sm text-slate-900",
                                  children: it.title,
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 150,
                                  columnNumber: 19,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "span",
                                {
                                  className: "shrink-0 font-mono text-xs text-slate-500",
                                  children: it.sinCode,
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 151,
                                  columnNumber: 19,
                                },
                                this,
                              ),
                              it.priceCents !== null &&
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "span",
                                  {
                                    className: "shrink-0 text-sm text-slate-600",
                                    children: formatCents(it.priceCents),
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 153,
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
                            lineNumber: 142,
                            columnNumber: 17,
                          },
                          this,
                        ),
                      },
                      it.itemNumber,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 141,
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
                  lineNumber: 135,
                  columnNumber: 11,
                },
                this,
              )
          : q.isError
            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Failed,
                {
                  error: q.error,
                  retry: () => void q.refetch(),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 161,
                  columnNumber: 9,
                },
                this,
              )
            : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "m-3 h-24" },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 163,
                  columnNumber: 9,
                },
                this,
              ),
        q.data &&
          pages > 1 &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "flex items-center justify-between border-t border-slate-100 p-2",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Button,
                  {
                    size: "sm",
                    variant: "ghost",
                    disabled: page === 1,
                    onClick: () => setPage((p) => p - 1),
                    children: "Previous",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 167,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "span",
                  {
                    className: "text-xs text-slate-500",
                    children: ["Page ", page, " of ", pages],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 170,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Button,
                  {
                    size: "sm",
                    variant: "ghost",
                    disabled: !q.data.hasNextPage,
                    onClick: () => setPage((p) => p + 1),
                    children: "Next",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
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
              fileName: _jsxFileName,
              lineNumber: 166,
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
      lineNumber: 96,
      columnNumber: 5,
    },
    this,
  );
}

export { ItemPicker as t };
