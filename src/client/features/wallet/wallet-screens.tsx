import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useId, useState } from "react";
import { formatCents } from "#shared/money";
import { showToast } from "../../api/toast-store.ts";
import { useLocale } from "../../i18n/locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button, buttonLook } from "../../ui/button.tsx";
import { EmptyState, Page, Skeleton } from "../../ui/page.tsx";
import { Pager } from "../../ui/pager.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { FieldFrame } from "../../ui/text-field.tsx";
import { TextLink } from "../../ui/text-link.tsx";
import { formatDateTime, TYPE_LABEL } from "./wallet-format.ts";
import {
  balanceQuery,
  bankAccountQuery,
  downloadTransactionsCsv,
  type Payout,
  payoutsQuery,
  TRANSACTION_TYPES,
  type TransactionType,
  transactionsQuery,
} from "./wallet-queries.ts";
import { BalanceCards, BalanceSkeleton, card, RowsSkeleton, TransactionRow, useWho } from "./wallet-ui.tsx";

const PAYOUT_STATUS: Record<Payout["status"], MessageDescriptor> = {
  pending: msg`On its way`,
  paid: msg({ message: "Paid", context: "payout" }),
  failed: msg`Failed`,
};

const tiles: { href: string; title: MessageDescriptor; body: MessageDescriptor }[] = [
  { href: "/balance", title: msg`Balance`, body: msg`What you can withdraw and what is pending` },
  {
    href: "/balance/transactions",
    title: msg`Transactions`,
    body: msg`Every sale, refund, fee and withdrawal`,
  },
  { href: "/revenue", title: msg`Revenue`, body: msg`Your sales over time` },
  { href: "/bank-account", title: msg`Bank account`, body: msg`Where withdrawals are sent` },
];

/** /manageMyWallet: the seller's wallet at a glance and the ways into it. */
export function ManageMyWalletScreen() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const who = useWho();
  const balance = useQuery(balanceQuery(who));
  const bank = useQuery(bankAccountQuery(who));
  const payouts = useQuery(payoutsQuery(who));
  return (
    <Page
      heading={t`My wallet`}
      actions={
        <AppLink href="/withdraw" className={buttonLook("primary")}>
          <Trans>Withdraw</Trans>
        </AppLink>
      }
    >
      <div className="flex flex-col gap-6">
        <QueryState query={balance} skeleton={<BalanceSkeleton />}>
          {(b) => <BalanceCards balance={b} />}
        </QueryState>
        <nav aria-label={t`Wallet`}>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {tiles.map((tile) => (
              <li key={tile.href}>
                <AppLink
                  href={tile.href}
                  className="focus-ring flex h-full flex-col gap-1 rounded-2xl bg-white p-4 ring-1 ring-slate-200 transition hover:ring-orange-300"
                >
                  <span className="text-base font-semibold text-slate-900">{i18n._(tile.title)}</span>
                  <span className="text-sm text-slate-600">{i18n._(tile.body)}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="bank-heading" className={card}>
            <h2 id="bank-heading" className="mb-2 text-base font-semibold text-slate-900">
              <Trans>Payout bank account</Trans>
            </h2>
            {bank.data === undefined ? (
              bank.isError ? (
                <p className="text-sm text-slate-600">
                  <Trans>Could not load the bank account.</Trans>
                </p>
              ) : (
                <Skeleton className="h-10" />
              )
            ) : bank.data ? (
              <BankLine
                holderName={bank.data.holderName}
                last4={bank.data.last4}
                routing={bank.data.routingMasked}
              />
            ) : (
              <p className="text-sm text-slate-600">
                <Trans>No bank account yet.</Trans>
              </p>
            )}
            <AppLink href="/bank-account" className={`${buttonLook("secondary")} mt-3`}>
              {bank.data ? <Trans>Change bank account</Trans> : <Trans>Add bank account</Trans>}
            </AppLink>
          </section>
          <section aria-labelledby="payouts-heading" className={card}>
            <h2 id="payouts-heading" className="mb-2 text-base font-semibold text-slate-900">
              <Trans>Recent withdrawals</Trans>
            </h2>
            {payouts.data === undefined ? (
              payouts.isError ? (
                <p className="text-sm text-slate-600">
                  <Trans>Could not load withdrawals.</Trans>
                </p>
              ) : (
                <Skeleton className="h-20" />
              )
            ) : payouts.data.list.length === 0 ? (
              <p className="text-sm text-slate-600">
                <Trans>No withdrawals yet.</Trans>
              </p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {payouts.data.list.map((p) => (
                  <li key={p.payoutId} className="flex items-center justify-between gap-3 py-2 text-sm">
                    <AppLink
                      href={`/withdrawResult?payoutId=${encodeURIComponent(p.payoutId)}`}
                      className="focus-ring rounded text-slate-700 hover:underline"
                    >
                      {formatDateTime(p.createTime, locale)}
                    </AppLink>
                    <span className="text-xs text-slate-500">{i18n._(PAYOUT_STATUS[p.status])}</span>
                    <span className="font-semibold tabular-nums text-slate-900">
                      {formatCents(p.amountCents)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </Page>
  );
}

function BankLine({ holderName, last4, routing }: { holderName: string; last4: string; routing: string }) {
  return (
    <p className="text-sm text-slate-700">
      <Trans>
        {holderName} · account ending in {last4} · routing {routing}
      </Trans>
    </p>
  );
}

/** /balance: the balances, the way to withdraw, and the latest movements. */
export function BalanceScreen() {
  const { t } = useLingui();
  const who = useWho();
  const balance = useQuery(balanceQuery(who));
  const recent = useQuery(transactionsQuery(who, undefined, 1, 5));
  return (
    <Page heading={t`Balance`}>
      <div className="flex flex-col gap-6">
        <QueryState query={balance} skeleton={<BalanceSkeleton />}>
          {(b) => <BalanceCards balance={b} />}
        </QueryState>
        <div className="flex flex-wrap gap-2">
          <AppLink href="/withdraw" className={buttonLook("primary")}>
            <Trans>Withdraw</Trans>
          </AppLink>
          <AppLink href="/revenue" className={buttonLook("secondary")}>
            <Trans>Revenue</Trans>
          </AppLink>
        </div>
        <section aria-labelledby="recent-heading" className="flex flex-col gap-3">
          <div className="flex items-center justify-between">
            <h2 id="recent-heading" className="text-lg font-semibold text-slate-900">
              <Trans>Recent transactions</Trans>
            </h2>
            <TextLink href="/balance/transactions" className="px-2 py-1 text-sm">
              <Trans>See all</Trans>
            </TextLink>
          </div>
          <QueryState query={recent} skeleton={<RowsSkeleton label={t`Loading transactions`} />}>
            {(page) =>
              page.list.length === 0 ? (
                <EmptyState
                  title={t`No transactions yet`}
                  body={t`Sales, refunds and withdrawals will show up here.`}
                />
              ) : (
                <ul className="divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200">
                  {page.list.map((tx) => (
                    <TransactionRow key={tx.id} t={tx} />
                  ))}
                </ul>
              )
            }
          </QueryState>
        </section>
      </div>
    </Page>
  );
}

const PAGE_SIZE = 20;

/** /balance/transactions: every movement, paged, filtered by type (search `type`, `page`). */
export function TransactionsScreen({ type, page }: { type?: TransactionType; page: number }) {
  const { t, i18n } = useLingui();
  const who = useWho();
  const navigate = useNavigate();
  const q = useQuery(transactionsQuery(who, type, page, PAGE_SIZE));
  const selectId = useId();
  const go = (next: { type?: TransactionType; page?: number }) => {
    const params = new URLSearchParams();
    if (next.type) params.set("type", next.type);
    if (next.page && next.page > 1) params.set("page", String(next.page));
    const s = params.toString();
    void navigate({ href: `/balance/transactions${s ? `?${s}` : ""}` });
  };
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / PAGE_SIZE)) : 1;
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      await downloadTransactionsCsv(type);
    } catch {
      showToast(t`Could not download the transactions. Try again.`, "error");
    } finally {
      setDownloading(false);
    }
  }
  return (
    <Page heading={t`Transactions`}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <FieldFrame id={selectId} label={<Trans>Type</Trans>}>
          <select
            id={selectId}
            value={type ?? ""}
            onChange={(e) => go({ type: (e.target.value || undefined) as TransactionType | undefined })}
            className="focus-ring h-10 min-w-56 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
          >
            <option value="">{t`All types`}</option>
            {TRANSACTION_TYPES.map((tt) => (
              <option key={tt} value={tt}>
                {i18n._(TYPE_LABEL[tt])}
              </option>
            ))}
          </select>
        </FieldFrame>
        <div className="flex items-center gap-3">
          {q.data && (
            <p className="text-sm text-slate-600" aria-live="polite">
              {t`${plural(q.data.total, { one: "# transaction", other: "# transactions" })}`}
            </p>
          )}
          <Button variant="secondary" busy={downloading} onClick={() => void download()}>
            <Trans>Download CSV</Trans>
          </Button>
        </div>
      </div>
      <QueryState query={q} skeleton={<RowsSkeleton rows={8} label={t`Loading transactions`} />}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState
              title={type ? t`No transactions of this type` : t`No transactions yet`}
              body={
                type
                  ? t`Choose another type to see more.`
                  : t`Sales, refunds and withdrawals will show up here.`
              }
              action={
                type ? (
                  <Button variant="secondary" onClick={() => go({})}>
                    <Trans>Show all types</Trans>
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <ul
                aria-label={t`Transactions`}
                aria-busy={q.isPlaceholderData || undefined}
                className="divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200"
              >
                {data.list.map((tx) => (
                  <TransactionRow key={tx.id} t={tx} />
                ))}
              </ul>
              <Pager
                page={page}
                hasNext={data.hasNextPage}
                onPage={(p) => go({ type, page: p })}
                label={t`Page ${page} of ${pages}`}
                previous={<Trans>Previous</Trans>}
                next={<Trans>Next</Trans>}
                navLabel={t`Pages`}
                variant="secondary"
                size="md"
                className="mt-4"
              />
            </>
          )
        }
      </QueryState>
    </Page>
  );
}
