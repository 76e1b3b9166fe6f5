import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import type { Order } from "#shared/contract/orders";
import type { OrderListType } from "#shared/order-states";
import { sessionAtom } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonLook } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { lazyPart } from "../../ui/lazy-part.tsx";
import { MoreButton } from "../../ui/more-button.tsx";
import { EmptyState, Loading, Page } from "../../ui/page.tsx";
import { QueryFailure } from "../../ui/query-state.tsx";
import { TextLink } from "../../ui/text-link.tsx";
import { LIST_TABS } from "./order-status.ts";
import { OrderCard, OrderCardSkeleton } from "./order-ui.tsx";
import { orderListQuery } from "./orders-queries.ts";
import { pickupVerifyKeyQuery } from "./pickup-verify.ts";
import type { OrderListTab } from "./route-search.ts";
import { useOrderUpdates } from "./use-order-updates.ts";

// The Offers tab's list is the offers feature's, loaded when the tab is first shown.
const OffersList = lazyPart(
  () => import("../offers/offers-list.tsx").then((m) => ({ default: m.OffersList })),
  <div role="status" aria-busy="true" className="h-44 animate-pulse rounded-xl bg-slate-100" />,
);

type Side = "buying" | "selling";

/** Who the lists belong to: one person's (or store's) persisted cache never shows for another. */
export function useWho(): string {
  const s = useAtomValue(sessionAtom);
  return `${s.userInfo?.id ?? "?"}:${s.identityToken ? s.identityToken.slice(-12) : "personal"}`;
}

const EMPTY: Record<Side, Record<OrderListType, MessageDescriptor>> = {
  buying: {
    all: msg`You have not bought anything yet`,
    unpaid: msg`Nothing waiting for payment`,
    pickup: msg`Nothing waiting for pickup`,
    completed: msg`No completed purchases yet`,
    refund: msg`No refunds`,
  },
  selling: {
    all: msg`No orders yet`,
    unpaid: msg`No orders waiting for payment`,
    pickup: msg`No orders waiting for pickup`,
    completed: msg`No completed sales yet`,
    refund: msg`No refund requests`,
  },
};

export const detailHref = (side: Side, orderNumber: string) =>
  `/${side === "buying" ? "orderDetail" : "sellerOrderDetail"}/${encodeURIComponent(orderNumber)}`;

/** The main next step of an order, right on its card. */
function quickAction(side: Side, order: Order, i18n: I18n): ReactNode {
  const n = encodeURIComponent(order.orderNumber);
  const a = order.actions;
  const title = order.item.title;
  if (side === "buying") {
    if (a.includes("pay") || a.includes("payCash"))
      return (
        <AppLink
          href={`/payment/${n}`}
          className={buttonLook("primary")}
          aria-label={i18n._(msg`Pay for ${title}`)}
        >
          <Trans>Pay now</Trans>
        </AppLink>
      );
    if (order.status === "ready_for_pickup" || a.includes("generatePickupCode"))
      return (
        <AppLink href={detailHref(side, order.orderNumber)} className={buttonLook("secondary")}>
          <Trans>Pickup code</Trans>
        </AppLink>
      );
    return null;
  }
  if (a.includes("confirm"))
    return (
      <AppLink
        href={`/order/confirm/${n}`}
        className={buttonLook("primary")}
        aria-label={i18n._(msg`Confirm pickup of ${title}`)}
      >
        <Trans>Confirm pickup</Trans>
      </AppLink>
    );
  if (a.includes("agreeRefund"))
    return (
      <AppLink href={`/agreeRefund/${n}`} className={buttonLook("primary")}>
        <Trans>Respond to refund</Trans>
      </AppLink>
    );
  return null;
}

/** /buying (Purchases) and /orders (the seller's): status tabs from the `type` search param. */
function OrderListScreen({ side, type: tab }: { side: Side; type: OrderListTab }) {
  const { t, i18n } = useLingui();
  const who = useWho();
  const offers = tab === "offers";
  const type: OrderListType = offers ? "all" : tab;
  const q = useInfiniteQuery({ ...orderListQuery(side, type, who), enabled: !offers });
  const qc = useQueryClient();
  useOrderUpdates();
  // Sellers: keep the pickup QR's public key on the device (to confirm a handoff offline).
  useEffect(() => {
    if (side !== "selling") return;
    void qc.prefetchQuery(pickupVerifyKeyQuery());
  }, [side, qc]);
  // Tabs pattern: arrow keys move between the tabs (Tab leaves the list).
  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft" && e.key !== "Home" && e.key !== "End") return;
    const tabs = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const i = tabs.indexOf(document.activeElement as HTMLElement);
    const next =
      e.key === "Home"
        ? 0
        : e.key === "End"
          ? tabs.length - 1
          : (i + (e.key === "ArrowRight" ? 1 : -1) + tabs.length) % tabs.length;
    e.preventDefault();
    tabs[next]?.focus();
  };
  // On a phone the tabs scroll sideways: the chosen one (Offers is last) is brought into view.
  const tabsRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the chosen tab changes
  useEffect(() => {
    tabsRef.current
      ?.querySelector<HTMLElement>('[aria-selected="true"]')
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [tab]);
  const base = side === "buying" ? "/buying" : "/orders";
  const orders = q.data?.pages.flatMap((p) => p.list);
  const heading = side === "buying" ? t`Purchases` : t`Orders`;
  const panelId = `${side}-panel`;
  const tabLabel = LIST_TABS.find((x) => x.type === tab)?.label;
  return (
    <Page heading={heading}>
      <div
        role="tablist"
        ref={tabsRef}
        onKeyDown={onTabKey}
        aria-label={side === "buying" ? t`Purchases by status` : t`Orders by status`}
        className="-mx-4 mb-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 md:mx-0 md:px-0"
      >
        {LIST_TABS.map((tab) => {
          const selected = tab.type === (offers ? "offers" : type);
          return (
            <AppLink
              key={tab.type}
              role="tab"
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              aria-controls={panelId}
              href={tab.type === "all" ? base : `${base}?type=${tab.type}`}
              className={cx(
                "focus-ring -mb-px shrink-0 whitespace-nowrap border-b-2 px-2.5 py-2.5 text-sm font-semibold transition-colors md:px-3",
                selected
                  ? "border-orange-500 text-orange-700"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
              )}
            >
              {i18n._(tab.label)}
            </AppLink>
          );
        })}
      </div>
      <section id={panelId} role="tabpanel" aria-label={tabLabel && i18n._(tabLabel)}>
        {offers ? (
          <OffersList party={side === "buying" ? "buyer" : "seller"} />
        ) : orders === undefined ? (
          q.isError ? (
            <QueryFailure error={q.error} retry={() => void q.refetch()} what={t`Orders`} />
          ) : (
            <Loading label={t`Loading orders`} className="flex flex-col gap-3">
              <OrderCardSkeleton />
              <OrderCardSkeleton />
              <OrderCardSkeleton />
            </Loading>
          )
        ) : orders.length === 0 ? (
          <EmptyState
            title={i18n._(EMPTY[side][type])}
            body={
              side === "buying"
                ? t`Items you buy or win show up here with their payment and pickup.`
                : t`When someone buys one of your items, the order shows up here.`
            }
            action={
              <TextLink href={side === "buying" ? "/" : "/items"} look="quiet">
                {side === "buying" ? <Trans>Browse items</Trans> : <Trans>See your items</Trans>}
              </TextLink>
            }
          />
        ) : (
          <>
            <ul className="grid gap-3 lg:grid-cols-2" aria-label={heading}>
              {orders.map((o) => (
                <li key={o.orderNumber} className="min-w-0">
                  <OrderCard
                    order={o}
                    href={detailHref(side, o.orderNumber)}
                    extra={quickAction(side, o, i18n)}
                  />
                </li>
              ))}
            </ul>
            <MoreButton query={q} className="mt-6" />
          </>
        )}
      </section>
    </Page>
  );
}

export function BuyingScreen({ type }: { type: OrderListTab }) {
  return <OrderListScreen side="buying" type={type} />;
}

export function SellingScreen({ type }: { type: OrderListTab }) {
  return <OrderListScreen side="selling" type={type} />;
}
