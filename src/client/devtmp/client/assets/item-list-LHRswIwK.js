import {
  pt as Button,
  vt as CloudOffIcon,
  Et as EmptyState,
  Jt as onlineAtom,
  vn as useAtomValue,
} from "./index-BAN1tMZn.js";
import { n as ItemCardSkeleton, r as ItemGrid } from "./item-card-DcEad1IH.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/features/catalog/item-list.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/catalog/item-list.tsx";
/** Shown above data rendered from the device's cache while there is no network. */
function OfflineNote({ what = "This list" }) {
  if (useAtomValue(onlineAtom)) return null;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "p",
    {
      className:
        "mb-3 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          CloudOffIcon,
          { className: "size-4 shrink-0" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 20,
            columnNumber: 7,
          },
          this,
        ),
        what,
        " was saved on this device and is possibly out of date.",
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 19,
      columnNumber: 5,
    },
    this,
  );
}
/** Failed with nothing to show: say why and offer a retry. */
function LoadError({ onRetry, busy, what = "these items" }) {
  const online = useAtomValue(onlineAtom);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    EmptyState,
    {
      title: online ? `We could not load ${what}` : "You are offline",
      body: online
        ? "Check your connection and try again."
        : "This page has not been saved on this device yet. Try again when you are back online.",
      action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        Button,
        {
          onClick: onRetry,
          busy,
          children: "Try again",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 46,
          columnNumber: 9,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 38,
      columnNumber: 5,
    },
    this,
  );
}
var MORE_SKELETONS = ["m1", "m2", "m3", "m4", "m5"];
/**
 * A grid over an infinite query: skeletons first, then pages appended as the end comes into view
 * (and a Load more button for keyboards and when the observer is not there), an empty state, a
 * retry for errors and the offline note for cached data.
 */
function InfiniteItemList({ query, label, empty, header, renderGrid }) {
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } =
    query;
  const sentinel = (0, import_react.useRef)(null);
  const items = data?.pages.flatMap((p) => p.list) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  const canAutoLoad = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  (0, import_react.useEffect)(() => {
    const el = sentinel.current;
    if (!el || !canAutoLoad || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) fetchNextPage();
      },
      { rootMargin: "800px 0px" },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [canAutoLoad, fetchNextPage]);
  if (isPending)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      ItemGrid,
      {
        loading: true,
        label: `Loading ${label.toLowerCase()}`,
        skeletons: 10,
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 96,
        columnNumber: 25,
      },
      this,
    );
  if (isError && items.length === 0)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      LoadError,
      {
        onRetry: () => void query.refetch(),
        busy: query.isFetching,
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 98,
        columnNumber: 12,
      },
      this,
    );
  if (items.length === 0)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      import_jsx_dev_runtime.Fragment,
      {
        children: [
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            OfflineNote,
            {},
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 102,
              columnNumber: 9,
            },
            this,
          ),
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            EmptyState,
            {
              title: empty.title,
              body: empty.body,
              action: empty.action,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 103,
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
        lineNumber: 101,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          OfflineNote,
          {},
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 109,
            columnNumber: 7,
          },
          this,
        ),
        header?.(total),
        renderGrid
          ? renderGrid(items)
          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              ItemGrid,
              {
                items,
                label,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 111,
                columnNumber: 41,
              },
              this,
            ),
        isFetchingNextPage &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5",
              role: "status",
              "aria-label": "Loading more items",
              children: MORE_SKELETONS.map((k) =>
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  ItemCardSkeleton,
                  {},
                  k,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 119,
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
              lineNumber: 113,
              columnNumber: 9,
            },
            this,
          ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            ref: sentinel,
            className: "h-px",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 123,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mt-6 flex flex-col items-center gap-2 text-sm text-slate-600",
            children: isFetchNextPageError
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  import_jsx_dev_runtime.Fragment,
                  {
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          role: "alert",
                          children: "We could not load more items.",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 127,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        Button,
                        {
                          variant: "secondary",
                          onClick: () => void fetchNextPage(),
                          children: "Try again",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 128,
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
                    lineNumber: 126,
                    columnNumber: 11,
                  },
                  this,
                )
              : hasNextPage
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Button,
                    {
                      variant: "secondary",
                      onClick: () => void fetchNextPage(),
                      busy: isFetchingNextPage,
                      children: "Load more",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 133,
                      columnNumber: 11,
                    },
                    this,
                  )
                : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    { children: [items.length === 1 ? "1 item" : `All ${items.length} items`, " shown."] },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 137,
                      columnNumber: 11,
                    },
                    this,
                  ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 124,
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
      lineNumber: 108,
      columnNumber: 5,
    },
    this,
  );
}

export { InfiniteItemList as t, LoadError as n, OfflineNote as r };
