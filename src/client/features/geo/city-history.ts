import { SEARCH_HISTORY_MAX } from "#shared/constants";
import { LocalKey, readKey, writeKey } from "../../api/session-store.ts";

/** A city search result as GeoNames names it (rules/product.md §3 "City search result"). */
export type CityResult = {
  name: string;
  adminName1: string;
  toponymName: string;
  lat: number;
  lng: number;
  countryCode?: string;
};

/** How a city reads in lists and history ("Springfield, Illinois"). */
export function describeCity(c: Pick<CityResult, "name" | "adminName1">): string {
  return c.adminName1 && c.adminName1 !== c.name ? `${c.name}, ${c.adminName1}` : c.name;
}

/** rules/product.md §5: unique (by description), newest first, at most 10. */
export function pushCity(list: readonly CityResult[], city: CityResult): CityResult[] {
  const key = describeCity(city);
  return [city, ...list.filter((c) => describeCity(c) !== key)].slice(0, SEARCH_HISTORY_MAX);
}

export function loadCityHistory(): CityResult[] {
  try {
    const v = JSON.parse(readKey(LocalKey.historyCitySearch) ?? "[]") as unknown;
    return Array.isArray(v)
      ? (v as CityResult[]).filter((c) => c && typeof c.name === "string").slice(0, SEARCH_HISTORY_MAX)
      : [];
  } catch {
    return [];
  }
}

export function addCityToHistory(city: CityResult): CityResult[] {
  const next = pushCity(loadCityHistory(), city);
  writeKey(LocalKey.historyCitySearch, JSON.stringify(next));
  return next;
}

export function removeCityFromHistory(city: CityResult): CityResult[] {
  const key = describeCity(city);
  const next = loadCityHistory().filter((c) => describeCity(c) !== key);
  writeKey(LocalKey.historyCitySearch, JSON.stringify(next));
  return next;
}
