import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { isE164, isEmail, normalizeAccount } from "#shared/contract/accounts";
import { call, settled } from "../../api/index.ts";
import { mutate } from "../../query-client.ts";
import { TextField } from "../../ui/text-field.tsx";
import { AccountField, AgreementNote, linkCls } from "./account-field.tsx";
import { AuthForm, AuthLayout } from "./auth-layout.tsx";
import { CodeField, useCodeForm } from "./code-field.tsx";
import { PasswordField } from "./password-field.tsx";
import { useFinishSignIn } from "./use-finish-sign-in.tsx";

export type AuthSearch = { redirect?: string; account?: string };

const choiceCls =
  "focus-ring flex h-12 w-full items-center justify-center rounded-lg text-sm font-semibold transition-colors";

/** /login: the ways in. */
export function LoginScreen({ search }: { search: AuthSearch }) {
  const { t } = useLingui();
  const s = { redirect: search.redirect };
  return (
    <AuthLayout
      heading={t`Welcome`}
      intro={t`Sign in to bid, buy and sell, or create an account in a minute.`}
      foot={<AgreementNote />}
    >
      <nav aria-label={t`Ways to sign in`} className="flex flex-col gap-3">
        <Link
          to="/signIn"
          search={s}
          replace
          className={`${choiceCls} bg-orange-500 text-white hover:bg-orange-600`}
        >
          <Trans>Sign in with password</Trans>
        </Link>
        <Link
          to="/signInVerify"
          search={s}
          replace
          className={`${choiceCls} bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50`}
        >
          <Trans>Sign in with a code</Trans>
        </Link>
        <div className="my-2 flex items-center gap-3 text-xs uppercase tracking-wider text-slate-400">
          <span className="h-px flex-1 bg-slate-200" />
          <Trans>New here?</Trans>
          <span className="h-px flex-1 bg-slate-200" />
        </div>
        <Link
          to="/signUp"
          search={s}
          replace
          className={`${choiceCls} bg-slate-900 text-white hover:bg-slate-800`}
        >
          <Trans>Sign Up</Trans>
        </Link>
      </nav>
    </AuthLayout>
  );
}

/** /signIn: account (email, username or phone) and password. */
export function SignInScreen({ search }: { search: AuthSearch }) {
  const { t } = useLingui();
  const [account, setAccount] = useState(search.account ?? "");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ account?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const { finish, dialog } = useFinishSignIn(search.redirect);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      account: account.trim() ? undefined : t`Enter your email, username or phone number`,
      password: password ? undefined : t`Enter your password`,
    };
    setErrors(next);
    if (next.account || next.password) return;
    setBusy(true);
    const r = await settled(
      mutate(() => call("POST", "/hweb/login/v1/login", { body: { account: account.trim(), password } })),
    );
    if (r.ok) await finish(r.data);
    else setErrors({ account: r.fieldErrors.account, password: r.fieldErrors.password });
    setBusy(false);
  };

  const s = { redirect: search.redirect };
  return (
    <AuthLayout
      heading={t`Sign In`}
      intro={t`Welcome back. Use your email, username or phone number.`}
      foot={
        <Trans>
          New here?{" "}
          <Link to="/signUp" search={s} replace className={linkCls}>
            Sign Up
          </Link>
        </Trans>
      }
    >
      <AuthForm
        onSubmit={onSubmit}
        busy={busy}
        submit={<Trans>Sign In</Trans>}
        after={
          <Link
            to="/signInVerify"
            search={{ ...s, account: account.trim() || undefined }}
            replace
            className="focus-ring rounded py-1 text-center text-sm font-semibold text-slate-700 hover:text-slate-900"
          >
            <Trans>Use a one-time code instead</Trans>
          </Link>
        }
      >
        <TextField
          label={t`Account`}
          name="account"
          autoComplete="username"
          placeholder={t`Email, username or phone`}
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          error={errors.account}
          autoFocus
        />
        <PasswordField
          label={t`Password`}
          name="password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <div className="flex justify-end">
          <Link
            to="/forget"
            search={{ account: account.trim() || undefined }}
            className={`${linkCls} text-sm`}
          >
            <Trans>Forgot your password?</Trans>
          </Link>
        </div>
      </AuthForm>
      {dialog}
    </AuthLayout>
  );
}

/** /signInVerify: sign in with a code sent to the email or phone. */
export function SignInVerifyScreen({ search }: { search: AuthSearch }) {
  const { t } = useLingui();
  const [account, setAccount] = useState(search.account ?? "");
  const { finish, dialog } = useFinishSignIn(search.redirect);
  const normalized = normalizeAccount(account);
  const accountOk = isEmail(normalized) || isE164(normalized);
  const form = useCodeForm(
    accountOk ? undefined : t`Enter a valid email, or a phone number with its country code (+1…)`,
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = { account: normalized, code: form.code };
    void form.submit(() => call("POST", "/hweb/login/v1/loginByCode", { body }), finish);
  };

  return (
    <AuthLayout
      heading={t`Sign in with a code`}
      intro={t`We'll send a 6-digit code to your email or phone. It works once, for 10 minutes.`}
      foot={
        <Link to="/signIn" search={{ redirect: search.redirect }} replace className={linkCls}>
          <Trans>Sign in with password</Trans>
        </Link>
      }
    >
      <AuthForm onSubmit={onSubmit} busy={form.busy} submit={<Trans>Sign In</Trans>}>
        <AccountField value={account} onChange={setAccount} error={form.errors.account} first />
        <CodeField scene="login" account={normalized} {...form.codeField} />
      </AuthForm>
      {dialog}
    </AuthLayout>
  );
}
