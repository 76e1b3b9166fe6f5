import type { Locale } from "./locale.ts";

/** Mean Earth radius: the server's "nearest" sort and radius filter measure with the same one. */
export const EARTH_RADIUS_KM = 6371;
export const KM_PER_MILE = 1.609344;

/**
 * Checkout warns in words when the pickup is farther than this from the buyer: 50 miles, about an
 * hour's drive each way, where a local pickup stops being a casual errand.
 */
export const FAR_PICKUP_KM = 50 * KM_PER_MILE;

/** The home page's "Near you" row: items within the same 50 miles (as the search's `radiusKm`). */
export const NEAR_YOU_RADIUS_KM = 80.47;

export type Point = { lat: number; lng: number };

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type DistanceUnit = "mi" | "km";

/** Regions whose people measure road distances in miles. */
const MILE_REGIONS = new Set(["US", "GB", "LR", "MM", "PR", "GU", "VI", "AS", "MP"]);

/**
 * Miles or kilometres for a reader: Chinese reads kilometres; English reads miles in the regions
 * that use them, and when the browser names no region (the marketplace's prices are in dollars);
 * any other English region ("en-AU", "en-CA", "en-IN") reads kilometres.
 */
export function distanceUnitFor(locale: Locale, languages: readonly string[]): DistanceUnit {
  if (locale !== "en") return "km";
  for (const tag of languages) {
    const [lang, ...rest] = tag.trim().split(/[-_]/);
    if (lang?.toLowerCase() !== "en") continue;
    const region = rest.find((p) => /^[A-Za-z]{2}$/.test(p) || /^\d{3}$/.test(p));
    if (!region) continue;
    return MILE_REGIONS.has(region.toUpperCase()) ? "mi" : "km";
  }
  return "mi";
}

/**
 * A distance as a number in the reader's unit, rounded as people say it: one decimal under 10,
 * whole numbers above; anything under 0.1 reads as 0.1 (the pickup is not where the reader stands).
 */
export function distanceIn(km: number, unit: DistanceUnit): number {
  const v = unit === "mi" ? km / KM_PER_MILE : km;
  if (v < 10) return Math.max(0.1, Math.round(v * 10) / 10);
  return Math.round(v);
}

/**
 * The radius choices of lists and the home page, in the reader's unit; the URL keeps kilometres.
 * GET /home/filter offers the kilometre steps.
 */
export const RADIUS_STEPS: Record<DistanceUnit, readonly number[]> = {
  mi: [10, 25, 50, 100, 250],
  km: [10, 25, 50, 100, 250, 500],
};

/** A radius step in kilometres, as the search's `radiusKm` carries it (two decimals at most). */
export function radiusKmOf(step: number, unit: DistanceUnit): number {
  return unit === "km" ? step : Math.round(step * KM_PER_MILE * 100) / 100;
}

/** The URL's word for "no distance limit" (`radiusKm=any`): a choice, unlike an absent radius. */
export const ANYWHERE = "any";
/** A radius as a list's URL or the device keeps it: kilometres, or anywhere. */
export type RadiusChoice = number | typeof ANYWHERE;

/**
 * The radius a list starts with when nobody chose one: the largest step that keeps every pickup
 * within the far-pickup distance (50 mi; 50 km in kilometres), so a list near the user holds no
 * item checkout would warn about.
 */
export function defaultRadiusKm(unit: DistanceUnit): number {
  const within = RADIUS_STEPS[unit].filter((n) => radiusKmOf(n, unit) <= FAR_PICKUP_KM + 0.01);
  return radiusKmOf(within.at(-1) ?? RADIUS_STEPS[unit][0]!, unit);
}

/**
 * The radius in effect, in km, or null for no limit: the one the URL names, else the one chosen on
 * the device, else the default; never a limit without a place to measure from.
 */
export function radiusInEffect(
  fromUrl: RadiusChoice | undefined,
  chosen: RadiusChoice | null,
  unit: DistanceUnit,
  hasPlace: boolean,
): number | null {
  if (!hasPlace) return null;
  const r = fromUrl ?? chosen ?? defaultRadiusKm(unit);
  return r === ANYWHERE ? null : r;
}

/** The next wider step than `km` in the reader's unit (in km), or null past the widest. */
export function widerRadiusKm(km: number, unit: DistanceUnit): number | null {
  for (const n of RADIUS_STEPS[unit]) {
    const r = radiusKmOf(n, unit);
    if (r > km + 0.01) return r;
  }
  return null;
}
