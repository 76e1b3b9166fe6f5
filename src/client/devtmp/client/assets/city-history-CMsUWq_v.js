import { t as LocalKey, y as readKey, k as writeKey } from "./storage-352Vgnio.js";

// src/client/features/geo/city-history.ts
/** How a city reads in lists and history ("Springfield, Illinois"). */
function describeCity(c) {
  return c.adminName1 && c.adminName1 !== c.name ? `${c.name}, ${c.adminName1}` : c.name;
}
/** Spec §5: unique (by description), newest first, at most 10. */
function pushCity(list, city) {
  const key = describeCity(city);
  return [city, ...list.filter((c) => describeCity(c) !== key)].slice(0, 10);
}
function loadCityHistory() {
  try {
    const v = JSON.parse(readKey(LocalKey.historyCitySearch) ?? "[]");
    return Array.isArray(v) ? v.filter((c) => c && typeof c.name === "string").slice(0, 10) : [];
  } catch {
    return [];
  }
}
function addCityToHistory(city) {
  const next = pushCity(loadCityHistory(), city);
  writeKey(LocalKey.historyCitySearch, JSON.stringify(next));
  return next;
}
function removeCityFromHistory(city) {
  const key = describeCity(city);
  const next = loadCityHistory().filter((c) => describeCity(c) !== key);
  writeKey(LocalKey.historyCitySearch, JSON.stringify(next));
  return next;
}

export { addCityToHistory as t, describeCity as n, loadCityHistory as r, removeCityFromHistory as i };
