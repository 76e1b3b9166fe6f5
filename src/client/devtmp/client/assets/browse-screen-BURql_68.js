import { r as categoriesQuery } from "./catalog-queries-CJhAGVIC.js";
import { n as chosenCityAtom, r as searchPoint } from "./chosen-city-C67fBwYl.js";
import { t as CONDITION_OPTIONS, n as SALE_TYPE_OPTIONS } from "./conditions-UMBHp48_.js";
import { t as cx } from "./cx-ClXQrqf-.js";
import { n as Dialog } from "./dialog-fEMjAfBb.js";
import {
  ft as AppLink,
  Y as activeFilterCount,
  pt as Button,
  St as PinIcon,
  J as SORTS,
  Yt as sessionAtom,
  vn as useAtomValue,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as InfiniteItemList } from "./item-list-LHRswIwK.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as centsToDollarString, r as parseDollars } from "./money-DGJvr2qW.js";
import { g as keepPreviousData } from "./query-HN9MFuoM.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as searchItemsQuery } from "./search-queries-Dd8cN1w7.js";
import { t as useInfiniteQuery } from "./useInfiniteQuery-BzfsR92_.js";
import { t as useRouter } from "./useRouter-bDiZYcc0.js";

// src/client/features/search/search-filters.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$1 = "/work/main/src/client/features/search/search-filters.tsx";
var SORT_LABELS = {
  relevance: "Best match",
  newest: "Newly listed",
  ending: "Ending soonest",
  price_asc: "Price: lowest first",
  price_desc: "Price: highest first",
  nearest: "Nearest first",
};
var RADIUS_OPTIONS_KM = [5, 10, 25, 50, 100, 250];
var selectClass =
  "focus-ring h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 disabled:bg-slate-50 disabled:text-slate-400";
function Field({ label, children, hint }) {
  const id = (0, import_react.useId)();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex flex-col gap-1.5",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "label",
          {
            htmlFor: id,
            className: "text-sm font-medium text-slate-800",
            children: label,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 42,
            columnNumber: 7,
          },
          this,
        ),
        children(id),
        hint &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "text-xs text-slate-500",
              children: hint,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 46,
              columnNumber: 16,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$1,
      lineNumber: 41,
      columnNumber: 5,
    },
    this,
  );
}
/** Category options, children indented under their parent. */
function flatten(nodes, depth = 0) {
  return nodes.flatMap((n) => [
    {
      id: n.id,
      label: `${"\xA0\xA0\xA0".repeat(depth)}${n.name}`,
    },
    ...flatten(n.children, depth + 1),
  ]);
}
/** The sort select, shown above results on every size. */
function SortSelect({ value, onChange, hasQuery }) {
  const id = (0, import_react.useId)();
  const current = value ?? (hasQuery ? "relevance" : "newest");
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex items-center gap-2",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "label",
          {
            htmlFor: id,
            className: "shrink-0 text-sm font-medium text-slate-700",
            children: "Sort",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 73,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "select",
          {
            id,
            value: current,
            onChange: (e) => onChange(e.target.value),
            className: cx(selectClass, "w-auto min-w-40"),
            children: SORTS.filter((s) => hasQuery || s !== "relevance").map((s) =>
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "option",
                {
                  value: s,
                  children: SORT_LABELS[s],
                },
                s,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 83,
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
            lineNumber: 76,
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
      lineNumber: 72,
      columnNumber: 5,
    },
    this,
  );
}
/** Price range in dollars; the URL and the API keep cents. */
function PriceRange({ min, max, onApply }) {
  const [lo, setLo] = (0, import_react.useState)(min !== void 0 ? centsToDollarString(min) : "");
  const [hi, setHi] = (0, import_react.useState)(max !== void 0 ? centsToDollarString(max) : "");
  const [error, setError] = (0, import_react.useState)(null);
  const errId = (0, import_react.useId)();
  const loId = (0, import_react.useId)();
  const hiId = (0, import_react.useId)();
  (0, import_react.useEffect)(() => {
    setLo(min !== void 0 ? centsToDollarString(min) : "");
    setHi(max !== void 0 ? centsToDollarString(max) : "");
  }, [min, max]);
  const submit = (e) => {
    e.preventDefault();
    const a = lo.trim() ? parseDollars(lo) : void 0;
    const b = hi.trim() ? parseDollars(hi) : void 0;
    if (a === null || b === null) {
      setError("Enter prices in dollars, like 12 or 12.50.");
      return;
    }
    if (a !== void 0 && b !== void 0 && a > b) {
      setError("The lowest price must not be above the highest.");
      return;
    }
    setError(null);
    onApply(a, b);
  };
  const input =
    "focus-ring h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white pl-6 pr-2 text-sm text-slate-900";
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "form",
    {
      onSubmit: submit,
      className: "flex flex-col gap-1.5",
      "aria-label": "Price range",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            className: "text-sm font-medium text-slate-800",
            children: "Price",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 131,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex items-center gap-2",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "relative flex-1",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        "aria-hidden": "true",
                        className: "pointer-events-none absolute left-2.5 top-2.5 text-sm text-slate-500",
                        children: "$",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 134,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "label",
                      {
                        htmlFor: loId,
                        className: "sr-only",
                        children: "Min price",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 140,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "input",
                      {
                        id: loId,
                        inputMode: "decimal",
                        placeholder: "Min",
                        value: lo,
                        onChange: (e) => setLo(e.target.value),
                        "aria-describedby": error ? errId : void 0,
                        "aria-invalid": error ? true : void 0,
                        className: input,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 143,
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
                  lineNumber: 133,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "span",
                {
                  "aria-hidden": "true",
                  className: "text-slate-400",
                  children: "–",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 154,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "relative flex-1",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        "aria-hidden": "true",
                        className: "pointer-events-none absolute left-2.5 top-2.5 text-sm text-slate-500",
                        children: "$",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 158,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "label",
                      {
                        htmlFor: hiId,
                        className: "sr-only",
                        children: "Max price",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 164,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "input",
                      {
                        id: hiId,
                        inputMode: "decimal",
                        placeholder: "Max",
                        value: hi,
                        onChange: (e) => setHi(e.target.value),
                        "aria-describedby": error ? errId : void 0,
                        "aria-invalid": error ? true : void 0,
                        className: input,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 167,
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
                  lineNumber: 157,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  type: "submit",
                  variant: "secondary",
                  size: "md",
                  className: "shrink-0 px-3",
                  children: "Go",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 178,
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
            lineNumber: 132,
            columnNumber: 7,
          },
          this,
        ),
        error &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              id: errId,
              className: "text-xs font-medium text-rose-600",
              children: error,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 183,
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
      lineNumber: 130,
      columnNumber: 5,
    },
    this,
  );
}
/**
 * The filters of an item list: category, condition, sale type, price range and distance from the
 * chosen city. Every change goes straight to the URL (and so to the query).
 */
function SearchFilters({ value, onChange, city, hide = [], facets }) {
  const options = flatten(useQuery(categoriesQuery()).data ?? []);
  const categoryCounts = new Map((facets?.categories ?? []).map((c) => [c.id, c.count]));
  const withCount = (label, n) => (facets ? `${label} (${(n ?? 0).toLocaleString("en-US")})` : label);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex flex-col gap-4",
      children: [
        !hide.includes("cid") &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            Field,
            {
              label: "Category",
              children: (id) =>
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "select",
                  {
                    id,
                    value: value.cid ?? "",
                    onChange: (e) => onChange({ cid: e.target.value ? Number(e.target.value) : void 0 }),
                    className: selectClass,
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "option",
                        {
                          value: "",
                          children: "All categories",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 225,
                          columnNumber: 15,
                        },
                        this,
                      ),
                      options.map((o) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "option",
                          {
                            value: o.id,
                            children: withCount(o.label, categoryCounts.get(o.id)),
                          },
                          o.id,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 227,
                            columnNumber: 17,
                          },
                          this,
                        ),
                      ),
                      value.cid !== void 0 &&
                        !options.some((o) => o.id === value.cid) &&
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "option",
                          {
                            value: value.cid,
                            children: ["Category ", value.cid],
                          },
                          void 0,
                          true,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 232,
                            columnNumber: 17,
                          },
                          this,
                        ),
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 219,
                    columnNumber: 13,
                  },
                  this,
                ),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 217,
              columnNumber: 9,
            },
            this,
          ),
        !hide.includes("condition") &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            Field,
            {
              label: "Condition",
              children: (id) =>
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "select",
                  {
                    id,
                    value: value.condition ?? "",
                    onChange: (e) => onChange({ condition: e.target.value || void 0 }),
                    className: selectClass,
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "option",
                        {
                          value: "",
                          children: "Any condition",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 249,
                          columnNumber: 15,
                        },
                        this,
                      ),
                      CONDITION_OPTIONS.map((o) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "option",
                          {
                            value: o.value,
                            children: withCount(o.label, facets?.condition[o.value]),
                          },
                          o.value,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 251,
                            columnNumber: 17,
                          },
                          this,
                        ),
                      ),
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 241,
                    columnNumber: 13,
                  },
                  this,
                ),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 239,
              columnNumber: 9,
            },
            this,
          ),
        !hide.includes("type") &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            Field,
            {
              label: "Sale type",
              children: (id) =>
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "select",
                  {
                    id,
                    value: value.type ?? "",
                    onChange: (e) => onChange({ type: e.target.value || void 0 }),
                    className: selectClass,
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "option",
                        {
                          value: "",
                          children: "Any sale type",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 268,
                          columnNumber: 15,
                        },
                        this,
                      ),
                      SALE_TYPE_OPTIONS.map((o) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "option",
                          {
                            value: o.value,
                            children: withCount(o.label, facets?.type[o.value]),
                          },
                          o.value,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 270,
                            columnNumber: 17,
                          },
                          this,
                        ),
                      ),
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 262,
                    columnNumber: 13,
                  },
                  this,
                ),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 260,
              columnNumber: 9,
            },
            this,
          ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          PriceRange,
          {
            min: value.minPriceCents,
            max: value.maxPriceCents,
            onApply: (minPriceCents, maxPriceCents) =>
              onChange({
                minPriceCents,
                maxPriceCents,
              }),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 278,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Field,
          {
            label: "Distance",
            hint: city
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  import_jsx_dev_runtime.Fragment,
                  {
                    children: [
                      "From ",
                      city.name,
                      ".",
                      " ",
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        AppLink,
                        {
                          href: "/cityLocation",
                          className: "focus-ring rounded font-medium text-orange-700 underline",
                          children: "Change city",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 289,
                          columnNumber: 15,
                        },
                        this,
                      ),
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 287,
                    columnNumber: 13,
                  },
                  this,
                )
              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  import_jsx_dev_runtime.Fragment,
                  {
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        AppLink,
                        {
                          href: "/cityLocation",
                          className: "focus-ring rounded font-medium text-orange-700 underline",
                          children: "Choose your city",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 298,
                          columnNumber: 15,
                        },
                        this,
                      ),
                      " ",
                      "to filter by distance.",
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 297,
                    columnNumber: 13,
                  },
                  this,
                ),
            children: (id) =>
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "select",
                {
                  id,
                  disabled: !city,
                  value: city ? (value.radiusKm ?? "") : "",
                  onChange: (e) => onChange({ radiusKm: e.target.value ? Number(e.target.value) : void 0 }),
                  className: selectClass,
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "option",
                      {
                        value: "",
                        children: "Any distance",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 317,
                        columnNumber: 13,
                      },
                      this,
                    ),
                    RADIUS_OPTIONS_KM.map((km) =>
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "option",
                        {
                          value: km,
                          children: ["Within ", km, " km"],
                        },
                        km,
                        true,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 319,
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
                  fileName: _jsxFileName$1,
                  lineNumber: 310,
                  columnNumber: 11,
                },
                this,
              ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 283,
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
      lineNumber: 215,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/search/use-list-search.ts
/** Writes filter changes into the current URL (replace, keep scroll): the URL is the list's state. */
function useListSearchPatch(current) {
  const router = useRouter();
  return (0, import_react.useCallback)(
    (patch) => {
      const next = {
        ...current,
        ...patch,
      };
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(next)) {
        if (v === void 0 || v === null || v === "") continue;
        qs.set(k, String(v));
      }
      if ("q" in next && !qs.has("q") && /^\/itemSearch/i.test(router.state.location.pathname))
        qs.set("q", "");
      const s = qs.toString();
      router.navigate({
        href: `${router.state.location.pathname}${s ? `?${s}` : ""}`,
        replace: true,
        resetScroll: false,
      });
    },
    [router, current],
  );
}
// src/client/features/search/browse-screen.tsx
var _jsxFileName = "/work/main/src/client/features/search/browse-screen.tsx";
/** An item list with filters (sidebar on wide screens, a dialog on phones), sort and infinite scroll. */
function BrowseScreen({
  heading,
  intro,
  search,
  fixed,
  hide = [],
  empty,
  label = "Items",
  facets: withFacets = false,
  aboveResults,
  actions,
}) {
  const city = useAtomValue(chosenCityAtom);
  const coords = useAtomValue(sessionAtom).coords;
  const point = searchPoint(city, coords);
  const patch = useListSearchPatch(search);
  const [filtersOpen, setFiltersOpen] = (0, import_react.useState)(false);
  const effective = {
    ...search,
    ...fixed,
  };
  const query = useInfiniteQuery({
    ...searchItemsQuery(
      {
        ...effective,
        ...(point ?? {}),
      },
      { facets: withFacets },
    ),
    placeholderData: keepPreviousData,
    ...(withFacets ? { refetchOnMount: "always" } : {}),
  });
  const updating = query.isPlaceholderData;
  const hasQuery = Boolean(effective.q?.trim());
  const filterCount = activeFilterCount(search, hide);
  const first = query.data?.pages[0];
  const total = first?.total;
  const needsCity = !point && (search.sort === "nearest" || search.radiusKm !== void 0);
  const clear = () =>
    patch({
      cid: void 0,
      condition: void 0,
      type: void 0,
      minPriceCents: void 0,
      maxPriceCents: void 0,
      radiusKm: void 0,
    });
  const filters = /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    SearchFilters,
    {
      value: search,
      city,
      hide,
      facets: first?.facets,
      onChange: (p) => {
        patch(p);
      },
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 79,
      columnNumber: 5,
    },
    this,
  );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "mx-auto w-full max-w-7xl px-4 py-4 md:px-6 md:py-8",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mb-3 md:mb-5",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h1",
                {
                  className: "text-xl font-bold tracking-tight text-slate-900 md:text-2xl",
                  children: heading,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 93,
                  columnNumber: 9,
                },
                this,
              ),
              intro,
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 92,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "aside",
                {
                  "aria-label": "Filters",
                  className: "hidden lg:block",
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: "sticky top-36 rounded-xl bg-white p-4 ring-1 ring-slate-200",
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "div",
                          {
                            className: "mb-3 flex items-center justify-between",
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "h2",
                                {
                                  className: "text-base font-semibold text-slate-900",
                                  children: "Filters",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 100,
                                  columnNumber: 15,
                                },
                                this,
                              ),
                              filterCount > 0 &&
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "button",
                                  {
                                    type: "button",
                                    onClick: clear,
                                    className:
                                      "focus-ring rounded text-sm font-medium text-orange-700 hover:underline",
                                    children: "Clear filters",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 102,
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
                            lineNumber: 99,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        filters,
                      ],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 98,
                      columnNumber: 11,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 97,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "section",
                {
                  "aria-label": "Results",
                  className: "min-w-0",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "div",
                      {
                        className: "mb-3 flex flex-wrap items-center justify-between gap-2",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "p",
                            {
                              className: "text-sm text-slate-600",
                              "aria-live": "polite",
                              children:
                                total === void 0
                                  ? "\xA0"
                                  : total === 1
                                    ? "1 item"
                                    : `${total.toLocaleString("en-US")} items`,
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 116,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "div",
                            {
                              className: "flex flex-wrap items-center gap-2",
                              children: [
                                actions,
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  Button,
                                  {
                                    variant: "secondary",
                                    className: "lg:hidden",
                                    onClick: () => setFiltersOpen(true),
                                    "aria-haspopup": "dialog",
                                    children: ["Filters", filterCount > 0 ? ` (${filterCount})` : ""],
                                  },
                                  void 0,
                                  true,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 125,
                                    columnNumber: 15,
                                  },
                                  this,
                                ),
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  SortSelect,
                                  {
                                    value: search.sort,
                                    hasQuery,
                                    onChange: (sort) => patch({ sort }),
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 133,
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
                              lineNumber: 123,
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
                        lineNumber: 115,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    aboveResults?.(first),
                    needsCity &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className:
                            "mb-3 flex items-center gap-2 rounded-lg bg-orange-50 px-3 py-2 text-sm text-orange-900 ring-1 ring-orange-200",
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              PinIcon,
                              { className: "size-4 shrink-0" },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 139,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "span",
                              {
                                children: [
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    AppLink,
                                    {
                                      href: "/cityLocation",
                                      className: "focus-ring rounded font-semibold underline",
                                      children: "Choose your city",
                                    },
                                    void 0,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 141,
                                      columnNumber: 17,
                                    },
                                    this,
                                  ),
                                  " ",
                                  "to sort and filter by distance.",
                                ],
                              },
                              void 0,
                              true,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 140,
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
                          lineNumber: 138,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "div",
                      {
                        "aria-busy": updating || void 0,
                        className: updating ? "opacity-60 transition-opacity" : void 0,
                        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          InfiniteItemList,
                          {
                            query,
                            label,
                            empty: {
                              title:
                                empty?.title ??
                                (hasQuery ? `No items match “${effective.q?.trim()}”` : "No items here yet"),
                              body:
                                empty?.body ??
                                (filterCount > 0
                                  ? "Try fewer filters or a wider price range."
                                  : "Try another word or browse the categories."),
                              action:
                                filterCount > 0
                                  ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      Button,
                                      {
                                        variant: "secondary",
                                        onClick: clear,
                                        children: "Clear filters",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 166,
                                        columnNumber: 21,
                                      },
                                      this,
                                    )
                                  : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      AppLink,
                                      {
                                        href: "/classification",
                                        className:
                                          "focus-ring rounded-lg px-3 py-2 text-sm font-semibold text-orange-700 hover:bg-orange-50",
                                        children: "Browse categories",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 170,
                                        columnNumber: 21,
                                      },
                                      this,
                                    ),
                            },
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 152,
                            columnNumber: 13,
                          },
                          this,
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 148,
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
                  lineNumber: 114,
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
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Dialog,
          {
            open: filtersOpen,
            onClose: () => setFiltersOpen(false),
            title: "Filters",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: "flex flex-col gap-4",
                children: [
                  filters,
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: "flex gap-2 pt-2",
                      children: [
                        filterCount > 0 &&
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Button,
                            {
                              variant: "secondary",
                              className: "flex-1",
                              onClick: clear,
                              children: "Clear filters",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 187,
                              columnNumber: 15,
                            },
                            this,
                          ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Button,
                          {
                            className: "flex-1",
                            onClick: () => setFiltersOpen(false),
                            children: ["Show ", total ?? "", " items"],
                          },
                          void 0,
                          true,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 191,
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
                lineNumber: 183,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 182,
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
      lineNumber: 91,
      columnNumber: 5,
    },
    this,
  );
}

export { BrowseScreen as t, useListSearchPatch as n };
