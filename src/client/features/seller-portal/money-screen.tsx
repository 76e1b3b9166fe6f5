import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { dateFormats } from "#shared/date-formats";
import { formatCents } from "#shared/money";
import { useLocale } from "../../i18n/locale.ts";
import { Button } from "../../ui/button.tsx";
import { useDocumentTitle } from "../../ui/page.tsx";
import { PortalHeading, usePortalIdentity } from "./portal-layout.tsx";
import { portalBalanceQuery, portalPayoutsQuery, portalTransactionsQuery } from "./portal-queries.ts";

const TYPE: Record<string, MessageDescriptor> = {
  payment: msg`Sale (card)`,
  cash_sale: msg`Sale (cash)`,
  refund: msg`Refund`,
  release: msg`Released after pickup`,
  fee_settlement: msg`Fee settled`,
  payout: msg`Payout`,
  payout_reversal: msg`Payout returned`,
};

/** A payout's status as the ledger names it (shown as written in English). */
const PAYOUT_STATUS: Record<string, MessageDescriptor> = {
  pending: msg({ message: "pending", context: "payout status" }),
  paid: msg({ message: "paid", context: "payout status" }),
  failed: msg({ message: "failed", context: "payout status" }),
};

/** Balances, transactions and payouts from the ledger; withdrawing goes through the app's guard. */
export function MoneyScreen() {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  useDocumentTitle(t`Money · Seller Hub`);
  const { who } = usePortalIdentity();
  const [page, setPage] = useState(1);
  const balance = useQuery(portalBalanceQuery(who));
  const tx = useQuery(portalTransactionsQuery(who, page));
  const payouts = useQuery(portalPayoutsQuery(who));
  const b = balance.data;
  return (
    <section>
      <PortalHeading title={t`Money`}>
        {/* /withdraw checks the payout account first (rules/product.md §7–§8: the withdraw guard). */}
        <a
          href="/withdraw"
          className="focus-ring inline-flex h-9 items-center rounded-lg bg-orange-500 px-3 text-sm font-semibold text-white hover:bg-orange-600"
        >
          <Trans context="money">Withdraw</Trans>
        </a>
      </PortalHeading>
      <div className="grid gap-3 sm:grid-cols-2">
        <Stat label={t`Available`} value={b ? formatCents(b.availableCents) : "…"} />
        <Stat label={t`Pending (until pickup)`} value={b ? formatCents(b.pendingCents) : "…"} />
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 lg:col-span-2">
          <h2 className="border-b border-slate-200 px-3 py-2 font-semibold">
            <Trans>Transactions</Trans>
          </h2>
          <table className="w-full min-w-[480px] text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th className="px-3 py-2">
                  <Trans>Date</Trans>
                </th>
                <th className="px-2 py-2">
                  <Trans>Type</Trans>
                </th>
                <th className="px-2 py-2">
                  <Trans>Order</Trans>
                </th>
                <th className="px-3 py-2 text-right">
                  <Trans>Amount</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {(tx.data?.list ?? []).map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2">
                    {dateFormats.type2(locale, row.createTime, { style: "numeric" })}
                  </td>
                  <td className="px-2 py-2">{TYPE[row.type] ? i18n._(TYPE[row.type]!) : row.type}</td>
                  <td className="px-2 py-2 font-mono text-xs">{row.orderNumber ?? row.payoutId ?? "—"}</td>
                  <td
                    className={`px-3 py-2 text-right tabular-nums ${row.amountCents < 0 ? "text-rose-700" : ""}`}
                  >
                    {formatCents(row.amountCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {tx.isSuccess && tx.data.list.length === 0 && (
            <p className="p-4 text-center text-slate-500">
              <Trans>No transactions yet.</Trans>
            </p>
          )}
          <div className="flex justify-end gap-2 border-t border-slate-200 p-2">
            <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <Trans>Previous</Trans>
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!tx.data?.hasNextPage}
              onClick={() => setPage(page + 1)}
            >
              <Trans context="page">Next</Trans>
            </Button>
          </div>
        </div>
        <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <h2 className="border-b border-slate-200 px-3 py-2 font-semibold">
            <Trans>Payouts</Trans>
          </h2>
          <ul className="divide-y divide-slate-100 text-sm">
            {(payouts.data?.list ?? []).map((p) => (
              <li key={p.payoutId} className="flex items-center gap-2 px-3 py-2">
                <span>{dateFormats.type1(locale, p.createTime, { style: "numeric" })}</span>
                <span className="text-slate-500">
                  {PAYOUT_STATUS[p.status] ? i18n._(PAYOUT_STATUS[p.status]!) : p.status}
                </span>
                <span className="ml-auto tabular-nums">{formatCents(p.amountCents)}</span>
              </li>
            ))}
          </ul>
          {payouts.isSuccess && payouts.data.list.length === 0 && (
            <p className="p-4 text-center text-slate-500">
              <Trans>No payouts yet.</Trans>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

export function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </div>
  );
}
