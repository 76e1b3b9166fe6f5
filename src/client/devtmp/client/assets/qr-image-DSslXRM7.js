const __vite__mapDeps = (
  i,
  m = __vite__mapDeps,
  d = m.f || (m.f = ["assets/browser-DGL8wa_d.js", "assets/rolldown-runtime-SbdDWaPq.js"]),
) => i.map((i) => d[i]);

import { t as cx } from "./cx-ClXQrqf-.js";
import { dt as __vitePreload } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/features/stores-admin/qr-image.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/stores-admin/qr-image.tsx";
/** Generated SVGs by text and size: a sheet of labels or a rotating TV draws each code once. */
var cache = /* @__PURE__ */ new Map();
/** A TV runs for days while listings come and go: the oldest codes are forgotten past this. */
var CACHE_MAX = 600;
function qrSvg(text, size) {
  const key = `${size}\n${text}`;
  let p = cache.get(key);
  if (!p) {
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value);
    p = __vitePreload(
      () =>
        import("./browser-DGL8wa_d.js")
          .then((m) => /* @__PURE__ */ __toESM(m.default, 1))
          .then((q) =>
            q.toString(text, {
              type: "svg",
              margin: 1,
              width: size,
              errorCorrectionLevel: "M",
            }),
          ),
      __vite__mapDeps([0, 1]),
    );
    cache.set(key, p);
  }
  return p;
}
/** Draws the codes before they are needed (a label sheet prints only once every code is drawn). */
function prepareQr(texts, size = 160) {
  return Promise.all(texts.map((t) => qrSvg(t, size)));
}
/** A QR code as an image (`role="img"` with `label`) for `text`. */
function QrImage({ text, label, size = 160, displaySize, className }) {
  const [svg, setSvg] = (0, import_react.useState)(null);
  (0, import_react.useEffect)(() => {
    let live = true;
    setSvg(null);
    qrSvg(text, size).then((s) => live && setSvg(s));
    return () => {
      live = false;
    };
  }, [text, size]);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      role: "img",
      "aria-label": label,
      "data-qr": svg ? "ready" : "loading",
      className: cx("bg-white [&>svg]:size-full", className),
      style: {
        width: displaySize ?? size,
        height: displaySize ?? size,
      },
      dangerouslySetInnerHTML: svg ? { __html: svg } : void 0,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 53,
      columnNumber: 5,
    },
    this,
  );
}
/** The absolute address a code opens: the app's own origin (not PUBLIC_URL), so any host works. */
var itemQrUrl = (sinCode) => `${location.origin}/itemDetail/sinCode/${encodeURIComponent(sinCode)}`;

export { itemQrUrl as n, prepareQr as r, QrImage as t };
