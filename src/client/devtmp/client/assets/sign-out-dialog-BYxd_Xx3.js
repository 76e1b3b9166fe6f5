import { t as ConfirmDialog } from "./dialog-fEMjAfBb.js";
import {
  jt as queryClient,
  Ht as signOut,
  Xt as signOutDialogAtom,
  _n as useAtom,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/shell/sign-out-dialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/shell/sign-out-dialog.tsx";
function SignOutDialog() {
  const [open, setOpen] = useAtom(signOutDialogAtom);
  const [busy, setBusy] = (0, import_react.useState)(false);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    ConfirmDialog,
    {
      open,
      message: "Are You Sure You Want To Sign Out?",
      busy,
      onCancel: () => setOpen(false),
      onConfirm: async () => {
        setBusy(true);
        const ok = await signOut();
        setBusy(false);
        setOpen(false);
        if (ok) queryClient.clear();
      },
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 12,
      columnNumber: 5,
    },
    this,
  );
}

export { SignOutDialog };
