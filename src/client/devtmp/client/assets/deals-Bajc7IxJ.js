import { $t as api, pt as Button, Et as EmptyState, Dt as Page } from "./index-BAN1tMZn.js";
import { t as infiniteQueryOptions } from "./infiniteQueryOptions-tGWn1F2G.js";
import { t as ItemCard, n as ItemCardSkeleton } from "./item-card-DcEad1IH.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as useInfiniteQuery } from "./useInfiniteQuery-BzfsR92_.js";

// src/client/features/home/deals-screen.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/home/deals-screen.tsx";
var PAGE_SIZE = 24;
var SKELETONS = Array.from({ length: 12 }, (_, i) => `s${i}`);
/** GET /home/deals, page by page (its own module: nothing of it is in the home page's first visit). */
var dealsQuery = () =>
  infiniteQueryOptions({
    queryKey: ["home", "deals"],
    queryFn: ({ pageParam }) =>
      api.get(
        "/home/deals",
        {
          currentPage: pageParam,
          pageSize: PAGE_SIZE,
        },
        { public: true },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasNextPage ? pages.length + 1 : void 0),
    staleTime: 1e4,
  });
/** /deals: the home page's deals row in full, cheapest first. */
function DealsScreen() {
  const q = useInfiniteQuery(dealsQuery());
  const items = q.data?.pages.flatMap((p) => p.list) ?? [];
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Deals under $20",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "-mt-2 mb-4 text-sm text-slate-600",
            children: "Live items at $20 or less, cheapest first.",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 33,
            columnNumber: 7,
          },
          this,
        ),
        q.isPending
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "ul",
              {
                className: "grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6",
                children: SKELETONS.map((k) =>
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "li",
                    {
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        ItemCardSkeleton,
                        {},
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 38,
                          columnNumber: 15,
                        },
                        this,
                      ),
                    },
                    k,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 37,
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
                lineNumber: 35,
                columnNumber: 9,
              },
              this,
            )
          : items.length === 0
            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                EmptyState,
                {
                  title: "No deals right now",
                  body: "Check back soon: new items are listed all the time.",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 43,
                  columnNumber: 9,
                },
                this,
              )
            : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "ul",
                {
                  "aria-label": "Deals",
                  className: "grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6",
                  children: items.map((item) =>
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "li",
                      {
                        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          ItemCard,
                          { item },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 48,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      },
                      item.itemNumber,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 47,
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
                  lineNumber: 45,
                  columnNumber: 9,
                },
                this,
              ),
        q.hasNextPage &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "mt-6 flex justify-center",
              children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  variant: "secondary",
                  busy: q.isFetchingNextPage,
                  onClick: () => void q.fetchNextPage(),
                  children: "Show more deals",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 55,
                  columnNumber: 11,
                },
                this,
              ),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 54,
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
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/deals.tsx?tsr-split=component
var SplitComponent = DealsScreen;

export { SplitComponent as component };
