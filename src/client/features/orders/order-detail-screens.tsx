import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import type { Order } from "#shared/contract/orders";
import { formatCents } from "#shared/money";
import { useLocale } from "../../i18n/locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Avatar } from "../../ui/avatar.tsx";
import { Button, buttonLook } from "../../ui/button.tsx";
import { PickupPlace } from "../../ui/distance.tsx";
import { Loading, Page, Skeleton } from "../../ui/page.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { sellerPagePath } from "../../ui/seller-path.ts";
import { OrderFeedbackSection } from "../feedback/order-feedback.tsx";
import { BlockButton } from "../moderation/safety-buttons.tsx";
import { brandName } from "./card-input.ts";
import { confirmQueue } from "./confirm-queue.ts";
import { formatDateTime, STATUS_LABEL, statusHint } from "./order-status.ts";
import { card, ItemThumb, Row, StatusBadge } from "./order-ui.tsx";
import { orderDetailQuery, pickupCodeQuery } from "./orders-queries.ts";
import { pickupVerifyKeyQuery } from "./pickup-verify.ts";
import { useQueuedConfirms } from "./use-confirm-queue.ts";
import { useOrderUpdates } from "./use-order-updates.ts";

const enc = encodeURIComponent;

export function paymentText(o: Order, i18n: I18n): string {
  if (o.paymentMethod === "card")
    return o.card ? `${brandName(o.card.brand)} •••• ${o.card.last4}` : i18n._(msg`Card`);
  if (o.paymentMethod === "cash") return i18n._(msg`Cash in person`);
  return o.cashOnly ? i18n._(msg`Cash in person (under $0.50)`) : i18n._(msg`Not chosen yet`);
}

function DetailSkeleton() {
  const { t } = useLingui();
  return (
    <Loading label={t`Loading the order`} className="grid gap-4 lg:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-4">
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
      <Skeleton className="h-48 rounded-2xl" />
    </Loading>
  );
}

/** Status first: what state the order is in, and what happens next. */
function StatusCard({ order }: { order: Order }) {
  const locale = useLocale();
  const { i18n } = useLingui();
  const orderNumber = order.orderNumber;
  const deadline = formatDateTime(order.payDeadlineTime, locale);
  return (
    <section aria-labelledby="order-status" className={card}>
      <h2 id="order-status" className="sr-only">
        <Trans>Status</Trans>
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={order.status} className="px-3 py-1 text-sm" />
        <p className="text-sm text-slate-500">
          <Trans>Order No. {orderNumber}</Trans>
        </p>
      </div>
      <p className="mt-3 text-base font-semibold text-slate-900" data-testid="order-status">
        {i18n._(STATUS_LABEL[order.status])}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {i18n._(statusHint(order.status, order.role, order.completeTime !== null))}
      </p>
      {order.status === "awaiting_payment" && order.role === "buyer" && (
        <p className="mt-2 text-sm text-amber-800">
          <Trans>Pay by {deadline}.</Trans>
        </p>
      )}
    </section>
  );
}

function ItemAndMoney({ order }: { order: Order }) {
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const seller = order.role === "seller";
  return (
    <section aria-labelledby="order-summary" className={card}>
      <h2 id="order-summary" className="mb-3 text-base font-semibold text-slate-900">
        <Trans>Summary</Trans>
      </h2>
      <div className="flex items-center gap-3 border-b border-slate-100 pb-3">
        <ItemThumb cover={order.item.cover} />
        <AppLink
          href={`/itemDetail/${enc(order.item.itemNumber)}`}
          className="focus-ring rounded text-sm font-semibold text-slate-900 hover:underline md:text-base"
        >
          {order.item.title}
        </AppLink>
      </div>
      <dl className="divide-y divide-slate-100">
        <Row label={t`Amount`} strong>
          {formatCents(order.amountCents)}
        </Row>
        <Row label={t({ message: "Payment", context: "how it was paid" })}>{paymentText(order, i18n)}</Row>
        {order.refundedCents > 0 && (
          <Row label={t({ message: "Refunded", context: "amount" })}>{formatCents(order.refundedCents)}</Row>
        )}
        {order.refundRequestCents !== null && (
          <Row label={order.status === "refund_requested" ? t`Refund asked` : t`Last refund request`}>
            {formatCents(order.refundRequestCents)}
          </Row>
        )}
        {order.refundReason && <Row label={t`Refund reason`}>{order.refundReason}</Row>}
        {order.reportReason && <Row label={t`Report`}>{order.reportReason}</Row>}
        {seller && order.paymentMethod !== null && (
          <>
            <Row label={t`Platform fee`}>−{formatCents(order.feeCents)}</Row>
            <Row label={t`You receive`} strong>
              {formatCents(order.sellerNetCents)}
            </Row>
          </>
        )}
        <Row label={seller ? t`Buyer` : t`Seller`}>
          {seller ? order.buyer.name : <SellerFace seller={order.seller} />}
        </Row>
        <Row label={t`Ordered`}>{formatDateTime(order.createTime, locale)}</Row>
        {order.paidTime && (
          <Row label={t({ message: "Paid", context: "time" })}>{formatDateTime(order.paidTime, locale)}</Row>
        )}
        {order.completeTime && <Row label={t`Picked up`}>{formatDateTime(order.completeTime, locale)}</Row>}
        {order.cancelTime && (
          <Row label={t({ message: "Cancelled", context: "time" })}>
            {formatDateTime(order.cancelTime, locale)}
          </Row>
        )}
      </dl>
    </section>
  );
}

/** The buyer's pickup code: six digits to read out and the signed QR to scan. */
function PickupCode({ order }: { order: Order }) {
  const { t } = useLingui();
  const issued = order.status === "ready_for_pickup";
  const canIssue = order.actions.includes("generatePickupCode");
  const q = useQuery(pickupCodeQuery(order.orderNumber, issued));
  const qc = useQueryClient();
  if (!issued && !canIssue) return null;
  const show = async () => {
    await q.refetch();
    void qc.invalidateQueries({ queryKey: orderDetailQuery(order.orderNumber).queryKey });
  };
  const code = q.data?.pickupCode ?? order.pickupCode;
  return (
    <section aria-labelledby="pickup-code" className={`${card} flex flex-col items-center text-center`}>
      <h2 id="pickup-code" className="text-base font-semibold text-slate-900">
        <Trans>Pickup code</Trans>
      </h2>
      {code ? (
        <>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Show this to the seller when you collect the item.</Trans>
          </p>
          <p
            className="mt-3 font-mono text-4xl font-bold tracking-[0.3em] text-slate-900"
            data-testid="pickup-code"
          >
            {code}
          </p>
          {q.data?.qr ? (
            <img
              src={q.data.qr}
              alt={t`Pickup QR code`}
              width={200}
              height={200}
              className="mt-4 size-48 md:size-52"
            />
          ) : q.isFetching ? (
            <Skeleton className="mt-4 size-48" />
          ) : null}
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>
              When you are ready to collect the item, get your code. The seller confirms it at the handoff.
            </Trans>
          </p>
          <Button className="mt-4" size="lg" busy={q.isFetching} onClick={() => void show()}>
            <Trans>Show pickup code</Trans>
          </Button>
        </>
      )}
    </section>
  );
}

/** The seller as the buyer saw them on the item: a store's name and logo, linking to its page. */
function SellerFace({ seller }: { seller: Order["seller"] }) {
  return (
    <AppLink
      href={sellerPagePath(seller)}
      className="focus-ring inline-flex min-h-11 items-center gap-2 rounded font-semibold text-slate-900 hover:text-orange-700 hover:underline"
    >
      <Avatar pic={seller.pic} size="sm" />
      {seller.name}
    </AppLink>
  );
}

/** Where the handoff happens and how to reach the other side (the chat about this item). */
function PickupDetails({ order }: { order: Order }) {
  const { t } = useLingui();
  const buyer = order.role === "buyer";
  const other = buyer ? order.seller.name : order.buyer.name;
  return (
    <section aria-labelledby="pickup-details" className={card}>
      <h2 id="pickup-details" className="text-base font-semibold text-slate-900">
        <Trans>Pickup details</Trans>
      </h2>
      <dl className="mt-2 divide-y divide-slate-100">
        <Row label={t`Where`}>
          {/* Bought: the pickup point itself on the map, and how far it is from the user's place. */}
          <PickupPlace item={order.item} fallback={t`Agree it in the chat`} exact end />
        </Row>
        {order.item.pickupNote && <Row label={t`Seller’s note`}>{order.item.pickupNote}</Row>}
        <Row label={buyer ? t`Seller` : t`Buyer`}>{buyer ? <SellerFace seller={order.seller} /> : other}</Row>
      </dl>
      <AppLink
        href={`/chat?orderNumber=${enc(order.orderNumber)}`}
        className={`${buttonLook("secondary")} mt-3 w-full sm:w-auto`}
      >
        {buyer ? <Trans>Message seller</Trans> : <Trans>Message buyer</Trans>}
      </AppLink>
      <BlockButton
        userId={buyer ? order.seller.id : order.buyer.id}
        name={other}
        className="mt-3 w-full sm:ml-2 sm:w-auto"
      />
    </section>
  );
}

/** Refunds and reports sit last, under their own heading: they are for when something went wrong. */
function NeedHelp({ order }: { order: Order }) {
  const n = enc(order.orderNumber);
  const a = order.actions;
  const links = [
    a.includes("requestRefund") && (
      <AppLink key="refund" href={`/refundRequest/${n}`} className={buttonLook("secondary")}>
        <Trans>Request a refund</Trans>
      </AppLink>
    ),
    a.includes("report") && (
      <AppLink key="report" href={`/report/${n}`} className={buttonLook("secondary")}>
        <Trans>Report a problem</Trans>
      </AppLink>
    ),
  ].filter(Boolean);
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="need-help" className={card}>
      <h2 id="need-help" className="text-base font-semibold text-slate-900">
        <Trans>Need help?</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Something wrong with the item or the handoff? Start with a message; if that does not help:
        </Trans>
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">{links}</div>
    </section>
  );
}

/** The buyer's main action: pay while unpaid; otherwise the pickup code (its own card). */
function BuyerMainAction({ order }: { order: Order }) {
  const a = order.actions;
  if (a.includes("pay") || a.includes("payCash"))
    return (
      <AppLink
        href={`/payment/${enc(order.orderNumber)}`}
        className={`${buttonLook("primary")} h-12 text-base`}
      >
        <Trans>Pay now</Trans>
      </AppLink>
    );
  if (order.status === "ready_for_pickup" || a.includes("generatePickupCode"))
    return <PickupCode order={order} />;
  return null;
}

function SellerMainAction({ order, queued }: { order: Order; queued: boolean }) {
  const { t } = useLingui();
  const n = enc(order.orderNumber);
  const a = order.actions;
  const links = [
    a.includes("confirm") && !queued && (
      <AppLink
        key="confirm"
        href={`/order/confirm/${n}`}
        className={`${buttonLook("primary")} h-12 text-base`}
      >
        <Trans>Confirm pickup</Trans>
      </AppLink>
    ),
    (a.includes("agreeRefund") || a.includes("declineRefund")) && (
      <AppLink key="refund" href={`/agreeRefund/${n}`} className={`${buttonLook("primary")} h-12 text-base`}>
        <Trans>Respond to refund</Trans>
      </AppLink>
    ),
  ].filter(Boolean);
  if (links.length === 0) return null;
  return (
    <section aria-label={t`Actions`} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {links}
    </section>
  );
}

// Phones: one column in reading order. Wide: the summary moves to a right-hand column.
const layout = "grid items-start gap-4 lg:grid-cols-[1fr_24rem]";
const left = "lg:col-start-1";
const right = "lg:col-start-2 lg:row-span-6 lg:row-start-1";

/** Both parties' order page: status and the party's main action first, then pickup, feedback, the item and money, help. */
function OrderDetailLayout({ order, children }: { order: Order; children: ReactNode }) {
  return (
    <div className={layout}>
      <div className={`${left} flex flex-col gap-4`}>
        <StatusCard order={order} />
        {children}
      </div>
      <div className={left}>
        <PickupDetails order={order} />
      </div>
      <div className={`${left} empty:hidden`}>
        <OrderFeedbackSection order={order} />
      </div>
      <div className={right}>
        <ItemAndMoney order={order} />
      </div>
      <div className={`${left} empty:hidden`}>
        <NeedHelp order={order} />
      </div>
    </div>
  );
}

/** /orderDetail/{orderNumber}: the buyer's order. Status and the next step first, help last. */
export function BuyerOrderDetailScreen({ orderNumber }: { orderNumber: string }) {
  const { t } = useLingui();
  const q = useQuery(orderDetailQuery(orderNumber));
  useOrderUpdates();
  return (
    <Page heading={t`Order details`}>
      <QueryState query={q} skeleton={<DetailSkeleton />} what={t`Order`}>
        {(order) => (
          <OrderDetailLayout order={order}>
            <BuyerMainAction order={order} />
          </OrderDetailLayout>
        )}
      </QueryState>
    </Page>
  );
}

/** /sellerOrderDetail/{orderNumber}: the seller's order. */
export function SellerOrderDetailScreen({ orderNumber }: { orderNumber: string }) {
  const { t } = useLingui();
  const q = useQuery(orderDetailQuery(orderNumber));
  useOrderUpdates();
  const qc = useQueryClient();
  const queued = useQueuedConfirms().find((e) => e.orderNumber === orderNumber);
  useEffect(() => {
    void qc.prefetchQuery(pickupVerifyKeyQuery());
  }, [qc]);
  return (
    <Page heading={t`Order details`}>
      <QueryState query={q} skeleton={<DetailSkeleton />} what={t`Order`}>
        {(order) => (
          <OrderDetailLayout order={order}>
            {queued && order.status === "ready_for_pickup" && (
              <div
                className={`rounded-xl px-4 py-3 text-sm ring-1 ${queued.failed ? "bg-rose-50 text-rose-900 ring-rose-200" : "bg-sky-50 text-sky-900 ring-sky-200"}`}
              >
                {queued.failed ? (
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span>
                      <Trans>
                        The pickup confirmation you made offline was refused: {queued.failed.message}
                      </Trans>
                    </span>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => void confirmQueue.dismiss(orderNumber)}
                    >
                      <Trans>Dismiss</Trans>
                    </Button>
                  </div>
                ) : (
                  <Trans>You confirmed this pickup offline. It will be sent when you are back online.</Trans>
                )}
              </div>
            )}
            <SellerMainAction order={order} queued={Boolean(queued && !queued.failed)} />
          </OrderDetailLayout>
        )}
      </QueryState>
    </Page>
  );
}
