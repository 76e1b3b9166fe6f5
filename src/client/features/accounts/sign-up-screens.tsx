import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link, useCanGoBack, useNavigate, useRouter } from "@tanstack/react-router";
import { type FormEvent, useMemo, useState } from "react";
import { isEmail } from "#shared/contract/accounts";
import { call, settled } from "../../api/index.ts";
import { LocalKey, writeKey } from "../../api/session-store.ts";
import { mutate } from "../../query-client.ts";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { EmptyState, Skeleton } from "../../ui/page.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { AgreementNote, linkCls } from "./account-field.tsx";
import { countryCodesQuery } from "./accounts-queries.ts";
import { AuthForm, AuthLayout } from "./auth-layout.tsx";
import { CodeField, refusedCodeAndPassword, sendCode, useCodeProblem } from "./code-field.tsx";
import { localCountryName } from "./country-name.ts";
import {
  getChosenCountry,
  safeRedirect,
  setChosenCountry,
  setPendingPassword,
  takePendingPassword,
  toE164,
} from "./flow.ts";
import { NewPasswordFields, useNewPassword } from "./password-field.tsx";
import type { AuthSearch } from "./sign-in-screens.tsx";
import { storeSession } from "./use-finish-sign-in.tsx";

export type SignUpSearch = { redirect?: string; by?: "email" | "phone" };

/** /signUp: email, or phone with a country code chosen on /countryCode, and a password. */
export function SignUpScreen({ search }: { search: SignUpSearch }) {
  const { i18n, t } = useLingui();
  const newPassword = useNewPassword();
  const { password } = newPassword;
  const navigate = useNavigate();
  const [by, setBy] = useState<"email" | "phone">(search.by ?? "email");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [errors, setErrors] = useState<{ account?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const country = getChosenCountry();
  const countryName = localCountryName(country, i18n.locale);
  const { dialCode } = country;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const account = by === "email" ? email.trim().toLowerCase() : toE164(country.dialCode, phone);
    const next = {
      account:
        by === "email"
          ? isEmail(account)
            ? undefined
            : t`Enter a valid email address`
          : /^\+[1-9]\d{6,14}$/.test(account)
            ? undefined
            : t`Enter a valid phone number`,
      ...newPassword.problems(),
    };
    setErrors(next);
    if (next.account || next.password) return;
    setBusy(true);
    const ok = await sendCode("register", account);
    setBusy(false);
    if (!ok) return;
    setPendingPassword(password);
    void navigate({
      to: by === "email" ? "/signUpEmailVerify" : "/verify",
      search: { account, redirect: search.redirect },
      replace: true,
    });
  };

  return (
    <AuthLayout
      heading={t`Create your account`}
      intro={t`Bid on local finds and sell yours in minutes.`}
      foot={
        <Trans>
          Already have an account?{" "}
          <Link to="/signIn" search={{ redirect: search.redirect }} replace className={linkCls}>
            Sign In
          </Link>
        </Trans>
      }
    >
      <AuthForm
        onSubmit={onSubmit}
        busy={busy}
        submit={<Trans>Continue</Trans>}
        after={
          <p className="text-center text-xs text-slate-500">
            <AgreementNote creating />
          </p>
        }
      >
        <fieldset
          aria-label={t`Sign up with`}
          className="m-0 grid min-w-0 grid-cols-2 gap-1 rounded-lg border-0 bg-slate-100 p-1"
        >
          {(["email", "phone"] as const).map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={by === k}
              onClick={() => {
                setBy(k);
                setErrors({});
                // In the URL so coming back from /countryCode keeps the phone tab.
                void navigate({ to: "/signUp", search: { ...search, by: k }, replace: true });
              }}
              className={cx(
                "focus-ring flex h-9 items-center justify-center rounded-md text-sm font-semibold",
                by === k ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
              )}
            >
              {k === "email" ? t`Email` : t`Phone`}
            </button>
          ))}
        </fieldset>
        {by === "email" ? (
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.account}
          />
        ) : (
          <div className="flex flex-col gap-1.5">
            <span id="phone-label" className="text-sm font-medium text-slate-800">
              <Trans>Phone number</Trans>
            </span>
            <div className="flex gap-2">
              <Link
                to="/countryCode"
                search={{ from: "signUp" }}
                aria-label={t`Country code: ${countryName} ${dialCode}`}
                className="focus-ring inline-flex h-11 shrink-0 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-base font-medium text-slate-900 hover:bg-slate-50"
              >
                {country.code} {country.dialCode}
                <span aria-hidden="true" className="text-slate-400">
                  ▾
                </span>
              </Link>
              <TextField
                label={
                  <span className="sr-only">
                    <Trans>Phone number</Trans>
                  </span>
                }
                aria-labelledby="phone-label"
                className="flex-1 [&>label]:sr-only"
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                error={errors.account}
              />
            </div>
          </div>
        )}
        <NewPasswordFields state={newPassword} errors={errors} />
      </AuthForm>
    </AuthLayout>
  );
}

export type VerifySearch = AuthSearch & { account?: string };

/** /signUpEmailVerify and /verify: the 6-digit code that finishes a sign-up. */
export function SignUpVerifyScreen({
  search,
  channel,
}: {
  search: VerifySearch;
  channel: "email" | "phone";
}) {
  const { t } = useLingui();
  const codeProblem = useCodeProblem();
  const newPassword = useNewPassword({ initial: takePendingPassword() ?? "" });
  const { password } = newPassword;
  const router = useRouter();
  const account = search.account ?? "";
  const [code, setCode] = useState("");
  const needPassword = useMemo(() => !takePendingPassword(), []);
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  if (!account) {
    return (
      <AuthLayout heading={t`Verify your account`}>
        <EmptyState
          title={t`Start from the sign-up page`}
          body={t`We need your email or phone number before we can send a code.`}
          action={
            <Link to="/signUp" replace className={linkCls}>
              <Trans>Go to Sign Up</Trans>
            </Link>
          }
        />
      </AuthLayout>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      code: codeProblem(code),
      ...newPassword.problems(),
    };
    setErrors(next);
    if (next.code || next.password) return;
    setBusy(true);
    const r = await settled(
      mutate(() => call("POST", "/hweb/login/v1/register", { body: { account, code, password } })),
    );
    setBusy(false);
    if (!r.ok) return setErrors(refusedCodeAndPassword(r));
    setPendingPassword(null);
    // A new account has no username yet: take the person straight to choosing one.
    const redirect = safeRedirect(search.redirect) ?? undefined;
    await storeSession(r.data);
    // The username step is this flow's pop-up: do not show it again after the next sign-in.
    writeKey(LocalKey.usernamePopUp, "1");
    void router.navigate({ to: "/setUsername", search: { redirect, welcome: true }, replace: true });
  };

  return (
    <AuthLayout
      heading={channel === "email" ? t`Check your email` : t`Check your phone`}
      intro={
        <Trans>
          Enter the 6-digit code we sent to{" "}
          <strong className="font-semibold text-slate-900">{account}</strong>.
        </Trans>
      }
      foot={
        <Link to="/signUp" replace className={linkCls}>
          {channel === "email" ? <Trans>Use a different email</Trans> : <Trans>Use a different number</Trans>}
        </Link>
      }
    >
      <AuthForm onSubmit={onSubmit} busy={busy} submit={<Trans>Create account</Trans>}>
        <CodeField scene="register" account={account} value={code} onChange={setCode} error={errors.code} />
        {needPassword && <NewPasswordFields state={newPassword} errors={errors} />}
      </AuthForm>
    </AuthLayout>
  );
}

/** /countryCode: choose the dial code for a phone number. */
export function CountryCodeScreen() {
  const { i18n, t } = useLingui();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const q = useQuery(countryCodesQuery());
  const [filter, setFilter] = useState("");
  const current = getChosenCountry();
  // Names in the page's language; a search matches the English name too.
  const named = useMemo(
    () => (q.data ?? []).map((c) => ({ ...c, shown: localCountryName(c, i18n.locale) })),
    [q.data, i18n.locale],
  );
  const list = named.filter((c) => {
    const f = filter.trim().toLowerCase();
    return (
      !f ||
      c.shown.toLowerCase().includes(f) ||
      c.name.toLowerCase().includes(f) ||
      c.dialCode.includes(f) ||
      c.code.toLowerCase() === f
    );
  });
  return (
    <AuthLayout heading={t`Country code`} intro={t`Choose the country of your phone number.`}>
      <TextField
        label={t`Search countries`}
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder={t`Country or code`}
      />
      <div className="mt-4 max-h-[60vh] overflow-y-auto rounded-lg ring-1 ring-slate-200">
        {q.isPending ? (
          <div className="flex flex-col gap-2 p-3">
            {["a", "b", "c", "d", "e", "f", "g", "h"].slice(0, 8).map((k) => (
              <Skeleton key={k} className="h-9" />
            ))}
          </div>
        ) : q.isError && !q.data ? (
          <div className="p-4">
            <EmptyState
              title={t`Could not load the countries`}
              action={
                <Button variant="secondary" onClick={() => void q.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              }
            />
          </div>
        ) : list.length === 0 ? (
          <p className="p-4 text-center text-sm text-slate-600">
            <Trans>No search results found.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Countries`} className="divide-y divide-slate-100">
            {list.map((c) => (
              <li key={c.code}>
                <button
                  type="button"
                  aria-current={c.code === current.code ? "true" : undefined}
                  onClick={() => {
                    setChosenCountry({ code: c.code, name: c.name, dialCode: c.dialCode });
                    if (canGoBack) router.history.back();
                    else void router.navigate({ to: "/signUp", search: { by: "phone" }, replace: true });
                  }}
                  className={cx(
                    "focus-ring flex w-full items-center justify-between px-4 py-3 text-left text-sm hover:bg-slate-50",
                    c.code === current.code && "bg-orange-50 font-semibold",
                  )}
                >
                  <span>{c.shown}</span>
                  <span className="tabular-nums text-slate-600">{c.dialCode}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </AuthLayout>
  );
}
