import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Order } from "#shared/contract/orders";
import { formatCents } from "#shared/money";
import type { OrderStatus } from "#shared/order-states";
import { useLocale } from "../../i18n/locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { badgeLook } from "../../ui/badge.tsx";
import { buttonLook } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { EmptyState } from "../../ui/page.tsx";
import { Thumb, ThumbRowSkeleton } from "../../ui/thumb.tsx";
import { formatDate, STATUS_LABEL, STATUS_TONE, type Tone } from "./order-status.ts";

const TONES: Record<Tone, string> = {
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
  blue: "bg-sky-50 text-sky-800 ring-sky-200",
  green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  slate: "bg-slate-100 text-slate-700 ring-slate-200",
  rose: "bg-rose-50 text-rose-800 ring-rose-200",
  violet: "bg-violet-50 text-violet-800 ring-violet-200",
};

/** The order's status as a pill; the text is the status (colour is never the only signal). */
export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { i18n } = useLingui();
  return (
    <span className={cx(badgeLook, "shrink-0 ring-1 ring-inset", TONES[STATUS_TONE[status]], className)}>
      {i18n._(STATUS_LABEL[status])}
    </span>
  );
}

/** The item's photo in an order's header or card. */
export function ItemThumb({ cover }: { cover: string | null }) {
  return (
    <Thumb cover={cover} px={96} className="size-16 text-[10px] md:size-20" empty={<Trans>No photo</Trans>} />
  );
}

/** The order a form is about: photo, title, number (after its status with `withStatus`), amount. */
export function OrderHeader({ order, withStatus }: { order: Order; withStatus?: boolean }) {
  const orderNumber = order.orderNumber;
  return (
    <div className="flex items-center gap-3">
      <ItemThumb cover={order.item.cover} />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-semibold text-slate-900">{order.item.title}</p>
        {withStatus ? (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <StatusBadge status={order.status} /> <Trans>Order No. {orderNumber}</Trans>
          </p>
        ) : (
          <p className="mt-0.5 text-xs text-slate-500">
            <Trans>Order No. {orderNumber}</Trans>
          </p>
        )}
      </div>
      <p className="text-lg font-bold text-slate-900">{formatCents(order.amountCents)}</p>
    </div>
  );
}

/**
 * In place of a form the order does not allow now: `title` says what cannot be done (e.g. "You
 * cannot request a refund now"), then the order's status and a link to it (`href`).
 */
export function NotAllowed({ order, title, href }: { order: Order; title: string; href: string }) {
  return (
    <EmptyState
      title={title}
      body={
        <span className="inline-flex flex-wrap items-center justify-center gap-2">
          <Trans>
            This order is <StatusBadge status={order.status} />
          </Trans>
        </span>
      }
      action={
        <AppLink href={href} className={buttonLook("secondary")}>
          <Trans>View order</Trans>
        </AppLink>
      }
    />
  );
}

/** One order in a list: item, amount, status, the other party; the whole card links to the detail. */
export function OrderCard({ order, href, extra }: { order: Order; href: string; extra?: ReactNode }) {
  const locale = useLocale();
  const { t } = useLingui();
  const sellerName = order.seller.name;
  const buyerName = order.buyer.name;
  const other = order.role === "buyer" ? t`Seller: ${sellerName}` : t`Buyer: ${buyerName}`;
  const date = formatDate(order.createTime, locale);
  const orderNumber = order.orderNumber;
  return (
    <article className="relative flex flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 transition hover:ring-slate-300 md:p-4">
      <div className="flex gap-3">
        <ItemThumb cover={order.item.cover} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="line-clamp-2 text-sm font-semibold text-slate-900 md:text-base">
            <AppLink
              href={href}
              className="focus-ring rounded after:absolute after:inset-0 after:content-['']"
            >
              {order.item.title}
            </AppLink>
          </h3>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-base font-bold text-slate-900">{formatCents(order.amountCents)}</p>
            <StatusBadge status={order.status} />
          </div>
          <p className="truncate text-xs text-slate-500">
            <Trans>
              {other} · {date} · No. {orderNumber}
            </Trans>
          </p>
        </div>
      </div>
      {/* Above the card-wide link so its buttons stay clickable. */}
      {extra && <div className="relative z-10 flex flex-wrap justify-end gap-2">{extra}</div>}
    </article>
  );
}

export function OrderCardSkeleton() {
  return (
    <ThumbRowSkeleton
      className="rounded-xl bg-white p-3 ring-1 ring-slate-200 md:p-4"
      thumb="size-16 md:size-20"
      lines={["h-4 w-2/3", "h-4 w-1/4", "h-3 w-1/2"]}
    />
  );
}

/** A label and its value on one line, in a form's summary of the order (`strong`: the amount). */
export function Fact({
  label,
  strong,
  children,
}: {
  label: ReactNode;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className={cx("text-slate-900", strong ? "text-base font-bold" : "font-semibold")}>{children}</dd>
    </div>
  );
}

/** A label/value row of a summary list. */
export function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={cx("text-right text-sm text-slate-900", strong && "text-base font-bold")}>{children}</dd>
    </div>
  );
}

export const card = "rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-6";
