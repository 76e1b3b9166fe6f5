const __vite__mapDeps = (
  i,
  m = __vite__mapDeps,
  d = m.f || (m.f = ["assets/browser-DGL8wa_d.js", "assets/rolldown-runtime-SbdDWaPq.js"]),
) => i.map((i) => d[i]);

import { t as cx } from "./cx-ClXQrqf-.js";
import { t as exchangeHandoff, r as takeHandoffFromUrl } from "./handoff-CUKUwVXW.js";
import {
  dt as __vitePreload,
  Qt as ApiCodeError,
  ft as AppLink,
  $t as api,
  pt as Button,
  en as http,
  zt as loadIdentity,
  t as NotFound,
  jt as queryClient,
  Cn as queryOptions,
  l as Route,
  kt as Spinner,
  Yt as sessionAtom,
  rn as showToast,
  vn as useAtomValue,
  At as useDocumentTitle,
  wn as useQuery,
  xn as useRouterState,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as centsToDollarString, n as formatCents, r as parseDollars } from "./money-DGJvr2qW.js";
import { t as PortalHeading, r as usePortalIdentity } from "./portal-layout-CeKyFl3r.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { g as keepPreviousData } from "./query-HN9MFuoM.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { n as field, r as isInt, i as searchSchema } from "./route-search-BLjWEe1G.js";
import { n as SignInScreen } from "./sign-in-screens-B65o0MmT.js";
import { h as getToken } from "./storage-352Vgnio.js";
import { t as Navigate, n as useNavigate } from "./useNavigate-KEmBFHEf.js";

// src/client/features/seller-portal/portal-queries.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
 * The portal's queries (one key factory). `who` (user and identity) keeps one person's or store's
 * persisted cache from showing for another; the portal and the app share one query cache store.
 */
var portalKeys = {
  all: ["sellerPortal"],
  items: (who, q) => [...portalKeys.all, "items", who, q],
  orders: (who, type, page) => [...portalKeys.all, "orders", who, type, page],
  balance: (who) => [...portalKeys.all, "balance", who],
  transactions: (who, page) => [...portalKeys.all, "transactions", who, page],
  payouts: (who) => [...portalKeys.all, "payouts", who],
  performance: (who, days) => [...portalKeys.all, "performance", who, days],
  team: (who) => [...portalKeys.all, "team", who],
};
var portalItemsQuery = (who, q) =>
  queryOptions({
    queryKey: portalKeys.items(who, q),
    queryFn: () =>
      api.get("/portal/items", {
        ...q,
        pageSize: 20,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5e3,
  });
var portalOrdersQuery = (who, type, page) =>
  queryOptions({
    queryKey: portalKeys.orders(who, type, page),
    queryFn: () =>
      api.get("/order/selling", {
        type,
        currentPage: page,
        pageSize: 20,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5e3,
  });
var portalBalanceQuery = (who) =>
  queryOptions({
    queryKey: portalKeys.balance(who),
    queryFn: () => api.get("/wallet/balance"),
    staleTime: 5e3,
  });
var portalTransactionsQuery = (who, page) =>
  queryOptions({
    queryKey: portalKeys.transactions(who, page),
    queryFn: () =>
      api.get("/wallet/transactions", {
        currentPage: page,
        pageSize: 10,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5e3,
  });
var portalPayoutsQuery = (who) =>
  queryOptions({
    queryKey: portalKeys.payouts(who),
    queryFn: () => api.get("/wallet/withdrawals", { pageSize: 10 }),
    staleTime: 1e4,
  });
var portalPerformanceQuery = (who, days) =>
  queryOptions({
    queryKey: portalKeys.performance(who, days),
    queryFn: () =>
      api.get(
        "/portal/performance",
        {
          days,
          tzOffsetMinutes: -(/* @__PURE__ */ new Date().getTimezoneOffset()),
        },
        { toast: false },
      ),
    placeholderData: keepPreviousData,
    staleTime: 3e4,
  });
var portalTeamQuery = (who) =>
  queryOptions({
    queryKey: portalKeys.team(who),
    queryFn: () => api.get("/team/users", { pageSize: 50 }, { toast: false }),
    staleTime: 1e4,
  });
var runBulk = (body) =>
  api.post("/portal/items/bulk", body, {
    json: true,
    idempotencyKey: crypto.randomUUID(),
  });
// src/client/features/seller-portal/qr-label.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$8 = "/work/main/src/client/features/seller-portal/qr-label.tsx";
/** A QR code drawn as SVG (qrcode loads with the first label, never with the app). */
function QrLabel({ text, label, size = 120 }) {
  const [svg, setSvg] = (0, import_react.useState)(null);
  (0, import_react.useEffect)(() => {
    let live = true;
    __vitePreload(
      () =>
        import("./browser-DGL8wa_d.js")
          .then((m) => /* @__PURE__ */ __toESM(m.default, 1))
          .then((q) =>
            q.toString(text, {
              type: "svg",
              margin: 1,
              width: size,
              errorCorrectionLevel: "M",
            }),
          ),
      __vite__mapDeps([0, 1]),
    ).then((s) => live && setSvg(s));
    return () => {
      live = false;
    };
  }, [text, size]);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      role: "img",
      "aria-label": label,
      style: {
        width: size,
        height: size,
      },
      className: "mx-auto bg-white",
      dangerouslySetInnerHTML: svg ? { __html: svg } : void 0,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$8,
      lineNumber: 16,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/seller-portal/route-search.ts
/** Search params of the seller portal's routes (hand-written parsers keep the first bundle small). */
var PortalListingsSearchSchema = searchSchema({
  q: field.textish(),
  status: field.oneOf(["all", "active", "scheduled", "draft", "ended", "sold", "withdrawn"]),
  saleType: field.oneOf(["auction", "fixed"]),
  sort: field.oneOf(["newest", "oldest", "price_asc", "price_desc", "ending", "title"]),
  page: field.number((n) => isInt(n) && n >= 1),
});
var PortalOrdersSearchSchema = searchSchema({
  type: field.oneOf(["all", "unpaid", "pickup", "refund", "completed"]),
  page: field.number((n) => isInt(n) && n >= 1),
});
var PortalPerformanceSearchSchema = searchSchema({ days: field.oneOf([7, 30, 90]) });
/**
 * A portal screen's search, parsed in the screen's own chunk: the portal's route files carry no
 * schemas, so none of this is in the app's first visit.
 */
function usePortalSearch(schema) {
  const raw = useRouterState({ select: (st) => st.location.search });
  return (0, import_react.useMemo)(() => schema.parse(raw), [schema, raw]);
}
/** An in-portal address: /seller/{section} with the search params that have a value. */
function portalHref(section, search = {}) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(search)) if (v !== void 0 && v !== "") params.set(k, String(v));
  const qs = params.toString();
  return `/seller/${section}${qs ? `?${qs}` : ""}`;
}
// src/client/features/seller-portal/listings-screen.tsx
var _jsxFileName$7 = "/work/main/src/client/features/seller-portal/listings-screen.tsx";
var STATUS_TABS = [
  ["all", "All"],
  ["active", "Live"],
  ["scheduled", "Scheduled"],
  ["draft", "Drafts"],
  ["ended", "Ended"],
  ["sold", "Sold"],
  ["withdrawn", "Withdrawn"],
];
var SORTS = [
  ["newest", "Newest"],
  ["oldest", "Oldest"],
  ["price_asc", "Price: low to high"],
  ["price_desc", "Price: high to low"],
  ["ending", "Ending soonest"],
  ["title", "Title A–Z"],
];
var STATE_LABEL = {
  draft: "Draft",
  active: "Live",
  scheduled: "Scheduled",
  ended: "Ended",
  sold: "Sold",
  withdrawn: "Withdrawn",
};
var STATE_STYLE = {
  Live: "bg-emerald-100 text-emerald-800",
  Scheduled: "bg-sky-100 text-sky-800",
  Draft: "bg-slate-200 text-slate-700",
  Sold: "bg-orange-100 text-orange-800",
};
var stateOf = (i) =>
  i.status === "active" && i.saleType === "auction" && i.startTime && i.startTime > Date.now()
    ? "Scheduled"
    : (STATE_LABEL[i.status] ?? i.status);
/** A fixed price can be edited inline on drafts and live listings (the save rules allow it there). */
var priceEditable = (i) => i.saleType === "fixed" && (i.status === "draft" || i.status === "active");
/** /seller/listings */
function ListingsRoute() {
  useDocumentTitle("Listings · Seller Hub");
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    ListingsScreen,
    { search: usePortalSearch(PortalListingsSearchSchema) },
    void 0,
    false,
    {
      fileName: _jsxFileName$7,
      lineNumber: 63,
      columnNumber: 10,
    },
    this,
  );
}
/** The listings table: every listing of the identity, with search, filters, sort, paging and bulk actions. */
function ListingsScreen({ search }) {
  const { who } = usePortalIdentity();
  const navigate = useNavigate();
  const go = (next) => void navigate({ href: portalHref("listings", next) });
  const page = search.page ?? 1;
  const q = {
    status: search.status ?? "all",
    q: search.q || void 0,
    saleType: search.saleType,
    sort: search.sort ?? "newest",
    currentPage: page,
  };
  const list = useQuery(portalItemsQuery(who, q));
  const [selected, setSelected] = (0, import_react.useState)(/* @__PURE__ */ new Set());
  const [result, setResult] = (0, import_react.useState)(null);
  const [text, setText] = (0, import_react.useState)(search.q ?? "");
  (0, import_react.useEffect)(() => setText(search.q ?? ""), [search.q]);
  const set = (patch) => {
    setSelected(/* @__PURE__ */ new Set());
    go({
      ...search,
      page: void 0,
      ...patch,
    });
  };
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.itemNumber));
  const toggle = (n) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(n)) next.delete(n);
      else next.add(n);
      return next;
    });
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      "aria-labelledby": "listings-h",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          PortalHeading,
          {
            title: "Listings",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "a",
              {
                href: "/postItem",
                target: "_blank",
                rel: "noopener",
                className:
                  "focus-ring inline-flex h-9 items-center rounded-lg bg-orange-500 px-3 text-sm font-semibold text-white hover:bg-orange-600",
                children: "New listing",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$7,
                lineNumber: 104,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$7,
            lineNumber: 103,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "h2",
          {
            id: "listings-h",
            className: "sr-only",
            children: "Your listings",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$7,
            lineNumber: 113,
            columnNumber: 7,
          },
          this,
        ),
        result &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            BulkResults,
            {
              result: result.r,
              titles: result.titles,
              onClose: () => setResult(null),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$7,
              lineNumber: 116,
              columnNumber: 18,
            },
            this,
          ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "rounded-xl bg-white shadow-sm ring-1 ring-slate-200",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex flex-wrap items-end gap-2 border-b border-slate-200 p-3",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "form",
                      {
                        className: "flex min-w-56 flex-1 gap-2",
                        onSubmit: (e) => {
                          e.preventDefault();
                          set({ q: text.trim() || void 0 });
                        },
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "input",
                            {
                              type: "search",
                              "aria-label": "Search listings",
                              placeholder: "Title, item number or QR code",
                              value: text,
                              onChange: (e) => setText(e.target.value),
                              className:
                                "focus-ring h-9 min-w-0 flex-1 rounded-lg px-3 text-sm ring-1 ring-slate-300",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$7,
                              lineNumber: 127,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Button,
                            {
                              size: "sm",
                              type: "submit",
                              variant: "secondary",
                              children: "Search",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$7,
                              lineNumber: 135,
                              columnNumber: 13,
                            },
                            this,
                          ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$7,
                        lineNumber: 120,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "label",
                      {
                        className: "text-xs font-medium text-slate-600",
                        children: [
                          "Type",
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "select",
                            {
                              className: "focus-ring ml-1 h-9 rounded-lg px-2 text-sm ring-1 ring-slate-300",
                              value: search.saleType ?? "",
                              onChange: (e) => set({ saleType: e.target.value || void 0 }),
                              children: [
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "option",
                                  {
                                    value: "",
                                    children: "All types",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName$7,
                                    lineNumber: 146,
                                    columnNumber: 15,
                                  },
                                  this,
                                ),
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "option",
                                  {
                                    value: "fixed",
                                    children: "Fixed price",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName$7,
                                    lineNumber: 147,
                                    columnNumber: 15,
                                  },
                                  this,
                                ),
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "option",
                                  {
                                    value: "auction",
                                    children: "Auction",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName$7,
                                    lineNumber: 148,
                                    columnNumber: 15,
                                  },
                                  this,
                                ),
                              ],
                            },
                            void 0,
                            true,
                            {
                              fileName: _jsxFileName$7,
                              lineNumber: 141,
                              columnNumber: 13,
                            },
                            this,
                          ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$7,
                        lineNumber: 139,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "label",
                      {
                        className: "text-xs font-medium text-slate-600",
                        children: [
                          "Sort",
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "select",
                            {
                              className: "focus-ring ml-1 h-9 rounded-lg px-2 text-sm ring-1 ring-slate-300",
                              value: search.sort ?? "newest",
                              onChange: (e) => set({ sort: e.target.value }),
                              children: SORTS.map(([v, l]) =>
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "option",
                                  {
                                    value: v,
                                    children: l,
                                  },
                                  v,
                                  false,
                                  {
                                    fileName: _jsxFileName$7,
                                    lineNumber: 159,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                              ),
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$7,
                              lineNumber: 153,
                              columnNumber: 13,
                            },
                            this,
                          ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$7,
                        lineNumber: 151,
                        columnNumber: 11,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$7,
                  lineNumber: 119,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "nav",
                {
                  "aria-label": "Listing status",
                  className: "overflow-x-auto border-b border-slate-200",
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "ul",
                    {
                      className: "flex px-2",
                      children: STATUS_TABS.map(([v, l]) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "li",
                          {
                            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "button",
                              {
                                type: "button",
                                "aria-pressed": (search.status ?? "all") === v,
                                onClick: () => set({ status: v }),
                                className: cx(
                                  "focus-ring whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium",
                                  (search.status ?? "all") === v
                                    ? "border-orange-500 text-orange-700"
                                    : "border-transparent text-slate-600 hover:text-slate-900",
                                ),
                                children: l,
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$7,
                                lineNumber: 170,
                                columnNumber: 17,
                              },
                              this,
                            ),
                          },
                          v,
                          false,
                          {
                            fileName: _jsxFileName$7,
                            lineNumber: 169,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$7,
                      lineNumber: 167,
                      columnNumber: 11,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$7,
                  lineNumber: 166,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                BulkBar,
                {
                  selected: [...selected],
                  onDone: (r) => {
                    setResult({
                      r,
                      titles: titlesOf(rows),
                    });
                    setSelected(/* @__PURE__ */ new Set());
                  },
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$7,
                  lineNumber: 188,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "overflow-x-auto",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "table",
                      {
                        className: "w-full min-w-[760px] text-left text-sm",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "thead",
                            {
                              className: "bg-slate-50 text-xs uppercase tracking-wide text-slate-500",
                              children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "tr",
                                {
                                  children: [
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        scope: "col",
                                        className: "w-10 px-3 py-2",
                                        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                          "input",
                                          {
                                            type: "checkbox",
                                            "aria-label": "Select all on this page",
                                            checked: allOnPage,
                                            onChange: () =>
                                              setSelected(
                                                allOnPage
                                                  ? /* @__PURE__ */ new Set()
                                                  : new Set(rows.map((r) => r.itemNumber)),
                                              ),
                                          },
                                          void 0,
                                          false,
                                          {
                                            fileName: _jsxFileName$7,
                                            lineNumber: 201,
                                            columnNumber: 19,
                                          },
                                          this,
                                        ),
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$7,
                                        lineNumber: 200,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        scope: "col",
                                        className: "px-2 py-2",
                                        children: "Listing",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$7,
                                        lineNumber: 210,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        scope: "col",
                                        className: "px-2 py-2",
                                        children: "State",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$7,
                                        lineNumber: 213,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        scope: "col",
                                        className: "px-2 py-2",
                                        children: "Type",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$7,
                                        lineNumber: 216,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        scope: "col",
                                        className: "px-2 py-2 text-right",
                                        children: "Price",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$7,
                                        lineNumber: 219,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        scope: "col",
                                        className: "px-2 py-2 text-right",
                                        children: "Qty",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$7,
                                        lineNumber: 222,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        scope: "col",
                                        className: "px-2 py-2 text-right",
                                        children: "Bids",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$7,
                                        lineNumber: 225,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        scope: "col",
                                        className: "px-2 py-2",
                                        children: "Ends",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$7,
                                        lineNumber: 228,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                  ],
                                },
                                void 0,
                                true,
                                {
                                  fileName: _jsxFileName$7,
                                  lineNumber: 199,
                                  columnNumber: 15,
                                },
                                this,
                              ),
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$7,
                              lineNumber: 198,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "tbody",
                            {
                              className: "divide-y divide-slate-100",
                              children: rows.map((i) =>
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  Row,
                                  {
                                    item: i,
                                    checked: selected.has(i.itemNumber),
                                    onToggle: toggle,
                                  },
                                  i.itemNumber,
                                  false,
                                  {
                                    fileName: _jsxFileName$7,
                                    lineNumber: 235,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                              ),
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$7,
                              lineNumber: 233,
                              columnNumber: 13,
                            },
                            this,
                          ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$7,
                        lineNumber: 197,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    list.isPending &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className: "p-6 text-center text-slate-500",
                          children: "Loading listings…",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$7,
                          lineNumber: 239,
                          columnNumber: 30,
                        },
                        this,
                      ),
                    list.isError &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className: "p-6 text-center text-rose-700",
                          children: "The listings could not be loaded.",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$7,
                          lineNumber: 240,
                          columnNumber: 28,
                        },
                        this,
                      ),
                    list.isSuccess &&
                      rows.length === 0 &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className: "p-6 text-center text-slate-500",
                          children: "No listings match.",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$7,
                          lineNumber: 242,
                          columnNumber: 13,
                        },
                        this,
                      ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$7,
                  lineNumber: 196,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex items-center gap-2 border-t border-slate-200 p-3 text-sm text-slate-600",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        children:
                          total === 0
                            ? "0 listings"
                            : `${(page - 1) * 20 + 1}–${Math.min(page * 20, total)} of ${total}`,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$7,
                        lineNumber: 246,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Button,
                      {
                        size: "sm",
                        variant: "secondary",
                        className: "ml-auto",
                        disabled: page <= 1,
                        onClick: () =>
                          go({
                            ...search,
                            page: page - 1,
                          }),
                        children: "Previous",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$7,
                        lineNumber: 251,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Button,
                      {
                        size: "sm",
                        variant: "secondary",
                        disabled: !list.data?.hasNextPage,
                        onClick: () =>
                          go({
                            ...search,
                            page: page + 1,
                          }),
                        children: "Next",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$7,
                        lineNumber: 260,
                        columnNumber: 11,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$7,
                  lineNumber: 245,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$7,
            lineNumber: 118,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$7,
      lineNumber: 102,
      columnNumber: 5,
    },
    this,
  );
}
var titlesOf = (rows) => new Map(rows.map((r) => [r.itemNumber, r.title]));
function Row({ item: i, checked, onToggle }) {
  const state = stateOf(i);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "tr",
    {
      className: cx(checked && "bg-orange-50/60"),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "td",
          {
            className: "px-3 py-2",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "input",
              {
                type: "checkbox",
                "aria-label": `Select ${i.title || i.itemNumber}`,
                checked,
                onChange: () => onToggle(i.itemNumber),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$7,
                lineNumber: 289,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$7,
            lineNumber: 288,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "td",
          {
            className: "px-2 py-2",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: "flex items-center gap-2",
                children: [
                  i.cover
                    ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "img",
                        {
                          src: i.cover,
                          alt: "",
                          width: 40,
                          height: 40,
                          className: "size-10 rounded object-cover",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$7,
                          lineNumber: 299,
                          columnNumber: 13,
                        },
                        this,
                      )
                    : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "span",
                        { className: "size-10 rounded bg-slate-100" },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$7,
                          lineNumber: 301,
                          columnNumber: 13,
                        },
                        this,
                      ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: "min-w-0",
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "a",
                          {
                            href:
                              i.status === "draft"
                                ? `/editItem?itemNumber=${i.itemNumber}`
                                : `/itemDetail/${i.itemNumber}`,
                            target: "_blank",
                            rel: "noopener",
                            className:
                              "focus-ring block max-w-72 truncate font-medium text-slate-900 hover:underline",
                            children: i.title || "Untitled draft",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$7,
                            lineNumber: 304,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "span",
                          {
                            className: "text-xs text-slate-500",
                            children: i.itemNumber,
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$7,
                            lineNumber: 314,
                            columnNumber: 13,
                          },
                          this,
                        ),
                      ],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName$7,
                      lineNumber: 303,
                      columnNumber: 11,
                    },
                    this,
                  ),
                ],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName$7,
                lineNumber: 297,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$7,
            lineNumber: 296,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "td",
          {
            className: "px-2 py-2",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "span",
              {
                className: cx(
                  "rounded-full px-2 py-0.5 text-xs font-semibold",
                  STATE_STYLE[state] ?? "bg-slate-100 text-slate-600",
                ),
                children: state,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$7,
                lineNumber: 319,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$7,
            lineNumber: 318,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "td",
          {
            className: "px-2 py-2 text-slate-600",
            children: i.saleType === "auction" ? "Auction" : "Fixed",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$7,
            lineNumber: 328,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "td",
          {
            className: "px-2 py-2 text-right tabular-nums",
            children: priceEditable(i)
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  PriceCell,
                  { item: i },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$7,
                    lineNumber: 330,
                    columnNumber: 29,
                  },
                  this,
                )
              : i.priceCents === null
                ? "—"
                : formatCents(i.priceCents),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$7,
            lineNumber: 329,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "td",
          {
            className: "px-2 py-2 text-right tabular-nums text-slate-600",
            title: "Each listing is one item",
            children: "1",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$7,
            lineNumber: 332,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "td",
          {
            className: "px-2 py-2 text-right tabular-nums",
            children: i.saleType === "auction" ? i.bidCount : "—",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$7,
            lineNumber: 335,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "td",
          {
            className: "px-2 py-2 text-slate-600",
            children: i.endTime ? new Date(i.endTime).toLocaleDateString() : "—",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$7,
            lineNumber: 336,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$7,
      lineNumber: 287,
      columnNumber: 5,
    },
    this,
  );
}
/** Inline price edit: POST /item/save with the listing's version, like the edit form. */
function PriceCell({ item }) {
  const qc = useQueryClient();
  const [value, setValue] = (0, import_react.useState)(
    item.priceCents === null ? "" : centsToDollarString(item.priceCents),
  );
  const [busy, setBusy] = (0, import_react.useState)(false);
  (0, import_react.useEffect)(
    () => setValue(item.priceCents === null ? "" : centsToDollarString(item.priceCents)),
    [item.priceCents],
  );
  const cents = parseDollars(value);
  const changed = cents !== null && cents !== item.priceCents;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "form",
    {
      className: "inline-flex items-center justify-end gap-1",
      onSubmit: async (e) => {
        e.preventDefault();
        if (!changed) return;
        setBusy(true);
        try {
          if (
            (
              await http.post(
                "/item/save",
                {
                  itemNumber: item.itemNumber,
                  version: item.version,
                  priceCents: cents,
                },
                { idempotencyKey: crypto.randomUUID() },
              )
            ).status_code === 1
          )
            showToast(`Price of "${item.title}" set to ${formatCents(cents)}`, "success");
          await qc.invalidateQueries({ queryKey: portalKeys.all });
        } finally {
          setBusy(false);
        }
      },
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            className: "text-slate-400",
            children: "$",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$7,
            lineNumber: 375,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "input",
          {
            inputMode: "decimal",
            "aria-label": `Price of ${item.title || item.itemNumber}`,
            value,
            onChange: (e) => setValue(e.target.value),
            className: "focus-ring h-8 w-20 rounded px-2 text-right ring-1 ring-slate-300",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$7,
            lineNumber: 376,
            columnNumber: 7,
          },
          this,
        ),
        changed &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            Button,
            {
              size: "sm",
              type: "submit",
              busy,
              children: "Save",
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$7,
              lineNumber: 384,
              columnNumber: 9,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$7,
      lineNumber: 355,
      columnNumber: 5,
    },
    this,
  );
}
/** The actions for the selected listings; each result is reported per item. */
function BulkBar({ selected, onDone }) {
  const qc = useQueryClient();
  const [busy, setBusy] = (0, import_react.useState)(null);
  const [price, setPrice] = (0, import_react.useState)("");
  const priceId = (0, import_react.useId)();
  if (selected.length === 0) return null;
  const run = async (action, extra = {}) => {
    setBusy(action);
    try {
      onDone(
        await runBulk({
          action,
          itemNumbers: selected,
          ...extra,
        }),
      );
      await qc.invalidateQueries({ queryKey: portalKeys.all });
    } catch {
    } finally {
      setBusy(null);
    }
  };
  const cents = parseDollars(price);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      role: "toolbar",
      "aria-label": "Bulk actions",
      className: "flex flex-wrap items-center gap-2 border-b border-orange-200 bg-orange-50 p-3 text-sm",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            className: "font-semibold",
            children: [selected.length, " selected"],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$7,
            lineNumber: 418,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Button,
          {
            size: "sm",
            variant: "secondary",
            busy: busy === "withdraw",
            onClick: () => void run("withdraw"),
            children: "Withdraw",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$7,
            lineNumber: 419,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Button,
          {
            size: "sm",
            variant: "secondary",
            busy: busy === "relist",
            onClick: () => void run("relist"),
            children: "Relist as new",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$7,
            lineNumber: 422,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            className: "inline-flex items-center gap-1",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "label",
                {
                  htmlFor: priceId,
                  className: "sr-only",
                  children: "New price",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$7,
                  lineNumber: 426,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "input",
                {
                  id: priceId,
                  inputMode: "decimal",
                  placeholder: "New price",
                  value: price,
                  onChange: (e) => setPrice(e.target.value),
                  className: "focus-ring h-8 w-24 rounded px-2 ring-1 ring-slate-300",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$7,
                  lineNumber: 429,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  size: "sm",
                  variant: "secondary",
                  disabled: cents === null,
                  busy: busy === "setPrice",
                  onClick: () => cents !== null && void run("setPrice", { priceCents: cents }),
                  children: "Change price",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$7,
                  lineNumber: 437,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$7,
            lineNumber: 425,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Button,
          {
            size: "sm",
            variant: "secondary",
            busy: busy === "qrLabels",
            onClick: () => void run("qrLabels"),
            children: "Print QR labels",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$7,
            lineNumber: 447,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$7,
      lineNumber: 413,
      columnNumber: 5,
    },
    this,
  );
}
var ACTION_NAMES = {
  withdraw: "Withdraw",
  relist: "Relist as new",
  setPrice: "Change price",
  qrLabels: "QR labels",
};
function BulkResults({ result, titles, onClose }) {
  const labels = result.results.filter((r) => r.label);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      "aria-label": "Bulk action results",
      className:
        "mb-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 print:shadow-none print:ring-0",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex items-center gap-2 print:hidden",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h2",
                {
                  className: "font-semibold",
                  role: "status",
                  children: [
                    ACTION_NAMES[result.action],
                    ": ",
                    result.okCount,
                    " of ",
                    result.results.length,
                    " done",
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$7,
                  lineNumber: 477,
                  columnNumber: 9,
                },
                this,
              ),
              labels.length > 0 &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Button,
                  {
                    size: "sm",
                    className: "ml-auto",
                    onClick: () => window.print(),
                    children: "Print",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$7,
                    lineNumber: 481,
                    columnNumber: 11,
                  },
                  this,
                ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  size: "sm",
                  variant: "ghost",
                  className: labels.length ? "" : "ml-auto",
                  onClick: onClose,
                  children: "Close",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$7,
                  lineNumber: 485,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$7,
            lineNumber: 476,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "ul",
          {
            className: "mt-2 divide-y divide-slate-100 text-sm print:hidden",
            "aria-label": "Results per listing",
            children: result.results.map((r) =>
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "li",
                {
                  className: "flex flex-wrap gap-x-3 py-1.5",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        className: cx(
                          "font-semibold",
                          r.statusCode === 1 ? "text-emerald-700" : "text-rose-700",
                        ),
                        children: r.statusCode === 1 ? "Done" : "Not done",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$7,
                        lineNumber: 492,
                        columnNumber: 13,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        className: "font-medium",
                        children: titles.get(r.itemNumber) ?? r.itemNumber,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$7,
                        lineNumber: 495,
                        columnNumber: 13,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        className: "text-slate-600",
                        children: r.message,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$7,
                        lineNumber: 496,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  ],
                },
                r.itemNumber,
                true,
                {
                  fileName: _jsxFileName$7,
                  lineNumber: 491,
                  columnNumber: 11,
                },
                this,
              ),
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$7,
            lineNumber: 489,
            columnNumber: 7,
          },
          this,
        ),
        labels.length > 0 &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "ul",
            {
              className: "mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5",
              "aria-label": "QR labels",
              children: labels.map((r) =>
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "li",
                  {
                    className: "break-inside-avoid rounded-lg p-2 text-center ring-1 ring-slate-300",
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        QrLabel,
                        {
                          text: r.label.url,
                          label: `QR code for ${r.label.title}`,
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$7,
                          lineNumber: 507,
                          columnNumber: 15,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className: "mt-1 truncate text-xs font-semibold",
                          children: r.label.title,
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$7,
                          lineNumber: 508,
                          columnNumber: 15,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className: "font-mono text-xs text-slate-600",
                          children: r.label.sinCode,
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$7,
                          lineNumber: 509,
                          columnNumber: 15,
                        },
                        this,
                      ),
                    ],
                  },
                  r.itemNumber,
                  true,
                  {
                    fileName: _jsxFileName$7,
                    lineNumber: 503,
                    columnNumber: 13,
                  },
                  this,
                ),
              ),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$7,
              lineNumber: 501,
              columnNumber: 9,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$7,
      lineNumber: 472,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/seller-portal/money-screen.tsx
var _jsxFileName$6 = "/work/main/src/client/features/seller-portal/money-screen.tsx";
var TYPE = {
  payment: "Sale (card)",
  cash_sale: "Sale (cash)",
  refund: "Refund",
  release: "Released after pickup",
  fee_settlement: "Fee settled",
  payout: "Payout",
  payout_reversal: "Payout returned",
};
/** Balances, transactions and payouts from the ledger; withdrawing goes through the app's guard. */
function MoneyScreen() {
  useDocumentTitle("Money · Seller Hub");
  const { who } = usePortalIdentity();
  const [page, setPage] = (0, import_react.useState)(1);
  const balance = useQuery(portalBalanceQuery(who));
  const tx = useQuery(portalTransactionsQuery(who, page));
  const payouts = useQuery(portalPayoutsQuery(who));
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          PortalHeading,
          {
            title: "Money",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "a",
              {
                href: "/withdraw",
                className:
                  "focus-ring inline-flex h-9 items-center rounded-lg bg-orange-500 px-3 text-sm font-semibold text-white hover:bg-orange-600",
                children: "Withdraw",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$6,
                lineNumber: 31,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$6,
            lineNumber: 29,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "grid gap-3 sm:grid-cols-2",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Stat,
                {
                  label: "Available",
                  value: balance.data ? formatCents(balance.data.availableCents) : "…",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$6,
                  lineNumber: 39,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Stat,
                {
                  label: "Pending (until pickup)",
                  value: balance.data ? formatCents(balance.data.pendingCents) : "…",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$6,
                  lineNumber: 40,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$6,
            lineNumber: 38,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mt-4 grid gap-4 lg:grid-cols-3",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className:
                    "overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 lg:col-span-2",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "h2",
                      {
                        className: "border-b border-slate-200 px-3 py-2 font-semibold",
                        children: "Transactions",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$6,
                        lineNumber: 47,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "table",
                      {
                        className: "w-full min-w-[480px] text-left text-sm",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "thead",
                            {
                              className: "bg-slate-50 text-xs uppercase tracking-wide text-slate-500",
                              children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "tr",
                                {
                                  children: [
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        className: "px-3 py-2",
                                        children: "Date",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$6,
                                        lineNumber: 51,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        className: "px-2 py-2",
                                        children: "Type",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$6,
                                        lineNumber: 52,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        className: "px-2 py-2",
                                        children: "Order",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$6,
                                        lineNumber: 53,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        className: "px-3 py-2 text-right",
                                        children: "Amount",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$6,
                                        lineNumber: 54,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                  ],
                                },
                                void 0,
                                true,
                                {
                                  fileName: _jsxFileName$6,
                                  lineNumber: 50,
                                  columnNumber: 15,
                                },
                                this,
                              ),
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$6,
                              lineNumber: 49,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "tbody",
                            {
                              className: "divide-y divide-slate-100",
                              children: (tx.data?.list ?? []).map((t) =>
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "tr",
                                  {
                                    children: [
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "td",
                                        {
                                          className: "px-3 py-2",
                                          children: new Date(t.createTime).toLocaleString(),
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName$6,
                                          lineNumber: 60,
                                          columnNumber: 19,
                                        },
                                        this,
                                      ),
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "td",
                                        {
                                          className: "px-2 py-2",
                                          children: TYPE[t.type] ?? t.type,
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName$6,
                                          lineNumber: 61,
                                          columnNumber: 19,
                                        },
                                        this,
                                      ),
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "td",
                                        {
                                          className: "px-2 py-2 font-mono text-xs",
                                          children: t.orderNumber ?? t.payoutId ?? "—",
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName$6,
                                          lineNumber: 62,
                                          columnNumber: 19,
                                        },
                                        this,
                                      ),
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "td",
                                        {
                                          className: `px-3 py-2 text-right tabular-nums ${t.amountCents < 0 ? "text-rose-700" : ""}`,
                                          children: formatCents(t.amountCents),
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName$6,
                                          lineNumber: 63,
                                          columnNumber: 19,
                                        },
                                        this,
                                      ),
                                    ],
                                  },
                                  t.id,
                                  true,
                                  {
                                    fileName: _jsxFileName$6,
                                    lineNumber: 59,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                              ),
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$6,
                              lineNumber: 57,
                              columnNumber: 13,
                            },
                            this,
                          ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$6,
                        lineNumber: 48,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    tx.isSuccess &&
                      tx.data.list.length === 0 &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className: "p-4 text-center text-slate-500",
                          children: "No transactions yet.",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$6,
                          lineNumber: 73,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "div",
                      {
                        className: "flex justify-end gap-2 border-t border-slate-200 p-2",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Button,
                            {
                              size: "sm",
                              variant: "secondary",
                              disabled: page <= 1,
                              onClick: () => setPage(page - 1),
                              children: "Previous",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$6,
                              lineNumber: 76,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Button,
                            {
                              size: "sm",
                              variant: "secondary",
                              disabled: !tx.data?.hasNextPage,
                              onClick: () => setPage(page + 1),
                              children: "Next",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$6,
                              lineNumber: 79,
                              columnNumber: 13,
                            },
                            this,
                          ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$6,
                        lineNumber: 75,
                        columnNumber: 11,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$6,
                  lineNumber: 46,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "rounded-xl bg-white shadow-sm ring-1 ring-slate-200",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "h2",
                      {
                        className: "border-b border-slate-200 px-3 py-2 font-semibold",
                        children: "Payouts",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$6,
                        lineNumber: 90,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "ul",
                      {
                        className: "divide-y divide-slate-100 text-sm",
                        children: (payouts.data?.list ?? []).map((p) =>
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "li",
                            {
                              className: "flex items-center gap-2 px-3 py-2",
                              children: [
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "span",
                                  { children: new Date(p.createTime).toLocaleDateString() },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName$6,
                                    lineNumber: 94,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "span",
                                  {
                                    className: "text-slate-500",
                                    children: p.status,
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName$6,
                                    lineNumber: 95,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "span",
                                  {
                                    className: "ml-auto tabular-nums",
                                    children: formatCents(p.amountCents),
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName$6,
                                    lineNumber: 96,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                              ],
                            },
                            p.payoutId,
                            true,
                            {
                              fileName: _jsxFileName$6,
                              lineNumber: 93,
                              columnNumber: 15,
                            },
                            this,
                          ),
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$6,
                        lineNumber: 91,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    payouts.isSuccess &&
                      payouts.data.list.length === 0 &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className: "p-4 text-center text-slate-500",
                          children: "No payouts yet.",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$6,
                          lineNumber: 101,
                          columnNumber: 13,
                        },
                        this,
                      ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$6,
                  lineNumber: 89,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$6,
            lineNumber: 45,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$6,
      lineNumber: 28,
      columnNumber: 5,
    },
    this,
  );
}
function Stat({ label, value, hint }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "text-xs font-semibold uppercase tracking-wide text-slate-500",
            children: label,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$6,
            lineNumber: 112,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "mt-1 text-2xl font-bold tabular-nums",
            children: value,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$6,
            lineNumber: 113,
            columnNumber: 7,
          },
          this,
        ),
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
              fileName: _jsxFileName$6,
              lineNumber: 114,
              columnNumber: 16,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$6,
      lineNumber: 111,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/seller-portal/open-screen.tsx
var _jsxFileName$5 = "/work/main/src/client/features/seller-portal/open-screen.tsx";
var opening = null;
function startOpening() {
  if (opening) return opening;
  const handoff = takeHandoffFromUrl();
  opening = handoff
    ? {
        handoff,
        outcome: exchangeHandoff(handoff).then(async (r) => {
          if (r.ok) {
            queryClient.clear();
            await loadIdentity().catch(() => null);
          }
          return r;
        }),
      }
    : { handoff: null };
  return opening;
}
/** /seller/open#handoff=…: trades the handoff for the portal's session, or says plainly why not. */
function PortalOpenScreen() {
  const navigate = useNavigate();
  const [failed, setFailed] = (0, import_react.useState)(null);
  useDocumentTitle(failed ? "Seller portal link not valid" : "Opening the seller portal");
  (0, import_react.useEffect)(() => {
    const o = startOpening();
    if (!o.handoff) {
      navigate({
        href: getToken() ? "/seller/listings" : "/seller/signIn",
        replace: true,
      });
      return;
    }
    let live = true;
    o.outcome
      .then((r) => {
        if (!live) return;
        if (r.ok)
          navigate({
            href: "/seller/listings",
            replace: true,
          });
        else setFailed(r.message);
      })
      .catch(
        () =>
          live && setFailed("The seller portal could not be reached. Check your connection and try again."),
      );
    return () => {
      live = false;
    };
  }, [navigate]);
  if (!failed)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      "div",
      {
        className: "flex justify-center p-16",
        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Spinner,
          { label: "Opening the seller portal" },
          void 0,
          false,
          {
            fileName: _jsxFileName$5,
            lineNumber: 63,
            columnNumber: 9,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName$5,
        lineNumber: 62,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "mx-auto max-w-lg p-6",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "div",
        {
          role: "alert",
          className: "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200",
          children: [
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "h1",
              {
                className: "text-xl font-bold text-slate-900",
                children: "This seller portal link does not work",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$5,
                lineNumber: 69,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                className: "mt-2 text-slate-700",
                children: failed,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$5,
                lineNumber: 70,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                className: "mt-2 text-sm text-slate-500",
                children:
                  "Links to the seller portal work once, for one minute, and only for the account that made them. You have not been signed in.",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$5,
                lineNumber: 71,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: "mt-6 flex flex-wrap gap-3",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    AppLink,
                    {
                      href: "/seller/signIn",
                      className:
                        "focus-ring inline-flex h-10 items-center rounded-lg bg-orange-500 px-4 text-sm font-semibold text-white hover:bg-orange-600",
                      children: "Sign in to the seller portal",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$5,
                      lineNumber: 76,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "a",
                    {
                      href: "/",
                      className:
                        "focus-ring inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50",
                      children: "Back to the app",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$5,
                      lineNumber: 82,
                      columnNumber: 11,
                    },
                    this,
                  ),
                ],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName$5,
                lineNumber: 75,
                columnNumber: 9,
              },
              this,
            ),
          ],
        },
        void 0,
        true,
        {
          fileName: _jsxFileName$5,
          lineNumber: 68,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$5,
      lineNumber: 67,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/seller-portal/orders-screen.tsx
var _jsxFileName$4 = "/work/main/src/client/features/seller-portal/orders-screen.tsx";
var TABS = [
  ["all", "All"],
  ["unpaid", "Awaiting payment"],
  ["pickup", "Ready for pickup"],
  ["refund", "Refunds"],
  ["completed", "Completed"],
];
var STATUS = {
  awaiting_payment: "Awaiting payment",
  paid: "Paid",
  cash_pending: "Cash at pickup",
  ready_for_pickup: "Ready for pickup",
  completed: "Completed",
  cancelled: "Cancelled",
  refund_requested: "Refund requested",
  refunded: "Refunded",
  partially_refunded: "Partly refunded",
  refund_declined: "Refund declined",
  reported: "Reported",
};
/** The seller's next move on an order, from the moves the server lists for it. */
function nextAction(o) {
  if (o.actions.includes("confirm"))
    return {
      label: "Confirm pickup",
      href: `/order/confirm/${o.orderNumber}`,
    };
  if (o.actions.includes("agreeRefund"))
    return {
      label: "Review refund",
      href: `/agreeRefund/${o.orderNumber}`,
    };
  if (o.status === "awaiting_payment") return { text: "Waiting for the buyer to pay" };
  if (o.status === "paid" || o.status === "cash_pending")
    return { text: "Waiting for the buyer's pickup code" };
  return { text: "Nothing to do" };
}
/** /seller/orders */
function OrdersRoute() {
  useDocumentTitle("Orders · Seller Hub");
  const s = usePortalSearch(PortalOrdersSearchSchema);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    OrdersScreen,
    {
      type: s.type ?? "all",
      page: s.page ?? 1,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$4,
      lineNumber: 52,
      columnNumber: 10,
    },
    this,
  );
}
/** Orders as a queue by state, each with the seller's next action. */
function OrdersScreen({ type, page }) {
  const { who } = usePortalIdentity();
  const q = useQuery(portalOrdersQuery(who, type, page));
  const navigate = useNavigate();
  const rows = q.data?.list ?? [];
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          PortalHeading,
          { title: "Orders" },
          void 0,
          false,
          {
            fileName: _jsxFileName$4,
            lineNumber: 63,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "rounded-xl bg-white shadow-sm ring-1 ring-slate-200",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "nav",
                {
                  "aria-label": "Order state",
                  className: "overflow-x-auto border-b border-slate-200",
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "ul",
                    {
                      className: "flex px-2",
                      children: TABS.map(([v, l]) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "li",
                          {
                            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              AppLink,
                              {
                                href: portalHref("orders", { type: v }),
                                className: cx(
                                  "focus-ring block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium",
                                  v === type
                                    ? "border-orange-500 text-orange-700"
                                    : "border-transparent text-slate-600",
                                ),
                                children: l,
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$4,
                                lineNumber: 69,
                                columnNumber: 17,
                              },
                              this,
                            ),
                          },
                          v,
                          false,
                          {
                            fileName: _jsxFileName$4,
                            lineNumber: 68,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$4,
                      lineNumber: 66,
                      columnNumber: 11,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$4,
                  lineNumber: 65,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "overflow-x-auto",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "table",
                      {
                        className: "w-full min-w-[720px] text-left text-sm",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "thead",
                            {
                              className: "bg-slate-50 text-xs uppercase tracking-wide text-slate-500",
                              children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "tr",
                                {
                                  children: [
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        className: "px-3 py-2",
                                        children: "Order",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$4,
                                        lineNumber: 86,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        className: "px-2 py-2",
                                        children: "Item",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$4,
                                        lineNumber: 87,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        className: "px-2 py-2",
                                        children: "Buyer",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$4,
                                        lineNumber: 88,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        className: "px-2 py-2 text-right",
                                        children: "Amount",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$4,
                                        lineNumber: 89,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        className: "px-2 py-2",
                                        children: "State",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$4,
                                        lineNumber: 90,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "th",
                                      {
                                        className: "px-2 py-2",
                                        children: "Next action",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName$4,
                                        lineNumber: 91,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                  ],
                                },
                                void 0,
                                true,
                                {
                                  fileName: _jsxFileName$4,
                                  lineNumber: 85,
                                  columnNumber: 15,
                                },
                                this,
                              ),
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$4,
                              lineNumber: 84,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "tbody",
                            {
                              className: "divide-y divide-slate-100",
                              children: rows.map((o) => {
                                const next = nextAction(o);
                                return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "tr",
                                  {
                                    children: [
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "td",
                                        {
                                          className: "px-3 py-2",
                                          children: [
                                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                              "a",
                                              {
                                                className: "focus-ring font-mono text-xs hover:underline",
                                                href: `/sellerOrderDetail/${o.orderNumber}`,
                                                children: o.orderNumber,
                                              },
                                              void 0,
                                              false,
                                              {
                                                fileName: _jsxFileName$4,
                                                lineNumber: 100,
                                                columnNumber: 23,
                                              },
                                              this,
                                            ),
                                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                              "div",
                                              {
                                                className: "text-xs text-slate-500",
                                                children: new Date(o.createTime).toLocaleDateString(),
                                              },
                                              void 0,
                                              false,
                                              {
                                                fileName: _jsxFileName$4,
                                                lineNumber: 106,
                                                columnNumber: 23,
                                              },
                                              this,
                                            ),
                                          ],
                                        },
                                        void 0,
                                        true,
                                        {
                                          fileName: _jsxFileName$4,
                                          lineNumber: 99,
                                          columnNumber: 21,
                                        },
                                        this,
                                      ),
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "td",
                                        {
                                          className: "max-w-64 truncate px-2 py-2",
                                          children: o.item.title,
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName$4,
                                          lineNumber: 110,
                                          columnNumber: 21,
                                        },
                                        this,
                                      ),
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "td",
                                        {
                                          className: "px-2 py-2 text-slate-600",
                                          children: o.buyer.name,
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName$4,
                                          lineNumber: 111,
                                          columnNumber: 21,
                                        },
                                        this,
                                      ),
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "td",
                                        {
                                          className: "px-2 py-2 text-right tabular-nums",
                                          children: formatCents(o.amountCents),
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName$4,
                                          lineNumber: 112,
                                          columnNumber: 21,
                                        },
                                        this,
                                      ),
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "td",
                                        {
                                          className: "px-2 py-2",
                                          children: STATUS[o.status] ?? o.status,
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName$4,
                                          lineNumber: 113,
                                          columnNumber: 21,
                                        },
                                        this,
                                      ),
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "td",
                                        {
                                          className: "px-2 py-2",
                                          children:
                                            "href" in next
                                              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                                  "a",
                                                  {
                                                    href: next.href,
                                                    className:
                                                      "focus-ring inline-flex h-8 items-center rounded-lg bg-orange-500 px-3 text-xs font-semibold text-white hover:bg-orange-600",
                                                    children: next.label,
                                                  },
                                                  void 0,
                                                  false,
                                                  {
                                                    fileName: _jsxFileName$4,
                                                    lineNumber: 116,
                                                    columnNumber: 25,
                                                  },
                                                  this,
                                                )
                                              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                                  "span",
                                                  {
                                                    className: "text-slate-500",
                                                    children: next.text,
                                                  },
                                                  void 0,
                                                  false,
                                                  {
                                                    fileName: _jsxFileName$4,
                                                    lineNumber: 123,
                                                    columnNumber: 25,
                                                  },
                                                  this,
                                                ),
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName$4,
                                          lineNumber: 114,
                                          columnNumber: 21,
                                        },
                                        this,
                                      ),
                                    ],
                                  },
                                  o.orderNumber,
                                  true,
                                  {
                                    fileName: _jsxFileName$4,
                                    lineNumber: 98,
                                    columnNumber: 19,
                                  },
                                  this,
                                );
                              }),
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$4,
                              lineNumber: 94,
                              columnNumber: 13,
                            },
                            this,
                          ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$4,
                        lineNumber: 83,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    q.isPending &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className: "p-6 text-center text-slate-500",
                          children: "Loading orders…",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$4,
                          lineNumber: 131,
                          columnNumber: 27,
                        },
                        this,
                      ),
                    q.isSuccess &&
                      rows.length === 0 &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className: "p-6 text-center text-slate-500",
                          children: "No orders here.",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$4,
                          lineNumber: 133,
                          columnNumber: 13,
                        },
                        this,
                      ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$4,
                  lineNumber: 82,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex items-center gap-2 border-t border-slate-200 p-3 text-sm text-slate-600",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      { children: q.data ? `${q.data.total} orders` : "" },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$4,
                        lineNumber: 137,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Button,
                      {
                        size: "sm",
                        variant: "secondary",
                        className: "ml-auto",
                        disabled: page <= 1,
                        onClick: () =>
                          void navigate({
                            href: portalHref("orders", {
                              type,
                              page: page - 1,
                            }),
                          }),
                        children: "Previous",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$4,
                        lineNumber: 138,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Button,
                      {
                        size: "sm",
                        variant: "secondary",
                        disabled: !q.data?.hasNextPage,
                        onClick: () =>
                          void navigate({
                            href: portalHref("orders", {
                              type,
                              page: page + 1,
                            }),
                          }),
                        children: "Next",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$4,
                        lineNumber: 147,
                        columnNumber: 11,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$4,
                  lineNumber: 136,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$4,
            lineNumber: 64,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "mt-2 text-xs text-slate-500",
            children: [20, " orders a page, newest first."],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$4,
            lineNumber: 157,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$4,
      lineNumber: 62,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/seller-portal/performance-screen.tsx
var _jsxFileName$3 = "/work/main/src/client/features/seller-portal/performance-screen.tsx";
/** /seller/performance */
function PerformanceRoute() {
  useDocumentTitle("Performance · Seller Hub");
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    PerformanceScreen,
    { days: usePortalSearch(PortalPerformanceSearchSchema).days ?? 30 },
    void 0,
    false,
    {
      fileName: _jsxFileName$3,
      lineNumber: 16,
      columnNumber: 10,
    },
    this,
  );
}
/** Sales, revenue, sell-through and days to sell over 7, 30 or 90 days; revenue is the ledger's. */
function PerformanceScreen({ days }) {
  const { who } = usePortalIdentity();
  const q = useQuery(portalPerformanceQuery(who, days));
  const p = q.data;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          PortalHeading,
          {
            title: "Performance",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "nav",
              {
                "aria-label": "Period",
                className: "inline-flex rounded-lg ring-1 ring-slate-300",
                children: [7, 30, 90].map((d) =>
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    AppLink,
                    {
                      href: portalHref("performance", { days: d }),
                      "aria-current": d === days ? "true" : void 0,
                      className: cx(
                        "focus-ring px-3 py-1.5 text-sm font-medium first:rounded-l-lg last:rounded-r-lg",
                        d === days ? "bg-slate-900 text-white" : "bg-white text-slate-700 hover:bg-slate-50",
                      ),
                      children: [d, " days"],
                    },
                    d,
                    true,
                    {
                      fileName: _jsxFileName$3,
                      lineNumber: 29,
                      columnNumber: 13,
                    },
                    this,
                  ),
                ),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$3,
                lineNumber: 27,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$3,
            lineNumber: 26,
            columnNumber: 7,
          },
          this,
        ),
        q.error instanceof ApiCodeError
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                role: "alert",
                className: "rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200",
                children: q.error.message,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$3,
                lineNumber: 44,
                columnNumber: 9,
              },
              this,
            )
          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              import_jsx_dev_runtime.Fragment,
              {
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: "grid grid-cols-2 gap-3 lg:grid-cols-4",
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Stat,
                          {
                            label: "Revenue",
                            value: p ? formatCents(p.revenueCents) : "…",
                            hint: "net of fees, from the ledger",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$3,
                            lineNumber: 50,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Stat,
                          {
                            label: "Sales",
                            value: p ? String(p.salesCount) : "…",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$3,
                            lineNumber: 55,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Stat,
                          {
                            label: "Sell-through",
                            value: p
                              ? p.sellThroughBps === null
                                ? "—"
                                : `${(p.sellThroughBps / 100).toFixed(0)}%`
                              : "…",
                            hint: p ? `${p.soldCount} sold of ${p.finishedCount} finished` : void 0,
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$3,
                            lineNumber: 56,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Stat,
                          {
                            label: "Average days to sell",
                            value: p ? (p.avgDaysToSell === null ? "—" : p.avgDaysToSell.toFixed(1)) : "…",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$3,
                            lineNumber: 61,
                            columnNumber: 13,
                          },
                          this,
                        ),
                      ],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName$3,
                      lineNumber: 49,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  p &&
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      RevenueBars,
                      { data: p },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$3,
                        lineNumber: 66,
                        columnNumber: 17,
                      },
                      this,
                    ),
                ],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName$3,
                lineNumber: 48,
                columnNumber: 9,
              },
              this,
            ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$3,
      lineNumber: 25,
      columnNumber: 5,
    },
    this,
  );
}
/** Revenue per day as SVG bars that scale with their box; the figures are in the title of each bar. */
function RevenueBars({ data }) {
  const W = 800;
  const H = 220;
  const pad = {
    l: 8,
    r: 8,
    t: 10,
    b: 22,
  };
  const max = Math.max(1, ...data.series.map((d) => d.amountCents));
  const slot = (W - pad.l - pad.r) / Math.max(1, data.series.length);
  const every = Math.ceil(data.series.length / 8);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "figure",
    {
      className: "mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "figcaption",
          {
            className: "mb-2 text-sm font-semibold",
            children: [
              "Revenue per day · best day ",
              formatCents(max === 1 && data.revenueCents === 0 ? 0 : max),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$3,
            lineNumber: 83,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "svg",
          {
            viewBox: `0 0 ${W} ${H}`,
            role: "img",
            "aria-label": `Revenue per day over ${data.days} days: ${formatCents(data.revenueCents)} in total from ${data.salesCount} sales`,
            className: "h-auto w-full",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "line",
                {
                  x1: pad.l,
                  x2: W - pad.r,
                  y1: H - pad.b,
                  y2: H - pad.b,
                  stroke: "#cbd5e1",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$3,
                  lineNumber: 92,
                  columnNumber: 9,
                },
                this,
              ),
              data.series.map((d, i) => {
                const h = ((H - pad.t - pad.b) * d.amountCents) / max;
                const x = pad.l + i * slot + slot * 0.15;
                return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "g",
                  {
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "rect",
                        {
                          x,
                          y: H - pad.b - h,
                          width: Math.max(1, slot * 0.7),
                          height: h,
                          rx: 2,
                          fill: "#f97316",
                          children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "title",
                            { children: `${d.date}: ${formatCents(d.amountCents)}, ${d.orderCount} sales` },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$3,
                              lineNumber: 99,
                              columnNumber: 17,
                            },
                            this,
                          ),
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$3,
                          lineNumber: 98,
                          columnNumber: 15,
                        },
                        this,
                      ),
                      i % every === 0 &&
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "text",
                          {
                            x,
                            y: 214,
                            fontSize: 11,
                            fill: "#64748b",
                            children: d.date.slice(5),
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$3,
                            lineNumber: 102,
                            columnNumber: 17,
                          },
                          this,
                        ),
                    ],
                  },
                  d.date,
                  true,
                  {
                    fileName: _jsxFileName$3,
                    lineNumber: 97,
                    columnNumber: 13,
                  },
                  this,
                );
              }),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$3,
            lineNumber: 86,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$3,
      lineNumber: 82,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/seller-portal/team-screen.tsx
var _jsxFileName$2 = "/work/main/src/client/features/seller-portal/team-screen.tsx";
/**
 * The store's team and settings. The server decides who may do what (owners manage admins and
 * staff, admins manage staff); this screen offers the controls and shows what it answers.
 */
function TeamScreen() {
  useDocumentTitle("Team · Seller Hub");
  const me = usePortalIdentity();
  const myId = useAtomValue(sessionAtom).userInfo?.id;
  const qc = useQueryClient();
  const team = useQuery({
    ...portalTeamQuery(me.who),
    enabled: me.storeId !== null,
  });
  const [account, setAccount] = (0, import_react.useState)("");
  const [role, setRole] = (0, import_react.useState)("staff");
  const [busy, setBusy] = (0, import_react.useState)(false);
  if (me.storeId === null)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      "section",
      {
        children: [
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            PortalHeading,
            { title: "Team" },
            void 0,
            false,
            {
              fileName: _jsxFileName$2,
              lineNumber: 29,
              columnNumber: 9,
            },
            this,
          ),
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200",
              children:
                "A team belongs to a store. Open the seller portal while acting as one of your stores to manage its team and settings.",
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$2,
              lineNumber: 30,
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
        lineNumber: 28,
        columnNumber: 7,
      },
      this,
    );
  const mine = team.data?.list.find((u) => u.userId === myId)?.role;
  const manages = mine === "owner" || mine === "admin";
  const refresh = () => qc.invalidateQueries({ queryKey: portalKeys.team(me.who) });
  const add = async (e) => {
    e.preventDefault();
    setBusy(true);
    try {
      if (
        (
          await http.post("/team/add", {
            account: account.trim(),
            role,
          })
        ).status_code === 1
      ) {
        showToast("Added to the team", "success");
        setAccount("");
        await refresh();
      }
    } finally {
      setBusy(false);
    }
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          PortalHeading,
          {
            title: `Team · ${me.identityText}`,
            children:
              manages &&
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "a",
                {
                  href: `/store/edit?id=${me.storeId}`,
                  className:
                    "focus-ring inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300 hover:bg-white",
                  children: "Store settings",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$2,
                  lineNumber: 59,
                  columnNumber: 11,
                },
                this,
              ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$2,
            lineNumber: 57,
            columnNumber: 7,
          },
          this,
        ),
        team.error instanceof ApiCodeError &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              role: "alert",
              className: "mb-3 rounded-xl bg-white p-4 text-rose-700 ring-1 ring-slate-200",
              children: team.error.message,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$2,
              lineNumber: 68,
              columnNumber: 9,
            },
            this,
          ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "table",
              {
                className: "w-full min-w-[520px] text-left text-sm",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "thead",
                    {
                      className: "bg-slate-50 text-xs uppercase tracking-wide text-slate-500",
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "tr",
                        {
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "th",
                              {
                                className: "px-3 py-2",
                                children: "Member",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$2,
                                lineNumber: 76,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "th",
                              {
                                className: "px-2 py-2",
                                children: "Email",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$2,
                                lineNumber: 77,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "th",
                              {
                                className: "px-2 py-2",
                                children: "Role",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$2,
                                lineNumber: 78,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "th",
                              {
                                className: "px-3 py-2 text-right",
                                children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "span",
                                  {
                                    className: "sr-only",
                                    children: "Actions",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName$2,
                                    lineNumber: 80,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$2,
                                lineNumber: 79,
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
                          lineNumber: 75,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$2,
                      lineNumber: 74,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "tbody",
                    {
                      className: "divide-y divide-slate-100",
                      children: (team.data?.list ?? []).map((u) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "tr",
                          {
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "td",
                                {
                                  className: "px-3 py-2 font-medium",
                                  children: u.name,
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$2,
                                  lineNumber: 87,
                                  columnNumber: 17,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "td",
                                {
                                  className: "px-2 py-2 text-slate-600",
                                  children: u.email ?? "—",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$2,
                                  lineNumber: 88,
                                  columnNumber: 17,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "td",
                                {
                                  className: "px-2 py-2 capitalize",
                                  children: u.role,
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$2,
                                  lineNumber: 89,
                                  columnNumber: 17,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "td",
                                {
                                  className: "px-3 py-2 text-right",
                                  children:
                                    manages &&
                                    u.role !== "owner" &&
                                    u.userId !== myId &&
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      Button,
                                      {
                                        size: "sm",
                                        variant: "ghost",
                                        onClick: async () => {
                                          if (
                                            (await http.post("/team/delete", { userId: u.userId }))
                                              .status_code === 1
                                          )
                                            await refresh();
                                        },
                                        children: ["Remove ", u.name],
                                      },
                                      void 0,
                                      true,
                                      {
                                        fileName: _jsxFileName$2,
                                        lineNumber: 92,
                                        columnNumber: 21,
                                      },
                                      this,
                                    ),
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$2,
                                  lineNumber: 90,
                                  columnNumber: 17,
                                },
                                this,
                              ),
                            ],
                          },
                          u.userId,
                          true,
                          {
                            fileName: _jsxFileName$2,
                            lineNumber: 86,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$2,
                      lineNumber: 84,
                      columnNumber: 11,
                    },
                    this,
                  ),
                ],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName$2,
                lineNumber: 73,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$2,
            lineNumber: 72,
            columnNumber: 7,
          },
          this,
        ),
        manages &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "form",
            {
              onSubmit: add,
              className: "mt-4 flex flex-wrap items-end gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "label",
                  {
                    className: "flex min-w-56 flex-1 flex-col text-xs font-medium text-slate-600",
                    children: [
                      "Add a member (email, username or phone)",
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "input",
                        {
                          required: true,
                          value: account,
                          onChange: (e) => setAccount(e.target.value),
                          className: "focus-ring mt-1 h-9 rounded-lg px-3 text-sm ring-1 ring-slate-300",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$2,
                          lineNumber: 116,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName$2,
                    lineNumber: 114,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "label",
                  {
                    className: "flex flex-col text-xs font-medium text-slate-600",
                    children: [
                      "Role",
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "select",
                        {
                          value: role,
                          onChange: (e) => setRole(e.target.value),
                          className: "focus-ring mt-1 h-9 rounded-lg px-2 text-sm ring-1 ring-slate-300",
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "option",
                              {
                                value: "staff",
                                children: "Staff",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$2,
                                lineNumber: 130,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            mine === "owner" &&
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "option",
                                {
                                  value: "admin",
                                  children: "Admin",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$2,
                                  lineNumber: 131,
                                  columnNumber: 36,
                                },
                                this,
                              ),
                          ],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName$2,
                          lineNumber: 125,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName$2,
                    lineNumber: 123,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Button,
                  {
                    type: "submit",
                    busy,
                    children: "Add",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$2,
                    lineNumber: 134,
                    columnNumber: 11,
                  },
                  this,
                ),
              ],
            },
            void 0,
            true,
            {
              fileName: _jsxFileName$2,
              lineNumber: 110,
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
      lineNumber: 56,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/seller-portal/sections.tsx
var _jsxFileName$1 = "/work/main/src/client/features/seller-portal/sections.tsx";
/** The screen of /seller/{section}. */
function PortalSection({ section }) {
  switch (section.toLowerCase()) {
    case "open":
      return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        PortalOpenScreen,
        {},
        void 0,
        false,
        {
          fileName: _jsxFileName$1,
          lineNumber: 16,
          columnNumber: 14,
        },
        this,
      );
    case "listings":
      return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        ListingsRoute,
        {},
        void 0,
        false,
        {
          fileName: _jsxFileName$1,
          lineNumber: 18,
          columnNumber: 14,
        },
        this,
      );
    case "orders":
      return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        OrdersRoute,
        {},
        void 0,
        false,
        {
          fileName: _jsxFileName$1,
          lineNumber: 20,
          columnNumber: 14,
        },
        this,
      );
    case "money":
      return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        MoneyScreen,
        {},
        void 0,
        false,
        {
          fileName: _jsxFileName$1,
          lineNumber: 22,
          columnNumber: 14,
        },
        this,
      );
    case "performance":
      return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        PerformanceRoute,
        {},
        void 0,
        false,
        {
          fileName: _jsxFileName$1,
          lineNumber: 24,
          columnNumber: 14,
        },
        this,
      );
    case "team":
      return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        TeamScreen,
        {},
        void 0,
        false,
        {
          fileName: _jsxFileName$1,
          lineNumber: 26,
          columnNumber: 14,
        },
        this,
      );
    default:
      return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        NotFound,
        {},
        void 0,
        false,
        {
          fileName: _jsxFileName$1,
          lineNumber: 28,
          columnNumber: 14,
        },
        this,
      );
  }
}
// src/client/routes/seller.$section.tsx?tsr-split=component
var _jsxFileName = "/work/main/src/client/routes/seller.$section.tsx?tsr-split=component";
var SplitComponent = function SellerSection() {
  const { section } = Route.useParams();
  if (section.toLowerCase() === "signin")
    return getToken()
      ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Navigate,
          {
            to: "/seller/$section",
            params: { section: "listings" },
            replace: true,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 14,
            columnNumber: 63,
          },
          this,
        )
      : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          SignInScreen,
          { search: { redirect: "/seller/listings" } },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 16,
            columnNumber: 19,
          },
          this,
        );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    PortalSection,
    { section },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 19,
      columnNumber: 10,
    },
    this,
  );
};

export { SplitComponent as component };
