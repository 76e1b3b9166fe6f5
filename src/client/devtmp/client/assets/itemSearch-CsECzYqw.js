import { t as BrowseScreen, n as useListSearchPatch } from "./browse-screen-BURql_68.js";
import { n as chosenCityAtom, r as searchPoint } from "./chosen-city-C67fBwYl.js";
import { t as cx } from "./cx-ClXQrqf-.js";
import {
  ft as AppLink,
  pt as Button,
  _t as CloseIcon,
  yt as HistoryIcon,
  ot as loadHistory,
  B as Route,
  st as removeFromHistory,
  Yt as sessionAtom,
  rn as showToast,
  vn as useAtomValue,
  wn as useQuery,
  xn as useRouterState,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import {
  n as sameSearch,
  i as savedQueryOf,
  o as savedSearchesQuery,
  a as savedSearchKeys,
  r as saveSearch,
} from "./saved-searches-CyRB--9F.js";
import { t as useMutation } from "./useMutation-Cer-pwiq.js";

// src/client/features/search/search-extras.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$2 = "/work/main/src/client/features/search/search-extras.tsx";
/** "Did you mean camera?": the same search with the corrected words, as a link. */
function DidYouMean({ search, suggestion, corrected }) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries({
    ...search,
    q: suggestion,
  }))
    if (v !== void 0 && v !== null && v !== "") qs.set(k, String(v));
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "p",
    {
      className: "mb-3 text-sm text-slate-700",
      children: [
        "Did you mean",
        " ",
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          AppLink,
          {
            href: `/itemSearch?${qs.toString()}`,
            className: "focus-ring rounded font-semibold text-orange-700 underline hover:text-orange-800",
            children: suggestion,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$2,
            lineNumber: 38,
            columnNumber: 7,
          },
          this,
        ),
        "?",
        corrected &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "span",
            {
              className: "text-slate-500",
              children: [" ", "Nothing matches “", search.q?.trim(), "”, so these are its results."],
            },
            void 0,
            true,
            {
              fileName: _jsxFileName$2,
              lineNumber: 46,
              columnNumber: 9,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$2,
      lineNumber: 36,
      columnNumber: 5,
    },
    this,
  );
}
/** The leaf categories the words match, with counts, as chips: one tap filters (again: all). */
function CategoryChips({ facets, cid, onChoose }) {
  const leaves = facets.categories.filter((c) => c.parentId !== null).slice(0, 10);
  if (leaves.length < 2 && cid === void 0) return null;
  const chip = (active) =>
    cx(
      "focus-ring inline-flex h-8 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-3 text-sm font-medium ring-1 ring-inset transition-colors",
      active
        ? "bg-slate-900 text-white ring-slate-900"
        : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50 hover:ring-slate-400",
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "nav",
    {
      "aria-label": "Matching categories",
      className: "-mx-4 mb-2 overflow-x-auto px-4 py-1 md:mx-0 md:px-0",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "ul",
        {
          className: "flex gap-2 md:flex-wrap",
          children: [
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "li",
              {
                children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "button",
                  {
                    type: "button",
                    "aria-pressed": cid === void 0,
                    className: chip(cid === void 0),
                    onClick: () => onChoose(void 0),
                    children: "All",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$2,
                    lineNumber: 78,
                    columnNumber: 11,
                  },
                  this,
                ),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$2,
                lineNumber: 77,
                columnNumber: 9,
              },
              this,
            ),
            leaves.map((c) =>
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "li",
                {
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "button",
                    {
                      type: "button",
                      "aria-pressed": cid === c.id,
                      "aria-label": `${c.name} (${c.count})`,
                      className: chip(cid === c.id),
                      onClick: () => onChoose(cid === c.id ? void 0 : c.id),
                      children: [
                        c.name,
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "span",
                          {
                            className: cx(
                              "text-xs tabular-nums",
                              cid === c.id ? "text-slate-300" : "text-slate-500",
                            ),
                            children: c.count.toLocaleString("en-US"),
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$2,
                            lineNumber: 97,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      ],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName$2,
                      lineNumber: 89,
                      columnNumber: 13,
                    },
                    this,
                  ),
                },
                c.id,
                false,
                {
                  fileName: _jsxFileName$2,
                  lineNumber: 88,
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
          fileName: _jsxFileName$2,
          lineNumber: 76,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$2,
      lineNumber: 75,
      columnNumber: 5,
    },
    this,
  );
}
/** "Save this search": keeps the words and filters, with alerts for new listings that match. */
function SaveSearchButton({ search }) {
  const here = useRouterState({ select: (st) => st.location.pathname + st.location.searchStr });
  const session = useAtomValue(sessionAtom);
  const city = useAtomValue(chosenCityAtom);
  const point = searchPoint(city, session.coords);
  const userId = session.token ? (session.userInfo?.id ?? 0) : null;
  const list = useQuery(savedSearchesQuery(userId));
  const qc = useQueryClient();
  const query = savedQueryOf(search, point);
  const saved = list.data?.list.some((s) => sameSearch(s, query)) ?? false;
  const save = useMutation({
    mutationFn: () => saveSearch(query),
    onSuccess: () => {
      showToast("Search saved. We will tell you when something new matches.", "success");
      qc.invalidateQueries({ queryKey: savedSearchKeys.all });
    },
  });
  if (userId === null)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      AppLink,
      {
        href: `/signIn?redirect=${encodeURIComponent(here)}`,
        className:
          "focus-ring inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-orange-700 ring-1 ring-orange-200 hover:bg-orange-50",
        children: "Save this search",
      },
      void 0,
      false,
      {
        fileName: _jsxFileName$2,
        lineNumber: 131,
        columnNumber: 7,
      },
      this,
    );
  if (saved)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      AppLink,
      {
        href: "/savedSearches",
        className:
          "focus-ring inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-emerald-700 ring-1 ring-emerald-200 hover:bg-emerald-50",
        children: "Saved search ✓",
      },
      void 0,
      false,
      {
        fileName: _jsxFileName$2,
        lineNumber: 141,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Button,
    {
      variant: "secondary",
      busy: save.isPending,
      onClick: () => save.mutate(),
      children: "Save this search",
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$2,
      lineNumber: 150,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/search/search-screen.tsx
var _jsxFileName$1 = "/work/main/src/client/features/search/search-screen.tsx";
/** The header's search history (IndexedDB, shared store), shown on /itemSearch while there is no term. */
function RecentSearches() {
  const [history, setHistory] = (0, import_react.useState)(null);
  (0, import_react.useEffect)(() => {
    loadHistory().then(setHistory);
  }, []);
  if (!history?.length) return null;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      "aria-labelledby": "recent-searches",
      className: "mt-4 rounded-xl bg-white p-4 ring-1 ring-slate-200",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "h2",
          {
            id: "recent-searches",
            className: "mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500",
            children: "Recent searches",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 19,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "ul",
          {
            className: "flex flex-wrap gap-2",
            children: history.map((term) =>
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "li",
                {
                  className: "flex items-center rounded-full bg-slate-100 text-sm text-slate-800",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      AppLink,
                      {
                        href: `/itemSearch?q=${encodeURIComponent(term)}`,
                        className:
                          "focus-ring flex items-center gap-1.5 rounded-full py-1.5 pl-3 pr-1 hover:text-orange-700",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            HistoryIcon,
                            { className: "size-3.5 text-slate-400" },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 29,
                              columnNumber: 15,
                            },
                            this,
                          ),
                          term,
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 25,
                        columnNumber: 13,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "button",
                      {
                        type: "button",
                        "aria-label": `Delete ${term}`,
                        onClick: () => void removeFromHistory(term).then(setHistory),
                        className:
                          "focus-ring mr-1 rounded-full p-1 text-slate-400 hover:bg-slate-200 hover:text-slate-700",
                        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          CloseIcon,
                          { className: "size-3.5" },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 38,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 32,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  ],
                },
                term,
                true,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 24,
                  columnNumber: 11,
                },
                this,
              ),
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 22,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$1,
      lineNumber: 18,
      columnNumber: 5,
    },
    this,
  );
}
/**
 * /itemSearch: results for `q` (the header's search box runs it) with filters and sort, the
 * categories the words match as chips, "Did you mean" and Save this search.
 */
function SearchScreen({ search }) {
  const q = search.q?.trim() ?? "";
  const patch = useListSearchPatch(search);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    BrowseScreen,
    {
      heading: q
        ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            import_jsx_dev_runtime.Fragment,
            { children: ["Results for “", q, "”"] },
            void 0,
            true,
            {
              fileName: _jsxFileName$1,
              lineNumber: 56,
              columnNumber: 20,
            },
            this,
          )
        : "Search",
      intro: q
        ? null
        : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            RecentSearches,
            {},
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 57,
              columnNumber: 25,
            },
            this,
          ),
      search,
      label: q ? `Results for ${q}` : "Items",
      facets: Boolean(q),
      actions: q
        ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            SaveSearchButton,
            { search },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 61,
              columnNumber: 20,
            },
            this,
          )
        : null,
      aboveResults: (first) =>
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          import_jsx_dev_runtime.Fragment,
          {
            children: [
              first?.suggestion &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  DidYouMean,
                  {
                    search,
                    suggestion: first.suggestion,
                    corrected: Boolean(first.correctedQuery),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 65,
                    columnNumber: 13,
                  },
                  this,
                ),
              q &&
                first?.facets &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  CategoryChips,
                  {
                    facets: first.facets,
                    cid: search.cid,
                    onChoose: (cid) => patch({ cid }),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 72,
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
            lineNumber: 63,
            columnNumber: 9,
          },
          this,
        ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$1,
      lineNumber: 55,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/itemSearch.tsx?tsr-split=component
var _jsxFileName = "/work/main/src/client/routes/itemSearch.tsx?tsr-split=component";
var SplitComponent = function ItemSearch() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    SearchScreen,
    { search: Route.useSearch() },
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
