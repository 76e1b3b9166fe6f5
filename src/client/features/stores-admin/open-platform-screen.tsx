import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import {
  PLATFORM_SCOPES,
  type PlatformApp,
  type PlatformAppWithSecret,
  type PlatformScope,
} from "#shared/contract/stores-admin";
import { dateFormats } from "#shared/date-formats";
import { call, newIdempotencyKey } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { useLocale } from "../../i18n/locale.ts";
import { Button } from "../../ui/button.tsx";
import { ChoiceGroup } from "../../ui/choice-group.tsx";
import { ConfirmDialog, Dialog } from "../../ui/dialog.tsx";
import { EmptyState, Page, Skeleton } from "../../ui/page.tsx";
import { TextArea, TextField } from "../../ui/text-field.tsx";
import { useConfirmedAction } from "../../ui/use-confirmed-action.ts";
import { ConnectedApps } from "./connected-apps.tsx";
import { Caption, FormActions } from "./form-parts.tsx";
import { Failed } from "./query-failed.tsx";
import { SCOPE_LABELS } from "./scope-labels.ts";
import { StoreGate } from "./store-gate.tsx";
import { platformAppsQuery, storeToolKeys } from "./stores-admin-queries.ts";
import { fieldErrorsOf, useSave } from "./use-save.ts";

const card = "rounded-2xl bg-white ring-1 ring-slate-200";

/** /open-platform: the store's registry of third-party apps (client id, secret once, URIs, scopes). */
export function OpenPlatformScreen() {
  const { t } = useLingui();
  return <StoreGate heading={t`Open Platform`}>{(store) => <Apps storeId={store.id} />}</StoreGate>;
}

function Apps({ storeId }: { storeId: number }) {
  const { t } = useLingui();
  const q = useQuery(platformAppsQuery(storeId));
  const [editing, setEditing] = useState<PlatformApp | "new" | null>(null);
  const [secret, setSecret] = useState<PlatformAppWithSecret | null>(null);
  const authorizeUrl = `${location.origin}/authorize?response_type=code&client_id=…&redirect_uri=…&scope=…&state=…`;
  return (
    <Page
      heading={t`Open Platform`}
      actions={
        <Button onClick={() => setEditing("new")}>
          <Trans>Register app</Trans>
        </Button>
      }
    >
      <div role="note" className="mb-4 rounded-xl bg-sky-50 p-4 text-sm text-sky-900 ring-1 ring-sky-200">
        <p className="font-semibold">
          <Trans>How an app connects to a store</Trans>
        </p>
        <ol className="mt-1 list-decimal space-y-1 pl-5">
          <li>
            <Trans>
              The app sends the store's owner or an admin to{" "}
              <code className="break-all rounded bg-white/70 px-1">{authorizeUrl}</code> (with PKCE:{" "}
              <code>code_challenge</code> and <code>code_challenge_method=S256</code>).
            </Trans>
          </li>
          <li>
            <Trans>
              After Allow, the app's server exchanges the code at <code>POST /api/platform/token</code> with
              its client secret, for an access token (1 hour) and a refresh token that works once.
            </Trans>
          </li>
          <li>
            <Trans>
              It calls <code>/api/platform/v1/…</code> with <code>Authorization: Bearer</code> and the access
              token.
            </Trans>{" "}
            <a href="/api/docs" className="font-semibold underline underline-offset-2">
              <Trans>API reference</Trans>
            </a>
          </li>
        </ol>
      </div>
      {q.data ? (
        q.data.list.length === 0 ? (
          <EmptyState
            title={t`No apps yet`}
            body={t`Register an app to get its client ID and secret.`}
            action={
              <Button onClick={() => setEditing("new")}>
                <Trans>Register app</Trans>
              </Button>
            }
          />
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {q.data.list.map((a) => (
              <AppRow
                key={a.id}
                app={a}
                storeId={storeId}
                onEdit={() => setEditing(a)}
                onSecret={setSecret}
              />
            ))}
          </ul>
        )
      ) : q.isError ? (
        <Failed error={q.error} retry={() => void q.refetch()} />
      ) : (
        <Skeleton className="h-48 rounded-2xl" />
      )}
      <ConnectedApps storeId={storeId} />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t`Register app` : t`Edit app`}
        className="w-[min(36rem,calc(100vw-2rem))]"
      >
        {editing !== null && (
          <AppForm
            key={editing === "new" ? "new" : editing.id}
            storeId={storeId}
            app={editing === "new" ? undefined : editing}
            onDone={(saved) => {
              setEditing(null);
              if (saved.clientSecret) setSecret(saved);
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <SecretDialog app={secret} onClose={() => setSecret(null)} />
    </Page>
  );
}

function AppRow({
  app,
  storeId,
  onEdit,
  onSecret,
}: {
  app: PlatformApp;
  storeId: number;
  onEdit: () => void;
  onSecret: (a: PlatformAppWithSecret) => void;
}) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const qc = useQueryClient();
  const [ask, setAsk] = useState<"rotate" | "delete" | null>(null);
  const name = app.name;
  const rotated = dateFormats.type1(locale, app.secretRotatedAt);
  const registered = dateFormats.type1(locale, app.createTime);
  const { busy, run } = useConfirmedAction(() => setAsk(null));
  const act = () =>
    run(async () => {
      if (ask === "rotate") {
        const r = await call("POST", "/platform/apps/rotateSecret", {
          body: { id: app.id },
          idempotencyKey: newIdempotencyKey(),
        });
        onSecret(r);
      } else {
        await call("POST", "/platform/apps/delete", { body: { id: app.id } });
        showToast(t`${name} removed`, "success");
      }
      await qc.invalidateQueries({ queryKey: storeToolKeys.apps(storeId) });
    });
  return (
    <li className={`${card} flex flex-col gap-3 p-4`}>
      <h2 className="text-lg font-bold text-slate-900">{app.name}</h2>
      <dl className="grid gap-2 text-sm">
        <AppFact label={<Trans>Client ID</Trans>} className="flex items-center gap-2">
          <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 text-slate-900">{app.clientId}</code>
          <CopyButton text={app.clientId} label={t`Copy client ID of ${name}`} />
        </AppFact>
        <AppFact label={<Trans>Redirect URIs</Trans>}>
          <ul>
            {app.redirectUris.map((u) => (
              <li key={u} className="break-all text-slate-800">
                {u}
              </li>
            ))}
          </ul>
        </AppFact>
        <AppFact label={<Trans>Scopes</Trans>} className="mt-1 flex flex-wrap gap-1.5">
          {app.scopes.map((s) => (
            <span
              key={s}
              className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
              title={i18n._(SCOPE_LABELS[s])}
            >
              {s}
            </span>
          ))}
        </AppFact>
        <div className="text-xs text-slate-500">
          <Trans>
            Secret last set {rotated} · registered {registered}
          </Trans>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={t`Edit ${name}`}>
          <Trans>Edit</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setAsk("rotate")} aria-label={t`Rotate secret of ${name}`}>
          <Trans>Rotate secret</Trans>
        </Button>
        <Button variant="ghost" onClick={() => setAsk("delete")} aria-label={t`Delete ${name}`}>
          <Trans>Delete</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={ask !== null}
        message={
          ask === "rotate"
            ? t`Make a new secret for ${name}? The current secret stops working at once.`
            : t`Remove ${name}? Its credentials stop working.`
        }
        confirmLabel={ask === "rotate" ? t`Rotate` : t`Remove`}
        cancelLabel={t`Cancel`}
        busy={busy}
        onConfirm={() => void act()}
        onCancel={() => setAsk(null)}
      />
    </li>
  );
}

/** One fact of a registered app: its name above, the value under it. */
function AppFact({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useLingui();
  const [done, setDone] = useState(false);
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label={label}
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(
          () => {
            setDone(true);
            setTimeout(() => setDone(false), 1500);
          },
          () => showToast(t`Copying is not allowed here: select the text instead.`, "error"),
        )
      }
    >
      {done ? t`Copied` : t`Copy`}
    </Button>
  );
}

function AppForm({
  storeId,
  app,
  onDone,
  onCancel,
}: {
  storeId: number;
  app?: PlatformApp;
  onDone: (a: PlatformAppWithSecret) => void;
  onCancel: () => void;
}) {
  const { i18n, t } = useLingui();
  const qc = useQueryClient();
  const [name, setName] = useState(app?.name ?? "");
  const [uris, setUris] = useState(app?.redirectUris.join("\n") ?? "");
  const [scopes, setScopes] = useState<PlatformScope[]>(app?.scopes ?? []);
  const { errors, busy, save } = useSave();
  const [key] = useState(newIdempotencyKey);

  async function submit(e: FormEvent) {
    e.preventDefault();
    await save(
      async () => {
        const saved = await call("POST", "/platform/apps/save", {
          body: {
            ...(app ? { id: app.id } : {}),
            name,
            redirectUris: uris
              .split(/\s+/)
              .map((u) => u.trim())
              .filter(Boolean),
            scopes,
          },
          json: true,
          idempotencyKey: app ? undefined : key,
        });
        await qc.invalidateQueries({ queryKey: storeToolKeys.apps(storeId) });
        if (app) showToast(t`App saved`, "success");
        onDone(saved);
      },
      (err) => {
        const byField = fieldErrorsOf(err, true);
        if (!Object.keys(byField).length)
          showToast(err instanceof Error ? err.message : t`Could not save the app`, "error");
        return byField;
      },
      // Its own words: the fields' errors beside them, any other refusal in one toast above.
      { errorsInPlace: true },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <TextField
        label={t`App name`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={60}
        error={errors.name}
      />
      <TextArea
        label={<Trans>Redirect URIs</Trans>}
        hint={t`One per line; https:// only.`}
        error={errors.redirectUris}
        value={uris}
        onChange={setUris}
        rows={3}
        placeholder="https://app.example.com/callback"
      />
      <ChoiceGroup legend={<Trans>Scopes</Trans>} error={errors.scopes}>
        <div className="grid gap-2 sm:grid-cols-2">
          {PLATFORM_SCOPES.map((s) => (
            <label
              key={s}
              className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 p-2.5 has-[:checked]:border-orange-400 has-[:checked]:bg-orange-50"
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-orange-500"
                checked={scopes.includes(s)}
                onChange={(e) => setScopes((c) => (e.target.checked ? [...c, s] : c.filter((x) => x !== s)))}
              />
              <span>
                <span className="block font-mono text-xs font-semibold text-slate-900">{s}</span>
                <span className="block text-xs text-slate-600">{i18n._(SCOPE_LABELS[s])}</span>
              </span>
            </label>
          ))}
        </div>
      </ChoiceGroup>
      <FormActions label={app ? t`Save app` : t`Register app`} busy={busy}>
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </FormActions>
    </form>
  );
}

/** The secret, shown once after creation or rotation. */
function SecretDialog({ app, onClose }: { app: PlatformAppWithSecret | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open={app !== null}
      onClose={onClose}
      title={t`Client secret`}
      className="w-[min(34rem,calc(100vw-2rem))]"
    >
      {app?.clientSecret && (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">
            <Trans>
              Copy the secret for <strong>{app.name}</strong> now and keep it somewhere safe.{" "}
              <strong>It will not be shown again.</strong> We only keep a hash of it.
            </Trans>
          </p>
          <div className="rounded-lg bg-slate-50 p-3 text-sm">
            <Caption>{t`Client ID`}</Caption>
            <code className="break-all text-slate-900">{app.clientId}</code>
            <Caption className="mt-2">{t`Client secret`}</Caption>
            <div className="flex items-center gap-2">
              <code className="min-w-0 flex-1 break-all text-slate-900" data-testid="client-secret">
                {app.clientSecret}
              </code>
              <CopyButton text={app.clientSecret} label={t`Copy client secret`} />
            </div>
          </div>
          <div className="flex justify-end">
            <Button onClick={onClose}>
              <Trans>I have copied it</Trans>
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
