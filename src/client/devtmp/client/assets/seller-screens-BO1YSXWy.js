import {
  Qt as ApiCodeError,
  ft as AppLink,
  mn as Code,
  Et as EmptyState,
  Dt as Page,
  Ot as Skeleton,
  Tt as UserIcon,
  At as useDocumentTitle,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as useInfiniteQuery } from "./useInfiniteQuery-BzfsR92_.js";
import "./api-CDAijywg.js";
import { o as sellerInfoQuery, s as sellerItemsQuery } from "./catalog-queries-CJhAGVIC.js";
import { t as InfiniteItemList, n as LoadError, r as OfflineNote } from "./item-list-LHRswIwK.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as MemberReputation } from "./member-reputation-BE-F7lfg.js";

// src/client/features/catalog/seller-screens.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/catalog/seller-screens.tsx";
var since = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
});
function SellerHeader({ s }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className:
        "flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:flex-row sm:items-center",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            className:
              "flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-200 text-slate-500",
            children: s.pic
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "img",
                  {
                    src: s.pic,
                    alt: "",
                    width: 80,
                    height: 80,
                    className: "size-full object-cover",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 18,
                    columnNumber: 11,
                  },
                  this,
                )
              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  UserIcon,
                  { className: "size-9" },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 20,
                    columnNumber: 11,
                  },
                  this,
                ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 16,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "min-w-0 flex-1",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h1",
                {
                  className: "text-2xl font-bold tracking-tight text-slate-900",
                  children: s.name,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 24,
                  columnNumber: 9,
                },
                this,
              ),
              s.userName &&
                s.userName !== s.name &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "text-sm text-slate-500",
                    children: ["@", s.userName],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 25,
                    columnNumber: 49,
                  },
                  this,
                ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "mt-1 text-sm text-slate-600",
                  suppressHydrationWarning: true,
                  children: [s.city ? `${s.city} · ` : "", "Member since ", since.format(s.createTime)],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 26,
                  columnNumber: 9,
                },
                this,
              ),
              s.introduction &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "mt-2 whitespace-pre-line text-sm text-slate-800",
                    children: s.introduction,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 30,
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
            lineNumber: 23,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "dl",
          {
            className: "flex gap-6 text-center",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dt",
                      {
                        className: "text-xs uppercase tracking-wide text-slate-500",
                        children: "For sale",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 35,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dd",
                      {
                        className: "text-xl font-bold text-slate-900",
                        children: s.activeItemCount,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 36,
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
                  lineNumber: 34,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dt",
                      {
                        className: "text-xs uppercase tracking-wide text-slate-500",
                        children: "Sold",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 39,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dd",
                      {
                        className: "text-xl font-bold text-slate-900",
                        children: s.soldItemCount,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 40,
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
                  lineNumber: 38,
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
            lineNumber: 33,
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
      lineNumber: 15,
      columnNumber: 5,
    },
    this,
  );
}
/** The seller, and their name as the page's title (as the server gives it). */
function useSeller(id) {
  const q = useQuery(sellerInfoQuery(id));
  useDocumentTitle(q.data?.name);
  return q;
}
function SellerMissing({ q }) {
  if (q.error instanceof ApiCodeError && q.error.code === Code.NOT_FOUND)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Page,
      {
        heading: "Seller not found",
        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          EmptyState,
          { title: "This seller does not exist" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 58,
            columnNumber: 9,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 57,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Seller",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        LoadError,
        {
          what: "this seller",
          onRetry: () => void q.refetch(),
          busy: q.isFetching,
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 63,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 62,
      columnNumber: 5,
    },
    this,
  );
}
/** /sellerInformation/{id}: the seller's profile and their items. */
function SellerInfoScreen({ id }) {
  const q = useSeller(id);
  const items = useInfiniteQuery(sellerItemsQuery(id));
  if (q.isPending)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Page,
      {
        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Skeleton,
          { className: "h-32 w-full rounded-2xl" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 75,
            columnNumber: 9,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 74,
        columnNumber: 7,
      },
      this,
    );
  if (!q.data)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      SellerMissing,
      { q },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 78,
        columnNumber: 23,
      },
      this,
    );
  const s = q.data;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          OfflineNote,
          { what: "This page" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 82,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          SellerHeader,
          { s },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 83,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "section",
          {
            "aria-labelledby": "reputation-heading",
            className: "mt-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h2",
                {
                  id: "reputation-heading",
                  className: "mb-2 text-lg font-bold text-slate-900",
                  children: "Ratings and trust",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 88,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                MemberReputation,
                { userId: id },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 91,
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
            lineNumber: 84,
            columnNumber: 7,
          },
          this,
        ),
        s.stores.length > 0 &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "mt-3 text-sm text-slate-600",
              children: ["Stores: ", s.stores.map((st) => st.storeName).join(", ")],
            },
            void 0,
            true,
            {
              fileName: _jsxFileName,
              lineNumber: 94,
              columnNumber: 9,
            },
            this,
          ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mb-3 mt-8 flex items-end justify-between",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h2",
                {
                  className: "text-lg font-bold text-slate-900",
                  children: "Items for sale",
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
                AppLink,
                {
                  href: `/sellerItems/${id}`,
                  className: "focus-ring rounded text-sm font-semibold text-orange-700 hover:underline",
                  children: "See all",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 98,
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
          InfiniteItemList,
          {
            query: items,
            label: `Items from ${s.name}`,
            empty: { title: "Nothing for sale right now" },
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 105,
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
      lineNumber: 81,
      columnNumber: 5,
    },
    this,
  );
}
/** /sellerItems/{sid}: everything a seller has for sale. */
function SellerItemsScreen({ sid }) {
  const q = useSeller(sid);
  const items = useInfiniteQuery(sellerItemsQuery(sid));
  const name = q.data?.name;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: name
        ? `Items from ${name}`
        : q.isPending
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Skeleton,
              { className: "h-7 w-56" },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 122,
                columnNumber: 53,
              },
              this,
            )
          : "Seller’s items",
      children: [
        name &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "-mt-2 mb-4 text-sm",
              children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                AppLink,
                {
                  href: `/sellerInformation/${sid}`,
                  className: "focus-ring rounded font-semibold text-orange-700 hover:underline",
                  children: "About this seller",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 127,
                  columnNumber: 11,
                },
                this,
              ),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 126,
              columnNumber: 9,
            },
            this,
          ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          InfiniteItemList,
          {
            query: items,
            label: name ? `Items from ${name}` : "Items",
            empty: {
              title: "Nothing for sale right now",
              body: "This seller has no items listed at the moment.",
            },
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 135,
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
      lineNumber: 120,
      columnNumber: 5,
    },
    this,
  );
}

export { SellerInfoScreen as t, SellerItemsScreen as n };
