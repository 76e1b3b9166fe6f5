import {
  a as isE164,
  o as isEmail,
  s as normalizeAccount,
  r as USERNAME_HINT,
  i as USERNAME_RE,
} from "./accounts-CKmLMj3-.js";
import {
  n as accountKeys,
  i as citySearchQuery,
  s as meQuery,
  d as taxIdQuery,
} from "./accounts-queries-CgOHY-9b.js";
import { t as AuthLayout, n as FormMessage, r as useCanGoBack } from "./auth-layout-Csy8u1wl.js";
import { t as call } from "./call-Bg0HCNhi.js";
import { t as CodeField, i as safeRedirect } from "./code-field-DR4yObYI.js";
import {
  pt as Button,
  Et as EmptyState,
  Dt as Page,
  Ot as Skeleton,
  kt as Spinner,
  rn as showToast,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as Link } from "./link-hzUJy3xG.js";
import { r as updateProfile } from "./profile-screens-_1fzA6ju.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as QueryState } from "./query-state-BgqxoUZt.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { w as saveUserInfo } from "./storage-352Vgnio.js";
import { t as TextField } from "./text-field-C5q5EduD.js";
import { n as useNavigate } from "./useNavigate-KEmBFHEf.js";
import { t as useRouter } from "./useRouter-bDiZYcc0.js";

// src/client/features/accounts/profile-more-screens.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/accounts/profile-more-screens.tsx";
var card = "flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6";
var linkCls = "focus-ring rounded font-semibold text-orange-600 hover:text-orange-700";
/** /setUsername: once set it cannot change (spec §5). */
function SetUsernameScreen({ search }) {
  const q = useQuery(meQuery());
  const qc = useQueryClient();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const [userName, setUserName] = (0, import_react.useState)("");
  const [error, setError] = (0, import_react.useState)();
  const [busy, setBusy] = (0, import_react.useState)(false);
  const leave = () => {
    const to = safeRedirect(search.redirect);
    if (to)
      router.navigate({
        href: to,
        replace: true,
      });
    else if (canGoBack && !search.welcome) router.history.back();
    else if (canGoBack) router.history.back();
    else
      router.navigate({
        to: "/",
        replace: true,
      });
  };
  const submit = async (e) => {
    e.preventDefault();
    const v = userName.trim();
    if (!USERNAME_RE.test(v)) return setError(`Username must be ${USERNAME_HINT}`);
    setError(void 0);
    setBusy(true);
    const r = await call("POST", "/user/setUsername", { userName: v });
    setBusy(false);
    if (!r.ok) return setError(r.fieldErrors.userName ?? r.message);
    const me = qc.getQueryData(accountKeys.me());
    if (me)
      qc.setQueryData(accountKeys.me(), {
        ...me,
        userName: v,
      });
    saveUserInfo({
      ...(me ?? q.data ?? {}),
      userName: v,
    });
    qc.invalidateQueries({ queryKey: accountKeys.me() });
    showToast(`Your username is ${v}`, "success");
    leave();
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    AuthLayout,
    {
      heading: search.welcome ? "Welcome! Choose a username" : "Choose a username",
      intro: "Buyers and sellers will know you by it.",
      foot: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "button",
        {
          type: "button",
          onClick: leave,
          className: linkCls,
          children: "Skip for now",
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
      children: q.data?.userName
        ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "flex flex-col gap-4",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  FormMessage,
                  {
                    tone: "info",
                    children: [
                      "Your username is ",
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "strong",
                        { children: q.data.userName },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 73,
                          columnNumber: 30,
                        },
                        this,
                      ),
                      ". A username cannot be changed.",
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 72,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Button,
                  {
                    onClick: leave,
                    children: "Continue",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 75,
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
              lineNumber: 71,
              columnNumber: 9,
            },
            this,
          )
        : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "form",
            {
              onSubmit: submit,
              noValidate: true,
              className: "flex flex-col gap-4",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  TextField,
                  {
                    label: "Username",
                    autoComplete: "username",
                    autoCapitalize: "none",
                    spellCheck: false,
                    maxLength: 20,
                    value: userName,
                    onChange: (e) => setUserName(e.target.value),
                    hint: `${USERNAME_HINT[0]?.toUpperCase()}${USERNAME_HINT.slice(1)}.`,
                    error,
                    autoFocus: true,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 79,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  FormMessage,
                  {
                    tone: "info",
                    children: "Choose carefully: a username cannot be changed later.",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 91,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Button,
                  {
                    type: "submit",
                    size: "lg",
                    busy,
                    children: "Save username",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 92,
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
              lineNumber: 78,
              columnNumber: 9,
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
/** /infoVerify?type=mobile|email&isReset=: verify the current email/phone, or set a new one, with a code. */
function InfoVerifyScreen({ search }) {
  const q = useQuery(meQuery());
  const word = search.type === "email" ? "email" : "phone number";
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    AuthLayout,
    {
      heading: search.isReset ? `Change your ${word}` : `Verify your ${word}`,
      intro: `We'll send a 6-digit code to the ${word} to make sure it is yours.`,
      foot: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        Link,
        {
          to: "/personalData",
          className: linkCls,
          children: "Back to Profile",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 110,
          columnNumber: 9,
        },
        this,
      ),
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
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
              lineNumber: 115,
              columnNumber: 39,
            },
            this,
          ),
          children: (me) =>
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              InfoVerifyForm,
              {
                me,
                type: search.type,
                isReset: search.isReset,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 116,
                columnNumber: 18,
              },
              this,
            ),
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 115,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 106,
      columnNumber: 5,
    },
    this,
  );
}
function InfoVerifyForm({ me, type, isReset }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const current = type === "email" ? me.email : me.mobile;
  const fixed = !isReset && current ? current : null;
  const [account, setAccount] = (0, import_react.useState)(fixed ?? "");
  const [code, setCode] = (0, import_react.useState)("");
  const [errors, setErrors] = (0, import_react.useState)({});
  const [busy, setBusy] = (0, import_react.useState)(false);
  const a = normalizeAccount(account);
  const valid = type === "email" ? isEmail(a) : isE164(a);
  const checkAccount = () => {
    const bad = valid
      ? void 0
      : type === "email"
        ? "Enter a valid email address"
        : "Enter the number with its country code, e.g. +15551234567";
    setErrors((e) => ({
      ...e,
      account: bad,
    }));
    return !bad;
  };
  const submit = async (e) => {
    e.preventDefault();
    if (!checkAccount()) return;
    if (!/^\d{6}$/.test(code)) return setErrors({ code: "Enter the 6-digit code" });
    setBusy(true);
    const r = await call("POST", "/user/bindAccount", {
      account: a,
      code,
    });
    setBusy(false);
    if (!r.ok)
      return setErrors({
        account: r.fieldErrors.account,
        code: r.fieldErrors.code ?? (r.code === 10010 ? r.message : void 0),
      });
    qc.setQueryData(accountKeys.me(), r.data);
    saveUserInfo(r.data);
    showToast(type === "email" ? "Email verified" : "Phone number verified", "success");
    navigate({
      to: "/personalData",
      replace: true,
    });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "form",
    {
      onSubmit: submit,
      noValidate: true,
      className: "flex flex-col gap-4",
      children: [
        fixed
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                className: "rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200",
                children: [
                  type === "email" ? "Email" : "Phone",
                  ":",
                  " ",
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "strong",
                    {
                      className: "font-semibold text-slate-900",
                      children: fixed,
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 164,
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
                lineNumber: 162,
                columnNumber: 9,
              },
              this,
            )
          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              TextField,
              {
                label: type === "email" ? "New email" : "New phone number",
                type: type === "email" ? "email" : "tel",
                autoComplete: type === "email" ? "email" : "tel",
                placeholder: type === "email" ? "you@example.com" : "+15551234567",
                value: account,
                onChange: (e) => setAccount(e.target.value),
                error: errors.account,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 167,
                columnNumber: 9,
              },
              this,
            ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          CodeField,
          {
            scene: "bind",
            account: a,
            value: code,
            onChange: setCode,
            error: errors.code,
            onBeforeSend: checkAccount,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 177,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Button,
          {
            type: "submit",
            size: "lg",
            busy,
            children: "Verify",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 185,
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
      lineNumber: 160,
      columnNumber: 5,
    },
    this,
  );
}
/** /modifyCity: pick the profile's city from GET /geo/citySearch. */
function ModifyCityScreen() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [text, setText] = (0, import_react.useState)("");
  const q = (0, import_react.useDeferredValue)(text.trim());
  const results = useQuery(citySearchQuery(q));
  const [saving, setSaving] = (0, import_react.useState)(null);
  const me = useQuery(meQuery());
  const choose = async (c, key) => {
    setSaving(key);
    const ok = await updateProfile(qc, {
      city: c.name,
      lat: c.lat,
      lng: c.lng,
    });
    setSaving(null);
    if (ok) {
      showToast(`City set to ${c.name}`, "success");
      navigate({ to: "/personalData" });
    }
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Your city",
      width: "narrow",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "div",
        {
          className: card,
          children: [
            me.data?.city &&
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-sm text-slate-600",
                  children: [
                    "Now: ",
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "strong",
                      {
                        className: "text-slate-900",
                        children: me.data.city,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 215,
                        columnNumber: 18,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 214,
                  columnNumber: 11,
                },
                this,
              ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              TextField,
              {
                label: "Search city",
                type: "search",
                role: "searchbox",
                placeholder: "Type a city name",
                value: text,
                onChange: (e) => setText(e.target.value),
                autoFocus: true,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 218,
                columnNumber: 9,
              },
              this,
            ),
            !q
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "text-sm text-slate-500",
                    children: "Type at least one letter to search. Items near your city show first.",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 228,
                    columnNumber: 11,
                  },
                  this,
                )
              : results.isPending
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: "flex flex-col gap-2",
                      children: ["a", "b", "c", "d", "e", "f", "g", "h"].slice(0, 5).map((k) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Skeleton,
                          { className: "h-12" },
                          k,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 234,
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
                      lineNumber: 232,
                      columnNumber: 11,
                    },
                    this,
                  )
                : results.isError && !results.data
                  ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      EmptyState,
                      {
                        title: "Could not search cities",
                        action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Button,
                          {
                            variant: "secondary",
                            onClick: () => void results.refetch(),
                            children: "Try again",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 241,
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
                    )
                  : results.data && results.data.geonames.length === 0
                    ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className: "py-6 text-center text-sm text-slate-600",
                          children: "No search results found.",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 247,
                          columnNumber: 11,
                        },
                        this,
                      )
                    : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "ul",
                        {
                          "aria-label": "Cities",
                          className: "-mx-2 max-h-[65vh] divide-y divide-slate-100 overflow-y-auto",
                          children: results.data?.geonames.map((c, i) => {
                            const key = `${c.name}-${c.lat}-${c.lng}-${i}`;
                            return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "li",
                              {
                                children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "button",
                                  {
                                    type: "button",
                                    onClick: () => void choose(c, key),
                                    disabled: saving !== null,
                                    className:
                                      "focus-ring flex w-full items-center justify-between gap-3 rounded-lg px-2 py-3 text-left hover:bg-slate-50",
                                    children: [
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "span",
                                        {
                                          children: [
                                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                              "span",
                                              {
                                                className: "block text-sm font-semibold text-slate-900",
                                                children: c.name,
                                              },
                                              void 0,
                                              false,
                                              {
                                                fileName: _jsxFileName,
                                                lineNumber: 261,
                                                columnNumber: 23,
                                              },
                                              this,
                                            ),
                                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                              "span",
                                              {
                                                className: "block text-xs text-slate-500",
                                                children: [c.adminName1, c.countryCode]
                                                  .filter(Boolean)
                                                  .join(", "),
                                              },
                                              void 0,
                                              false,
                                              {
                                                fileName: _jsxFileName,
                                                lineNumber: 262,
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
                                          lineNumber: 260,
                                          columnNumber: 21,
                                        },
                                        this,
                                      ),
                                      saving === key &&
                                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                          Spinner,
                                          { label: "Saving" },
                                          void 0,
                                          false,
                                          {
                                            fileName: _jsxFileName,
                                            lineNumber: 266,
                                            columnNumber: 40,
                                          },
                                          this,
                                        ),
                                    ],
                                  },
                                  void 0,
                                  true,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 254,
                                    columnNumber: 19,
                                  },
                                  this,
                                ),
                              },
                              key,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 253,
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
                          lineNumber: 249,
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
          lineNumber: 212,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 211,
      columnNumber: 5,
    },
    this,
  );
}
/** /taxId: the tax ID on file (last 4 digits) and a form to set it. */
function TaxIdScreen() {
  const q = useQuery(taxIdQuery());
  const qc = useQueryClient();
  const [taxId, setTaxId] = (0, import_react.useState)("");
  const [error, setError] = (0, import_react.useState)();
  const [busy, setBusy] = (0, import_react.useState)(false);
  const submit = async (e) => {
    e.preventDefault();
    if (!/^(\d{3}-?\d{2}-?\d{4}|\d{2}-?\d{7})$/.test(taxId.trim()))
      return setError("Enter a 9-digit tax ID (SSN, ITIN or EIN)");
    setError(void 0);
    setBusy(true);
    const r = await call("POST", "/user/taxId", { taxId: taxId.trim() });
    setBusy(false);
    if (!r.ok) return setError(r.fieldErrors.taxId ?? r.message);
    qc.setQueryData(accountKeys.taxId(), r.data);
    qc.invalidateQueries({ queryKey: accountKeys.me() });
    setTaxId("");
    showToast("Tax ID saved", "success");
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Tax ID",
      width: "narrow",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "div",
        {
          className: card,
          children: [
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                className: "text-sm text-slate-600",
                children:
                  "Sellers who receive payouts need a tax ID on file (SSN, ITIN or EIN). We only ever show its last 4 digits.",
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
              QueryState,
              {
                query: q,
                skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Skeleton,
                  { className: "h-10" },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 306,
                    columnNumber: 41,
                  },
                  this,
                ),
                children: (t) =>
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200",
                      children: t.isSet
                        ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            import_jsx_dev_runtime.Fragment,
                            {
                              children: [
                                "On file: ",
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "strong",
                                  {
                                    className: "font-mono tracking-wider",
                                    children: t.taxId,
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 311,
                                    columnNumber: 28,
                                  },
                                  this,
                                ),
                              ],
                            },
                            void 0,
                            true,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 310,
                              columnNumber: 17,
                            },
                            this,
                          )
                        : "No tax ID on file yet.",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 308,
                      columnNumber: 13,
                    },
                    this,
                  ),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 306,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "form",
              {
                onSubmit: submit,
                noValidate: true,
                className: "flex flex-col gap-4",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    TextField,
                    {
                      label: q.data?.isSet ? "New tax ID" : "Tax ID",
                      inputMode: "numeric",
                      autoComplete: "off",
                      placeholder: "123-45-6789",
                      value: taxId,
                      onChange: (e) => setTaxId(e.target.value),
                      error,
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 320,
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
                          type: "submit",
                          busy,
                          children: "Save tax ID",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 330,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 329,
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
                lineNumber: 319,
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
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 300,
      columnNumber: 5,
    },
    this,
  );
}
/** /confirmUserData: the legal name payouts go to (90081), then on to /withdraw. */
function ConfirmUserDataScreen() {
  const q = useQuery(meQuery());
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Confirm your details",
      width: "narrow",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        QueryState,
        {
          query: q,
          skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            Skeleton,
            { className: "h-64 rounded-2xl" },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 345,
              columnNumber: 39,
            },
            this,
          ),
          children: (me) =>
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              ConfirmUserDataForm,
              { me },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 346,
                columnNumber: 18,
              },
              this,
            ),
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 345,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 344,
      columnNumber: 5,
    },
    this,
  );
}
function ConfirmUserDataForm({ me }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [firstName, setFirst] = (0, import_react.useState)(me.firstName ?? "");
  const [lastName, setLast] = (0, import_react.useState)(me.lastName ?? "");
  const [errors, setErrors] = (0, import_react.useState)({});
  const [busy, setBusy] = (0, import_react.useState)(false);
  const submit = async (e) => {
    e.preventDefault();
    const next = {
      firstName: firstName.trim() ? void 0 : "Enter your legal first name",
      lastName: lastName.trim() ? void 0 : "Enter your legal last name",
    };
    setErrors(next);
    if (next.firstName || next.lastName) return;
    setBusy(true);
    const r = await call("POST", "/user/confirmUserData", {
      firstName: firstName.trim(),
      lastName: lastName.trim(),
    });
    setBusy(false);
    if (!r.ok)
      return setErrors({
        firstName: r.fieldErrors.firstName,
        lastName: r.fieldErrors.lastName,
      });
    qc.setQueryData(accountKeys.me(), r.data);
    saveUserInfo(r.data);
    navigate({ href: "/withdraw" });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "form",
    {
      onSubmit: submit,
      noValidate: true,
      className: card,
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "text-sm text-slate-600",
            children:
              "Payouts go to the person named here. Use your name exactly as it appears on your bank account and tax documents.",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 380,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "grid gap-4 md:grid-cols-2",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                TextField,
                {
                  label: "Legal first name",
                  autoComplete: "given-name",
                  value: firstName,
                  onChange: (e) => setFirst(e.target.value),
                  error: errors.firstName,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 385,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                TextField,
                {
                  label: "Legal last name",
                  autoComplete: "family-name",
                  value: lastName,
                  onChange: (e) => setLast(e.target.value),
                  error: errors.lastName,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 392,
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
            lineNumber: 384,
            columnNumber: 7,
          },
          this,
        ),
        !me.hasTaxId &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            FormMessage,
            {
              tone: "info",
              children: [
                "You have no tax ID on file yet.",
                " ",
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Link,
                  {
                    to: "/taxId",
                    className: linkCls,
                    children: "Add it",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 403,
                    columnNumber: 11,
                  },
                  this,
                ),
                " ",
                "before large payouts.",
              ],
            },
            void 0,
            true,
            {
              fileName: _jsxFileName,
              lineNumber: 401,
              columnNumber: 9,
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
                type: "submit",
                busy,
                children: "Confirm and continue",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 410,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 409,
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
      lineNumber: 379,
      columnNumber: 5,
    },
    this,
  );
}

export {
  ConfirmUserDataScreen as t,
  InfoVerifyScreen as n,
  ModifyCityScreen as r,
  SetUsernameScreen as i,
  TaxIdScreen as a,
};
