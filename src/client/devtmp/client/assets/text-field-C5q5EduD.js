import { t as cx } from "./cx-ClXQrqf-.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/ui/text-field.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/ui/text-field.tsx";
/** A labelled input with hint and error text wired to aria-describedby / aria-invalid. */
var TextField = (0, import_react.forwardRef)(function TextField(
  { label, hint, error, className, id, ...rest },
  ref,
) {
  const auto = (0, import_react.useId)();
  const fieldId = id ?? auto;
  const hintId = hint ? `${fieldId}-hint` : void 0;
  const errId = error ? `${fieldId}-err` : void 0;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: cx("flex flex-col gap-1.5", className),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "label",
          {
            htmlFor: fieldId,
            className: "text-sm font-medium text-slate-800",
            children: label,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 22,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "input",
          {
            ref,
            id: fieldId,
            "aria-invalid": error ? true : void 0,
            "aria-describedby": [hintId, errId].filter(Boolean).join(" ") || void 0,
            className: cx(
              "focus-ring h-11 rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400",
              error ? "border-rose-500" : "border-slate-300",
            ),
            ...rest,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 25,
            columnNumber: 7,
          },
          this,
        ),
        hint &&
          !error &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              id: hintId,
              className: "text-xs text-slate-500",
              children: hint,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 37,
              columnNumber: 9,
            },
            this,
          ),
        error &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              id: errId,
              className: "text-xs font-medium text-rose-600",
              children: error,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 42,
              columnNumber: 9,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 21,
      columnNumber: 5,
    },
    this,
  );
});

export { TextField as t };
