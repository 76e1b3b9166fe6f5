import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ConnectedApp } from "#shared/contract/stores-admin";
import { dateFormats } from "#shared/date-formats";
import { call } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { useLocale } from "../../i18n/locale.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { Skeleton } from "../../ui/page.tsx";
import { Section } from "../../ui/section.tsx";
import { useConfirmedAction } from "../../ui/use-confirmed-action.ts";
import { Failed } from "./query-failed.tsx";
import { SCOPE_LABELS } from "./scope-labels.ts";
import { connectedAppsQuery, storeToolKeys } from "./stores-admin-queries.ts";

/** The apps that can act for the store now (allowed on /authorize), each with Disconnect. */
export function ConnectedApps({ storeId }: { storeId: number }) {
  const { t } = useLingui();
  const q = useQuery(connectedAppsQuery(storeId));
  return (
    <Section
      id="connected-apps"
      heading={<Trans>Connected apps</Trans>}
      headingClass="text-lg font-bold text-slate-900"
      className="mt-8"
    >
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Apps an owner or admin allowed to act for this store. Disconnecting one ends its access at once.
        </Trans>
      </p>
      <div className="mt-3">
        {q.data ? (
          q.data.length === 0 ? (
            <p className="rounded-2xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
              <Trans>No app is connected to this store.</Trans>
            </p>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2" aria-label={t`Connected apps`}>
              {q.data.map((a) => (
                <Connection key={a.appId} app={a} storeId={storeId} />
              ))}
            </ul>
          )
        ) : q.isError ? (
          <Failed error={q.error} retry={() => void q.refetch()} />
        ) : (
          <Skeleton className="h-24 rounded-2xl" />
        )}
      </div>
    </Section>
  );
}

function Connection({ app, storeId }: { app: ConnectedApp; storeId: number }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const name = app.name;
  const by = app.connectedBy;
  const when = dateFormats.type1(locale, app.connectTime);
  const qc = useQueryClient();
  const [asking, setAsking] = useState(false);
  const { busy, run } = useConfirmedAction(() => setAsking(false));
  const disconnect = () =>
    run(async () => {
      await call("POST", "/platform/connections/disconnect", { body: { appId: app.appId } });
      showToast(t`${name} disconnected`, "success");
      await qc.invalidateQueries({ queryKey: storeToolKeys.connections(storeId) });
    });
  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900">{app.name}</h3>
        <p className="text-sm text-slate-600">{app.scopes.map((s) => i18n._(SCOPE_LABELS[s])).join(" · ")}</p>
        <p className="text-xs text-slate-500">
          <Trans>
            Allowed by {by} on {when}
          </Trans>
        </p>
      </div>
      <Button variant="secondary" onClick={() => setAsking(true)} aria-label={t`Disconnect ${name}`}>
        <Trans>Disconnect</Trans>
      </Button>
      <ConfirmDialog
        open={asking}
        message={t`Disconnect ${name}? It can no longer act for this store until someone allows it again.`}
        confirmLabel={t`Disconnect`}
        cancelLabel={t`Cancel`}
        busy={busy}
        onConfirm={() => void disconnect()}
        onCancel={() => setAsking(false)}
      />
    </li>
  );
}
