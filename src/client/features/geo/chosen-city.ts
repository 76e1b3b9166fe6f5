import { atom } from "jotai";
import { type City, getCity, saveCity, saveCoords } from "../../api/session-store.ts";
import { hydratingAtom, sessionAtom } from "../../state.ts";

/** The chosen city with its coordinates (re-read whenever a session key changes). */
export const chosenCityAtom = atom<City | null>((get) => {
  get(sessionAtom);
  // A server-rendered page hydrates without a city, as the server drew it.
  return get(hydratingAtom) ? null : getCity();
});

/** Stores the city and the coordinates searches sort and filter by (rules/product.md §3). */
export function chooseCity(city: City, coords: { lat: number; lng: number } = city): void {
  saveCity(city);
  saveCoords({ lat: coords.lat, lng: coords.lng });
}
