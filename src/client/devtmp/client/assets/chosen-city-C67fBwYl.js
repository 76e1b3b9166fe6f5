import { bn as atom, Kt as hydratingAtom, Yt as sessionAtom } from "./index-BAN1tMZn.js";
import { c as getCity, x as saveCity, S as saveCoords } from "./storage-352Vgnio.js";

// src/client/features/geo/chosen-city.ts
/** The chosen city with its coordinates (re-read whenever a session key changes). */
var chosenCityAtom = atom((get) => {
  get(sessionAtom);
  return get(hydratingAtom) ? null : getCity();
});
/** Stores the city and the coordinates searches sort and filter by (spec §3). */
function chooseCity(city, coords = city) {
  saveCity(city);
  saveCoords({
    lat: coords.lat,
    lng: coords.lng,
  });
}
/** The point "nearest" and distance filters measure from: the chosen city, else stored coords. */
function searchPoint(city, coords) {
  if (city)
    return {
      lat: city.lat,
      lng: city.lng,
    };
  return coords;
}

export { chooseCity as t, chosenCityAtom as n, searchPoint as r };
