import { contractRoute } from "#shared/contract/routes";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import { preloadCityIndex, reverseGeocode, searchCities } from "./geo.service.ts";

/** City search and reverse geocoding from GeoNames data (CC BY 4.0), answered in GeoNames' shape. */
export function registerGeo(api: Api, _deps: AppDeps): void {
  preloadCityIndex();

  api.route({
    ...contractRoute("GET /geo/citySearch"),
    tag: "geo",
    summary: "Search cities by name (GeoNames' answer shape)",
    description: "City data © GeoNames (geonames.org), CC BY 4.0.",
    handler: async ({ query, c }) => {
      c.header("Cache-Control", "public, max-age=86400");
      return searchCities(query.q, query.maxRows);
    },
  });

  api.route({
    ...contractRoute("GET /geo/reverse"),
    tag: "geo",
    summary: "The nearest city to a point",
    description: "City data © GeoNames (geonames.org), CC BY 4.0.",
    handler: async ({ query }) => reverseGeocode(query.latitude, query.longitude),
  });
}
