import {
  n as accountKeys,
  o as identityQuery,
  c as rolesQuery,
  l as storeQuery,
  u as storesQuery,
  f as teamQuery,
} from "./accounts-queries-CgOHY-9b.js";
import { t as AuthLayout, r as useCanGoBack } from "./auth-layout-Csy8u1wl.js";
import { t as call } from "./call-Bg0HCNhi.js";
import { t as cx } from "./cx-ClXQrqf-.js";
import { t as ConfirmDialog } from "./dialog-fEMjAfBb.js";
import {
  pt as Button,
  Lt as chooseIdentity,
  Et as EmptyState,
  qt as identityAtom,
  zt as loadIdentity,
  Dt as Page,
  Ot as Skeleton,
  rn as showToast,
  vn as useAtomValue,
  At as useDocumentTitle,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as Link } from "./link-hzUJy3xG.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as QueryState } from "./query-state-BgqxoUZt.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as TextField } from "./text-field-C5q5EduD.js";
import { t as upload } from "./upload-VCZ6Afwa.js";
import { n as useNavigate } from "./useNavigate-KEmBFHEf.js";
import { t as useRouter } from "./useRouter-bDiZYcc0.js";

// src/client/features/accounts/store-screens.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/accounts/store-screens.tsx";
var card = "rounded-2xl bg-white shadow-sm ring-1 ring-slate-200";
var primaryLink =
  "focus-ring inline-flex h-10 items-center gap-1.5 rounded-lg bg-orange-500 px-4 text-sm font-semibold text-white shadow-sm hover:bg-orange-600";
var ROLE_NAMES = {
  owner: "Owner",
  admin: "Admin",
  staff: "Staff",
};
function StoreLogo({ store, size = "size-12" }) {
  return store.logo
    ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "img",
        {
          src: store.logo,
          alt: "",
          className: cx(size, "shrink-0 rounded-xl object-cover ring-1 ring-slate-200"),
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 36,
          columnNumber: 5,
        },
        this,
      )
    : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "span",
        {
          "aria-hidden": "true",
          className: cx(
            size,
            "flex shrink-0 items-center justify-center rounded-xl bg-orange-100 text-lg font-bold text-orange-700",
          ),
          children: store.storeName.slice(0, 1).toUpperCase(),
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 42,
          columnNumber: 5,
        },
        this,
      );
}
/** /stores: "My Stores" when the user has stores, else "Add Store". */
function StoresScreen() {
  const q = useQuery(storesQuery());
  const has = (q.data?.length ?? 0) > 0;
  const title = q.data ? (has ? "My Stores" : "Add Store") : void 0;
  useDocumentTitle(title);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: title ?? "My Stores",
      actions: has
        ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            Link,
            {
              to: "/store/$action",
              params: { action: "add" },
              className: primaryLink,
              children: "New store",
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 65,
              columnNumber: 11,
            },
            this,
          )
        : void 0,
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        QueryState,
        {
          query: q,
          skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "grid gap-3 md:grid-cols-2",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Skeleton,
                  { className: "h-24 rounded-2xl" },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 75,
                    columnNumber: 13,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Skeleton,
                  { className: "h-24 rounded-2xl" },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 76,
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
              lineNumber: 74,
              columnNumber: 11,
            },
            this,
          ),
          children: (stores) =>
            stores.length === 0
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  EmptyState,
                  {
                    title: "You have no store yet",
                    body: "A store lets a team sell together, list more items and show them on TV displays.",
                    action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Link,
                      {
                        to: "/store/$action",
                        params: { action: "add" },
                        className: primaryLink,
                        children: "Add Store",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 86,
                        columnNumber: 17,
                      },
                      this,
                    ),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 82,
                    columnNumber: 13,
                  },
                  this,
                )
              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "ul",
                  {
                    className: "grid gap-3 md:grid-cols-2",
                    children: stores.map((s) =>
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "li",
                        {
                          className: cx(card, "flex items-center gap-4 p-4"),
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              StoreLogo,
                              { store: s },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 95,
                                columnNumber: 19,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "div",
                              {
                                className: "min-w-0 flex-1",
                                children: [
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    "p",
                                    {
                                      className: "truncate font-semibold text-slate-900",
                                      children: s.storeName,
                                    },
                                    void 0,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 97,
                                      columnNumber: 21,
                                    },
                                    this,
                                  ),
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    "p",
                                    {
                                      className: "text-xs text-slate-500",
                                      children: ["Your role: ", ROLE_NAMES[s.role]],
                                    },
                                    void 0,
                                    true,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 98,
                                      columnNumber: 21,
                                    },
                                    this,
                                  ),
                                  s.introduction &&
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "p",
                                      {
                                        className: "mt-1 line-clamp-2 text-sm text-slate-600",
                                        children: s.introduction,
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 100,
                                        columnNumber: 23,
                                      },
                                      this,
                                    ),
                                ],
                              },
                              void 0,
                              true,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 96,
                                columnNumber: 19,
                              },
                              this,
                            ),
                            s.role !== "staff" &&
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                Link,
                                {
                                  to: "/store/$action",
                                  params: { action: "edit" },
                                  search: { id: s.id },
                                  "aria-label": `Edit ${s.storeName}`,
                                  className:
                                    "focus-ring rounded-md px-2 py-1 text-sm font-semibold text-orange-600 hover:bg-orange-50",
                                  children: "Edit",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 104,
                                  columnNumber: 21,
                                },
                                this,
                              ),
                          ],
                        },
                        s.id,
                        true,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 94,
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
                    lineNumber: 92,
                    columnNumber: 13,
                  },
                  this,
                ),
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 71,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 61,
      columnNumber: 5,
    },
    this,
  );
}
/** /store/add and /store/edit?id=: the store's name, introduction and logo. */
function StoreEditScreen({ action, id }) {
  const editing = action === "edit";
  const q = useQuery({
    ...storeQuery(id ?? 0),
    enabled: editing && !!id,
  });
  const heading = editing ? "Edit store" : "Add Store";
  useDocumentTitle(editing ? "Edit store" : "Add Store");
  if (action !== "add" && action !== "edit")
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Page,
      {
        heading: "Page not found",
        width: "narrow",
        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Link,
          {
            to: "/stores",
            className: "text-orange-600",
            children: "Back to stores",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 133,
            columnNumber: 9,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 132,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading,
      width: "narrow",
      children: editing
        ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            QueryState,
            {
              query: q,
              skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-72 rounded-2xl" },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 141,
                  columnNumber: 41,
                },
                this,
              ),
              children: (s) =>
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  StoreForm,
                  { store: s },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 142,
                    columnNumber: 19,
                  },
                  this,
                ),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 141,
              columnNumber: 9,
            },
            this,
          )
        : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            StoreForm,
            {},
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 145,
              columnNumber: 9,
            },
            this,
          ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 139,
      columnNumber: 5,
    },
    this,
  );
}
function StoreForm({ store }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [storeName, setName] = (0, import_react.useState)(store?.storeName ?? "");
  const [introduction, setIntro] = (0, import_react.useState)(store?.introduction ?? "");
  const [logo, setLogo] = (0, import_react.useState)(store?.logo ?? "");
  const [uploading, setUploading] = (0, import_react.useState)(false);
  const [errors, setErrors] = (0, import_react.useState)({});
  const [busy, setBusy] = (0, import_react.useState)(false);
  const file = (0, import_react.useRef)(null);
  const onLogo = async (f) => {
    if (!f) return;
    setUploading(true);
    try {
      const env = await upload("/file/upload", f);
      if (env.status_code === 1) setLogo(env.res_data.url);
    } catch (err) {
      showToast(err instanceof Error ? err.message : "Upload failed", "error");
    } finally {
      setUploading(false);
      if (file.current) file.current.value = "";
    }
  };
  const submit = async (e) => {
    e.preventDefault();
    if (storeName.trim().length < 2)
      return setErrors({ storeName: "Store name needs at least 2 characters" });
    setErrors({});
    setBusy(true);
    const r = await call("POST", "/store/save", {
      ...(store ? { id: store.id } : {}),
      storeName: storeName.trim(),
      introduction: introduction.trim(),
      logo,
    });
    setBusy(false);
    if (!r.ok) return setErrors({ storeName: r.fieldErrors.storeName });
    await qc.invalidateQueries({ queryKey: accountKeys.all });
    loadIdentity().catch(() => null);
    showToast(store ? "Store saved" : `${r.data.storeName} created`, "success");
    navigate({ to: "/stores" });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "form",
    {
      onSubmit: submit,
      noValidate: true,
      className: cx(card, "flex flex-col gap-4 p-5 md:p-6"),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex items-center gap-4",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                StoreLogo,
                {
                  store: {
                    logo,
                    storeName: storeName || "S",
                  },
                  size: "size-16",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 197,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "label",
                {
                  className:
                    "inline-flex cursor-pointer items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-orange-600 ring-1 ring-orange-200 focus-within:ring-2 focus-within:ring-orange-500 hover:bg-orange-50",
                  children: [
                    uploading ? "Uploading…" : logo ? "Change logo" : "Add logo",
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "input",
                      {
                        ref: file,
                        type: "file",
                        accept: "image/*",
                        className: "sr-only",
                        onChange: (e) => void onLogo(e.target.files?.[0]),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 200,
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
                  lineNumber: 198,
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
            lineNumber: 196,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          TextField,
          {
            label: "Store name",
            maxLength: 50,
            value: storeName,
            onChange: (e) => setName(e.target.value),
            error: errors.storeName,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 209,
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
                  htmlFor: "store-intro",
                  className: "text-sm font-medium text-slate-800",
                  children: "Introduction",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 217,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "textarea",
                {
                  id: "store-intro",
                  rows: 4,
                  maxLength: 1e3,
                  value: introduction,
                  onChange: (e) => setIntro(e.target.value),
                  className:
                    "focus-ring rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 220,
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
            lineNumber: 216,
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
                Link,
                {
                  to: "/stores",
                  className:
                    "focus-ring inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100",
                  children: "Cancel",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 230,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  type: "submit",
                  busy,
                  disabled: uploading,
                  children: store ? "Save store" : "Create store",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 236,
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
            lineNumber: 229,
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
      lineNumber: 195,
      columnNumber: 5,
    },
    this,
  );
}
/** /team-management (Users): the team of the store the user acts as. */
function TeamScreen() {
  const identity = useAtomValue(identityAtom);
  const storeId = identity?.user.storeId ?? null;
  const store = identity?.stores.find((s) => s.id === storeId);
  const [page, setPage] = (0, import_react.useState)(1);
  const q = useQuery(teamQuery(storeId, page));
  if (!identity)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Page,
      {
        heading: "Users",
        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Skeleton,
          { className: "h-64 rounded-2xl" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 254,
            columnNumber: 9,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 253,
        columnNumber: 7,
      },
      this,
    );
  if (storeId === null)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Page,
      {
        heading: "Users",
        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          EmptyState,
          {
            title: "Switch to a store to manage its users",
            body: "Team members are managed per store. Act as one of your stores first.",
            action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Link,
              {
                to: "/changeIdentity",
                className: primaryLink,
                children: "Switch identity",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 264,
                columnNumber: 13,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 260,
            columnNumber: 9,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 259,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Users",
      children: [
        store &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "-mt-2 mb-4 text-sm text-slate-600",
              children: ["Team of ", store.storeName],
            },
            void 0,
            true,
            {
              fileName: _jsxFileName,
              lineNumber: 273,
              columnNumber: 17,
            },
            this,
          ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "grid gap-4 lg:grid-cols-[1fr_20rem]",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "section",
                {
                  "aria-label": "Team members",
                  className: card,
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    QueryState,
                    {
                      query: q,
                      skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "div",
                        {
                          className: "flex flex-col gap-2 p-4",
                          children: [0, 1, 2].map((i) =>
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              Skeleton,
                              { className: "h-14" },
                              i,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 281,
                                columnNumber: 19,
                              },
                              this,
                            ),
                          ),
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 279,
                          columnNumber: 15,
                        },
                        this,
                      ),
                      children: (data) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          import_jsx_dev_runtime.Fragment,
                          {
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "ul",
                                {
                                  className: "divide-y divide-slate-100",
                                  children: data.list.map((u) =>
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      TeamRow,
                                      {
                                        user: u,
                                        storeId,
                                      },
                                      u.userId,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 290,
                                        columnNumber: 21,
                                      },
                                      this,
                                    ),
                                  ),
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 288,
                                  columnNumber: 17,
                                },
                                this,
                              ),
                              (page > 1 || data.hasNextPage) &&
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "div",
                                  {
                                    className: "flex justify-between border-t border-slate-100 p-3",
                                    children: [
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        Button,
                                        {
                                          variant: "ghost",
                                          size: "sm",
                                          disabled: page === 1,
                                          onClick: () => setPage((p) => p - 1),
                                          children: "Previous",
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName,
                                          lineNumber: 295,
                                          columnNumber: 21,
                                        },
                                        this,
                                      ),
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "span",
                                        {
                                          className: "text-sm text-slate-500",
                                          children: [
                                            "Page ",
                                            page,
                                            " of ",
                                            Math.max(1, Math.ceil(data.total / 20)),
                                          ],
                                        },
                                        void 0,
                                        true,
                                        {
                                          fileName: _jsxFileName,
                                          lineNumber: 303,
                                          columnNumber: 21,
                                        },
                                        this,
                                      ),
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        Button,
                                        {
                                          variant: "ghost",
                                          size: "sm",
                                          disabled: !data.hasNextPage,
                                          onClick: () => setPage((p) => p + 1),
                                          children: "Next",
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName,
                                          lineNumber: 306,
                                          columnNumber: 21,
                                        },
                                        this,
                                      ),
                                    ],
                                  },
                                  void 0,
                                  true,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 294,
                                    columnNumber: 19,
                                  },
                                  this,
                                ),
                            ],
                          },
                          void 0,
                          true,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 287,
                            columnNumber: 15,
                          },
                          this,
                        ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 276,
                      columnNumber: 11,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 275,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                AddMember,
                { storeId },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 320,
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
            lineNumber: 274,
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
      lineNumber: 272,
      columnNumber: 5,
    },
    this,
  );
}
function TeamRow({ user, storeId }) {
  const qc = useQueryClient();
  const [confirm, setConfirm] = (0, import_react.useState)(false);
  const [busy, setBusy] = (0, import_react.useState)(false);
  const refresh = () => qc.invalidateQueries({ queryKey: [...accountKeys.all, "team", storeId] });
  const changeRole = async (role) => {
    setBusy(true);
    const r = await call("POST", "/team/edit", {
      userId: user.userId,
      role,
    });
    setBusy(false);
    if (r.ok) showToast(`${user.name} is now ${role === "admin" ? "an Admin" : "Staff"}`, "success");
    await refresh();
  };
  const remove = async () => {
    setBusy(true);
    const r = await call("POST", "/team/delete", { userId: user.userId });
    setBusy(false);
    setConfirm(false);
    if (r.ok) showToast(`${user.name} was removed`, "success");
    await refresh();
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "li",
    {
      className: "flex flex-wrap items-center gap-3 px-4 py-3",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            "aria-hidden": "true",
            className:
              "flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 font-semibold text-slate-500",
            children: user.pic
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "img",
                  {
                    src: user.pic,
                    alt: "",
                    className: "size-full object-cover",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 353,
                    columnNumber: 11,
                  },
                  this,
                )
              : user.name.slice(0, 1).toUpperCase(),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 348,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "min-w-0 flex-1",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "truncate text-sm font-semibold text-slate-900",
                  children: user.name,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 359,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "truncate text-xs text-slate-500",
                  children: user.email ?? (user.userName ? `@${user.userName}` : ""),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 360,
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
            lineNumber: 358,
            columnNumber: 7,
          },
          this,
        ),
        user.role === "owner"
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "span",
              {
                className: "rounded-full bg-slate-900 px-2.5 py-1 text-xs font-semibold text-white",
                children: "Owner",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 365,
                columnNumber: 9,
              },
              this,
            )
          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              import_jsx_dev_runtime.Fragment,
              {
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "label",
                    {
                      className: "sr-only",
                      htmlFor: `role-${user.userId}`,
                      children: ["Role of ", user.name],
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
                    "select",
                    {
                      id: `role-${user.userId}`,
                      value: user.role,
                      disabled: busy,
                      onChange: (e) => void changeRole(e.target.value),
                      className: "focus-ring h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm",
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "option",
                          {
                            value: "admin",
                            children: "Admin",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 378,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "option",
                          {
                            value: "staff",
                            children: "Staff",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 379,
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
                      lineNumber: 371,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Button,
                    {
                      variant: "ghost",
                      size: "sm",
                      className: "text-rose-700 hover:bg-rose-50",
                      onClick: () => setConfirm(true),
                      "aria-label": `Remove ${user.name}`,
                      children: "Remove",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 381,
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
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          ConfirmDialog,
          {
            open: confirm,
            message: `Remove ${user.name} from the team?`,
            confirmLabel: "Remove",
            cancelLabel: "Cancel",
            busy,
            onConfirm: () => void remove(),
            onCancel: () => setConfirm(false),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 392,
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
      lineNumber: 347,
      columnNumber: 5,
    },
    this,
  );
}
function AddMember({ storeId }) {
  const qc = useQueryClient();
  const roles = useQuery(rolesQuery());
  const [account, setAccount] = (0, import_react.useState)("");
  const [role, setRole] = (0, import_react.useState)("staff");
  const [error, setError] = (0, import_react.useState)();
  const [busy, setBusy] = (0, import_react.useState)(false);
  const submit = async (e) => {
    e.preventDefault();
    if (!account.trim()) return setError("Enter their email, username or phone number");
    setError(void 0);
    setBusy(true);
    const r = await call("POST", "/team/add", {
      account: account.trim(),
      role,
    });
    setBusy(false);
    if (!r.ok) return setError(r.fieldErrors.account ?? r.message);
    setAccount("");
    showToast("Added to the team", "success");
    await qc.invalidateQueries({ queryKey: [...accountKeys.all, "team", storeId] });
  };
  const desc = roles.data?.find((r) => r.role === role)?.description;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      "aria-labelledby": "add-member",
      className: cx(card, "h-fit p-4"),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "h2",
          {
            id: "add-member",
            className: "mb-3 text-base font-bold text-slate-900",
            children: "Add a user",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 427,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "form",
          {
            onSubmit: submit,
            noValidate: true,
            className: "flex flex-col gap-3",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                TextField,
                {
                  label: "Email, username or phone",
                  hint: "They need an account already.",
                  value: account,
                  onChange: (e) => setAccount(e.target.value),
                  error,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 431,
                  columnNumber: 9,
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
                        htmlFor: "new-role",
                        className: "text-sm font-medium text-slate-800",
                        children: "Role",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 439,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "select",
                      {
                        id: "new-role",
                        value: role,
                        onChange: (e) => setRole(e.target.value),
                        "aria-describedby": "new-role-desc",
                        className:
                          "focus-ring h-11 rounded-lg border border-slate-300 bg-white px-3 text-base",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "option",
                            {
                              value: "staff",
                              children: "Staff",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 449,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "option",
                            {
                              value: "admin",
                              children: "Admin",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 450,
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
                        lineNumber: 442,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        id: "new-role-desc",
                        className: "text-xs text-slate-500",
                        children: desc ?? "",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 452,
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
                  lineNumber: 438,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  type: "submit",
                  busy,
                  children: "Add user",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 456,
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
            lineNumber: 430,
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
      lineNumber: 426,
      columnNumber: 5,
    },
    this,
  );
}
/** /changeIdentity: act as the person (Personal) or one of their stores. */
function ChangeIdentityScreen() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const atom = useAtomValue(identityAtom);
  const q = useQuery({
    ...identityQuery(),
    initialData: atom ?? void 0,
  });
  const [busy, setBusy] = (0, import_react.useState)(null);
  const pick = async (storeId) => {
    setBusy(storeId ?? "personal");
    if (!(await chooseIdentity(storeId))) return setBusy(null);
    if (canGoBack) router.history.back();
  };
  const current = (atom ?? q.data)?.user.storeId ?? null;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    AuthLayout,
    {
      heading: "Choose identity",
      intro: "Act as yourself, or as one of the stores you belong to.",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          QueryState,
          {
            query: q,
            skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Skeleton,
              { className: "h-40" },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 481,
                columnNumber: 39,
              },
              this,
            ),
            children: (identity) =>
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "ul",
                {
                  "aria-label": "Identities",
                  className: "flex flex-col gap-2",
                  children: [
                    {
                      id: null,
                      storeName: "Personal",
                    },
                    ...identity.stores,
                  ].map((s) => {
                    const selected = s.id === current;
                    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "li",
                      {
                        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "button",
                          {
                            type: "button",
                            "aria-pressed": selected,
                            disabled: busy !== null,
                            onClick: () => void pick(s.id),
                            className: cx(
                              "focus-ring flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left ring-1 transition-colors",
                              selected
                                ? "bg-orange-50 ring-orange-400"
                                : "bg-white ring-slate-200 hover:bg-slate-50",
                            ),
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "span",
                                {
                                  "aria-hidden": "true",
                                  className: cx(
                                    "flex size-10 items-center justify-center rounded-full font-bold",
                                    s.id === null
                                      ? "bg-slate-900 text-white"
                                      : "bg-orange-100 text-orange-700",
                                  ),
                                  children: s.storeName.slice(0, 1),
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 498,
                                  columnNumber: 21,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "span",
                                {
                                  className: "flex-1",
                                  children: [
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "span",
                                      {
                                        className: "block font-semibold text-slate-900",
                                        children: s.storeName,
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 508,
                                        columnNumber: 23,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "span",
                                      {
                                        className: "block text-xs text-slate-500",
                                        children: s.id === null ? "Your own account" : "Store",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 509,
                                        columnNumber: 23,
                                      },
                                      this,
                                    ),
                                  ],
                                },
                                void 0,
                                true,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 507,
                                  columnNumber: 21,
                                },
                                this,
                              ),
                              selected &&
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "span",
                                  {
                                    className: "text-xs font-semibold text-orange-700",
                                    children: "Current",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 513,
                                    columnNumber: 34,
                                  },
                                  this,
                                ),
                              busy === (s.id ?? "personal") &&
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "span",
                                  {
                                    className:
                                      "size-4 animate-spin rounded-full border-2 border-orange-500 border-r-transparent",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 515,
                                    columnNumber: 23,
                                  },
                                  this,
                                ),
                            ],
                          },
                          void 0,
                          true,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 488,
                            columnNumber: 19,
                          },
                          this,
                        ),
                      },
                      s.id ?? "personal",
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 487,
                        columnNumber: 17,
                      },
                      this,
                    );
                  }),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 483,
                  columnNumber: 11,
                },
                this,
              ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 481,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "mt-4 text-center text-sm",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Link,
              {
                to: "/stores",
                className: "focus-ring rounded font-semibold text-orange-600 hover:text-orange-700",
                children: "Manage stores",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 525,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 524,
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
      lineNumber: 480,
      columnNumber: 5,
    },
    this,
  );
}

export { ChangeIdentityScreen as t, StoreEditScreen as n, StoresScreen as r, TeamScreen as i };
