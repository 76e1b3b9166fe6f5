import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { applyUpdate, onUpdateWaiting } from "./register-sw-QWUmaSea.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/shell/update-prompt.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/shell/update-prompt.tsx";
/** A new version of the app is waiting: offer `Reload`. */
function UpdatePrompt() {
  const [waiting, setWaiting] = (0, import_react.useState)(false);
  const [dismissed, setDismissed] = (0, import_react.useState)(false);
  (0, import_react.useEffect)(() => onUpdateWaiting(setWaiting), []);
  if (!waiting || dismissed) return null;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      role: "alert",
      className:
        "fixed inset-x-3 bottom-3 z-[70] mx-auto flex max-w-md items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-2xl md:bottom-6",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            className: "flex-1",
            children: "A new version of the app is ready.",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 15,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "button",
          {
            type: "button",
            onClick: () => setDismissed(true),
            className: "focus-ring rounded px-2 py-1 text-slate-300 hover:text-white",
            children: "Later",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 16,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "button",
          {
            type: "button",
            onClick: applyUpdate,
            className: "focus-ring rounded-lg bg-orange-500 px-3 py-1.5 font-semibold hover:bg-orange-600",
            children: "Reload",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 23,
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
      lineNumber: 11,
      columnNumber: 5,
    },
    this,
  );
}

export { UpdatePrompt as default };
