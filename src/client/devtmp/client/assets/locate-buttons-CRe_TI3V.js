import { t as chooseCity } from "./chosen-city-C67fBwYl.js";
import { t as cx } from "./cx-ClXQrqf-.js";
import { n as reverseGeocode } from "./geo-queries-BnbZYSLy.js";
import { pt as Button, un as LOCATION_TIMEOUT_MS, St as PinIcon, rn as showToast } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/features/geo/city-search-form.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$1 = "/work/main/src/client/features/geo/city-search-form.tsx";
/**
 * The city name box and Find, for the Select City page and the wide header's picker. Searches
 * only a non-empty name (spec §5); `initial` follows the page's `q`.
 */
function CitySearchForm({ initial = "", onSearch, size, autoFocus = false }) {
  const [text, setText] = (0, import_react.useState)(initial);
  const inputId = (0, import_react.useId)();
  const inputRef = (0, import_react.useRef)(null);
  (0, import_react.useEffect)(() => setText(initial), [initial]);
  (0, import_react.useEffect)(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);
  const submit = (e) => {
    e.preventDefault();
    const q = text.trim();
    if (q) onSearch(q);
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "form",
    {
      "aria-label": "Find a city",
      onSubmit: submit,
      className: "flex gap-2",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "label",
          {
            htmlFor: inputId,
            className: "sr-only",
            children: "City name",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 36,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "input",
          {
            ref: inputRef,
            id: inputId,
            type: "search",
            value: text,
            onChange: (e) => setText(e.target.value),
            placeholder: "Type a city name",
            enterKeyHint: "search",
            autoComplete: "address-level2",
            className: cx(
              "focus-ring min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-400",
              size === "lg" ? "h-11 text-base" : "h-9 text-sm",
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 39,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Button,
          {
            type: "submit",
            size: size === "lg" ? "lg" : void 0,
            className: size === "lg" ? "h-11 px-4" : "h-9 px-3",
            children: "Find",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 53,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$1,
      lineNumber: 35,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/geo/geolocation.ts
/** Spec §8's location messages (the unavailable and unknown wordings are ours; the spec does not show them). */
var LOCATION_MESSAGES = {
  denied:
    "This feature allows users to see what items are available nearby. Please manually enable location in the browser's settings.",
  unavailable: "Location information is unavailable.",
  timeout: "GPS request timeout.",
  unknown: "An unknown error occurred while getting your location.",
  unsupported: "Sorry, Your device does not support geographic location.",
};
var LocationError = class extends Error {
  reason;
  constructor(reason) {
    super(LOCATION_MESSAGES[reason]);
    this.reason = reason;
    this.name = "LocationError";
  }
};
/** GeolocationPositionError codes: 1 denied, 2 unavailable, 3 timeout. */
function failureOf(code) {
  if (code === 1) return "denied";
  if (code === 2) return "unavailable";
  if (code === 3) return "timeout";
  return "unknown";
}
/** The device's position, per spec §9: 5000 ms timeout, high accuracy, never a cached position. */
function locate(geo = globalThis.navigator?.geolocation) {
  if (!geo) return Promise.reject(new LocationError("unsupported"));
  return new Promise((resolve, reject) => {
    geo.getCurrentPosition(
      (p) =>
        resolve({
          lat: p.coords.latitude,
          lng: p.coords.longitude,
        }),
      (e) => reject(new LocationError(failureOf(e?.code))),
      {
        enableHighAccuracy: true,
        timeout: LOCATION_TIMEOUT_MS,
        maximumAge: 0,
      },
    );
  });
}
// src/client/features/geo/from-device.ts
/**
 * My Position and GPS, for the Select City page and the wide header's city picker: the device's
 * position, reverse geocoded to a city and chosen. Failures say why (spec §8's messages; an alert
 * too when the device has no geolocation). True when a city was chosen.
 */
async function chooseCityFromDevice(mode) {
  try {
    const pos = await locate();
    const place = await reverseGeocode(pos.lat, pos.lng);
    const name = place.city || place.principalSubdivision;
    const cityPoint =
      mode === "position" && typeof place.lat === "number" && typeof place.lng === "number"
        ? {
            lat: place.lat,
            lng: place.lng,
          }
        : pos;
    chooseCity(
      {
        name,
        ...cityPoint,
        manualSelection: false,
      },
      pos,
    );
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
    return false;
  }
}
// src/client/features/geo/locate-buttons.tsx
var _jsxFileName = "/work/main/src/client/features/geo/locate-buttons.tsx";
/**
 * My Position and GPS (spec §2's city picker), for the Select City page and the wide header's
 * picker: each chooses the city from the device's position; `onChosen` runs once one is chosen.
 */
function LocateButtons({ onChosen, size = "md", className }) {
  const [locating, setLocating] = (0, import_react.useState)(null);
  const fromDevice = async (mode) => {
    setLocating(mode);
    try {
      if (await chooseCityFromDevice(mode)) onChosen();
    } finally {
      setLocating(null);
    }
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: cx("grid grid-cols-2 gap-2", className),
      children: ["position", "gps"].map((mode) =>
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Button,
          {
            variant: "secondary",
            size,
            className: "whitespace-nowrap",
            busy: locating === mode,
            disabled: locating !== null,
            onClick: () => void fromDevice(mode),
            children: [
              mode === "position"
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    PinIcon,
                    { className: "size-4" },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 41,
                      columnNumber: 34,
                    },
                    this,
                  )
                : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    GpsIcon,
                    {},
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 41,
                      columnNumber: 67,
                    },
                    this,
                  ),
              mode === "position" ? "My Position" : "GPS",
            ],
          },
          mode,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 32,
            columnNumber: 9,
          },
          this,
        ),
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 30,
      columnNumber: 5,
    },
    this,
  );
}
function GpsIcon() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "svg",
    {
      viewBox: "0 0 24 24",
      className: "size-4",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: "2",
      "aria-hidden": "true",
      focusable: "false",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "circle",
          {
            cx: "12",
            cy: "12",
            r: "7",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 60,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "circle",
          {
            cx: "12",
            cy: "12",
            r: "2.5",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 61,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "path",
          { d: "M12 2v3M12 19v3M2 12h3M19 12h3" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 62,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 51,
      columnNumber: 5,
    },
    this,
  );
}

export { CitySearchForm as n, LocateButtons as t };
