import { t as call } from "./call-Bg0HCNhi.js";
import { pt as Button, rn as showToast } from "./index-BAN1tMZn.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as TextField } from "./text-field-C5q5EduD.js";
import "./accounts-CKmLMj3-.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { g as getUserInfo, t as LocalKey, y as readKey, k as writeKey } from "./storage-352Vgnio.js";

// src/client/features/accounts/flow.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The password typed on /signUp, kept in memory only until /signUpEmailVerify or /verify uses it. */
var pendingPassword = null;
var setPendingPassword = (p) => {
  pendingPassword = p;
};
var takePendingPassword = () => pendingPassword;
/** When a code was last sent for this account and scene (sessionStorage: survives a reload). */
var sentKey = (scene, account) => `codeSentAt:${scene}:${account.toLowerCase()}`;
function markCodeSent(scene, account, at = Date.now()) {
  writeKey(sentKey(scene, account), String(at), "session");
}
/** Seconds left before another code may be asked for (0 when allowed). */
function resendSecondsLeft(scene, account, now = Date.now()) {
  const at = Number(readKey(sentKey(scene, account), "session") ?? 0);
  if (!at) return 0;
  return Math.max(0, Math.ceil((at + 6e4 - now) / 1e3));
}
/**
 * Spec §3 "username pop-up flag": once shown after a sign-in it is not shown again until sign-out
 * (the session lifecycle clears the key on sign-out). Answers true when it should show now, and
 * marks it shown.
 */
function takeUsernamePopUp() {
  const u = getUserInfo();
  if (!u || u.userName) return false;
  if (readKey(LocalKey.usernamePopUp)) return false;
  writeKey(LocalKey.usernamePopUp, "1");
  return true;
}
/** The chosen dial code on /countryCode, read back by /signUp and /infoVerify. */
var COUNTRY_KEY = "signUpCountry";
var DEFAULT_COUNTRY = {
  code: "US",
  name: "United States",
  dialCode: "+1",
};
function getChosenCountry() {
  try {
    const raw = readKey(COUNTRY_KEY, "session");
    return raw ? JSON.parse(raw) : DEFAULT_COUNTRY;
  } catch {
    return DEFAULT_COUNTRY;
  }
}
var setChosenCountry = (c) => writeKey(COUNTRY_KEY, JSON.stringify(c), "session");
/** A redirect target is only ever an in-app path (never another origin). */
function safeRedirect(r) {
  if (!r?.startsWith("/") || r.startsWith("//")) return null;
  return r;
}
/** Joins a dial code and a national number into E.164. */
function toE164(dialCode, national) {
  return `${dialCode}${national.replace(/[^\d]/g, "").replace(/^0+/, "")}`;
}
// src/client/features/accounts/code-field.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/accounts/code-field.tsx";
/** Seconds left before a code may be sent again for this account and scene; ticks every second. */
function useResendCountdown(scene, account) {
  const [left, setLeft] = (0, import_react.useState)(() => resendSecondsLeft(scene, account));
  (0, import_react.useEffect)(() => {
    setLeft(resendSecondsLeft(scene, account));
    const t = setInterval(() => setLeft(resendSecondsLeft(scene, account)), 1e3);
    return () => clearInterval(t);
  }, [scene, account]);
  return [left, () => setLeft(resendSecondsLeft(scene, account))];
}
/** POST sendCode; remembers when so the 60 s countdown survives a reload. */
async function sendCode(scene, account) {
  const r = await call("POST", "/hweb/login/v1/sendCode", {
    account,
    scene,
  });
  if (r.ok) {
    markCodeSent(scene, account);
    showToast("We sent you a 6-digit code.", "success");
  }
  return r.ok;
}
/** The 6-digit code input with a Send code / Resend button that counts down 60 s. */
function CodeField({ scene, account, value, onChange, error, canSend = true, onBeforeSend }) {
  const [left, refresh] = useResendCountdown(scene, account);
  const [busy, setBusy] = (0, import_react.useState)(false);
  const sentOnce = left > 0 || resendSecondsLeft(scene, account) > 0;
  const send = async () => {
    if (onBeforeSend && !onBeforeSend()) return;
    setBusy(true);
    await sendCode(scene, account);
    setBusy(false);
    refresh();
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex items-end gap-2",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          TextField,
          {
            label: "Verification code",
            className: "flex-1",
            value,
            onChange: (e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 6)),
            inputMode: "numeric",
            autoComplete: "one-time-code",
            pattern: "\\d{6}",
            maxLength: 6,
            placeholder: "6 digits",
            error,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 62,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Button,
          {
            variant: "secondary",
            className: "mb-0 h-11 min-w-32 shrink-0",
            onClick: send,
            busy,
            disabled: left > 0 || !canSend,
            "aria-live": "polite",
            children: left > 0 ? `Resend in ${left}s` : sentOnce ? "Resend code" : "Send code",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 74,
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
      lineNumber: 61,
      columnNumber: 5,
    },
    this,
  );
}

export {
  CodeField as t,
  getChosenCountry as r,
  safeRedirect as i,
  sendCode as n,
  setChosenCountry as a,
  setPendingPassword as o,
  takePendingPassword as s,
  takeUsernamePopUp as c,
  toE164 as l,
};
