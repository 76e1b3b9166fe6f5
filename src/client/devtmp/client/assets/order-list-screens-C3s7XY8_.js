import { n as startConfirmQueue } from "./confirm-queue-D0Me35AS.js";
import { t as cx } from "./cx-ClXQrqf-.js";
import {
  ft as AppLink,
  pt as Button,
  Et as EmptyState,
  Dt as Page,
  Yt as sessionAtom,
  vn as useAtomValue,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import {
  f as LIST_TABS,
  r as OrderCard,
  i as OrderCardSkeleton,
  u as primaryLink,
  a as QueryFailure,
  d as secondaryLink,
} from "./order-ui-DKyc1efy.js";
import { r as orderListQuery } from "./orders-queries-InVPuFtr.js";
import { n as pickupVerifyKeyQuery } from "./pickup-verify-D3aHYL_n.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as useOrderUpdates } from "./use-order-updates-DHjshWFU.js";
import { t as useInfiniteQuery } from "./useInfiniteQuery-BzfsR92_.js";

// src/client/features/orders/order-list-screens.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/orders/order-list-screens.tsx";
/** Who the lists belong to: one person's (or store's) persisted cache never shows for another. */
function useWho() {
  const s = useAtomValue(sessionAtom);
  return `${s.userInfo?.id ?? "?"}:${s.identityToken ? s.identityToken.slice(-12) : "personal"}`;
}
var EMPTY = {
  buying: {
    all: "You have not bought anything yet",
    unpaid: "Nothing waiting for payment",
    pickup: "Nothing waiting for pickup",
    completed: "No completed purchases yet",
    refund: "No refunds",
  },
  selling: {
    all: "No orders yet",
    unpaid: "No orders waiting for payment",
    pickup: "No orders waiting for pickup",
    completed: "No completed sales yet",
    refund: "No refund requests",
  },
};
var detailHref = (side, orderNumber) =>
  `/${side === "buying" ? "orderDetail" : "sellerOrderDetail"}/${encodeURIComponent(orderNumber)}`;
/** The main next step of an order, right on its card. */
function quickAction(side, order) {
  const n = encodeURIComponent(order.orderNumber);
  const a = order.actions;
  if (side === "buying") {
    if (a.includes("pay") || a.includes("payCash"))
      return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        AppLink,
        {
          href: `/payment/${n}`,
          className: primaryLink,
          "aria-label": `Pay for ${order.item.title}`,
          children: "Pay now",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 53,
          columnNumber: 9,
        },
        this,
      );
    if (order.status === "ready_for_pickup" || a.includes("generatePickupCode"))
      return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        AppLink,
        {
          href: detailHref(side, order.orderNumber),
          className: secondaryLink,
          children: "Pickup code",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 59,
          columnNumber: 9,
        },
        this,
      );
    return null;
  }
  if (a.includes("confirm"))
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      AppLink,
      {
        href: `/order/confirm/${n}`,
        className: primaryLink,
        "aria-label": `Confirm pickup of ${order.item.title}`,
        children: "Confirm pickup",
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 67,
        columnNumber: 7,
      },
      this,
    );
  if (a.includes("agreeRefund"))
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      AppLink,
      {
        href: `/agreeRefund/${n}`,
        className: primaryLink,
        children: "Respond to refund",
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 77,
        columnNumber: 7,
      },
      this,
    );
  return null;
}
/** /buying (Purchases) and /orders (the seller's): status tabs from the `type` search param. */
function OrderListScreen({ side, type }) {
  const who = useWho();
  const q = useInfiniteQuery(orderListQuery(side, type, who));
  const qc = useQueryClient();
  useOrderUpdates();
  (0, import_react.useEffect)(() => {
    if (side !== "selling") return;
    qc.prefetchQuery(pickupVerifyKeyQuery());
    startConfirmQueue();
  }, [side, qc]);
  const onTabKey = (e) => {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft" && e.key !== "Home" && e.key !== "End") return;
    const tabs = [...e.currentTarget.querySelectorAll('[role="tab"]')];
    const i = tabs.indexOf(document.activeElement);
    const next =
      e.key === "Home"
        ? 0
        : e.key === "End"
          ? tabs.length - 1
          : (i + (e.key === "ArrowRight" ? 1 : -1) + tabs.length) % tabs.length;
    e.preventDefault();
    tabs[next]?.focus();
  };
  const base = side === "buying" ? "/buying" : "/orders";
  const orders = q.data?.pages.flatMap((p) => p.list);
  const heading = side === "buying" ? "Purchases" : "Orders";
  const panelId = `${side}-panel`;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading,
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            role: "tablist",
            onKeyDown: onTabKey,
            "aria-label": side === "buying" ? "Purchases by status" : "Orders by status",
            className: "-mx-4 mb-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 md:mx-0 md:px-0",
            children: LIST_TABS.map((t) => {
              const selected = t.type === type;
              return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                AppLink,
                {
                  role: "tab",
                  "aria-selected": selected,
                  tabIndex: selected ? 0 : -1,
                  "aria-controls": panelId,
                  href: t.type === "all" ? base : `${base}?type=${t.type}`,
                  className: cx(
                    "focus-ring -mb-px shrink-0 whitespace-nowrap border-b-2 px-2.5 py-2.5 text-sm font-semibold transition-colors md:px-3",
                    selected
                      ? "border-orange-500 text-orange-700"
                      : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                  ),
                  children: t.label,
                },
                t.type,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 126,
                  columnNumber: 13,
                },
                this,
              );
            }),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 117,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "section",
          {
            id: panelId,
            role: "tabpanel",
            "aria-label": LIST_TABS.find((t) => t.type === type)?.label,
            children:
              orders === void 0
                ? q.isError
                  ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      QueryFailure,
                      {
                        error: q.error,
                        retry: () => void q.refetch(),
                        what: "Orders",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 148,
                        columnNumber: 13,
                      },
                      this,
                    )
                  : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "div",
                      {
                        role: "status",
                        "aria-busy": "true",
                        "aria-label": "Loading orders",
                        className: "flex flex-col gap-3",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            OrderCardSkeleton,
                            {},
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 151,
                              columnNumber: 15,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            OrderCardSkeleton,
                            {},
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 152,
                              columnNumber: 15,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            OrderCardSkeleton,
                            {},
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 153,
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
                        lineNumber: 150,
                        columnNumber: 13,
                      },
                      this,
                    )
                : orders.length === 0
                  ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      EmptyState,
                      {
                        title: EMPTY[side][type],
                        body:
                          side === "buying"
                            ? "Items you buy or win show up here with their payment and pickup."
                            : "When someone buys one of your items, the order shows up here.",
                        action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          AppLink,
                          {
                            href: side === "buying" ? "/" : "/items",
                            className:
                              "focus-ring rounded-lg px-3 py-2 text-sm font-semibold text-orange-700 hover:bg-orange-50",
                            children: side === "buying" ? "Browse items" : "See your items",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 165,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 157,
                        columnNumber: 11,
                      },
                      this,
                    )
                  : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      import_jsx_dev_runtime.Fragment,
                      {
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "ul",
                            {
                              className: "grid gap-3 lg:grid-cols-2",
                              "aria-label": heading,
                              children: orders.map((o) =>
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "li",
                                  {
                                    className: "min-w-0",
                                    children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      OrderCard,
                                      {
                                        order: o,
                                        href: detailHref(side, o.orderNumber),
                                        extra: quickAction(side, o),
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 178,
                                        columnNumber: 19,
                                      },
                                      this,
                                    ),
                                  },
                                  o.orderNumber,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 177,
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
                              lineNumber: 175,
                              columnNumber: 13,
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
                                    children: "Load more",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 184,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 183,
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
                        lineNumber: 174,
                        columnNumber: 11,
                      },
                      this,
                    ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 145,
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
      lineNumber: 116,
      columnNumber: 5,
    },
    this,
  );
}
function BuyingScreen({ type }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    OrderListScreen,
    {
      side: "buying",
      type,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 201,
      columnNumber: 10,
    },
    this,
  );
}
function SellingScreen({ type }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    OrderListScreen,
    {
      side: "selling",
      type,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 205,
      columnNumber: 10,
    },
    this,
  );
}

export { BuyingScreen as t, detailHref as r, SellingScreen as n };
