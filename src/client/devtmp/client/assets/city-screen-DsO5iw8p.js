import { t as chooseCity, n as chosenCityAtom } from "./chosen-city-C67fBwYl.js";
import {
  t as addCityToHistory,
  n as describeCity,
  r as loadCityHistory,
  i as removeCityFromHistory,
} from "./city-history-CMsUWq_v.js";
import { t as citySearchQuery } from "./geo-queries-BnbZYSLy.js";
import {
  pt as Button,
  _t as CloseIcon,
  Et as EmptyState,
  yt as HistoryIcon,
  Dt as Page,
  St as PinIcon,
  Ot as Skeleton,
  Yt as sessionAtom,
  rn as showToast,
  vn as useAtomValue,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as CitySearchForm, t as LocateButtons } from "./locate-buttons-CRe_TI3V.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as useRouter } from "./useRouter-bDiZYcc0.js";

// src/client/features/geo/city-screen.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/geo/city-screen.tsx";
var ROW_KEYS = ["a", "b", "c", "d", "e", "f"];
/** Leaves the picker: back where the person came from, else home. */
function useLeave() {
  const router = useRouter();
  return () => {
    if (router.history.canGoBack()) router.history.back();
    else router.navigate({ href: "/" });
  };
}
/**
 * /cityLocation and /citySearch (Select City): a city search (GeoNames), My Position and GPS
 * (the device's position, reverse geocoded), and the history of chosen cities.
 */
function CityScreen({ q, onSearch }) {
  const city = useAtomValue(chosenCityAtom);
  const shownCity = useAtomValue(sessionAtom).city;
  const [history, setHistory] = (0, import_react.useState)(() => loadCityHistory());
  const leave = useLeave();
  const term = q.trim();
  const results = useQuery(citySearchQuery(term));
  const pick = (c) => {
    setHistory(addCityToHistory(c));
    chooseCity({
      name: c.name,
      lat: c.lat,
      lng: c.lng,
      manualSelection: true,
    });
    showToast(`City set to ${describeCity(c)}`, "success");
    leave();
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Select City",
      width: "narrow",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "-mt-2 mb-4 flex items-center gap-1.5 text-sm text-slate-600",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                PinIcon,
                { className: "size-4 text-slate-400" },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 56,
                  columnNumber: 9,
                },
                this,
              ),
              shownCity
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    import_jsx_dev_runtime.Fragment,
                    {
                      children: [
                        "Current city: ",
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "strong",
                          {
                            className: "font-semibold text-slate-900",
                            children: shownCity,
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 59,
                            columnNumber: 27,
                          },
                          this,
                        ),
                        city &&
                          city.name === shownCity &&
                          !city.manualSelection &&
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              className: "text-slate-500",
                              children: "(from your location)",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 61,
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
                      lineNumber: 58,
                      columnNumber: 11,
                    },
                    this,
                  )
                : "No city chosen yet. Items near your city can be shown first.",
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 55,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          CitySearchForm,
          {
            size: "lg",
            initial: q,
            onSearch,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 68,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          LocateButtons,
          {
            onChosen: leave,
            className: "mt-3",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 69,
            columnNumber: 7,
          },
          this,
        ),
        term
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "section",
              {
                "aria-label": "Cities found",
                className: "mt-6",
                children: results.isPending
                  ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "ul",
                      {
                        className:
                          "divide-y divide-slate-100 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200",
                        "aria-busy": "true",
                        children: ROW_KEYS.map((k) =>
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "li",
                            {
                              className: "px-4 py-3",
                              children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                Skeleton,
                                { className: "h-4 w-2/3" },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 80,
                                  columnNumber: 19,
                                },
                                this,
                              ),
                            },
                            k,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 79,
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
                        lineNumber: 74,
                        columnNumber: 13,
                      },
                      this,
                    )
                  : results.isError
                    ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        EmptyState,
                        {
                          title: navigator.onLine ? "We could not search cities" : "You are offline",
                          body: "Check your connection and try again.",
                          action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Button,
                            {
                              onClick: () => void results.refetch(),
                              busy: results.isFetching,
                              children: "Try again",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 89,
                              columnNumber: 17,
                            },
                            this,
                          ),
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 85,
                          columnNumber: 13,
                        },
                        this,
                      )
                    : results.data.geonames.length === 0
                      ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "p",
                          {
                            className:
                              "rounded-xl bg-white px-4 py-8 text-center text-sm text-slate-700 ring-1 ring-slate-200",
                            children: "No search results found.",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 95,
                            columnNumber: 13,
                          },
                          this,
                        )
                      : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "ul",
                          {
                            className:
                              "divide-y divide-slate-100 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200",
                            children: results.data.geonames.map((c) =>
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "li",
                                {
                                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    "button",
                                    {
                                      type: "button",
                                      onClick: () => pick(c),
                                      className:
                                        "focus-ring flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50",
                                      children: [
                                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                          PinIcon,
                                          { className: "size-4 shrink-0 text-slate-400" },
                                          void 0,
                                          false,
                                          {
                                            fileName: _jsxFileName,
                                            lineNumber: 107,
                                            columnNumber: 21,
                                          },
                                          this,
                                        ),
                                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                          "span",
                                          {
                                            className: "min-w-0 flex-1",
                                            children: [
                                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                                "span",
                                                {
                                                  className: "block truncate font-medium text-slate-900",
                                                  children: c.name,
                                                },
                                                void 0,
                                                false,
                                                {
                                                  fileName: _jsxFileName,
                                                  lineNumber: 109,
                                                  columnNumber: 23,
                                                },
                                                this,
                                              ),
                                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                                "span",
                                                {
                                                  className: "block truncate text-xs text-slate-500",
                                                  children: [c.adminName1, c.countryCode]
                                                    .filter(Boolean)
                                                    .join(", "),
                                                },
                                                void 0,
                                                false,
                                                {
                                                  fileName: _jsxFileName,
                                                  lineNumber: 110,
                                                  columnNumber: 23,
                                                },
                                                this,
                                              ),
                                            ],
                                          },
                                          void 0,
                                          true,
                                          {
                                            fileName: _jsxFileName,
                                            lineNumber: 108,
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
                                      lineNumber: 102,
                                      columnNumber: 19,
                                    },
                                    this,
                                  ),
                                },
                                `${c.name}|${c.adminName1}|${c.lat}|${c.lng}`,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 101,
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
                            lineNumber: 99,
                            columnNumber: 13,
                          },
                          this,
                        ),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 72,
                columnNumber: 9,
              },
              this,
            )
          : history.length > 0
            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "section",
                {
                  "aria-labelledby": "city-history",
                  className: "mt-6",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "h2",
                      {
                        id: "city-history",
                        className: "mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500",
                        children: "Recent cities",
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
                      "ul",
                      {
                        className:
                          "divide-y divide-slate-100 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200",
                        children: history.map((c) =>
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "li",
                            {
                              className: "flex items-center",
                              children: [
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "button",
                                  {
                                    type: "button",
                                    onClick: () => pick(c),
                                    className:
                                      "focus-ring flex min-w-0 flex-1 items-center gap-3 px-4 py-3 text-left hover:bg-slate-50",
                                    children: [
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        HistoryIcon,
                                        { className: "size-4 shrink-0 text-slate-400" },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName,
                                          lineNumber: 133,
                                          columnNumber: 19,
                                        },
                                        this,
                                      ),
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "span",
                                        {
                                          className: "truncate text-slate-900",
                                          children: describeCity(c),
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName,
                                          lineNumber: 134,
                                          columnNumber: 19,
                                        },
                                        this,
                                      ),
                                    ],
                                  },
                                  void 0,
                                  true,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 128,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "button",
                                  {
                                    type: "button",
                                    "aria-label": `Delete ${describeCity(c)}`,
                                    onClick: () => setHistory(removeCityFromHistory(c)),
                                    className:
                                      "focus-ring mr-2 rounded-full p-2 text-slate-400 hover:bg-slate-100 hover:text-slate-700",
                                    children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      CloseIcon,
                                      { className: "size-4" },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 142,
                                        columnNumber: 19,
                                      },
                                      this,
                                    ),
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 136,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                              ],
                            },
                            describeCity(c),
                            true,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 127,
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
                        lineNumber: 125,
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
              )
            : null,
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "mt-8 text-xs text-slate-500",
            children: "City data © GeoNames (geonames.org), CC BY 4.0.",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 149,
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
      lineNumber: 54,
      columnNumber: 5,
    },
    this,
  );
}

export { CityScreen as t };
