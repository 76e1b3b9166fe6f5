import { t as cx } from "./cx-ClXQrqf-.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/features/accounts/password-field.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/accounts/password-field.tsx";
/**
 * A password input with a visible-text toggle. The toggle's name is "Show"/"Hide" (never
 * containing "password") so the field stays the only thing labelled Password on the page.
 */
function PasswordField({ label, value, onChange, hint, error, autoComplete = "current-password", name }) {
  const id = (0, import_react.useId)();
  const [shown, setShown] = (0, import_react.useState)(false);
  const described = [hint && !error ? `${id}-hint` : null, error ? `${id}-err` : null]
    .filter(Boolean)
    .join(" ");
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex flex-col gap-1.5",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "label",
          {
            htmlFor: id,
            className: "text-sm font-medium text-slate-800",
            children: label,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 32,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "relative",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "input",
                {
                  id,
                  name,
                  type: shown ? "text" : "password",
                  value,
                  onChange: (e) => onChange(e.target.value),
                  autoComplete,
                  "aria-invalid": error ? true : void 0,
                  "aria-describedby": described || void 0,
                  maxLength: 128,
                  className: cx(
                    "focus-ring h-11 w-full rounded-lg border bg-white pl-3 pr-16 text-base text-slate-900",
                    error ? "border-rose-500" : "border-slate-300",
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 36,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "button",
                {
                  type: "button",
                  "aria-pressed": shown,
                  onClick: () => setShown((s) => !s),
                  className:
                    "focus-ring absolute inset-y-1 right-1 rounded-md px-2.5 text-xs font-semibold text-slate-600 hover:bg-slate-100",
                  children: shown ? "Hide" : "Show",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 51,
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
            lineNumber: 35,
            columnNumber: 7,
          },
          this,
        ),
        hint &&
          !error &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              id: `${id}-hint`,
              className: "text-xs text-slate-500",
              children: hint,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 61,
              columnNumber: 9,
            },
            this,
          ),
        error &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              id: `${id}-err`,
              className: "text-xs font-medium text-rose-600",
              children: error,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 66,
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
      lineNumber: 31,
      columnNumber: 5,
    },
    this,
  );
}

export { PasswordField as t };
