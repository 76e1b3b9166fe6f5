import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { AuthorizeRequest } from "#shared/contract/stores-admin";
import { ApiError, call } from "../../api/index.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { EmptyState, Page, Skeleton } from "../../ui/page.tsx";
import type { AuthorizeSearch } from "./authorize-search.ts";
import { SCOPE_LABELS } from "./scope-labels.ts";

const card = "flex flex-col gap-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200 md:p-6";

/**
 * /authorize: an app asks to act for one of the user's stores (OAuth 2.0 authorization code). The
 * server checks the app, its redirect URI and scopes before anything is shown; only then may the
 * browser be sent to that URI, with a code (Allow) or `error=access_denied` (Deny).
 */
export function AuthorizeScreen({ search }: { search: AuthorizeSearch }) {
  const { t } = useLingui();
  const request = {
    clientId: search.client_id ?? "",
    redirectUri: search.redirect_uri ?? "",
    scope: search.scope ?? "",
  };
  const unsupported =
    search.response_type !== undefined && search.response_type !== "code"
      ? t`This link asks for a kind of authorization the store does not give (response_type must be code).`
      : (search.code_challenge_method ?? (search.code_challenge ? "plain" : "S256")) !== "S256"
        ? t`This link uses a PKCE method the store does not accept (only S256).`
        : null;
  const q = useQuery({
    queryKey: ["platform", "authorize", request],
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/platform/authorize", { query: request }),
    enabled: unsupported === null,
    retry: false,
    staleTime: 0,
  });

  return (
    <Page heading={t`Authorize app`} width="narrow">
      {unsupported ? (
        <BadLink why={unsupported} />
      ) : q.data ? (
        <Consent request={q.data} search={search} />
      ) : q.isError ? (
        q.error instanceof ApiError && q.error.refused ? (
          <BadLink why={reason(q.error)} />
        ) : (
          <EmptyState
            title={t`Could not load the request`}
            body={t`Check your connection and try again.`}
            action={
              <Button variant="secondary" onClick={() => void q.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            }
          />
        )
      ) : (
        <Skeleton className="h-80 rounded-2xl" />
      )}
    </Page>
  );
}

/** The field's own message for 10001 (without the field path), else the server's message. */
function reason(err: ApiError): string {
  return (err.field && err.fields[err.field]) || err.message;
}

/** A link that fails the server's checks goes nowhere: its redirect URI is not trusted. */
function BadLink({ why }: { why: string }) {
  const { t } = useLingui();
  // One full stop at the end (a Chinese sentence already ends with its own).
  const reasonText = why.replace(/[.。]?$/, (end) => end || ".");
  return (
    <EmptyState
      title={t`This link cannot be used`}
      body={t`${reasonText} Ask the app's developer for a new link.`}
      action={
        <AppLink href="/" className="font-semibold text-orange-700 underline underline-offset-2">
          <Trans>Go to the home page</Trans>
        </AppLink>
      }
    />
  );
}

function Consent({ request, search }: { request: AuthorizeRequest; search: AuthorizeSearch }) {
  const { i18n, t } = useLingui();
  const appName = request.app.name;
  const [storeId, setStoreId] = useState<number | undefined>(request.stores[0]?.id);
  const [busy, setBusy] = useState<"allow" | "deny" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const storesLabel = useId();
  const host = new URL(request.redirectUri).host;
  const developer = request.app.developer || t`a store`;
  const clientId = request.app.clientId;

  async function allow(e: FormEvent) {
    e.preventDefault();
    if (storeId === undefined) return;
    setBusy("allow");
    setError(null);
    try {
      const { redirectTo } = await call("POST", "/platform/authorize", {
        body: {
          clientId: request.app.clientId,
          redirectUri: request.redirectUri,
          scope: request.scopes.join(" "),
          storeId,
          ...(search.state !== undefined ? { state: search.state } : {}),
          ...(search.code_challenge ? { codeChallenge: search.code_challenge } : {}),
          // As the link gave it: the server refuses any method but S256, with its own words.
          ...(search.code_challenge_method
            ? { codeChallengeMethod: search.code_challenge_method as "S256" }
            : {}),
        },
        json: true,
      });
      window.location.assign(redirectTo);
    } catch (err) {
      setError(err instanceof Error ? err.message : t`Something went wrong. Try again.`);
      setBusy(null);
    }
  }

  function deny() {
    setBusy("deny");
    const to = new URL(request.redirectUri);
    to.searchParams.set("error", "access_denied");
    if (search.state !== undefined) to.searchParams.set("state", search.state);
    window.location.assign(to.toString());
  }

  if (request.stores.length === 0)
    return (
      <EmptyState
        title={t`No store to connect`}
        body={t`${appName} works with a store, and you are not the owner or an admin of one. Create a store, or ask its owner to connect the app.`}
        action={
          <AppLink href="/stores" className="font-semibold text-orange-700 underline underline-offset-2">
            <Trans>Go to My Stores</Trans>
          </AppLink>
        }
      />
    );

  return (
    <form className={card} onSubmit={allow}>
      <div>
        <p className="text-lg font-semibold text-slate-900">
          <Trans>{appName} wants to work with your store</Trans>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            Registered by {developer} · {clientId}
          </Trans>
        </p>
      </div>
      <div>
        <p className="text-sm font-medium text-slate-800">
          <Trans>It will be able to:</Trans>
        </p>
        <ul className="mt-2 flex flex-col gap-1.5" aria-label={t`Requested access`}>
          {request.scopes.map((s) => (
            <li key={s} className="flex items-start gap-2 text-sm text-slate-700">
              <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-orange-500" />
              <span>
                {i18n._(SCOPE_LABELS[s])} <span className="text-slate-500">({s})</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <fieldset>
        <legend id={storesLabel} className="text-sm font-medium text-slate-800">
          <Trans>For which store</Trans>
        </legend>
        <div className="mt-2 flex flex-col gap-2">
          {request.stores.map((s) => (
            <label
              key={s.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-orange-500"
            >
              <input
                type="radio"
                name="store"
                value={s.id}
                checked={storeId === s.id}
                onChange={() => setStoreId(s.id)}
                className="size-4 accent-orange-600"
              />
              <span className="text-sm text-slate-900">{s.storeName}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-rose-200">
          {error}
        </p>
      )}
      <p className="text-xs text-slate-500">
        <Trans>
          Allow or deny, you go back to {host}. You can disconnect the app at any time under Open Platform.
        </Trans>
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={deny} busy={busy === "deny"} disabled={busy !== null}>
          <Trans>Deny</Trans>
        </Button>
        <Button type="submit" busy={busy === "allow"} disabled={busy !== null || storeId === undefined}>
          <Trans>Allow</Trans>
        </Button>
      </div>
    </form>
  );
}
