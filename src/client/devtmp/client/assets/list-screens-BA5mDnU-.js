import { t as BrowseScreen } from "./browse-screen-BURql_68.js";
import { r as categoriesQuery } from "./catalog-queries-CJhAGVIC.js";
import { t as CONDITION_OPTIONS, r as conditionLabel } from "./conditions-UMBHp48_.js";
import { ft as AppLink, Ot as Skeleton, At as useDocumentTitle, wn as useQuery } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";

// src/client/features/search/list-screens.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/search/list-screens.tsx";
/** The path from a root to the category `id` (root first), or null. */
function categoryPath(nodes, id) {
  for (const n of nodes) {
    if (n.id === id) return [n];
    const sub = categoryPath(n.children, id);
    if (sub) return [n, ...sub];
  }
  return null;
}
var chip =
  "focus-ring inline-flex h-9 items-center rounded-full bg-white px-3.5 text-sm font-medium text-slate-800 ring-1 ring-slate-200 hover:ring-orange-400";
/** /classificationList/{cid}: the items of a category and its children. */
function CategoryListScreen({ cid, search }) {
  const cats = useQuery(categoriesQuery());
  const path = cats.data ? categoryPath(cats.data, cid) : null;
  const node = path?.at(-1);
  useDocumentTitle(node?.name);
  const heading =
    node?.name ??
    (cats.isPending
      ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Skeleton,
          { className: "h-7 w-48" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 29,
            columnNumber: 51,
          },
          this,
        )
      : "Category");
  const intro = /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    import_jsx_dev_runtime.Fragment,
    {
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "nav",
          {
            "aria-label": "Breadcrumb",
            className: "mt-1 text-sm text-slate-600",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "ol",
              {
                className: "flex flex-wrap items-center gap-1",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "li",
                    {
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        AppLink,
                        {
                          href: "/classification",
                          className:
                            "focus-ring inline-flex min-h-11 min-w-11 items-center justify-center rounded hover:text-orange-700 hover:underline md:min-h-0 md:min-w-0",
                          children: "Categories",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 35,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 34,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  path?.slice(0, -1).map((c) =>
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "li",
                      {
                        className: "flex items-center gap-1",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              "aria-hidden": "true",
                              children: "›",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 44,
                              columnNumber: 15,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            AppLink,
                            {
                              href: `/classificationList/${c.id}`,
                              className:
                                "focus-ring inline-flex min-h-11 min-w-11 items-center justify-center rounded hover:text-orange-700 hover:underline md:min-h-0 md:min-w-0",
                              children: c.name,
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 45,
                              columnNumber: 15,
                            },
                            this,
                          ),
                        ],
                      },
                      c.id,
                      true,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 43,
                        columnNumber: 13,
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
            lineNumber: 32,
            columnNumber: 7,
          },
          this,
        ),
        node &&
          node.children.length > 0 &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "ul",
            {
              "aria-label": "Subcategories",
              className: "mt-3 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none]",
              children: node.children.map((c) =>
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "li",
                  {
                    className: "shrink-0",
                    children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      AppLink,
                      {
                        href: `/classificationList/${c.id}`,
                        className: chip,
                        children: c.name,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 62,
                        columnNumber: 15,
                      },
                      this,
                    ),
                  },
                  c.id,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 61,
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
              lineNumber: 56,
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
      lineNumber: 31,
      columnNumber: 5,
    },
    this,
  );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    BrowseScreen,
    {
      heading,
      intro,
      search,
      fixed: { cid },
      hide: ["cid"],
      label: node ? `${node.name} items` : "Items",
      empty: {
        title: "Nothing listed in this category yet",
        body: "Try a neighbouring category or come back soon.",
      },
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 72,
      columnNumber: 5,
    },
    this,
  );
}
/** /templateMore: a home section's full list; its search comes from the section's query. */
function TemplateMoreScreen({ search, title }) {
  useDocumentTitle(title);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    BrowseScreen,
    {
      heading: title || "More items",
      search: {
        ...search,
        title,
      },
      label: title || "Items",
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
/** /conditionList: pick a condition, then its items. */
function ConditionListScreen({ search }) {
  const intro = /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "ul",
    {
      "aria-label": "Conditions",
      className: "mt-3 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none]",
      children: CONDITION_OPTIONS.map((c) =>
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "li",
          {
            className: "shrink-0",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              AppLink,
              {
                href: `/conditionList?condition=${c.value}`,
                "aria-current": search.condition === c.value ? "page" : void 0,
                className: `${chip} aria-[current=page]:bg-slate-900 aria-[current=page]:text-white aria-[current=page]:ring-slate-900`,
                children: c.label,
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
          },
          c.value,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 100,
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
      lineNumber: 98,
      columnNumber: 5,
    },
    this,
  );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    BrowseScreen,
    {
      heading: search.condition ? `Condition: ${conditionLabel(search.condition)}` : "Shop by condition",
      intro,
      search,
      hide: ["condition"],
      label: "Items",
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 113,
      columnNumber: 5,
    },
    this,
  );
}

export { CategoryListScreen as t, ConditionListScreen as n, TemplateMoreScreen as r };
