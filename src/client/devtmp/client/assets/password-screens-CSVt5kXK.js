import {
  a as isE164,
  o as isEmail,
  s as normalizeAccount,
  t as PASSWORD_HINT,
  c as passwordProblem,
} from "./accounts-CKmLMj3-.js";
import { t as AuthLayout } from "./auth-layout-Csy8u1wl.js";
import { t as call } from "./call-Bg0HCNhi.js";
import { t as CodeField, n as sendCode } from "./code-field-DR4yObYI.js";
import { pt as Button, Dt as Page, rn as showToast } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as Link } from "./link-hzUJy3xG.js";
import { t as PasswordField } from "./password-field-BerOSHYZ.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as TextField } from "./text-field-C5q5EduD.js";
import { n as useNavigate } from "./useNavigate-KEmBFHEf.js";

// src/client/features/accounts/password-screens.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/accounts/password-screens.tsx";
var linkCls = "focus-ring rounded font-semibold text-orange-600 hover:text-orange-700";
var ACCOUNT_PROBLEM = "Enter a valid email, or a phone number with its country code (+1…)";
/** /forget: ask for a reset code. */
function ForgetScreen({ search }) {
  const navigate = useNavigate();
  const [account, setAccount] = (0, import_react.useState)(
    search.account?.includes("@") || search.account?.startsWith("+") ? search.account : "",
  );
  const [error, setError] = (0, import_react.useState)();
  const [busy, setBusy] = (0, import_react.useState)(false);
  const submit = async (e) => {
    e.preventDefault();
    const a = normalizeAccount(account ?? "");
    if (!isEmail(a) && !isE164(a)) return setError(ACCOUNT_PROBLEM);
    setError(void 0);
    setBusy(true);
    const ok = await sendCode("reset", a);
    setBusy(false);
    if (ok)
      navigate({
        to: "/reset",
        search: { account: a },
        replace: true,
      });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    AuthLayout,
    {
      heading: "Forgot your password?",
      intro:
        "Enter the email or phone number of your account and we'll send you a code to set a new password.",
      foot: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        Link,
        {
          to: "/signIn",
          replace: true,
          className: linkCls,
          children: "Back to Sign In",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 39,
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
              TextField,
              {
                label: "Email or phone",
                autoComplete: "username",
                placeholder: "you@example.com or +15551234567",
                value: account,
                onChange: (e) => setAccount(e.target.value),
                error,
                autoFocus: true,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 45,
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
                children: "Send code",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 54,
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
          lineNumber: 44,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 35,
      columnNumber: 5,
    },
    this,
  );
}
/** /reset: the code and a new password. */
function ResetScreen({ search }) {
  const navigate = useNavigate();
  const [account, setAccount] = (0, import_react.useState)(search.account ?? "");
  const [code, setCode] = (0, import_react.useState)("");
  const [password, setPassword] = (0, import_react.useState)("");
  const [confirm, setConfirm] = (0, import_react.useState)("");
  const [errors, setErrors] = (0, import_react.useState)({});
  const [busy, setBusy] = (0, import_react.useState)(false);
  const a = normalizeAccount(account);
  const accountOk = isEmail(a) || isE164(a);
  const submit = async (e) => {
    e.preventDefault();
    const next = {
      account: accountOk ? void 0 : ACCOUNT_PROBLEM,
      code: /^\d{6}$/.test(code) ? void 0 : "Enter the 6-digit code",
      password: passwordProblem(password) ?? void 0,
      confirm: confirm === password ? void 0 : "The passwords do not match",
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    const r = await call("POST", "/hweb/login/v1/resetPassword", {
      account: a,
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
    showToast("Your password was changed. Sign in with the new one.", "success");
    navigate({
      to: "/signIn",
      search: { account: a },
      replace: true,
    });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    AuthLayout,
    {
      heading: "Set a new password",
      intro: search.account
        ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            import_jsx_dev_runtime.Fragment,
            {
              children: [
                "Enter the code we sent to",
                " ",
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "strong",
                  {
                    className: "font-semibold text-slate-900",
                    children: search.account,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 105,
                    columnNumber: 13,
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
              lineNumber: 103,
              columnNumber: 11,
            },
            this,
          )
        : "Enter your email or phone, the code we sent you and a new password.",
      foot: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        Link,
        {
          to: "/signIn",
          replace: true,
          className: linkCls,
          children: "Back to Sign In",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 112,
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
            !search.account &&
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                TextField,
                {
                  label: "Email or phone",
                  autoComplete: "username",
                  value: account,
                  onChange: (e) => setAccount(e.target.value),
                  error: errors.account,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 119,
                  columnNumber: 11,
                },
                this,
              ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              CodeField,
              {
                scene: "reset",
                account: a,
                value: code,
                onChange: setCode,
                error: errors.code,
                canSend: accountOk,
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 127,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              PasswordField,
              {
                label: "New password",
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
                lineNumber: 135,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              PasswordField,
              {
                label: "Confirm new password",
                value: confirm,
                onChange: setConfirm,
                error: errors.confirm,
                autoComplete: "new-password",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 143,
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
                children: "Reset password",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
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
          fileName: _jsxFileName,
          lineNumber: 117,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 99,
      columnNumber: 5,
    },
    this,
  );
}
/** /changePassword: the current password and a new one; other sessions end. */
function ChangePasswordScreen() {
  const navigate = useNavigate();
  const [oldPassword, setOld] = (0, import_react.useState)("");
  const [password, setPassword] = (0, import_react.useState)("");
  const [confirm, setConfirm] = (0, import_react.useState)("");
  const [errors, setErrors] = (0, import_react.useState)({});
  const [busy, setBusy] = (0, import_react.useState)(false);
  const submit = async (e) => {
    e.preventDefault();
    const next = {
      oldPassword: oldPassword ? void 0 : "Enter your current password",
      password: passwordProblem(password) ?? void 0,
      confirm: confirm === password ? void 0 : "The passwords do not match",
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    const r = await call("POST", "/user/changePassword", {
      oldPassword,
      password,
    });
    setBusy(false);
    if (!r.ok)
      return setErrors({
        oldPassword: r.fieldErrors.oldPassword,
        password: r.fieldErrors.password,
      });
    showToast("Password changed. You were signed out on your other devices.", "success");
    navigate({ to: "/personalData" });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Change password",
      width: "narrow",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "form",
        {
          onSubmit: submit,
          noValidate: true,
          className: "flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6",
          children: [
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              PasswordField,
              {
                label: "Current password",
                value: oldPassword,
                onChange: setOld,
                error: errors.oldPassword,
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
              PasswordField,
              {
                label: "New password",
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
                lineNumber: 195,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              PasswordField,
              {
                label: "Confirm new password",
                value: confirm,
                onChange: setConfirm,
                error: errors.confirm,
                autoComplete: "new-password",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 203,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: "flex justify-end gap-3 pt-2",
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
                      lineNumber: 211,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Button,
                    {
                      type: "submit",
                      busy,
                      children: "Save password",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 217,
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
                lineNumber: 210,
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
          lineNumber: 184,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 183,
      columnNumber: 5,
    },
    this,
  );
}

export { ChangePasswordScreen as t, ForgetScreen as n, ResetScreen as r };
