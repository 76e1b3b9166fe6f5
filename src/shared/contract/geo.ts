import { z } from "zod";
import { CITY_SEARCH_LANG, CITY_SEARCH_MAX_ROWS } from "../constants.ts";

/** GET /geo/citySearch: GeoNames' search parameters. */
export const CitySearchQuerySchema = z.object({
  q: z.string().trim().min(1, "Type a city name"),
  maxRows: z.coerce.number().int().min(1).max(1000).default(CITY_SEARCH_MAX_ROWS),
  lang: z.string().default(CITY_SEARCH_LANG),
});

export const GeoNameSchema = z.object({
  name: z.string(),
  adminName1: z.string(),
  toponymName: z.string(),
  lat: z.number(),
  lng: z.number(),
  countryCode: z.string(),
});
export type GeoName = z.infer<typeof GeoNameSchema>;

/** GeoNames' own answer shape. */
export const CitySearchAnswerSchema = z.object({
  totalResultsCount: z.number().int(),
  geonames: z.array(GeoNameSchema),
});

export const ReverseQuerySchema = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});
export const ReverseAnswerSchema = z.object({
  city: z.string(),
  principalSubdivision: z.string(),
  countryCode: z.string(),
  lat: z.number(),
  lng: z.number(),
});
