import { t as newIdempotencyKey } from "./api-CDAijywg.js";
import { t as ConfirmDialog, n as Dialog } from "./dialog-fEMjAfBb.js";
import {
  Qt as ApiCodeError,
  $t as api,
  pt as Button,
  Et as EmptyState,
  cn as fieldErrorList,
  Dt as Page,
  Ot as Skeleton,
  rn as showToast,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { r as PLATFORM_SCOPE_LABELS, n as PLATFORM_SCOPES } from "./stores-admin-D0WM6AzD.js";
import {
  n as connectedAppsQuery,
  p as Failed,
  r as platformAppsQuery,
  l as StoreGate,
  a as storeToolKeys,
} from "./stores-admin-queries-CjY60wfr.js";
import { t as TextField } from "./text-field-C5q5EduD.js";

// src/client/features/stores-admin/connected-apps.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$1 = "/work/main/src/client/features/stores-admin/connected-apps.tsx";
var date$1 = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
/** The apps that can act for the store now (allowed on /authorize), each with Disconnect. */
function ConnectedApps({ storeId }) {
  const q = useQuery(connectedAppsQuery(storeId));
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      "aria-labelledby": "connected-apps",
      className: "mt-8",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "h2",
          {
            id: "connected-apps",
            className: "text-lg font-bold text-slate-900",
            children: "Connected apps",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 19,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "mt-1 text-sm text-slate-600",
            children:
              "Apps an owner or admin allowed to act for this store. Disconnecting one ends its access at once.",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 22,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mt-3",
            children: q.data
              ? q.data.length === 0
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "rounded-2xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200",
                      children: "No app is connected to this store.",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 28,
                      columnNumber: 13,
                    },
                    this,
                  )
                : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "ul",
                    {
                      className: "grid gap-3 lg:grid-cols-2",
                      "aria-label": "Connected apps",
                      children: q.data.map((a) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Connection,
                          {
                            app: a,
                            storeId,
                          },
                          a.appId,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 34,
                            columnNumber: 17,
                          },
                          this,
                        ),
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 32,
                      columnNumber: 13,
                    },
                    this,
                  )
              : q.isError
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Failed,
                    {
                      error: q.error,
                      retry: () => void q.refetch(),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 39,
                      columnNumber: 11,
                    },
                    this,
                  )
                : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Skeleton,
                    { className: "h-24 rounded-2xl" },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 41,
                      columnNumber: 11,
                    },
                    this,
                  ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 25,
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
      lineNumber: 18,
      columnNumber: 5,
    },
    this,
  );
}
function Connection({ app, storeId }) {
  const qc = useQueryClient();
  const [asking, setAsking] = (0, import_react.useState)(false);
  const [busy, setBusy] = (0, import_react.useState)(false);
  async function disconnect() {
    setBusy(true);
    try {
      await api.post("/platform/connections/disconnect", { appId: app.appId });
      showToast(`${app.name} disconnected`, "success");
      await qc.invalidateQueries({ queryKey: storeToolKeys.connections(storeId) });
    } catch {
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "li",
    {
      className:
        "flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "min-w-0 flex-1",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h3",
                {
                  className: "font-semibold text-slate-900",
                  children: app.name,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 68,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-sm text-slate-600",
                  children: app.scopes.map((s) => PLATFORM_SCOPE_LABELS[s]).join(" · "),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 69,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-xs text-slate-500",
                  children: ["Allowed by ", app.connectedBy, " on ", date$1.format(app.connectTime)],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 72,
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
            lineNumber: 67,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Button,
          {
            variant: "secondary",
            onClick: () => setAsking(true),
            "aria-label": `Disconnect ${app.name}`,
            children: "Disconnect",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 76,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          ConfirmDialog,
          {
            open: asking,
            message: `Disconnect ${app.name}? It can no longer act for this store until someone allows it again.`,
            confirmLabel: "Disconnect",
            cancelLabel: "Cancel",
            busy,
            onConfirm: () => void disconnect(),
            onCancel: () => setAsking(false),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 79,
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
      lineNumber: 66,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/stores-admin/open-platform-screen.tsx
var _jsxFileName = "/work/main/src/client/features/stores-admin/open-platform-screen.tsx";
var card = "rounded-2xl bg-white ring-1 ring-slate-200";
var date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
/** /open-platform: the store's registry of third-party apps (client id, secret once, URIs, scopes). */
function OpenPlatformScreen() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    StoreGate,
    {
      heading: "Open Platform",
      children: (store) =>
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Apps,
          { storeId: store.id },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 26,
            columnNumber: 57,
          },
          this,
        ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 26,
      columnNumber: 10,
    },
    this,
  );
}
function Apps({ storeId }) {
  const q = useQuery(platformAppsQuery(storeId));
  const [editing, setEditing] = (0, import_react.useState)(null);
  const [secret, setSecret] = (0, import_react.useState)(null);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Open Platform",
      actions: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        Button,
        {
          onClick: () => setEditing("new"),
          children: "Register app",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 34,
          columnNumber: 44,
        },
        this,
      ),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            role: "note",
            className: "mb-4 rounded-xl bg-sky-50 p-4 text-sm text-sky-900 ring-1 ring-sky-200",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "font-semibold",
                  children: "How an app connects to a store",
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
                "ol",
                {
                  className: "mt-1 list-decimal space-y-1 pl-5",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "li",
                      {
                        children: [
                          "The app sends the store's owner or an admin to",
                          " ",
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "code",
                            {
                              className: "break-all rounded bg-white/70 px-1",
                              children: [
                                location.origin,
                                "/authorize?response_type=code&client_id=…&redirect_uri=…&scope=…&state=…",
                              ],
                            },
                            void 0,
                            true,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 40,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          " ",
                          "(with PKCE: ",
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "code",
                            { children: "code_challenge" },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 44,
                              columnNumber: 25,
                            },
                            this,
                          ),
                          " and ",
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "code",
                            { children: "code_challenge_method=S256" },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 44,
                              columnNumber: 57,
                            },
                            this,
                          ),
                          ").",
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 38,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "li",
                      {
                        children: [
                          "After Allow, the app's server exchanges the code at ",
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "code",
                            { children: "POST /api/platform/token" },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 47,
                              columnNumber: 65,
                            },
                            this,
                          ),
                          " with its client secret, for an access token (1 hour) and a refresh token that works once.",
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 46,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "li",
                      {
                        children: [
                          "It calls ",
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "code",
                            { children: "/api/platform/v1/…" },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 51,
                              columnNumber: 22,
                            },
                            this,
                          ),
                          " with ",
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "code",
                            { children: "Authorization: Bearer" },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 51,
                              columnNumber: 59,
                            },
                            this,
                          ),
                          " and the access token.",
                          " ",
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "a",
                            {
                              href: "/api/docs",
                              className: "font-semibold underline underline-offset-2",
                              children: "API reference",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 53,
                              columnNumber: 13,
                            },
                            this,
                          ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 50,
                        columnNumber: 11,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 37,
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
        q.data
          ? q.data.list.length === 0
            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                EmptyState,
                {
                  title: "No apps yet",
                  body: "Register an app to get its client ID and secret.",
                  action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Button,
                    {
                      onClick: () => setEditing("new"),
                      children: "Register app",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 64,
                      columnNumber: 21,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 61,
                  columnNumber: 11,
                },
                this,
              )
            : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "ul",
                {
                  className: "grid gap-4 lg:grid-cols-2",
                  children: q.data.list.map((a) =>
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      AppRow,
                      {
                        app: a,
                        storeId,
                        onEdit: () => setEditing(a),
                        onSecret: setSecret,
                      },
                      a.id,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 69,
                        columnNumber: 15,
                      },
                      this,
                    ),
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 67,
                  columnNumber: 11,
                },
                this,
              )
          : q.isError
            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Failed,
                {
                  error: q.error,
                  retry: () => void q.refetch(),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 80,
                  columnNumber: 9,
                },
                this,
              )
            : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-48 rounded-2xl" },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 82,
                  columnNumber: 9,
                },
                this,
              ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          ConnectedApps,
          { storeId },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 84,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Dialog,
          {
            open: editing !== null,
            onClose: () => setEditing(null),
            title: editing === "new" ? "Register app" : "Edit app",
            className: "w-[min(36rem,calc(100vw-2rem))]",
            children:
              editing !== null &&
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                AppForm,
                {
                  storeId,
                  app: editing === "new" ? void 0 : editing,
                  onDone: (saved) => {
                    setEditing(null);
                    if (saved.clientSecret) setSecret(saved);
                  },
                  onCancel: () => setEditing(null),
                },
                editing === "new" ? "new" : editing.id,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 92,
                  columnNumber: 11,
                },
                this,
              ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 85,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          SecretDialog,
          {
            app: secret,
            onClose: () => setSecret(null),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 104,
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
function AppRow({ app, storeId, onEdit, onSecret }) {
  const qc = useQueryClient();
  const [ask, setAsk] = (0, import_react.useState)(null);
  const [busy, setBusy] = (0, import_react.useState)(false);
  async function act() {
    setBusy(true);
    try {
      if (ask === "rotate")
        onSecret(
          await api.post(
            "/platform/apps/rotateSecret",
            { id: app.id },
            { idempotencyKey: newIdempotencyKey() },
          ),
        );
      else {
        await api.post("/platform/apps/delete", { id: app.id });
        showToast(`${app.name} removed`, "success");
      }
      await qc.invalidateQueries({ queryKey: storeToolKeys.apps(storeId) });
    } catch {
    } finally {
      setBusy(false);
      setAsk(null);
    }
  }
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "li",
    {
      className: `${card} flex flex-col gap-3 p-4`,
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "h2",
          {
            className: "text-lg font-bold text-slate-900",
            children: app.name,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 147,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "dl",
          {
            className: "grid gap-2 text-sm",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dt",
                      {
                        className: "text-xs font-medium uppercase tracking-wide text-slate-500",
                        children: "Client ID",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 150,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dd",
                      {
                        className: "flex items-center gap-2",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "code",
                            {
                              className: "break-all rounded bg-slate-100 px-1.5 py-0.5 text-slate-900",
                              children: app.clientId,
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 152,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            CopyButton,
                            {
                              text: app.clientId,
                              label: `Copy client ID of ${app.name}`,
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 155,
                              columnNumber: 13,
                            },
                            this,
                          ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 151,
                        columnNumber: 11,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 149,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dt",
                      {
                        className: "text-xs font-medium uppercase tracking-wide text-slate-500",
                        children: "Redirect URIs",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 159,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dd",
                      {
                        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "ul",
                          {
                            children: app.redirectUris.map((u) =>
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "li",
                                {
                                  className: "break-all text-slate-800",
                                  children: u,
                                },
                                u,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 163,
                                  columnNumber: 17,
                                },
                                this,
                              ),
                            ),
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 161,
                            columnNumber: 13,
                          },
                          this,
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 160,
                        columnNumber: 11,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 158,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dt",
                      {
                        className: "text-xs font-medium uppercase tracking-wide text-slate-500",
                        children: "Scopes",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 171,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dd",
                      {
                        className: "mt-1 flex flex-wrap gap-1.5",
                        children: app.scopes.map((s) =>
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              className:
                                "rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700",
                              title: PLATFORM_SCOPE_LABELS[s],
                              children: s,
                            },
                            s,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 174,
                              columnNumber: 15,
                            },
                            this,
                          ),
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 172,
                        columnNumber: 11,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 170,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "text-xs text-slate-500",
                  children: [
                    "Secret last set ",
                    date.format(app.secretRotatedAt),
                    " · registered ",
                    date.format(app.createTime),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 184,
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
            lineNumber: 148,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mt-auto flex flex-wrap gap-2",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  variant: "secondary",
                  onClick: onEdit,
                  "aria-label": `Edit ${app.name}`,
                  children: "Edit",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 189,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  variant: "secondary",
                  onClick: () => setAsk("rotate"),
                  "aria-label": `Rotate secret of ${app.name}`,
                  children: "Rotate secret",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 192,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  variant: "ghost",
                  onClick: () => setAsk("delete"),
                  "aria-label": `Delete ${app.name}`,
                  children: "Delete",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 199,
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
            lineNumber: 188,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          ConfirmDialog,
          {
            open: ask !== null,
            message:
              ask === "rotate"
                ? `Make a new secret for ${app.name}? The current secret stops working at once.`
                : `Remove ${app.name}? Its credentials stop working.`,
            confirmLabel: ask === "rotate" ? "Rotate" : "Remove",
            cancelLabel: "Cancel",
            busy,
            onConfirm: () => void act(),
            onCancel: () => setAsk(null),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 203,
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
      lineNumber: 146,
      columnNumber: 5,
    },
    this,
  );
}
function CopyButton({ text, label }) {
  const [done, setDone] = (0, import_react.useState)(false);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Button,
    {
      size: "sm",
      variant: "ghost",
      "aria-label": label,
      onClick: () =>
        void navigator.clipboard?.writeText(text).then(
          () => {
            setDone(true);
            setTimeout(() => setDone(false), 1500);
          },
          () => showToast("Copying is not allowed here: select the text instead.", "error"),
        ),
      children: done ? "Copied" : "Copy",
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 223,
      columnNumber: 5,
    },
    this,
  );
}
function AppForm({ storeId, app, onDone, onCancel }) {
  const qc = useQueryClient();
  const [name, setName] = (0, import_react.useState)(app?.name ?? "");
  const [uris, setUris] = (0, import_react.useState)(app?.redirectUris.join("\n") ?? "");
  const [scopes, setScopes] = (0, import_react.useState)(app?.scopes ?? []);
  const [errors, setErrors] = (0, import_react.useState)({});
  const [busy, setBusy] = (0, import_react.useState)(false);
  const [key] = (0, import_react.useState)(newIdempotencyKey);
  async function submit(e) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const saved = await api.post(
        "/platform/apps/save",
        {
          ...(app ? { id: app.id } : {}),
          name,
          redirectUris: uris
            .split(/\s+/)
            .map((u) => u.trim())
            .filter(Boolean),
          scopes,
        },
        {
          json: true,
          idempotencyKey: app ? void 0 : key,
          toast: false,
        },
      );
      await qc.invalidateQueries({ queryKey: storeToolKeys.apps(storeId) });
      if (app) showToast("App saved", "success");
      onDone(saved);
    } catch (err) {
      const list = err instanceof ApiCodeError ? fieldErrorList(err.envelope) : [];
      const byField = Object.fromEntries(list.map((x) => [x.path.split(".")[0] ?? "", x.message]));
      setErrors(byField);
      if (!list.length) showToast(err instanceof Error ? err.message : "Could not save the app", "error");
    } finally {
      setBusy(false);
    }
  }
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "form",
    {
      onSubmit: submit,
      className: "flex flex-col gap-4",
      noValidate: true,
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          TextField,
          {
            label: "App name",
            value: name,
            onChange: (e) => setName(e.target.value),
            maxLength: 60,
            error: errors.name,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 294,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex flex-col gap-1.5",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "label",
                {
                  htmlFor: "redirect-uris",
                  className: "text-sm font-medium text-slate-800",
                  children: "Redirect URIs",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 302,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "textarea",
                {
                  id: "redirect-uris",
                  value: uris,
                  onChange: (e) => setUris(e.target.value),
                  rows: 3,
                  placeholder: "https://app.example.com/callback",
                  "aria-describedby": "redirect-uris-hint",
                  "aria-invalid": errors.redirectUris ? true : void 0,
                  className: `focus-ring rounded-lg border px-3 py-2 text-base text-slate-900 ${errors.redirectUris ? "border-rose-500" : "border-slate-300"}`,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 305,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  id: "redirect-uris-hint",
                  className: `text-xs ${errors.redirectUris ? "font-medium text-rose-600" : "text-slate-500"}`,
                  children: errors.redirectUris ?? "One per line; https:// only.",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 315,
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
            lineNumber: 301,
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
                  className: "mb-2 text-sm font-medium text-slate-800",
                  children: "Scopes",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 323,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "grid gap-2 sm:grid-cols-2",
                  children: PLATFORM_SCOPES.map((s) =>
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "label",
                      {
                        className:
                          "flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 p-2.5 has-[:checked]:border-orange-400 has-[:checked]:bg-orange-50",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "input",
                            {
                              type: "checkbox",
                              className: "mt-0.5 size-4 accent-orange-500",
                              checked: scopes.includes(s),
                              onChange: (e) =>
                                setScopes((c) => (e.target.checked ? [...c, s] : c.filter((x) => x !== s))),
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 330,
                              columnNumber: 15,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              children: [
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "span",
                                  {
                                    className: "block font-mono text-xs font-semibold text-slate-900",
                                    children: s,
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 337,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "span",
                                  {
                                    className: "block text-xs text-slate-600",
                                    children: PLATFORM_SCOPE_LABELS[s],
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 338,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                              ],
                            },
                            void 0,
                            true,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 336,
                              columnNumber: 15,
                            },
                            this,
                          ),
                        ],
                      },
                      s,
                      true,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 326,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 324,
                  columnNumber: 9,
                },
                this,
              ),
              errors.scopes &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "mt-1 text-xs font-medium text-rose-600",
                    children: errors.scopes,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 343,
                    columnNumber: 27,
                  },
                  this,
                ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 322,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex justify-end gap-3",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  variant: "ghost",
                  onClick: onCancel,
                  children: "Cancel",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 346,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  type: "submit",
                  busy,
                  children: app ? "Save app" : "Register app",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 349,
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
            lineNumber: 345,
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
      lineNumber: 293,
      columnNumber: 5,
    },
    this,
  );
}
/** The secret, shown once after creation or rotation. */
function SecretDialog({ app, onClose }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Dialog,
    {
      open: app !== null,
      onClose,
      title: "Client secret",
      className: "w-[min(34rem,calc(100vw-2rem))]",
      children:
        app?.clientSecret &&
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex flex-col gap-3",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-sm text-slate-700",
                  children: [
                    "Copy the secret for ",
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "strong",
                      { children: app.name },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 369,
                        columnNumber: 33,
                      },
                      this,
                    ),
                    " now and keep it somewhere safe.",
                    " ",
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "strong",
                      { children: "It will not be shown again." },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 370,
                        columnNumber: 13,
                      },
                      this,
                    ),
                    " We only keep a hash of it.",
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 368,
                  columnNumber: 11,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "rounded-lg bg-slate-50 p-3 text-sm",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        className: "text-xs font-medium uppercase tracking-wide text-slate-500",
                        children: "Client ID",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 373,
                        columnNumber: 13,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "code",
                      {
                        className: "break-all text-slate-900",
                        children: app.clientId,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 374,
                        columnNumber: 13,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        className: "mt-2 text-xs font-medium uppercase tracking-wide text-slate-500",
                        children: "Client secret",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 375,
                        columnNumber: 13,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "div",
                      {
                        className: "flex items-center gap-2",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "code",
                            {
                              className: "min-w-0 flex-1 break-all text-slate-900",
                              "data-testid": "client-secret",
                              children: app.clientSecret,
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 377,
                              columnNumber: 15,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            CopyButton,
                            {
                              text: app.clientSecret,
                              label: "Copy client secret",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 380,
                              columnNumber: 15,
                            },
                            this,
                          ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 376,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 372,
                  columnNumber: 11,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex justify-end",
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Button,
                    {
                      onClick: onClose,
                      children: "I have copied it",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 384,
                      columnNumber: 13,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 383,
                  columnNumber: 11,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 367,
            columnNumber: 9,
          },
          this,
        ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 360,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/open-platform.tsx?tsr-split=component
var SplitComponent = OpenPlatformScreen;

export { SplitComponent as component };
