import { ft as AppLink, bt as LogoMark, At as useDocumentTitle } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as useRouter } from "./useRouter-bDiZYcc0.js";
import { t as useSelector } from "./useSelector-B17y36tr.js";

// node_modules/@tanstack/react-router/dist/esm/useCanGoBack.js
function useCanGoBack() {
  const router = useRouter();
  if (router.isServer) return router.stores.location.get().state.__TSR_index !== 0;
  return useSelector(router.stores.location, (location) => location.state.__TSR_index !== 0);
}
// src/client/features/accounts/auth-layout.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/accounts/auth-layout.tsx";
/**
 * The frame of the sign-in family of screens (the shell hides header and footer there): the logo
 * back home, a back button, a card with the heading, and a foot for links.
 */
function AuthLayout({ heading, intro, children, foot, title }) {
  useDocumentTitle(title);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className:
        "flex min-h-dvh flex-col items-center bg-gradient-to-b from-orange-50 via-slate-50 to-slate-50 px-4 pb-10 md:justify-center md:py-12",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex w-full max-w-md items-center justify-between py-4 md:mb-2",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                BackButton,
                {},
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 29,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                AppLink,
                {
                  href: "/",
                  "aria-label": "Home",
                  className: "focus-ring flex items-center gap-2 rounded-lg",
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    LogoMark,
                    { className: "h-8 w-auto" },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 31,
                      columnNumber: 11,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 30,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "span",
                {
                  className: "w-16",
                  "aria-hidden": "true",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 33,
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
            lineNumber: 28,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h1",
                {
                  id: "auth-heading",
                  className: "text-2xl font-bold tracking-tight text-slate-900",
                  children: heading,
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
              intro &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "div",
                  {
                    className: "mt-1.5 text-sm text-slate-600",
                    children: intro,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 40,
                    columnNumber: 19,
                  },
                  this,
                ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "mt-6",
                  children,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 41,
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
            lineNumber: 36,
            columnNumber: 7,
          },
          this,
        ),
        foot &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "mt-5 w-full max-w-md text-center text-sm text-slate-600",
              children: foot,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 43,
              columnNumber: 16,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 27,
      columnNumber: 5,
    },
    this,
  );
}
function BackButton({ fallback = "/" }) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "button",
    {
      type: "button",
      onClick: () => (canGoBack ? router.history.back() : void router.navigate({ href: fallback })),
      className:
        "focus-ring inline-flex h-9 w-16 items-center gap-1 rounded-lg text-sm font-semibold text-slate-700 hover:text-slate-900",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "svg",
          {
            viewBox: "0 0 24 24",
            className: "size-4",
            fill: "none",
            stroke: "currentColor",
            strokeWidth: 2,
            "aria-hidden": "true",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "path",
              {
                d: "m15 18-6-6 6-6",
                strokeLinecap: "round",
                strokeLinejoin: "round",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 65,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 57,
            columnNumber: 7,
          },
          this,
        ),
        "Back",
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 52,
      columnNumber: 5,
    },
    this,
  );
}
/** A bordered block for a form-level message a person can act on. */
function FormMessage({ children, tone = "error" }) {
  if (!children) return null;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "p",
    {
      role: tone === "error" ? "alert" : void 0,
      className:
        tone === "error"
          ? "rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800 ring-1 ring-rose-200"
          : "rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 ring-1 ring-sky-200",
      children,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 76,
      columnNumber: 5,
    },
    this,
  );
}

export { AuthLayout as t, FormMessage as n, useCanGoBack as r };
