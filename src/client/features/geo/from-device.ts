import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { showToast } from "../../api/toast-store.ts";
import { i18n } from "../../i18n/i18n.ts";
import { mutate } from "../../query-client.ts";
import { chooseCity } from "./chosen-city.ts";
import { reverseGeocode } from "./geo-queries.ts";
import { LocationError, type LocationFailure, locate } from "./geolocation.ts";

/** LOCATION_MESSAGES of ./geolocation.ts, in the reader's language (the same English). */
const LOCATION_TEXT: Record<LocationFailure, MessageDescriptor> = {
  denied: msg`This feature allows users to see what items are available nearby. Please manually enable location in the browser's settings.`,
  unavailable: msg`Location information is unavailable.`,
  timeout: msg`GPS request timeout.`,
  unknown: msg`An unknown error occurred while getting your location.`,
  unsupported: msg`Sorry, Your device does not support geographic location.`,
};

/**
 * My Position and GPS, for the Select City page and the wide header's city picker: the device's
 * position, reverse geocoded to a city and chosen. Failures say why (rules/product.md §8's messages; an alert
 * too when the device has no geolocation). True when a city was chosen.
 */
export async function chooseCityFromDevice(mode: "position" | "gps"): Promise<boolean> {
  try {
    const pos = await locate();
    const place = await mutate(() => reverseGeocode(pos.lat, pos.lng));
    const name = place.city || place.principalSubdivision;
    // My Position uses the city's own point (like a city picked by hand); GPS keeps the exact fix.
    const cityPoint =
      mode === "position" && typeof place.lat === "number" && typeof place.lng === "number"
        ? { lat: place.lat, lng: place.lng }
        : pos;
    chooseCity({ name, ...cityPoint, manualSelection: false }, pos);
    const city =
      place.principalSubdivision && place.principalSubdivision !== name
        ? `${name}, ${place.principalSubdivision}`
        : name;
    showToast(i18n._(msg`City set to ${city}`), "success");
    return true;
  } catch (err) {
    if (err instanceof LocationError) {
      const text = i18n._(LOCATION_TEXT[err.reason]);
      showToast(text, "error");
      if (err.reason === "unsupported") window.alert(text);
    }
    // API failures were toasted by the toast policy (a mutation: query-client.ts).
    return false;
  }
}
