import { showToast } from "../../ui/toast-store.ts";
import { chooseCity } from "./chosen-city.ts";
import { reverseGeocode } from "./geo-queries.ts";
import { LOCATION_MESSAGES, LocationError, locate } from "./geolocation.ts";

/**
 * My Position and GPS, for the Select City page and the wide header's city picker: the device's
 * position, reverse geocoded to a city and chosen. Failures say why (rules/product.md §8's messages; an alert
 * too when the device has no geolocation). True when a city was chosen.
 */
export async function chooseCityFromDevice(mode: "position" | "gps"): Promise<boolean> {
  try {
    const pos = await locate();
    const place = await reverseGeocode(pos.lat, pos.lng);
    const name = place.city || place.principalSubdivision;
    // My Position uses the city's own point (like a city picked by hand); GPS keeps the exact fix.
    const cityPoint =
      mode === "position" && typeof place.lat === "number" && typeof place.lng === "number"
        ? { lat: place.lat, lng: place.lng }
        : pos;
    chooseCity({ name, ...cityPoint, manualSelection: false }, pos);
    showToast(
      `City set to ${name}${place.principalSubdivision && place.principalSubdivision !== name ? `, ${place.principalSubdivision}` : ""}`,
      "success",
    );
    return true;
  } catch (err) {
    if (err instanceof LocationError) {
      showToast(err.message, "error");
      if (err.reason === "unsupported") window.alert(LOCATION_MESSAGES.unsupported);
    }
    // API failures are already toasted by the request helper.
    return false;
  }
}
