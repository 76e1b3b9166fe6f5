import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Code, isUnauthorizedMessage } from "#shared/codes";
import { centsToDollarString, formatCents, parseDollars } from "#shared/money";
import { call, newIdempotencyKey, settled } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { useLocale } from "../../i18n/locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button, buttonLook } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { EmptyState, Page, Skeleton, Spinner } from "../../ui/page.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { formatDateTime } from "./wallet-format.ts";
import {
  type Balance,
  balanceQuery,
  bankAccountQuery,
  type Payout,
  payoutQuery,
  walletKeys,
} from "./wallet-queries.ts";
import { card, useWho } from "./wallet-ui.tsx";
import { type GuardOutcome, runWithdrawGuard } from "./withdraw-guard.ts";

type GuardState = { kind: "checking" } | GuardOutcome;

/** /withdraw: guarded (rules/product.md §7–§8), then the amount to send to the bank. */
export function WithdrawScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [state, setState] = useState<GuardState>({ kind: "checking" });
  const check = useCallback(async () => {
    setState({ kind: "checking" });
    // A path: the server makes it absolute on the origin this page was opened at.
    const r = await runWithdrawGuard("/withdraw");
    if (r.kind === "redirect") {
      // The payout provider's onboarding (a page of ours in the sandbox) comes back to returnUrl.
      window.location.assign(r.url);
    } else if (r.kind === "confirmUserData") {
      void navigate({ href: "/confirmUserData", replace: true });
    } else if (r.kind === "error") {
      // A signed-out answer is the session's to handle (the server's words, in either language).
      if (!isUnauthorizedMessage(r.message)) showToast(r.message, "error");
    }
    setState(r);
  }, [navigate]);
  const ran = useRef(false);
  useEffect(() => {
    // Once per visit (React's development double effects would ask twice).
    if (ran.current) return;
    ran.current = true;
    void check();
  }, [check]);

  return (
    <Page heading={t`Withdraw`} width="narrow">
      {state.kind === "continue" ? (
        <WithdrawForm />
      ) : state.kind === "error" || state.kind === "offline" ? (
        <EmptyState
          title={state.kind === "offline" ? t`You are offline` : t`Withdrawals are not available right now`}
          body={state.kind === "offline" ? t`Connect to the internet to withdraw.` : state.message}
          action={
            <Button variant="secondary" onClick={() => void check()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : (
        <div
          role="status"
          className="flex flex-col items-center gap-3 rounded-2xl bg-white p-10 text-center ring-1 ring-slate-200"
        >
          <Spinner label={t`Checking your payout account`} />
          <p className="text-sm text-slate-600">
            {state.kind === "redirect"
              ? t`Taking you to set up payouts…`
              : state.kind === "confirmUserData"
                ? t`Please confirm your details first…`
                : t`Checking your payout account…`}
          </p>
        </div>
      )}
    </Page>
  );
}

function WithdrawForm() {
  const who = useWho();
  const balance = useQuery(balanceQuery(who));
  return (
    <QueryState query={balance} skeleton={<Skeleton className="h-72 rounded-2xl" />}>
      {(b) => <WithdrawAmount who={who} balance={b} />}
    </QueryState>
  );
}

function WithdrawAmount({ who, balance }: { who: string; balance: Balance }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const bank = useQuery(bankAccountQuery(who));
  // What an open card dispute holds stays in the balance but cannot be withdrawn.
  const spendable = Math.max(0, balance.availableCents - (balance.heldCents ?? 0));
  const [amount, setAmount] = useState(spendable > 0 ? centsToDollarString(spendable) : "");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const ref = useRef<HTMLInputElement>(null);
  const nothing = spendable <= 0;
  const available = formatCents(spendable);
  const held = formatCents(balance.heldCents ?? 0);
  const pending = formatCents(balance.pendingCents);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const cents = parseDollars(amount);
    const problem =
      cents === null || cents <= 0
        ? t`Enter an amount in dollars, e.g. 25.00`
        : cents > spendable
          ? t`You can withdraw at most ${available}`
          : undefined;
    setError(problem);
    if (problem || cents === null) {
      ref.current?.focus();
      return;
    }
    setBusy(true);
    const r = await settled(
      call("POST", "/wallet/withdraw", { body: { amountCents: cents }, idempotencyKey: key.current }),
    );
    setBusy(false);
    if (!r.ok) {
      key.current = newIdempotencyKey();
      if (r.code === Code.PAYOUT_NEEDS_USER_DATA) return void navigate({ href: "/confirmUserData" });
      setError(r.fieldErrors.amountCents || r.message || t`The withdrawal could not be made.`);
      if (r.code === Code.INSUFFICIENT_BALANCE)
        void qc.invalidateQueries({ queryKey: walletKeys.balance(who) });
      ref.current?.focus();
      return;
    }
    void qc.invalidateQueries({ queryKey: walletKeys.all });
    qc.setQueryData(walletKeys.payout(r.data.payoutId), r.data);
    void navigate({ href: `/withdrawResult?payoutId=${encodeURIComponent(r.data.payoutId)}` });
  };
  return (
    <form onSubmit={onSubmit} noValidate className={cx(card, "flex flex-col gap-4")}>
      <div className="rounded-xl bg-slate-900 p-4 text-white">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-300">
          <Trans>Available to withdraw</Trans>
        </p>
        <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="available-balance">
          {formatCents(spendable)}
        </p>
        {(balance.heldCents ?? 0) > 0 && (
          <p className="mt-1 text-xs text-amber-200">
            <Trans>{held} held by an open card dispute</Trans>
          </p>
        )}
        {balance.pendingCents > 0 && (
          <p className="mt-1 text-xs text-slate-300">
            <Trans>{pending} pending until pickup</Trans>
          </p>
        )}
      </div>
      {nothing ? (
        <p className="text-sm text-slate-600">
          <Trans>Nothing to withdraw yet. Money becomes available when a buyer picks up a paid order.</Trans>
        </p>
      ) : (
        <>
          <TextField
            ref={ref}
            label={t`Amount ($)`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setError(undefined);
            }}
            hint={t`Up to ${available}`}
            error={error}
          />
          <p className="text-sm text-slate-600">
            {bank.data
              ? t`To ${bank.data.holderName}, account ending in ${bank.data.last4}.`
              : t`To the bank account of your payout account.`}{" "}
            <AppLink
              href="/bank-account"
              className="focus-ring rounded font-semibold text-orange-700 underline"
            >
              {bank.data ? <Trans>Change</Trans> : <Trans>Add bank account</Trans>}
            </AppLink>
          </p>
          <Button type="submit" size="lg" busy={busy}>
            <Trans>Withdraw</Trans>
          </Button>
        </>
      )}
    </form>
  );
}

const STATUS_TEXT: Record<
  Payout["status"],
  { title: MessageDescriptor; body: MessageDescriptor; tone: string; mark: string }
> = {
  pending: {
    title: msg`Withdrawal on its way`,
    body: msg`Your money is on its way to your bank.`,
    tone: "bg-sky-100 text-sky-700",
    mark: "→",
  },
  paid: {
    title: msg`Withdrawal complete`,
    body: msg`The money has been paid to your bank.`,
    tone: "bg-emerald-100 text-emerald-700",
    mark: "✓",
  },
  failed: {
    title: msg`Withdrawal failed`,
    body: msg`The money is back in your available balance.`,
    tone: "bg-rose-100 text-rose-700",
    mark: "!",
  },
};

/** /withdrawResult?payoutId=…: what happened to a withdrawal. */
export function WithdrawResultScreen({ payoutId }: { payoutId: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const q = useQuery(payoutQuery(payoutId));
  return (
    <Page heading={t`Withdrawal`} width="narrow">
      {!payoutId ? (
        <EmptyState
          title={t`No withdrawal to show`}
          action={
            <AppLink href="/manageMyWallet" className={buttonLook("secondary")}>
              <Trans>Go to my wallet</Trans>
            </AppLink>
          }
        />
      ) : (
        <QueryState query={q} skeleton={<Skeleton className="h-64 rounded-2xl" />}>
          {(p) => {
            const s = STATUS_TEXT[p.status];
            return (
              <section
                className={cx(card, "flex flex-col items-center gap-3 text-center")}
                aria-live="polite"
              >
                <div
                  aria-hidden="true"
                  className={cx(
                    "flex size-14 items-center justify-center rounded-full text-2xl font-bold",
                    s.tone,
                  )}
                >
                  {s.mark}
                </div>
                <h2 className="text-xl font-bold text-slate-900">{i18n._(s.title)}</h2>
                <p className="text-3xl font-bold tabular-nums text-slate-900">{formatCents(p.amountCents)}</p>
                <p className="text-sm text-slate-600">{p.failureMessage ?? i18n._(s.body)}</p>
                <dl className="mt-1 grid w-full gap-1 rounded-xl bg-slate-50 p-3 text-left text-sm">
                  <div className="flex justify-between gap-3">
                    <dt className="text-slate-600">
                      <Trans>Requested</Trans>
                    </dt>
                    <dd className="text-slate-900">{formatDateTime(p.createTime, locale)}</dd>
                  </div>
                  {p.arrivalTime && (
                    <div className="flex justify-between gap-3">
                      <dt className="text-slate-600">
                        {p.status === "paid" ? <Trans>Arrived</Trans> : <Trans>Expected</Trans>}
                      </dt>
                      <dd className="text-slate-900">{formatDateTime(p.arrivalTime, locale)}</dd>
                    </div>
                  )}
                  <div className="flex justify-between gap-3">
                    <dt className="text-slate-600">
                      <Trans>Reference</Trans>
                    </dt>
                    <dd className="font-mono text-xs text-slate-900">{p.payoutId}</dd>
                  </div>
                </dl>
                <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
                  <AppLink href="/balance" className={buttonLook("primary")}>
                    <Trans>See balance</Trans>
                  </AppLink>
                  <AppLink href="/manageMyWallet" className={buttonLook("secondary")}>
                    <Trans>My wallet</Trans>
                  </AppLink>
                </div>
              </section>
            );
          }}
        </QueryState>
      )}
    </Page>
  );
}
