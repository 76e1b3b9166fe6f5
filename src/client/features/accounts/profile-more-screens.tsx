import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useCanGoBack, useNavigate, useRouter } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useDeferredValue, useState } from "react";
import { isE164, isEmail, normalizeAccount, USERNAME_RE, type UserInfo } from "#shared/contract/accounts";
import { call, settled } from "../../api/index.ts";
import { saveUserInfo } from "../../api/session-store.ts";
import { showToast } from "../../api/toast-store.ts";
import { mutate } from "../../query-client.ts";
import { Button } from "../../ui/button.tsx";
import { EmptyState, Page, Skeleton, Spinner } from "../../ui/page.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { linkCls } from "./account-field.tsx";
import { accountKeys, citySearchQuery, meQuery, taxIdQuery } from "./accounts-queries.ts";
import { AuthForm, AuthLayout, FormMessage } from "./auth-layout.tsx";
import { CodeField, useCodeForm } from "./code-field.tsx";
import { safeRedirect } from "./flow.ts";
import { updateProfile } from "./profile-screens.tsx";

const card = "flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6";

/** A card form's submit button, at its end. */
function SubmitEnd({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" busy={busy}>
        {children}
      </Button>
    </div>
  );
}

/** /setUsername: once set it cannot change (rules/product.md §5). */
export function SetUsernameScreen({ search }: { search: { redirect?: string; welcome?: boolean } }) {
  const { t } = useLingui();
  const q = useQuery(meQuery());
  const qc = useQueryClient();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const [userName, setUserName] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const leave = () => {
    const to = safeRedirect(search.redirect);
    if (to) void router.navigate({ href: to, replace: true });
    else if (canGoBack && !search.welcome) router.history.back();
    else if (canGoBack) router.history.back();
    else void router.navigate({ to: "/", replace: true });
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const v = userName.trim();
    if (!USERNAME_RE.test(v))
      return setError(t`Username must be 4 to 20 characters, no spaces or special characters`);
    setError(undefined);
    setBusy(true);
    const r = await settled(mutate(() => call("POST", "/user/setUsername", { body: { userName: v } })));
    setBusy(false);
    if (!r.ok) return setError(r.fieldErrors.userName ?? r.message);
    const me = qc.getQueryData<UserInfo>(accountKeys.me());
    if (me) qc.setQueryData(accountKeys.me(), { ...me, userName: v });
    saveUserInfo({ ...(me ?? q.data ?? {}), userName: v });
    void qc.invalidateQueries({ queryKey: accountKeys.me() });
    showToast(t`Your username is ${v}`, "success");
    leave();
  };
  return (
    <AuthLayout
      heading={search.welcome ? t`Welcome! Choose a username` : t`Choose a username`}
      intro={t`Buyers and sellers will know you by it.`}
      foot={
        <button type="button" onClick={leave} className={linkCls}>
          <Trans>Skip for now</Trans>
        </button>
      }
    >
      {q.data?.userName ? (
        <div className="flex flex-col gap-4">
          <FormMessage tone="info">
            <Trans>
              Your username is <strong>{q.data.userName}</strong>. A username cannot be changed.
            </Trans>
          </FormMessage>
          <Button onClick={leave}>
            <Trans>Continue</Trans>
          </Button>
        </div>
      ) : (
        <AuthForm onSubmit={onSubmit} busy={busy} submit={<Trans>Save username</Trans>}>
          <TextField
            label={t`Username`}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
            value={userName}
            onChange={(e) => setUserName(e.target.value)}
            hint={t`4 to 20 characters, no spaces or special characters.`}
            error={error}
            autoFocus
          />
          <FormMessage tone="info">
            <Trans>Choose carefully: a username cannot be changed later.</Trans>
          </FormMessage>
        </AuthForm>
      )}
    </AuthLayout>
  );
}

/** /infoVerify?type=mobile|email&isReset=: verify the current email/phone, or set a new one, with a code. */
export function InfoVerifyScreen({ search }: { search: { type: "mobile" | "email"; isReset: boolean } }) {
  const { t } = useLingui();
  const q = useQuery(meQuery());
  const email = search.type === "email";
  const heading = search.isReset
    ? email
      ? t`Change your email`
      : t`Change your phone number`
    : email
      ? t`Verify your email`
      : t`Verify your phone number`;
  return (
    <AuthLayout
      heading={heading}
      intro={
        email
          ? t`We'll send a 6-digit code to the email to make sure it is yours.`
          : t`We'll send a 6-digit code to the phone number to make sure it is yours.`
      }
      foot={
        <Link to="/personalData" className={linkCls}>
          <Trans>Back to Profile</Trans>
        </Link>
      }
    >
      <QueryState query={q} skeleton={<Skeleton className="h-40" />}>
        {(me) => <InfoVerifyForm me={me} type={search.type} isReset={search.isReset} />}
      </QueryState>
    </AuthLayout>
  );
}

function InfoVerifyForm({ me, type, isReset }: { me: UserInfo; type: "mobile" | "email"; isReset: boolean }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const current = type === "email" ? me.email : me.mobile;
  const fixed = !isReset && current ? current : null;
  const [account, setAccount] = useState(fixed ?? "");
  const a = normalizeAccount(account);
  const valid = type === "email" ? isEmail(a) : isE164(a);
  const form = useCodeForm(
    valid
      ? undefined
      : type === "email"
        ? t`Enter a valid email address`
        : t`Enter the number with its country code, e.g. +15551234567`,
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = { account: a, code: form.code };
    void form.submit(
      () => call("POST", "/user/bindAccount", { body }),
      (user) => {
        qc.setQueryData(accountKeys.me(), user);
        saveUserInfo(user);
        showToast(type === "email" ? t`Email verified` : t`Phone number verified`, "success");
        void navigate({ to: "/personalData", replace: true });
      },
    );
  };
  return (
    <AuthForm onSubmit={onSubmit} busy={form.busy} submit={<Trans>Verify</Trans>}>
      {fixed ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
          {type === "email" ? (
            <Trans>
              Email: <strong className="font-semibold text-slate-900">{fixed}</strong>
            </Trans>
          ) : (
            <Trans>
              Phone: <strong className="font-semibold text-slate-900">{fixed}</strong>
            </Trans>
          )}
        </p>
      ) : (
        <TextField
          label={type === "email" ? t`New email` : t`New phone number`}
          type={type === "email" ? "email" : "tel"}
          autoComplete={type === "email" ? "email" : "tel"}
          placeholder={type === "email" ? "you@example.com" : "+15551234567"}
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          error={form.errors.account}
        />
      )}
      <CodeField scene="bind" account={a} {...form.codeField} />
    </AuthForm>
  );
}

/** /modifyCity: pick the profile's city from GET /geo/citySearch. */
export function ModifyCityScreen() {
  const { t } = useLingui();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const q = useDeferredValue(text.trim());
  const results = useQuery(citySearchQuery(q));
  const [saving, setSaving] = useState<string | null>(null);
  const me = useQuery(meQuery());
  const choose = async (c: { name: string; adminName1: string; lat: number; lng: number }, key: string) => {
    setSaving(key);
    const ok = await updateProfile(qc, { city: c.name, lat: c.lat, lng: c.lng });
    setSaving(null);
    if (ok) {
      const city = c.name;
      showToast(t`City set to ${city}`, "success");
      void navigate({ to: "/personalData" });
    }
  };
  return (
    <Page heading={t`Your city`} width="narrow">
      <div className={card}>
        {me.data?.city && (
          <p className="text-sm text-slate-600">
            <Trans>
              Now: <strong className="text-slate-900">{me.data.city}</strong>
            </Trans>
          </p>
        )}
        <TextField
          label={t`Search city`}
          type="search"
          role="searchbox"
          placeholder={t`Type a city name`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoFocus
        />
        {!q ? (
          <p className="text-sm text-slate-500">
            <Trans>Type at least one letter to search. Items near your city show first.</Trans>
          </p>
        ) : results.isPending ? (
          <div className="flex flex-col gap-2">
            {["a", "b", "c", "d", "e", "f", "g", "h"].slice(0, 5).map((k) => (
              <Skeleton key={k} className="h-12" />
            ))}
          </div>
        ) : results.isError && !results.data ? (
          <EmptyState
            title={t`Could not search cities`}
            action={
              <Button variant="secondary" onClick={() => void results.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            }
          />
        ) : results.data && results.data.geonames.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">
            <Trans>No search results found.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Cities`} className="-mx-2 max-h-[65vh] divide-y divide-slate-100 overflow-y-auto">
            {results.data?.geonames.map((c, i) => {
              const key = `${c.name}-${c.lat}-${c.lng}-${i}`;
              return (
                <li key={key}>
                  <button
                    type="button"
                    onClick={() => void choose(c, key)}
                    disabled={saving !== null}
                    className="focus-ring flex w-full items-center justify-between gap-3 rounded-lg px-2 py-3 text-left hover:bg-slate-50"
                  >
                    <span>
                      <span className="block text-sm font-semibold text-slate-900">{c.name}</span>
                      <span className="block text-xs text-slate-500">
                        {[c.adminName1, c.countryCode].filter(Boolean).join(", ")}
                      </span>
                    </span>
                    {saving === key && <Spinner label={t`Saving`} />}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Page>
  );
}

/** /taxId: the tax ID on file (last 4 digits) and a form to set it. */
export function TaxIdScreen() {
  const { t } = useLingui();
  const q = useQuery(taxIdQuery());
  const qc = useQueryClient();
  const [taxId, setTaxId] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^(\d{3}-?\d{2}-?\d{4}|\d{2}-?\d{7})$/.test(taxId.trim()))
      return setError(t`Enter a 9-digit tax ID (SSN, ITIN or EIN)`);
    setError(undefined);
    setBusy(true);
    const r = await settled(mutate(() => call("POST", "/user/taxId", { body: { taxId: taxId.trim() } })));
    setBusy(false);
    if (!r.ok) return setError(r.fieldErrors.taxId ?? r.message);
    qc.setQueryData(accountKeys.taxId(), r.data);
    void qc.invalidateQueries({ queryKey: accountKeys.me() });
    setTaxId("");
    showToast(t`Tax ID saved`, "success");
  };
  return (
    <Page heading={t`Tax ID`} width="narrow">
      <div className={card}>
        <p className="text-sm text-slate-600">
          <Trans>
            Sellers who receive payouts need a tax ID on file (SSN, ITIN or EIN). We only ever show its last 4
            digits.
          </Trans>
        </p>
        <QueryState query={q} skeleton={<Skeleton className="h-10" />}>
          {(tax) => (
            <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
              {tax.isSet ? (
                <Trans>
                  On file: <strong className="font-mono tracking-wider">{tax.taxId}</strong>
                </Trans>
              ) : (
                t`No tax ID on file yet.`
              )}
            </p>
          )}
        </QueryState>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            label={q.data?.isSet ? t`New tax ID` : t`Tax ID`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="123-45-6789"
            value={taxId}
            onChange={(e) => setTaxId(e.target.value)}
            error={error}
          />
          <SubmitEnd busy={busy}>
            <Trans>Save tax ID</Trans>
          </SubmitEnd>
        </form>
      </div>
    </Page>
  );
}

/** /confirmUserData: the legal name payouts go to (90081), then on to /withdraw. */
export function ConfirmUserDataScreen() {
  const { t } = useLingui();
  const q = useQuery(meQuery());
  return (
    <Page heading={t`Confirm your details`} width="narrow">
      <QueryState query={q} skeleton={<Skeleton className="h-64 rounded-2xl" />}>
        {(me) => <ConfirmUserDataForm me={me} />}
      </QueryState>
    </Page>
  );
}

function ConfirmUserDataForm({ me }: { me: UserInfo }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [firstName, setFirst] = useState(me.firstName ?? "");
  const [lastName, setLast] = useState(me.lastName ?? "");
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string }>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      firstName: firstName.trim() ? undefined : t`Enter your legal first name`,
      lastName: lastName.trim() ? undefined : t`Enter your legal last name`,
    };
    setErrors(next);
    if (next.firstName || next.lastName) return;
    setBusy(true);
    const r = await settled(
      mutate(() =>
        call("POST", "/user/confirmUserData", {
          body: {
            firstName: firstName.trim(),
            lastName: lastName.trim(),
          },
        }),
      ),
    );
    setBusy(false);
    if (!r.ok) return setErrors({ firstName: r.fieldErrors.firstName, lastName: r.fieldErrors.lastName });
    qc.setQueryData(accountKeys.me(), r.data);
    saveUserInfo(r.data);
    void navigate({ href: "/withdraw" });
  };
  return (
    <form onSubmit={onSubmit} noValidate className={card}>
      <p className="text-sm text-slate-600">
        <Trans>
          Payouts go to the person named here. Use your name exactly as it appears on your bank account and
          tax documents.
        </Trans>
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t`Legal first name`}
          autoComplete="given-name"
          value={firstName}
          onChange={(e) => setFirst(e.target.value)}
          error={errors.firstName}
        />
        <TextField
          label={t`Legal last name`}
          autoComplete="family-name"
          value={lastName}
          onChange={(e) => setLast(e.target.value)}
          error={errors.lastName}
        />
      </div>
      {!me.hasTaxId && (
        <FormMessage tone="info">
          <Trans>
            You have no tax ID on file yet.{" "}
            <Link to="/taxId" className={linkCls}>
              Add it
            </Link>{" "}
            before large payouts.
          </Trans>
        </FormMessage>
      )}
      <SubmitEnd busy={busy}>
        <Trans>Confirm and continue</Trans>
      </SubmitEnd>
    </form>
  );
}
