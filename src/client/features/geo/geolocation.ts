import { LOCATION_TIMEOUT_MS } from "#shared/constants";

/** The location messages of rules/product.md §8 (the unavailable and unknown wordings are ours; the rules do not fix them). */
export const LOCATION_MESSAGES = {
  denied:
    "This feature allows users to see what items are available nearby. Please manually enable location in the browser's settings.",
  unavailable: "Location information is unavailable.",
  timeout: "GPS request timeout.",
  unknown: "An unknown error occurred while getting your location.",
  unsupported: "Sorry, Your device does not support geographic location.",
} as const;

export type LocationFailure = keyof typeof LOCATION_MESSAGES;

export class LocationError extends Error {
  constructor(readonly reason: LocationFailure) {
    super(LOCATION_MESSAGES[reason]);
    this.name = "LocationError";
  }
}

/** GeolocationPositionError codes: 1 denied, 2 unavailable, 3 timeout. */
export function failureOf(code: number | undefined): LocationFailure {
  if (code === 1) return "denied";
  if (code === 2) return "unavailable";
  if (code === 3) return "timeout";
  return "unknown";
}

/** The device's position, per rules/product.md §9: 5000 ms timeout, high accuracy, never a cached position. */
export function locate(geo: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<{
  lat: number;
  lng: number;
}> {
  if (!geo) return Promise.reject(new LocationError("unsupported"));
  return new Promise((resolve, reject) => {
    geo.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (e) => reject(new LocationError(failureOf(e?.code))),
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
