import { queryOptions } from "@tanstack/react-query";
import { CITY_SEARCH_LANG, CITY_SEARCH_MAX_ROWS } from "#shared/constants";
import { call } from "../../api/index.ts";
import type { CityResult } from "./city-history.ts";

export const geoKeys = {
  all: ["geo"] as const,
  citySearch: (q: string) => [...geoKeys.all, "citySearch", q.toLowerCase()] as const,
};

export type CitySearchAnswer = { totalResultsCount: number; geonames: CityResult[] };

/** GET /geo/citySearch with the spec's fixed maxRows=100 and lang=en. Runs only for a non-empty term. */
export const citySearchQuery = (q: string) =>
  queryOptions({
    queryKey: geoKeys.citySearch(q.trim()),
    meta: { errorsInPlace: true },
    queryFn: () =>
      call("GET", "/geo/citySearch", {
        query: { q: q.trim(), maxRows: CITY_SEARCH_MAX_ROWS, lang: CITY_SEARCH_LANG },
        public: true,
      }),
    enabled: q.trim().length > 0,
    staleTime: 24 * 60 * 60_000,
  });

export type ReverseAnswer = {
  city: string;
  principalSubdivision: string;
  countryCode?: string;
  lat?: number;
  lng?: number;
};

export const reverseGeocode = (latitude: number, longitude: number) =>
  call("GET", "/geo/reverse", { query: { latitude, longitude }, public: true });
