import { n as accountKeys, s as meQuery } from "./accounts-queries-CgOHY-9b.js";
import { t as call } from "./call-Bg0HCNhi.js";
import { n as Dialog } from "./dialog-fEMjAfBb.js";
import {
  pt as Button,
  Rt as clearSession,
  Dt as Page,
  Ot as Skeleton,
  rn as showToast,
  At as useDocumentTitle,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as Link } from "./link-hzUJy3xG.js";
import { t as PasswordField } from "./password-field-BerOSHYZ.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as QueryState } from "./query-state-BgqxoUZt.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { s as displayName, w as saveUserInfo } from "./storage-352Vgnio.js";
import { t as upload } from "./upload-VCZ6Afwa.js";
import { n as useNavigate } from "./useNavigate-KEmBFHEf.js";

// src/client/features/accounts/profile-screens.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/accounts/profile-screens.tsx";
/** Saves part of the profile and puts the answer in the cache and the header's copy. */
async function updateProfile(qc, fields) {
  const r = await call("POST", "/user/updateProfile", fields);
  if (!r.ok) return null;
  qc.setQueryData(accountKeys.me(), r.data);
  saveUserInfo(r.data);
  return r.data;
}
var EDITABLE_FIELDS = {
  nickName: {
    label: "Nickname",
    max: 30,
    hint: "Shown when you have no username.",
  },
  firstName: {
    label: "First name",
    max: 50,
  },
  lastName: {
    label: "Last name",
    max: 50,
  },
  introduction: {
    label: "Introduction",
    max: 500,
    hint: "A few words about you for buyers and sellers.",
  },
};
function Row({ label, value, to, action }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "li",
    {
      className: "flex min-h-14 items-center gap-3 px-4 py-3 md:px-5",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            className: "w-24 shrink-0 text-sm font-medium text-slate-600 md:w-40",
            children: label,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 53,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            className: "min-w-0 flex-1 text-sm text-slate-900 [overflow-wrap:anywhere]",
            children: value,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 54,
            columnNumber: 7,
          },
          this,
        ),
        action,
        to,
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
var rowLink =
  "focus-ring shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-orange-600 hover:bg-orange-50 hover:text-orange-700";
var muted = (t) =>
  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "span",
    {
      className: "text-slate-400",
      children: t,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 63,
      columnNumber: 30,
    },
    void 0,
  );
function Badge({ ok }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "span",
    {
      className: ok
        ? "ml-2 inline-block rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700"
        : "ml-2 inline-block rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800",
      children: ok ? "Verified" : "Not verified",
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 67,
      columnNumber: 5,
    },
    this,
  );
}
function ProfileSkeleton() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex flex-col gap-4",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Skeleton,
          { className: "h-28 rounded-2xl" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 82,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Skeleton,
          { className: "h-80 rounded-2xl" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 83,
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
      lineNumber: 81,
      columnNumber: 5,
    },
    this,
  );
}
/** /personalData (Profile). */
function PersonalDataScreen() {
  const q = useQuery(meQuery());
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Profile",
      width: "narrow",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        QueryState,
        {
          query: q,
          skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            ProfileSkeleton,
            {},
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 93,
              columnNumber: 39,
            },
            this,
          ),
          children: (me) =>
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              ProfileBody,
              { me },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 94,
                columnNumber: 18,
              },
              this,
            ),
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 93,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 92,
      columnNumber: 5,
    },
    this,
  );
}
function ProfileBody({ me }) {
  const qc = useQueryClient();
  const file = (0, import_react.useRef)(null);
  const [progress, setProgress] = (0, import_react.useState)(null);
  const [deactivate, setDeactivate] = (0, import_react.useState)(false);
  const onPhoto = async (f) => {
    if (!f) return;
    if (f.size > 15728640) return showToast("That photo is larger than 15 MB.", "error");
    setProgress(0);
    try {
      const env = await upload("/file/upload", f, { onProgress: setProgress });
      if (env.status_code === 1 && (await updateProfile(qc, { pic: env.res_data.url })))
        showToast("Photo updated", "success");
    } catch (err) {
      showToast(err instanceof Error ? err.message : "Upload failed", "error");
    } finally {
      setProgress(null);
      if (file.current) file.current.value = "";
    }
  };
  const name = displayName(me) || "Your profile";
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex flex-col gap-4",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "section",
          {
            "aria-label": "Photo",
            className:
              "flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-5",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className:
                    "relative size-20 shrink-0 overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-200",
                  children: [
                    me.pic
                      ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "img",
                          {
                            src: me.pic,
                            alt: name,
                            className: "size-full object-cover",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 131,
                            columnNumber: 13,
                          },
                          this,
                        )
                      : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "span",
                          {
                            "aria-hidden": "true",
                            className:
                              "flex size-full items-center justify-center text-2xl font-bold text-slate-400",
                            children: name.slice(0, 1).toUpperCase(),
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 133,
                            columnNumber: 13,
                          },
                          this,
                        ),
                    progress !== null &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "span",
                        {
                          className:
                            "absolute inset-0 flex items-center justify-center bg-slate-900/50 text-xs font-semibold text-white",
                          children: [Math.round(progress * 100), "%"],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 141,
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
                  lineNumber: 129,
                  columnNumber: 9,
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
                        className: "truncate text-lg font-bold text-slate-900",
                        children: name,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 147,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    me.userName &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className: "truncate text-sm text-slate-500",
                          children: ["@", me.userName],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 148,
                          columnNumber: 27,
                        },
                        this,
                      ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "label",
                      {
                        className:
                          "focus-within:ring-2 focus-within:ring-orange-500 mt-2 inline-flex cursor-pointer items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-orange-600 ring-1 ring-orange-200 hover:bg-orange-50",
                        children: [
                          "Change photo",
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "input",
                            {
                              ref: file,
                              type: "file",
                              accept: "image/jpeg,image/png,image/webp,image/heic",
                              className: "sr-only",
                              disabled: progress !== null,
                              onChange: (e) => void onPhoto(e.target.files?.[0]),
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 151,
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
                        lineNumber: 149,
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
                  lineNumber: 146,
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
            lineNumber: 125,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "section",
          {
            "aria-labelledby": "about-you",
            className: "rounded-2xl bg-white shadow-sm ring-1 ring-slate-200",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h2",
                {
                  id: "about-you",
                  className: "px-4 pt-4 text-sm font-bold uppercase tracking-wider text-slate-500 md:px-5",
                  children: "About you",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 164,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "ul",
                {
                  className: "divide-y divide-slate-100",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Row,
                      {
                        label: "Nickname",
                        value: me.nickName || muted("Not set"),
                        to: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Link,
                          {
                            to: "/modifyInformation/$id",
                            params: { id: "nickName" },
                            className: rowLink,
                            "aria-label": "Edit nickname",
                            children: "Edit",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 175,
                            columnNumber: 15,
                          },
                          this,
                        ),
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
                      Row,
                      {
                        label: "Username",
                        value: me.userName || muted("Not set"),
                        to: me.userName
                          ? void 0
                          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              Link,
                              {
                                to: "/setUsername",
                                className: rowLink,
                                "aria-label": "Set username",
                                children: "Set",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 190,
                                columnNumber: 17,
                              },
                              this,
                            ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 185,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Row,
                      {
                        label: "Introduction",
                        value: me.introduction || muted("Not set"),
                        to: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Link,
                          {
                            to: "/modifyInformation/$id",
                            params: { id: "introduction" },
                            className: rowLink,
                            "aria-label": "Edit introduction",
                            children: "Edit",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 200,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 196,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Row,
                      {
                        label: "First name",
                        value: me.firstName || muted("Not set"),
                        to: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Link,
                          {
                            to: "/modifyInformation/$id",
                            params: { id: "firstName" },
                            className: rowLink,
                            "aria-label": "Edit first name",
                            children: "Edit",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 214,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 210,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Row,
                      {
                        label: "Last name",
                        value: me.lastName || muted("Not set"),
                        to: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Link,
                          {
                            to: "/modifyInformation/$id",
                            params: { id: "lastName" },
                            className: rowLink,
                            "aria-label": "Edit last name",
                            children: "Edit",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 228,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 224,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Row,
                      {
                        label: "City",
                        value: me.city || muted("Not set"),
                        to: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Link,
                          {
                            to: "/modifyCity",
                            className: rowLink,
                            "aria-label": "Change city",
                            children: me.city ? "Change" : "Set",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 242,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 238,
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
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 163,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "section",
          {
            "aria-labelledby": "contact",
            className: "rounded-2xl bg-white shadow-sm ring-1 ring-slate-200",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h2",
                {
                  id: "contact",
                  className: "px-4 pt-4 text-sm font-bold uppercase tracking-wider text-slate-500 md:px-5",
                  children: "Contact and security",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 251,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "ul",
                {
                  className: "divide-y divide-slate-100",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Row,
                      {
                        label: "Phone",
                        value: me.mobile
                          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              import_jsx_dev_runtime.Fragment,
                              {
                                children: [
                                  me.mobile,
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    Badge,
                                    { ok: me.mobileVerified },
                                    void 0,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 264,
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
                                lineNumber: 262,
                                columnNumber: 17,
                              },
                              this,
                            )
                          : muted("Not set"),
                        to: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "span",
                          {
                            className: "flex shrink-0 gap-1",
                            children: [
                              me.mobile &&
                                !me.mobileVerified &&
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  Link,
                                  {
                                    to: "/infoVerify",
                                    search: {
                                      type: "mobile",
                                      isReset: false,
                                    },
                                    className: rowLink,
                                    "aria-label": "Verify phone",
                                    children: "Verify",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 273,
                                    columnNumber: 19,
                                  },
                                  this,
                                ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                Link,
                                {
                                  to: "/infoVerify",
                                  search: {
                                    type: "mobile",
                                    isReset: true,
                                  },
                                  className: rowLink,
                                  "aria-label": me.mobile ? "Change phone" : "Add phone",
                                  children: me.mobile ? "Change" : "Add",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 282,
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
                            lineNumber: 271,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 258,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Row,
                      {
                        label: "Email",
                        value: me.email
                          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              import_jsx_dev_runtime.Fragment,
                              {
                                children: [
                                  me.email,
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    Badge,
                                    { ok: me.emailVerified },
                                    void 0,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 299,
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
                                lineNumber: 297,
                                columnNumber: 17,
                              },
                              this,
                            )
                          : muted("Not set"),
                        to: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "span",
                          {
                            className: "flex shrink-0 gap-1",
                            children: [
                              me.email &&
                                !me.emailVerified &&
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  Link,
                                  {
                                    to: "/infoVerify",
                                    search: {
                                      type: "email",
                                      isReset: false,
                                    },
                                    className: rowLink,
                                    "aria-label": "Verify email",
                                    children: "Verify",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 308,
                                    columnNumber: 19,
                                  },
                                  this,
                                ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                Link,
                                {
                                  to: "/infoVerify",
                                  search: {
                                    type: "email",
                                    isReset: true,
                                  },
                                  className: rowLink,
                                  "aria-label": me.email ? "Change email" : "Add email",
                                  children: me.email ? "Change" : "Add",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 317,
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
                            lineNumber: 306,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 293,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Row,
                      {
                        label: "Password",
                        value: "••••••••",
                        to: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Link,
                          {
                            to: "/changePassword",
                            className: rowLink,
                            "aria-label": "Change password",
                            children: "Change",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 332,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 328,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Row,
                      {
                        label: "Tax ID",
                        value: me.hasTaxId ? "On file" : muted("Not set"),
                        to: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Link,
                          {
                            to: "/taxId",
                            className: rowLink,
                            "aria-label": "Tax ID",
                            children: me.hasTaxId ? "View" : "Add",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 341,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 337,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Row,
                      {
                        label: "Identity",
                        value: "Personal or a store",
                        to: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Link,
                          {
                            to: "/changeIdentity",
                            className: rowLink,
                            "aria-label": "Switch identity",
                            children: "Switch",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 350,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 346,
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
                  lineNumber: 257,
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
            lineNumber: 250,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex justify-center pt-2",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Button,
              {
                variant: "ghost",
                className: "text-rose-700 hover:bg-rose-50",
                onClick: () => setDeactivate(true),
                children: "Deactivate account",
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
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 358,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          DeactivateDialog,
          {
            open: deactivate,
            onClose: () => setDeactivate(false),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 367,
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
      lineNumber: 124,
      columnNumber: 5,
    },
    this,
  );
}
function DeactivateDialog({ open, onClose }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [password, setPassword] = (0, import_react.useState)("");
  const [error, setError] = (0, import_react.useState)();
  const [busy, setBusy] = (0, import_react.useState)(false);
  const submit = async (e) => {
    e.preventDefault();
    if (!password) return setError("Enter your password to confirm");
    setBusy(true);
    const r = await call("POST", "/user/deactivate", { password });
    setBusy(false);
    if (!r.ok) return setError(r.fieldErrors.password ?? r.message);
    clearSession();
    qc.clear();
    showToast("Your account was deactivated.", "success");
    navigate({
      to: "/",
      replace: true,
    });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Dialog,
    {
      open,
      onClose,
      title: "Deactivate your account?",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "form",
        {
          onSubmit: submit,
          noValidate: true,
          className: "flex flex-col gap-4",
          children: [
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                className: "text-sm text-slate-600",
                children:
                  "You will be signed out everywhere and no one will be able to find your account. Open listings and orders still need to be finished. Enter your password to confirm.",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 399,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              PasswordField,
              {
                label: "Password",
                value: password,
                onChange: setPassword,
                error,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 403,
                columnNumber: 9,
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
                      variant: "secondary",
                      onClick: onClose,
                      children: "Cancel",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 405,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Button,
                    {
                      type: "submit",
                      variant: "danger",
                      busy,
                      children: "Deactivate",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 408,
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
                lineNumber: 404,
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
          lineNumber: 398,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 397,
      columnNumber: 5,
    },
    this,
  );
}
/** /modifyInformation/$id: edit one field of the profile. */
function ModifyInformationScreen({ field }) {
  const q = useQuery(meQuery());
  const def = EDITABLE_FIELDS[field];
  useDocumentTitle(def ? `Edit ${def.label.toLowerCase()}` : void 0);
  if (!def)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Page,
      {
        heading: "Page not found",
        width: "narrow",
        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "text-sm text-slate-600",
            children: [
              "This profile field cannot be edited here.",
              " ",
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Link,
                {
                  to: "/personalData",
                  className: rowLink,
                  children: "Back to Profile",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 427,
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
            lineNumber: 425,
            columnNumber: 9,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 424,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: `Edit ${def.label.toLowerCase()}`,
      width: "narrow",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        QueryState,
        {
          query: q,
          skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            Skeleton,
            { className: "h-48 rounded-2xl" },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 435,
              columnNumber: 39,
            },
            this,
          ),
          children: (me) =>
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              EditField,
              {
                field,
                initial: me[field] ?? "",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 436,
                columnNumber: 18,
              },
              this,
            ),
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 435,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 434,
      columnNumber: 5,
    },
    this,
  );
}
function EditField({ field, initial }) {
  const def = EDITABLE_FIELDS[field];
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [value, setValue] = (0, import_react.useState)(initial);
  const [busy, setBusy] = (0, import_react.useState)(false);
  const multiline = field === "introduction";
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    const ok = await updateProfile(qc, { [field]: value.trim() });
    setBusy(false);
    if (ok) {
      showToast("Saved", "success");
      navigate({ to: "/personalData" });
    }
  };
  const cls = "focus-ring w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900";
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "form",
    {
      onSubmit: submit,
      className: "flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex flex-col gap-1.5",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "label",
                {
                  htmlFor: "field",
                  className: "text-sm font-medium text-slate-800",
                  children: def.label,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 466,
                  columnNumber: 9,
                },
                this,
              ),
              multiline
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "textarea",
                    {
                      id: "field",
                      rows: 5,
                      maxLength: def.max,
                      value,
                      onChange: (e) => setValue(e.target.value),
                      className: `${cls} py-2`,
                      "aria-describedby": "field-hint",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 470,
                      columnNumber: 11,
                    },
                    this,
                  )
                : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "input",
                    {
                      id: "field",
                      maxLength: def.max,
                      value,
                      onChange: (e) => setValue(e.target.value),
                      className: `${cls} h-11`,
                      "aria-describedby": "field-hint",
                      autoFocus: true,
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 480,
                      columnNumber: 11,
                    },
                    this,
                  ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  id: "field-hint",
                  className: "flex justify-between text-xs text-slate-500",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      { children: "hint" in def ? def.hint : "" },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 491,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        className: "tabular-nums",
                        children: [value.length, "/", def.max],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 492,
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
                  lineNumber: 490,
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
            lineNumber: 465,
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
                  to: "/personalData",
                  className:
                    "focus-ring inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100",
                  children: "Cancel",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 498,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  type: "submit",
                  busy,
                  disabled: value.trim() === initial.trim(),
                  children: "Save",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 504,
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
            lineNumber: 497,
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
      lineNumber: 461,
      columnNumber: 5,
    },
    this,
  );
}

export { ModifyInformationScreen as t, PersonalDataScreen as n, updateProfile as r };
