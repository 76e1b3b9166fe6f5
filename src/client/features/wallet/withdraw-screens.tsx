import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Code } from "#shared/codes";
import { centsToDollarString, formatCents, parseDollars } from "#shared/money";
import { newIdempotencyKey, submit } from "../../api/index.ts";
import { useLocale } from "../../i18n/locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { EmptyState, Page, Skeleton, Spinner } from "../../ui/page.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { showToast } from "../../ui/toast-store.ts";
import { formatDateTime } from "./wallet-format.ts";
import {
  type Balance,
  balanceQuery,
  bankAccountQuery,
  type Payout,
  payoutQuery,
  walletKeys,
} from "./wallet-queries.ts";
import { card, primaryLink, secondaryLink, useWho } from "./wallet-ui.tsx";
import { type GuardOutcome, runWithdrawGuard } from "./withdraw-guard.ts";

type GuardState = { kind: "checking" } | GuardOutcome;

/** /withdraw: guarded (rules/product.md §7–§8), then the amount to send to the bank. */
export function WithdrawScreen() {
  const navigate = useNavigate();
  const [state, setState] = useState<GuardState>({ kind: "checking" });
  const check = useCallback(async () => {
    setState({ kind: "checking" });
    const url = `${window.location.origin}/withdraw`;
    const r = await runWithdrawGuard(url);
    if (r.kind === "redirect") {
      // The payout provider's onboarding (a page of ours in the sandbox) comes back to returnUrl.
      window.location.assign(r.url);
    } else if (r.kind === "confirmUserData") {
      void navigate({ href: "/confirmUserData", replace: true });
    } else if (r.kind === "error") {
      if (!r.message.includes("Request unauthorized")) showToast(r.message, "error");
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
    <Page heading="Withdraw" width="narrow">
      {state.kind === "continue" ? (
        <WithdrawForm />
      ) : state.kind === "error" || state.kind === "offline" ? (
        <EmptyState
          title={state.kind === "offline" ? "You are offline" : "Withdrawals are not available right now"}
          body={state.kind === "offline" ? "Connect to the internet to withdraw." : state.message}
          action={
            <Button variant="secondary" onClick={() => void check()}>
              Try again
            </Button>
          }
        />
      ) : (
        <div
          role="status"
          className="flex flex-col items-center gap-3 rounded-2xl bg-white p-10 text-center ring-1 ring-slate-200"
        >
          <Spinner label="Checking your payout account" />
          <p className="text-sm text-slate-600">
            {state.kind === "redirect"
              ? "Taking you to set up payouts…"
              : state.kind === "confirmUserData"
                ? "Please confirm your details first…"
                : "Checking your payout account…"}
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
  const navigate = useNavigate();
  const qc = useQueryClient();
  const bank = useQuery(bankAccountQuery(who));
  const [amount, setAmount] = useState(
    balance.availableCents > 0 ? centsToDollarString(balance.availableCents) : "",
  );
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const ref = useRef<HTMLInputElement>(null);
  const nothing = balance.availableCents <= 0;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const cents = parseDollars(amount);
    const msg =
      cents === null || cents <= 0
        ? "Enter an amount in dollars, e.g. 25.00"
        : cents > balance.availableCents
          ? `You can withdraw at most ${formatCents(balance.availableCents)}`
          : undefined;
    setError(msg);
    if (msg || cents === null) {
      ref.current?.focus();
      return;
    }
    setBusy(true);
    const r = await submit<Payout>(
      "/wallet/withdraw",
      { amountCents: cents },
      { idempotencyKey: key.current, toast: false },
    );
    setBusy(false);
    if (!r.ok) {
      key.current = newIdempotencyKey();
      if (r.code === Code.PAYOUT_NEEDS_USER_DATA) return void navigate({ href: "/confirmUserData" });
      setError(r.fieldErrors.amountCents || r.message || "The withdrawal could not be made.");
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
        <p className="text-xs font-medium uppercase tracking-wide text-slate-300">Available to withdraw</p>
        <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="available-balance">
          {formatCents(balance.availableCents)}
        </p>
        {balance.pendingCents > 0 && (
          <p className="mt-1 text-xs text-slate-300">
            {formatCents(balance.pendingCents)} pending until pickup
          </p>
        )}
      </div>
      {nothing ? (
        <p className="text-sm text-slate-600">
          Nothing to withdraw yet. Money becomes available when a buyer picks up a paid order.
        </p>
      ) : (
        <>
          <TextField
            ref={ref}
            label="Amount ($)"
            inputMode="decimal"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setError(undefined);
            }}
            hint={`Up to ${formatCents(balance.availableCents)}`}
            error={error}
          />
          <p className="text-sm text-slate-600">
            {bank.data
              ? `To ${bank.data.holderName}, account ending in ${bank.data.last4}.`
              : "To the bank account of your payout account."}{" "}
            <AppLink
              href="/bank-account"
              className="focus-ring rounded font-semibold text-orange-700 underline"
            >
              {bank.data ? "Change" : "Add bank account"}
            </AppLink>
          </p>
          <Button type="submit" size="lg" busy={busy}>
            Withdraw
          </Button>
        </>
      )}
    </form>
  );
}

const STATUS_TEXT: Record<Payout["status"], { title: string; body: string; tone: string; mark: string }> = {
  pending: {
    title: "Withdrawal on its way",
    body: "Your money is on its way to your bank.",
    tone: "bg-sky-100 text-sky-700",
    mark: "→",
  },
  paid: {
    title: "Withdrawal complete",
    body: "The money has been paid to your bank.",
    tone: "bg-emerald-100 text-emerald-700",
    mark: "✓",
  },
  failed: {
    title: "Withdrawal failed",
    body: "The money is back in your available balance.",
    tone: "bg-rose-100 text-rose-700",
    mark: "!",
  },
};

/** /withdrawResult?payoutId=…: what happened to a withdrawal. */
export function WithdrawResultScreen({ payoutId }: { payoutId: string }) {
  const locale = useLocale();
  const q = useQuery(payoutQuery(payoutId));
  return (
    <Page heading="Withdrawal" width="narrow">
      {!payoutId ? (
        <EmptyState
          title="No withdrawal to show"
          action={
            <AppLink href="/manageMyWallet" className={secondaryLink}>
              Go to my wallet
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
                <h2 className="text-xl font-bold text-slate-900">{s.title}</h2>
                <p className="text-3xl font-bold tabular-nums text-slate-900">{formatCents(p.amountCents)}</p>
                <p className="text-sm text-slate-600">{p.failureMessage ?? s.body}</p>
                <dl className="mt-1 grid w-full gap-1 rounded-xl bg-slate-50 p-3 text-left text-sm">
                  <div className="flex justify-between gap-3">
                    <dt className="text-slate-600">Requested</dt>
                    <dd className="text-slate-900">{formatDateTime(p.createTime, locale)}</dd>
                  </div>
                  {p.arrivalTime && (
                    <div className="flex justify-between gap-3">
                      <dt className="text-slate-600">{p.status === "paid" ? "Arrived" : "Expected"}</dt>
                      <dd className="text-slate-900">{formatDateTime(p.arrivalTime, locale)}</dd>
                    </div>
                  )}
                  <div className="flex justify-between gap-3">
                    <dt className="text-slate-600">Reference</dt>
                    <dd className="font-mono text-xs text-slate-900">{p.payoutId}</dd>
                  </div>
                </dl>
                <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
                  <AppLink href="/balance" className={primaryLink}>
                    See balance
                  </AppLink>
                  <AppLink href="/manageMyWallet" className={secondaryLink}>
                    My wallet
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
