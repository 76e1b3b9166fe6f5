import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { showToast } from "../../api/toast-store.ts";
import { sessionAtom } from "../../state.ts";
import { Button } from "../../ui/button.tsx";
import { HistoryIcon, PinIcon } from "../../ui/icons.tsx";
import { EmptyState, Page, Skeleton } from "../../ui/page.tsx";
import { RemoveButton } from "../../ui/remove-button.tsx";
import { Section } from "../../ui/section.tsx";
import { chooseCity, chosenCityAtom } from "./chosen-city.ts";
import {
  addCityToHistory,
  type CityResult,
  describeCity,
  loadCityHistory,
  removeCityFromHistory,
} from "./city-history.ts";
import { CitySearchForm } from "./city-search-form.tsx";
import { citySearchQuery } from "./geo-queries.ts";
import { LocateButtons } from "./locate-buttons.tsx";

const ROW_KEYS = ["a", "b", "c", "d", "e", "f"];

/** Leaves the picker: back where the person came from, else home. */
function useLeave() {
  const router = useRouter();
  return () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ href: "/" });
  };
}

/**
 * /cityLocation and /citySearch (Select City): a city search (GeoNames), My Position and GPS
 * (the device's position, reverse geocoded), and the history of chosen cities.
 */
export function CityScreen({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useLingui();
  const city = useAtomValue(chosenCityAtom);
  // The header's city (the chosen one, else the profile's): both places name the same city.
  const shownCity = useAtomValue(sessionAtom).city;
  const [history, setHistory] = useState<CityResult[]>(() => loadCityHistory());
  const leave = useLeave();
  const term = q.trim();
  const results = useQuery(citySearchQuery(term));

  const pick = (c: CityResult) => {
    setHistory(addCityToHistory(c));
    chooseCity({ name: c.name, lat: c.lat, lng: c.lng, manualSelection: true });
    const chosen = describeCity(c);
    showToast(t`City set to ${chosen}`, "success");
    leave();
  };

  return (
    <Page heading={t`Select City`} width="narrow">
      <p className="-mt-2 mb-4 flex items-center gap-1.5 text-sm text-slate-600">
        <PinIcon className="size-4 text-slate-400" />
        {shownCity ? (
          <>
            <Trans>
              Current city: <strong className="font-semibold text-slate-900">{shownCity}</strong>
            </Trans>
            {city && city.name === shownCity && !city.manualSelection && (
              <span className="text-slate-500">
                <Trans>(from your location)</Trans>
              </span>
            )}
          </>
        ) : (
          t`No city chosen yet. Items near your city can be shown first.`
        )}
      </p>
      <CitySearchForm size="lg" initial={q} onSearch={onSearch} />
      <LocateButtons onChosen={leave} className="mt-3" />

      {term ? (
        <section aria-label={t`Cities found`} className="mt-6">
          {results.isPending ? (
            <ul
              className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
              aria-busy="true"
            >
              {ROW_KEYS.map((k) => (
                <li key={k} className="px-4 py-3">
                  <Skeleton className="h-4 w-2/3" />
                </li>
              ))}
            </ul>
          ) : results.isError ? (
            <EmptyState
              title={navigator.onLine ? t`We could not search cities` : t`You are offline`}
              body={t`Check your connection and try again.`}
              action={
                <Button onClick={() => void results.refetch()} busy={results.isFetching}>
                  <Trans>Try again</Trans>
                </Button>
              }
            />
          ) : results.data.geonames.length === 0 ? (
            <p className="rounded-xl bg-white px-4 py-8 text-center text-sm text-slate-700 ring-1 ring-slate-200">
              <Trans>No search results found.</Trans>
            </p>
          ) : (
            <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
              {results.data.geonames.map((c) => (
                <li key={`${c.name}|${c.adminName1}|${c.lat}|${c.lng}`}>
                  <button
                    type="button"
                    onClick={() => pick(c)}
                    className="focus-ring flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50"
                  >
                    <PinIcon className="size-4 shrink-0 text-slate-400" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-slate-900">{c.name}</span>
                      <span className="block truncate text-xs text-slate-500">
                        {[c.adminName1, c.countryCode].filter(Boolean).join(", ")}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : history.length > 0 ? (
        <Section id="city-history" heading={<Trans>Recent cities</Trans>} className="mt-6">
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
            {history.map((c) => (
              <li key={describeCity(c)} className="flex items-center">
                <button
                  type="button"
                  onClick={() => pick(c)}
                  className="focus-ring flex min-w-0 flex-1 items-center gap-3 px-4 py-3 text-left hover:bg-slate-50"
                >
                  <HistoryIcon className="size-4 shrink-0 text-slate-400" />
                  <span className="truncate text-slate-900">{describeCity(c)}</span>
                </button>
                <RemoveButton
                  label={t`Delete ${describeCity(c)}`}
                  size="md"
                  onClick={() => setHistory(removeCityFromHistory(c))}
                />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <p className="mt-8 text-xs text-slate-500">
        <Trans>City data © GeoNames (geonames.org), CC BY 4.0.</Trans>
      </p>
    </Page>
  );
}
