import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { formatCents } from "#shared/money";
import { useLocale } from "../../i18n/locale.ts";
import { sessionAtom } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { cx } from "../../ui/cx.ts";
import { Loading, Skeleton } from "../../ui/page.tsx";
import { Stat, type StatTone } from "../../ui/stat.tsx";
import { formatDateTime, signedCents, TYPE_LABEL } from "./wallet-format.ts";
import type { Balance, WalletTransaction } from "./wallet-queries.ts";

/** The signed-in user and the identity they act as, so one wallet's persisted cache never shows for another. */
export function useWho(): string {
  // The identity too: Personal and each store have wallets of their own (the server answers by identity).
  const s = useAtomValue(sessionAtom);
  return `${s.userInfo?.id ?? "?"}:${s.identityToken ? s.identityToken.slice(-12) : "personal"}`;
}

export const card = "rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-6";

type BalanceKind = "available" | "pending" | "feeDue" | "held" | "owed";

// Each card's label, the line under it and its tone.
const BALANCE_CARDS: Record<BalanceKind, [MessageDescriptor, MessageDescriptor, StatTone]> = {
  available: [msg`Available`, msg`Ready to withdraw`, "dark"],
  pending: [msg`Pending`, msg`Paid orders not yet picked up`, "plain"],
  feeDue: [msg`Fees due`, msg`Fees of cash sales, taken from future earnings`, "plain"],
  held: [
    msg`Held`,
    msg`Held by an open card dispute: it cannot be withdrawn until the dispute is settled`,
    "amber",
  ],
  owed: [
    msg`You owe`,
    msg`A lost card dispute took more than your balance: your next earnings pay it first`,
    "rose",
  ],
};

/** Available, pending, cash-sale fees due, and (when any) what a card dispute holds and what is owed. */
export function BalanceCards({ balance }: { balance: Balance }) {
  const { i18n } = useLingui();
  // A lost dispute can take the balance below zero: that is a debt, said as one.
  const owed = Math.max(balance.owedCents ?? 0, -balance.availableCents, 0);
  const shown: (readonly [BalanceKind, number])[] = [
    // Below zero is money owed (shown on its own card), not a negative amount to withdraw.
    ["available", Math.max(0, balance.availableCents)],
    ["pending", balance.pendingCents],
    ["feeDue", balance.feeDueCents],
    ...(balance.heldCents > 0 ? [["held", balance.heldCents] as const] : []),
    ...(owed > 0 ? [["owed", owed] as const] : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {shown.map(([kind, cents]) => {
        const [label, note, tone] = BALANCE_CARDS[kind];
        return (
          <Stat
            key={kind}
            tone={tone}
            large
            // On phones the money to withdraw and the money owed take a whole row.
            className={kind === "available" || kind === "owed" ? "col-span-2 sm:col-span-1" : undefined}
            label={i18n._(label)}
            value={formatCents(cents)}
            note={i18n._(note)}
            testId={kind === "feeDue" ? undefined : `${kind}-balance`}
          />
        );
      })}
    </dl>
  );
}

export function BalanceSkeleton() {
  const { t } = useLingui();
  return (
    <Loading label={t`Loading the balance`} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Skeleton className="col-span-2 h-28 rounded-2xl sm:col-span-1" />
      <Skeleton className="h-28 rounded-2xl" />
      <Skeleton className="h-28 rounded-2xl" />
    </Loading>
  );
}

/** What changed hands, by type: a cash sale's money went from the buyer's hand to the seller's. */
const GROSS_LABEL: Partial<Record<WalletTransaction["type"], MessageDescriptor>> = {
  payment: msg`Paid by card`,
  cash_sale: msg`Handed over in cash`,
  refund: msg`Refunded to the buyer`,
};

/**
 * One ledger movement, as the books have it: what changed hands, the fee and the net; what it did to
 * each balance; and the balances right after it. Read top to bottom, the balances add up to today's.
 */
export function TransactionRow({ t }: { t: WalletTransaction }) {
  const locale = useLocale();
  const { i18n } = useLingui();
  const changes = [
    { key: "available", name: i18n._(msg`Available`), cents: t.availableChangeCents },
    { key: "pending", name: i18n._(msg`Pending`), cents: t.pendingChangeCents },
    { key: "feeDue", name: i18n._(msg`Fees due`), cents: t.feeDueChangeCents },
  ].filter((c) => c.cents !== 0);
  const orderNumber = t.orderNumber;
  const gross = GROSS_LABEL[t.type];
  const availableAfter = formatCents(t.availableAfterCents);
  const pendingAfter = formatCents(t.pendingAfterCents);
  const feeDueAfter = formatCents(t.feeDueAfterCents);
  const hasPending = t.pendingAfterCents !== 0;
  const hasFeeDue = t.feeDueAfterCents !== 0;
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-slate-900">
          {TYPE_LABEL[t.type] ? i18n._(TYPE_LABEL[t.type]) : t.type}
        </p>
        <p className="truncate text-xs text-slate-500">
          {formatDateTime(t.createTime, locale)}
          {t.orderNumber && (
            <>
              {" · "}
              <AppLink
                href={`/sellerOrderDetail/${encodeURIComponent(t.orderNumber)}`}
                className="focus-ring rounded underline decoration-slate-300 hover:decoration-slate-600"
              >
                <Trans>Order {orderNumber}</Trans>
              </AppLink>
            </>
          )}
          {t.payoutId && !t.orderNumber && ` · ${t.payoutId}`}
        </p>
        {t.grossCents !== null && t.feeCents !== null && t.netCents !== null && (
          <dl className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-700">
            <div className="flex gap-1">
              <dt>{gross ? i18n._(gross) : i18n._(msg`Amount`)}</dt>
              <dd className="font-semibold tabular-nums">{formatCents(Math.abs(t.grossCents))}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t.feeCents < 0 ? <Trans>Fee returned</Trans> : <Trans>Fee</Trans>}</dt>
              <dd className="font-semibold tabular-nums">{formatCents(Math.abs(t.feeCents))}</dd>
            </div>
            <div className="flex gap-1">
              <dt>
                <Trans>Net</Trans>
              </dt>
              <dd className="font-semibold tabular-nums">{signedCents(t.netCents)}</dd>
            </div>
          </dl>
        )}
      </div>
      <div className="flex shrink-0 flex-col gap-0.5 text-sm sm:items-end">
        {changes.length === 0 ? (
          <p className="text-xs text-slate-500">
            <Trans>No balance changed</Trans>
          </p>
        ) : (
          changes.map((c) => (
            <p key={c.key} className="flex gap-1.5 tabular-nums">
              <span className="text-slate-600">{c.name}</span>
              <span
                className={cx(
                  "font-bold",
                  // Fees due rising is money owed: red, like money leaving.
                  (c.key === "feeDue" ? -c.cents : c.cents) < 0 ? "text-rose-700" : "text-emerald-700",
                )}
              >
                {signedCents(c.cents)}
              </span>
            </p>
          ))
        )}
        <p className="text-xs text-slate-500 tabular-nums">
          {hasPending && hasFeeDue ? (
            <Trans>
              Balance after: available {availableAfter} · pending {pendingAfter} · fees due {feeDueAfter}
            </Trans>
          ) : hasPending ? (
            <Trans>
              Balance after: available {availableAfter} · pending {pendingAfter}
            </Trans>
          ) : hasFeeDue ? (
            <Trans>
              Balance after: available {availableAfter} · fees due {feeDueAfter}
            </Trans>
          ) : (
            <Trans>Balance after: available {availableAfter}</Trans>
          )}
        </p>
      </div>
    </li>
  );
}

export function RowsSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <Loading label={label} className="divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <div key={i} className="flex items-center justify-between px-4 py-3">
          <div className="flex flex-col gap-1.5">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-28" />
          </div>
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </Loading>
  );
}
