import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { Order } from "#shared/contract/orders";
import { dateFormats } from "#shared/date-formats";
import { formatCents } from "#shared/money";
import type { OrderListType } from "#shared/order-states";
import { useLocale } from "../../i18n/locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { useDocumentTitle } from "../../ui/page.tsx";
import { STATUS_LABEL } from "../orders/order-status.ts";
import { PortalHeading, usePortalIdentity } from "./portal-layout.tsx";
import { PORTAL_PAGE_SIZE, portalOrdersQuery } from "./portal-queries.ts";
import { PortalOrdersSearchSchema, portalHref, usePortalSearch } from "./route-search.ts";

const TABS: [OrderListType, MessageDescriptor][] = [
  ["all", msg`All`],
  ["unpaid", msg`Awaiting payment`],
  ["pickup", msg`Ready for pickup`],
  ["refund", msg`Refunds`],
  ["completed", msg`Completed`],
];

/** The seller's next move on an order, from the moves the server lists for it. */
function nextAction(o: Order): { label: MessageDescriptor; href: string } | { text: MessageDescriptor } {
  if (o.actions.includes("confirm"))
    return { label: msg`Confirm pickup`, href: `/order/confirm/${o.orderNumber}` };
  if (o.actions.includes("agreeRefund"))
    return { label: msg`Review refund`, href: `/agreeRefund/${o.orderNumber}` };
  if (o.status === "awaiting_payment") return { text: msg`Waiting for the buyer to pay` };
  if (o.status === "paid" || o.status === "cash_pending")
    return { text: msg`Waiting for the buyer's pickup code` };
  return { text: msg`Nothing to do` };
}

/** /seller/orders */
export function OrdersRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Orders · Seller Hub`);
  const s = usePortalSearch(PortalOrdersSearchSchema);
  return <OrdersScreen type={s.type ?? "all"} page={s.page ?? 1} />;
}

/** Orders as a queue by state, each with the seller's next action. */
export function OrdersScreen({ type, page }: { type: OrderListType; page: number }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const { who } = usePortalIdentity();
  const q = useQuery(portalOrdersQuery(who, type, page));
  const navigate = useNavigate();
  const rows = q.data?.list ?? [];
  const total = q.data?.total ?? 0;
  return (
    <section>
      <PortalHeading title={t`Orders`} />
      <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <nav aria-label={t`Order state`} className="overflow-x-auto border-b border-slate-200">
          <ul className="flex px-2">
            {TABS.map(([v, l]) => (
              <li key={v}>
                <AppLink
                  href={portalHref("orders", { type: v })}
                  className={cx(
                    "focus-ring block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium",
                    v === type ? "border-orange-500 text-orange-700" : "border-transparent text-slate-600",
                  )}
                >
                  {i18n._(l)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[720px] text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th className="px-3 py-2">
                  <Trans>Order</Trans>
                </th>
                <th className="px-2 py-2">
                  <Trans>Item</Trans>
                </th>
                <th className="px-2 py-2">
                  <Trans>Buyer</Trans>
                </th>
                <th className="px-2 py-2 text-right">
                  <Trans>Amount</Trans>
                </th>
                <th className="px-2 py-2">
                  <Trans>State</Trans>
                </th>
                <th className="px-2 py-2">
                  <Trans>Next action</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((o) => {
                const next = nextAction(o);
                return (
                  <tr key={o.orderNumber}>
                    <td className="px-3 py-2">
                      <a
                        className="focus-ring font-mono text-xs hover:underline"
                        href={`/sellerOrderDetail/${o.orderNumber}`}
                      >
                        {o.orderNumber}
                      </a>
                      <div className="text-xs text-slate-500">
                        {dateFormats.type1(locale, o.createTime, { style: "numeric" })}
                      </div>
                    </td>
                    <td className="max-w-64 truncate px-2 py-2">{o.item.title}</td>
                    <td className="px-2 py-2 text-slate-600">{o.buyer.name}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{formatCents(o.amountCents)}</td>
                    <td className="px-2 py-2">{i18n._(STATUS_LABEL[o.status])}</td>
                    <td className="px-2 py-2">
                      {"href" in next ? (
                        <a
                          href={next.href}
                          className="focus-ring inline-flex h-8 items-center rounded-lg bg-orange-500 px-3 text-xs font-semibold text-white hover:bg-orange-600"
                        >
                          {i18n._(next.label)}
                        </a>
                      ) : (
                        <span className="text-slate-500">{i18n._(next.text)}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {q.isPending && (
            <p className="p-6 text-center text-slate-500">
              <Trans>Loading orders…</Trans>
            </p>
          )}
          {q.isSuccess && rows.length === 0 && (
            <p className="p-6 text-center text-slate-500">
              <Trans>No orders here.</Trans>
            </p>
          )}
        </div>
        <div className="flex items-center gap-2 border-t border-slate-200 p-3 text-sm text-slate-600">
          <span>{q.data ? t`${total} orders` : ""}</span>
          <Button
            size="sm"
            variant="secondary"
            className="ml-auto"
            disabled={page <= 1}
            onClick={() => void navigate({ href: portalHref("orders", { type, page: page - 1 }) })}
          >
            <Trans>Previous</Trans>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={!q.data?.hasNextPage}
            onClick={() => void navigate({ href: portalHref("orders", { type, page: page + 1 }) })}
          >
            <Trans context="page">Next</Trans>
          </Button>
        </div>
      </div>
      <p className="mt-2 text-xs text-slate-500">
        <Trans>{PORTAL_PAGE_SIZE} orders a page, newest first.</Trans>
      </p>
    </section>
  );
}
