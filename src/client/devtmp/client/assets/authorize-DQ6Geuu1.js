import {
  Qt as ApiCodeError,
  ft as AppLink,
  $t as api,
  pt as Button,
  Et as EmptyState,
  cn as fieldErrorList,
  Dt as Page,
  $ as Route,
  Ot as Skeleton,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { r as PLATFORM_SCOPE_LABELS } from "./stores-admin-D0WM6AzD.js";
import "./api-CDAijywg.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";

// src/client/features/stores-admin/authorize-screen.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$1 = "/work/main/src/client/features/stores-admin/authorize-screen.tsx";
var card = "flex flex-col gap-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200 md:p-6";
/**
 * /authorize: an app asks to act for one of the user's stores (OAuth 2.0 authorization code). The
 * server checks the app, its redirect URI and scopes before anything is shown; only then may the
 * browser be sent to that URI, with a code (Allow) or `error=access_denied` (Deny).
 */
function AuthorizeScreen({ search }) {
  const request = {
    clientId: search.client_id ?? "",
    redirectUri: search.redirect_uri ?? "",
    scope: search.scope ?? "",
  };
  const unsupported =
    search.response_type !== void 0 && search.response_type !== "code"
      ? "This link asks for a kind of authorization the store does not give (response_type must be code)."
      : (search.code_challenge_method ?? (search.code_challenge ? "plain" : "S256")) !== "S256"
        ? "This link uses a PKCE method the store does not accept (only S256)."
        : null;
  const q = useQuery({
    queryKey: ["platform", "authorize", request],
    queryFn: () => api.get("/platform/authorize", request, { toast: false }),
    enabled: unsupported === null,
    retry: false,
    staleTime: 0,
  });
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Authorize app",
      width: "narrow",
      children: unsupported
        ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            BadLink,
            { why: unsupported },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 40,
              columnNumber: 9,
            },
            this,
          )
        : q.data
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Consent,
              {
                request: q.data,
                search,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$1,
                lineNumber: 42,
                columnNumber: 9,
              },
              this,
            )
          : q.isError
            ? q.error instanceof ApiCodeError
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  BadLink,
                  { why: reason(q.error) },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 45,
                    columnNumber: 11,
                  },
                  this,
                )
              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  EmptyState,
                  {
                    title: "Could not load the request",
                    body: "Check your connection and try again.",
                    action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Button,
                      {
                        variant: "secondary",
                        onClick: () => void q.refetch(),
                        children: "Try again",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 51,
                        columnNumber: 15,
                      },
                      this,
                    ),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 47,
                    columnNumber: 11,
                  },
                  this,
                )
            : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-80 rounded-2xl" },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 58,
                  columnNumber: 9,
                },
                this,
              ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$1,
      lineNumber: 38,
      columnNumber: 5,
    },
    this,
  );
}
/** The field's own message for 10001 (without the field path), else the server's message. */
function reason(err) {
  return fieldErrorList(err.envelope)[0]?.message ?? err.message;
}
/** A link that fails the server's checks goes nowhere: its redirect URI is not trusted. */
function BadLink({ why }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    EmptyState,
    {
      title: "This link cannot be used",
      body: `${why.replace(/\.?$/, ".")} Ask the app's developer for a new link.`,
      action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        AppLink,
        {
          href: "/",
          className: "font-semibold text-orange-700 underline underline-offset-2",
          children: "Go to the home page",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName$1,
          lineNumber: 76,
          columnNumber: 9,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$1,
      lineNumber: 72,
      columnNumber: 5,
    },
    this,
  );
}
function Consent({ request, search }) {
  const [storeId, setStoreId] = (0, import_react.useState)(request.stores[0]?.id);
  const [busy, setBusy] = (0, import_react.useState)(null);
  const [error, setError] = (0, import_react.useState)(null);
  const storesLabel = (0, import_react.useId)();
  const host = new URL(request.redirectUri).host;
  async function allow(e) {
    e.preventDefault();
    if (storeId === void 0) return;
    setBusy("allow");
    setError(null);
    try {
      const { redirectTo } = await api.post(
        "/platform/authorize",
        {
          clientId: request.app.clientId,
          redirectUri: request.redirectUri,
          scope: request.scopes.join(" "),
          storeId,
          ...(search.state !== void 0 ? { state: search.state } : {}),
          ...(search.code_challenge ? { codeChallenge: search.code_challenge } : {}),
          ...(search.code_challenge_method ? { codeChallengeMethod: search.code_challenge_method } : {}),
        },
        {
          json: true,
          toast: false,
        },
      );
      window.location.assign(redirectTo);
    } catch (err) {
      setError(err instanceof Error ? err.message : "Something went wrong. Try again.");
      setBusy(null);
    }
  }
  function deny() {
    setBusy("deny");
    const to = new URL(request.redirectUri);
    to.searchParams.set("error", "access_denied");
    if (search.state !== void 0) to.searchParams.set("state", search.state);
    window.location.assign(to.toString());
  }
  if (request.stores.length === 0)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      EmptyState,
      {
        title: "No store to connect",
        body: `${request.app.name} works with a store, and you are not the owner or an admin of one. Create a store, or ask its owner to connect the app.`,
        action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          AppLink,
          {
            href: "/stores",
            className: "font-semibold text-orange-700 underline underline-offset-2",
            children: "Go to My Stores",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 131,
            columnNumber: 11,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName$1,
        lineNumber: 127,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "form",
    {
      className: card,
      onSubmit: allow,
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-lg font-semibold text-slate-900",
                  children: [request.app.name, " wants to work with your store"],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 141,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "mt-1 text-sm text-slate-600",
                  children: [
                    "Registered by ",
                    request.app.developer || "a store",
                    " · ",
                    request.app.clientId,
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 144,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$1,
            lineNumber: 140,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-sm font-medium text-slate-800",
                  children: "It will be able to:",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 149,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "ul",
                {
                  className: "mt-2 flex flex-col gap-1.5",
                  "aria-label": "Requested access",
                  children: request.scopes.map((s) =>
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "li",
                      {
                        className: "flex items-start gap-2 text-sm text-slate-700",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              "aria-hidden": "true",
                              className: "mt-1.5 size-1.5 shrink-0 rounded-full bg-orange-500",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 153,
                              columnNumber: 15,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              children: [
                                PLATFORM_SCOPE_LABELS[s],
                                " ",
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "span",
                                  {
                                    className: "text-slate-500",
                                    children: ["(", s, ")"],
                                  },
                                  void 0,
                                  true,
                                  {
                                    fileName: _jsxFileName$1,
                                    lineNumber: 155,
                                    columnNumber: 44,
                                  },
                                  this,
                                ),
                              ],
                            },
                            void 0,
                            true,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 154,
                              columnNumber: 15,
                            },
                            this,
                          ),
                        ],
                      },
                      s,
                      true,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 152,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 150,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$1,
            lineNumber: 148,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "fieldset",
          {
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "legend",
                {
                  id: storesLabel,
                  className: "text-sm font-medium text-slate-800",
                  children: "For which store",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 162,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "mt-2 flex flex-col gap-2",
                  children: request.stores.map((s) =>
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "label",
                      {
                        className:
                          "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-orange-500",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "input",
                            {
                              type: "radio",
                              name: "store",
                              value: s.id,
                              checked: storeId === s.id,
                              onChange: () => setStoreId(s.id),
                              className: "size-4 accent-orange-600",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 171,
                              columnNumber: 15,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              className: "text-sm text-slate-900",
                              children: s.storeName,
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 179,
                              columnNumber: 15,
                            },
                            this,
                          ),
                        ],
                      },
                      s.id,
                      true,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 167,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 165,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$1,
            lineNumber: 161,
            columnNumber: 7,
          },
          this,
        ),
        error &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              role: "alert",
              className: "rounded-lg bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-rose-200",
              children: error,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 185,
              columnNumber: 9,
            },
            this,
          ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "text-xs text-slate-500",
            children: [
              "Allow or deny, you go back to ",
              host,
              ". You can disconnect the app at any time under Open Platform.",
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$1,
            lineNumber: 189,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  variant: "secondary",
                  onClick: deny,
                  busy: busy === "deny",
                  disabled: busy !== null,
                  children: "Deny",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 193,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  type: "submit",
                  busy: busy === "allow",
                  disabled: busy !== null || storeId === void 0,
                  children: "Allow",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 196,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$1,
            lineNumber: 192,
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
      lineNumber: 139,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/authorize.tsx?tsr-split=component
var _jsxFileName = "/work/main/src/client/routes/authorize.tsx?tsr-split=component";
var SplitComponent = function Authorize() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    AuthorizeScreen,
    { search: Route.useSearch() },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 4,
      columnNumber: 10,
    },
    this,
  );
};

export { SplitComponent as component };
