import { c as listDrafts } from "./drafts-BR8cDsHw.js";
import {
  ft as AppLink,
  pt as Button,
  Et as EmptyState,
  Dt as Page,
  Yt as sessionAtom,
  vn as useAtomValue,
  At as useDocumentTitle,
} from "./index-BAN1tMZn.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as useInfiniteQuery } from "./useInfiniteQuery-BzfsR92_.js";
import "./ui-BfiZzKoh.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import {
  t as Badge,
  a as dateText,
  n as RowSkeletons,
  r as SellerItemRow,
  i as StateBadge,
  o as summaryPrice,
} from "./seller-item-row-ZBtxuSph.js";
import { n as draftsQuery } from "./selling-queries-CfSob5w7.js";
import { i as currentUserId, n as useOutboxEntries } from "./use-outbox-CaxsULoD.js";

// src/client/features/selling/drafts-screen.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/selling/drafts-screen.tsx";
function useDeviceDrafts() {
  const entries = useOutboxEntries();
  const [list, setList] = (0, import_react.useState)([]);
  (0, import_react.useEffect)(() => {
    const uid = currentUserId();
    if (uid !== null) listDrafts(uid).then(setList);
  }, [entries]);
  return list;
}
/** My drafts: the server's, plus the ones that so far exist only on this device (marked). */
function DraftsScreen() {
  useDocumentTitle("Drafts");
  const identity = useAtomValue(sessionAtom).identityToken ?? "personal";
  const q = useInfiniteQuery(draftsQuery(identity));
  const device = useDeviceDrafts();
  const entries = useOutboxEntries();
  const server = q.data?.pages.flatMap((p) => p.list) ?? [];
  const deviceOnly = device.filter(
    (d) => d.itemNumber === null && (d.dirty || entries.some((e) => e.chain === d.localId)),
  );
  const waitingFor = (localId) => (localId ? entries.filter((e) => e.chain === localId).length : 0);
  const byNumber = new Map(device.filter((d) => d.itemNumber).map((d) => [d.itemNumber, d]));
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Drafts",
      actions: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        AppLink,
        {
          href: "/postItem",
          className:
            "focus-ring inline-flex h-10 items-center rounded-lg bg-orange-500 px-4 text-sm font-semibold text-white hover:bg-orange-600",
          children: "New listing",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 51,
          columnNumber: 9,
        },
        this,
      ),
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "div",
        {
          className: "mx-auto max-w-3xl space-y-3",
          children: [
            deviceOnly.length > 0 &&
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "ul",
                {
                  className: "space-y-3",
                  "aria-label": "Drafts on this device",
                  children: deviceOnly.map((d) => {
                    const waiting = waitingFor(d.localId);
                    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      SellerItemRow,
                      {
                        title: d.form.title || "Untitled item",
                        cover: null,
                        href: `/postItem?draft=${d.localId}`,
                        badges: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          import_jsx_dev_runtime.Fragment,
                          {
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                Badge,
                                {
                                  className: "bg-amber-100 text-amber-900",
                                  children: "On this device only",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 72,
                                  columnNumber: 23,
                                },
                                this,
                              ),
                              waiting > 0 &&
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  Badge,
                                  {
                                    className: "bg-slate-900 text-white",
                                    children: [waiting, " waiting to sync"],
                                  },
                                  void 0,
                                  true,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 74,
                                    columnNumber: 25,
                                  },
                                  this,
                                ),
                              d.publishQueued &&
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  Badge,
                                  {
                                    className: "bg-rose-100 text-rose-800",
                                    children: "Publish queued · not live yet",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 77,
                                    columnNumber: 25,
                                  },
                                  this,
                                ),
                            ],
                          },
                          void 0,
                          true,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 71,
                            columnNumber: 21,
                          },
                          this,
                        ),
                        meta: `Edited ${dateText(d.updatedAt)}`,
                        price: null,
                      },
                      d.localId,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 65,
                        columnNumber: 17,
                      },
                      this,
                    );
                  }),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 61,
                  columnNumber: 11,
                },
                this,
              ),
            q.isPending
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  RowSkeletons,
                  {},
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 89,
                    columnNumber: 11,
                  },
                  this,
                )
              : q.isError && server.length === 0
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    EmptyState,
                    {
                      title: "Your drafts could not be loaded",
                      body: navigator.onLine
                        ? q.error.message
                        : "You are offline. Drafts saved on this device are listed above.",
                      action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        Button,
                        {
                          onClick: () => void q.refetch(),
                          children: "Try again",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 98,
                          columnNumber: 21,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 91,
                      columnNumber: 11,
                    },
                    this,
                  )
                : server.length === 0 && deviceOnly.length === 0
                  ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      EmptyState,
                      {
                        title: "No drafts",
                        body: "Start a listing and save it as a draft to finish it later.",
                        action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          AppLink,
                          {
                            href: "/postItem",
                            className: "font-semibold text-orange-700 underline",
                            children: "Post an item",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 105,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 101,
                        columnNumber: 11,
                      },
                      this,
                    )
                  : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "ul",
                      {
                        className: "space-y-3",
                        "aria-label": "Drafts",
                        children: server.map((s) => {
                          const d = byNumber.get(s.itemNumber);
                          const waiting = waitingFor(d?.localId);
                          return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            SellerItemRow,
                            {
                              title: s.title || "Untitled item",
                              cover: s.cover,
                              href: `/editItem?itemNumber=${encodeURIComponent(s.itemNumber)}`,
                              badges: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                import_jsx_dev_runtime.Fragment,
                                {
                                  children: [
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      StateBadge,
                                      { state: s.listingState },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 123,
                                        columnNumber: 23,
                                      },
                                      this,
                                    ),
                                    waiting > 0 &&
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        Badge,
                                        {
                                          className: "bg-slate-900 text-white",
                                          children: [waiting, " waiting to sync"],
                                        },
                                        void 0,
                                        true,
                                        {
                                          fileName: _jsxFileName,
                                          lineNumber: 125,
                                          columnNumber: 25,
                                        },
                                        this,
                                      ),
                                    d?.publishQueued &&
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        Badge,
                                        {
                                          className: "bg-rose-100 text-rose-800",
                                          children: "Publish queued · not live yet",
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName,
                                          lineNumber: 128,
                                          columnNumber: 25,
                                        },
                                        this,
                                      ),
                                    d?.dirty &&
                                      !waiting &&
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        Badge,
                                        {
                                          className: "bg-amber-100 text-amber-900",
                                          children: "Unsaved changes on this device",
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName,
                                          lineNumber: 131,
                                          columnNumber: 25,
                                        },
                                        this,
                                      ),
                                  ],
                                },
                                void 0,
                                true,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 122,
                                  columnNumber: 21,
                                },
                                this,
                              ),
                              meta: `Edited ${dateText(s.updatedAt)}`,
                              price: summaryPrice(s),
                            },
                            s.itemNumber,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 116,
                              columnNumber: 17,
                            },
                            this,
                          );
                        }),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 111,
                        columnNumber: 11,
                      },
                      this,
                    ),
            q.hasNextPage &&
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex justify-center",
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Button,
                    {
                      variant: "secondary",
                      busy: q.isFetchingNextPage,
                      onClick: () => void q.fetchNextPage(),
                      children: "Show more",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 144,
                      columnNumber: 13,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
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
          fileName: _jsxFileName,
          lineNumber: 59,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 48,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/draft.tsx?tsr-split=component
var SplitComponent = DraftsScreen;

export { SplitComponent as component };
