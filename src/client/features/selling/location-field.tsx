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
  const id = useId();
  const [searching, setSearching] = useState(false);
  const [q, setQ] = useState("");
  const [debounced, setDebounced] = useState("");
  useEffect(() => {
    const t = setTimeout(() => setDebounced(q), 250);
    return () => clearTimeout(t);
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
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Item location</p>
          <p className="text-base font-semibold text-slate-900">
            {city ?? defaultCity ?? "Your city"}
            {city === null && (
              <span className="ml-2 text-xs font-normal text-slate-500">(your city, the default)</span>
            )}
          </p>
        </div>
        <div className="flex gap-2">
          {city !== null && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              Use my city
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={searching}
            onClick={() => setSearching((s) => !s)}
          >
            {searching ? "Close" : "Change city"}
          </Button>
        </div>
      </div>
      {error && <p className="text-xs font-medium text-rose-600">{error}</p>}
      {searching && (
        <div className="space-y-2">
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            Search a city
          </label>
          <input
            id={id}
            type="search"
            value={q}
            autoComplete="off"
            placeholder="e.g. Portland"
            onChange={(e) => setQ(e.target.value)}
            className="focus-ring h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base"
          />
          {results.isFetching && <p className="text-sm text-slate-500">Searching…</p>}
          {results.isError && (
            <p className="text-sm text-rose-600">City search is not available right now.</p>
          )}
          {list.length > 0 && (
            <ul
              aria-label="Cities"
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
            <p className="text-sm text-slate-500">No city matches “{debounced}”.</p>
          )}
        </div>
      )}
    </div>
  );
}
