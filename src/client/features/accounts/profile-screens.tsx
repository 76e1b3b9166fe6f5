import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, type LinkProps, useNavigate } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { UPLOAD_MAX_BYTES } from "#shared/constants";
import type { UserInfo } from "#shared/contract/accounts";
import type { FileUploadAnswer } from "#shared/contract/catalog";
import { ApiError, call, settled } from "../../api/index.ts";
import { displayName, saveUserInfo } from "../../api/session-store.ts";
import { showToast } from "../../api/toast-store.ts";
import { LanguageSwitch } from "../../i18n/language-switch.tsx";
import { mutate } from "../../query-client.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Page, Skeleton, useDocumentTitle } from "../../ui/page.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { clearSession } from "../session/session-actions.ts";
import { accountKeys, meQuery } from "./accounts-queries.ts";
import { PasswordField } from "./password-field.tsx";

/** Saves part of the profile and puts the answer in the cache and the header's copy. */
export async function updateProfile(
  qc: ReturnType<typeof useQueryClient>,
  fields: Record<string, unknown>,
): Promise<UserInfo | null> {
  const r = await settled(mutate(() => call("POST", "/user/updateProfile", { body: fields })));
  if (!r.ok) return null;
  qc.setQueryData(accountKeys.me(), r.data);
  saveUserInfo(r.data);
  return r.data;
}

export const EDITABLE_FIELDS = {
  nickName: {
    label: msg`Nickname`,
    edit: msg`Edit nickname`,
    max: 30,
    hint: msg`Shown when you have no username.`,
  },
  firstName: { label: msg`First name`, edit: msg`Edit first name`, max: 50 },
  lastName: { label: msg`Last name`, edit: msg`Edit last name`, max: 50 },
  introduction: {
    label: msg`Introduction`,
    edit: msg`Edit introduction`,
    max: 500,
    hint: msg`A few words about you for buyers and sellers.`,
  },
} as const;
export type EditableField = keyof typeof EDITABLE_FIELDS;

function Row({
  label,
  value,
  to,
  action,
}: {
  label: string;
  value: ReactNode;
  to?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <li className="flex min-h-14 items-center gap-3 px-4 py-3 md:px-5">
      <span className="w-24 shrink-0 text-sm font-medium text-slate-600 md:w-40">{label}</span>
      <span className="min-w-0 flex-1 text-sm text-slate-900 [overflow-wrap:anywhere]">{value}</span>
      {action}
      {to}
    </li>
  );
}

const rowLink =
  "focus-ring shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-orange-600 hover:bg-orange-50 hover:text-orange-700";
const muted = (text: string) => <span className="text-slate-400">{text}</span>;

/** A profile field edited on /modifyInformation/$id: its value, "Not set" while empty, and an Edit link. */
function EditRow({ field, value }: { field: EditableField; value: string | null }) {
  const { t, i18n } = useLingui();
  const { label, edit } = EDITABLE_FIELDS[field];
  return (
    <Row
      label={i18n._(label)}
      value={value || muted(t`Not set`)}
      to={
        <Link
          to="/modifyInformation/$id"
          params={{ id: field }}
          className={rowLink}
          aria-label={i18n._(edit)}
        >
          <Trans>Edit</Trans>
        </Link>
      }
    />
  );
}

/** A row with a link to the screen that shows or changes it, named `name` (else as the row). */
function LinkRow({
  label,
  value,
  to,
  name = label,
  children,
}: {
  label: string;
  value: ReactNode;
  to: LinkProps["to"];
  name?: string;
  children: ReactNode;
}) {
  return (
    <Row
      label={label}
      value={value}
      to={
        <Link to={to} className={rowLink} aria-label={name}>
          {children}
        </Link>
      }
    />
  );
}

function VerifiedBadge({ ok }: { ok: boolean }) {
  const { t } = useLingui();
  return (
    <Badge tone={ok ? "success" : "warning"} className="ml-2">
      {ok ? t`Verified` : t`Not verified`}
    </Badge>
  );
}

/** The user's phone number or e-mail address: its value and badge, Verify while unverified, Change or Add. */
function ContactRow({ type, me }: { type: "mobile" | "email"; me: UserInfo }) {
  const { t } = useLingui();
  const value = me[type];
  const verified = type === "mobile" ? me.mobileVerified : me.emailVerified;
  // The links' accessible names say what they act on.
  const names =
    type === "mobile"
      ? { label: t`Phone`, verify: t`Verify phone`, change: t`Change phone`, add: t`Add phone` }
      : { label: t`Email`, verify: t`Verify email`, change: t`Change email`, add: t`Add email` };
  return (
    <Row
      label={names.label}
      value={
        value ? (
          <>
            {value}
            <VerifiedBadge ok={verified} />
          </>
        ) : (
          muted(t`Not set`)
        )
      }
      to={
        <span className="flex shrink-0 gap-1">
          {value && !verified && (
            <Link
              to="/infoVerify"
              search={{ type, isReset: false }}
              className={rowLink}
              aria-label={names.verify}
            >
              <Trans>Verify</Trans>
            </Link>
          )}
          <Link
            to="/infoVerify"
            search={{ type, isReset: true }}
            className={rowLink}
            aria-label={value ? names.change : names.add}
          >
            {value ? t`Change` : t`Add`}
          </Link>
        </span>
      }
    />
  );
}

function ProfileSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <Skeleton className="h-28 rounded-2xl" />
      <Skeleton className="h-80 rounded-2xl" />
    </div>
  );
}

/** /personalData (Profile). */
export function PersonalDataScreen() {
  const { t } = useLingui();
  const q = useQuery(meQuery());
  return (
    <Page heading={t`Profile`} width="narrow">
      <QueryState query={q} skeleton={<ProfileSkeleton />}>
        {(me) => <ProfileBody me={me} />}
      </QueryState>
    </Page>
  );
}

function ProfileBody({ me }: { me: UserInfo }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const file = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [deactivate, setDeactivate] = useState(false);

  const onPhoto = async (f: File | undefined) => {
    if (!f) return;
    if (f.size > UPLOAD_MAX_BYTES) return showToast(t`That photo is larger than 15 MB.`, "error");
    setProgress(0);
    try {
      const up = await mutate(() =>
        call<FileUploadAnswer>("POST", "/file/upload", { upload: { file: f, onProgress: setProgress } }),
      );
      if (await updateProfile(qc, { pic: up.url })) showToast(t`Photo updated`, "success");
    } catch (err) {
      // A failed call was toasted by the policy (a mutation); anything else is said here.
      if (!(err instanceof ApiError))
        showToast(err instanceof Error ? err.message : t`Upload failed`, "error");
    } finally {
      setProgress(null);
      if (file.current) file.current.value = "";
    }
  };

  const name = displayName(me) || t`Your profile`;
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label={t`Photo`}
        className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-5"
      >
        <div className="relative size-20 shrink-0 overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-200">
          {me.pic ? (
            <img src={me.pic} alt={name} className="size-full object-cover" />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-full items-center justify-center text-2xl font-bold text-slate-400"
            >
              {name.slice(0, 1).toUpperCase()}
            </span>
          )}
          {progress !== null && (
            <span className="absolute inset-0 flex items-center justify-center bg-slate-900/50 text-xs font-semibold text-white">
              {Math.round(progress * 100)}%
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-bold text-slate-900">{name}</p>
          {me.userName && <p className="truncate text-sm text-slate-500">@{me.userName}</p>}
          <label className="focus-within:ring-2 focus-within:ring-orange-500 mt-2 inline-flex cursor-pointer items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-orange-600 ring-1 ring-orange-200 hover:bg-orange-50">
            <Trans>Change photo</Trans>
            <input
              ref={file}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/heic"
              className="sr-only"
              disabled={progress !== null}
              onChange={(e) => void onPhoto(e.target.files?.[0])}
            />
          </label>
        </div>
      </section>

      {/* The app's language, also kept on the account (e-mails and pushes speak it). */}
      <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:px-5">
        <LanguageSwitch
          labelClassName="mr-2 text-sm font-semibold text-slate-700"
          className="focus-ring h-10 rounded-lg bg-white px-3 text-sm text-slate-900 ring-1 ring-slate-300"
        />
      </section>

      <section aria-labelledby="about-you" className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <h2
          id="about-you"
          className="px-4 pt-4 text-sm font-bold uppercase tracking-wider text-slate-500 md:px-5"
        >
          <Trans>About you</Trans>
        </h2>
        <ul className="divide-y divide-slate-100">
          <EditRow field="nickName" value={me.nickName} />
          <Row
            label={t`Username`}
            value={me.userName || muted(t`Not set`)}
            to={
              me.userName ? undefined : (
                <Link to="/setUsername" className={rowLink} aria-label={t`Set username`}>
                  <Trans>Set</Trans>
                </Link>
              )
            }
          />
          <EditRow field="introduction" value={me.introduction} />
          <EditRow field="firstName" value={me.firstName} />
          <EditRow field="lastName" value={me.lastName} />
          <LinkRow
            label={t`City`}
            value={me.city || muted(t`Not set`)}
            to="/modifyCity"
            name={t`Change city`}
          >
            {me.city ? t`Change` : t`Set`}
          </LinkRow>
        </ul>
      </section>

      <section aria-labelledby="contact" className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <h2
          id="contact"
          className="px-4 pt-4 text-sm font-bold uppercase tracking-wider text-slate-500 md:px-5"
        >
          <Trans>Contact and security</Trans>
        </h2>
        <ul className="divide-y divide-slate-100">
          <ContactRow type="mobile" me={me} />
          <ContactRow type="email" me={me} />
          <LinkRow label={t`Password`} value="••••••••" to="/changePassword" name={t`Change password`}>
            <Trans>Change</Trans>
          </LinkRow>
          <LinkRow label={t`Tax ID`} value={me.hasTaxId ? t`On file` : muted(t`Not set`)} to="/taxId">
            {me.hasTaxId ? t`View` : t`Add`}
          </LinkRow>
          <LinkRow
            label={t`Identity`}
            value={t`Personal or a store`}
            to="/changeIdentity"
            name={t`Switch identity`}
          >
            <Trans>Switch</Trans>
          </LinkRow>
          <LinkRow
            label={t`Blocked members`}
            value={t`Who cannot message you, bid on your items or buy from you`}
            to="/blockedUsers"
          >
            <Trans>View</Trans>
          </LinkRow>
        </ul>
      </section>

      <div className="flex justify-center pt-2">
        <Button variant="dangerGhost" onClick={() => setDeactivate(true)}>
          <Trans>Deactivate account</Trans>
        </Button>
      </div>
      <DeactivateDialog open={deactivate} onClose={() => setDeactivate(false)} />
    </div>
  );
}

function DeactivateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError(t`Enter your password to confirm`);
    setBusy(true);
    const r = await settled(mutate(() => call("POST", "/user/deactivate", { body: { password } })));
    setBusy(false);
    if (!r.ok) return setError(r.fieldErrors.password ?? r.message);
    clearSession();
    qc.clear();
    showToast(t`Your account was deactivated.`, "success");
    void navigate({ to: "/", replace: true });
  };
  return (
    <Dialog open={open} onClose={onClose} title={t`Deactivate your account?`}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          <Trans>
            You will be signed out everywhere and no one will be able to find your account. Open listings and
            orders still need to be finished. Enter your password to confirm.
          </Trans>
        </p>
        <PasswordField label={t`Password`} value={password} onChange={setPassword} error={error} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="danger" busy={busy}>
            <Trans>Deactivate</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** /modifyInformation/$id: edit one field of the profile. */
export function ModifyInformationScreen({ field }: { field: string }) {
  const { t, i18n } = useLingui();
  const q = useQuery(meQuery());
  const def = EDITABLE_FIELDS[field as EditableField];
  useDocumentTitle(def ? i18n._(def.edit) : undefined);
  if (!def)
    return (
      <Page heading={t`Page not found`} width="narrow">
        <p className="text-sm text-slate-600">
          <Trans>
            This profile field cannot be edited here.{" "}
            <Link to="/personalData" className={rowLink}>
              Back to Profile
            </Link>
          </Trans>
        </p>
      </Page>
    );
  return (
    <Page heading={i18n._(def.edit)} width="narrow">
      <QueryState query={q} skeleton={<Skeleton className="h-48 rounded-2xl" />}>
        {(me) => <EditField field={field as EditableField} initial={me[field as EditableField] ?? ""} />}
      </QueryState>
    </Page>
  );
}

function EditField({ field, initial }: { field: EditableField; initial: string }) {
  const { t, i18n } = useLingui();
  const def = EDITABLE_FIELDS[field];
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  const multiline = field === "introduction";
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const ok = await updateProfile(qc, { [field]: value.trim() });
    setBusy(false);
    if (ok) {
      showToast(t`Saved`, "success");
      void navigate({ to: "/personalData" });
    }
  };
  const cls = "focus-ring w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900";
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor="field" className="text-sm font-medium text-slate-800">
          {i18n._(def.label)}
        </label>
        {multiline ? (
          <textarea
            id="field"
            rows={5}
            maxLength={def.max}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className={`${cls} py-2`}
            aria-describedby="field-hint"
          />
        ) : (
          <input
            id="field"
            maxLength={def.max}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className={`${cls} h-11`}
            aria-describedby="field-hint"
            autoFocus
          />
        )}
        <p id="field-hint" className="flex justify-between text-xs text-slate-500">
          <span>{"hint" in def ? i18n._(def.hint) : ""}</span>
          <span className="tabular-nums">
            {value.length}/{def.max}
          </span>
        </p>
      </div>
      <div className="flex justify-end gap-3">
        <Link
          to="/personalData"
          className="focus-ring inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          <Trans>Cancel</Trans>
        </Link>
        <Button type="submit" busy={busy} disabled={value.trim() === initial.trim()}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
