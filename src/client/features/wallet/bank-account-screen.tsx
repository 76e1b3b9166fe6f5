import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { call, newIdempotencyKey, settled } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { i18n as appI18n } from "../../i18n/i18n.ts";
import { mutate } from "../../query-client.ts";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { Page, Skeleton } from "../../ui/page.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { type BankAccount, bankAccountQuery, walletKeys } from "./wallet-queries.ts";
import { card, useWho } from "./wallet-ui.tsx";

type Fields = { holderName: string; routingNumber: string; accountNumber: string };
type Errors = Partial<Record<keyof Fields, string>>;

/** ABA routing checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function routingValid(r: string): boolean {
  if (!/^\d{9}$/.test(r)) return false;
  const d = [...r].map(Number);
  return (3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)) % 10 === 0;
}

/** One message per bad field, in `i18n`'s language (the app's by default). */
export function checkBank(f: Fields, i18n: I18n = appI18n): Errors {
  const e: Errors = {};
  if (!f.holderName.trim()) e.holderName = i18n._(msg`Enter the name on the account`);
  const r = f.routingNumber.replace(/\s/g, "");
  if (!r) e.routingNumber = i18n._(msg`Enter the 9-digit routing number`);
  else if (!routingValid(r)) e.routingNumber = i18n._(msg`This routing number is not valid`);
  const a = f.accountNumber.replace(/[\s-]/g, "");
  if (!a) e.accountNumber = i18n._(msg`Enter the account number`);
  else if (!/^\d{4,17}$/.test(a)) e.accountNumber = i18n._(msg`An account number has 4 to 17 digits`);
  return e;
}

/** /bank-account: where withdrawals are paid (only the holder, last 4 and masked routing are kept). */
export function BankAccountScreen() {
  const { t } = useLingui();
  const who = useWho();
  const q = useQuery(bankAccountQuery(who));
  return (
    <Page heading={t`Bank account`} width="narrow">
      <QueryState query={q} skeleton={<Skeleton className="h-80 rounded-2xl" />}>
        {(bank) => <BankForm who={who} current={bank} />}
      </QueryState>
    </Page>
  );
}

function BankForm({ who, current }: { who: string; current: BankAccount | null }) {
  const { t, i18n } = useLingui();
  const qc = useQueryClient();
  const [editing, setEditing] = useState(current === null);
  const [f, setF] = useState<Fields>({
    holderName: current?.holderName ?? "",
    routingNumber: "",
    accountNumber: "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const set = (k: keyof Fields, v: string) => {
    setF((o) => ({ ...o, [k]: v }));
    if (errors[k]) setErrors((o) => ({ ...o, [k]: undefined }));
  };
  // A field's value, error and change; `drop` strips what the field does not take as it is typed.
  const bind = (k: keyof Fields, drop?: RegExp) => ({
    value: f[k],
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      set(k, drop ? e.target.value.replace(drop, "") : e.target.value),
    error: errors[k],
  });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = checkBank(f, i18n);
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setBusy(true);
    const r = await settled(
      mutate(() =>
        call("POST", "/wallet/bankAccount", {
          body: {
            holderName: f.holderName.trim(),
            routingNumber: f.routingNumber.replace(/\s/g, ""),
            accountNumber: f.accountNumber.replace(/[\s-]/g, ""),
          },
          idempotencyKey: key.current,
        }),
      ),
    );
    setBusy(false);
    key.current = newIdempotencyKey();
    if (!r.ok) {
      setErrors({
        holderName: r.fieldErrors.holderName,
        routingNumber: r.fieldErrors.routingNumber,
        accountNumber: r.fieldErrors.accountNumber,
      });
      return;
    }
    qc.setQueryData(walletKeys.bank(who), r.data);
    showToast(t`Bank account saved`, "success");
    setEditing(false);
    setF({ holderName: r.data.holderName, routingNumber: "", accountNumber: "" });
  };

  return (
    <div className="flex flex-col gap-4">
      {current && !editing && (
        <section aria-labelledby="current-bank" className={card}>
          <h2 id="current-bank" className="text-base font-semibold text-slate-900">
            <Trans>Withdrawals go to</Trans>
          </h2>
          <dl className="mt-3 grid gap-2 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">
                <Trans>Account holder</Trans>
              </dt>
              <dd className="font-semibold text-slate-900">{current.holderName}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">
                <Trans context="bank account">Account</Trans>
              </dt>
              <dd className="font-semibold text-slate-900">•••• {current.last4}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">
                <Trans>Routing</Trans>
              </dt>
              <dd className="font-semibold text-slate-900">{current.routingMasked}</dd>
            </div>
          </dl>
          <Button variant="secondary" className="mt-4" onClick={() => setEditing(true)}>
            <Trans>Change bank account</Trans>
          </Button>
        </section>
      )}
      {editing && (
        <form onSubmit={onSubmit} noValidate className={cx(card, "flex flex-col gap-4")}>
          <p className="text-sm text-slate-600">
            <Trans>
              We keep only the account holder, the last 4 digits and a masked routing number. The full details
              go to our payment provider.
            </Trans>
          </p>
          <TextField label={t`Account holder name`} autoComplete="name" {...bind("holderName")} />
          <TextField
            label={t`Routing number`}
            inputMode="numeric"
            maxLength={11}
            hint={t`9 digits, e.g. 110000000`}
            {...bind("routingNumber", /[^\d\s]/g)}
          />
          <TextField
            label={t`Account number`}
            inputMode="numeric"
            maxLength={20}
            {...bind("accountNumber", /[^\d\s-]/g)}
          />
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button type="submit" size="lg" busy={busy} className="sm:flex-1">
              <Trans>Save bank account</Trans>
            </Button>
            {current && (
              <Button variant="secondary" size="lg" className="sm:flex-1" onClick={() => setEditing(false)}>
                <Trans>Cancel</Trans>
              </Button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
