import { r as useCanGoBack } from "./auth-layout-Csy8u1wl.js";
import { i as safeRedirect, c as takeUsernamePopUp } from "./code-field-DR4yObYI.js";
import { n as Dialog } from "./dialog-fEMjAfBb.js";
import { pt as Button, jt as queryClient, Vt as signIn } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as useRouter } from "./useRouter-bDiZYcc0.js";

// src/client/features/accounts/use-finish-sign-in.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/accounts/use-finish-sign-in.tsx";
/** Stores a sign-in answer; what another user left in the query cache must not show to this one. */
async function storeSession(tokens) {
  queryClient.clear();
  await signIn(tokens);
}
/**
 * After a sign-in answer: store the session, then go where the person came from (the `redirect`
 * search param, else the page before the sign-in flow, else home). A user without a username gets
 * the one-time pop-up first (spec §3 username pop-up flag).
 */
function useFinishSignIn(redirect) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const [askUsername, setAskUsername] = (0, import_react.useState)(false);
  const leave = () => {
    const to = safeRedirect(redirect);
    if (to)
      router.navigate({
        href: to,
        replace: true,
      });
    else if (canGoBack) router.history.back();
    else
      router.navigate({
        to: "/",
        replace: true,
      });
  };
  const finish = async (tokens) => {
    await storeSession(tokens);
    if (takeUsernamePopUp()) setAskUsername(true);
    else leave();
  };
  return {
    finish,
    leave,
    dialog: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Dialog,
      {
        open: askUsername,
        onClose: leave,
        title: "Choose your username",
        children: [
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "text-sm text-slate-600",
              children:
                "Pick a username so buyers and sellers can recognise you. It can be set once and cannot be changed later.",
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 42,
              columnNumber: 7,
            },
            this,
          ),
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "mt-6 flex justify-end gap-3",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Button,
                  {
                    variant: "secondary",
                    onClick: leave,
                    children: "Later",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 47,
                    columnNumber: 9,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Button,
                  {
                    onClick: () =>
                      void router.navigate({
                        to: "/setUsername",
                        search: { redirect: safeRedirect(redirect) ?? void 0 },
                        replace: true,
                      }),
                    children: "Set username",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 50,
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
              lineNumber: 46,
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
        lineNumber: 41,
        columnNumber: 5,
      },
      this,
    ),
  };
}

export { storeSession as t, useFinishSignIn as n };
