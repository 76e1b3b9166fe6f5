import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { isE164, isEmail, normalizeAccount } from "#shared/contract/accounts";
import { call, settled } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { mutate } from "../../query-client.ts";
import { Button, buttonLook } from "../../ui/button.tsx";
import { Page } from "../../ui/page.tsx";
import { AccountField, linkCls } from "./account-field.tsx";
import { AuthForm, AuthLayout } from "./auth-layout.tsx";
import { CodeField, refusedCodeAndPassword, sendCode, useCodeProblem } from "./code-field.tsx";
import { NewPasswordFields, PasswordField, useNewPassword } from "./password-field.tsx";

/** /forget: ask for a reset code. */
export function ForgetScreen({ search }: { search: { account?: string } }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [account, setAccount] = useState(
    search.account?.includes("@") || search.account?.startsWith("+") ? search.account : "",
  );
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const a = normalizeAccount(account ?? "");
    if (!isEmail(a) && !isE164(a))
      return setError(t`Enter a valid email, or a phone number with its country code (+1…)`);
    setError(undefined);
    setBusy(true);
    const ok = await sendCode("reset", a);
    setBusy(false);
    if (ok) void navigate({ to: "/reset", search: { account: a }, replace: true });
  };
  return (
    <AuthLayout
      heading={t`Forgot your password?`}
      intro={t`Enter the email or phone number of your account and we'll send you a code to set a new password.`}
      foot={
        <Link to="/signIn" replace className={linkCls}>
          <Trans>Back to Sign In</Trans>
        </Link>
      }
    >
      <AuthForm onSubmit={onSubmit} busy={busy} submit={<Trans>Send code</Trans>}>
        <AccountField value={account} onChange={setAccount} error={error} first />
      </AuthForm>
    </AuthLayout>
  );
}

/** /reset: the code and a new password. */
export function ResetScreen({ search }: { search: { account?: string } }) {
  const { t } = useLingui();
  const codeProblem = useCodeProblem();
  const newPassword = useNewPassword({ confirmed: true });
  const { password } = newPassword;
  const navigate = useNavigate();
  const [account, setAccount] = useState(search.account ?? "");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const a = normalizeAccount(account);
  const accountOk = isEmail(a) || isE164(a);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      account: accountOk ? undefined : t`Enter a valid email, or a phone number with its country code (+1…)`,
      code: codeProblem(code),
      ...newPassword.problems(),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    const r = await settled(
      mutate(() => call("POST", "/hweb/login/v1/resetPassword", { body: { account: a, code, password } })),
    );
    setBusy(false);
    if (!r.ok) return setErrors(refusedCodeAndPassword(r));
    showToast(t`Your password was changed. Sign in with the new one.`, "success");
    void navigate({ to: "/signIn", search: { account: a }, replace: true });
  };

  return (
    <AuthLayout
      heading={t`Set a new password`}
      intro={
        search.account ? (
          <Trans>
            Enter the code we sent to{" "}
            <strong className="font-semibold text-slate-900">{search.account}</strong>.
          </Trans>
        ) : (
          t`Enter your email or phone, the code we sent you and a new password.`
        )
      }
      foot={
        <Link to="/signIn" replace className={linkCls}>
          <Trans>Back to Sign In</Trans>
        </Link>
      }
    >
      <AuthForm onSubmit={onSubmit} busy={busy} submit={<Trans>Reset password</Trans>}>
        {!search.account && <AccountField value={account} onChange={setAccount} error={errors.account} />}
        <CodeField
          scene="reset"
          account={a}
          value={code}
          onChange={setCode}
          error={errors.code}
          canSend={accountOk}
        />
        <NewPasswordFields state={newPassword} errors={errors} />
      </AuthForm>
    </AuthLayout>
  );
}

/** /changePassword: the current password and a new one; other sessions end. */
export function ChangePasswordScreen() {
  const { t } = useLingui();
  const newPassword = useNewPassword({ confirmed: true });
  const { password } = newPassword;
  const navigate = useNavigate();
  const [oldPassword, setOld] = useState("");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      oldPassword: oldPassword ? undefined : t`Enter your current password`,
      ...newPassword.problems(),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    const r = await settled(
      mutate(() => call("POST", "/user/changePassword", { body: { oldPassword, password } })),
    );
    setBusy(false);
    if (!r.ok) return setErrors({ oldPassword: r.fieldErrors.oldPassword, password: r.fieldErrors.password });
    showToast(t`Password changed. You were signed out on your other devices.`, "success");
    void navigate({ to: "/personalData" });
  };
  return (
    <Page heading={t`Change password`} width="narrow">
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
      >
        <PasswordField
          label={t`Current password`}
          value={oldPassword}
          onChange={setOld}
          error={errors.oldPassword}
        />
        <NewPasswordFields state={newPassword} errors={errors} />
        <div className="flex justify-end gap-3 pt-2">
          <Link to="/personalData" className={buttonLook("ghost")}>
            <Trans>Cancel</Trans>
          </Link>
          <Button type="submit" busy={busy}>
            <Trans>Save password</Trans>
          </Button>
        </div>
      </form>
    </Page>
  );
}
