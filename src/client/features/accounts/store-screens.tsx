import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useCanGoBack, useNavigate, useRouter } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { type FormEvent, useRef, useState } from "react";
import type { Store, TeamInvitation } from "#shared/contract/accounts";
import type { FileUploadAnswer } from "#shared/contract/catalog";
import { dateFormats } from "#shared/date-formats";
import { ApiError, call, settled } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { useLocale } from "../../i18n/locale.ts";
import { mutate } from "../../query-client.ts";
import { identityAtom } from "../../state.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button, buttonLook } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { EmptyState, Page, Skeleton, useDocumentTitle } from "../../ui/page.tsx";
import { Pager } from "../../ui/pager.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { FieldFrame, TextField } from "../../ui/text-field.tsx";
import { loadIdentity } from "../session/lifecycle.ts";
import { chooseIdentity } from "../session/session-actions.ts";
import {
  accountKeys,
  identityQuery,
  invitationsQuery,
  rolesQuery,
  storeQuery,
  storesQuery,
  TEAM_PAGE_SIZE,
  type TeamUser,
  teamQuery,
} from "./accounts-queries.ts";
import { AuthLayout } from "./auth-layout.tsx";

const card = "rounded-2xl bg-white shadow-sm ring-1 ring-slate-200";
const ROLE_NAMES = { owner: msg`Owner`, admin: msg`Admin`, staff: msg`Staff` } as const;

function StoreLogo({ store, size = "size-12" }: { store: Pick<Store, "logo" | "storeName">; size?: string }) {
  return store.logo ? (
    <img
      src={store.logo}
      alt=""
      className={cx(size, "shrink-0 rounded-xl object-cover ring-1 ring-slate-200")}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cx(
        size,
        "flex shrink-0 items-center justify-center rounded-xl bg-orange-100 text-lg font-bold text-orange-700",
      )}
    >
      {store.storeName.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** /stores: "My Stores" when the user has stores, else "Add Store". */
export function StoresScreen() {
  const { t, i18n } = useLingui();
  const q = useQuery(storesQuery());
  const has = (q.data?.length ?? 0) > 0;
  const title = q.data ? (has ? t`My Stores` : t`Add Store`) : undefined;
  useDocumentTitle(title);
  return (
    <Page
      heading={title ?? t`My Stores`}
      actions={
        has ? (
          <Link to="/store/$action" params={{ action: "add" }} className={buttonLook("primary")}>
            <Trans>New store</Trans>
          </Link>
        ) : undefined
      }
    >
      <Invitations />
      <QueryState
        query={q}
        skeleton={
          <div className="grid gap-3 md:grid-cols-2">
            <Skeleton className="h-24 rounded-2xl" />
            <Skeleton className="h-24 rounded-2xl" />
          </div>
        }
      >
        {(stores) =>
          stores.length === 0 ? (
            <EmptyState
              title={t`You have no store yet`}
              body={t`A store lets a team sell together, list more items and show them on TV displays.`}
              action={
                <Link to="/store/$action" params={{ action: "add" }} className={buttonLook("primary")}>
                  <Trans>Add Store</Trans>
                </Link>
              }
            />
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {stores.map((s) => (
                <li key={s.id} className={cx(card, "flex items-center gap-4 p-4")}>
                  <StoreLogo store={s} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold text-slate-900">{s.storeName}</p>
                    <p className="text-xs text-slate-500">
                      <Trans>Your role: {i18n._(ROLE_NAMES[s.role])}</Trans>
                    </p>
                    {s.introduction && (
                      <p className="mt-1 line-clamp-2 text-sm text-slate-600">{s.introduction}</p>
                    )}
                  </div>
                  {s.role !== "staff" && (
                    <Link
                      to="/store/$action"
                      params={{ action: "edit" }}
                      search={{ id: s.id }}
                      aria-label={t`Edit ${s.storeName}`}
                      className="focus-ring rounded-md px-2 py-1 text-sm font-semibold text-orange-600 hover:bg-orange-50"
                    >
                      <Trans>Edit</Trans>
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Page>
  );
}

/**
 * The invitations to stores' teams waiting for the user's answer (a store's manager sent them from
 * its team list; the notice of one opens /stores). Accepting makes the user a member, so the stores
 * list and the header's identity switcher are read again.
 */
function Invitations() {
  const { t } = useLingui();
  const q = useQuery(invitationsQuery());
  return (
    <section aria-labelledby="invitations" className="mb-6">
      <h2 id="invitations" className="mb-3 text-base font-bold text-slate-900">
        <Trans>Invitations</Trans>
      </h2>
      <QueryState query={q} skeleton={<Skeleton className="h-24 rounded-2xl" />}>
        {(invitations) =>
          invitations.length === 0 ? (
            <p className={cx(card, "px-4 py-3 text-sm text-slate-600")}>
              <Trans>No invitations waiting. When a store invites you to its team, you answer here.</Trans>
            </p>
          ) : (
            <ul aria-label={t`Invitations`} className="grid gap-3 md:grid-cols-2">
              {invitations.map((i) => (
                <InvitationCard key={i.invitationId} invitation={i} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

function InvitationCard({ invitation }: { invitation: TeamInvitation }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<"accept" | "decline" | null>(null);
  const [confirm, setConfirm] = useState(false);
  const { storeName, invitationId } = invitation;
  const role = i18n._(ROLE_NAMES[invitation.role]);
  const until = dateFormats.type1(locale, invitation.expiresAt);
  // The two answers, together: each takes the invitation out of the list whatever the server says
  // (an invitation withdrawn meanwhile answers 10004, and its toast says so).
  const answer = async (how: "accept" | "decline") => {
    setBusy(how);
    const r = await settled(
      mutate(() =>
        call("POST", how === "accept" ? "/team/accept" : "/team/decline", { body: { invitationId } }),
      ),
    );
    setBusy(null);
    setConfirm(false);
    if (r.ok) showToast(how === "accept" ? t`You joined ${storeName}` : t`Invitation declined`, "success");
    await qc.invalidateQueries({ queryKey: accountKeys.invitations() });
    if (r.ok && how === "accept") {
      await qc.invalidateQueries({ queryKey: accountKeys.stores() });
      // The header's identity switcher lists the stores: reload who the user is.
      void loadIdentity().catch(() => null);
    }
  };
  return (
    <li className={cx(card, "flex flex-wrap items-center gap-4 p-4")}>
      <StoreLogo store={{ logo: null, storeName }} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">{storeName}</p>
        <p className="text-xs text-slate-500">
          <Trans>Invited as {role}</Trans>
          {" · "}
          <Trans>Answer by {until}</Trans>
        </p>
      </div>
      <div className="flex w-full gap-2 sm:w-auto">
        <Button
          variant="secondary"
          className="flex-1 max-md:h-11 sm:flex-none"
          disabled={busy !== null}
          onClick={() => setConfirm(true)}
          aria-label={t`Decline the invitation from ${storeName}`}
        >
          <Trans>Decline</Trans>
        </Button>
        <Button
          className="flex-1 max-md:h-11 sm:flex-none"
          busy={busy === "accept"}
          disabled={busy !== null}
          onClick={() => void answer("accept")}
          aria-label={t`Accept the invitation from ${storeName}`}
        >
          <Trans>Accept</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirm}
        message={t`Decline the invitation from ${storeName}?`}
        confirmLabel={t`Decline`}
        cancelLabel={t`Cancel`}
        busy={busy === "decline"}
        onConfirm={() => void answer("decline")}
        onCancel={() => setConfirm(false)}
      />
    </li>
  );
}

/** /store/add and /store/edit?id=: the store's name, introduction and logo. */
export function StoreEditScreen({ action, id }: { action: string; id?: number }) {
  const { t } = useLingui();
  const editing = action === "edit";
  const q = useQuery({ ...storeQuery(id ?? 0), enabled: editing && !!id });
  const heading = editing ? t`Edit store` : t`Add Store`;
  useDocumentTitle(heading);
  if (action !== "add" && action !== "edit")
    return (
      <Page heading={t`Page not found`} width="narrow">
        <Link to="/stores" className="text-orange-600">
          <Trans>Back to stores</Trans>
        </Link>
      </Page>
    );
  return (
    <Page heading={heading} width="narrow">
      {editing ? (
        <QueryState query={q} skeleton={<Skeleton className="h-72 rounded-2xl" />}>
          {(s) => <StoreForm store={s} />}
        </QueryState>
      ) : (
        <StoreForm />
      )}
    </Page>
  );
}

function StoreForm({ store }: { store?: Store }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [storeName, setName] = useState(store?.storeName ?? "");
  const [introduction, setIntro] = useState(store?.introduction ?? "");
  const [logo, setLogo] = useState(store?.logo ?? "");
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ storeName?: string }>({});
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const onLogo = async (f?: File) => {
    if (!f) return;
    setUploading(true);
    try {
      const up = await mutate(() => call<FileUploadAnswer>("POST", "/file/upload", { upload: { file: f } }));
      setLogo(up.url);
    } catch (err) {
      // A failed call was toasted by the policy (a mutation); anything else is said here.
      if (!(err instanceof ApiError))
        showToast(err instanceof Error ? err.message : t`Upload failed`, "error");
    } finally {
      setUploading(false);
      if (file.current) file.current.value = "";
    }
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (storeName.trim().length < 2)
      return setErrors({ storeName: t`Store name needs at least 2 characters` });
    setErrors({});
    setBusy(true);
    const r = await settled(
      mutate(() =>
        call("POST", "/store/save", {
          body: {
            ...(store ? { id: store.id } : {}),
            storeName: storeName.trim(),
            introduction: introduction.trim(),
            logo,
          },
        }),
      ),
    );
    setBusy(false);
    if (!r.ok) return setErrors({ storeName: r.fieldErrors.storeName });
    await qc.invalidateQueries({ queryKey: accountKeys.all });
    // The header's identity switcher lists the stores: reload who the user is.
    void loadIdentity().catch(() => null);
    const created = r.data.storeName;
    showToast(store ? t`Store saved` : t`${created} created`, "success");
    void navigate({ to: "/stores" });
  };
  return (
    <form onSubmit={onSubmit} noValidate className={cx(card, "flex flex-col gap-4 p-5 md:p-6")}>
      <div className="flex items-center gap-4">
        <StoreLogo store={{ logo, storeName: storeName || "S" }} size="size-16" />
        <label className="inline-flex cursor-pointer items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-orange-600 ring-1 ring-orange-200 focus-within:ring-2 focus-within:ring-orange-500 hover:bg-orange-50">
          {uploading ? t`Uploading…` : logo ? t`Change logo` : t`Add logo`}
          <input
            ref={file}
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(e) => void onLogo(e.target.files?.[0])}
          />
        </label>
      </div>
      <TextField
        label={t`Store name`}
        maxLength={50}
        value={storeName}
        onChange={(e) => setName(e.target.value)}
        error={errors.storeName}
      />
      <FieldFrame id="store-intro" label={<Trans>Introduction</Trans>}>
        <textarea
          id="store-intro"
          rows={4}
          maxLength={1000}
          value={introduction}
          onChange={(e) => setIntro(e.target.value)}
          className="focus-ring rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
        />
      </FieldFrame>
      <div className="flex justify-end gap-3">
        <Link to="/stores" className={buttonLook("ghost")}>
          <Trans>Cancel</Trans>
        </Link>
        <Button type="submit" busy={busy} disabled={uploading}>
          {store ? t`Save store` : t`Create store`}
        </Button>
      </div>
    </form>
  );
}

/** /team-management (Users): the team of the store the user acts as. */
export function TeamScreen() {
  const { t } = useLingui();
  const identity = useAtomValue(identityAtom);
  const storeId = identity?.user.storeId ?? null;
  const store = identity?.stores.find((s) => s.id === storeId);
  const [page, setPage] = useState(1);
  const q = useQuery(teamQuery(storeId, page));
  if (!identity)
    return (
      <Page heading={t`Users`}>
        <Skeleton className="h-64 rounded-2xl" />
      </Page>
    );
  if (storeId === null)
    return (
      <Page heading={t`Users`}>
        <EmptyState
          title={t`Switch to a store to manage its users`}
          body={t`Team members are managed per store. Act as one of your stores first.`}
          action={
            <Link to="/changeIdentity" className={buttonLook("primary")}>
              <Trans>Switch identity</Trans>
            </Link>
          }
        />
      </Page>
    );
  return (
    <Page heading={t`Users`}>
      {store && (
        <p className="-mt-2 mb-4 text-sm text-slate-600">
          <Trans>Team of {store.storeName}</Trans>
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <section aria-label={t`Team members`} className={card}>
          <QueryState
            query={q}
            skeleton={
              <div className="flex flex-col gap-2 p-4">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-14" />
                ))}
              </div>
            }
          >
            {(data) => (
              <>
                <ul className="divide-y divide-slate-100">
                  {data.list.map((u) => (
                    <TeamRow key={u.userId ?? `invited-${u.invitationId}`} user={u} storeId={storeId} />
                  ))}
                </ul>
                {(page > 1 || data.hasNextPage) && (
                  <Pager
                    page={page}
                    hasNext={data.hasNextPage}
                    onPage={setPage}
                    label={
                      <Trans>
                        Page {page} of {Math.max(1, Math.ceil(data.total / TEAM_PAGE_SIZE))}
                      </Trans>
                    }
                    previous={<Trans>Previous</Trans>}
                    next={<Trans>Next</Trans>}
                    className="border-t border-slate-100 p-3"
                  />
                )}
              </>
            )}
          </QueryState>
        </section>
        <AddMember storeId={storeId} />
      </div>
    </Page>
  );
}

function TeamRow({ user, storeId }: { user: TeamUser; storeId: number }) {
  const { t, i18n } = useLingui();
  const name = user.name;
  const invited = user.status === "invited";
  const roleName = i18n._(ROLE_NAMES[user.role]);
  const qc = useQueryClient();
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = () => qc.invalidateQueries({ queryKey: [...accountKeys.all, "team", storeId] });
  // The row's calls, together: a member's role, and taking a member or an invitation off the team.
  const changeRole = async (role: "admin" | "staff") => {
    setBusy(true);
    const r = await settled(
      mutate(() => call("POST", "/team/edit", { body: { userId: user.userId, role } })),
    );
    setBusy(false);
    if (r.ok) showToast(role === "admin" ? t`${name} is now an Admin` : t`${name} is now Staff`, "success");
    await refresh();
  };
  const remove = async () => {
    setBusy(true);
    const body = invited ? { invitationId: user.invitationId } : { userId: user.userId };
    const r = await settled(mutate(() => call("POST", "/team/delete", { body })));
    setBusy(false);
    setConfirm(false);
    if (r.ok) showToast(invited ? t`Invitation to ${name} withdrawn` : t`${name} was removed`, "success");
    await refresh();
  };
  const rowId = user.userId ?? `invited-${user.invitationId}`;
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <span
        aria-hidden="true"
        className={cx(
          "flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold",
          invited
            ? "border border-dashed border-slate-400 bg-white text-slate-500"
            : "bg-slate-100 text-slate-500",
        )}
      >
        {user.pic ? (
          <img src={user.pic} alt="" className="size-full object-cover" />
        ) : (
          user.name.slice(0, 1).toUpperCase()
        )}
      </span>
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
        <p className="truncate text-xs text-slate-500">
          {invited ? (
            <Trans>Invited as {roleName}, not yet accepted</Trans>
          ) : (
            (user.email ?? (user.userName ? `@${user.userName}` : ""))
          )}
        </p>
      </div>
      {user.role === "owner" ? (
        <Badge tone="dark">
          <Trans>Owner</Trans>
        </Badge>
      ) : (
        <div className="ml-auto flex items-center gap-3">
          {invited ? (
            <Badge tone="warning">
              <Trans>Invited</Trans>
            </Badge>
          ) : (
            <>
              <label className="sr-only" htmlFor={`role-${rowId}`}>
                <Trans>Role of {name}</Trans>
              </label>
              <select
                id={`role-${rowId}`}
                value={user.role}
                disabled={busy}
                onChange={(e) => void changeRole(e.target.value === "admin" ? "admin" : "staff")}
                className="focus-ring h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm max-md:h-11"
              >
                <option value="admin">{t`Admin`}</option>
                <option value="staff">{t`Staff`}</option>
              </select>
            </>
          )}
          {/* Withdrawing an invitation and removing a member: the same button, named for which. */}
          <Button
            variant="dangerGhost"
            size="sm"
            className="max-md:h-11"
            onClick={() => setConfirm(true)}
            aria-label={invited ? t`Withdraw the invitation to ${name}` : t`Remove ${name}`}
          >
            {invited ? <Trans>Withdraw invitation</Trans> : <Trans>Remove</Trans>}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirm}
        message={invited ? t`Withdraw the invitation to ${name}?` : t`Remove ${name} from the team?`}
        confirmLabel={invited ? t`Withdraw invitation` : t`Remove`}
        cancelLabel={t`Cancel`}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirm(false)}
      />
    </li>
  );
}

function AddMember({ storeId }: { storeId: number }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const roles = useQuery(rolesQuery());
  const [account, setAccount] = useState("");
  const [role, setRole] = useState<"admin" | "staff">("staff");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!account.trim()) return setError(t`Enter their email, username or phone number`);
    setError(undefined);
    setBusy(true);
    const sent = account.trim();
    const r = await settled(mutate(() => call("POST", "/team/add", { body: { account: sent, role } })));
    setBusy(false);
    if (!r.ok) return setError(r.fieldErrors.account ?? r.message);
    setAccount("");
    // The same words whether or not the address has an account: the server does not say either.
    showToast(t`Invitation sent to ${sent}. They join the team when they accept.`, "success");
    await qc.invalidateQueries({ queryKey: [...accountKeys.all, "team", storeId] });
  };
  const desc = roles.data?.find((r) => r.role === role)?.description;
  return (
    <section aria-labelledby="add-member" className={cx(card, "h-fit p-4")}>
      <h2 id="add-member" className="mb-3 text-base font-bold text-slate-900">
        <Trans>Invite a user</Trans>
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <TextField
          label={t`Email, username or phone`}
          hint={t`They get an invitation, and join the team when they accept it.`}
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          error={error}
        />
        <FieldFrame id="new-role" label={<Trans>Role</Trans>}>
          <select
            id="new-role"
            value={role}
            onChange={(e) => setRole(e.target.value === "admin" ? "admin" : "staff")}
            aria-describedby="new-role-desc"
            className="focus-ring h-11 rounded-lg border border-slate-300 bg-white px-3 text-base"
          >
            <option value="staff">{t`Staff`}</option>
            <option value="admin">{t`Admin`}</option>
          </select>
          <p id="new-role-desc" className="text-xs text-slate-500">
            {desc ?? ""}
          </p>
        </FieldFrame>
        <Button type="submit" busy={busy}>
          <Trans>Send invitation</Trans>
        </Button>
      </form>
    </section>
  );
}

/** /changeIdentity: act as the person (Personal) or one of their stores. */
export function ChangeIdentityScreen() {
  const { t } = useLingui();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const atom = useAtomValue(identityAtom);
  const q = useQuery({ ...identityQuery(), initialData: atom ?? undefined });
  const [busy, setBusy] = useState<number | "personal" | null>(null);
  const pick = async (storeId: number | null) => {
    setBusy(storeId ?? "personal");
    const ok = await chooseIdentity(storeId);
    if (!ok) return setBusy(null);
    // The lifecycle reloads the page 300 ms later: let that happen where the person came from.
    if (canGoBack) router.history.back();
  };
  const current = (atom ?? q.data)?.user.storeId ?? null;
  return (
    <AuthLayout
      heading={t`Choose identity`}
      intro={t`Act as yourself, or as one of the stores you belong to.`}
    >
      <QueryState query={q} skeleton={<Skeleton className="h-40" />}>
        {(identity) => (
          <ul aria-label={t`Identities`} className="flex flex-col gap-2">
            {[{ id: null as number | null, storeName: t`Personal` }, ...identity.stores].map((s) => {
              const selected = s.id === current;
              return (
                <li key={s.id ?? "personal"}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    disabled={busy !== null}
                    onClick={() => void pick(s.id)}
                    className={cx(
                      "focus-ring flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left ring-1 transition-colors",
                      selected ? "bg-orange-50 ring-orange-400" : "bg-white ring-slate-200 hover:bg-slate-50",
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cx(
                        "flex size-10 items-center justify-center rounded-full font-bold",
                        s.id === null ? "bg-slate-900 text-white" : "bg-orange-100 text-orange-700",
                      )}
                    >
                      {s.storeName.slice(0, 1)}
                    </span>
                    <span className="flex-1">
                      <span className="block font-semibold text-slate-900">{s.storeName}</span>
                      <span className="block text-xs text-slate-500">
                        {s.id === null ? t`Your own account` : t`Store`}
                      </span>
                    </span>
                    {selected && (
                      <span className="text-xs font-semibold text-orange-700">
                        <Trans>Current</Trans>
                      </span>
                    )}
                    {busy === (s.id ?? "personal") && (
                      <span className="size-4 animate-spin rounded-full border-2 border-orange-500 border-r-transparent" />
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <p className="mt-4 text-center text-sm">
        <Link to="/stores" className="focus-ring rounded font-semibold text-orange-600 hover:text-orange-700">
          <Trans>Manage stores</Trans>
        </Link>
      </p>
    </AuthLayout>
  );
}
