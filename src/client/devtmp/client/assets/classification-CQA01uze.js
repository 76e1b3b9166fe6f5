import { r as categoriesQuery } from "./catalog-queries-CJhAGVIC.js";
import { ft as AppLink, Dt as Page, Ot as Skeleton, wn as useQuery } from "./index-BAN1tMZn.js";
import { n as LoadError, r as OfflineNote } from "./item-list-LHRswIwK.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";

// src/client/features/catalog/categories-screen.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/catalog/categories-screen.tsx";
var ROOT_KEYS = ["a", "b", "c", "d", "e", "f", "g", "h"];
/** /classification: the category tree; every node leads to its list (children included). */
function CategoriesScreen() {
  const q = useQuery(categoriesQuery());
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Categories",
      children: q.isPending
        ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
              role: "status",
              "aria-busy": "true",
              "aria-label": "Loading categories",
              children: ROOT_KEYS.map((k) =>
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "div",
                  {
                    className: "space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200",
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        Skeleton,
                        { className: "h-6 w-2/3" },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 23,
                          columnNumber: 15,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        Skeleton,
                        { className: "h-4 w-1/2" },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 24,
                          columnNumber: 15,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        Skeleton,
                        { className: "h-4 w-3/5" },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 25,
                          columnNumber: 15,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        Skeleton,
                        { className: "h-4 w-2/5" },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 26,
                          columnNumber: 15,
                        },
                        this,
                      ),
                    ],
                  },
                  k,
                  true,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 22,
                    columnNumber: 13,
                  },
                  this,
                ),
              ),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 15,
              columnNumber: 9,
            },
            this,
          )
        : !q.data
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              LoadError,
              {
                what: "the categories",
                onRetry: () => void q.refetch(),
                busy: q.isFetching,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 31,
                columnNumber: 9,
              },
              this,
            )
          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              import_jsx_dev_runtime.Fragment,
              {
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    OfflineNote,
                    { what: "This list" },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 34,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "ul",
                    {
                      className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
                      children: q.data.map((root) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "li",
                          {
                            className: "rounded-xl bg-white p-4 ring-1 ring-slate-200",
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "h2",
                                {
                                  className: "text-lg font-semibold",
                                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    AppLink,
                                    {
                                      href: `/classificationList/${root.id}`,
                                      className:
                                        "focus-ring rounded text-slate-900 hover:text-orange-700 hover:underline",
                                      children: root.name,
                                    },
                                    void 0,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 39,
                                      columnNumber: 19,
                                    },
                                    this,
                                  ),
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 38,
                                  columnNumber: 17,
                                },
                                this,
                              ),
                              root.children.length > 0 &&
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "ul",
                                  {
                                    "aria-label": `${root.name} subcategories`,
                                    className: "mt-2 flex flex-col gap-1",
                                    children: root.children.map((c) =>
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "li",
                                        {
                                          children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                            AppLink,
                                            {
                                              href: `/classificationList/${c.id}`,
                                              className:
                                                "focus-ring -mx-1 block rounded px-1 py-1 text-sm text-slate-700 hover:bg-slate-50 hover:text-orange-700",
                                              children: c.name,
                                            },
                                            void 0,
                                            false,
                                            {
                                              fileName: _jsxFileName,
                                              lineNumber: 50,
                                              columnNumber: 25,
                                            },
                                            this,
                                          ),
                                        },
                                        c.id,
                                        false,
                                        {
                                          fileName: _jsxFileName,
                                          lineNumber: 49,
                                          columnNumber: 23,
                                        },
                                        this,
                                      ),
                                    ),
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 47,
                                    columnNumber: 19,
                                  },
                                  this,
                                ),
                            ],
                          },
                          root.id,
                          true,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 37,
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
                      lineNumber: 35,
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
                lineNumber: 33,
                columnNumber: 9,
              },
              this,
            ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 13,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/classification.tsx?tsr-split=component
var SplitComponent = CategoriesScreen;

export { SplitComponent as component };
