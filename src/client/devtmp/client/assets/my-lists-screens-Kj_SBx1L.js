import {
  t as catalogKeys,
  c as serverRecentlyViewedQuery,
  l as setWatch,
  d as watchingQuery,
} from "./catalog-queries-CJhAGVIC.js";
import {
  ft as AppLink,
  pt as Button,
  Et as EmptyState,
  Dt as Page,
  Yt as sessionAtom,
  vn as useAtomValue,
} from "./index-BAN1tMZn.js";
import { t as ItemCard, r as ItemGrid } from "./item-card-DcEad1IH.js";
import { t as InfiniteItemList, r as OfflineNote } from "./item-list-LHRswIwK.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { t as clearViewed, n as loadViewed, i as removeViewed } from "./recently-viewed-store-BINTfF-b.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as useInfiniteQuery } from "./useInfiniteQuery-BzfsR92_.js";
import { t as useMutation } from "./useMutation-Cer-pwiq.js";

// src/client/features/catalog/my-lists-screens.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/catalog/my-lists-screens.tsx";
var grid = "grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5";
function SignInFirst({ what }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    EmptyState,
    {
      title: `Sign in to see ${what}`,
      action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        AppLink,
        {
          href: `/signIn?redirect=${encodeURIComponent(location.pathname)}`,
          className:
            "focus-ring inline-flex h-10 items-center rounded-lg bg-orange-500 px-4 text-sm font-semibold text-white hover:bg-orange-600",
          children: "Sign In",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 21,
          columnNumber: 9,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 18,
      columnNumber: 5,
    },
    this,
  );
}
/** /watching: items I watch, each with a button to stop. */
function WatchingScreen() {
  const session = useAtomValue(sessionAtom);
  const userId = session.token ? (session.userInfo?.id ?? 0) : null;
  const q = useInfiniteQuery(watchingQuery(userId));
  const qc = useQueryClient();
  const unwatch = useMutation({
    mutationFn: (itemNumber) => setWatch(itemNumber, false),
    onSuccess: (_r, itemNumber) => {
      qc.invalidateQueries({ queryKey: [...catalogKeys.all, "watching"] });
      qc.invalidateQueries({ queryKey: catalogKeys.item(itemNumber) });
    },
  });
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Watching",
      children:
        userId == null
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              SignInFirst,
              { what: "the items you watch" },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 48,
                columnNumber: 9,
              },
              this,
            )
          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              InfiniteItemList,
              {
                query: q,
                label: "Watched items",
                empty: {
                  title: "You are not watching anything yet",
                  body: "Tap Watch on an item to follow its price and time left here.",
                  action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    AppLink,
                    {
                      href: "/",
                      className:
                        "focus-ring rounded-lg px-3 py-2 text-sm font-semibold text-orange-700 hover:bg-orange-50",
                      children: "Browse items",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 57,
                      columnNumber: 15,
                    },
                    this,
                  ),
                },
                renderGrid: (items) =>
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "ul",
                    {
                      className: grid,
                      "aria-label": "Watched items",
                      children: items.map((it) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "li",
                          {
                            className: "flex flex-col gap-1.5",
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                ItemCard,
                                { item: it },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 69,
                                  columnNumber: 19,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                Button,
                                {
                                  variant: "ghost",
                                  size: "sm",
                                  "aria-label": `Stop watching ${it.title}`,
                                  busy: unwatch.isPending && unwatch.variables === it.itemNumber,
                                  onClick: () => unwatch.mutate(it.itemNumber),
                                  children: "Stop watching",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 70,
                                  columnNumber: 19,
                                },
                                this,
                              ),
                            ],
                          },
                          it.itemNumber,
                          true,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 68,
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
                      lineNumber: 66,
                      columnNumber: 13,
                    },
                    this,
                  ),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 50,
                columnNumber: 9,
              },
              this,
            ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 46,
      columnNumber: 5,
    },
    this,
  );
}
/**
 * /recentlyViewed: the views kept on this device (guests and offline too), then, when signed in,
 * the server's list for views made on other devices.
 */
function RecentlyViewedScreen() {
  const session = useAtomValue(sessionAtom);
  const userId = session.token ? (session.userInfo?.id ?? 0) : null;
  const [local, setLocal] = (0, import_react.useState)(null);
  const server = useInfiniteQuery(serverRecentlyViewedQuery(userId));
  (0, import_react.useEffect)(() => {
    loadViewed().then(setLocal);
  }, []);
  const seen = new Set(local?.map((x) => x.itemNumber));
  const items = [
    ...(local ?? []),
    ...(server.data?.pages.flatMap((p) => p.list) ?? []).filter((x) => !seen.has(x.itemNumber)),
  ];
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Recently viewed",
      actions:
        local && local.length > 0
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Button,
              {
                variant: "ghost",
                size: "sm",
                onClick: () => void clearViewed().then(() => setLocal([])),
                children: "Clear history",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 113,
                columnNumber: 11,
              },
              this,
            )
          : null,
      children:
        local === null
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              ItemGrid,
              {
                loading: true,
                label: "Loading recently viewed items",
                skeletons: 5,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 120,
                columnNumber: 9,
              },
              this,
            )
          : items.length === 0
            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                EmptyState,
                {
                  title: "No recently viewed items",
                  body: "Items you open show up here, even offline.",
                  action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    AppLink,
                    {
                      href: "/",
                      className:
                        "focus-ring rounded-lg px-3 py-2 text-sm font-semibold text-orange-700 hover:bg-orange-50",
                      children: "Browse items",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 126,
                      columnNumber: 13,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 122,
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
                        lineNumber: 136,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "ul",
                      {
                        className: grid,
                        "aria-label": "Recently viewed items",
                        children: items.map((it) =>
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "li",
                            {
                              className: "flex flex-col gap-1.5",
                              children: [
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  ItemCard,
                                  { item: it },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 140,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                                seen.has(it.itemNumber) &&
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    Button,
                                    {
                                      variant: "ghost",
                                      size: "sm",
                                      "aria-label": `Remove ${it.title} from history`,
                                      onClick: () => void removeViewed(it.itemNumber).then(setLocal),
                                      children: "Remove",
                                    },
                                    void 0,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 142,
                                      columnNumber: 19,
                                    },
                                    this,
                                  ),
                              ],
                            },
                            it.itemNumber,
                            true,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 139,
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
                        lineNumber: 137,
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
                  lineNumber: 135,
                  columnNumber: 9,
                },
                this,
              ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 109,
      columnNumber: 5,
    },
    this,
  );
}

export { RecentlyViewedScreen as t, WatchingScreen as n };
