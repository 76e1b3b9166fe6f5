import { Code } from "#shared/codes";
import { ApiError } from "../../platform/errors.ts";
import { buildCityIndex, type CityIndex } from "./city-index.ts";

let index: CityIndex | null = null;

/** The process-wide city index (immutable data, so one copy serves every server in the process). */
export function cityIndex(): CityIndex {
  index ??= buildCityIndex();
  return index;
}

/**
 * Builds the index soon after start, off the request path: parsing 171k cities takes about a second,
 * after which every call is well under 5 ms.
 */
export function preloadCityIndex(): void {
  setTimeout(() => {
    cityIndex();
  }, 20).unref();
}

export function searchCities(q: string, maxRows: number) {
  return cityIndex().search(q, maxRows);
}

export function reverseGeocode(lat: number, lng: number) {
  const c = cityIndex().nearest(lat, lng);
  if (!c) throw new ApiError(Code.NOT_FOUND, "No city found near this place");
  return {
    city: c.name,
    principalSubdivision: c.adminName1,
    countryCode: c.countryCode,
    lat: c.lat,
    lng: c.lng,
  };
}
