import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { type FormEvent, useState } from "react";
import type { TeamUser } from "#shared/contract/accounts";
import { ApiError, call } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { mutate } from "../../query-client.ts";
import { sessionAtom } from "../../state.ts";
import { Button } from "../../ui/button.tsx";
import { useDocumentTitle } from "../../ui/page.tsx";
import { PortalHeading, usePortalIdentity } from "./portal-layout.tsx";
import { portalKeys, portalTeamQuery } from "./portal-queries.ts";

/**
 * The store's team and settings. The server decides who may do what (owners manage admins and
 * staff, admins manage staff); this screen offers the controls and shows what it answers.
 */
const ROLE_NAMES: Record<string, MessageDescriptor> = {
  owner: msg({ message: "owner", context: "team role" }),
  admin: msg({ message: "admin", context: "team role" }),
  staff: msg({ message: "staff", context: "team role" }),
};

export function TeamScreen() {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`Team · Seller Hub`);
  const me = usePortalIdentity();
  const myId = useAtomValue(sessionAtom).userInfo?.id;
  const qc = useQueryClient();
  const team = useQuery({ ...portalTeamQuery(me.who), enabled: me.storeId !== null });
  const [account, setAccount] = useState("");
  const [role, setRole] = useState<"staff" | "admin">("staff");
  const [busy, setBusy] = useState(false);

  if (me.storeId === null)
    return (
      <section>
        <PortalHeading title={t`Team`} />
        <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          <Trans>
            A team belongs to a store. Open the seller portal while acting as one of your stores to manage its
            team and settings.
          </Trans>
        </p>
      </section>
    );

  const mine = team.data?.list.find((u) => u.userId === myId)?.role;
  const manages = mine === "owner" || mine === "admin";
  const refresh = () => qc.invalidateQueries({ queryKey: portalKeys.team(me.who) });
  // The screen's calls, together: invite, and take a member or an invitation off the team.
  const add = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const sent = account.trim();
      await mutate(() => call("POST", "/team/add", { body: { account: sent, role } }));
      // The same words whether or not the address has an account: the server does not say either.
      showToast(t`Invitation sent to ${sent}. They join the team when they accept.`, "success");
      setAccount("");
      await refresh();
    } catch {
      // The toast policy said why.
    } finally {
      setBusy(false);
    }
  };
  const remove = async (u: TeamUser) => {
    const body = u.status === "invited" ? { invitationId: u.invitationId } : { userId: u.userId };
    const removed = await mutate(() => call("POST", "/team/delete", { body })).then(
      () => true,
      () => false,
    );
    if (removed) await refresh();
  };

  const storeName = me.identityText;
  return (
    <section>
      <PortalHeading title={t`Team · ${storeName}`}>
        {manages && (
          <a
            href={`/store/edit?id=${me.storeId}`}
            className="focus-ring inline-flex h-9 max-md:h-11 items-center rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300 hover:bg-white"
          >
            <Trans>Store settings</Trans>
          </a>
        )}
      </PortalHeading>
      {team.error instanceof ApiError && team.error.refused && (
        <p role="alert" className="mb-3 rounded-xl bg-white p-4 text-rose-700 ring-1 ring-slate-200">
          {team.error.message}
        </p>
      )}
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full min-w-[600px] text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th className="px-3 py-2">
                <Trans>Member</Trans>
              </th>
              <th className="px-2 py-2">
                <Trans>Email</Trans>
              </th>
              <th className="px-2 py-2">
                <Trans>Role</Trans>
              </th>
              <th className="px-2 py-2">
                <Trans>Status</Trans>
              </th>
              <th className="px-3 py-2 text-right">
                <span className="sr-only">
                  <Trans>Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {(team.data?.list ?? []).map((u) => (
              <tr key={u.userId ?? `invited-${u.invitationId}`}>
                <td className="px-3 py-2 font-medium">{u.name}</td>
                <td className="px-2 py-2 text-slate-600">{u.email ?? "—"}</td>
                <td className="px-2 py-2 capitalize">
                  {ROLE_NAMES[u.role] ? i18n._(ROLE_NAMES[u.role]!) : u.role}
                </td>
                <td className="px-2 py-2">
                  {u.status === "invited" ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      <Trans>Invited</Trans>
                    </span>
                  ) : (
                    <span className="text-slate-600">
                      <Trans>Member</Trans>
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 text-right">
                  {manages && u.role !== "owner" && u.userId !== myId && (
                    <Button size="sm" variant="ghost" className="max-md:h-11" onClick={() => void remove(u)}>
                      {u.status === "invited" ? (
                        <Trans>Withdraw invitation to {u.name}</Trans>
                      ) : (
                        <Trans>Remove {u.name}</Trans>
                      )}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {manages && (
        <form
          onSubmit={add}
          className="mt-4 flex flex-wrap items-end gap-2 rounded-xl bg-white p-4 ring-1 ring-slate-200"
        >
          <label className="flex min-w-56 flex-1 flex-col text-xs font-medium text-slate-600">
            <Trans>Invite a member (email, username or phone)</Trans>
            <input
              required
              value={account}
              onChange={(e) => setAccount(e.target.value)}
              className="focus-ring mt-1 h-9 max-md:h-11 rounded-lg px-3 text-sm ring-1 ring-slate-300"
            />
          </label>
          <label className="flex flex-col text-xs font-medium text-slate-600">
            <Trans>Role</Trans>
            <select
              value={role}
              onChange={(e) => setRole(e.target.value as "staff" | "admin")}
              className="focus-ring mt-1 h-9 max-md:h-11 rounded-lg px-2 text-sm ring-1 ring-slate-300"
            >
              <option value="staff">{t`Staff`}</option>
              {mine === "owner" && <option value="admin">{t`Admin`}</option>}
            </select>
          </label>
          <Button type="submit" busy={busy} className="max-md:h-11">
            <Trans>Send invitation</Trans>
          </Button>
        </form>
      )}
    </section>
  );
}
