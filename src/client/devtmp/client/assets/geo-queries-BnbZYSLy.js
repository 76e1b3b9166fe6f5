import { $t as api, Cn as queryOptions } from "./index-BAN1tMZn.js";
import "./api-CDAijywg.js";

// src/client/features/geo/geo-queries.ts
var geoKeys = {
  all: ["geo"],
  citySearch: (q) => [...geoKeys.all, "citySearch", q.toLowerCase()],
};
/** GET /geo/citySearch with the spec's fixed maxRows=100 and lang=en. Runs only for a non-empty term. */
var citySearchQuery = (q) =>
  queryOptions({
    queryKey: geoKeys.citySearch(q.trim()),
    queryFn: () =>
      api.get(
        "/geo/citySearch",
        {
          q: q.trim(),
          maxRows: 100,
          lang: "en",
        },
        {
          public: true,
          toast: false,
        },
      ),
    enabled: q.trim().length > 0,
    staleTime: 864e5,
  });
var reverseGeocode = (latitude, longitude) =>
  api.get(
    "/geo/reverse",
    {
      latitude,
      longitude,
    },
    { public: true },
  );

export { citySearchQuery as t, reverseGeocode as n };
