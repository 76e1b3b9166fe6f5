import { a as isE164, o as isEmail, s as normalizeAccount } from "./accounts-CKmLMj3-.js";
import { t as AuthLayout } from "./auth-layout-Csy8u1wl.js";
import { t as call } from "./call-Bg0HCNhi.js";
import { t as CodeField } from "./code-field-DR4yObYI.js";
import { ft as AppLink, pt as Button } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as Link } from "./link-hzUJy3xG.js";
import { t as PasswordField } from "./password-field-BerOSHYZ.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as TextField } from "./text-field-C5q5EduD.js";
import { n as useFinishSignIn } from "./use-finish-sign-in-CRRbvB2V.js";

// src/client/features/accounts/sign-in-screens.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/accounts/sign-in-screens.tsx";
var linkCls = "focus-ring rounded font-semibold text-orange-600 hover:text-orange-700";
var choiceCls =
  "focus-ring flex h-12 w-full items-center justify-center rounded-lg text-sm font-semibold transition-colors";
/** /login: the ways in. */
function LoginScreen({ search }) {
  const s = { redirect: search.redirect };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    AuthLayout,
    {
      heading: "Welcome",
      intro: "Sign in to bid, buy and sell, or create an account in a minute.",
      foot: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        import_jsx_dev_runtime.Fragment,
        {
          children: [
            "By continuing you agree to our",
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
                lineNumber: 29,
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
                lineNumber: 33,
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
          lineNumber: 27,
          columnNumber: 9,
        },
        this,
      ),
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "nav",
        {
          "aria-label": "Ways to sign in",
          className: "flex flex-col gap-3",
          children: [
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Link,
              {
                to: "/signIn",
                search: s,
                replace: true,
                className: `${choiceCls} bg-orange-500 text-white hover:bg-orange-600`,
                children: "Sign in with password",
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
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Link,
              {
                to: "/signInVerify",
                search: s,
                replace: true,
                className: `${choiceCls} bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50`,
                children: "Sign in with a code",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 49,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: "my-2 flex items-center gap-3 text-xs uppercase tracking-wider text-slate-400",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "span",
                    { className: "h-px flex-1 bg-slate-200" },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 58,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  "New here?",
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "span",
                    { className: "h-px flex-1 bg-slate-200" },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 60,
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
                lineNumber: 57,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Link,
              {
                to: "/signUp",
                search: s,
                replace: true,
                className: `${choiceCls} bg-slate-900 text-white hover:bg-slate-800`,
                children: "Sign Up",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 62,
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
          lineNumber: 40,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 23,
      columnNumber: 5,
    },
    this,
  );
}
/** /signIn: account (email, username or phone) and password. */
function SignInScreen({ search }) {
  const [account, setAccount] = (0, import_react.useState)(search.account ?? "");
  const [password, setPassword] = (0, import_react.useState)("");
  const [errors, setErrors] = (0, import_react.useState)({});
  const [busy, setBusy] = (0, import_react.useState)(false);
  const { finish, dialog } = useFinishSignIn(search.redirect);
  const submit = async (e) => {
    e.preventDefault();
    const next = {
      account: account.trim() ? void 0 : "Enter your email, username or phone number",
      password: password ? void 0 : "Enter your password",
    };
    setErrors(next);
    if (next.account || next.password) return;
    setBusy(true);
    const r = await call("POST", "/hweb/login/v1/login", {
      account: account.trim(),
      password,
    });
    if (r.ok) await finish(r.data);
    else
      setErrors({
        account: r.fieldErrors.account,
        password: r.fieldErrors.password,
      });
    setBusy(false);
  };
  const s = { redirect: search.redirect };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    AuthLayout,
    {
      heading: "Sign In",
      intro: "Welcome back. Use your email, username or phone number.",
      foot: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        import_jsx_dev_runtime.Fragment,
        {
          children: [
            "New here?",
            " ",
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Link,
              {
                to: "/signUp",
                search: s,
                replace: true,
                className: linkCls,
                children: "Sign Up",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 106,
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
          lineNumber: 104,
          columnNumber: 9,
        },
        this,
      ),
      children: [
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
                  label: "Account",
                  name: "account",
                  autoComplete: "username",
                  placeholder: "Email, username or phone",
                  value: account,
                  onChange: (e) => setAccount(e.target.value),
                  error: errors.account,
                  autoFocus: true,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 113,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                PasswordField,
                {
                  label: "Password",
                  name: "password",
                  value: password,
                  onChange: setPassword,
                  error: errors.password,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 123,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex justify-end",
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Link,
                    {
                      to: "/forget",
                      search: { account: account.trim() || void 0 },
                      className: `${linkCls} text-sm`,
                      children: "Forgot your password?",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 131,
                      columnNumber: 11,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 130,
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
                  children: "Sign In",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 139,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Link,
                {
                  to: "/signInVerify",
                  search: {
                    ...s,
                    account: account.trim() || void 0,
                  },
                  replace: true,
                  className:
                    "focus-ring rounded py-1 text-center text-sm font-semibold text-slate-700 hover:text-slate-900",
                  children: "Use a one-time code instead",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 142,
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
            lineNumber: 112,
            columnNumber: 7,
          },
          this,
        ),
        dialog,
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 100,
      columnNumber: 5,
    },
    this,
  );
}
/** /signInVerify: sign in with a code sent to the email or phone. */
function SignInVerifyScreen({ search }) {
  const [account, setAccount] = (0, import_react.useState)(search.account ?? "");
  const [code, setCode] = (0, import_react.useState)("");
  const [errors, setErrors] = (0, import_react.useState)({});
  const [busy, setBusy] = (0, import_react.useState)(false);
  const { finish, dialog } = useFinishSignIn(search.redirect);
  const normalized = normalizeAccount(account);
  const accountOk = isEmail(normalized) || isE164(normalized);
  const checkAccount = () => {
    const bad = accountOk ? void 0 : "Enter a valid email, or a phone number with its country code (+1…)";
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
    setErrors({});
    setBusy(true);
    const r = await call("POST", "/hweb/login/v1/loginByCode", {
      account: normalized,
      code,
    });
    if (r.ok) await finish(r.data);
    else
      setErrors({
        account: r.fieldErrors.account,
        code: r.fieldErrors.code ?? (r.code === 10010 ? r.message : void 0),
      });
    setBusy(false);
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    AuthLayout,
    {
      heading: "Sign in with a code",
      intro: "We'll send a 6-digit code to your email or phone. It works once, for 10 minutes.",
      foot: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        Link,
        {
          to: "/signIn",
          search: { redirect: search.redirect },
          replace: true,
          className: linkCls,
          children: "Sign in with password",
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
      children: [
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
                  label: "Email or phone",
                  autoComplete: "username",
                  placeholder: "you@example.com or +15551234567",
                  value: account,
                  onChange: (e) => setAccount(e.target.value),
                  error: errors.account,
                  autoFocus: true,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 198,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                CodeField,
                {
                  scene: "login",
                  account: normalized,
                  value: code,
                  onChange: setCode,
                  error: errors.code,
                  onBeforeSend: checkAccount,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 207,
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
                  children: "Sign In",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 215,
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
            lineNumber: 197,
            columnNumber: 7,
          },
          this,
        ),
        dialog,
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 188,
      columnNumber: 5,
    },
    this,
  );
}

export { LoginScreen as t, SignInScreen as n, SignInVerifyScreen as r };
