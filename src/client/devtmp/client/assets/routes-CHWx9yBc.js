import {
  ft as AppLink,
  pt as Button,
  Et as EmptyState,
  tt as homeSectionsQuery,
  Jt as onlineAtom,
  Ot as Skeleton,
  vn as useAtomValue,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as ItemCard, n as ItemCardSkeleton } from "./item-card-DcEad1IH.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { O as takeIndexRefresh } from "./storage-352Vgnio.js";

// src/client/features/home/home-screen.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/home/home-screen.tsx";
function seeAllHref(s) {
  if (s.key === "deals") return "/deals";
  return `/templateMore?${new URLSearchParams({
    ...s.query,
    title: s.title,
  }).toString()}`;
}
function SectionRow({ section, first }) {
  const headingId = `home-${section.key}`;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      "aria-labelledby": headingId,
      className: first
        ? "mt-6 md:mt-10"
        : "mt-6 [contain-intrinsic-size:auto_380px] [content-visibility:auto] md:mt-10",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mb-3 flex items-end justify-between gap-3 px-4 md:px-0",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h2",
                {
                  id: headingId,
                  className: "text-lg font-bold tracking-tight text-slate-900 md:text-xl",
                  children: section.title,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 33,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                AppLink,
                {
                  href: seeAllHref(section),
                  "aria-label": `See all: ${section.title}`,
                  className:
                    "focus-ring shrink-0 rounded text-sm font-semibold text-orange-600 hover:text-orange-700",
                  children: "See all",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 36,
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
            lineNumber: 32,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "ul",
          {
            className:
              "flex snap-x gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] md:grid md:grid-cols-4 md:gap-4 md:overflow-visible md:px-0 lg:grid-cols-6",
            children: section.list.slice(0, 12).map((item, i) =>
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "li",
                {
                  className: "w-[44vw] max-w-48 shrink-0 snap-start md:w-auto md:max-w-none",
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    ItemCard,
                    {
                      item,
                      priority: first && i < 2,
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 47,
                      columnNumber: 13,
                    },
                    this,
                  ),
                },
                item.itemNumber,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 46,
                  columnNumber: 11,
                },
                this,
              ),
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 44,
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
      lineNumber: 23,
      columnNumber: 5,
    },
    this,
  );
}
function Hero() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "px-4 pt-4 md:px-0 md:pt-6",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "div",
        {
          className:
            "relative overflow-hidden rounded-2xl bg-gradient-to-br from-slate-900 via-slate-800 to-orange-900 px-5 py-5 text-white md:px-10 md:py-10",
          children: [
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: "relative z-10 max-w-lg",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "text-xs font-semibold uppercase tracking-[0.2em] text-orange-300",
                      children: "Local auctions & deals",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 60,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "mt-2 text-2xl font-black leading-tight md:text-4xl",
                      children: "Buy now or miss out.",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 63,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "mt-2 hidden text-sm text-slate-300 sm:block md:text-base",
                      children: "Bid on one-of-a-kind finds near you, or sell yours in minutes.",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 64,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: "mt-4 flex gap-3",
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          AppLink,
                          {
                            href: "/itemSearch?q=&sort=ending",
                            className:
                              "focus-ring inline-flex h-10 items-center rounded-full bg-orange-500 px-4 text-sm font-semibold hover:bg-orange-600",
                            children: "Ending soon",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 68,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          AppLink,
                          {
                            href: "/postItem",
                            className:
                              "focus-ring inline-flex h-10 items-center rounded-full bg-white/10 px-4 text-sm font-semibold ring-1 ring-white/30 hover:bg-white/20",
                            children: "List an item",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 74,
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
                      lineNumber: 67,
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
                lineNumber: 59,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                "aria-hidden": "true",
                className:
                  "absolute -right-24 -top-24 size-96 rounded-full bg-[radial-gradient(circle,rgba(249,115,22,0.4),transparent_65%)]",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 83,
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
          lineNumber: 58,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 57,
      columnNumber: 5,
    },
    this,
  );
}
/**
 * Renders the first rows at once and the rest a few at a time when the browser is idle, each step
 * a transition: React renders it in slices that yield to input, and each commit adds only a few
 * rows, so no step is a long task on a phone.
 */
function useProgressiveCount(total, first = 2, step = 2) {
  const [n, setN] = (0, import_react.useState)(first);
  (0, import_react.useEffect)(() => {
    if (n >= total) return;
    const id = (window.requestIdleCallback ?? ((cb) => setTimeout(cb, 50)))(() =>
      (0, import_react.startTransition)(() => setN((m) => Math.min(total, m + step))),
    );
    return () => (window.cancelIdleCallback ?? clearTimeout)(id);
  }, [n, total, step]);
  return n;
}
function HomeScreen() {
  const q = useQuery(homeSectionsQuery());
  const { refetch } = q;
  (0, import_react.useEffect)(() => {
    if (takeIndexRefresh()) refetch();
  }, [refetch]);
  const online = useAtomValue(onlineAtom);
  const sections = q.data?.filter((s) => s.list.length > 0) ?? [];
  const shown = useProgressiveCount(sections.length);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "mx-auto w-full max-w-7xl pb-8 md:px-6",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "h1",
          {
            className: "sr-only",
            children: "Buy Now Or Miss Out",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 120,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Hero,
          {},
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 121,
            columnNumber: 7,
          },
          this,
        ),
        q.isPending
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: "mt-6 px-4 md:mt-10 md:px-0",
                role: "status",
                "aria-busy": "true",
                "aria-label": "Loading items",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Skeleton,
                    { className: "mb-3 h-6 w-40" },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 124,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: "flex gap-3 overflow-hidden md:grid md:grid-cols-4 md:gap-4 lg:grid-cols-6",
                      children: ["a", "b", "c", "d", "e", "f"].map((k) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "div",
                          {
                            className: "w-[44vw] max-w-48 shrink-0 md:w-auto md:max-w-none",
                            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              ItemCardSkeleton,
                              {},
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 128,
                                columnNumber: 17,
                              },
                              this,
                            ),
                          },
                          k,
                          false,
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
                lineNumber: 123,
                columnNumber: 9,
              },
              this,
            )
          : q.isError && sections.length === 0
            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "mt-8 px-4 md:px-0",
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    EmptyState,
                    {
                      title: online ? "We could not load the items" : "You are offline",
                      body: online
                        ? "Check your connection and try again."
                        : "Items you have seen before will show here when saved.",
                      action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        Button,
                        {
                          onClick: () => void q.refetch(),
                          busy: q.isFetching,
                          children: "Try again",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 143,
                          columnNumber: 15,
                        },
                        this,
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
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 134,
                  columnNumber: 9,
                },
                this,
              )
            : sections.length === 0
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "div",
                  {
                    className: "mt-8 px-4 md:px-0",
                    children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      EmptyState,
                      {
                        title: "Nothing for sale yet",
                        body: "Be the first to post an item.",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 151,
                        columnNumber: 11,
                      },
                      this,
                    ),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 150,
                    columnNumber: 9,
                  },
                  this,
                )
              : sections.slice(0, shown).map((s, i) =>
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    SectionRow,
                    {
                      section: s,
                      first: i === 0,
                    },
                    s.key,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 154,
                      columnNumber: 48,
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
      lineNumber: 119,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/index.tsx?tsr-split=component
var SplitComponent = HomeScreen;

export { SplitComponent as component };
