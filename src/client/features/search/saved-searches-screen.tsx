import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import type { SavedSearch } from "#shared/contract/search";
import { dateFormats } from "#shared/date-formats";
import { useLocale } from "../../i18n/locale.ts";
import { sessionAtom } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { EmptyState, Page, Spinner, useDocumentTitle } from "../../ui/page.tsx";
import {
  deleteSavedSearch,
  savedSearchesQuery,
  savedSearchKeys,
  setSavedSearchAlerts,
} from "./saved-searches.ts";

function SavedSearchRow({ s }: { s: SavedSearch }) {
  const locale = useLocale();
  const { t } = useLingui();
  const qc = useQueryClient();
  const done = () => void qc.invalidateQueries({ queryKey: savedSearchKeys.all });
  const toggle = useMutation({
    mutationFn: (alerts: boolean) => setSavedSearchAlerts(s.id, alerts),
    onSuccess: done,
  });
  const remove = useMutation({ mutationFn: () => deleteSavedSearch(s.id), onSuccess: done });
  const name = s.name;
  const lastAlert = s.lastAlertTime ? dateFormats.type2(locale, s.lastAlertTime) : "";
  const savedOn = dateFormats.type1(locale, s.createTime);
  const alerts = toggle.isPending ? toggle.variables : s.alerts;
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <AppLink
          href={s.path}
          className="focus-ring block truncate rounded font-semibold text-slate-900 hover:text-orange-700"
        >
          {s.name}
        </AppLink>
        <p className="mt-0.5 text-xs text-slate-500">
          {s.lastAlertTime ? t`Last alert ${lastAlert}` : t`Saved ${savedOn}`}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={alerts}
            aria-label={t`Alerts for ${name}`}
            onChange={(e) => toggle.mutate(e.target.checked)}
            className="focus-ring size-4 accent-orange-600"
          />
          <Trans>Alerts</Trans>
        </label>
        <Button
          variant="ghost"
          size="sm"
          busy={remove.isPending}
          aria-label={t`Delete ${name}`}
          onClick={() => remove.mutate()}
        >
          <Trans>Delete</Trans>
        </Button>
      </div>
    </li>
  );
}

/** /savedSearches: my saved searches, each opening its results, with alerts on or off. */
export function SavedSearchesScreen() {
  const session = useAtomValue(sessionAtom);
  const userId = session.token ? (session.userInfo?.id ?? 0) : null;
  const list = useQuery(savedSearchesQuery(userId));
  const { t } = useLingui();
  useDocumentTitle(t`Saved Searches`);
  return (
    <Page heading={t`Saved Searches`}>
      <p className="mb-4 text-sm text-slate-600">
        <Trans>
          When a new listing matches a saved search with alerts on, you get a notification (at most one an
          hour for each search).
        </Trans>
      </p>
      {userId === null ? (
        <EmptyState
          title={t`Sign in to see your saved searches`}
          action={
            <AppLink
              href={`/signIn?redirect=${encodeURIComponent("/savedSearches")}`}
              className="focus-ring inline-flex h-10 items-center rounded-lg bg-orange-500 px-4 text-sm font-semibold text-white hover:bg-orange-600"
            >
              <Trans>Sign In</Trans>
            </AppLink>
          }
        />
      ) : list.isPending ? (
        <Spinner />
      ) : !list.data?.list.length ? (
        <EmptyState
          title={t`No saved searches yet`}
          body={t`Search for something, then press Save this search to hear about new listings.`}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t`Saved searches`}>
          {list.data.list.map((s) => (
            <SavedSearchRow key={s.id} s={s} />
          ))}
        </ul>
      )}
    </Page>
  );
}
