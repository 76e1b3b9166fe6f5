import { t as cx } from "./cx-ClXQrqf-.js";
import { $t as api, Cn as queryOptions } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/features/feedback/feedback-queries.ts
/** Query keys of feedback (one factory, STYLE.md). */
var feedbackKeys = {
  all: ["feedback"],
  order: (orderNumber) => [...feedbackKeys.all, "order", orderNumber],
  profile: (userId) => [...feedbackKeys.all, "profile", userId],
};
var orderFeedbackQuery = (orderNumber, enabled = true) =>
  queryOptions({
    queryKey: feedbackKeys.order(orderNumber),
    queryFn: () => api.get("/feedback/order", { orderNumber }, { toast: false }),
    staleTime: 1e4,
    enabled,
  });
var memberProfileQuery = (userId) =>
  queryOptions({
    queryKey: feedbackKeys.profile(userId),
    queryFn: () => api.get("/feedback/profile", { userId }, { toast: false }),
    staleTime: 6e4,
  });
// src/client/features/feedback/stars.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/feedback/stars.tsx";
/** Read-only stars; the number is in the accessible name (colour and shape are not the only signal). */
function Stars({ value, className }) {
  const full = Math.round(value);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "span",
    {
      role: "img",
      "aria-label": `${value} out of 5 stars`,
      className: cx("inline-flex text-amber-600", className),
      children: [1, 2, 3, 4, 5].map((n) =>
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            "aria-hidden": "true",
            className: n <= full ? "" : "text-slate-300",
            children: "★",
          },
          n,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 14,
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
      lineNumber: 8,
      columnNumber: 5,
    },
    this,
  );
}
/** 1–5 stars as a radio group: arrow keys move, each star is a 44 px target. */
function StarInput({ value, onChange, legend }) {
  const name = (0, import_react.useId)();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "fieldset",
    {
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "legend",
          {
            className: "mb-1 text-sm font-semibold text-slate-900",
            children: legend,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 35,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex",
            children: [1, 2, 3, 4, 5].map((n) =>
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "label",
                {
                  className:
                    "flex size-11 cursor-pointer items-center justify-center rounded-lg text-3xl focus-within:ring-2 focus-within:ring-orange-500",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "input",
                      {
                        type: "radio",
                        name,
                        value: n,
                        checked: value === n,
                        onChange: () => onChange(n),
                        className: "sr-only",
                        "aria-label": `${n} ${n === 1 ? "star" : "stars"}`,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 42,
                        columnNumber: 13,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        "aria-hidden": "true",
                        className: n <= value ? "text-amber-600" : "text-slate-300",
                        children: "★",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 51,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  ],
                },
                n,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 38,
                  columnNumber: 11,
                },
                this,
              ),
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 36,
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
      lineNumber: 34,
      columnNumber: 5,
    },
    this,
  );
}

export { feedbackKeys as r, memberProfileQuery as i, orderFeedbackQuery as a, StarInput as t, Stars as n };
