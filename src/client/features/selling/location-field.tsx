import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Button } from "../../ui/index.ts";
import { describeCity } from "../geo/city-history.ts";
import { citySearchQuery } from "../geo/geo-queries.ts";

export type ChosenCity = { name: string; lat: number; lng: number };

/** The listing's city: the seller's own by default; another one through the geo city search. */
export function LocationField({
  city,
  defaultCity,
  error,
  onChange,
}: {
  city: string | null;
  defaultCity: string | null;
  error?: string | undefined;
  onChange: (c: ChosenCity | null) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [searching, setSearching] = useState(false);
  const [q, setQ] = useState("");
  const [debounced, setDebounced] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(q), 250);
    return () => clearTimeout(timer);
  }, [q]);
  const results = useQuery({
    ...citySearchQuery(debounced),
    enabled: searching && debounced.trim().length > 1,
  });
  const list = (results.data?.geonames ?? []).slice(0, 8);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
            <Trans>Item location</Trans>
          </p>
          <p className="text-base font-semibold text-slate-900">
            {city ?? defaultCity ?? t`Your city`}
            {city === null && (
              <span className="ml-2 text-xs font-normal text-slate-500">
                <Trans>(your city, the default)</Trans>
              </span>
            )}
          </p>
        </div>
        <div className="flex gap-2">
          {city !== null && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              <Trans>Use my city</Trans>
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={searching}
            onClick={() => setSearching((s) => !s)}
          >
            {searching ? t`Close` : t`Change city`}
          </Button>
        </div>
      </div>
      {error && <p className="text-xs font-medium text-rose-600">{error}</p>}
      {searching && (
        <div className="space-y-2">
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            <Trans>Search a city</Trans>
          </label>
          <input
            id={id}
            type="search"
            value={q}
            autoComplete="off"
            placeholder={t`e.g. Portland`}
            onChange={(e) => setQ(e.target.value)}
            className="focus-ring h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base"
          />
          {results.isFetching && (
            <p className="text-sm text-slate-500">
              <Trans>Searching…</Trans>
            </p>
          )}
          {results.isError && (
            <p className="text-sm text-rose-600">
              <Trans>City search is not available right now.</Trans>
            </p>
          )}
          {list.length > 0 && (
            <ul
              aria-label={t`Cities`}
              className="divide-y divide-slate-100 rounded-lg bg-white ring-1 ring-slate-200"
            >
              {list.map((c) => (
                <li key={`${c.name}-${c.lat}-${c.lng}`}>
                  <button
                    type="button"
                    onClick={() => {
                      onChange({ name: c.name, lat: c.lat, lng: c.lng });
                      setSearching(false);
                      setQ("");
                    }}
                    className="focus-ring w-full px-3 py-2.5 text-left text-sm hover:bg-slate-50"
                  >
                    {describeCity(c)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {debounced.trim().length > 1 && results.isSuccess && list.length === 0 && (
            <p className="text-sm text-slate-500">
              <Trans>No city matches “{debounced}”.</Trans>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
