import { o as isEmail, t as PASSWORD_HINT, c as passwordProblem } from "./accounts-CKmLMj3-.js";
import { a as countryCodesQuery } from "./accounts-queries-CgOHY-9b.js";
import { t as AuthLayout, r as useCanGoBack } from "./auth-layout-Csy8u1wl.js";
import { t as call } from "./call-Bg0HCNhi.js";
import {
  t as CodeField,
  r as getChosenCountry,
  i as safeRedirect,
  n as sendCode,
  a as setChosenCountry,
  o as setPendingPassword,
  s as takePendingPassword,
  l as toE164,
} from "./code-field-DR4yObYI.js";
import { t as cx } from "./cx-ClXQrqf-.js";
import {
  ft as AppLink,
  pt as Button,
  Et as EmptyState,
  Ot as Skeleton,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as Link } from "./link-hzUJy3xG.js";
import { t as PasswordField } from "./password-field-BerOSHYZ.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as LocalKey, k as writeKey } from "./storage-352Vgnio.js";
import { t as TextField } from "./text-field-C5q5EduD.js";
import { t as storeSession } from "./use-finish-sign-in-CRRbvB2V.js";
import { n as useNavigate } from "./useNavigate-KEmBFHEf.js";
import { t as useRouter } from "./useRouter-bDiZYcc0.js";

// src/client/features/accounts/sign-up-screens.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/accounts/sign-up-screens.tsx";
var linkCls = "focus-ring rounded font-semibold text-orange-600 hover:text-orange-700";
/** /signUp: email, or phone with a country code chosen on /countryCode, and a password. */
function SignUpScreen({ search }) {
  const navigate = useNavigate();
  const [by, setBy] = (0, import_react.useState)(search.by ?? "email");
  const [email, setEmail] = (0, import_react.useState)("");
  const [phone, setPhone] = (0, import_react.useState)("");
  const [password, setPassword] = (0, import_react.useState)("");
  const [errors, setErrors] = (0, import_react.useState)({});
  const [busy, setBusy] = (0, import_react.useState)(false);
  const country = getChosenCountry();
  const submit = async (e) => {
    e.preventDefault();
    const account = by === "email" ? email.trim().toLowerCase() : toE164(country.dialCode, phone);
    const next = {
      account:
        by === "email"
          ? isEmail(account)
            ? void 0
            : "Enter a valid email address"
          : /^\+[1-9]\d{6,14}$/.test(account)
            ? void 0
            : "Enter a valid phone number",
      password: passwordProblem(password) ?? void 0,
    };
    setErrors(next);
    if (next.account || next.password) return;
    setBusy(true);
    const ok = await sendCode("register", account);
    setBusy(false);
    if (!ok) return;
    setPendingPassword(password);
    navigate({
      to: by === "email" ? "/signUpEmailVerify" : "/verify",
      search: {
        account,
        redirect: search.redirect,
      },
      replace: true,
    });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    AuthLayout,
    {
      heading: "Create your account",
      intro: "Bid on local finds and sell yours in minutes.",
      foot: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        import_jsx_dev_runtime.Fragment,
        {
          children: [
            "Already have an account?",
            " ",
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Link,
              {
                to: "/signIn",
                search: { redirect: search.redirect },
                replace: true,
                className: linkCls,
                children: "Sign In",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 77,
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
          lineNumber: 75,
          columnNumber: 9,
        },
        this,
      ),
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "form",
        {
          onSubmit: submit,
          noValidate: true,
          className: "flex flex-col gap-4",
          children: [
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "fieldset",
              {
                "aria-label": "Sign up with",
                className: "m-0 grid min-w-0 grid-cols-2 gap-1 rounded-lg border-0 bg-slate-100 p-1",
                children: ["email", "phone"].map((k) =>
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "button",
                    {
                      type: "button",
                      "aria-pressed": by === k,
                      onClick: () => {
                        setBy(k);
                        setErrors({});
                        navigate({
                          to: "/signUp",
                          search: {
                            ...search,
                            by: k,
                          },
                          replace: true,
                        });
                      },
                      className: cx(
                        "focus-ring flex h-9 items-center justify-center rounded-md text-sm font-semibold",
                        by === k
                          ? "bg-white text-slate-900 shadow-sm"
                          : "text-slate-600 hover:text-slate-900",
                      ),
                      children: k === "email" ? "Email" : "Phone",
                    },
                    k,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 89,
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
                lineNumber: 84,
                columnNumber: 9,
              },
              this,
            ),
            by === "email"
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  TextField,
                  {
                    label: "Email",
                    type: "email",
                    autoComplete: "email",
                    value: email,
                    onChange: (e) => setEmail(e.target.value),
                    error: errors.account,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 109,
                    columnNumber: 11,
                  },
                  this,
                )
              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "div",
                  {
                    className: "flex flex-col gap-1.5",
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "span",
                        {
                          id: "phone-label",
                          className: "text-sm font-medium text-slate-800",
                          children: "Phone number",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 119,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "div",
                        {
                          className: "flex gap-2",
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              Link,
                              {
                                to: "/countryCode",
                                search: { from: "signUp" },
                                "aria-label": `Country code: ${country.name} ${country.dialCode}`,
                                className:
                                  "focus-ring inline-flex h-11 shrink-0 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-base font-medium text-slate-900 hover:bg-slate-50",
                                children: [
                                  country.code,
                                  " ",
                                  country.dialCode,
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    "span",
                                    {
                                      "aria-hidden": "true",
                                      className: "text-slate-400",
                                      children: "▾",
                                    },
                                    void 0,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 130,
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
                                lineNumber: 123,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              TextField,
                              {
                                label: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "span",
                                  {
                                    className: "sr-only",
                                    children: "Phone number",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 135,
                                    columnNumber: 24,
                                  },
                                  this,
                                ),
                                "aria-labelledby": "phone-label",
                                className: "flex-1 [&>label]:sr-only",
                                type: "tel",
                                autoComplete: "tel-national",
                                inputMode: "tel",
                                value: phone,
                                onChange: (e) => setPhone(e.target.value),
                                error: errors.account,
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 134,
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
                          lineNumber: 122,
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
                    lineNumber: 118,
                    columnNumber: 11,
                  },
                  this,
                ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              PasswordField,
              {
                label: "Password",
                value: password,
                onChange: setPassword,
                hint: PASSWORD_HINT,
                error: errors.password,
                autoComplete: "new-password",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 148,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Button,
              {
                type: "submit",
                size: "lg",
                busy,
                children: "Continue",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 156,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                className: "text-center text-xs text-slate-500",
                children: [
                  "By creating an account you agree to our",
                  " ",
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    AppLink,
                    {
                      href: "/agreement/terms",
                      className: linkCls,
                      children: "Conditions of Use",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 161,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  " ",
                  "and",
                  " ",
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    AppLink,
                    {
                      href: "/agreement/policy",
                      className: linkCls,
                      children: "Privacy Policy",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 165,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  ".",
                ],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName,
                lineNumber: 159,
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
          lineNumber: 83,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 71,
      columnNumber: 5,
    },
    this,
  );
}
/** /signUpEmailVerify and /verify: the 6-digit code that finishes a sign-up. */
function SignUpVerifyScreen({ search, channel }) {
  const router = useRouter();
  const account = search.account ?? "";
  const [code, setCode] = (0, import_react.useState)("");
  const [password, setPassword] = (0, import_react.useState)(() => takePendingPassword() ?? "");
  const needPassword = (0, import_react.useMemo)(() => !takePendingPassword(), []);
  const [errors, setErrors] = (0, import_react.useState)({});
  const [busy, setBusy] = (0, import_react.useState)(false);
  if (!account)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      AuthLayout,
      {
        heading: "Verify your account",
        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          EmptyState,
          {
            title: "Start from the sign-up page",
            body: "We need your email or phone number before we can send a code.",
            action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Link,
              {
                to: "/signUp",
                replace: true,
                className: linkCls,
                children: "Go to Sign Up",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 200,
                columnNumber: 13,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 196,
            columnNumber: 9,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 195,
        columnNumber: 7,
      },
      this,
    );
  const submit = async (e) => {
    e.preventDefault();
    const next = {
      code: /^\d{6}$/.test(code) ? void 0 : "Enter the 6-digit code",
      password: passwordProblem(password) ?? void 0,
    };
    setErrors(next);
    if (next.code || next.password) return;
    setBusy(true);
    const r = await call("POST", "/hweb/login/v1/register", {
      account,
      code,
      password,
    });
    setBusy(false);
    if (!r.ok) {
      setErrors({
        code: r.fieldErrors.code ?? (r.code === 10010 ? r.message : void 0),
        password: r.fieldErrors.password,
      });
      return;
    }
    setPendingPassword(null);
    const redirect = safeRedirect(search.redirect) ?? void 0;
    await storeSession(r.data);
    writeKey(LocalKey.usernamePopUp, "1");
    router.navigate({
      to: "/setUsername",
      search: {
        redirect,
        welcome: true,
      },
      replace: true,
    });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    AuthLayout,
    {
      heading: channel === "email" ? "Check your email" : "Check your phone",
      intro: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        import_jsx_dev_runtime.Fragment,
        {
          children: [
            "Enter the 6-digit code we sent to",
            " ",
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "strong",
              {
                className: "font-semibold text-slate-900",
                children: account,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 242,
                columnNumber: 11,
              },
              this,
            ),
            ".",
          ],
        },
        void 0,
        true,
        {
          fileName: _jsxFileName,
          lineNumber: 240,
          columnNumber: 9,
        },
        this,
      ),
      foot: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        Link,
        {
          to: "/signUp",
          replace: true,
          className: linkCls,
          children: ["Use a different ", channel === "email" ? "email" : "number"],
        },
        void 0,
        true,
        {
          fileName: _jsxFileName,
          lineNumber: 246,
          columnNumber: 9,
        },
        this,
      ),
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "form",
        {
          onSubmit: submit,
          noValidate: true,
          className: "flex flex-col gap-4",
          children: [
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              CodeField,
              {
                scene: "register",
                account,
                value: code,
                onChange: setCode,
                error: errors.code,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 252,
                columnNumber: 9,
              },
              this,
            ),
            needPassword &&
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                PasswordField,
                {
                  label: "Password",
                  value: password,
                  onChange: setPassword,
                  hint: "6-16 characters with at least one number and one capital letter",
                  error: errors.password,
                  autoComplete: "new-password",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 254,
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
                children: "Create account",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 263,
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
          lineNumber: 251,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 237,
      columnNumber: 5,
    },
    this,
  );
}
/** /countryCode: choose the dial code for a phone number. */
function CountryCodeScreen() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const q = useQuery(countryCodesQuery());
  const [filter, setFilter] = (0, import_react.useState)("");
  const current = getChosenCountry();
  const list = (q.data ?? []).filter((c) => {
    const f = filter.trim().toLowerCase();
    return !f || c.name.toLowerCase().includes(f) || c.dialCode.includes(f) || c.code.toLowerCase() === f;
  });
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    AuthLayout,
    {
      heading: "Country code",
      intro: "Choose the country of your phone number.",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          TextField,
          {
            label: "Search countries",
            type: "search",
            value: filter,
            onChange: (e) => setFilter(e.target.value),
            placeholder: "Country or code",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 284,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mt-4 max-h-[60vh] overflow-y-auto rounded-lg ring-1 ring-slate-200",
            children: q.isPending
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "div",
                  {
                    className: "flex flex-col gap-2 p-3",
                    children: ["a", "b", "c", "d", "e", "f", "g", "h"].slice(0, 8).map((k) =>
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        Skeleton,
                        { className: "h-9" },
                        k,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 295,
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
                    lineNumber: 293,
                    columnNumber: 11,
                  },
                  this,
                )
              : q.isError && !q.data
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: "p-4",
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        EmptyState,
                        {
                          title: "Could not load the countries",
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
                              fileName: _jsxFileName,
                              lineNumber: 303,
                              columnNumber: 17,
                            },
                            this,
                          ),
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 300,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 299,
                      columnNumber: 11,
                    },
                    this,
                  )
                : list.length === 0
                  ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        className: "p-4 text-center text-sm text-slate-600",
                        children: "No search results found.",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 310,
                        columnNumber: 11,
                      },
                      this,
                    )
                  : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "ul",
                      {
                        "aria-label": "Countries",
                        className: "divide-y divide-slate-100",
                        children: list.map((c) =>
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "li",
                            {
                              children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "button",
                                {
                                  type: "button",
                                  "aria-current": c.code === current.code ? "true" : void 0,
                                  onClick: () => {
                                    setChosenCountry(c);
                                    if (canGoBack) router.history.back();
                                    else
                                      router.navigate({
                                        to: "/signUp",
                                        search: { by: "phone" },
                                        replace: true,
                                      });
                                  },
                                  className: cx(
                                    "focus-ring flex w-full items-center justify-between px-4 py-3 text-left text-sm hover:bg-slate-50",
                                    c.code === current.code && "bg-orange-50 font-semibold",
                                  ),
                                  children: [
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "span",
                                      { children: c.name },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 328,
                                        columnNumber: 19,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "span",
                                      {
                                        className: "tabular-nums text-slate-600",
                                        children: c.dialCode,
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 329,
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
                                  lineNumber: 315,
                                  columnNumber: 17,
                                },
                                this,
                              ),
                            },
                            c.code,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 314,
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
                        lineNumber: 312,
                        columnNumber: 11,
                      },
                      this,
                    ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 291,
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
      lineNumber: 283,
      columnNumber: 5,
    },
    this,
  );
}

export { CountryCodeScreen as t, SignUpScreen as n, SignUpVerifyScreen as r };
